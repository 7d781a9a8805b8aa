import type { RangeCalculatorData } from "../../generated/types.ts";
import { isRecord } from "./records.ts";

/**
 * The Range Calculator's model (002 §3.11: "the range model is not shown", so designed here): the
 * electric range of an engine under the visitor's filters, from the JSON its block names in
 * json_url (shape: schemas/entities/range-calculator-data.schema.json).
 *
 * Assumptions, each a number of the data file so a distributor can tune them:
 *
 * - An engine's `wltp_km` is its WLTP combined electric range on the car's smallest wheel, at the
 *   reference temperature, climate control off, the driver alone. So its consumption there is
 *   `usable_kwh / wltp_km` (kWh per km), and the range is the usable energy over the consumption
 *   under the filters: `range = usable_kwh / consumption`.
 * - The consumption is the WLTP one times a factor per condition, multiplied together:
 *   - temperature: `temperature_consumption` read at the outside temperature (linear between
 *     points, flat beyond the ends): a cold battery and drivetrain use more;
 *   - driving environment: `environments[env].factor` (urban below 1: slow, with regenerative
 *     braking; motorway above 1: air drag);
 *   - wheels: `1 + wheel_factor_per_inch × (inches − the car's smallest inches)`;
 *   - load: `1 + occupant_factor × (occupants − 1)`.
 * - Climate control on adds its power draw, `hvac_kw` at the outside temperature (heating in the
 *   cold, cooling in the heat), spread over the distance driven in an hour at the environment's
 *   average speed: `hvac_kw / speed_kmh` kWh per km. So it costs most in slow urban driving.
 * - Preconditioning (cabin and battery brought to temperature on grid power before leaving)
 *   removes `preconditioning.temperature_share` of the temperature penalty (only a penalty: a
 *   factor below 1 stays) and `preconditioning.hvac_share` of the climate control's energy.
 *
 * At the WLTP conditions every factor is 1 and the range is `wltp_km`. What follows, and the
 * property tests hold: larger wheels, more occupants, climate control on or preconditioning off
 * never give more range; and at or below the reference temperature, colder never gives more range
 * (the server refuses a file whose tables would say otherwise: {@link rangeDataProblems}). Above
 * the reference, heat may cost range again (cooling, the battery's own cooling), as measured on
 * real cars. The figure shown is rounded to a whole km or mile.
 */

export const RANGE_ENVIRONMENTS = ["combined", "motorway", "urban"] as const;
export type RangeEnvironment = (typeof RANGE_ENVIRONMENTS)[number];

export const MIN_OCCUPANTS = 1;
export const MAX_OCCUPANTS = 5;
export const OCCUPANT_COUNTS = [1, 2, 3, 4, 5] as const;

/** Kilometres in a mile (international mile). */
export const KM_PER_MILE = 1.609344;

export type RangeUnit = "km" | "mile";

type Conditions = RangeCalculatorData["conditions"];

/** One engine's figures in the data file. */
export interface RangeEngine {
  wltp_km: number;
  usable_kwh: number;
}

/**
 * What the island receives from the page route: the file's conditions and the engines the block's
 * cars name (others left out).
 */
export interface RangeModel {
  conditions: Conditions;
  engines: Readonly<Record<string, RangeEngine>>;
}

/** What the page route hands the island (`range` prop). */
export type RangeDataResult =
  | { status: "ok"; model: RangeModel }
  /** json_url empty, unreadable, refused, or not the shape: error_msg and try again. */
  | { status: "failed" };

/** The visitor's filters, as the model reads them. */
export interface RangeFilters {
  /** The chosen wheel's size, and the car's smallest (the WLTP figure's). */
  wheelInches: number;
  smallestWheelInches: number;
  temperatureC: number;
  isClimateOn: boolean;
  isPreconditioningOn: boolean;
  environment: RangeEnvironment;
  /** 1–5; clamped. */
  occupants: number;
}

/** A table's value at `c`: linear between its points (sorted or not), flat beyond the ends. */
export function interpolate(points: readonly (readonly [number, number])[], c: number): number {
  const sorted = [...points].sort((a, b) => a[0] - b[0]);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return 0;
  if (c <= first[0]) return first[1];
  if (c >= last[0]) return last[1];
  for (let i = 1; i < sorted.length; i++) {
    const [c1, v1] = sorted[i] ?? last;
    const [c0, v0] = sorted[i - 1] ?? first;
    if (c <= c1) return c1 === c0 ? v1 : v0 + ((v1 - v0) * (c - c0)) / (c1 - c0);
  }
  return last[1];
}

