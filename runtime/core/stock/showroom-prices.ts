import { formatPrice, type PriceFormat, periodicPayment, toPriceNumber } from "../prices.ts";

/**
 * A stock vehicle's prices as the showroom shows them (001 §3 'Mapped vehicle' prices, §4
 * 'Vehicle state and status', §9 price defaults), written by the product's one formatter
 * (runtime/core/prices.ts) with the site's price.* settings, double price included.
 *
 * - New vehicles show the drive-away price of the visitor's state (price_metadata); it overrides
 *   the purchase price. Others show the retailer price (msrp), or a lower sale price with the
 *   msrp as the old price.
 * - A hidden price (price_hidden) with a financing option shows 'price on request' instead.
 * - prices_type present: a tax notice is shown.
 * - Formats: purchase '% ^' (the stock locator's value format; the price settings have no
 *   stock purchase format), lease '@ / Month' (price.lease_short_string), subscribe
 *   'from % ^ / Month' (price.subscription_string).
 */

type StockPriceType = "purchase" | "lease" | "subscribe";

/** The stock locator's purchase format (001 §9 'format'): symbol, space, amount. */
const STOCK_PURCHASE_FORMAT = "% ^";

/** One price of the list (001 §3 prices.list[]). */
export interface VehiclePrice {
  type: StockPriceType;
  /** The label's translation key (showroom.prices.{type}). */
  label: string;
  /** The formatted price. */
  value: string;
  value_raw: number;
  /** The price before a reduction ("" for none). */
  oldPrice: string;
  old_price_raw: number | null;
  /** price_hidden: the price is known but not shown to visitors. */
  hiddenFromVisitors: boolean;
}

/** A formatted amount and its number. */
export interface PriceFigure {
  raw: number;
  text: string;
}

interface DriveAwayPrice {
  state: string;
  value: number;
  text: string;
}

export interface VehiclePrices {
  list: VehiclePrice[];
  config: { priceType: "drive_away" | "retailer" };
  /** meta.prices of the vehicle answer (the vehicle's own prices). */
  globalModelPrices: Record<string, number | null> | null;
  /** price_hidden with a financing option: the page says 'price on request'. */
  priceOnRequest: boolean;
  /** prices_type when present: a tax notice is shown. */
  taxNotice: string | null;
  /** ISO 4217 code of the prices (the vehicle's currency, else price.currency_iso). */
  currency: string;
  /** The drive-away prices per state and the visitor's (new vehicles only). */
  driveAway: { states: DriveAwayPrice[]; current: DriveAwayPrice | null };
  /** AVL prices: open market value, ARF and PARF (avl_field). */
  avl: { omv: PriceFigure | null; arf: PriceFigure | null; parf: PriceFigure | null };
  /** On-the-road price and the charges above the purchase price (japan_used_and_approved_cars_field). */
  onTheRoad: { value: PriceFigure | null; chargeValue: PriceFigure | null };
  breakdown: {
    totalPrice: PriceFigure | null;
    basePrice: PriceFigure | null;
    /** The sum of the optional features' prices. */
    optionalFeaturesPrice: PriceFigure | null;
    items: { label: string; price: PriceFigure | null }[];
  };
}

/** The price attributes of a stock vehicle this module reads. */
interface PriceSource {
  state?: string | null;
  msrp_price?: number | null;
  sale_price?: number | null;
  monthly_price?: number | null;
  subscribe_price?: number | null;
  price_hidden?: boolean | null;
  financing_options?: { cash?: boolean; lease?: boolean; rent?: boolean } | null;
  prices_type?: string | null;
  price_metadata?: Record<string, number> | null;
  price_breakdown?: { label: string; value?: number | null }[] | null;
  total_price?: number | null;
  base_price?: number | null;
  currency?: string | null;
  features_optional?: { name: string; price?: number | null }[] | null;
  avl_field?: {
    open_market_value?: number | null;
    additional_registration_fee?: number | null;
    preferential_additional_registration_fee?: number | null;
  } | null;
  japan_used_and_approved_cars_field?: { on_the_road_price?: number | null } | null;
}

