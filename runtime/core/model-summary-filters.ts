/**
 * The Model Summary Filters' choices (002 §2.10: selectBodystyle, selectModel, submit) over the
 * model catalogue (CatalogueVehicles, the page data `vehicle-catalogue` or GET /vehicles): which
 * body styles and models the lists offer, in which order, with which labels, and what a model's
 * summary shows. The selection itself is machines/compare-summary-machine.ts, started with
 * `pairs` as its registered bodies and models.
 */
import type { CatalogueVehicles } from "./catalogue.ts";
import { numberFormat } from "./number-format.ts";
import { type CatalogueLang, engineWord, specDisplay } from "./vehicle-specs.ts";

type Vehicle = CatalogueVehicles["vehicles"][number];

/** What the lists offer: body and model pairs in the catalogue's order, and their words. */
export interface SummaryChoices {
  /** One pair a model, in the catalogue's order (GET /vehicles): what the machine registers. */
  pairs: { body: string; model: string }[];
  /** A body style's code → its name in the page's language. */
  bodyNames: Record<string, string>;
  /** A model's key → the catalogue's model. */
  models: Record<string, Vehicle>;
}

/**
 * The choices of a block: every model of the catalogue, or only the nameplate's when `nameplate`
 * is set (its code, lower case; an unknown one offers nothing). A body style comes in the order
 * of its first model; a model sits under its own body style only.
 */
export function summaryChoices(vehicles: readonly Vehicle[], nameplate: string): SummaryChoices {
  const choices: SummaryChoices = { pairs: [], bodyNames: {}, models: {} };
  for (const v of vehicles) {
    if (nameplate !== "" && v.nameplate.code !== nameplate) continue;
    if (Object.hasOwn(choices.models, v.key)) continue;
    choices.pairs.push({ body: v.body_style.code, model: v.key });
    choices.bodyNames[v.body_style.code] = v.body_style.name;
    choices.models[v.key] = v;
  }
  return choices;
}

/**
 * A model's label in the list: its nameplate, trim and model year ("ديفندر X-Dynamic HSE 2026");
 * the nameplate is left out when the block offers one nameplate only (it is then the block's
 * subject). The year is written without grouping, in the language's digits.
 */
export function modelLabel(v: Vehicle, lang: CatalogueLang, isOneNameplate: boolean): string {
  const year = numberFormat(lang, { useGrouping: false }).format(v.model_year);
  return [isOneNameplate ? "" : v.nameplate.name, v.name, year].filter((s) => s !== "").join(" ");
}

/**
 * An engine's line in a summary, in parts: its name, then its power and fuel where the catalogue
 * has them. Parts, not one string, so each is isolated on its own (a Latin engine name first
 * would otherwise turn the whole line left to right).
 */
export function engineParts(engine: Vehicle["engines"][number], lang: CatalogueLang): string[] {
  const power = specDisplay("power", engine.power_hp, lang);
  const fuel = engineWord("fuel", engine.fuel, lang);
  return [engine.name, power, fuel].filter((s) => s !== "");
}

/** The catalogue in a block's props (page data), or null (the editor's preview: none given). */
export function catalogueVehiclesOf(props: object): CatalogueVehicles | null {
  const value: unknown = Reflect.get(props, "catalogue");
  if (typeof value !== "object" || value === null) return null;
  const vehicles: unknown = Reflect.get(value, "vehicles");
  const lang: unknown = Reflect.get(value, "lang");
  if (!Array.isArray(vehicles) || (lang !== "ar" && lang !== "en")) return null;
  return { lang, vehicles };
}
