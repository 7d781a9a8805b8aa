/**
 * Trade-in (001 §3 'Trade-in'): the form options ({value, name} each; models name their brand),
 * what the visitor enters, its checks, and the trade-in data carried into the order (isTradeInOn;
 * rawData with brand.name, bodyType.name, fuelType.name, model.name, mileage,
 * registrationDate.date, registration), kept in the order-online storage data
 * (sl_order_online_data) as tradeInData. Pure.
 */

/** The order-online storage data (001 §9 storage keys); trade-in data is its tradeInData. */
export const ORDER_ONLINE_DATA_KEY = "sl_order_online_data";

export interface TradeInOption {
  value: string;
  name: string;
}
interface TradeInModelOption extends TradeInOption {
  brand: string;
}
export interface TradeInOptions {
  bodyTypes: TradeInOption[];
  brands: TradeInOption[];
  models: TradeInModelOption[];
  fuelTypes: TradeInOption[];
}

export const EMPTY_TRADE_IN_OPTIONS: TradeInOptions = {
  bodyTypes: [],
  brands: [],
  models: [],
  fuelTypes: [],
};

const optionsOf = (value: unknown): TradeInOption[] =>
  Array.isArray(value)
    ? value.flatMap((o) =>
        o !== null &&
        typeof o === "object" &&
        typeof (o as TradeInOption).value === "string" &&
        typeof (o as TradeInOption).name === "string"
          ? [{ value: (o as TradeInOption).value, name: (o as TradeInOption).name }]
          : [],
      )
    : [];

/** The options of a trade-in answer (read at data.data); what is not an option is skipped. */
export function parseTradeInOptions(body: unknown): TradeInOptions {
  const outer =
    body !== null && typeof body === "object" ? (body as { data?: unknown }).data : null;
  if (outer === null || typeof outer !== "object") return EMPTY_TRADE_IN_OPTIONS;
  const data = outer as Record<string, unknown>;
  const models = Array.isArray(data.models)
    ? data.models.flatMap((m): TradeInModelOption[] => {
        const [option] = optionsOf([m]);
        if (!option) return [];
        const brand = (m as { brand?: unknown }).brand;
        return [{ ...option, brand: typeof brand === "string" ? brand : "" }];
      })
    : [];
  return {
    bodyTypes: optionsOf(data.bodyTypes),
    brands: optionsOf(data.brands),
    models,
    fuelTypes: optionsOf(data.fuelTypes),
  };
}

/** The trade-in options URL: the endpoint (stock_locator.endpoint_trade_in) with lang and brand. */
export function tradeInOptionsUrl(endpoint: string, lang: string, brand?: string): string | null {
  const base = endpoint.trim();
  if (base === "") return null;
  const query = new URLSearchParams({ lang });
  if (brand) query.set("brand", brand);
  return `${base}${base.includes("?") ? "&" : "?"}${query.toString()}`;
}

interface TradeInRawData {
  brand: TradeInOption;
  model: TradeInOption;
  bodyType: TradeInOption;
  fuelType: TradeInOption;
  mileage: number;
  registrationDate: { date: string };
  registration: string;
}

/** What the order carries (metadata.tradeInData). */
export interface TradeInData {
  isTradeInOn: boolean;
  rawData: TradeInRawData | null;
}

/** The form as typed (option fields hold the option's value). */
export interface TradeInFormValues {
  brand: string;
  model: string;
  bodyType: string;
  fuelType: string;
  mileage: string;
  registrationDate: string;
  registration: string;
}

export const EMPTY_TRADE_IN_FORM: TradeInFormValues = {
  brand: "",
  model: "",
  bodyType: "",
  fuelType: "",
  mileage: "",
  registrationDate: "",
  registration: "",
};

export type TradeInField = keyof TradeInFormValues;
export type TradeInError =
  | "required"
  | "unknownOption"
  | "mileage"
  | "registrationDate"
  | "registration";

export const MILEAGE_MAX = 2_000_000;
export const REGISTRATION_MIN_DATE = "1950-01-01";
/** A registration (plate) number: letters of any script, digits, spaces and '-', at most 20. */
const REGISTRATION = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,19}$/u;

const isDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * Checks the form against the options (brand, model of that brand, body type, fuel type, mileage
 * and registration date required; registration optional). `today` is YYYY-MM-DD: a registration
 * date may not be later.
 */
