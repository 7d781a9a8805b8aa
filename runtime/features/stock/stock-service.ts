import type { StockListingDocument, StockVehicleDocument } from "../../../generated/types.ts";
import type { JsonText } from "../../core/json-text.ts";
import type { StockQuery } from "../../core/stock/filters.ts";

/** A showroom or order-online config entry (001 §3 'Showroom config', 'Order online config'). */
export interface StockConfigEntry {
  id: string;
  type: "config";
  attributes: { config_type: string; vehicle_state: string; data: Record<string, unknown> };
}

/**
 * The stock data service as the server's own code reads it (the vehicle call's handler, the
 * showroom page, the stock locator's first render): answers in the documented JSON:API shapes.
 */
export interface StockReader {
  /** A page of a publication list's vehicles with meta (total, facets, buttons, prices); null: no such list. */
  listing(
    listing: string,
    query: StockQuery,
    variant?: "full" | "light",
  ): Promise<StockListingDocument | null>;
  /** One vehicle of any of the named lists; null: in none of them (or no such vehicle). */
  vehicle(listings: readonly string[], id: number): Promise<StockVehicleDocument | null>;
  /** The site's configs of the given types ('all' entries with the site's own over them). */
  configs(site: string, types: readonly string[]): Promise<StockConfigEntry[]>;
}

/** The reader, and a list's page as the listing API sends it (JSON, joined from held parts). */
export interface StockService extends StockReader {
  /** `listing` written as JSON, as the listing API sends it. */
  listingJson(
    listing: string,
    query: StockQuery,
    variant?: "full" | "light",
  ): Promise<JsonText<StockListingDocument> | null>;
  /**
   * Builds every publication list's index, one list after another, so that no visitor waits for
   * a list's first build; resolves with how many lists and vehicles they hold, and their bytes.
   */
  prepare(): Promise<{ lists: number; vehicles: number; bytes: number }>;
}
