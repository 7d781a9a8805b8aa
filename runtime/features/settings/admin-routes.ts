import type { AppDeps } from "../../deps.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import {
  createMetahead,
  deleteMetahead,
  deleteSetting,
  listAllMetaheads,
  putSetting,
  putSettingsNamespace,
  settingsOverview,
  updateMetahead,
} from "./store.ts";

/** The admin's settings (every namespace, defaults, unknown keys; one save per namespace) and metaheads. */
export function settingsAdminHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  | "getSettingsOverview"
  | "putSetting"
  | "putSettingsNamespace"
  | "deleteSetting"
  | "listAdminMetaheads"
  | "createMetahead"
  | "updateMetahead"
  | "deleteMetahead"
> {
  const { db } = deps;
  return {
    getSettingsOverview: async () => ({ data: await settingsOverview(db) }),
    putSetting: async (request) => ({
      data: await putSetting(db, actorOf(request), request.params.key, request.body),
    }),
    putSettingsNamespace: async (request) => ({
      data: await putSettingsNamespace(
        db,
        actorOf(request),
        request.params.namespace,
        request.body,
      ),
    }),
    deleteSetting: async (request, reply) => {
      await deleteSetting(db, actorOf(request), request.params.key);
      return reply.code(204).send();
    },
    listAdminMetaheads: async () => ({ data: await listAllMetaheads(db) }),
    createMetahead: async (request) => ({
      data: await createMetahead(db, actorOf(request), request.body),
    }),
    updateMetahead: async (request) => ({
      data: await updateMetahead(db, actorOf(request), request.params.id, request.body),
    }),
    deleteMetahead: async (request, reply) => {
      await deleteMetahead(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  };
}