const temperatureTable = (c: Conditions) =>
  c.temperature_consumption.map((p) => [p.c, p.factor] as const);
const hvacTable = (c: Conditions) => c.hvac_kw.map((p) => [p.c, p.kw] as const);

/** The consumption factors of the filters (1 at the WLTP conditions). */
export function consumptionFactor(conditions: Conditions, filters: RangeFilters): number {
  const raw = interpolate(temperatureTable(conditions), filters.temperatureC);
  const saved = filters.isPreconditioningOn ? conditions.preconditioning.temperature_share : 0;
  const temperature = raw > 1 ? 1 + (raw - 1) * (1 - saved) : raw;
  const environment = conditions.environments[filters.environment].factor;
  const extraInches = Math.max(0, filters.wheelInches - filters.smallestWheelInches);
  const wheels = 1 + conditions.wheel_factor_per_inch * extraInches;
  const occupants = Math.min(MAX_OCCUPANTS, Math.max(MIN_OCCUPANTS, Math.round(filters.occupants)));
  const load = 1 + conditions.occupant_factor * (occupants - 1);
  return temperature * environment * wheels * load;
}

/** The climate control's energy per km (kWh/km) under the filters; 0 when it is off. */
export function climateKwhPerKm(conditions: Conditions, filters: RangeFilters): number {
  if (!filters.isClimateOn) return 0;
  const kw = interpolate(hvacTable(conditions), filters.temperatureC);
  const saved = filters.isPreconditioningOn ? conditions.preconditioning.hvac_share : 0;
  return (kw * (1 - saved)) / conditions.environments[filters.environment].speed_kmh;
}

/** The estimated electric range in km, unrounded (the module's comment states the model). */
export function estimateRangeKm(
  engine: RangeEngine,
  conditions: Conditions,
  filters: RangeFilters,
): number {
  const wltpKwhPerKm = engine.usable_kwh / engine.wltp_km;
  const kwhPerKm =
    wltpKwhPerKm * consumptionFactor(conditions, filters) + climateKwhPerKm(conditions, filters);
  return engine.usable_kwh / kwhPerKm;
}

/** A range in km as shown: a whole number of km or miles. */
export function rangeInUnit(km: number, unit: RangeUnit): number {
  return Math.round(unit === "mile" ? km / KM_PER_MILE : km);
}

/** The filters as the page first shows them (the file's `defaults`, else the WLTP conditions). */
export interface RangeDefaults {
  temperatureC: number;
  isClimateOn: boolean;
  isPreconditioningOn: boolean;
  environment: RangeEnvironment;
  occupants: number;
}

export function rangeDefaults(conditions: Conditions): RangeDefaults {
  const d = conditions.defaults ?? {};
  const offered = conditions.temperatures_c;
  const reference = conditions.reference_temperature_c;
  const nearest = [...offered].sort(
    (a, b) => Math.abs(a - reference) - Math.abs(b - reference) || a - b,
  )[0];
  const temperature =
    d.temperature_c !== undefined && offered.includes(d.temperature_c)
      ? d.temperature_c
      : (nearest ?? reference);
  return {
    temperatureC: temperature,
    isClimateOn: d.climate ?? false,
    isPreconditioningOn: d.preconditioning ?? false,
    environment: d.environment ?? "combined",
    occupants: d.occupants ?? MIN_OCCUPANTS,
  };
}

/**
 * What the schema cannot say of a data file, each problem a sentence (none: the file is usable):
 * both temperature tables have a point at the reference temperature, and neither falls as it gets
 * colder at or below it (so colder never gives more range); the defaults' temperature is offered.
 */
export function rangeDataProblems(data: RangeCalculatorData): string[] {
  const c = data.conditions;
  const ref = c.reference_temperature_c;
  const problems: string[] = [];
  const tables: [string, readonly (readonly [number, number])[]][] = [
    ["temperature_consumption", temperatureTable(c)],
    ["hvac_kw", hvacTable(c)],
  ];
  for (const [name, table] of tables) {
    if (!table.some(([t]) => t === ref))
      problems.push(`${name} has no point at the reference temperature ${ref} °C`);
    const cold = table.filter(([t]) => t <= ref).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < cold.length; i++) {
      const colder = cold[i - 1];
      const warmer = cold[i];
      if (colder && warmer && colder[1] < warmer[1])
        problems.push(`${name} falls from ${warmer[0]} °C to the colder ${colder[0]} °C`);
    }
  }
  const d = c.defaults?.temperature_c;
  if (d !== undefined && !c.temperatures_c.includes(d))
    problems.push(`defaults.temperature_c ${d} is not one of temperatures_c`);
  return problems;
}

