import {
  normaliseMatchValue,
  type Offer,
  offerFilterOf,
  offerMatches,
  offersFromAnswer,
} from "./offers.ts";
import { type SettingsMap, settingJson, settingValue } from "./settings.ts";

/**
 * Dynamic content (sections 4, 5 and 7 of the document): content that names a strategy
 * (dc_strategy {key, value, fallback}) shows when the strategy accepts its value.
 *
 * - Enabled strategies come from the comma-separated `dynamic_content.enabled_strategies`.
 * - Values are normalised by trimming, turning spaces into '_' and lower-casing.
 * - Strategy data moves from not fetched (idle), to fetching (loading), to fetched (done); a
 *   fetch error (failed) yields null, and content is then shown by default.
 * - Shown when: the page is not yet mounted; it has no strategy key or value; the strategy's
 *   values are null; or validation passes. Otherwise its fallback when one exists, else nothing.
 *   forceVisible always shows it.
 *
 * The fetching goes through a `DynamicContentSource` (runtime/adapters/dynamic-content.ts has an
 * HTTP one and a local one).
 */

const STRATEGY_KEYS = ["mena_external_sl", "mena_offers", "url_brands", "reffine_sl"] as const;
type StrategyKey = (typeof STRATEGY_KEYS)[number];

function isStrategyKey(key: string): key is StrategyKey {
  return (STRATEGY_KEYS as readonly string[]).includes(key);
}

/**
 * "Values are normalised by trimming, turning spaces into '_' and lower-casing": the one
 * normalisation, shared with the offers' filtering (runtime/core/offers.ts).
 */
export const normaliseDcValue = normaliseMatchValue;

/** The strategies named in the setting (normalised); names of no strategy are ignored. */
export function enabledStrategies(setting: string | undefined): Set<StrategyKey> {
  const names = (setting ?? "").split(",").map(normaliseDcValue);
  return new Set(names.filter(isStrategyKey));
}

/** What each strategy has loaded; null: nothing (not fetched, failed, or not enabled). */
export interface StrategyData {
  mena_external_sl: string[] | null;
  mena_offers: Offer[] | null;
  url_brands: string | null;
  /** reffine_sl: list name → its values (normalised). */
  reffine_sl: Record<string, string[]> | null;
}

type FetchState = "idle" | "loading" | "done" | "failed";

export interface DynamicContentState {
  status: Record<StrategyKey, FetchState>;
  data: StrategyData;
}

export const initialDynamicContentState: DynamicContentState = {
  status: { mena_external_sl: "idle", mena_offers: "idle", url_brands: "idle", reffine_sl: "idle" },
  data: { mena_external_sl: null, mena_offers: null, url_brands: null, reffine_sl: null },
};

/** A strategy is fetched once: when enabled and not yet fetched. */
export function shouldFetchStrategy(
  state: DynamicContentState,
  key: StrategyKey,
  enabled: ReadonlySet<StrategyKey>,
): boolean {
  return enabled.has(key) && state.status[key] === "idle";
}

function strategyFetchStarted(state: DynamicContentState, key: StrategyKey): DynamicContentState {
  return { ...state, status: { ...state.status, [key]: "loading" } };
}

/** A fetch's result: its data (done), or null (failed: the content is then shown by default). */
function strategyFetchFinished<K extends StrategyKey>(
  state: DynamicContentState,
  key: K,
  data: StrategyData[K] | null,
): DynamicContentState {
  return {
    status: { ...state.status, [key]: data === null ? "failed" : "done" },
    data: { ...state.data, [key]: data },
  };
}

/** On a route path change, the url_brands strategy recomputes its value from the path. */
export function pathChanged(
  state: DynamicContentState,
  path: string,
  enabled: ReadonlySet<StrategyKey>,
): DynamicContentState {
  if (!enabled.has("url_brands")) return state;
  return strategyFetchFinished(state, "url_brands", modelNameFromPath(path));
}

// Key expansion ------------------------------------------------------------------------------

/**
 * "Family keys are added when any member model is present: 3 families, of 3, 2 and 4 models. Any-
 * brand keys are added when any member is present: one brand key covers 7 model keys, the other
 * covers the 3 family keys." The document gives the shape, not the names: these are the model
 * keys of the distributor's two brands as the site's URLs name them. Replace the table to rename.
 */
interface KeyExpansion {
  families: Readonly<Record<string, readonly string[]>>;
  brands: Readonly<Record<string, readonly string[]>>;
}