interface StockPriceOptions {
  settings: PriceFormat;
  /** The visitor's state (postcode search _state), else stock_locator.default_state. */
  state?: string | null;
  /** meta.prices of the answer: used where the attributes have no price. */
  metaPrices?: Record<string, number | null> | null;
}

const positive = (value: unknown): number | null => {
  const n = toPriceNumber(value);
  return n !== null && n > 0 ? n : null;
};

/**
 * The price settings for a vehicle's currency: its ISO code stands for the symbol when it is not
 * the site's currency (price.currency_iso); the site's symbol otherwise.
 */
export function settingsForCurrency(
  settings: PriceFormat,
  currency: string | null | undefined,
): PriceFormat {
  const code = (currency ?? "").trim().toUpperCase();
  if (code === "" || code === settings.currencyIso.toUpperCase()) return settings;
  return { ...settings, symbol: code };
}

/** A price written in the stock format of its type. */
export function formatStockPrice(
  value: unknown,
  settings: PriceFormat,
  type: StockPriceType | "amount",
): string {
  switch (type) {
    case "purchase":
    case "amount":
      return formatPrice(value, settings, { template: STOCK_PURCHASE_FORMAT });
    case "lease":
      return formatPrice(value, settings, { type: "lease_short" });
    case "subscribe":
      return formatPrice(value, settings, { type: "subscribe" });
  }
}

const figure = (value: unknown, settings: PriceFormat): PriceFigure | null => {
  const raw = positive(value);
  return raw === null ? null : { raw, text: formatStockPrice(raw, settings, "amount") };
};

/** The price_metadata key of a state, matched without regard to case; null when it has none. */
function driveAwayOf(
  metadata: Record<string, number> | null | undefined,
  state: string | null | undefined,
): { state: string; value: number } | null {
  const wanted = (state ?? "").trim().toLowerCase();
  if (!metadata || wanted === "") return null;
  for (const [key, value] of Object.entries(metadata)) {
    const n = positive(value);
    if (key.toLowerCase() === wanted && n !== null) return { state: key, value: n };
  }
  return null;
}

