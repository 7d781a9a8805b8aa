import type { QueryClient } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import {
  type PresenceEditor,
  type ReloadOutput,
  type SessionNotice,
  type WriteInput,
  type WriteOutput,
  type WriteProblem,
  type WriteRefusal,
  WriteRefusedError,
} from "../../machines/page-session-machine.ts";
import { ApiError, type ApiProblem, call } from "../api.ts";
import { arabicProblem, errorMessage, locateProblem } from "./api-errors.ts";
import { fieldLabel } from "./block-validation.ts";
import {
  type BlockItem,
  type PageState,
  type PageWorking,
  toSnapshot,
} from "./page-state/index.ts";
import type { PageDetail } from "./page-types.ts";

/*
 * The builder's side of the page session (machines/page-session-machine.ts): the API calls it
 * injects as the machine's actors, the server's refusals as the machine reads them, and the
 * words the builder shows for each step.
 */

export interface ServerProblems {
  byUid: Map<string, ApiProblem[]>;
  page: ApiProblem[];
}

/** The server's refusal of a write, for the page session: 422 problems placed on their blocks. */
export function toRefusal(error: unknown, sent: readonly BlockItem[]): WriteRefusal {
  if (!(error instanceof ApiError) || error.status >= 500)
    return { kind: "failed", message: errorMessage(error) };
  if (error.status === 409 && error.code === "stale") return { kind: "stale" };
  if (error.status === 422 && error.code === "publish_checks")
    return {
      kind: "invalid",
      // The checks' own words: the page is not published, and why (the panel lists each check).
      message: errorMessage(error),
      problems: error.details.map((raw) => {
        const { block, problem } = locateProblem(raw);
        const item = block === null ? undefined : sent[block];
        return {
          uid: item?.uid ?? null,
          pointer: problem.pointer,
          rule: problem.rule,
          message: problem.message,
        };
      }),
    };
  if (error.status === 422 && error.details.length > 0) {
    const problems: WriteProblem[] = error.details.map((raw) => {
      const { block, problem } = locateProblem(raw);
      const item = block === null ? undefined : sent[block];
      if (!item)
        return {
          uid: null,
          pointer: problem.pointer,
          rule: problem.rule,
          message: problem.message,
        };
      const template = item.block.template;
      return {
        uid: item.uid,
        pointer: problem.pointer,
        rule: problem.rule,
        message: arabicProblem(problem, (pointer) => fieldLabel(template, pointer)),
      };
    });
    return { kind: "invalid", message: `رفض الخادم الحفظ: ${errorMessage(error)}`, problems };
  }
  return { kind: "refused", message: errorMessage(error) };
}

/** The session's problems as the forms take them: by block, and the page's own fields. */
export function serverProblemsOf(problems: readonly WriteProblem[]): ServerProblems {
  const byUid = new Map<string, ApiProblem[]>();
  const page: ApiProblem[] = [];
  for (const { uid, ...problem } of problems) {
    if (uid === null) page.push(problem);
    else byUid.set(uid, [...(byUid.get(uid) ?? []), problem]);
  }
  return { byUid, page };
}

/** What the builder says about a step of the page session. */
export function noticeText(notice: SessionNotice): { text: string; tone: "ok" | "error" } {
  switch (notice.kind) {
    case "saved":
      return { text: "حُفظت المسودة.", tone: "ok" };
    case "published":
      return {
        text: notice.version
          ? `نُشرت الصفحة (النسخة ${notice.version}). يراها الزوّار الآن.`
          : "نُشرت الصفحة. يراها الزوّار الآن.",
        tone: "ok",
      };
    case "reloaded":
      return { text: "أُعيد تحميل الصفحة من الخادم.", tone: "ok" };
    case "invalid":
    case "failed":
      return { text: notice.message, tone: "error" };
    case "note":
      return { text: notice.text, tone: notice.tone };
    default: {
      const unhandled: never = notice;
      return unhandled;
    }
  }
}

/** The page session's effects as real API calls; the working copy is read when a write starts. */
export function sessionActors({
  stateRef,
  dispatch,
  queryClient,
  onReloaded,
}: {
  stateRef: { current: PageState };
  dispatch: (action: { type: "saved"; working: PageWorking }) => void;
  queryClient: QueryClient;
  onReloaded: (detail: PageDetail) => void;
}) {
  return {
    saveDraft: fromPromise<WriteOutput, WriteInput>(async ({ input }) => {
      const working = stateRef.current.present;
      try {
        const { data } = await call("saveDraft", {
          params: { id: input.pageId },
          // A copy as a plain object: the generated body type is an open record.
          body: { revision: input.revision, snapshot: { ...toSnapshot(working) } },
        });
        queryClient.setQueryData(["cms-page", input.pageId], { data });
        dispatch({ type: "saved", working });
        void queryClient.invalidateQueries({ queryKey: ["cms-pages"] });
        return { revision: data.revision };
      } catch (error) {
        throw new WriteRefusedError(toRefusal(error, working.items));
      }
    }),
    publish: fromPromise<WriteOutput, WriteInput>(async ({ input }) => {
      try {
        const { data } = await call("publishPage", {
          params: { id: input.pageId },
          // Only an admin's explicit choice publishes past the checks' errors (audited).
          body: { revision: input.revision, override_checks: input.overrideChecks === true },
        });
        queryClient.setQueryData(["cms-page", input.pageId], { data });
        void queryClient.invalidateQueries({ queryKey: ["cms-pages"] });
        void queryClient.invalidateQueries({ queryKey: ["cms-page-versions", input.pageId] });
        return { revision: data.revision, publishedVersion: data.published_version };
      } catch (error) {
        throw new WriteRefusedError(toRefusal(error, stateRef.current.present.items));
      }
    }),
    reload: fromPromise<ReloadOutput, { pageId: number }>(async ({ input }) => {
      const { data } = await call("getPage", { params: { id: input.pageId } });
      queryClient.setQueryData(["cms-page", input.pageId], { data });
      onReloaded(data);
      return { revision: data.revision, editors: data.editors ?? [] };
    }),
    heartbeat: fromPromise<readonly PresenceEditor[], { pageId: number }>(async ({ input }) => {
      const { data } = await call("reportPresence", { params: { id: input.pageId } });
      return data.editors;
    }),
  };
}
