/**
 * The figures of the models a block names (`car_key`), as the model blocks (Derivatives, Models
 * and Specifications) read them: each model's engines, each with its whole specification. Pure:
 * the page-data loader (runtime/features/catalogue/model-figures.ts) builds them on the server,
 * the components show them, and the tests hold both to one rule.
 *
 * Where a model's figures come from:
 * - a model of the model catalogue (l663_26my_x): its engines, each with its fields over its own
 *   specs over the model's sheet over its nameplate's (catalogue.ts engineSpecs);
 * - a nameplate code (l663): its first model in the catalogue's order (the newest year);
 * - any other key: the model's compare sheet (000 §7, GET /api/compare/spec/{key}), as one column
 *   without an engine.
 */
import type { ModelSpec, ModelSpecValues, VehicleSpecs } from "../../generated/types.ts";
import { type CatalogueIndex, type CatalogueRows, engineSpecs } from "./catalogue.ts";
import { type CatalogueLang, specDisplay, specLabel } from "./vehicle-specs.ts";

/** One engine of a model with its whole specification. */
export interface FigureEngine {
  /** The catalogue engine's code (p400), what `engine_key` names; "" for a compare sheet. */
  code: string;
  /** Its name in the page's language ("" for a compare sheet). */
  name: string;
  /** ice, mhev, hev, phev or bev; null when unknown. */
  powertrain: string | null;
  specs: ModelSpecValues;
}

/** A model's figures: its engines in the catalogue's order (at least one). */
export interface ModelFigures {
  key: string;
  name: string;
  engines: FigureEngine[];
}

/** What a block naming `x-page-data: model-figures` receives as its `figures` prop. */
export interface BlockFigures {
  lang: CatalogueLang;
  /** By the model key as the block wrote it; a key with no figures anywhere is absent. */
  models: Record<string, ModelFigures>;
}

/**
 * Spec keys the catalogue's blocks write under another name than the site's specification
 * (002 §3.12 names combined_wltp_consumption_teh and emission): each reads the site's parameter,
 * with its label and unit. A sheet holding the block's own name is read first.
 */
export const SPEC_KEY_ALIASES: Readonly<Record<string, string>> = {
  combined_wltp_consumption_teh: "consumption",
  combined_wltp_consumption: "consumption",
  emission: "emissions",
  co2: "emissions",
  fuel_tank: "tank",
};

/** The site's parameter a block's spec key reads. */
export const canonicalSpecKey = (key: string): string => SPEC_KEY_ALIASES[key] ?? key;

/** A spec's value in a specification: under the block's key, else under its parameter's. */
export function specValueOf(specs: ModelSpecValues, key: string): string | number | undefined {
  return specs[key] ?? specs[canonicalSpecKey(key)];
}

/** A spec key's label in a language (the site's specification label, else the key). */
export const figureLabel = (key: string, lang: CatalogueLang): string =>
  specLabel(canonicalSpecKey(key), lang);

/**
 * A spec as a block shows it: a number in the language's digits with its unit (Intl, through
 * vehicle-specs.ts), a text as written, "" when the specification has none.
 */
export function figureText(specs: ModelSpecValues, key: string, lang: CatalogueLang): string {
  return specDisplay(canonicalSpecKey(key), specValueOf(specs, key), lang);
}

/** An engine's label kind: what the catalogue's electric, hybrid and petrol labels name. */
export type EngineKind = "electric" | "hybrid" | "petrol";

/**
 * Which label an engine carries: bev is electric; phev and hev are hybrids; a combustion engine,
 * mild hybrids included (their wheels are driven by the engine alone), is "petrol" (the
 * catalogue's one combustion label, diesel included). null when the powertrain is unknown.
 */
export function engineKind(powertrain: string | null | undefined): EngineKind | null {
  switch (powertrain) {
    case "bev":
      return "electric";
    case "phev":
    case "hev":
      return "hybrid";
    case "ice":
    case "mhev":
      return "petrol";
    default:
      return null;
  }
}

/** The engine `engineKey` names (by code, any case), else the model's first. */
export function engineIndexOf(model: ModelFigures, engineKey: string): number {
  const wanted = engineKey.trim().toLowerCase();
  if (wanted === "") return 0;
  const found = model.engines.findIndex((e) => e.code.toLowerCase() === wanted);
  return found === -1 ? 0 : found;
}

