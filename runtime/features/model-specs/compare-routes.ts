import { normalizeModelKey, parseModelKeys } from "../../core/model-specs.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { findModelSpec, findModelSpecs, noSuchModel } from "./store.ts";

/**
 * Model-spec compare (000 §7): GET /api/compare/spec/{modelKey} answers {data: [model]} (data[0]
 * is the model), the core CMS path /compare/spec/{id} the same model as a JSON:API resource, and
 * /api/compare/specs?keys=a,b several at once. Keys are lower-cased (000 §9).
 */
export function compareHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "getModelSpec" | "listModelSpecs" | "getCompareSpec"> {
  const { db } = deps;
  const modelOf = async (raw: string) => {
    const key = normalizeModelKey(raw);
    const model = key === null ? null : await findModelSpec(db, key);
    if (!model) throw noSuchModel();
    return model;
  };
  return {
    getModelSpec: async (request) => ({ data: [await modelOf(request.params.modelKey)] }),
    listModelSpecs: async (request) => ({
      data: await findModelSpecs(db, parseModelKeys(request.query.keys)),
    }),
    getCompareSpec: async (request) => {
      const model = await modelOf(request.params.modelKey);
      return { data: [{ id: model.key, type: "model_spec" as const, attributes: model }] };
    },
  };
}
