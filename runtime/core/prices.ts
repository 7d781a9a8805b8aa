import { type SettingKey, type SettingsMap, settingValue } from "./settings.ts";

/**
 * The one price formatter of the product, and the finance helper.
 *
 * Formats (the Price settings table, section 3; reference values, section 8):
 * - '^' is the amount, '%' the currency symbol, '@' the amount written in the value format
 *   (priceFormat, '^%' by default), e.g. lease 'or @ / Month'.
 * - The template is chosen by price type: purchase → fullString, lease → leaseFullString,
 *   lease_short → leaseShortString, subscribe → the subscription string, offer → offerString,
 *   rent → rentACarFormat; anything else → priceFormat ("else the default format").
 * - A non-numeric value, and a price of 0 or less, format to "" (0 is shown only with allowZero;
 *   a negative price never is).
 *
 * Right to left: the output is read inside Arabic text, so each placeholder is an isolated unit
 * (Unicode isolates, what <bdi> does in HTML): the amount in LRI…PDI (digits and separators
 * always left to right, e.g. "1,234.50"), the symbol and the '@' value in FSI…PDI. The template's
 * own words then flow in the paragraph's direction, and a Latin symbol such as "AED" can no
 * longer swap places with the amount beside Arabic words. `isolate: false` leaves them out (for
 * attributes, analytics, input values).
 *
 * Digits: `price.digits` — latin (0-9, the default; the document's delimiter ',' and the Gulf
 * markets' prices use them) or arabic-indic (٠-٩, with '٫' as the decimal mark).
 */

type PriceType = "purchase" | "lease" | "lease_short" | "subscribe" | "offer" | "rent" | "default";

export type DigitSystem = "latin" | "arabic-indic";

/**
 * How the market writes a price, read from the price.X settings (priceSettings): each value with
 * its fallback applied, flags and numbers parsed. The settings themselves are typed by the schema
 * (SettingTypes, generated/settings.ts).
 */
export interface PriceFormat {
  delimiter: string;
  calculatorDelimiter: string;
  symbol: string;
  calculatorSymbol: string;
  priceFormat: string;
  calculatorPriceFormat: string;
  fullString: string;
  calculatorFullString: string;
  leaseFullString: string;
  leaseShortString: string;
  subscriptionString: string;
  offerString: string;
  currencyIso: string;
  rentACarFormat: string;
  doublePriceFeature: boolean;
  doublePriceSymbol: string;
  doublePriceRate: number;
  doublePriceDecimals: number;
  digits: DigitSystem;
}

/**
 * The built-in values, the same as the schema's defaults (schemas/settings/prices.schema.json;
 * tests/unit/prices.test.ts holds them equal). Used for a key the map lacks.
 */
export const DEFAULT_PRICE_SETTINGS: Readonly<PriceFormat> = {
  delimiter: ",",
  calculatorDelimiter: ",",
  symbol: "€",
  calculatorSymbol: "€",
  priceFormat: "^%",
  calculatorPriceFormat: "^ %",
  fullString: "From ^ %",
  calculatorFullString: "From ^ %",
  leaseFullString: "or @ / Month",
  leaseShortString: "@ / Month",
  subscriptionString: "from % ^ / Month",
  offerString: "From ^ %",
  currencyIso: "EUR",
  rentACarFormat: "^ %",
  doublePriceFeature: false,
  doublePriceSymbol: "EUR",
  doublePriceRate: 1,
  doublePriceDecimals: 0,
  digits: "latin",
};

