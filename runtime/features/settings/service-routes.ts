import { eq } from "drizzle-orm";
import { settings as settingsTable } from "../../db/tables/index.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { deleteSetting, putSetting } from "./store.ts";

/**
 * The settings writes at the documented service paths (POST /settings by key, DELETE
 * /settings/{id} by the stored row's id), checked and audited as the admin's writes are.
 */
export function settingsServiceHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "postSetting" | "deleteSettingById"> {
  const { db } = deps;
  return {
    postSetting: async (request) => {
      const { key, value } = request.body.data.attributes;
      return { data: await putSetting(db, actorOf(request), key, { value }) };
    },
    deleteSettingById: async (request, reply) => {
      const [row] = await db
        .select()
        .from(settingsTable)
        .where(eq(settingsTable.id, request.params.id))
        .limit(1);
      if (!row) throw notFound("There is no setting with this id");
      await deleteSetting(db, actorOf(request), row.key);
      return reply.code(204).send();
    },
  };
}
