import type { StockListingDocument } from "../../../generated/types.ts";
import { DEFAULT_SORT, SIMILAR_VEHICLES_MAX, type StockQuery } from "../../core/stock/filters.ts";
import {
  ORDER_ONLINE_CONFIG_TYPES,
  SHOWROOM_CONFIG_TYPES,
} from "../../core/stock/showroom-content.ts";
import type { VehicleAnswer } from "../../core/stock/vehicle.ts";
import type { StockConfigEntry, StockReader } from "./stock-service.ts";

/**
 * What the showroom page reads from the stock data service (001 §4 'Showroom init', steps 3 to
 * 5): the vehicle, similar vehicles of its model, and the site's showroom and order-online
 * configs. A failed read is logged and read as nothing, so the page still renders.
 */

type Log = (message: string, detail?: unknown) => void;

/** 3. The vehicle of the lists; null when it cannot be read. */
export async function readShowroomVehicle(
  stock: StockReader,
  log: Log,
  lists: readonly string[],
  id: number,
): Promise<VehicleAnswer | null> {
  try {
    return await stock.vehicle(lists, id);
  } catch (error) {
    log("the showroom vehicle could not be read", error);
    return null;
  }
}

/** What the page shows beside the vehicle. */
export interface ShowroomReads {
  /** The vehicle's list's page of its model (null: not read). */
  similar: StockListingDocument | null;
  showroomConfigs: StockConfigEntry[];
  orderOnline: StockConfigEntry[];
}

/**
 * 4. Similar vehicles: the same model in its list, itself excluded, at most 6 (one more is read
 * for itself). 5. The showroom configs, then the order-online config, of this site.
 */
export async function readShowroomExtras(
  stock: StockReader,
  log: Log,
  input: { list: string; model: string; site: string },
): Promise<ShowroomReads> {
  const similarQuery: StockQuery = {
    checkbox: { models: [input.model] },
    range: {},
    exact: {},
    dealerCodes: null,
    sort: DEFAULT_SORT,
    page: 1,
    items: SIMILAR_VEHICLES_MAX + 1,
    facets: [],
  };
  const [similar, showroomConfigs] = await Promise.all([
    stock.listing(input.list, similarQuery, "full").catch((error: unknown) => {
      log("the similar vehicles could not be read", error);
      return null;
    }),
    stock.configs(input.site, SHOWROOM_CONFIG_TYPES).catch((error: unknown): StockConfigEntry[] => {
      log("the showroom configs could not be read", error);
      return [];
    }),
  ]);
  const orderOnline = await stock
    .configs(input.site, ORDER_ONLINE_CONFIG_TYPES)
    .catch((error: unknown): StockConfigEntry[] => {
      log("the order-online config could not be read", error);
      return [];
    });
  return { similar, showroomConfigs, orderOnline };
}
