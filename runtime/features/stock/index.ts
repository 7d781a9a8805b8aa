/** The stock feature as other features use it: everything else in this folder is its own. */
export { stockNotFound } from "./routes.ts";
export type { ShowroomPageRenderer } from "./showroom.ts";
export { configSite } from "./showroom-page.ts";
export type { StockConfigEntry, StockReader } from "./stock-service.ts";