export function validateTradeIn(
  values: TradeInFormValues,
  options: TradeInOptions,
  today: string,
):
  | { rawData: TradeInRawData; errors: null }
  | { rawData: null; errors: Partial<Record<TradeInField, TradeInError>> } {
  const errors: Partial<Record<TradeInField, TradeInError>> = {};
  const pick = (field: TradeInField, list: readonly TradeInOption[]): TradeInOption | null => {
    const value = values[field].trim();
    if (value === "") {
      errors[field] = "required";
      return null;
    }
    const found = list.find((o) => o.value === value);
    if (!found) errors[field] = "unknownOption";
    return found ? { value: found.value, name: found.name } : null;
  };
  const brand = pick("brand", options.brands);
  const model = pick(
    "model",
    options.models.filter((m) => !brand || m.brand === "" || m.brand === brand.value),
  );
  const bodyType = pick("bodyType", options.bodyTypes);
  const fuelType = pick("fuelType", options.fuelTypes);
  const mileageText = values.mileage.trim();
  const mileage = Number(mileageText);
  if (mileageText === "") errors.mileage = "required";
  else if (!/^\d{1,7}$/.test(mileageText) || mileage > MILEAGE_MAX) errors.mileage = "mileage";
  const date = values.registrationDate.trim();
  if (date === "") errors.registrationDate = "required";
  else if (!isDate(date) || date < REGISTRATION_MIN_DATE || date > today)
    errors.registrationDate = "registrationDate";
  const registration = values.registration.trim().replace(/\s+/g, " ");
  if (registration !== "" && !REGISTRATION.test(registration)) errors.registration = "registration";
  if (Object.keys(errors).length > 0 || !brand || !model || !bodyType || !fuelType)
    return { rawData: null, errors };
  return {
    rawData: {
      brand,
      model,
      bodyType,
      fuelType,
      mileage,
      registrationDate: { date },
      registration,
    },
    errors: null,
  };
}

const optionIn = (value: unknown): TradeInOption | null => optionsOf([value])[0] ?? null;

/** The trade-in data stored in the order-online storage data, or null when there is none. */
export function readTradeInData(storedText: string | null): TradeInData | null {
  if (!storedText) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(storedText);
  } catch {
    return null;
  }
  const value =
    stored !== null && typeof stored === "object"
      ? (stored as { tradeInData?: unknown }).tradeInData
      : null;
  if (value === null || typeof value !== "object") return null;
  const { isTradeInOn, rawData } = value as { isTradeInOn?: unknown; rawData?: unknown };
  if (typeof isTradeInOn !== "boolean") return null;
  if (rawData === null || typeof rawData !== "object") return { isTradeInOn, rawData: null };
  const r = rawData as Record<string, unknown>;
  const brand = optionIn(r.brand);
  const model = optionIn(r.model);
  const bodyType = optionIn(r.bodyType);
  const fuelType = optionIn(r.fuelType);
  const date = (r.registrationDate as { date?: unknown } | null)?.date;
  if (!brand || !model || !bodyType || !fuelType || typeof r.mileage !== "number")
    return { isTradeInOn, rawData: null };
  return {
    isTradeInOn,
    rawData: {
      brand,
      model,
      bodyType,
      fuelType,
      mileage: r.mileage,
      registrationDate: { date: typeof date === "string" ? date : "" },
      registration: typeof r.registration === "string" ? r.registration : "",
    },
  };
}

/** The order-online storage data with its tradeInData replaced; its other members kept. */
export function withTradeInData(storedText: string | null, tradeInData: TradeInData): string {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = storedText ? JSON.parse(storedText) : {};
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed))
      stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return JSON.stringify({ ...stored, tradeInData });
}

/** The form values of stored trade-in data (to fill the form again). */
export function formValuesOf(data: TradeInData | null): TradeInFormValues {
  const r = data?.rawData;
  if (!r) return EMPTY_TRADE_IN_FORM;
  return {
    brand: r.brand.value,
    model: r.model.value,
    bodyType: r.bodyType.value,
    fuelType: r.fuelType.value,
    mileage: String(r.mileage),
    registrationDate: r.registrationDate.date,
    registration: r.registration,
  };
}
