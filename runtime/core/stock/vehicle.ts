import type {
  StockIncluded,
  StockMeta,
  StockVehicle,
  StockVehicleResource,
} from "../../../generated/types.ts";
import type { PriceFormat } from "../prices.ts";
import { type VehicleOwner, vehicleOwner } from "./owner.ts";
import {
  formatStockPrice,
  type PriceFigure,
  settingsForCurrency,
  type VehiclePrices,
  vehiclePrices,
  visiblePurchasePrice,
} from "./showroom-prices.ts";
import { type PostcodeSearchQuery, showroomPath } from "./slug.ts";

/**
 * A stock vehicle answer (001 §3 'Stock vehicle': data, included, meta) mapped to what the
 * showroom and the vehicle cards work with (001 §3 'Mapped vehicle'), and its schema.org Car
 * structured data. Pure: no fetch, no settings map, no DOM.
 */

/** The publication lists the vehicle is read from, its data, included items and meta. */
export interface VehicleAnswer {
  data: StockVehicleResource;
  included?: readonly StockIncluded[];
  meta?: StockMeta | null;
}

export interface MapVehicleOptions {
  /** The publication lists the page reads it from (?list=, default ['default']). */
  lists: readonly string[];
  priceSettings: PriceFormat;
  /** stock_locator.main_brand: left out of the slug. */
  mainBrand?: string;
  /** stock_locator.features has postcode_search: the link carries the visitor's search. */
  isPostcodeSearchOn?: boolean;
  /** The visitor's postcode search; its state picks a new vehicle's drive-away price. */
  search?: PostcodeSearchQuery | null;
  /** stock_locator.default_state: the drive-away state when the visitor chose none. */
  defaultState?: string;
  /** stock_locator.seats_translations, parsed (see parseSeatsTranslations). */
  seatsTranslations?: Readonly<Record<string, string>> | null;
  /** The inventory API root (this server: ''). */
  apiRoot?: string;
}

export interface VehiclePhoto {
  normal: string;
  medium: string;
  hd: string;
  quarterHd: string;
}

interface VehicleButton {
  id: string;
  label: string;
  action: "popup" | "custom" | "url";
  target: "_blank" | "self";
  /** The link of a url button ("" otherwise). */
  url: string;
  /** The popup's content (HTML, sanitised before it is shown) of a popup button. */
  popupContent: string;
  /** A custom button's action name (target_action), e.g. reserve. */
  customAction: string;
}

interface VehicleReservation {
  label: string;
  reservation_fee_amount: string;
  reservation_fee_currency: string;
  reservation_fee: number | null;
  reservation_fee_base: number | null;
  reservation_fee_currency_code: string;
  financing_options: string[];
  owner_uuid: string;
  owner_id: string | null;
  setup_type: string;
}

interface Measure {
  value: number;
  unit: string;
}

interface VehicleSpecification {
  brand: string;
  state: StockVehicle["state"];
  status: StockVehicle["status"];
  model: string;
  /** model_display_name, else the model. */
  title: string;
  version: string;
  drivetrain: string;
  productionYear: number | null;
  modelYear: number | null;
  transmission: string;
  mileage: Measure | null;
  engines: string[];
  capacity: Measure | null;
  power: Measure | null;
  deliveryDate: string;
  avl: {
    registrationDate: string;
    omv: PriceFigure | null;
    arf: PriceFigure | null;
    parf: PriceFigure | null;
  } | null;
  color: string;
  colorCanonical: string;
  colorInterior: string;
  vin: string;
  /** The last 3 characters of the VIN. */
  shortVin: string;
  ownerName: string;
  orderNumber: string;
  nameplateExternalCode: string;
  nameplateModelGroup: string;
  /** label: the custom seats translation of the number, null for the built-in one. */
  numberOfSeats: { label: string | null; value: number } | null;
  batteryCapacity: number | null;
}

