/**
 * Pure rules of the configs screen: the config types and vehicle states in the order the screen
 * offers them, each entry's name, the body a save sends, and a refusal's problems split between
 * the entry's own fields (site, type, state) and the generated form of its data.
 */
import type { StockConfigAdminResource, StockConfigBody } from "../../../generated/types.ts";
import type { StockConfigTexts } from "./texts.ts";

export type ConfigType = StockConfigBody["config_type"];
export type VehicleState = NonNullable<StockConfigBody["vehicle_state"]>;

/** Every config type, showroom first, then the order-online pages, then their configurator variants. */
export const CONFIG_TYPES: readonly ConfigType[] = [
  "cash",
  "lease",
  "subscription",
  "additional",
  "order_online",
  "order_online_steps_page",
  "order_online_checkout_page",
  "order_online_success_page",
  "config_order_online",
  "config_order_online_steps_page",
  "config_order_online_checkout_page",
  "config_order_online_success_page",
];

export const VEHICLE_STATES: readonly VehicleState[] = [
  "",
  "new",
  "used",
  "approved",
  "configurator",
];

export const isConfigType = (value: string): value is ConfigType =>
  (CONFIG_TYPES as readonly string[]).includes(value);

export const isVehicleState = (value: string): value is VehicleState =>
  (VEHICLE_STATES as readonly string[]).includes(value);

const CONFIGURATOR_PREFIX = "config_";

/** A config type's name: "صفحة الدفع (من أداة التهيئة)" for a configurator variant. */
export function configTypeName(type: string, t: StockConfigTexts): string {
  const isVariant = type.startsWith(CONFIGURATOR_PREFIX);
  const base = isVariant ? type.slice(CONFIGURATOR_PREFIX.length) : type;
  const name = Object.hasOwn(t.types, base)
    ? t.types[base as keyof StockConfigTexts["types"]]
    : type;
  return isVariant ? t.configurator(name) : name;
}

/** A vehicle state's name ('' is every state; a state the screen does not know, as stored). */
export function vehicleStateName(state: string, t: StockConfigTexts): string {
  return isVehicleState(state) ? t.states[state] : state;
}

/** An entry's name in lists and messages: its type, its state when it has one, its site when not all. */
export function configName(
  attributes: Pick<
    StockConfigAdminResource["attributes"],
    "config_type" | "vehicle_state" | "site"
  >,
  t: StockConfigTexts,
): string {
  const parts = [configTypeName(attributes.config_type, t)];
  if (attributes.vehicle_state !== "") parts.push(vehicleStateName(attributes.vehicle_state, t));
  if (attributes.site !== "all") parts.push(attributes.site);
  return parts.join(" — ");
}

/** Entries in the order of CONFIG_TYPES, then the shared site first, then by site and state. */
export function sortConfigs(list: readonly StockConfigAdminResource[]): StockConfigAdminResource[] {
  const rank = (type: string) => {
    const at = (CONFIG_TYPES as readonly string[]).indexOf(type);
    return at === -1 ? CONFIG_TYPES.length : at;
  };
  const stateRank = (state: string) => (VEHICLE_STATES as readonly string[]).indexOf(state);
  return [...list].sort(
    (a, b) =>
      rank(a.attributes.config_type) - rank(b.attributes.config_type) ||
      Number(b.attributes.site === "all") - Number(a.attributes.site === "all") ||
      a.attributes.site.localeCompare(b.attributes.site) ||
      stateRank(a.attributes.vehicle_state) - stateRank(b.attributes.vehicle_state),
  );
}

/** What the form holds besides its data. */
export interface ConfigDraft {
  site: string;
  configType: ConfigType;
  vehicleState: VehicleState;
  data: Record<string, unknown>;
}

export const NEW_DRAFT: ConfigDraft = {
  site: "all",
  configType: "order_online",
  vehicleState: "",
  data: {},
};

/** The body a save sends (the site trimmed; empty means every site). */
export function bodyOf(draft: ConfigDraft): StockConfigBody {
  return {
    site: draft.site.trim() || "all",
    config_type: draft.configType,
    vehicle_state: draft.vehicleState,
    data: draft.data,
  };
}

/** One refused field, as the server names it. */
export interface RefusedField {
  pointer?: string;
  message: string;
}

/**
 * A refusal's problems: those under /data go to the data's generated form (pointers relative to
 * the data), those naming the entry's own fields to those fields by name.
 */
export function splitProblems(details: readonly RefusedField[]): {
  data: { pointer: string; message: string }[];
  fields: Partial<Record<"site" | "config_type" | "vehicle_state", string>>;
} {
  const data: { pointer: string; message: string }[] = [];
  const fields: Partial<Record<"site" | "config_type" | "vehicle_state", string>> = {};
  for (const detail of details) {
    const pointer = detail.pointer ?? "";
    if (pointer === "/data" || pointer.startsWith("/data/"))
      data.push({ pointer: pointer.slice("/data".length), message: detail.message });
    else {
      const field = pointer.replace(/^\//, "").split("/")[0] ?? "";
      if (field === "site" || field === "config_type" || field === "vehicle_state")
        fields[field] = fields[field] ? `${fields[field]} ${detail.message}` : detail.message;
    }
  }
  return { data, fields };
}
