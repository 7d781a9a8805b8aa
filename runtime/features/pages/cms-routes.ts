import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
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

type PageOperations =
  | "listPages"
  | "createPage"
  | "getPage"
  | "updatePage"
  | "deletePage"
  | "saveDraft"
  | "publishPage"
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
    publishPage: async (request) => {
      const row = await publishPage(db, actorOf(request), request.params.id, request.body);
      return detail(request, row.id);
    },
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
