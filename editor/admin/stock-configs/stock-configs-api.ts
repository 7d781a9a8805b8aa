/** The configs screen's calls (GET/POST /api/admin/stock_configs, GET/PUT/DELETE …/:id). */
import type { StockConfigAdminList, StockConfigBody } from "../../../generated/types.ts";
import { call } from "../../api.ts";

export const STOCK_CONFIGS_KEY = ["admin", "stock-configs"] as const;
export const stockConfigKey = (id: string) => [...STOCK_CONFIGS_KEY, "one", id] as const;

export const fetchStockConfigs = (): Promise<StockConfigAdminList> => call("listAdminStockConfigs");

export const fetchStockConfig = (id: string) =>
  call("getAdminStockConfig", { params: { id: Number(id) } });

export function saveStockConfig(id: string | null, body: StockConfigBody) {
  return id === null
    ? call("createStockConfig", { body })
    : call("updateStockConfig", { params: { id: Number(id) }, body });
}

export const deleteStockConfig = (id: string) =>
  call("deleteStockConfig", { params: { id: Number(id) } });
