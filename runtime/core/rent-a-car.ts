import type {
  RentACarAdditionalJson,
  RentACarGroup,
  RentACarLocationsJson,
  RentACarVehiclesJson,
} from "../../generated/types.ts";
import { distanceBetween, isValidLatLng } from "./geo.ts";
import { escapeHtml } from "./html-escape.ts";

/**
 * The Rent a Car block's rules (002 §2.8, §3.16, §4.7, §9.7), pure so that the wizard's machine
 * (machines/rent-a-car-machine.ts), the island and the tests read one definition. Where the
 * specification is silent they are decided here:
 *
 * - A rental lasts the days between pick-up and drop-off, and at least one (same-day is one day).
 * - A day can be chosen when it is today or later and its weekday is not one of
 *   `datepicker_disabled_days` (0 Sunday … 6 Saturday); both ends of the range obey it.
 * - A car is offered at a pick-up location its `locations` list names; a custom pick-up address
 *   offers the cars marked 'unofficial'. The nameplate filter starts with 'All'.
 * - Extras are priced for the whole rental: quantity × price. The estimated total is
 *   days × daily price + every extra, in minor units; a car without a daily price has no total.
 */

export type RentalLocation = RentACarLocationsJson["locations_list"][number];
export type RentalVehicle = RentACarVehiclesJson["vehicles_list"][number];
export type ExtraSubitem = RentACarGroup["data_json"]["items"][number]["subitems"][number];
export type ExtraController = ExtraSubitem["controller"];

