import type { CatalogueVehicles } from "./catalogue.ts";

/**
 * The vehicles the Finance Calculator offers (002 §2.7: model year, body style, model (trim),
 * engine), from the model catalogue (page data `vehicle-catalogue`, or GET /vehicles): one item
 * per engine, in the catalogue's order, priced by the engine's price from (minor units).
 *
 * - `nameplate_key_filter` (comma-separated nameplate codes, any case, spaces allowed) keeps the
 *   named nameplates' models; empty keeps every model.
 * - `hide_free_items` leaves out engines without a price (and so models and years left empty);
 *   otherwise they are offered, and the calculator says the price is not available instead of
 *   quoting.
 * - The first selection (§4.4 "a popular preselected vehicle"): the model and engine models_info
 *   names when offered, else the first engine of the catalogue's first popular model, else the
 *   first item.
 * - Choosing a level keeps the levels after it when they still exist, else takes the first one
 *   offered (choosing a year keeps the body style if that year has it, and so on).
 */

type Vehicle = CatalogueVehicles["vehicles"][number];

/** One engine of one model: what the calculator quotes. */
export interface FinanceVehicle {
  modelYear: number;
  body: { code: string; name: string };
  model: {
    key: string;
    /** Trim name ("SE"). */
    name: string;
    nameplate: { code: string; name: string };
    imageId: number | null;
    popular: boolean;
  };
  engine: { code: string; name: string; priceMinor: number | null };
  currency: string;
}

/** The visitor's choice, one value per level; null where nothing is offered. */
export interface VehicleSelection {
  year: number | null;
  body: string | null;
  model: string | null;
  engine: string | null;
}

export const NO_SELECTION: VehicleSelection = { year: null, body: null, model: null, engine: null };

/** The nameplate codes of a `nameplate_key_filter` ("L663, l460" → ["l663", "l460"]). */
export function nameplateFilter(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "");
}

/** The items of the catalogue a block offers. */
export function financeVehicles(
  vehicles: readonly Vehicle[],
  options: { nameplates: string; hideFree: boolean },
): FinanceVehicle[] {
  const wanted = new Set(nameplateFilter(options.nameplates));
  const out: FinanceVehicle[] = [];
  const seen = new Set<string>();
  for (const v of vehicles) {
    if (wanted.size > 0 && !wanted.has(v.nameplate.code.toLowerCase())) continue;
    if (seen.has(v.key)) continue;
    seen.add(v.key);
    for (const e of v.engines) {
      const price = e.price_from !== null && e.price_from > 0 ? e.price_from : null;
      if (price === null && options.hideFree) continue;
      out.push({
        modelYear: v.model_year,
        body: { code: v.body_style.code, name: v.body_style.name },
        model: {
          key: v.key,
          name: v.name,
          nameplate: { code: v.nameplate.code, name: v.nameplate.name },
          imageId: v.image_id,
          popular: v.popular,
        },
        engine: { code: e.code, name: e.name, priceMinor: price },
        currency: v.currency,
      });
    }
  }
  return out;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** What each list offers for a selection, in the catalogue's order (years newest first). */
export interface VehicleOptions {
  years: number[];
  bodies: { code: string; name: string }[];
  models: FinanceVehicle["model"][];
  engines: FinanceVehicle["engine"][];
}

export function vehicleOptions(
  items: readonly FinanceVehicle[],
  selection: VehicleSelection,
): VehicleOptions {
  const years = unique(items.map((i) => i.modelYear)).sort((a, b) => b - a);
  const ofYear = items.filter((i) => i.modelYear === selection.year);
  const bodyCodes = unique(ofYear.map((i) => i.body.code));
  const bodies = bodyCodes.flatMap((code) => {
    const found = ofYear.find((i) => i.body.code === code);
    return found ? [found.body] : [];
  });
  const ofBody = ofYear.filter((i) => i.body.code === selection.body);
  const models = unique(ofBody.map((i) => i.model.key)).flatMap((key) => {
    const found = ofBody.find((i) => i.model.key === key);
    return found ? [found.model] : [];
  });
  const engines = ofBody.filter((i) => i.model.key === selection.model).map((i) => i.engine);
  return { years, bodies, models, engines };
}

/**
 * A whole selection from a partial one: each level kept when offered under the levels before it,
 * else the first offered (null when none).
 */
export function completeSelection(
  items: readonly FinanceVehicle[],
  wanted: Partial<VehicleSelection>,
): VehicleSelection {
  const pick = <T>(offered: T[], value: T | null | undefined): T | null =>
    value !== undefined && value !== null && offered.includes(value) ? value : (offered[0] ?? null);
  const s: VehicleSelection = { ...NO_SELECTION };
  s.year = pick(vehicleOptions(items, s).years, wanted.year);
  s.body = pick(
    vehicleOptions(items, s).bodies.map((b) => b.code),
    wanted.body,
  );
  s.model = pick(
    vehicleOptions(items, s).models.map((m) => m.key),
    wanted.model,
  );
  s.engine = pick(
    vehicleOptions(items, s).engines.map((e) => e.code),
    wanted.engine,
  );
  return s;
}

/** The item a selection names, or null. */
export function selectedVehicle(
  items: readonly FinanceVehicle[],
  selection: VehicleSelection,
): FinanceVehicle | null {
  return (
    items.find(
      (i) =>
        i.modelYear === selection.year &&
        i.body.code === selection.body &&
        i.model.key === selection.model &&
        i.engine.code === selection.engine,
    ) ?? null
  );
}

/** The first selection: models_info's vehicle, else the first popular model's, else the first. */
export function preselectedVehicle(
  items: readonly FinanceVehicle[],
  preferred: { modelKey: string; engineCode: string },
): VehicleSelection {
  const named = items.find(
    (i) =>
      i.model.key === preferred.modelKey &&
      (preferred.engineCode === "" || i.engine.code === preferred.engineCode),
  );
  const first = named ?? items.find((i) => i.model.popular) ?? items[0];
  if (!first) return { ...NO_SELECTION };
  return {
    year: first.modelYear,
    body: first.body.code,
    model: first.model.key,
    engine: first.engine.code,
  };
}
