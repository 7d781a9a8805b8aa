import type { FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import {
  type PostcodeSearchQuery,
  parseShowroomPath,
  showroomLists,
} from "../../core/stock/slug.ts";
import { isShowableVehicle } from "../../core/stock/vehicle.ts";
import type { RenderContext } from "../../ssr/render.tsx";
import {
  configSite,
  showroomElement,
  showroomFrame,
  showroomNotFound,
  showroomVehicle,
} from "./showroom-page.ts";
import { readShowroomExtras, readShowroomVehicle } from "./showroom-store.ts";
import type { StockReader } from "./stock-service.ts";

/** The showroom page for a request and its path ('showroom/…', decoded), and its status. */
export type ShowroomPageRenderer = (
  request: FastifyRequest,
  ctx: RenderContext,
  path: string,
) => Promise<{ status: number; element: ReactElement }>;

/** The first value of a query parameter given once or repeated. */
function queryValue(query: unknown, name: string): string {
  const value: unknown =
    query !== null && typeof query === "object" ? Reflect.get(query, name) : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.slice(0, 200) : "";
}

/**
 * /{lang}/showroom/{slug}-{id}?list=a,b (route stock-locator-preview), rendered on the server by
 * the steps of 001 §4 'Showroom init': the id and list keys are read (anything else is the
 * showroom's 404); the vehicle is fetched from those lists (an error, or a vehicle without a
 * model, is the 404 page with a link back to the listing); similar vehicles of the same model
 * from its list (at most 6, itself excluded); then the showroom configs (additional, cash,
 * lease, subscription) and the order-online config of the site. Page meta tags are off on this
 * route; the page carries its title and its schema.org Car data. Its reads are in
 * showroom-store.ts, its page in showroom-page.ts.
 */
export function showroomPage(stock: StockReader): ShowroomPageRenderer {
  return async (request, ctx, path) => {
    const frame = showroomFrame(ctx);
    const log = (message: string, detail?: unknown) => ctx.log(message, detail);

    // 2. An id and list keys.
    const parsed = parseShowroomPath(path);
    const lists = showroomLists(queryValue(request.query, "list"));
    if (parsed === null || lists === null) return showroomNotFound(ctx, frame);

    // 3. The vehicle; an error or a vehicle without a model is the showroom's error.
    const answer = await readShowroomVehicle(stock, log, lists, parsed.id);
    if (!isShowableVehicle(answer)) return showroomNotFound(ctx, frame);

    const search: PostcodeSearchQuery = {
      postcode: queryValue(request.query, "_postcode"),
      locality: queryValue(request.query, "_locality"),
      state: queryValue(request.query, "_state"),
    };
    const shown = showroomVehicle(ctx, answer, lists, search);

    // 4 and 5. Similar vehicles from its list, then this site's configs.
    const { vehicle } = shown;
    const reads = await readShowroomExtras(stock, log, {
      list: lists.find((l) => vehicle.publicationLists.includes(l)) ?? lists[0] ?? "default",
      model: vehicle.specification.model,
      site: configSite(ctx.site.origin, ctx.site.base),
    });
    return { status: 200, element: showroomElement({ ctx, frame, answer, shown, reads }) };
  };
}
