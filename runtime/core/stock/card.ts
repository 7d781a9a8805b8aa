import type { StockVehicleResource } from "../../../generated/types.ts";
import { formatPrice, type PriceFormat } from "../prices.ts";
import { type PostcodeSearchQuery, showroomHref } from "./slug.ts";

/**
 * The stock locator's vehicle card (001 §3 'Mapped vehicle', §9 'Vehicle card attributes', 'Card
 * icons', §5 icon rule; the showroom link of runtime/core/stock/slug.ts) and its analytics items (§9: quantity 1, 1-based index).
 * Pure: the island and the server's first render draw the same cards from the same answer.
 */

type StockVehicle = StockVehicleResource["attributes"];

/** The attributes a card can list, by their mapped names (001 §3 'Mapped vehicle' specification). */
const CARD_ATTRIBUTE_SET = [
  "productionYear",
  "model",
  "mileage",
  "engines",
  "color",
  "drivetrain",
  "vin",
  "power",
  "capacity",
  "status",
  "state",
  "colorInterior",
  "transmission",
  "modelYear",
  "batteryCapacity",
  "numberOfSeats",
  "version",
] as const;
type CardAttribute = (typeof CARD_ATTRIBUTE_SET)[number];

/** 001 §9: the card attributes when the block names none (the first reading). */
export const DEFAULT_CARD_ATTRIBUTES: readonly CardAttribute[] = [
  "productionYear",
  "model",
  "mileage",
  "engines",
  "color",
  "drivetrain",
  "vin",
  "power",
  "capacity",
  "status",
  "state",
  "colorInterior",
];

/** The attributes a card may show with an icon (decision: those a shopper compares at a glance). */
const CARD_ICON_SET = [
  "productionYear",
  "mileage",
  "engines",
  "power",
  "color",
  "drivetrain",
  "transmission",
  "capacity",
  "state",
  "batteryCapacity",
  "numberOfSeats",
] as const;
export type CardIcon = (typeof CARD_ICON_SET)[number];
const DEFAULT_CARD_ICONS: readonly CardIcon[] = ["engines", "power", "color"];
const CARD_ICONS_MAX = 3;

const isCardAttribute = (v: unknown): v is CardAttribute =>
  typeof v === "string" && (CARD_ATTRIBUTE_SET as readonly string[]).includes(v);
const isCardIcon = (v: unknown): v is CardIcon =>
  typeof v === "string" && (CARD_ICON_SET as readonly string[]).includes(v);

/** The block's card attributes: the known ones, each once, in its order; none: the default. */
export function cardAttributes(value: unknown): CardAttribute[] {
  const list = Array.isArray(value) ? [...new Set(value.filter(isCardAttribute))] : [];
  return list.length > 0 ? list : [...DEFAULT_CARD_ATTRIBUTES];
}

/**
 * The block's card icons (001 §5): every one must belong to the allowed set, else the default
 * is used; at most 3 are kept.
 */
export function cardIcons(value: unknown): CardIcon[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isCardIcon))
    return [...DEFAULT_CARD_ICONS];
  return [...new Set(value)].slice(0, CARD_ICONS_MAX);
}

/** What a card's labels are read with: the site's texts (Arabic first). */
export interface CardTexts {
  /** The label of an attribute (سنة الصنع …). */
  attribute: (key: CardAttribute) => string;
  /** A value of an enumeration (engine bev, transmission auto, state new …) in words. */
  value: (kind: "engine" | "transmission" | "state" | "status", value: string) => string;
  /** 'price on request' (001 §4: a hidden price with a financing option). */
  priceOnRequest: string;
  /** Units: km / mi, kW / bhp, cc, kWh, seats. */
  unit: (unit: string) => string;
  /** Digits the numbers are written with. */
  number: (value: number) => string;
  /**
   * The car's name in the page's language, from its brand, nameplate and display name
   * («لاند روفر ديفندر 110 SE»); without it, the brand and display name as the stock data has them.
   */
  name?: (brand: string, nameplate: string, displayName: string) => string;
}

interface CardValue {
  key: CardAttribute;
  label: string;
  value: string;
}

/** The card of one vehicle, as the island draws it. */
export interface VehicleCardModel {
  id: string;
  title: string;
  subtitle: string;
  photo: string | null;
  /** The price line ('' when the price is hidden without a financing option). */
  price: string;
  /** The monthly price line, when the vehicle has one. */
  monthly: string;
  /** The struck-through retailer price when a lower sale price is shown. */
  oldPrice: string;
  attributes: CardValue[];
  icons: CardValue[];
  link: string;
  brand: string;
  model: string;
  state: string;
  /** The number the price line shows, for analytics; null when none. */
  priceValue: number | null;
}

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== "";