/** Each value and its setting key (price.X; a non-empty prices.X wins, see settingValue). */
export const PRICE_SETTING_KEYS = {
  delimiter: "price.currency_delimiter",
  calculatorDelimiter: "price.finance_calculator_currency_delimiter",
  symbol: "price.currency_symbol",
  calculatorSymbol: "price.finance_calculator_currency_symbol",
  priceFormat: "price.price_format",
  calculatorPriceFormat: "price.finance_calculator_format",
  fullString: "price.full_string",
  calculatorFullString: "price.finance_calculator_full_string",
  leaseFullString: "price.lease_full_string",
  leaseShortString: "price.lease_short_string",
  subscriptionString: "price.subscription_string",
  offerString: "price.offer_string",
  currencyIso: "price.currency_iso",
  rentACarFormat: "price.rent_block_format",
  doublePriceFeature: "price.double_price_feature",
  doublePriceSymbol: "price.double_price_symbol",
  doublePriceRate: "price.double_price_rate",
  doublePriceDecimals: "price.double_price_decimals",
  digits: "price.digits",
} as const satisfies Record<keyof PriceFormat, SettingKey>;

/**
 * The price settings from the merged settings. A delimiter or symbol may be "" (no grouping, no
 * symbol); an empty format or string, or a rate or decimals that is not a number, gives the
 * built-in value.
 */
export function priceSettings(map: SettingsMap): PriceFormat {
  const raw = (name: keyof PriceFormat) => settingValue(map, PRICE_SETTING_KEYS[name]);
  const keepEmpty = (name: "delimiter" | "calculatorDelimiter" | "symbol" | "calculatorSymbol") =>
    raw(name) ?? DEFAULT_PRICE_SETTINGS[name];
  const text = (name: keyof PriceFormat & string): string => {
    const value = raw(name);
    const fallback = DEFAULT_PRICE_SETTINGS[name];
    return value !== undefined && value.trim() !== "" ? value : String(fallback);
  };
  const rate = Number(raw("doublePriceRate"));
  const decimals = Number(raw("doublePriceDecimals"));
  return {
    delimiter: keepEmpty("delimiter"),
    calculatorDelimiter: keepEmpty("calculatorDelimiter"),
    symbol: keepEmpty("symbol"),
    calculatorSymbol: keepEmpty("calculatorSymbol"),
    priceFormat: text("priceFormat"),
    calculatorPriceFormat: text("calculatorPriceFormat"),
    fullString: text("fullString"),
    calculatorFullString: text("calculatorFullString"),
    leaseFullString: text("leaseFullString"),
    leaseShortString: text("leaseShortString"),
    subscriptionString: text("subscriptionString"),
    offerString: text("offerString"),
    currencyIso: text("currencyIso"),
    rentACarFormat: text("rentACarFormat"),
    doublePriceFeature: raw("doublePriceFeature") === "true",
    doublePriceSymbol: text("doublePriceSymbol"),
    doublePriceRate:
      raw("doublePriceRate")?.trim() && Number.isFinite(rate) && rate > 0
        ? rate
        : DEFAULT_PRICE_SETTINGS.doublePriceRate,
    doublePriceDecimals:
      raw("doublePriceDecimals")?.trim() &&
      Number.isInteger(decimals) &&
      decimals >= 0 &&
      decimals <= MAX_DECIMALS
        ? decimals
        : DEFAULT_PRICE_SETTINGS.doublePriceDecimals,
    digits: raw("digits") === "arabic-indic" ? "arabic-indic" : "latin",
  };
}

/** Left-to-right isolate, first-strong isolate, pop directional isolate. */
export const LRI = "\u2066";
export const FSI = "\u2068";
export const PDI = "\u2069";

const MAX_DECIMALS = 6;
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** A finite number, from a number or a numeric string ("" and "12,000" are not numeric). */
export function toPriceNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

interface AmountOptions {
  /** Thousands separator ("" for none). */
  delimiter: string;
  /** Decimals shown, rounded half away from zero (default 0). */
  decimals?: number;
  digits?: DigitSystem;
}

/** The decimal mark: '٫' with Arabic-Indic digits; else '.', or ',' when the delimiter is '.'. */
function decimalMark(delimiter: string, digits: DigitSystem): string {
  if (digits === "arabic-indic") return "٫";
  return delimiter === "." ? "," : ".";
}

