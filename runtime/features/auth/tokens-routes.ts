import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { createToken, listTokens, revokeTokenById } from "./tokens-admin.ts";

/** API tokens, for admins; rules in runtime/features/auth/tokens-admin.ts. */
export function tokenHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "listTokens" | "createToken" | "revokeToken"> {
  const { db } = deps;
  return {
    listTokens: async () => ({ data: await listTokens(db) }),
    createToken: async (request) => ({ data: await createToken(db, request.actor, request.body) }),
    revokeToken: async (request, reply) => {
      await revokeTokenById(db, request.actor, request.params.id);
      return reply.code(204).send();
    },
  };
}
