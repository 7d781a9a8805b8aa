import { translator } from "../../../site/i18n/index.ts";
import { languageOf } from "../../core/languages.ts";
import { isInMenuOf } from "../../core/navigation.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import {
  breadcrumbsOfPage,
  createNavEntry,
  deleteNavEntry,
  listNavEntries,
  reorderNavEntries,
  updateNavEntry,
} from "./store.ts";

/** The v2 navigation: its entries for visitors, breadcrumbs, and the admin's writes; rules in runtime/features/navigation/store.ts. */
export function navigationHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  | "listNavEntries"
  | "getBreadcrumbs"
  | "listAdminNavEntries"
  | "createNavEntry"
  | "updateNavEntry"
  | "deleteNavEntry"
  | "reorderNavEntries"
> {
  const { db, lang } = deps;
  return {
    listNavEntries: async (request) => {
      const menu = request.query.lang ?? languageOf(lang).url;
      return {
        data: (await listNavEntries(db)).filter((e) => isInMenuOf(e, menu)),
      };
    },
    getBreadcrumbs: async (request) => ({
      data: await breadcrumbsOfPage(db, request.params.id, (pageLang) =>
        String(translator(pageLang || lang)("home")),
      ),
    }),
    listAdminNavEntries: async () => ({ data: await listNavEntries(db) }),
    createNavEntry: async (request) => ({
      data: await createNavEntry(db, request.actor, request.body),
    }),
    updateNavEntry: async (request) => ({
      data: await updateNavEntry(db, request.actor, request.params.id, request.body),
    }),
    deleteNavEntry: async (request, reply) => {
      await deleteNavEntry(db, request.actor, request.params.id);
      return reply.code(204).send();
    },
    reorderNavEntries: async (request) => ({
      data: await reorderNavEntries(db, request.actor, request.body),
    }),
  };
}
