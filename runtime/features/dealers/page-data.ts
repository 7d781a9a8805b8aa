import { sql } from "drizzle-orm";
import { blockRegistry } from "../../../generated/blocks.ts";
import type {
  Retailer,
  RetailerIslandData,
} from "../../../site/blocks/RetailerLocator/retailers.ts";
import { MENA_MARKETS } from "../../../site/blocks/RetailerLocator/retailers.ts";
import type { MapsConfig } from "../../../site/ui/maps/maps.ts";
import { parseStrategy } from "../../core/consent.ts";
import { dealerNumber as num, dealerText as text } from "../../core/dealers.ts";
import { type SettingsMap, settingValue } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { type PageDataLoader, type PageDataRequest, wantsPageData } from "../../ssr/page-data.ts";

/**
 * The retailer blocks' data (002 §3.15): before a page with a Retailer Locator, Retailer Locator
 * (Mena), Retailer Locator With Map, Retailer Locator Cards or Dual Frame Map renders, the
 * Dealers data (the stock dealers table the dealers endpoints read) and the maps settings are
 * read once and handed to each of those islands as its props, so the server HTML already holds
 * the list and the island hydrates without a request.
 */

/**
 * The most a page with retailers is kept. Every dealer write (the admin's Dealers tab, a stock
 * import) ends cached pages sooner: the stock_dealers_version trigger bumps the content version.
 */
const RETAILERS_DOCUMENT_TTL_MS = 5 * 60_000;
/** The most dealers one block lists. */
const RETAILERS_MAX = 500;

interface RetailerBlocksRender {
  props: Readonly<Record<number, { retailers?: RetailerIslandData; maps: MapsConfig }>>;
  expiresAt: number;
}

/** The maps settings (general.maps_key, maps_region, maps_language) and the consent strategy. */
export function mapsConfigOf(settings: SettingsMap, lang: string): MapsConfig {
  return {
    key: text(settingValue(settings, "general.maps_key")),
    region: text(settingValue(settings, "general.maps_region")) || "AE",
    language: text(settingValue(settings, "general.maps_language")) || lang,
    consent: parseStrategy(settingValue(settings, "cookie_consent.strategy")),
  };
}

interface DealerRow {
  id: number;
  dealer_code: string;
  name: string;
  locality: string;
  attributes: Record<string, unknown> | null;
}

/** A dealers row as the blocks show it. */
export function retailerOf(row: DealerRow): Retailer {
  const a = row.attributes ?? {};
  const services = Array.isArray(a.services)
    ? a.services.filter((s): s is string => typeof s === "string")
    : [];
  return {
    id: row.dealer_code || String(row.id),
    name: row.name,
    address: text(a.address),
    city: text(a.city) || row.locality,
    country: text(a.country).toUpperCase(),
    lat: num(a.latitude),
    lng: num(a.longitude),
    phone: text(a.phone) || text(a.mainPhone),
    whatsapp: text(a.whatsapp),
    email: text(a.email),
    services,
    openingHours: text(a.opening_hours),
  };
}

/** Every dealer, by name (the locators' list before the visitor's search or position). */
async function readRetailers(db: Db): Promise<Retailer[]> {
  const rows = rowsOf<DealerRow>(
    await db.execute(sql`
      SELECT d.id, d.dealer_code, d.name, d.locality, d.attributes
      FROM stock_dealers d
      ORDER BY lower(d.name), d.dealer_code
      LIMIT ${RETAILERS_MAX}`),
  );
  return rows.map(retailerOf);
}

/**
 * The blocks whose schema asks for the dealers (`x-page-data: retailers`) or the maps settings
 * only (`maps`); a block of the MENA market (`x-market: mena`) lists the MENA markets' dealers.
 */
export function retailerBlocksLoader(db: Db): PageDataLoader & {
  load: (input: PageDataRequest) => Promise<RetailerBlocksRender | null>;
} {
  return {
    name: "retailer blocks",
    wants: wantsPageData("retailers", "maps"),
    load: async (input) => {
      if (input.blocks.length === 0) return null;
      const locators = input.blocks.filter((p) => blockRegistry[p.key].pageData === "retailers");
      const maps = mapsConfigOf(input.settings, input.lang);
      const all = locators.length > 0 ? await readRetailers(db) : [];
      const props: Record<number, { retailers?: RetailerIslandData; maps: MapsConfig }> = {};
      for (const p of input.blocks) {
        if (!locators.includes(p)) {
          props[p.frame.index] = { maps };
          continue;
        }
        const retailers =
          blockRegistry[p.key].market === "mena"
            ? all.filter((r) => r.country === "" || MENA_MARKETS.includes(r.country))
            : all;
        props[p.frame.index] = { retailers: { retailers, maps }, maps };
      }
      return { props, expiresAt: input.now.getTime() + RETAILERS_DOCUMENT_TTL_MS };
    },
  };
}
