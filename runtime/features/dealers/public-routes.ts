import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { listPublicDealers } from "./store.ts";

/**
 * The Core CMS API's dealers call (GET /dealers?items=50): the Dealers tab's dealers, a page at a
 * time, with what visitors already see of them; rules in runtime/features/dealers/store.ts.
 */
export function publicDealerHandlers(deps: AppDeps): Pick<ApiHandlers, "listDealers"> {
  const { db } = deps;
  return {
    listDealers: async (request, reply) => {
      // As the stock data service's dealers calls: a shared cache may keep an answer a minute.
      reply.header("cache-control", "public, max-age=0, s-maxage=60");
      return listPublicDealers(db, { page: request.query.page, items: request.query.items });
    },
  };
}