export interface MappedVehicle {
  id: string;
  /** The lists it was read from. */
  list: string[];
  description: string;
  publicationLists: string[];
  /** The showroom page, without the language base: showroom/{slug}-{id}[?…]. */
  link: string;
  /** {inventory API root}/public_api/listing/{lists}/vehicle/{id}. */
  apiEndpoint: string;
  disclaimers: string[];
  productCardDisclaimer: string;
  footnote: string;
  equipment: {
    standard: string[];
    optional: { name: string; price: PriceFigure | null }[];
    accessories: string[];
  };
  owner: VehicleOwner | null;
  japanUsedAndApproved: NonNullable<StockVehicle["japan_used_and_approved_cars_field"]> | null;
  vehicleFromConfigurator: boolean;
  specification: VehicleSpecification;
  prices: VehiclePrices;
  pricesAvl: VehiclePrices["avl"];
  pricesDriveAway: VehiclePrices["driveAway"];
  pricesOnTheRoad: VehiclePrices["onTheRoad"];
  priceBreakdownData: VehiclePrices["breakdown"];
  buttons: VehicleButton[];
  reservation: VehicleReservation | null;
  photos: VehiclePhoto[];
  videoUrl: string;
  configUrl: string;
  /** Raw attributes also kept. */
  raw: Pick<
    StockVehicle,
    | "status"
    | "state"
    | "transmission"
    | "engine_type"
    | "version"
    | "prices_type"
    | "price_hidden"
    | "owner_contact_details"
    | "nameplate_external_code"
  >;
}

const text = (value: string | null | undefined): string => (value ?? "").trim();
const num = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** The last 3 characters of a VIN ("" for none). */
export function shortVin(vin: string | null | undefined): string {
  const v = text(vin);
  return v.slice(-3);
}

/**
 * The custom seats translations (stock_locator.seats_translations: JSON of number -> label).
 * Invalid JSON, or JSON that is not such an object, logs 'Cannot parse custom "seats"
 * translations' and gives null (the built-in label is used).
 */
export function parseSeatsTranslations(
  raw: string | null | undefined,
  log: (message: string) => void,
): Record<string, string> | null {
  const source = (raw ?? "").trim();
  if (source === "") return null;
  try {
    const parsed: unknown = JSON.parse(source);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
      throw new Error("not an object");
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === "string" || typeof value === "number") out[key] = String(value);
    }
    return out;
  } catch {
    log('Cannot parse custom "seats" translations');
    return null;
  }
}

/** Only an http(s) URL or a site path may be a button's link or a photo. */
function safeUrl(value: string | null | undefined): string {
  const v = text(value);
  if (/^https?:\/\/[^\s]+$/i.test(v)) return v;
  if (/^\/(?!\/)[^\s]*$/.test(v)) return v;
  return "";
}

/** Photos from attributes.photos, else the included photo items in sequence order. */
export function vehiclePhotos(
  attributes: Pick<StockVehicle, "photos" | "cover_photo_medium">,
  included: readonly StockIncluded[] = [],
): VehiclePhoto[] {
  const fromAttributes = (attributes.photos ?? [])
    .map((p) => {
      const normal = safeUrl(p.normal);
      return {
        normal,
        medium: safeUrl(p.medium) || normal,
        hd: safeUrl(p.hd) || normal,
        quarterHd: safeUrl(p.quarter_hd) || normal,
      };
    })
    .filter((p) => p.normal !== "");
  if (fromAttributes.length > 0) return fromAttributes;
  const fromIncluded = included
    .flatMap((item) => (item.type === "photo" ? [item.attributes] : []))
    .sort((a, b) => a.sequence - b.sequence)
    .map((p) => {
      const normal =
        safeUrl(p.big_path) || safeUrl(p.full_path) || safeUrl(p.hd_path) || safeUrl(p.medium_path);
      return {
        normal,
        medium: safeUrl(p.medium_path) || normal,
        hd: safeUrl(p.hd_path) || safeUrl(p.full_path) || normal,
        quarterHd: safeUrl(p.quarter_hd_path) || normal,
      };
    })
    .filter((p) => p.normal !== "");
  if (fromIncluded.length > 0) return fromIncluded;
  const cover = safeUrl(attributes.cover_photo_medium);
  return cover === "" ? [] : [{ normal: cover, medium: cover, hd: cover, quarterHd: cover }];
}

/** target_action values that open a new window, and those that name a window at all. */
const NEW_WINDOW_TARGETS = new Set(["_blank", "blank", "new_window", "new-tab", "new_tab"]);
const WINDOW_TARGETS = new Set([...NEW_WINDOW_TARGETS, "self", "_self"]);

/** Which kind of button a meta button is: by target_type (popup/modal, url/link), else custom. */
function buttonAction(targetType: string): VehicleButton["action"] {
  const kind = targetType.trim().toLowerCase();
  if (kind === "popup" || kind === "modal") return "popup";
  if (kind === "url" || kind === "link") return "url";
  return "custom";
}

/**
 * The listing's buttons (meta.buttons) of the vehicle's button set setup: each {id, label,
 * action popup | custom | url, target _blank | self, url, popupContent}. A url button without a
 * safe link, and a button without a label, are dropped.
 */
