import type { FastifyInstance } from "fastify";
import { MISSING_PATHNAME_MESSAGE } from "../core/page-resolution.ts";
import type { Db } from "../db/client.ts";
import { findPublishedPage, listMetaheads, type MetaheadRow, type PageWithId } from "../db/repo.ts";

const metaheadResource = (m: MetaheadRow) => ({
  id: String(m.id),
  type: "metahead",
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

export function registerPageRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { "*": string } }>("/public_api/pages/by_path/*", async (request, reply) => {
    const path = decodeURIComponent(request.params["*"] ?? "").replace(/^\/+|\/+$/g, "");
    if (path === "")
      return reply
        .code(400)
        .send({ statusCode: 400, error: "Bad Request", message: MISSING_PATHNAME_MESSAGE });
    const page = await findPublishedPage(db, path);
    if (!page)
      return reply.code(404).send({
        statusCode: 404,
        error: "Not Found",
        message: `No published page has the path "${path}"`,
      });
    return { data: pageResource(page) };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/metaheads",
    async (request, reply) => {
      const raw = request.query["q[page_id_equal_or_null]"];
      if (raw !== undefined && raw !== "" && !/^\d+$/.test(raw)) {
        return reply.code(400).send({
          statusCode: 400,
          error: "Bad Request",
          message: "q[page_id_equal_or_null] must be a page id (digits)",
        });
      }
      const rows = await listMetaheads(db, raw ? Number(raw) : null);
      return { data: rows.map(metaheadResource) };
    },
  );
}