/** An amount with its thousands separator, decimals and digits (no symbol, no isolates). */
export function formatAmount(value: number, options: AmountOptions): string {
  const decimals = Math.min(Math.max(Math.trunc(options.decimals ?? 0), 0), MAX_DECIMALS);
  const digits = options.digits ?? "latin";
  const negative = value < 0;
  const abs = Math.abs(value);
  const scale = 10 ** decimals;
  const scaled = Math.round(abs * scale);
  let whole: string;
  let fraction: string;
  if (Number.isSafeInteger(scaled)) {
    whole = String(Math.floor(scaled / scale));
    fraction = String(scaled % scale).padStart(decimals, "0");
  } else {
    // Past 2^53 a double holds no fraction: the whole part is exact as a BigInt.
    whole = BigInt(Math.round(abs)).toString();
    fraction = "0".repeat(decimals);
  }
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, options.delimiter);
  // -0.4 rounds to 0: no sign on a zero.
  const sign = negative && /[1-9]/.test(whole + fraction) ? "-" : "";
  const text =
    sign + grouped + (decimals > 0 ? decimalMark(options.delimiter, digits) + fraction : "");
  return digits === "arabic-indic" ? toArabicIndic(text) : text;
}

function toArabicIndic(text: string): string {
  return text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
}

/** Tags removed (and a stray '<' or '>'), and the entities a template commonly holds decoded. */
export function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/[<>]/g, "")
    .replace(/&nbsp;/gi, "\u00a0")
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&quot;/gi, '"')
    .replace(/&amp;/gi, "&");
}

/** The disclaimer marks '*', '**', '***' in order: the mark of the disclaimer at index (from 0). */
export function disclaimerMark(index: number): string {
  return Number.isInteger(index) && index >= 0 ? "*".repeat(index + 1) : "";
}

export interface FormatPriceOptions {
  /** Chooses the template; anything else (or none) is the default format. */
  type?: PriceType | string;
  /** The finance calculator's delimiter, symbol and formats instead of the price ones. */
  calculator?: boolean;
  /** Formats 0 instead of "" (a negative price is still ""). */
  allowZero?: boolean;
  /** Removes HTML from the templates and symbols: the output is then plain text. */
  stripHtml?: boolean;
  /** Decimals of the amount (default 0). */
  decimals?: number;
  /** Appends the disclaimer mark of this index ('*', '**', '***'). */
  disclaimer?: number;
  /** Unicode isolates around the amount, the symbol and '@' (default true). */
  isolate?: boolean;
  /** A template of one's own ('^', '%', '@'), instead of the one the type chooses. */
  template?: string;
}

function templateFor(settings: PriceFormat, options: FormatPriceOptions): string {
  if (options.template !== undefined && options.template !== "") return options.template;
  const calc = options.calculator === true;
  switch (options.type) {
    case "purchase":
      return calc ? settings.calculatorFullString : settings.fullString;
    case "lease":
      return settings.leaseFullString;
    case "lease_short":
      return settings.leaseShortString;
    case "subscribe":
      return settings.subscriptionString;
    case "offer":
      return settings.offerString;
    case "rent":
      return settings.rentACarFormat;
    default:
      return calc ? settings.calculatorPriceFormat : settings.priceFormat;
  }
}

/** Replaces '^', '%' and '@' in one pass, so a symbol holding '^' is never replaced again. */
function fill(template: string, parts: { "^": string; "%": string; "@": string }): string {
  return template.replace(/[\^%@]/g, (p) => parts[p as "^" | "%" | "@"]);
}

/**
 * A price as text. Returns "" for a non-numeric value and for a price of 0 or less (0 is kept
 * with allowZero). With the double price on, the amount times doublePriceRate, rounded to
 * doublePriceDecimals and written in the value format with doublePriceSymbol, follows the price
 * in parentheses, or stands inside '@' when the template has one.
 */
