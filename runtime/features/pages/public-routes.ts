import { languageOf } from "../../core/languages.ts";
import { MISSING_PATHNAME_MESSAGE } from "../../core/page-resolution.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem, notFound } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { findPublishedPage, listMetaheads, type MetaheadRow, type PageWithId } from "./store.ts";

const metaheadResource = (m: MetaheadRow) => ({
  id: String(m.id),
  type: "metahead" as const,
  attributes: m,
});

/** The pages API's JSON:API resource: blocks as block resources with their positions. */
export function pageResource(page: PageWithId) {
  const { metaheads, blocks, ...fields } = page;
  return {
    id: String(page.id),
    type: "page",
    attributes: {
      ...fields,
      blocks: blocks.map((raw, index) => {
        const b = raw as { template: string; fields?: object; groups?: object[] };
        const position = {
          id: `${page.id}-${index}`,
          type: "position",
          attributes: { page_id: page.id, index },
        };
        return {
          id: `${page.id}-${index}`,
          type: "block",
          attributes: {
            key: b.template,
            fields: b.fields ?? {},
            groups: b.groups ?? [],
            positions: [position],
            active_positions: [position],
          },
        };
      }),
      metaheads: metaheads.map(metaheadResource),
    },
  };
}

/** The public reads: a published page by path, and metaheads. */
export function publicPageHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "getPublishedPage" | "listMetaheads"> {
  const { db } = deps;
  return {
    getPublishedPage: async (request) => {
      // The router has decoded the path once: decoding again would read %25 as an escape (and
      // refuse a lone %), so a page whose path holds a % could not be asked for.
      const path = request.params["*"].replace(/^\/+|\/+$/g, "");
      if (path === "") throw new ApiProblem(400, "bad_request", MISSING_PATHNAME_MESSAGE);
      const lang = request.query.lang ?? languageOf(deps.lang).url;
      const page = await findPublishedPage(db, path, lang);
      if (!page) throw notFound(`لا توجد صفحة منشورة بالمسار "${path}" باللغة ${lang}.`);
      return { data: pageResource(page) };
    },
    listMetaheads: async (request) => {
      const pageId = request.query["q[page_id_equal_or_null]"];
      const rows = await listMetaheads(db, pageId ?? null);
      return { data: rows.map(metaheadResource) };
    },
  };
}
