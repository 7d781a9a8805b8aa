import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { createUser, deleteUser, listUsers, updateUser } from "./users.ts";

/** Users, for admins (the list also for viewers, as admin:read); rules in runtime/features/auth/users.ts. */
export function userHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "listUsers" | "createUser" | "updateUser" | "deleteUser"> {
  const { db } = deps;
  return {
    listUsers: async () => ({ data: await listUsers(db) }),
    createUser: async (request) => ({ data: await createUser(db, request.actor, request.body) }),
    updateUser: async (request) => ({
      data: await updateUser(db, request.actor, request.params.id, request.body),
    }),
    deleteUser: async (request, reply) => {
      await deleteUser(db, request.actor, request.params.id);
      return reply.code(204).send();
    },
  };
}