/** The pick-up or drop-off option that means "an address the visitor types". */
export const CUSTOM_LOCATION = "custom";
/** The vehicles' location key for a custom address (002 §3.16). */
export const UNOFFICIAL_LOCATION = "unofficial";
/** The filter value of 'All' nameplates. */
export const ALL_NAMEPLATES = "";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day of an ISO date at midnight UTC (so no time zone moves it), or null. */
function utcDay(iso: string): Date | null {
  const m = ISO_DAY.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

/** The weekday of an ISO day, 0 Sunday … 6 Saturday (as `datepicker_disabled_days` counts). */
export function weekdayOf(iso: string): number | null {
  return utcDay(iso)?.getUTCDay() ?? null;
}

/** Whether a day may be chosen: a real day, not before `today`, not on a disabled weekday. */
export function isDayAvailable(
  iso: string,
  rules: { today: string; disabledDays: readonly number[] },
): boolean {
  const weekday = weekdayOf(iso);
  if (weekday === null) return false;
  if (iso < rules.today) return false;
  return !rules.disabledDays.includes(weekday);
}

/** Days of the rental: the days between the dates, at least 1; null for a range that is not one. */
export function rentalDays(pickUp: string, dropOff: string): number | null {
  const a = utcDay(pickUp);
  const b = utcDay(dropOff);
  if (!a || !b || b < a) return null;
  return Math.max(1, Math.round((b.getTime() - a.getTime()) / DAY_MS));
}

/** Whether both ends are choosable days and drop-off is not before pick-up. */
export function isRangeValid(
  pickUp: string,
  dropOff: string,
  rules: { today: string; disabledDays: readonly number[] },
): boolean {
  return (
    isDayAvailable(pickUp, rules) &&
    isDayAvailable(dropOff, rules) &&
    rentalDays(pickUp, dropOff) !== null
  );
}

/** What the visitor has chosen of places. */
export interface PlaceChoice {
  pickUp: string;
  dropOff: string;
  isDifferentDropOff: boolean;
  customPickUp: string;
  customDropOff: string;
}

/** The drop-off in effect: the pick-up's, unless the visitor drops the car off elsewhere. */
export function effectiveDropOff(choice: PlaceChoice): { key: string; address: string } {
  return choice.isDifferentDropOff
    ? { key: choice.dropOff, address: choice.customDropOff }
    : { key: choice.pickUp, address: choice.customPickUp };
}

/** Whether the places are chosen: a pick-up (with its address when custom), and a drop-off when different. */
export function arePlacesChosen(choice: PlaceChoice): boolean {
  const isSet = (key: string, address: string) =>
    key !== "" && (key !== CUSTOM_LOCATION || address.trim() !== "");
  return (
    isSet(choice.pickUp, choice.customPickUp) &&
    (!choice.isDifferentDropOff || isSet(choice.dropOff, choice.customDropOff))
  );
}

/** The nameplates to filter by, each once in the order the cars name them ('All' is the UI's). */
export function nameplatesOf(vehicles: readonly RentalVehicle[]): string[] {
  return [...new Set(vehicles.map((v) => v.nameplate_name))];
}

/** The cars offered at a pick-up ("" before one is chosen: every car) of a nameplate ("" all). */
export function vehiclesFor(
  vehicles: readonly RentalVehicle[],
  pickUp: string,
  nameplate: string,
): { vehicle: RentalVehicle; index: number }[] {
  const place = pickUp === CUSTOM_LOCATION ? UNOFFICIAL_LOCATION : pickUp;
  return vehicles
    .map((vehicle, index) => ({ vehicle, index }))
    .filter(
      ({ vehicle }) =>
        (nameplate === ALL_NAMEPLATES || vehicle.nameplate_name === nameplate) &&
        (place === "" || vehicle.locations.includes(place)),
    );
}

/** How many of the block's locations a car is offered at ('unofficial' is not a location). */
export function locationCount(
  vehicle: RentalVehicle,
  locations: readonly RentalLocation[],
): number {
  return locations.filter((l) => vehicle.locations.includes(l.name_key)).length;
}

/**
 * A location's distance from another, in the block's unit, rounded as the cards show it (one
 * decimal under 10, whole above); null when either lacks coordinates.
 */
export function distanceFrom(
  from: RentalLocation | undefined,
  to: RentalLocation,
  unit: RentACarAdditionalJson["distance_unit"],
): number | null {
  const a = from?.coordinates;
  const b = to.coordinates;
  if (!a || !b || !isValidLatLng(a) || !isValidLatLng(b)) return null;
  const d = distanceBetween(a, b, unit);
  return d < 10 ? Math.round(d * 10) / 10 : Math.round(d);
}

/** The extras' keys: "group.item.subitem" (indexes). */
export function extraKey(group: number, item: number, subitem: number): string {
  return `${group}.${item}.${subitem}`;
}

/** The quantity a controller starts with: an amount's default (within its bounds), a toggler's when on. */
export function initialQuantity(controller: ExtraController): number {
  if (controller.type === "amount") return clampAmount(controller, controller.default);
  return controller.default ? (controller.value ?? 1) : 0;
}

/** An amount kept within the controller's min and max. */
export function clampAmount(
  controller: Extract<ExtraController, { type: "amount" }>,
  quantity: number,
): number {
  const low = Math.min(controller.min, controller.max);
  return Math.min(controller.max, Math.max(low, Math.round(quantity)));
}

/** Every extra's starting quantity, by key. */
export function initialExtras(groups: readonly RentACarGroup[]): Record<string, number> {
  const out: Record<string, number> = {};
  groups.forEach((g, gi) => {
    g.data_json.items.forEach((item, ii) => {
      item.subitems.forEach((sub, si) => {
        out[extraKey(gi, ii, si)] = initialQuantity(sub.controller);
      });
    });
  });
  return out;
}

/** One chosen extra: its words, quantity and price for the rental (minor units). */
export interface ExtraLine {
  key: string;
  heading: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
}

/** The extras chosen (quantity above 0), in the order of the steps. */
export function extraLines(
  groups: readonly RentACarGroup[],
  quantities: Readonly<Record<string, number>>,
): ExtraLine[] {
  const lines: ExtraLine[] = [];
  groups.forEach((g, gi) => {
    g.data_json.items.forEach((item, ii) => {
      item.subitems.forEach((sub, si) => {
        const key = extraKey(gi, ii, si);
        const quantity = quantities[key] ?? 0;
        if (quantity > 0)
          lines.push({
            key,
            heading: sub.heading,
            quantity,
            unitPrice: sub.price,
            subtotal: quantity * sub.price,
          });
      });
    });
  });
  return lines;
}

/**
 * The estimated total in minor units: days × daily price + the extras' subtotals; null when the
 * car has no daily price or the dates are not a range.
 */
export function rentalTotal(input: {
  dailyPrice: number | null;
  days: number | null;
  extras: readonly ExtraLine[];
}): number | null {
  if (input.dailyPrice === null || input.days === null) return null;
  return input.days * input.dailyPrice + input.extras.reduce((sum, l) => sum + l.subtotal, 0);
}

/**
 * The summary template with each `{{f_<field name>}}` replaced by the contact form's value,
 * HTML-escaped and isolated for bidirectional text in a `<bdi>` (a phone's "+971…" stays whole in
 * an Arabic line; a list joined by commas, a tick box «✓» or empty); a placeholder naming no field
 * becomes empty. The template itself is the editor's HTML, sanitised on render.
 */
export function fillSummaryTemplate(
  template: string,
  values: Readonly<Record<string, string | boolean | readonly string[]>>,
): string {
  return template.replace(/\{\{\s*f_([A-Za-z0-9_.-]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === false) return "";
    if (value === true) return "✓";
    const text = typeof value === "string" ? value : value.join("، ");
    return text === "" ? "" : `<bdi>${escapeHtml(text)}</bdi>`;
  });
}

/** The booking's values the hidden-field mapping's placeholders name. */
export interface BookingTokens {
  pick_up_location: string;
  drop_off_location: string;
  pick_up_date: string;
  drop_off_date: string;
  days: string;
  vehicle: string;
  extras: string;
  total: string;
  currency: string;
}

/**
 * `form_hidden_field_mapping` with its `{{token}}` placeholders filled from the booking (an
 * unknown token is left as written, so an editor sees the mistake in the lead).
 */
export function fillHiddenFields(
  mapping: Readonly<Record<string, string>>,
  tokens: BookingTokens,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(mapping))
    out[name] = value.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, token: string) =>
      Object.hasOwn(tokens, token) ? tokens[token as keyof BookingTokens] : whole,
    );
  return out;
}

