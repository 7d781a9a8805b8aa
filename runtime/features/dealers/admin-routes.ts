import type { AppDeps } from "../../deps.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { createDealer, deleteDealer, getDealer, listDealers, updateDealer } from "./store.ts";

/** The Dealers tab: the retailer blocks' dealers, for admins; rules in runtime/features/dealers/store.ts. */
export function dealerAdminHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  "listAdminDealers" | "createDealer" | "getDealer" | "updateDealer" | "deleteDealer"
> {
  const { db } = deps;
  return {
    listAdminDealers: async (request) => listDealers(db, request.query?.q),
    getDealer: async (request) => ({ data: await getDealer(db, request.params.id) }),
    createDealer: async (request) => ({
      data: await createDealer(db, actorOf(request), request.body.data.attributes),
    }),
    updateDealer: async (request) => ({
      data: await updateDealer(
        db,
        actorOf(request),
        request.params.id,
        request.body.data.attributes,
      ),
    }),
    deleteDealer: async (request, reply) => {
      await deleteDealer(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  };
}
