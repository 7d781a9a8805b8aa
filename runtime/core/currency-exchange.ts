import { type DigitSystem, formatAmount } from "./prices.ts";
import { isIndexable } from "./records.ts";
import { type SettingNameIn, type SettingsMap, settingValue } from "./settings.ts";

/**
 * Currency exchange, the pure part (sections 3, 4, 7 and 8 of the document):
 * - the rate is read at the path named by `currency_exchange.response_key` (default 'data'), the
 *   start date at `currency_exchange.start_date_key` (default 'startdate'); a path is
 *   dot-separated ("data.rate"), and a key that itself holds a dot is tried whole first;
 * - an answer without a rate logs "Currency exchange error: API response doesn't contain
 *   specified response_key" and sets no rate;
 * - the fetch is one-time: skipped while loading and once loaded;
 * - prices inside elements with the class 'price-exchange-class' (configurable) are converted by
 *   the rate, truncated to a whole number.
 *
 * The fetching is runtime/adapters/currency-exchange.ts (a local service with a fixed rate by
 * default, an HTTP one when api_url is set); the DOM is site/islands/price-exchange.ts.
 */

export const MISSING_RESPONSE_KEY =
  "Currency exchange error: API response doesn't contain specified response_key";

export interface CurrencyExchangeConfig {
  /** `currency_exchange.api_url`; "" means no request is made. */
  apiUrl: string;
  responseKey: string;
  startDateKey: string;
  /** Elements whose price is converted. */
  className: string;
  /** The local service's rate (`currency_exchange.fixed_rate`), null when none is set. */
  fixedRate: number | null;
}

export function currencyExchangeConfig(map: SettingsMap): CurrencyExchangeConfig {
  const text = (key: SettingNameIn<"currency_exchange">, fallback: string) => {
    const value = settingValue(map, `currency_exchange.${key}`)?.trim();
    return value ? value : fallback;
  };
  const fixed = exchangeRate(settingValue(map, "currency_exchange.fixed_rate"));
  return {
    apiUrl: text("api_url", ""),
    responseKey: text("response_key", "data"),
    startDateKey: text("start_date_key", "startdate"),
    className: text("class_name", "price-exchange-class"),
    fixedRate: fixed,
  };
}

/** A usable rate: a positive finite number, or a string holding one; else null. */
function exchangeRate(value: unknown): number | null {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value.trim())
        : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The value at a dot-separated path ("data.rate", "rates.0"); "" is the value itself. At each
 * level a key holding the rest of the path whole ("start.date") is tried before splitting it.
 */
export function readPath(value: unknown, path: string): unknown {
  if (path === "") return value;
  if (!isIndexable(value)) return undefined;
  if (Object.hasOwn(value, path)) return value[path];
  const dot = path.indexOf(".");
  if (dot === -1) return undefined;
  const head = path.slice(0, dot);
  return Object.hasOwn(value, head) ? readPath(value[head], path.slice(dot + 1)) : undefined;
}

export type ExchangeReading =
  | { ok: true; rate: number; startDate: string | null }
  | { ok: false; error: string };

/** Reads a service's answer: the rate at responseKey, the start date at startDateKey. */
export function readExchangeResponse(
  body: unknown,
  keys: Pick<CurrencyExchangeConfig, "responseKey" | "startDateKey">,
): ExchangeReading {
  const rate = exchangeRate(readPath(body, keys.responseKey));
  if (rate === null) return { ok: false, error: MISSING_RESPONSE_KEY };
  const date = readPath(body, keys.startDateKey);
  return {
    ok: true,
    rate,
    startDate: typeof date === "string" || typeof date === "number" ? String(date) : null,
  };
}

/** The document's currency-exchange state: exchangeRate, startDate, isLoading, loaded. */
export interface CurrencyExchangeState {
  exchangeRate: number | null;
  startDate: string | null;
  isLoading: boolean;
  loaded: boolean;
}

export const initialCurrencyExchangeState: CurrencyExchangeState = {
  exchangeRate: null,
  startDate: null,
  isLoading: false,
  loaded: false,
};

/** "Currency exchange: skipped while loading and once loaded." */
export function shouldFetchExchange(state: CurrencyExchangeState): boolean {
  return !state.isLoading && !state.loaded;
}

export function exchangeStarted(state: CurrencyExchangeState): CurrencyExchangeState {
  return { ...state, isLoading: true };
}

/**
 * The answer arrived (or failed): loaded either way, so a failure is not retried on every call;
 * a reading without a rate sets none. `null` means no rate is configured at all.
 */
export function exchangeFinished(
  state: CurrencyExchangeState,
  reading: ExchangeReading | null,
): CurrencyExchangeState {
  return {
    ...state,
    isLoading: false,
    loaded: true,
    exchangeRate: reading?.ok ? reading.rate : null,
    startDate: reading?.ok ? reading.startDate : null,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const DIGIT = "[0-9٠-٩]";

/**
 * A price text converted by the rate: its first number (with the delimiter between groups of
 * three, and a decimal part after '.', ',' or '٫' that is not the delimiter) is multiplied by the
 * rate, truncated to a whole number and written back with the same delimiter and digits. The rest
 * of the text (symbol, words, isolates) is kept. No number, or no usable rate: the text as given.
 */
export function convertPriceText(text: string, rate: number, delimiter = ","): string {
  if (exchangeRate(rate) === null) return text;
  const group = delimiter === "" ? "" : `(?:${escapeRegExp(delimiter)}${DIGIT}{3})*`;
  const marks = [".", ",", "٫"].filter((m) => m !== delimiter).map(escapeRegExp);
  const pattern = new RegExp(`${DIGIT}+${group}(?:(?:${marks.join("|")})${DIGIT}+)?`);
  return text.replace(pattern, (found) => {
    const digits: DigitSystem = /[٠-٩]/.test(found) ? "arabic-indic" : "latin";
    const latin = found.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
    const withoutGroups = delimiter === "" ? latin : latin.split(delimiter).join("");
    const value = Number(withoutGroups.replace(/[.,٫]/, "."));
    if (!Number.isFinite(value)) return found;
    return formatAmount(Math.trunc(value * rate), { delimiter, digits });
  });
}
