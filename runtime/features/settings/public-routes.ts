import { serverOnlySettingKeys } from "../../../generated/validate.ts";
import { languageOverrideOf } from "../../core/settings.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { listSettings } from "../pages/index.ts";

/**
 * Whether a stored key is one visitors may read: not a key its schema marks x-server-only (the
 * rule lives in the schema; generated/validate.ts lists them), nor a language's value of one.
 */
function isPublicSettingKey(key: string): boolean {
  return !serverOnlySettingKeys.has(languageOverrideOf(key)?.key ?? key);
}

/**
 * GET /settings: every stored setting visitors may read, as a JSON:API resource; clients flatten
 * to {id, key, value}. Server-only settings (x-server-only) are never served here, signed in or not.
 */
export function settingsHandlers(deps: AppDeps): Pick<ApiHandlers, "listSettings"> {
  return {
    listSettings: async () => {
      const rows = await listSettings(deps.db);
      return {
        data: rows
          .filter((s) => isPublicSettingKey(s.key))
          .map((s) => ({
            id: String(s.id),
            type: "setting",
            attributes: { key: s.key, value: s.value },
          })),
      };
    },
  };
}
