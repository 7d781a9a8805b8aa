import { formatAmount, type PriceFormat } from "../../runtime/core/prices.ts";
import type { MappedVehicle } from "../../runtime/core/stock/vehicle.ts";
import type { translator } from "../i18n/index.ts";

type Translate = ReturnType<typeof translator>;

/** A key's translation, or `fallback` when the tables have none (i18next returns the key). */
export function textOr(t: Translate, key: string, fallback: string): string {
  const value = String(t(key));
  return value === key ? fallback : value;
}

/** An enumeration's value in words (engine, transmission, state, status, drivetrain), else as it is. */
function valueText(
  t: Translate,
  kind: "engine" | "transmission" | "state" | "status" | "drivetrain",
  value: string,
): string {
  return value === "" ? "" : textOr(t, `stockLocator.values.${kind}.${value}`, value);
}

/**
 * A brand or model name as the page's language writes it (stockLocator.values.brand / .model),
 * else as the stock data has it.
 */
export function brandText(t: Translate, brand: string): string {
  return brand === "" ? "" : textOr(t, `stockLocator.values.brand.${brand}`, brand);
}

/**
 * The model's title in the page's language, as its name and the rest: a display name that starts
 * with the model's name ("Defender 110 SE D300") gives the translated name and the trim
 * («ديفندر», "110 SE D300"), so each can be isolated and the trim reads left to right as one.
 */
export function modelParts(t: Translate, model: string, title: string): string[] {
  const name = title || model;
  if (model === "") return name === "" ? [] : [name];
  const translated = textOr(t, `stockLocator.values.model.${model}`, model);
  if (name === model) return [translated];
  return name.startsWith(`${model} `) ? [translated, name.slice(model.length + 1)] : [name];
}

/** The model's title in the page's language ("ديفندر 110 SE D300"). */
export function modelText(t: Translate, model: string, title: string): string {
  return modelParts(t, model, title).join(" ");
}

/**
 * The exterior colour in the page's language: the paint's name when it is written in the
 * script of the page's own words, else the canonical colour in words — a feed in English gives
 * "Fuji White", which an Arabic page shows as «أبيض» instead of a Latin name in Arabic text.
 */
export function colorText(t: Translate, name: string, canonical: string): string {
  if (canonical === "") return name;
  const inWords = textOr(t, `stockLocator.values.color.${canonical}`, "");
  if (name === "") return inWords;
  const isLatin = (text: string) => /[A-Za-z]/.test(text);
  return inWords !== "" && isLatin(name) && !isLatin(inWords) ? inWords : name;
}

/** The vehicle's title (001 §2): year, state, brand, model; then colour, drivetrain, version. */
interface VehicleTitle {
  main: string;
  details: string;
  /** Both, for the document's <title> and the structured data's name. */
  full: string;
  /**
   * The parts of `main` and `details` one by one, so the page can isolate each (a Latin model
   * code inside an Arabic title keeps its own order: <bdi> per part).
   */
  mainParts: readonly string[];
  detailParts: readonly string[];
}

export function vehicleTitle(vehicle: MappedVehicle, t: Translate): VehicleTitle {
  const s = vehicle.specification;
  const mainParts = [
    s.productionYear === null ? "" : String(s.productionYear),
    valueText(t, "state", s.state),
    brandText(t, s.brand),
    ...modelParts(t, s.model, s.title),
  ].filter((p) => p !== "");
  const detailParts = [
    colorText(t, s.color, s.colorCanonical),
    valueText(t, "drivetrain", s.drivetrain),
    s.version,
  ].filter((p) => p !== "");
  const main = mainParts.join(" ");
  const details = detailParts.join(" · ");
  return {
    main,
    details,
    full: details === "" ? main : `${main} · ${details}`,
    mainParts,
    detailParts,
  };
}

/** One specification row: its label and its value in words. */
interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/**
 * The specification attributes in the showroom's order (001 §9: state, status, deliveryDate,
 * productionYear, mileage, transmission, engines, capacity, power, color, colorInterior, vin,
 * orderNumber, avl), each with a value; `all` adds the rest of the specification (the accordion).
 */
export function specificationRows(
  vehicle: MappedVehicle,
  t: Translate,
  options: { prices: PriceFormat; dateLocale: string; all?: boolean },
): SpecRow[] {
  const s = vehicle.specification;
  const number = (n: number) =>
    formatAmount(n, {
      delimiter: options.prices.delimiter,
      decimals: Number.isInteger(n) ? 0 : 1,
      digits: options.prices.digits,
    });
  const unit = (u: string) => textOr(t, `stockLocator.units.${u}`, u);
  const date = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(d.getTime())) return iso;
    return new Intl.DateTimeFormat(options.dateLocale, {
      dateStyle: "long",
      timeZone: "UTC",
    }).format(d);
  };
  const label = (key: string) =>
    textOr(t, `stockLocator.attributes.${key}`, textOr(t, `showroom.attributes.${key}`, key));
  const avl = s.avl
    ? [
        s.avl.registrationDate
          ? `${label("registrationDate")}: ${date(s.avl.registrationDate)}`
          : "",
        s.avl.omv ? `OMV ${s.avl.omv.text}` : "",
        s.avl.arf ? `ARF ${s.avl.arf.text}` : "",
        s.avl.parf ? `PARF ${s.avl.parf.text}` : "",
      ]
        .filter((p) => p !== "")
        .join("، ")
    : "";
  const rows: [string, string][] = [
    ["state", valueText(t, "state", s.state)],
    ["status", valueText(t, "status", s.status)],
    ["deliveryDate", s.deliveryDate ? date(s.deliveryDate) : ""],
    ["productionYear", s.productionYear === null ? "" : String(s.productionYear)],
    ["mileage", s.mileage ? `${number(s.mileage.value)} ${unit(s.mileage.unit)}` : ""],
    ["transmission", valueText(t, "transmission", s.transmission)],
    ["engines", s.engines.map((e) => valueText(t, "engine", e)).join("، ")],
    ["capacity", s.capacity ? `${number(s.capacity.value)} ${unit(s.capacity.unit)}` : ""],
    ["power", s.power ? `${number(s.power.value)} ${unit(s.power.unit)}` : ""],
    ["color", colorText(t, s.color, s.colorCanonical)],
    ["colorInterior", s.colorInterior],
    ["vin", s.vin],
    ["orderNumber", s.orderNumber],
    ["avl", avl],
  ];
  if (options.all === true)
    rows.push(
      ["model", modelText(t, s.model, s.title)],
      ["modelYear", s.modelYear === null ? "" : String(s.modelYear)],
      ["version", s.version],
      ["drivetrain", valueText(t, "drivetrain", s.drivetrain)],
      [
        "numberOfSeats",
        s.numberOfSeats
          ? (s.numberOfSeats.label ?? `${s.numberOfSeats.value} ${unit("seats")}`)
          : "",
      ],
      [
        "batteryCapacity",
        s.batteryCapacity === null ? "" : `${number(s.batteryCapacity)} ${unit("kWh")}`,
      ],
    );
  return rows
    .filter(([, value]) => value !== "")
    .map(([key, value]) => ({ key, label: label(key), value }));
}