export function vehicleButtons(
  meta: StockMeta | null | undefined,
  included: readonly StockIncluded[] = [],
): VehicleButton[] {
  const setups = new Set(included.flatMap((i) => (i.type === "button_set_setup" ? [i.id] : [])));
  const out: VehicleButton[] = [];
  for (const button of meta?.buttons ?? []) {
    if (setups.size > 0 && !setups.has(button.button_set_setup_id)) continue;
    const label = text(button.label);
    if (label === "") continue;
    const action = buttonAction(button.target_type ?? button.button_type ?? "");
    const targetAction = text(button.target_action).toLowerCase();
    const url = action === "url" ? safeUrl(button.target) : "";
    if (action === "url" && url === "") continue;
    out.push({
      id: button.id,
      label,
      action,
      target: NEW_WINDOW_TARGETS.has(targetAction) ? "_blank" : "self",
      url,
      popupContent: action === "popup" ? text(button.target) : "",
      // A custom button's action is its target (reserve…), else a target_action that is one.
      customAction:
        action === "custom"
          ? text(button.target).toLowerCase() ||
            (WINDOW_TARGETS.has(targetAction) ? "" : targetAction)
          : "",
    });
  }
  return out;
}

/** The reservation data from the included button set setup (null when there is none). */
function vehicleReservation(
  attributes: StockVehicle,
  included: readonly StockIncluded[],
  ownerId: string | null,
  settings: PriceFormat,
): VehicleReservation | null {
  const setup = included.find((i) => i.type === "button_set_setup");
  if (setup?.type !== "button_set_setup") return null;
  const fee = num(setup.attributes.reservation_fee ?? null);
  const currencySettings = settingsForCurrency(settings, attributes.currency);
  return {
    label: "showroom.reserve",
    reservation_fee_amount: fee === null ? "" : formatStockPrice(fee, currencySettings, "amount"),
    reservation_fee_currency: currencySettings.symbol,
    reservation_fee: fee,
    reservation_fee_base: fee === null ? null : Math.round(fee * 100),
    reservation_fee_currency_code: text(attributes.currency) || settings.currencyIso,
    financing_options: setup.attributes.financing_options ?? [],
    owner_uuid: text(attributes.owner_uuid),
    owner_id: ownerId,
    setup_type: setup.attributes.setup_type,
  };
}

/** Every disclaimer the answer carries: the vehicle's, then its listings'. */
function vehicleDisclaimers(attributes: StockVehicle, included: readonly StockIncluded[]) {
  const all = [
    ...(attributes.disclaimers ?? []),
    ...included.flatMap((i) => (i.type === "listing" ? i.attributes.disclaimers : [])),
  ]
    .map((d) => d.trim())
    .filter((d) => d !== "");
  return [...new Set(all)];
}

/** The drive-away state: the visitor's postcode search, else the default state. */
function driveAwayState(
  search: PostcodeSearchQuery | null | undefined,
  defaultState: string | undefined,
): string {
  return text(search?.state) || text(defaultState);
}

