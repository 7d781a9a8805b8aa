import { sql } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { telHref } from "../../core/contact-links.ts";
import { dealerText as text } from "../../core/dealers.ts";
import type { ChosenRetailer } from "../../core/retailer-bar.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";

/**
 * A phone as the retailer bar shows it: an international number in its international format
 * (+971 4 555 0140, Latin digits, as the dealers' contact details write it); anything else as
 * stored.
 */
export function shownPhone(phone: string): string {
  if (!phone.startsWith("+")) return phone;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * The dealer a visitor chose, by its dealer code (the Dealers tab's rows, which the retailer
 * blocks and the dealers call read), as the retailer bar shows it; null when no dealer has that
 * code. One read by the unique code.
 */
export async function findChosenRetailer(db: Db, code: string): Promise<ChosenRetailer | null> {
  const [row] = rowsOf<{
    dealer_code: string;
    name: string;
    attributes: Record<string, unknown> | null;
  }>(
    await db.execute(sql`
      SELECT d.dealer_code, d.name, d.attributes
      FROM stock_dealers d
      WHERE d.dealer_code = ${code}
      LIMIT 1`),
  );
  if (!row) return null;
  const a = row.attributes ?? {};
  const phone = text(a.phone) || text(a.mainPhone);
  return {
    code: row.dealer_code,
    name: row.name,
    phone: shownPhone(phone),
    phoneHref: telHref(phone),
  };
}
