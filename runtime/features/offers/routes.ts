import { filterOffers } from "../../core/offers.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import {
  createStoredOffer,
  deleteStoredOffer,
  listStoredOffers,
  updateStoredOffer,
} from "./store.ts";

/**
 * The site's own offers: the public answer (an array, what mena.offers_api_url points at by
 * default), filtered by the query's fields compared lower-cased with spaces as '_'; and the
 * admin's writes (editors and admins), each audited. Rules in runtime/core/offers.ts, storage in
 * runtime/features/offers/store.ts.
 */
export function offersHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  "listOffers" | "listAdminOffers" | "createOffer" | "updateOffer" | "deleteOffer"
> {
  const { db } = deps;
  return {
    listOffers: async (request, reply) => {
      const offers = (await listStoredOffers(db)).map((o) => ({
        ...o.properties,
        id: o.id,
        car_model_key: o.car_model_key,
      }));
      reply.header("cache-control", "public, max-age=0, s-maxage=60");
      return filterOffers(offers, request.query ?? {});
    },
    listAdminOffers: async () => ({ data: await listStoredOffers(db) }),
    createOffer: async (request) => ({
      data: await createStoredOffer(db, request.actor, request.body),
    }),
    updateOffer: async (request) => ({
      data: await updateStoredOffer(db, request.actor, request.params.id, request.body),
    }),
    deleteOffer: async (request, reply) => {
      await deleteStoredOffer(db, request.actor, request.params.id);
      return reply.code(204).send();
    },
  };
}
