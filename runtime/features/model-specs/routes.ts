import { normalizeModelKey } from "../../core/model-specs.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { deleteModelSpec, listModelSpecs, noSuchModel, putModelSpec } from "./store.ts";

/** The admin's model specs: the list, and an editor's writes (PUT the whole map, DELETE), audited. */
export function modelSpecAdminHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "listAdminModelSpecs" | "putModelSpec" | "deleteModelSpec"> {
  const { db } = deps;
  const keyOf = (raw: string): string => {
    const key = normalizeModelKey(raw);
    if (key === null) throw noSuchModel();
    return key;
  };
  return {
    listAdminModelSpecs: async () => ({ data: await listModelSpecs(db) }),
    putModelSpec: async (request) => ({
      data: await putModelSpec(
        db,
        request.actor,
        keyOf(request.params.modelKey),
        request.body.specs,
      ),
    }),
    deleteModelSpec: async (request, reply) => {
      await deleteModelSpec(db, request.actor, keyOf(request.params.modelKey));
      return reply.code(204).send();
    },
  };
}
