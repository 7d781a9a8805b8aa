import { afterAll, describe, expect, it } from "vitest";
import { type Actor, createActor, fromPromise, waitFor } from "xstate";
import {
  busyWith,
  type PageSessionSnapshot,
  type PresenceEditor,
  pageSessionMachine,
  type ReloadOutput,
  type WriteInput,
  type WriteOutput,
  type WriteProblem,
  WriteRefusedError,
} from "./page-session-machine.ts";

/** A promise the test settles when it wants: the server's answer arrives when the test says so. */
interface Pending<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function pending<T>(): Pending<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** One server: each call of an actor takes the next answer the test queued for it. */
interface FakeServer {
  save: ((input: WriteInput) => Promise<WriteOutput>)[];
  publish: ((input: WriteInput) => Promise<WriteOutput>)[];
  reload: ((input: { pageId: number }) => Promise<ReloadOutput>)[];
  heartbeat: ((input: { pageId: number }) => Promise<readonly PresenceEditor[]>)[];
}

interface Calls {
  save: WriteInput[];
  publish: WriteInput[];
  reload: { pageId: number }[];
  heartbeat: { pageId: number }[];
}

/** Every state node a test passed through, to check the tests walk the whole machine. */
const visited = new Set<string>();

function record(snapshot: PageSessionSnapshot): void {
  const value = snapshot.value as { write: string; presence: string };
  visited.add(`write.${value.write}`);
  visited.add(`presence.${value.presence}`);
}

function startSession(server: Partial<FakeServer> = {}, presenceEveryMs = 60_000) {
  const queue: FakeServer = {
    save: server.save ?? [],
    publish: server.publish ?? [],
    reload: server.reload ?? [],
    heartbeat: server.heartbeat ?? [],
  };
  const calls: Calls = { save: [], publish: [], reload: [], heartbeat: [] };
  const next = <I, O>(list: ((input: I) => Promise<O>)[], name: string, input: I): Promise<O> => {
    const answer = list.shift();
    if (!answer) throw new Error(`no answer queued for ${name}`);
    return answer(input);
  };
  const machine = pageSessionMachine.provide({
    actors: {
      saveDraft: fromPromise<WriteOutput, WriteInput>(async ({ input }) => {
        calls.save.push(input);
        return next(queue.save, "save", input);
      }),
      publish: fromPromise<WriteOutput, WriteInput>(async ({ input }) => {
        calls.publish.push(input);
        return next(queue.publish, "publish", input);
      }),
      reload: fromPromise<ReloadOutput, { pageId: number }>(async ({ input }) => {
        calls.reload.push(input);
        return next(queue.reload, "reload", input);
      }),
      heartbeat: fromPromise<readonly PresenceEditor[], { pageId: number }>(async ({ input }) => {
        calls.heartbeat.push(input);
        const answer = queue.heartbeat.shift();
        return answer ? answer(input) : [];
      }),
    },
    delays: { presenceInterval: presenceEveryMs },
  });
  const actor = createActor(machine);
  actor.subscribe(record);
  actor.start();
  record(actor.getSnapshot());
  return { actor, calls, queue };
}

type SessionActor = Actor<typeof pageSessionMachine>;

/** Opens page 7 at revision 3, as the builder does once the page's detail arrived. */
function openPage(actor: SessionActor, revision = 3): void {
  actor.send({ type: "OPEN", pageId: 7 });
  actor.send({ type: "LOADED", pageId: 7, revision, editors: [] });
}

const idle = (actor: SessionActor) => waitFor(actor, (s) => s.matches({ write: "idle" }));
const ok = (revision: number, publishedVersion?: number) => async () => ({
  revision,
  publishedVersion,
});
const refuse = (error: unknown) => async (): Promise<never> => {
  throw error;
};
const stale = new WriteRefusedError({ kind: "stale" });
const headingProblem: WriteProblem = {
  uid: "b1",
  pointer: "/fields/heading",
  rule: "maxLength",
  message: "العنوان: يجب ألا يزيد على 80 حرفًا",
};
const invalid = new WriteRefusedError({
  kind: "invalid",
  message: "العنوان: يجب ألا يزيد على 80 حرفًا",
  problems: [headingProblem],
});