/** The vehicle answer mapped for the showroom (001 §3 'Mapped vehicle'). */
export function mapVehicle(answer: VehicleAnswer, options: MapVehicleOptions): MappedVehicle {
  const { data } = answer;
  const a = data.attributes;
  const included = answer.included ?? [];
  const lists = options.lists.length > 0 ? [...options.lists] : ["default"];
  const ownerId = data.relationships.owner.data?.id ?? null;
  const prices = vehiclePrices(a, {
    settings: options.priceSettings,
    state: driveAwayState(options.search, options.defaultState),
    metaPrices: answer.meta?.prices ?? null,
  });
  const currencySettings = settingsForCurrency(options.priceSettings, a.currency);
  const owner = vehicleOwner(a, ownerId);
  const seats = num(a.number_of_seats);
  const hasAvl =
    a.avl_field !== undefined &&
    Object.values(a.avl_field).some((v) => v !== null && v !== undefined && v !== "");
  return {
    id: data.id,
    list: lists,
    description: text(a.long_description),
    publicationLists: data.publication_lists ?? [],
    link: showroomPath(
      { ...a, id: data.id },
      {
        mainBrand: options.mainBrand ?? "",
        lists,
        isPostcodeSearchOn: options.isPostcodeSearchOn ?? false,
        search: options.search ?? null,
      },
    ),
    apiEndpoint: `${options.apiRoot ?? ""}/public_api/listing/${lists.join(",")}/vehicle/${data.id}`,
    disclaimers: vehicleDisclaimers(a, included),
    productCardDisclaimer: text(a.product_card_disclaimer?.description),
    footnote: text(a.footnote),
    equipment: {
      standard: (a.features_standard ?? []).map(text).filter((f) => f !== ""),
      optional: (a.features_optional ?? [])
        .filter((f) => text(f.name) !== "")
        .map((f) => {
          const price = num(f.price ?? null);
          return {
            name: text(f.name),
            price:
              price !== null && price > 0
                ? { raw: price, text: formatStockPrice(price, currencySettings, "amount") }
                : null,
          };
        }),
      accessories: (a.accessories ?? []).map(text).filter((f) => f !== ""),
    },
    owner,
    japanUsedAndApproved: a.japan_used_and_approved_cars_field ?? null,
    vehicleFromConfigurator: false,
    specification: {
      brand: text(a.nameplate_brand_name),
      state: a.state,
      status: a.status,
      model: text(a.nameplate_name),
      title: text(a.model_display_name) || text(a.nameplate_name),
      version: text(a.version),
      drivetrain: text(a.drivetrain),
      productionYear: num(a.production_year),
      modelYear: num(a.model_year),
      transmission: text(a.transmission),
      mileage:
        num(a.mileage) === null ? null : { value: a.mileage ?? 0, unit: a.mileage_unit ?? "km" },
      engines: [...(a.engine_type ?? [])],
      capacity:
        num(a.engine_capacity_normalized) === null || (a.engine_capacity_normalized ?? 0) <= 0
          ? null
          : {
              value: a.engine_capacity_normalized ?? 0,
              unit: text(a.engine_capacity_unit) || "cc",
            },
      power:
        num(a.power) === null || (a.power ?? 0) <= 0
          ? null
          : { value: a.power ?? 0, unit: a.power_unit ?? "kW" },
      deliveryDate: text(a.delivery_date),
      avl: hasAvl
        ? {
            registrationDate: text(a.avl_field?.registration_date),
            ...prices.avl,
          }
        : null,
      color: text(a.color_name),
      colorCanonical: text(a.color_canonical),
      colorInterior: text(a.interior_color),
      vin: text(a.vin),
      shortVin: shortVin(a.vin),
      ownerName: owner?.name ?? "",
      orderNumber: text(a.order_number),
      nameplateExternalCode: text(a.nameplate_external_code),
      nameplateModelGroup: text(a.nameplate_model_group),
      numberOfSeats:
        seats === null
          ? null
          : { value: seats, label: options.seatsTranslations?.[String(seats)] ?? null },
      batteryCapacity: num(a.battery_capacity ?? null),
    },
    prices,
    pricesAvl: prices.avl,
    pricesDriveAway: prices.driveAway,
    pricesOnTheRoad: prices.onTheRoad,
    priceBreakdownData: prices.breakdown,
    buttons: vehicleButtons(answer.meta, included),
    reservation: vehicleReservation(a, included, ownerId, options.priceSettings),
    photos: vehiclePhotos(a, included),
    videoUrl: safeUrl(a.video_url),
    configUrl: safeUrl(a.config_url),
    raw: {
      status: a.status,
      state: a.state,
      transmission: a.transmission,
      engine_type: a.engine_type,
      version: a.version,
      prices_type: a.prices_type,
      price_hidden: a.price_hidden ?? false,
      owner_contact_details: a.owner_contact_details,
      nameplate_external_code: a.nameplate_external_code,
    },
  };
}

/**
 * Showroom init, step 3 (001 §4): the vehicle answer is an error when it is missing or its
 * specification has no model.
 */
export function isShowableVehicle(answer: VehicleAnswer | null): answer is VehicleAnswer {
  return answer !== null && text(answer.data.attributes.nameplate_name) !== "";
}

/**
 * Similar vehicles (001 §4 step 4, §9): the list answer's vehicles without the current one, at
 * most `max`.
 */
export function similarVehicles<T extends { id: string }>(
  vehicles: readonly T[],
  currentId: string,
  max: number,
): T[] {
  return vehicles.filter((v) => v.id !== currentId).slice(0, max);
}

/** The order-online details step of a vehicle (its route; that journey is a later issue). */
export function reserveHref(base: string, id: string, lists: readonly string[]): string {
  const root = base.endsWith("/") ? base : `${base}/`;
  const params = new URLSearchParams({ list: lists.join(",") });
  return `${root}showroom-order-online/vehicle/${encodeURIComponent(id)}?${params}`;
}