export const DEFAULT_KEY_EXPANSION: KeyExpansion = {
  families: {
    defender: ["defender_90", "defender_110", "defender_130"],
    discovery: ["discovery", "discovery_sport"],
    range_rover: ["range_rover", "range_rover_sport", "range_rover_velar", "range_rover_evoque"],
  },
  brands: {
    any_jaguar: ["xe", "xf", "xj", "f_type", "e_pace", "f_pace", "i_pace"],
    any_land_rover: ["defender", "discovery", "range_rover"],
  },
};

/**
 * The keys plus every family key with a member among them, then every brand key with a member
 * among those (so a brand of families is reached through its family keys). Order: the keys
 * first, then the added keys; no key twice.
 */
export function expandKeys(
  keys: readonly string[],
  table: KeyExpansion = DEFAULT_KEY_EXPANSION,
): string[] {
  const out = new Set(keys);
  for (const group of [table.families, table.brands])
    for (const [groupKey, members] of Object.entries(group))
      if (members.some((m) => out.has(m))) out.add(groupKey);
  return [...out];
}

// Validation -------------------------------------------------------------------------------------

/** mena_external_sl: valid when no values are loaded, or when they include the given value. */
export function validateExternalSl(value: unknown, loaded: readonly string[] | null): boolean {
  if (loaded === null || loaded.length === 0) return true;
  return loaded.includes(normaliseDcValue(value));
}

/**
 * mena_offers: an empty list hides, null shows; a string value means {category: value}, an object
 * is matched against each offer: an offer matches only if every key in the value equals the
 * offer's field after normalisation. Valid when any offer matches.
 */
export function validateOffers(value: unknown, offers: readonly Offer[] | null): boolean {
  if (offers === null) return true;
  if (offers.length === 0) return false;
  const wanted = offerFilterOf(value);
  return offers.some((offer) => offerMatches(offer, wanted));
}

/** The model url_brands compares with when the path names none. */
const DEFAULT_URL_MODEL = "defender";

/**
 * The model name in a path: the segment after `models` (/ar/models/range-rover-sport/offers →
 * "range-rover-sport"), else the fixed default model. The document says the name is taken from
 * the URL path with a fixed default, not which segment.
 */