/** One attribute of a vehicle in words, or '' when the vehicle has no value for it. */
function attributeText(vehicle: StockVehicle, key: CardAttribute, texts: CardTexts): string {
  switch (key) {
    case "productionYear":
      return present(vehicle.production_year) ? String(vehicle.production_year) : "";
    case "modelYear":
      return present(vehicle.model_year) ? String(vehicle.model_year) : "";
    case "model":
      return vehicle.model_display_name || vehicle.nameplate_name;
    case "version":
      return vehicle.version ?? "";
    case "mileage":
      return typeof vehicle.mileage === "number"
        ? `${texts.number(vehicle.mileage)} ${texts.unit(vehicle.mileage_unit ?? "km")}`
        : "";
    case "engines":
      return (vehicle.engine_type ?? []).map((e) => texts.value("engine", e)).join("، ");
    case "color":
      return vehicle.color_name ?? "";
    case "colorInterior":
      return vehicle.interior_color ?? "";
    case "drivetrain":
      return vehicle.drivetrain ?? "";
    case "transmission":
      return vehicle.transmission ? texts.value("transmission", vehicle.transmission) : "";
    case "vin":
      return vehicle.vin;
    case "power":
      return typeof vehicle.power === "number"
        ? `${texts.number(vehicle.power)} ${texts.unit(vehicle.power_unit ?? "kW")}`
        : "";
    case "capacity":
      return typeof vehicle.engine_capacity_normalized === "number" &&
        vehicle.engine_capacity_normalized > 0
        ? `${texts.number(vehicle.engine_capacity_normalized)} ${texts.unit(vehicle.engine_capacity_unit || "cc")}`
        : "";
    case "batteryCapacity":
      return typeof vehicle.battery_capacity === "number"
        ? `${texts.number(vehicle.battery_capacity)} ${texts.unit("kWh")}`
        : "";
    case "numberOfSeats":
      return typeof vehicle.number_of_seats === "number"
        ? `${texts.number(vehicle.number_of_seats)} ${texts.unit("seats")}`
        : "";
    case "status":
      return texts.value("status", vehicle.status);
    case "state":
      return texts.value("state", vehicle.state);
    default: {
      const unknown: never = key;
      return String(unknown);
    }
  }
}

/**
 * The price a card shows (001 §4): a new vehicle's drive-away price for the site's state when
 * its price_metadata has one; otherwise the sale price, else the retailer price (msrp). A hidden
 * price shows 'price on request' when the vehicle has a financing option, nothing otherwise.
 */
export function cardPrice(
  vehicle: StockVehicle,
  prices: PriceFormat,
  options: { state: string; priceOnRequest: string },
): { price: string; oldPrice: string; monthly: string; value: number | null } {
  const financing = Object.values(vehicle.financing_options ?? {}).some(Boolean);
  if (vehicle.price_hidden === true)
    return {
      price: financing ? options.priceOnRequest : "",
      oldPrice: "",
      monthly: "",
      value: null,
    };
  const driveAway =
    vehicle.state === "new" && options.state !== ""
      ? (vehicle.price_metadata?.[options.state] ?? null)
      : null;
  const msrp = vehicle.msrp_price ?? null;
  const sale = vehicle.sale_price ?? null;
  const value = driveAway ?? sale ?? msrp;
  const isReduced = driveAway === null && sale !== null && msrp !== null && sale < msrp;
  return {
    price: formatPrice(value, prices),
    oldPrice: isReduced ? formatPrice(msrp, prices) : "",
    monthly: formatPrice(vehicle.monthly_price ?? null, prices, { type: "lease_short" }),
    value,
  };
}

/** The first photo a card shows: the cover, else the first photo's medium size, else its normal. */
function cardPhoto(vehicle: StockVehicle): string | null {
  const first = vehicle.photos?.[0];
  return vehicle.cover_photo_medium ?? first?.medium ?? first?.normal ?? null;
}

interface CardOptions {
  attributes: readonly CardAttribute[];
  icons: readonly CardIcon[];
  prices: PriceFormat;
  /** The state whose drive-away price a new vehicle shows ('' for none). */
  state: string;
  base: string;
  mainBrand: string;
  texts: CardTexts;
  /** The publication lists the block reads (carried by the showroom link when not 'default'). */
  lists?: readonly string[];
  /** Postcode search on, and the visitor's search: carried by the showroom link (001 §2). */
  postcode?: { isOn: boolean; search: PostcodeSearchQuery | null };
}

