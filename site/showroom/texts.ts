import { formatAmount, type PriceFormat } from "../../runtime/core/prices.ts";
import type { MappedVehicle } from "../../runtime/core/stock/vehicle.ts";
import type { translator } from "../i18n/index.ts";

type Translate = ReturnType<typeof translator>;

/** A key's translation, or `fallback` when the tables have none (i18next returns the key). */
export function textOr(t: Translate, key: string, fallback: string): string {
  const value = String(t(key));
  return value === key ? fallback : value;
}

/** An enumeration's value in words (engine, transmission, state, status), else as it is. */
function valueText(
  t: Translate,
  kind: "engine" | "transmission" | "state" | "status",
  value: string,
): string {
  return value === "" ? "" : textOr(t, `stockLocator.values.${kind}.${value}`, value);
}

/** The vehicle's title (001 §2): year, state, brand, model; then colour, drivetrain, version. */
interface VehicleTitle {
  main: string;
  details: string;
  /** Both, for the document's <title> and the structured data's name. */
  full: string;
}

export function vehicleTitle(vehicle: MappedVehicle, t: Translate): VehicleTitle {
  const s = vehicle.specification;
  const main = [
    s.productionYear === null ? "" : String(s.productionYear),
    valueText(t, "state", s.state),
    s.brand,
    s.title || s.model,
  ]
    .filter((p) => p !== "")
    .join(" ");
  const details = [s.color, s.drivetrain, s.version].filter((p) => p !== "").join(" · ");
  return { main, details, full: details === "" ? main : `${main} · ${details}` };
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
    ["color", s.color],
    ["colorInterior", s.colorInterior],
    ["vin", s.vin],
    ["orderNumber", s.orderNumber],
    ["avl", avl],
  ];
  if (options.all === true)
    rows.push(
      ["model", s.title || s.model],
      ["modelYear", s.modelYear === null ? "" : String(s.modelYear)],
      ["version", s.version],
      ["drivetrain", s.drivetrain],
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