/** `$1` (and `$2`) of a block text replaced by the figures given. */
export function fillText(text: string, ...values: string[]): string {
  return text.replace(/\$([12])/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

type DateSettings = RentACarAdditionalJson["date"];

/**
 * The locale chosen dates are written in: the block's `date.locale` (002 §9.7: en-US) on a page
 * of that language (en-US rather than en-GB on an English page), else the page's own language, so
 * an Arabic page writes Arabic dates whatever the block's default says.
 */
export function dateLocale(pageTag: string, settings: Pick<DateSettings, "locale">): string {
  const language = (tag: string) => tag.split("-")[0]?.toLowerCase() ?? "";
  return settings.locale !== "" && language(settings.locale) === language(pageTag)
    ? settings.locale
    : pageTag;
}

/** The Intl options of the block's date settings (an empty option is left out), in UTC days. */
export function dateOptions(settings: Pick<DateSettings, "options">): Intl.DateTimeFormatOptions {
  const options: Intl.DateTimeFormatOptions = { timeZone: "UTC" };
  const o = settings.options;
  if (o.weekday !== "") options.weekday = o.weekday;
  if (o.year !== "") options.year = o.year;
  if (o.month !== "") options.month = o.month;
  if (o.day !== "") options.day = o.day;
  return options;
}

/** An ISO day written by the block's date settings in the page's language ("" when not a day). */
export function formatRentalDate(
  iso: string,
  pageTag: string,
  settings: Pick<DateSettings, "locale" | "options">,
): string {
  const day = utcDay(iso);
  if (!day) return "";
  return new Intl.DateTimeFormat(dateLocale(pageTag, settings), dateOptions(settings)).format(day);
}