export function modelNameFromPath(path: string, defaultModel = DEFAULT_URL_MODEL): string {
  const segments = path.split(/[?#]/)[0]?.split("/").filter(Boolean) ?? [];
  const at = segments.indexOf("models");
  const name = at >= 0 ? segments[at + 1] : undefined;
  if (!name) return defaultModel;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** url_brands: the normalised value must equal the normalised model name from the path. */
export function validateUrlBrands(value: unknown, model: string | null): boolean {
  if (model === null) return true;
  return normaliseDcValue(value) === normaliseDcValue(model);
}

/**
 * reffine_sl: the value is {name, value}, as an object or a JSON string. Valid when either part is
 * missing, when no list has that name, or when that list's values include the normalised value.
 * A JSON string that does not parse logs 'Invalid JSON in reffine_sl strategy value' and counts
 * as missing parts.
 */
export function validateReffine(
  value: unknown,
  lists: Readonly<Record<string, readonly string[]>> | null,
  log: (message: string) => void,
): boolean {
  if (lists === null) return true;
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      log("Invalid JSON in reffine_sl strategy value");
      return true;
    }
  }
  if (typeof parsed !== "object" || parsed === null) return true;
  const { name, value: wanted } = parsed as { name?: unknown; value?: unknown };
  if (name === undefined || name === null || name === "") return true;
  if (wanted === undefined || wanted === null || wanted === "") return true;
  const list = Object.hasOwn(lists, String(name)) ? lists[String(name)] : undefined;
  if (list === undefined) return true;
  return list.map(normaliseDcValue).includes(normaliseDcValue(wanted));
}

/** One strategy's validation of a value against its loaded data (non-null). */
function validateStrategy(
  key: StrategyKey,
  value: unknown,
  data: StrategyData,
  log: (message: string) => void,
): boolean {
  switch (key) {
    case "mena_external_sl":
      return validateExternalSl(value, data.mena_external_sl);
    case "mena_offers":
      return validateOffers(value, data.mena_offers);
    case "url_brands":
      return validateUrlBrands(value, data.url_brands);
    case "reffine_sl":
      return validateReffine(value, data.reffine_sl, log);
  }
}

export interface DcStrategyRef {
  key?: string | null;
  value?: unknown;
}

export type DynamicContentDisplay = "content" | "fallback" | "nothing";

/**
 * What a content piece shows: itself, its fallback, or nothing. A key of no known strategy has
 * no values, so the piece shows.
 */
export function dynamicContentDisplay(input: {
  strategy: DcStrategyRef | null | undefined;
  data: StrategyData;
  mounted: boolean;
  hasFallback: boolean;
  forceVisible?: boolean;
  log?: (message: string) => void;
}): DynamicContentDisplay {
  const { strategy, data } = input;
  if (input.forceVisible === true || !input.mounted) return "content";
  const key = normaliseDcValue(strategy?.key);
  const value = strategy?.value;
  const noValue =
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (typeof value === "object" && Object.keys(value).length === 0);
  if (key === "" || noValue) return "content";
  if (!isStrategyKey(key) || data[key] === null) return "content";
  if (validateStrategy(key, value, data, input.log ?? console.warn)) return "content";
  return input.hasFallback ? "fallback" : "nothing";
}

// Configuration and fetching -------------------------------------------------------------------

interface ReffineList {
  name: string;
  uuid: string;
}

interface DynamicContentConfig {
  enabled: Set<StrategyKey>;
  /** mena_external_sl: the URL held in api_key. */
  externalSlUrl: string;
  /** mena_offers: `mena.offers_api_url`. */
  offersUrl: string;
  reffine: { apiBaseUrl: string; lists: ReffineList[] };
}

function str(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The settings the strategies read; invalid JSON logs 'Invalid JSON in {key}' (settingJson). */
export function dynamicContentConfig(
  map: SettingsMap,
  log: (message: string) => void,
): DynamicContentConfig {
  const external = settingJson(map, "dynamic_content.mena_external_sl__config", {}, log);
  const reffine = settingJson(map, "dynamic_content.reffine_sl__config", {}, log);
  const rec = (v: unknown) =>
    typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
  const lists = rec(reffine).lists_to_check;
  return {
    enabled: enabledStrategies(settingValue(map, "dynamic_content.enabled_strategies")),
    externalSlUrl: str(rec(external).api_key),
    offersUrl: str(settingValue(map, "mena.offers_api_url")),
    reffine: {
      apiBaseUrl: str(rec(reffine).api_base_url),
      lists: Array.isArray(lists)
        ? lists
            .map((l) => ({ name: str(rec(l).name), uuid: str(rec(l).uuid) }))
            .filter((l) => l.name !== "" && l.uuid !== "")
        : [],
    },
  };
}

/** The answer of a GET: its status and parsed JSON body (a string when it is not JSON). */
export interface SourceAnswer {
  status: number;
  body: unknown;
}

/** Where strategy data is fetched from; a rejection counts as a fetch error. */
export interface DynamicContentSource {
  get(url: string): Promise<SourceAnswer>;
}

export const REFFINE_URL_ERROR =
  "API_URL for REFFINE_SL strategy is not set or invalid. Please check the settings.";
export const REFFINE_LISTS_ERROR =
  "Passed LISTINGS for REFFINE_SL strategy is not set or invalid. Please check the settings.";
export const OFFERS_URL_ERROR = "Missing api url: mena.offers_api_url";

/** mena_external_sl: the answer is an array; the keys of its first object, normalised and expanded. */
function externalSlValues(body: unknown, table?: KeyExpansion): string[] | null {
  if (!Array.isArray(body)) return null;
  const first: unknown = body[0];
  if (first === undefined) return [];
  if (typeof first !== "object" || first === null) return null;
  return expandKeys(Object.keys(first).map(normaliseDcValue), table);
}

/** reffine_sl: the URL of the unique uuids of lists_to_check. */
function reffineUrl(apiBaseUrl: string, lists: readonly ReffineList[]): string {
  const uuids = [...new Set(lists.map((l) => l.uuid))].map(encodeURIComponent);
  return `${apiBaseUrl.replace(/\/+$/, "")}/public_api/dynamic_content/${uuids.join(",")}`;
}

/** reffine_sl: uuid → values, read as list name → values; the status must be 200. */
function reffineLists(
  answer: SourceAnswer,
  lists: readonly ReffineList[],
): Record<string, string[]> | null {
  if (answer.status !== 200) return null;
  const body = answer.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const byUuid = body as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  for (const list of lists) {
    const values = Object.hasOwn(byUuid, list.uuid) ? byUuid[list.uuid] : undefined;
    if (Array.isArray(values)) out[list.name] = values.map(normaliseDcValue);
  }
  return out;
}

function isHttpUrl(url: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(url);
}

/** Fetches one strategy's data; null on any error, which shows the content by default. */
async function fetchStrategy(
  key: StrategyKey,
  config: DynamicContentConfig,
  source: DynamicContentSource,
  context: {
    path: string;
    log: (message: string) => void;
    expansion?: KeyExpansion;
    /** The offers, fetched once for every reader (see offersLoader); GET offersUrl when absent. */
    offers?: () => Promise<Offer[] | null>;
  },
): Promise<StrategyData[StrategyKey] | null> {
  const { log } = context;
  try {
    switch (key) {
      case "url_brands":
        return modelNameFromPath(context.path);
      case "mena_external_sl": {
        if (config.externalSlUrl === "") return null;
        const answer = await source.get(config.externalSlUrl);
        return answer.status >= 200 && answer.status < 300
          ? externalSlValues(answer.body, context.expansion)
          : null;
      }
      case "mena_offers": {
        // The site's one-time offers fetch (runtime/features/offers/store.ts), when the caller has one.
        if (context.offers) return await context.offers();
        if (config.offersUrl === "") {
          log(OFFERS_URL_ERROR);
          return null;
        }
        const answer = await source.get(config.offersUrl);
        return answer.status >= 200 && answer.status < 300 ? offersFromAnswer(answer.body) : null;
      }
      case "reffine_sl": {
        if (!isHttpUrl(config.reffine.apiBaseUrl)) {
          log(REFFINE_URL_ERROR);
          return null;
        }
        if (config.reffine.lists.length === 0) {
          log(REFFINE_LISTS_ERROR);
          return null;
        }
        const answer = await source.get(
          reffineUrl(config.reffine.apiBaseUrl, config.reffine.lists),
        );
        return reffineLists(answer, config.reffine.lists);
      }
    }
  } catch (error) {
    log(`Dynamic content ${key}: ${String(error)}`);
    return null;
  }
}

/**
 * Fetches every enabled strategy not yet fetched, in parallel, and returns the state with each
 * one done or failed. `onChange` sees every step (loading, then each result).
 */
export async function loadDynamicContent(
  state: DynamicContentState,
  config: DynamicContentConfig,
  source: DynamicContentSource,
  context: {
    path: string;
    log: (message: string) => void;
    expansion?: KeyExpansion;
    offers?: () => Promise<Offer[] | null>;
    onChange?: (state: DynamicContentState) => void;
  },
): Promise<DynamicContentState> {
  const keys = STRATEGY_KEYS.filter((k) => shouldFetchStrategy(state, k, config.enabled));
  let current = state;
  for (const key of keys) current = strategyFetchStarted(current, key);
  if (keys.length > 0) context.onChange?.(current);
  await Promise.all(
    keys.map(async (key) => {
      const data = await fetchStrategy(key, config, source, context);
      current = strategyFetchFinished(current, key, data as StrategyData[typeof key] | null);
      context.onChange?.(current);
    }),
  );
  return current;
}

// Deciding on the server ------------------------------------------------------------------------

/**
 * The strategy a content piece names: its dc_strategy, or else the dc_strategy inside its
 * link_custom_config (a JSON string, "It can also be read from a link_custom_config JSON"). A
 * link_custom_config that does not parse logs 'Invalid JSON in link_custom_config' and names none.
 */
export function dcStrategyOf(
  piece: { dc_strategy?: unknown; link_custom_config?: unknown } | null | undefined,
  log: (message: string) => void = console.warn,
): DcStrategyRef | null {
  const own = piece?.dc_strategy;
  if (typeof own === "object" && own !== null && normaliseDcValue((own as DcStrategyRef).key))
    return own as DcStrategyRef;
  const config = piece?.link_custom_config;
  if (typeof config !== "string" || config.trim() === "") return null;
  try {
    const parsed: unknown = JSON.parse(config);
    const inner =
      typeof parsed === "object" && parsed !== null
        ? (parsed as { dc_strategy?: unknown }).dc_strategy
        : undefined;
    return typeof inner === "object" && inner !== null ? (inner as DcStrategyRef) : null;
  } catch {
    log("Invalid JSON in link_custom_config");
    return null;
  }
}

/**
 * The strategy data a page is decided with: what the server fetched (once per process, see
 * runtime/features/pages/page-content.ts), with url_brands recomputed from this page's path.
 */
export function strategyDataForPath(
  state: DynamicContentState,
  path: string,
  enabled: ReadonlySet<StrategyKey>,
): StrategyData {
  return pathChanged(state, path, enabled).data;
}

/**
 * Decides content pieces on the server. Every strategy depends only on the page's path and on
 * data the server fetches (the same for every visitor), so the page is rendered "mounted", with
 * its data known, and the decision is part of the cached HTML: nothing changes in the browser
 * and nothing flashes. A strategy whose data failed or is not enabled has null values: shown.
 */
export function contentDecider(
  data: StrategyData,
  log: (message: string) => void = console.warn,
): (strategy: DcStrategyRef | null | undefined, hasFallback: boolean) => DynamicContentDisplay {
  return (strategy, hasFallback) =>
    dynamicContentDisplay({ strategy, data, mounted: true, hasFallback, log });
}
