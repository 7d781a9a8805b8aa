import { listSettings } from "../db/repo.ts";
import type { AppDeps } from "./deps.ts";
import type { ApiHandlers } from "./route-table.ts";

/** GET /settings: every stored setting as a JSON:API resource; clients flatten to {id, key, value}. */
export function settingsHandlers(deps: AppDeps): Pick<ApiHandlers, "listSettings"> {
  return {
    listSettings: async () => {
      const rows = await listSettings(deps.db);
      return {
        data: rows.map((s) => ({
          id: String(s.id),
          type: "setting",
          attributes: { key: s.key, value: s.value },
        })),
      };
    },
  };
}