export function vehicleCard(
  resource: StockVehicleResource,
  options: CardOptions,
): VehicleCardModel {
  const v = resource.attributes;
  const value = (key: CardAttribute): CardValue => ({
    key,
    label: options.texts.attribute(key),
    value: attributeText(v, key, options.texts),
  });
  const price = cardPrice(v, options.prices, {
    state: options.state,
    priceOnRequest: options.texts.priceOnRequest,
  });
  const model = v.model_display_name || v.nameplate_name;
  return {
    id: resource.id,
    title:
      options.texts.name?.(v.nameplate_brand_name, v.nameplate_name, model) ??
      `${v.nameplate_brand_name} ${model}`,
    subtitle: [v.production_year, v.version].filter(present).join(" · "),
    photo: cardPhoto(v),
    price: price.price,
    oldPrice: price.oldPrice,
    monthly: price.monthly,
    priceValue: price.value,
    attributes: options.attributes
      .filter((k) => !options.icons.includes(k as CardIcon))
      .map(value)
      .filter((a) => a.value !== ""),
    icons: options.icons.map(value).filter((a) => a.value !== ""),
    link: showroomHref(
      options.base,
      { ...v, id: resource.id },
      {
        mainBrand: options.mainBrand,
        lists: options.lists ?? [],
        isPostcodeSearchOn: options.postcode?.isOn ?? false,
        search: options.postcode?.search ?? null,
      },
    ),
    brand: v.nameplate_brand_name,
    model,
    state: v.state,
  };
}

// ---------------------------------------------------------------------------------------------
// Analytics

/** One ecommerce item of a vehicle list push (GA4 item names). */
interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_variant: string;
  item_list_name: string;
  price: number | null;
  currency: string;
  /** 001 §9: quantity 1 per item. */
  quantity: 1;
  /** 001 §9: the 1-based position in the whole list (page offset included). */
  index: number;
}

/** The analytics items of one page of cards; `offset` is how many vehicles the earlier pages hold. */
export function analyticsItems(
  cards: readonly VehicleCardModel[],
  options: { offset: number; listName: string; currency: string },
): AnalyticsItem[] {
  return cards.map((card, i) => ({
    item_id: card.id,
    item_name: card.model,
    item_brand: card.brand,
    item_category: card.state,
    item_variant: card.subtitle,
    item_list_name: options.listName,
    price: card.priceValue,
    currency: options.currency,
    quantity: 1,
    index: options.offset + i + 1,
  }));
}

// ---------------------------------------------------------------------------------------------
// Reverse calculator (monthly budget)

export interface BudgetTerms {
  /** Yearly interest rate in percent. */
  rate: number;
  /** Number of monthly payments. */
  term: number;
  /** Down payment in percent of the price. */
  downPayment: number;
}

/**
 * The highest vehicle price a monthly budget pays for: the present value of `term` monthly
 * payments at the monthly rate, plus the down payment it stands for (the loan being the rest of
 * the price). Null when the budget or the terms cannot give a price.
 */
export function budgetPrice(monthly: number, terms: BudgetTerms): number | null {
  if (!Number.isFinite(monthly) || monthly <= 0) return null;
  if (!Number.isInteger(terms.term) || terms.term <= 0) return null;
  if (!(terms.rate >= 0) || !(terms.downPayment >= 0) || terms.downPayment >= 100) return null;
  const r = terms.rate / 100 / 12;
  const loan = r === 0 ? monthly * terms.term : (monthly * (1 - (1 + r) ** -terms.term)) / r;
  const price = loan / (1 - terms.downPayment / 100);
  return Number.isFinite(price) ? Math.floor(price) : null;
}

// ---------------------------------------------------------------------------------------------
// Partner integration (001 §4)

/** The query parameters a partner's return carries (opportunity_id, cxp_env). */
interface PartnerContext {
  opportunityId: string;
  env: string;
}

/** The partner context of a URL query: null unless opportunity_id has a value. */
export function partnerContext(search: string): PartnerContext | null {
  const params = new URLSearchParams(search);
  const id = params.get("opportunity_id")?.trim() ?? "";
  if (id === "") return null;
  return { opportunityId: id, env: params.get("cxp_env")?.trim() ?? "" };
}

/**
 * The partner button's URL for a vehicle: cxp_redirect_url with opportunity_id, cxp_env,
 * vehicle_stock_id and vehicle_api_endpoint added. Null when the redirect URL is not https.
 */
export function partnerUrl(
  redirect: string,
  partner: PartnerContext,
  vehicle: { id: string; apiEndpoint: string },
): string | null {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  url.searchParams.set("opportunity_id", partner.opportunityId);
  url.searchParams.set("cxp_env", partner.env);
  url.searchParams.set("vehicle_stock_id", vehicle.id);
  url.searchParams.set("vehicle_api_endpoint", vehicle.apiEndpoint);
  return url.toString();
}

/** A vehicle's API URL (001 §3): {origin}/public_api/listing/{lists}/vehicle/{id}. */
export function vehicleApiEndpoint(origin: string, lists: string, id: string): string {
  return `${origin}/public_api/listing/${lists}/vehicle/${id}`;
}