/** The showroom's prices of a vehicle. */
export function vehiclePrices(vehicle: PriceSource, options: StockPriceOptions): VehiclePrices {
  const currency = (vehicle.currency ?? "").trim() || options.settings.currencyIso;
  const settings = settingsForCurrency(options.settings, vehicle.currency);
  const meta = options.metaPrices ?? null;
  const isNew = vehicle.state === "new";
  const financing = vehicle.financing_options ?? {};
  const isHidden = vehicle.price_hidden === true;
  const hasFinancingOption = Object.values(financing).some((on) => on === true);

  const msrp = positive(vehicle.msrp_price) ?? positive(meta?.msrp_price);
  const sale = positive(vehicle.sale_price) ?? positive(meta?.sale_price);
  const driveAwayStates: DriveAwayPrice[] = isNew
    ? Object.entries(vehicle.price_metadata ?? {})
        .map(([state, value]) => ({ state, value: positive(value) }))
        .filter((p): p is { state: string; value: number } => p.value !== null)
        .map((p) => ({ ...p, text: formatStockPrice(p.value, settings, "purchase") }))
    : [];
  const current = isNew ? driveAwayOf(vehicle.price_metadata, options.state) : null;
  const currentDriveAway = current
    ? { ...current, text: formatStockPrice(current.value, settings, "purchase") }
    : null;

  // A drive-away value overrides the purchase price; else a sale price under the msrp, else msrp.
  let purchase: number | null;
  let old: number | null = null;
  if (currentDriveAway) purchase = currentDriveAway.value;
  else if (sale !== null && msrp !== null && sale < msrp) {
    purchase = sale;
    old = msrp;
  } else purchase = msrp ?? sale;

  const entry = (type: StockPriceType, raw: number | null, oldRaw: number | null = null) =>
    raw === null
      ? []
      : [
          {
            type,
            label: `showroom.prices.${type}`,
            value: formatStockPrice(raw, settings, type),
            value_raw: raw,
            oldPrice: oldRaw === null ? "" : formatStockPrice(oldRaw, settings, type),
            old_price_raw: oldRaw,
            hiddenFromVisitors: isHidden,
          } satisfies VehiclePrice,
        ];
  const list = [
    ...entry("purchase", purchase, old),
    ...entry("lease", positive(vehicle.monthly_price) ?? positive(meta?.monthly_price)),
    ...entry("subscribe", positive(vehicle.subscribe_price) ?? positive(meta?.subscribe_price)),
  ];

  const avl = vehicle.avl_field ?? {};
  const otr = positive(vehicle.japan_used_and_approved_cars_field?.on_the_road_price);
  const optional = (vehicle.features_optional ?? [])
    .map((f) => positive(f.price))
    .filter((p): p is number => p !== null);
  return {
    list,
    config: { priceType: currentDriveAway ? "drive_away" : "retailer" },
    globalModelPrices: meta,
    priceOnRequest: isHidden && hasFinancingOption,
    taxNotice: (vehicle.prices_type ?? "").trim() || null,
    currency,
    driveAway: { states: driveAwayStates, current: currentDriveAway },
    avl: {
      omv: figure(avl.open_market_value, settings),
      arf: figure(avl.additional_registration_fee, settings),
      parf: figure(avl.preferential_additional_registration_fee, settings),
    },
    onTheRoad: {
      value: figure(otr, settings),
      chargeValue:
        otr !== null && purchase !== null && otr > purchase
          ? figure(otr - purchase, settings)
          : null,
    },
    breakdown: {
      totalPrice: figure(vehicle.total_price, settings),
      basePrice: figure(vehicle.base_price, settings),
      optionalFeaturesPrice: figure(
        optional.reduce((sum, p) => sum + p, 0),
        settings,
      ),
      items: (vehicle.price_breakdown ?? [])
        .filter((item) => item.label.trim() !== "")
        .map((item) => ({ label: item.label, price: figure(item.value, settings) })),
    },
  };
}

/** The price of a type, when the list has one. */
export function priceOf(prices: VehiclePrices, type: StockPriceType): VehiclePrice | null {
  return prices.list.find((p) => p.type === type) ?? null;
}

/** The purchase price a visitor may see: none when hidden, or when the page says 'on request'. */
export function visiblePurchasePrice(prices: VehiclePrices): VehiclePrice | null {
  const purchase = priceOf(prices, "purchase");
  return purchase && !purchase.hiddenFromVisitors && !prices.priceOnRequest ? purchase : null;
}

// ---------------------------------------------------------------------------------------------
// The mini finance calculator (new, used and approved vehicles, 001 §2).

/** The states that show the mini finance calculator. */
const MINI_CALCULATOR_STATES: readonly string[] = ["new", "used", "approved"];

export function hasMiniCalculator(state: string | null | undefined): boolean {
  return MINI_CALCULATOR_STATES.includes(state ?? "");
}

interface RangeInput {
  min: number;
  max: number;
  default: number;
  step: number;
}

/** The calculator's inputs: down payment in % of the price, term in months, yearly rate in %. */
export interface MiniCalculatorConfig {
  downPayment: RangeInput;
  term: RangeInput;
  rate: RangeInput;
}

/**
 * Built-in bounds, from the finance calculator's sample bounds (002 §5.3: down payment 20–50 %,
 * default 20, interval 5; duration 4–7 years, default 4) widened to what a stock buyer asks: a
 * down payment from 0, terms of one to seven years. The rate is the visitor's to enter.
 */