describe("page session: saving the draft", () => {
  it("saves nothing before the page is loaded", () => {
    const { actor, calls } = startSession();
    actor.send({ type: "SAVE" });
    actor.send({ type: "PUBLISH", isDirty: true });
    expect(actor.getSnapshot().matches({ write: "idle" })).toBe(true);
    expect(calls.save).toEqual([]);
    expect(calls.publish).toEqual([]);
  });

  it("saves from the loaded revision, takes the new one and says so", async () => {
    const answer = pending<WriteOutput>();
    const { actor, calls } = startSession({ save: [() => answer.promise] });
    openPage(actor);
    actor.send({ type: "SAVE" });
    expect(busyWith(actor.getSnapshot())).toBe("save");
    expect(calls.save).toEqual([{ pageId: 7, revision: 3 }]);
    // A second click while the first save is on its way sends nothing more.
    actor.send({ type: "SAVE" });
    expect(calls.save).toHaveLength(1);
    answer.resolve({ revision: 4 });
    const done = await idle(actor);
    expect(done.context.revision).toBe(4);
    expect(done.context.notice).toEqual({ kind: "saved" });
    expect(busyWith(done)).toBeNull();
  });

  it("a stale save (409) stops every write until the editor reloads the server's copy", async () => {
    const { actor, calls } = startSession({
      save: [refuse(stale)],
      reload: [async () => ({ revision: 9, editors: [{ email: "b@x.test", seen_at: "t" }] })],
    });
    openPage(actor);
    actor.send({ type: "SAVE" });
    const isStale = await waitFor(actor, (s) => s.matches({ write: "stale" }));
    expect(isStale.context.revision).toBe(3);
    actor.send({ type: "SAVE" });
    actor.send({ type: "PUBLISH", isDirty: false });
    actor.send({ type: "RETRY", isDirty: false });
    expect(calls.save).toHaveLength(1);
    expect(calls.publish).toHaveLength(0);
    actor.send({ type: "RELOAD" });
    expect(actor.getSnapshot().matches({ write: "reloading" })).toBe(true);
    const reloaded = await idle(actor);
    expect(calls.reload).toEqual([{ pageId: 7 }]);
    expect(reloaded.context.revision).toBe(9);
    expect(reloaded.context.editors).toEqual([{ email: "b@x.test", seen_at: "t" }]);
    expect(reloaded.context.notice).toEqual({ kind: "reloaded" });
  });

  it("a reload that fails leaves the page stale and says why", async () => {
    const { actor } = startSession({
      save: [refuse(stale)],
      reload: [refuse(new Error("Failed to fetch"))],
    });
    openPage(actor);
    actor.send({ type: "SAVE" });
    await waitFor(actor, (s) => s.matches({ write: "stale" }));
    actor.send({ type: "RELOAD" });
    const after = await waitFor(
      actor,
      (s) => s.matches({ write: "stale" }) && s.context.notice !== null,
    );
    expect(after.context.notice).toEqual({
      kind: "failed",
      message: "Failed to fetch",
      canRetry: false,
    });
  });

  it("a 422 keeps the revision, lists the fields' problems, and the next good save clears them", async () => {
    const { actor } = startSession({ save: [refuse(invalid), ok(4)] });
    openPage(actor);
    actor.send({ type: "SAVE" });
    const refused = await idle(actor);
    expect(refused.context.revision).toBe(3);
    expect(refused.context.problems).toEqual([headingProblem]);
    expect(refused.context.notice).toEqual({ kind: "invalid", message: invalid.message });
    expect(refused.context.retry).toBeNull();
    actor.send({ type: "SAVE" });
    await waitFor(actor, (s) => s.context.revision === 4);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  it("a save without an answer can be tried again", async () => {
    const { actor, calls } = startSession({
      save: [refuse(new TypeError("Failed to fetch")), ok(4)],
    });
    openPage(actor);
    actor.send({ type: "SAVE" });
    const failed = await idle(actor);
    expect(failed.context.notice).toEqual({
      kind: "failed",
      message: "Failed to fetch",
      canRetry: true,
    });
    expect(failed.context.retry).toBe("save");
    actor.send({ type: "RETRY", isDirty: true });
    await waitFor(actor, (s) => s.context.revision === 4);
    expect(calls.save).toEqual([
      { pageId: 7, revision: 3 },
      { pageId: 7, revision: 3 },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ retry: null, notice: { kind: "saved" } });
  });
});

describe("page session: publishing", () => {
  it("publishes a saved page at its revision and says which version visitors see", async () => {
    const { actor, calls } = startSession({ publish: [ok(5, 2)] });
    openPage(actor, 4);
    actor.send({ type: "PUBLISH", isDirty: false });
    expect(busyWith(actor.getSnapshot())).toBe("publish");
    const done = await idle(actor);
    expect(calls.save).toEqual([]);
    expect(calls.publish).toEqual([{ pageId: 7, revision: 4, overrideChecks: false }]);
    expect(done.context).toMatchObject({ revision: 5, notice: { kind: "published", version: 2 } });
  });

  it("unsaved changes are saved first, then published from the saved revision", async () => {
    const { actor, calls } = startSession({ save: [ok(4)], publish: [ok(5, 1)] });
    openPage(actor);
    actor.send({ type: "PUBLISH", isDirty: true });
    expect(busyWith(actor.getSnapshot())).toBe("save");
    await waitFor(actor, (s) => s.matches({ write: "publishing" }));
    const done = await idle(actor);
    expect(calls.publish).toEqual([{ pageId: 7, revision: 4, overrideChecks: false }]);
    expect(done.context.notice).toEqual({ kind: "published", version: 1 });
    expect(done.context.isPublishAfterSave).toBe(false);
  });

  it("a save refused with 422 on the way to publishing publishes nothing", async () => {
    const { actor, calls } = startSession({ save: [refuse(invalid)] });
    openPage(actor);
    actor.send({ type: "PUBLISH", isDirty: true });
    const done = await idle(actor);
    expect(calls.publish).toEqual([]);
    expect(done.context.problems).toEqual([headingProblem]);
    expect(done.context.isPublishAfterSave).toBe(false);
  });

  it("a refused publish says why and offers no retry", async () => {
    const refused = new WriteRefusedError({ kind: "refused", message: "ليست لديك صلاحية النشر" });
    const { actor, calls } = startSession({ publish: [refuse(refused)] });
    openPage(actor);
    actor.send({ type: "PUBLISH", isDirty: false });
    const done = await idle(actor);
    expect(done.context.notice).toEqual({
      kind: "failed",
      message: "ليست لديك صلاحية النشر",
      canRetry: false,
    });
    actor.send({ type: "RETRY", isDirty: false });
    expect(actor.getSnapshot().matches({ write: "idle" })).toBe(true);
    expect(calls.publish).toHaveLength(1);
  });

  it("a stale publish is stale like a save", async () => {
    const { actor } = startSession({ publish: [refuse(stale)] });
    openPage(actor);
    actor.send({ type: "PUBLISH", isDirty: false });
    await waitFor(actor, (s) => s.matches({ write: "stale" }));
  });

  it("a publish that got no answer is retried as a publish (saving first if changed since)", async () => {
    const { actor, calls } = startSession({
      publish: [refuse(new TypeError("Failed to fetch")), ok(5, 3)],
      save: [ok(4)],
    });
    openPage(actor);
    actor.send({ type: "PUBLISH", isDirty: false });
    const failed = await idle(actor);
    expect(failed.context.retry).toBe("publish");
    actor.send({ type: "RETRY", isDirty: true });
    const done = await waitFor(actor, (s) => s.context.notice?.kind === "published");
    expect(calls.save).toEqual([{ pageId: 7, revision: 3 }]);
    expect(calls.publish).toEqual([
      { pageId: 7, revision: 3, overrideChecks: false },
      { pageId: 7, revision: 4, overrideChecks: false },
    ]);
    expect(done.context.revision).toBe(5);
  });

  it("an admin's publish past the checks asks the server so, and the next publish does not", async () => {
    const { actor, calls } = startSession({ publish: [ok(5, 2), ok(6, 3)] });
    openPage(actor, 4);
    actor.send({ type: "PUBLISH", isDirty: false, overrideChecks: true });
    await idle(actor);
    actor.send({ type: "PUBLISH", isDirty: false });
    await waitFor(actor, (s) => s.context.revision === 6);
    expect(calls.publish).toEqual([
      { pageId: 7, revision: 4, overrideChecks: true },
      { pageId: 7, revision: 5, overrideChecks: false },
    ]);
  });

  it("a save that got no answer on the way to publishing is retried as a publish", async () => {
    const { actor, calls } = startSession({
      save: [refuse(new TypeError("Failed to fetch")), ok(4)],
      publish: [ok(5, 1)],
    });
    openPage(actor);
    actor.send({ type: "PUBLISH", isDirty: true });
    expect((await idle(actor)).context.retry).toBe("publish");
    // The changes are still unsaved: the retry saves them, then publishes.
    actor.send({ type: "RETRY", isDirty: true });
    await waitFor(actor, (s) => s.context.notice?.kind === "published");
    expect(calls.save).toHaveLength(2);
    expect(calls.publish).toEqual([{ pageId: 7, revision: 4, overrideChecks: false }]);
  });
});

describe("page session: presence", () => {
  it("beats while a page is open and lists the other editors", async () => {
    const { actor, calls } = startSession(
      {
        heartbeat: [
          async () => [{ email: "sara@x.test", seen_at: "2026-01-01T10:00:00Z" }],
          refuse(new TypeError("Failed to fetch")),
          async () => [],
        ],
      },
      5,
    );
    expect(actor.getSnapshot().matches({ presence: "off" })).toBe(true);
    actor.send({ type: "OPEN", pageId: 7 });
    const warned = await waitFor(actor, (s) => s.context.editors.length === 1);
    expect(warned.context.editors[0]?.email).toBe("sara@x.test");
    // A missed heartbeat keeps the last list; the next one replaces it.
    await waitFor(actor, () => calls.heartbeat.length >= 3);
    await waitFor(actor, (s) => s.context.editors.length === 0);
    expect(calls.heartbeat.every((c) => c.pageId === 7)).toBe(true);
  });

  it("stops beating when no page is open, and opening another page starts afresh", async () => {
    const { actor, calls } = startSession({ save: [refuse(invalid)] }, 5);
    openPage(actor);
    actor.send({ type: "SAVE" });
    await waitFor(actor, (s) => s.context.problems.length === 1);
    actor.send({ type: "OPEN", pageId: 8 });
    expect(actor.getSnapshot().context).toMatchObject({
      pageId: 8,
      revision: null,
      problems: [],
      notice: null,
      editors: [],
    });
    await waitFor(actor, () => calls.heartbeat.some((c) => c.pageId === 8));
    actor.send({ type: "OPEN", pageId: null });
    expect(actor.getSnapshot().matches({ presence: "off" })).toBe(true);
    const beats = calls.heartbeat.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(calls.heartbeat).toHaveLength(beats);
  });
});

describe("page session: notices", () => {
  it("says what the builder asks, and forgets it on dismiss or at the next write", async () => {
    const { actor } = startSession({ save: [() => pending<WriteOutput>().promise] });
    openPage(actor);
    actor.send({ type: "SAY", text: "أُضيفت «اقتباس»." });
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: "note",
      text: "أُضيفت «اقتباس».",
      tone: "ok",
    });
    actor.send({ type: "DISMISS" });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: "SAY", text: "الحافظة فارغة", tone: "error" });
    actor.send({ type: "SAVE" });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("a page loaded again (a version restored) takes its revision and drops old problems", async () => {
    const { actor } = startSession({ save: [refuse(invalid)] });
    openPage(actor);
    actor.send({ type: "SAVE" });
    await waitFor(actor, (s) => s.context.problems.length === 1);
    actor.send({ type: "LOADED", pageId: 7, revision: 12, editors: [] });
    expect(actor.getSnapshot().context).toMatchObject({ revision: 12, problems: [] });
  });

  it("offers a removed block's undo until the page moves on: delete, undo, save, publish", async () => {
    const { actor } = startSession({ save: [ok(4)], publish: [ok(5, 2)] });
    openPage(actor);
    actor.send({ type: "REMOVED", name: "كتل المحتوى" });
    expect(actor.getSnapshot().context.removed).toEqual({ name: "كتل المحتوى" });
    // The undo itself moves the page on: the offer goes with it.
    actor.send({ type: "EDITED" });
    expect(actor.getSnapshot().context.removed).toBeNull();
    actor.send({ type: "SAVE" });
    const saved = await waitFor(actor, (s) => s.context.notice?.kind === "saved");
    expect(saved.context.removed).toBeNull();
    actor.send({ type: "PUBLISH", isDirty: false });
    const published = await waitFor(actor, (s) => s.context.notice?.kind === "published");
    expect(published.context).toMatchObject({
      removed: null,
      notice: { kind: "published", version: 2 },
    });
    // The next edit forgets that the page was published.
    actor.send({ type: "EDITED" });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("a save, a publish, another page or a reload each forget a removal", async () => {
    const { actor } = startSession({ save: [() => pending<WriteOutput>().promise] });
    openPage(actor);
    actor.send({ type: "REMOVED", name: "اقتباس" });
    actor.send({ type: "SAVE" });
    expect(actor.getSnapshot().context.removed).toBeNull();
    actor.send({ type: "REMOVED", name: "اقتباس" });
    actor.send({ type: "LOADED", pageId: 7, revision: 4, editors: [] });
    expect(actor.getSnapshot().context.removed).toBeNull();
    actor.send({ type: "REMOVED", name: "اقتباس" });
    actor.send({ type: "OPEN", pageId: 8 });
    expect(actor.getSnapshot().context.removed).toBeNull();
  });

  it("an edit forgets what went well but keeps a refusal until the next write", async () => {
    const { actor } = startSession({ save: [refuse(invalid)] });
    openPage(actor);
    actor.send({ type: "SAY", text: "نُسخت «اقتباس»." });
    actor.send({ type: "EDITED" });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: "SAVE" });
    await waitFor(actor, (s) => s.context.notice?.kind === "invalid");
    actor.send({ type: "EDITED" });
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: "invalid" });
    // A removal after the refusal replaces nothing the editor still has to read.
    actor.send({ type: "REMOVED", name: "اقتباس" });
    expect(actor.getSnapshot().context).toMatchObject({
      notice: { kind: "invalid" },
      removed: { name: "اقتباس" },
    });
  });
});

afterAll(() => {
  // Every state of both regions was reached by some test above.
  const states = (region: "write" | "presence") =>
    Object.keys(pageSessionMachine.root.states[region]?.states ?? {}).map((s) => `${region}.${s}`);
  expect([...visited].sort()).toEqual([...states("write"), ...states("presence")].sort());
});
