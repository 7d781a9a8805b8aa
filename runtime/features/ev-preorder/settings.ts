import { eq, like, or } from "drizzle-orm";
import { toMinor } from "../../core/money.ts";
import { type SettingsMap, setting } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import { settings } from "../../db/tables/index.ts";

/** The programme's settings (schemas/settings/l460-bev-config.schema.json), with their defaults. */
export interface EvProgramme {
  apiUrl: string;
  enabled: boolean;
  listing: string;
  feeMinor: number;
  currency: string;
  softLockMinutes: number;
  requirePhoneVerification: boolean;
  automaticRefund: boolean;
  cancelPagePath: string;
  recipients: string[];
  timeZone: string;
}

export function evProgramme(map: SettingsMap): EvProgramme {
  const read = (key: Parameters<typeof setting>[1], fallback: string): string => {
    const value = setting(map, key);
    return value === undefined || value === "" ? fallback : value;
  };
  const currency = read("l460BevConfig.currency", "AED");
  const minutes = Number(read("l460BevConfig.soft_lock_minutes", "15"));
  return {
    apiUrl: read("l460BevConfig.api_url", ""),
    enabled: read("l460BevConfig.enabled", "true") === "true",
    listing: read("l460BevConfig.listing", "ev-preorder"),
    feeMinor: feeMinor(read("l460BevConfig.reservation_fee", "5000"), currency),
    currency,
    softLockMinutes: Number.isInteger(minutes) && minutes >= 1 && minutes <= 120 ? minutes : 15,
    requirePhoneVerification: read("l460BevConfig.require_phone_verification", "true") === "true",
    automaticRefund: read("l460BevConfig.refund_on_cancellation", "automatic") !== "manual",
    cancelPagePath: read("l460BevConfig.cancel_page_path", "range-rover-electric/pre-order/cancel"),
    recipients: read("l460BevConfig.recipients", "")
      .split(",")
      .map((a) => a.trim())
      .filter((a) => a !== ""),
    timeZone: read("general.site_timezone", "Asia/Dubai"),
  };
}

/** The fee in minor units; a stored value the schema would refuse counts as the default. */
function feeMinor(major: string, currency: string): number {
  try {
    return toMinor(major, currency);
  } catch {
    return toMinor("5000", currency);
  }
}

/**
 * The programme's settings read with `db` (a transaction too: the reservation's mail is written
 * inside the one that makes it paid, where the site's settings cache may not read on its own).
 */
export async function readProgramme(db: Db): Promise<EvProgramme> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(or(like(settings.key, "l460BevConfig.%"), eq(settings.key, "general.site_timezone")));
  return evProgramme(new Map(rows.map((r) => [r.key, r.value])));
}