export const MINI_CALCULATOR_DEFAULTS: Readonly<MiniCalculatorConfig> = {
  downPayment: { min: 0, max: 50, default: 20, step: 5 },
  term: { min: 12, max: 84, default: 48, step: 12 },
  rate: { min: 0, max: 20, default: 3.5, step: 0.1 },
};

const finite = (value: unknown): number | null => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

function rangeFrom(raw: unknown, fallback: RangeInput, scale = 1): RangeInput {
  if (raw === null || typeof raw !== "object") return fallback;
  const get = (key: string) => finite(Reflect.get(raw, key));
  const min = (get("min") ?? fallback.min / scale) * scale;
  const max = (get("max") ?? fallback.max / scale) * scale;
  const step = (get("interval") ?? get("step") ?? fallback.step / scale) * scale;
  const wanted = (get("default") ?? fallback.default / scale) * scale;
  if (!(min >= 0) || !(max > min) || !(step > 0)) return fallback;
  return { min, max, step, default: Math.min(Math.max(wanted, min), max) };
}

/**
 * The mini calculator's bounds from a lease config's calculator item: its first finance
 * product's input JSON (002 §3.11: down_payment {min, max, default, interval}, duration {min, max,
 * default, unit}; interest_rate {default}); a duration in years is turned into months. Anything
 * missing or out of order keeps the built-in bound.
 */
export function miniCalculatorConfig(input: unknown): MiniCalculatorConfig {
  let parsed: unknown = input;
  if (typeof input === "string") {
    try {
      parsed = JSON.parse(input);
    } catch {
      parsed = null;
    }
  }
  if (parsed === null || typeof parsed !== "object") return { ...MINI_CALCULATOR_DEFAULTS };
  const duration: unknown = Reflect.get(parsed, "duration");
  const unit =
    duration !== null && typeof duration === "object" ? Reflect.get(duration, "unit") : null;
  const inYears = typeof unit === "string" && /^(y|year)/i.test(unit.trim());
  return {
    downPayment: rangeFrom(
      Reflect.get(parsed, "down_payment"),
      MINI_CALCULATOR_DEFAULTS.downPayment,
    ),
    term: rangeFrom(duration, MINI_CALCULATOR_DEFAULTS.term, inYears ? 12 : 1),
    rate: rangeFrom(Reflect.get(parsed, "interest_rate"), MINI_CALCULATOR_DEFAULTS.rate),
  };
}

interface MiniCalculatorResult {
  downPayment: number;
  /** The amount borrowed: price less the down payment. */
  financed: number;
  /** The monthly payment, rounded to the cent; 0 when nothing is borrowed. */
  monthly: number;
  /** All payments and the down payment. */
  total: number;
}

/**
 * The monthly payment of a loan on the vehicle's price: down payment in % of the price, term in
 * months, yearly rate in % (monthly rate = rate / 12). With a rate of 0 the financed amount is
 * divided by the term. Null for a price, term or rate that cannot be used.
 */
export function miniCalculatorPayment(input: {
  price: number;
  downPaymentPercent: number;
  months: number;
  annualRatePercent: number;
}): MiniCalculatorResult | null {
  const { price, downPaymentPercent, months, annualRatePercent } = input;
  if (!(price > 0) || !Number.isInteger(months) || months < 1) return null;
  if (!(annualRatePercent >= 0) || !(downPaymentPercent >= 0) || downPaymentPercent > 100)
    return null;
  const downPayment = Math.round(price * downPaymentPercent) / 100;
  const financed = Math.max(price - downPayment, 0);
  const payment = financed === 0 ? 0 : -periodicPayment(annualRatePercent / 1200, months, financed);
  const monthly = Math.round(payment * 100) / 100;
  return {
    downPayment,
    financed,
    monthly,
    total: Math.round((downPayment + monthly * months) * 100) / 100,
  };
}