export function formatPrice(
  value: unknown,
  settings: PriceFormat,
  options: FormatPriceOptions = {},
): string {
  const n = toPriceNumber(value);
  if (n === null) return "";
  if (n < 0 || (n === 0 && options.allowZero !== true)) return "";
  const calc = options.calculator === true;
  const isolate = options.isolate !== false;
  const clean = (text: string) => (options.stripHtml === true ? stripHtml(text) : text);
  const ltr = (text: string) => (isolate ? `${LRI}${text}${PDI}` : text);
  const auto = (text: string) => (isolate && text !== "" ? `${FSI}${text}${PDI}` : text);
  const valueFormat = clean(calc ? settings.calculatorPriceFormat : settings.priceFormat);
  const delimiter = clean(calc ? settings.calculatorDelimiter : settings.delimiter);
  const symbol = clean(calc ? settings.calculatorSymbol : settings.symbol);
  const amountOf = (amount: number, decimals: number) =>
    ltr(formatAmount(amount, { delimiter, decimals, digits: settings.digits }));
  const amount = amountOf(n, options.decimals ?? 0);
  let double = "";
  if (settings.doublePriceFeature) {
    const second = n * settings.doublePriceRate;
    double = auto(
      fill(valueFormat, {
        "^": amountOf(second, settings.doublePriceDecimals),
        "%": auto(clean(settings.doublePriceSymbol)),
        "@": "",
      }),
    );
  }
  const template = clean(templateFor(settings, options));
  const withValue = auto(fill(valueFormat, { "^": amount, "%": auto(symbol), "@": "" }));
  const usesValue = template.includes("@");
  let text = fill(template, {
    "^": amount,
    "%": auto(symbol),
    "@": double !== "" ? `${withValue} (${double})` : withValue,
  });
  if (double !== "" && !usesValue) text = `${text} (${double})`;
  if (options.disclaimer !== undefined) text += disclaimerMark(options.disclaimer);
  return text;
}

/** The merged settings' formatter: `formatPrice` with `priceSettings(map)` read once. */
export function priceFormatter(
  map: SettingsMap,
): (value: unknown, options?: FormatPriceOptions) => string {
  const settings = priceSettings(map);
  return (value, options) => formatPrice(value, settings, options);
}

/**
 * The periodic payment of a loan (the spreadsheet PMT): rate per period, number of periods,
 * present value, future value (default 0) and timing (0: end of each period, 1: beginning).
 * Spreadsheet signs: money received is positive, so a loan's payment is negative. With a rate of
 * 0 the payment is the total divided by the number of periods. No periods: NaN.
 */
export function periodicPayment(
  rate: number,
  periods: number,
  presentValue: number,
  futureValue = 0,
  timing: 0 | 1 = 0,
): number {
  if (!(periods > 0)) return Number.NaN;
  if (rate === 0) return -(presentValue + futureValue) / periods;
  // (1 + rate)^periods − 1 through expm1/log1p: written directly it loses its digits to
  // cancellation at small rates (a rate of 1e-10 gave a payment 0.2 % off).
  const growthLess1 = Math.expm1(periods * Math.log1p(rate));
  const growth = 1 + growthLess1;
  return -((presentValue * growth + futureValue) * rate) / ((1 + rate * timing) * growthLess1);
}

interface PercentOptions {
  /** Right to left: the percent sign stands before the number, as Arabic writes it (default false). */
  rtl?: boolean;
  decimals?: number;
  digits?: DigitSystem;
}

/**
 * A percentage as text. Left to right "3.5%"; right to left the sign precedes the number in an
 * LTR isolate, so it shows on the number's left in Arabic text ("%3.5", or "٪٣٫٥" with
 * Arabic-Indic digits and the Arabic percent sign). Trailing zeros of the decimals are dropped.
 * A value that is not a finite number gives "".
 */
export function percentText(value: number, options: PercentOptions = {}): string {
  if (!Number.isFinite(value)) return "";
  const digits = options.digits ?? "latin";
  const amount = formatAmount(value, { delimiter: "", decimals: options.decimals ?? 2, digits });
  const mark = decimalMark("", digits);
  const trimmed = amount.includes(mark)
    ? amount.replace(new RegExp(`${mark === "." ? "\\." : mark}?[0٠]+$`), "")
    : amount;
  const sign = digits === "arabic-indic" ? "٪" : "%";
  if (options.rtl !== true) return `${trimmed}${sign}`;
  return `${LRI}${sign}${trimmed}${PDI}`;
}
