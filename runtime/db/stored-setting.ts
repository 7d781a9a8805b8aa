import { eq } from "drizzle-orm";
import { settingsDefaults } from "../../generated/validate.ts";
import type { Db } from "./client.ts";
import { settings } from "./tables/index.ts";

/** Settings read from the database each time they are used (an admin's change applies at once): the deliveries'. */
type DeliverySettingKey =
  | "forms.mail_from"
  | "forms.crm_system"
  | "forms.allow_private_webhooks"
  | "security.egress_allowed_hosts";

/** A stored setting, or its schema's default (schemas/settings/). */
export async function deliverySetting(db: Db, key: DeliverySettingKey): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value ?? (settingsDefaults as Record<string, string>)[key] ?? "";
}