/** The model keys a block names: its fields' `car_key`, then each group's, each once, in order. */
export function carKeysOf(block: { fields: object; groups: readonly object[] }): string[] {
  const out: string[] = [];
  for (const holder of [block.fields, ...block.groups]) {
    const value: unknown = Reflect.get(holder, "car_key");
    if (typeof value !== "string") continue;
    const key = value.trim().toLowerCase();
    if (key !== "" && !out.includes(key)) out.push(key);
  }
  return out;
}

/**
 * The figures of `keys` in a language: from the catalogue where it knows the key (a model, or a
 * nameplate's first model), else from the compare sheets given (`sheets`, as findModelSpecs reads
 * them). A key found nowhere is left out.
 */
export function modelFiguresOf(input: {
  index: CatalogueIndex;
  keys: readonly string[];
  sheets: readonly ModelSpec[];
  lang: CatalogueLang;
}): Record<string, ModelFigures> {
  const { index, lang } = input;
  const out: Record<string, ModelFigures> = {};
  for (const key of input.keys) {
    const nameplate = index.rows.nameplates.find((n) => n.code === key);
    const model =
      index.rows.models.find((m) => m.key === key) ??
      (nameplate ? newestModel(index.rows, nameplate.id) : undefined);
    if (model) {
      out[key] = {
        key: model.key,
        name: lang === "en" ? model.name_en : model.name_ar,
        engines: engineSpecs(index, model).map((c) => ({
          code: c.engine?.code ?? "",
          name: c.engine ? (lang === "en" ? c.engine.name_en : c.engine.name_ar) : "",
          powertrain: c.engine?.powertrain ?? null,
          specs: c.specs,
        })),
      };
      continue;
    }
    const sheet = input.sheets.find((s) => s.key === key);
    if (sheet) out[key] = figuresFromCompareSheet(key, sheet.specs);
  }
  return out;
}

/** A nameplate's newest model (the rows' order within a year). */
function newestModel(rows: CatalogueRows, nameplateId: number) {
  let best: CatalogueRows["models"][number] | undefined;
  for (const m of rows.models)
    if (m.nameplate_id === nameplateId && (best === undefined || m.model_year > best.model_year))
      best = m;
  return best;
}

/** The figures a component was given (page data), or null (the editor's preview, a failed read). */
export function blockFiguresOf(props: object): BlockFigures | null {
  const value: unknown = Reflect.get(props, "figures");
  if (typeof value !== "object" || value === null) return null;
  const models: unknown = Reflect.get(value, "models");
  const lang: unknown = Reflect.get(value, "lang");
  if (typeof models !== "object" || models === null || (lang !== "ar" && lang !== "en"))
    return null;
  return { lang, models: models as Record<string, ModelFigures> };
}

/**
 * A model's figures from its specification by parameter (GET /vehicles/{id}/specs), for a block
 * that renders without page data (the editor's preview, a retry after a failed read). The
 * answer names no engine codes, so an engine_key is not matched there: the first engine shows.
 */
export function figuresFromVehicleSpecs(body: VehicleSpecs): ModelFigures {
  const columns: { id: string | null; name: string }[] =
    body.meta.engines.length > 0 ? body.meta.engines : [{ id: null, name: "" }];
  return {
    key: body.meta.key,
    name: body.meta.name,
    engines: columns.map((column) => {
      const specs: ModelSpecValues = {};
      for (const { attributes: a } of body.data) {
        const value = a.values.find((v) => v.engine_id === column.id)?.value ?? null;
        if (value !== null) specs[a.parameter] = value;
      }
      const powertrain = specs.powertrain;
      return {
        code: "",
        name: column.name,
        powertrain: typeof powertrain === "string" ? powertrain : null,
        specs,
      };
    }),
  };
}

/** A model's figures from its compare sheet (GET /api/compare/spec/{key}: data[0] is the model). */
export function figuresFromCompareSheet(key: string, specs: ModelSpecValues): ModelFigures {
  const powertrain = specs.powertrain;
  return {
    key,
    name: "",
    engines: [
      { code: "", name: "", powertrain: typeof powertrain === "string" ? powertrain : null, specs },
    ],
  };
}
