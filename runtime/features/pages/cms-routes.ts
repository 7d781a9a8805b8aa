import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { recordAudit } from "../auth/index.ts";
import {
  getVersion,
  heartbeat,
  listVersions,
  publishPage,
  restoreVersion,
  saveDraft,
} from "./page-drafts.ts";
import { pageDetail, requirePageRow } from "./page-rows.ts";
import { createPage, deletePage, duplicatePage, listPages, patchPage } from "./page-tree.ts";
import { checksOfRow, checksProblem, pageChecks } from "./publish-checks.ts";

type PageOperations =
  | "listPages"
  | "createPage"
  | "getPage"
  | "updatePage"
  | "deletePage"
  | "saveDraft"
  | "publishPage"
  | "getPageChecks"
  | "duplicatePage"
  | "listPageVersions"
  | "getPageVersion"
  | "restorePageVersion"
  | "reportPresence";

/** The page builder's API: tree, drafts, publishing, history and presence (editor/README.md). */
export function cmsPageHandlers(deps: AppDeps): Pick<ApiHandlers, PageOperations> {
  const { db } = deps;
  const detail = async (request: FastifyRequest, id: number) => ({
    data: await pageDetail(db, await requirePageRow(db, id), actorOf(request)),
  });
  return {
    listPages: async () => ({ data: await listPages(db) }),
    createPage: async (request) => {
      const row = await createPage(db, actorOf(request), request.body);
      return detail(request, row.id);
    },
    getPage: async (request) => detail(request, request.params.id),
    updatePage: async (request) => {
      const row = await patchPage(db, actorOf(request), request.params.id, request.body);
      return detail(request, row.id);
    },
    deletePage: async (request, reply) => {
      await deletePage(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
    saveDraft: async (request) => {
      const row = await saveDraft(db, actorOf(request), request.params.id, request.body);
      return detail(request, row.id);
    },
    // The checks before publishing run on the working copy first: an error refuses the publish
    // (422 with every finding) unless an admin asks to override, which the audit log records
    // with the failing checks beside the publish itself.
    publishPage: async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const isOverride = request.body.override_checks === true;
      if (isOverride && actor.role !== "admin")
        throw new ApiProblem(
          403,
          "checks_override",
          "نشر الصفحة رغم أخطاء الفحص متاح للمشرفين فقط.",
        );
      const checks = await checksOfRow(db, await requirePageRow(db, id));
      const errors = checks.filter((c) => c.severity === "error");
      if (errors.length > 0 && !isOverride) throw checksProblem(checks);
      const row = await publishPage(db, actor, id, { revision: request.body.revision });
      if (errors.length > 0)
        await recordAudit(db, actor, {
          action: "publish_override",
          entity: "page",
          entityId: id,
          after: { version: row.published_version, checks: errors },
        });
      return detail(request, row.id);
    },
    getPageChecks: async (request) => ({ data: await pageChecks(db, request.params.id) }),
    duplicatePage: async (request) => {
      const row = await duplicatePage(db, actorOf(request), request.params.id, request.body);
      return detail(request, row.id);
    },
    listPageVersions: async (request) => ({ data: await listVersions(db, request.params.id) }),
    getPageVersion: async (request) => ({
      data: await getVersion(db, request.params.id, request.params.version),
    }),
    restorePageVersion: async (request) => {
      const { id, version } = request.params;
      const row = await restoreVersion(db, actorOf(request), id, version, request.body);
      return detail(request, row.id);
    },
    reportPresence: async (request) => ({
      data: { editors: await heartbeat(db, actorOf(request), request.params.id) },
    }),
  };
}
