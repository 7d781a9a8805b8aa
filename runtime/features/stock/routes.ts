import { stockQueryFrom } from "../../core/stock/query.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";

/** 404 in the Problem shape with a JSON:API error beside it (the stock data service's readers). */
export function stockNotFound(detail: string): ApiProblem {
  return new ApiProblem(404, "not_found", detail, undefined, {
    errors: [{ status: "404", code: "not_found", title: "Not Found", detail }],
  });
}

/** Listings change when stock is imported: shared caches may hold an answer for a minute. */
const LISTING_CACHE = "public, max-age=0, s-maxage=60";

/**
 * The stock data service's listing calls (001 §7): a publication list's vehicles with filters,
 * sort, paging and facets; its light variant; one vehicle by its lists and id. Rules and the
 * in-memory index in runtime/features/stock/service.ts and stock-index.ts.
 */
export function stockHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "listStockVehicles" | "listStockVehiclesLight" | "getStockVehicle"> {
  const list = (variant: "full" | "light") =>
    (async (request, reply) => {
      const answer = await deps.stock.listingJson(
        request.params.listingId,
        stockQueryFrom(request.query ?? {}),
        variant,
      );
      if (!answer) throw stockNotFound(`There is no publication list ${request.params.listingId}`);
      reply.header("cache-control", LISTING_CACHE);
      return answer;
    }) satisfies ApiHandlers["listStockVehicles"];
  return {
    listStockVehicles: list("full"),
    listStockVehiclesLight: list("light"),
    getStockVehicle: async (request, reply) => {
      const { listingId, vehicleId } = request.params;
      const answer = await deps.stock.vehicle(listingId.split(","), vehicleId);
      if (!answer) throw stockNotFound(`There is no vehicle ${vehicleId} in ${listingId}`);
      reply.header("cache-control", LISTING_CACHE);
      return answer;
    },
  };
}