/** A vehicle may be reserved unless it is sold or reserved already. */
export function isReservable(status: string): boolean {
  return status !== "sold" && status !== "reserved";
}

// ---------------------------------------------------------------------------------------------
// schema.org Car structured data.

const SCHEMA = "https://schema.org/";

/** schema.org availability of a vehicle status. */
export function offerAvailability(status: string): string {
  switch (status) {
    case "stock":
    case "demo":
      return `${SCHEMA}InStock`;
    case "available_soon":
    case "in_production":
    case "delivery":
      return `${SCHEMA}PreOrder`;
    case "on_demand":
      return `${SCHEMA}BackOrder`;
    case "reserved":
      return `${SCHEMA}LimitedAvailability`;
    case "sold":
      return `${SCHEMA}SoldOut`;
    default:
      return `${SCHEMA}InStock`;
  }
}

/** schema.org item condition of a vehicle state: new is new, anything else used. */
export function itemCondition(state: string): string {
  return state === "new" ? `${SCHEMA}NewCondition` : `${SCHEMA}UsedCondition`;
}

/** UN/CEFACT unit codes of the odometer: km KMT, miles SMI. */
const ODOMETER_UNIT: Record<string, string> = { km: "KMT", mi: "SMI" };

const FUEL: Record<string, string> = {
  petrol: "Petrol",
  diesel: "Diesel",
  bev: "Electric",
  hev: "Hybrid",
  mhev: "Mild hybrid",
  phev: "Plug-in hybrid",
  phev_rev: "Plug-in hybrid",
  ffv: "Flexible fuel",
};

/** Drops undefined, null and "" values, so the JSON says only what is known. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  ) as Partial<T>;
}

/**
 * The vehicle's schema.org Car (JSON-LD object): name, brand, model, VIN, production date,
 * odometer, colours, transmission, fuel, seats, photos, and offers {price (when a visitor may
 * see it), priceCurrency, availability from the status, itemCondition from the state, url,
 * seller AutoDealer from the owner}.
 */
export function vehicleStructuredData(
  vehicle: MappedVehicle,
  page: { url: string; title: string; showOwner: boolean; origin: string },
): Record<string, unknown> {
  const absolute = (url: string) => (url.startsWith("/") ? `${page.origin}${url}` : url);
  const s = vehicle.specification;
  const purchase = visiblePurchasePrice(vehicle.prices);
  const owner = vehicle.owner;
  const seller =
    owner && page.showOwner && owner.name !== ""
      ? compact({
          "@type": "AutoDealer",
          name: owner.name,
          telephone: owner.phone,
          email: owner.email,
          address: compact({
            "@type": "PostalAddress",
            streetAddress: owner.address,
            addressLocality: owner.city,
            postalCode: owner.zipcode,
            addressRegion: owner.state,
          }),
        })
      : null;
  const offers = compact({
    "@type": "Offer",
    url: page.url,
    price: purchase ? purchase.value_raw : null,
    priceCurrency: vehicle.prices.currency,
    availability: offerAvailability(s.status),
    itemCondition: itemCondition(s.state),
    seller,
  });
  return compact({
    "@context": "https://schema.org",
    "@type": "Car",
    name: page.title,
    url: page.url,
    description: vehicle.description,
    brand: s.brand ? { "@type": "Brand", name: s.brand } : null,
    model: s.title || s.model,
    vehicleConfiguration: s.version,
    vehicleIdentificationNumber: s.vin,
    productionDate: s.productionYear === null ? null : String(s.productionYear),
    vehicleModelDate: s.modelYear === null ? null : String(s.modelYear),
    mileageFromOdometer: s.mileage
      ? {
          "@type": "QuantitativeValue",
          value: s.mileage.value,
          unitCode: ODOMETER_UNIT[s.mileage.unit] ?? "KMT",
        }
      : null,
    color: s.color,
    vehicleInteriorColor: s.colorInterior,
    vehicleTransmission:
      s.transmission === "auto" ? "Automatic" : s.transmission === "manual" ? "Manual" : "",
    driveWheelConfiguration: s.drivetrain,
    fuelType: s.engines.map((e) => FUEL[e] ?? e).join(", "),
    seatingCapacity: s.numberOfSeats?.value ?? null,
    itemCondition: itemCondition(s.state),
    image: vehicle.photos.length > 0 ? vehicle.photos.map((p) => absolute(p.hd || p.normal)) : null,
    offers,
  });
}
