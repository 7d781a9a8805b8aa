import { translator } from "../../../site/i18n/index.ts";
import { languageOf } from "../../core/languages.ts";
import { isInMenuOf, type NavEntry, navEntryV1 } from "../../core/navigation.ts";
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

/**
 * The navigation: its entries for visitors in the v2 shape (GET /nav_entries_v2) and the v1 one
 * (GET /nav_entries), both always answered whichever navigation.use_v2 makes the site's, its
 * breadcrumbs, and the admin's writes; rules in runtime/features/navigation/store.ts.
 */
export function navigationHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  | "listNavEntries"
  | "listNavEntriesV1"
  | "getBreadcrumbs"
  | "listAdminNavEntries"
  | "createNavEntry"
  | "updateNavEntry"
  | "deleteNavEntry"
  | "reorderNavEntries"
> {
  const { db, lang } = deps;
  /** One language's menu (the default language's when none is asked): the entries both versions answer. */
  const menuEntries = async (menuLang: string | undefined): Promise<NavEntry[]> => {
    const menu = menuLang ?? languageOf(lang).url;
    return (await listNavEntries(db)).filter((e) => isInMenuOf(e, menu));
  };
  return {
    listNavEntries: async (request) => ({ data: await menuEntries(request.query.lang) }),
    listNavEntriesV1: async (request) => ({
      data: (await menuEntries(request.query.lang)).map(navEntryV1),
    }),
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