/** The model for a block: the conditions and the engines its cars name that the file lists. */
export function rangeModelFor(data: RangeCalculatorData, codes: readonly string[]): RangeModel {
  const engines: Record<string, RangeEngine> = {};
  for (const code of codes) {
    const e = Object.hasOwn(data.engines, code) ? data.engines[code] : undefined;
    if (e) engines[code] = { wltp_km: e.wltp_km, usable_kwh: e.usable_kwh };
  }
  return { conditions: data.conditions, engines };
}

/** A car of the block as the calculator offers it: its engines the file lists, its wheels by size. */
export interface RangeCar {
  /** The group's position in the block. */
  group: number;
  engines: readonly { code: string; label: string }[];
  /** Smallest first; codes unique. */
  wheels: readonly { code: string; inches: number }[];
}

/**
 * The cars a block offers: each group with at least one engine the model knows and one wheel size
 * (a car without either cannot be calculated and is left out). Wheels are sorted by size, the
 * first of a repeated code kept.
 */
export function rangeCars(
  groups: readonly {
    range_car_engines_mapper: readonly { code: string; label: string }[];
    wheel_sizes_mapper: readonly { code: string; inches: number }[];
  }[],
  model: RangeModel,
): RangeCar[] {
  return groups.flatMap((g, group) => {
    const engines = g.range_car_engines_mapper.filter((e) => Object.hasOwn(model.engines, e.code));
    const seen = new Set<string>();
    const wheels = g.wheel_sizes_mapper
      .filter((w) => !seen.has(w.code) && seen.add(w.code))
      .sort((a, b) => a.inches - b.inches);
    return engines.length > 0 && wheels.length > 0 ? [{ group, engines, wheels }] : [];
  });
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function isPointList(v: unknown, key: "factor" | "kw"): boolean {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((p) => isRecord(p) && isNumber(p.c) && isNumber(p[key]) && p[key] >= 0)
  );
}

function isConditions(v: unknown): v is Conditions {
  if (!isRecord(v) || !isRecord(v.environments) || !isRecord(v.preconditioning)) return false;
  const envs = v.environments;
  return (
    isNumber(v.reference_temperature_c) &&
    Array.isArray(v.temperatures_c) &&
    v.temperatures_c.length > 0 &&
    v.temperatures_c.every(isNumber) &&
    isPointList(v.temperature_consumption, "factor") &&
    isPointList(v.hvac_kw, "kw") &&
    RANGE_ENVIRONMENTS.every((e) => {
      const env = envs[e];
      return isRecord(env) && isNumber(env.factor) && isNumber(env.speed_kmh) && env.speed_kmh > 0;
    }) &&
    isNumber(v.wheel_factor_per_inch) &&
    isNumber(v.occupant_factor) &&
    isNumber(v.preconditioning.temperature_share) &&
    isNumber(v.preconditioning.hvac_share) &&
    (v.defaults === undefined || isRecord(v.defaults))
  );
}

/**
 * The `range` prop of the island as handed over, or null when it is absent or not the shape (the
 * server checked the file against its schema; this only guards what the model reads).
 */
export function rangeDataOf(props: object): RangeDataResult | null {
  const value: unknown = Reflect.get(props, "range");
  if (!isRecord(value)) return null;
  if (value.status === "failed") return { status: "failed" };
  const model = value.model;
  if (value.status !== "ok" || !isRecord(model) || !isRecord(model.engines)) return null;
  if (!isConditions(model.conditions)) return null;
  const engines: Record<string, RangeEngine> = {};
  for (const [code, e] of Object.entries(model.engines))
    if (
      isRecord(e) &&
      isNumber(e.wltp_km) &&
      isNumber(e.usable_kwh) &&
      e.wltp_km > 0 &&
      e.usable_kwh > 0
    )
      engines[code] = { wltp_km: e.wltp_km, usable_kwh: e.usable_kwh };
  return { status: "ok", model: { conditions: model.conditions, engines } };
}

/**
 * The engine codes a block's groups name in `range_car_engines_mapper` (any block declaring the
 * range-data page data), for the loader to hand over only those engines.
 */
export function rangeEngineCodesOf(block: { groups: readonly object[] }): string[] {
  const out: string[] = [];
  for (const group of block.groups) {
    const mapper: unknown = Reflect.get(group, "range_car_engines_mapper");
    if (!Array.isArray(mapper)) continue;
    for (const entry of mapper) {
      const code: unknown = isRecord(entry) ? entry.code : undefined;
      if (typeof code === "string" && !out.includes(code)) out.push(code);
    }
  }
  return out;
}
