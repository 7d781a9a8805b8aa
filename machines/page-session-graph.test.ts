import { describe, expect, it } from "vitest";
import { getShortestPaths } from "xstate/graph";
import {
  isPassingNotice,
  type PageSessionEvent,
  type PageSessionSnapshot,
  pageSessionMachine,
  WriteRefusedError,
} from "./page-session-machine.ts";

/*
 * Every state the page session can reach from these events (the editor's clicks and each
 * injected actor's answers), found by xstate/graph, and the rules that must hold in each.
 */

const refusals = {
  stale: new WriteRefusedError({ kind: "stale" }),
  invalid: new WriteRefusedError({
    kind: "invalid",
    message: "رفض الخادم الحفظ",
    problems: [{ uid: "b1", pointer: "/fields/heading", rule: "maxLength", message: "طويل" }],
  }),
  refused: new WriteRefusedError({ kind: "refused", message: "ليست لديك صلاحية" }),
  noAnswer: new TypeError("Failed to fetch"),
};

/** An invoked actor's answer, as the event the machine receives from it. */
type ActorAnswer =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/** What an invoked actor can answer: its output, or each of the errors it may throw. */
function answers(id: string, output: unknown, errors: readonly unknown[]): ActorAnswer[] {
  return [
    { type: `xstate.done.actor.${id}`, output },
    ...errors.map((error): ActorAnswer => ({ type: `xstate.error.actor.${id}`, error })),
  ];
}

const writeErrors = Object.values(refusals);
const events: (PageSessionEvent | ActorAnswer)[] = [
  { type: "OPEN", pageId: 7 },
  { type: "OPEN", pageId: null },
  { type: "LOADED", pageId: 7, revision: 3, editors: [] },
  { type: "SAVE" },
  { type: "PUBLISH", isDirty: true },
  { type: "PUBLISH", isDirty: false },
  { type: "RETRY", isDirty: true },
  { type: "RETRY", isDirty: false },
  { type: "RELOAD" },
  { type: "EDITED" },
  { type: "REMOVED", name: "اقتباس" },
  ...answers("saveDraft", { revision: 4 }, writeErrors),
  ...answers("publish", { revision: 5, publishedVersion: 1 }, writeErrors),
  ...answers("reload", { revision: 9, editors: [] }, [refusals.noAnswer]),
  ...answers("heartbeat", [{ email: "b@x.test", seen_at: "t" }], [refusals.noAnswer]),
];

/** A state is its state value and the parts of its context that change what it may do. */
function serializeState(snapshot: PageSessionSnapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.pageId === null,
    c.revision === null,
    c.retry,
    c.isPublishAfterSave,
    c.problems.length > 0,
    c.notice?.kind ?? null,
    c.removed !== null,
  ]);
}

const paths = getShortestPaths(pageSessionMachine, {
  // The actors' done and error events are not the machine's own event type, but it receives them.
  events: events as never[],
  serializeState: (s) => serializeState(s as PageSessionSnapshot),
});
const reached = paths.map((p) => p.state as PageSessionSnapshot);
const write = (s: PageSessionSnapshot) => (s.value as { write: string }).write;
const presence = (s: PageSessionSnapshot) => (s.value as { presence: string }).presence;

describe("page session: every reachable state (xstate/graph)", () => {
  it("reaches every state of both regions", () => {
    expect(new Set(reached.map(write))).toEqual(
      new Set(["idle", "saving", "publishing", "stale", "reloading"]),
    );
    // `resting -> beating` is a timer, not an event: the traversal reaches resting and stops.
    expect(new Set(reached.map(presence))).toEqual(new Set(["off", "beating", "resting"]));
    expect(paths.length).toBeGreaterThan(20);
    // The rules below are not vacuous: each kind of state they speak of is reached.
    expect(reached.some((s) => s.context.retry !== null)).toBe(true);
    expect(reached.some((s) => s.context.pageId === null)).toBe(true);
    expect(reached.some((s) => s.context.revision === null && s.context.pageId !== null)).toBe(
      true,
    );
    expect(reached.some((s) => s.context.problems.length > 0)).toBe(true);
    expect(reached.some((s) => s.context.removed !== null && write(s) === "stale")).toBe(true);
    expect(reached.some((s) => s.context.notice?.kind === "published")).toBe(true);
  });

  it("never writes while a write is on its way, or over a stale page", () => {
    for (const s of reached) {
      if (write(s) === "idle") continue;
      expect(s.can({ type: "SAVE" }), write(s)).toBe(false);
      expect(s.can({ type: "PUBLISH", isDirty: true }), write(s)).toBe(false);
      expect(s.can({ type: "RETRY", isDirty: true }), write(s)).toBe(false);
    }
  });

  it("writes only once a page is loaded, from its revision", () => {
    for (const s of reached) {
      if (s.context.revision !== null) continue;
      expect(["idle"]).toContain(write(s));
      expect(s.can({ type: "SAVE" })).toBe(false);
      expect(s.can({ type: "PUBLISH", isDirty: false })).toBe(false);
    }
  });

  it("offers a retry only after a write that got no answer, and only when idle", () => {
    for (const s of reached) {
      if (s.context.retry === null) continue;
      expect(write(s)).toBe("idle");
      expect(s.context.notice).toMatchObject({ kind: "failed", canRetry: true });
    }
  });

  it("forgets a removal and what went well once the page moves on, at every step of every path", () => {
    let checked = 0;
    for (const path of paths) {
      for (const step of path.steps) {
        const s = step.state as PageSessionSnapshot;
        const type = step.event.type;
        const isWriteStarted =
          (type === "SAVE" || type === "PUBLISH" || type === "RETRY") &&
          (write(s) === "saving" || write(s) === "publishing");
        if (type === "EDITED" || type === "OPEN" || type === "LOADED" || isWriteStarted) {
          checked++;
          expect(s.context.removed, type).toBeNull();
          expect(isPassingNotice(s.context.notice) && !isWriteStarted && type === "EDITED").toBe(
            false,
          );
        }
        if (type === "REMOVED") expect(s.context.removed).toEqual({ name: "اقتباس" });
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("beats only while a page is open; a stale page only leaves by a reload or another page", () => {
    for (const s of reached) {
      if (s.context.pageId === null) expect(presence(s)).toBe("off");
      if (write(s) === "stale") expect(s.can({ type: "RELOAD" })).toBe(true);
    }
  });
});
