import { eq } from "drizzle-orm";
import { settingsDefaults } from "../../../generated/validate.ts";
import type { Db } from "../../db/client.ts";
import { settings } from "../../db/tables/index.ts";

/** The forms.* settings the deliveries read each time they run (an admin's change applies at once). */
export type DeliverySettingKey =
  | "forms.mail_from"
  | "forms.crm_system"
  | "forms.allow_private_webhooks"
  | "security.egress_allowed_hosts";

/** A stored setting, or the default of schemas/settings/forms.schema.json. */
export async function deliverySetting(db: Db, key: DeliverySettingKey): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value ?? (settingsDefaults as Record<string, string>)[key] ?? "";
}
