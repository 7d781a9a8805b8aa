/**
 * The model catalogue as visitors' calls and blocks read it (000 §7 Core CMS API): pure shapes
 * over the catalogue's rows (runtime/features/catalogue/store.ts readCatalogue), in one language.
 * Figures are kept once: a model's sheet is read over its nameplate's, an engine's own specs over
 * both, and the engine's fields (power, capacity, fuel, powertrain) are its specification's too.
 * A model's and a nameplate's price from is the least of their engines' prices.
 */
import type {
  CatalogueAdmin,
  CatalogueEngine,
  CatalogueModel,
  GroupedNameplates,
  ModelSpecValues,
  OfferCarModels,
  VehicleAttributes,
  VehicleList,
  VehicleSpecs,
  VehiclesQuery,
} from "../../generated/types.ts";
import {
  type CatalogueLang,
  orderSpecNames,
  specDisplay,
  specLabel,
  specUnit,
} from "./vehicle-specs.ts";

export type CatalogueRows = Omit<CatalogueAdmin["data"], "currency">;

/** What a block naming `x-page-data: vehicle-catalogue` receives as its `catalogue` prop. */
export interface CatalogueVehicles {
  lang: CatalogueLang;
  /** The catalogue's models in its order (GET /vehicles), each with its id. */
  vehicles: (VehicleAttributes & { id: string })[];
}

type Named = { code: string; name_ar: string; name_en: string };
const nameIn = (row: { name_ar: string; name_en: string }, lang: CatalogueLang) =>
  lang === "en" ? row.name_en : row.name_ar;
const namedIn = (row: Named, lang: CatalogueLang) => ({ code: row.code, name: nameIn(row, lang) });

/** The least of some prices, null when none is published. */
function least(prices: readonly (number | null)[]): number | null {
  let out: number | null = null;
  for (const p of prices) if (p !== null && (out === null || p < out)) out = p;
  return out;
}

/** Lookups over the rows, built once per answer. */
export class CatalogueIndex {
  readonly brands;
  readonly bodyStyles;
  readonly nameplates;
  readonly enginesOf = new Map<number, CatalogueEngine[]>();
  readonly modelsOf = new Map<number, CatalogueModel[]>();
  constructor(readonly rows: CatalogueRows) {
    this.brands = new Map(rows.brands.map((b) => [b.id, b]));
    this.bodyStyles = new Map(rows.body_styles.map((b) => [b.id, b]));
    this.nameplates = new Map(rows.nameplates.map((n) => [n.id, n]));
    for (const e of rows.engines)
      this.enginesOf.set(e.model_id, [...(this.enginesOf.get(e.model_id) ?? []), e]);
    for (const m of rows.models)
      this.modelsOf.set(m.nameplate_id, [...(this.modelsOf.get(m.nameplate_id) ?? []), m]);
  }

  modelPrice(model: CatalogueModel): number | null {
    return least((this.enginesOf.get(model.id) ?? []).map((e) => e.price_from));
  }

  /** A model by its id ("12") or key (l460_25my_se). */
  model(idOrKey: string): CatalogueModel | undefined {
    return /^[0-9]+$/.test(idOrKey)
      ? this.rows.models.find((m) => m.id === Number(idOrKey))
      : this.rows.models.find((m) => m.key === idOrKey);
  }

  /** A model's sheet over its nameplate's. */
  modelSheet(model: CatalogueModel): ModelSpecValues {
    const nameplate = this.nameplates.get(model.nameplate_id);
    return { ...(nameplate ? this.rows.specs[nameplate.code] : {}), ...this.rows.specs[model.key] };
  }
}

/** One model as /vehicles and the blocks' page data give it. */
export function vehicleOf(
  index: CatalogueIndex,
  model: CatalogueModel,
  lang: CatalogueLang,
  currency: string,
): VehicleAttributes | null {
  const nameplate = index.nameplates.get(model.nameplate_id);
  const brand = nameplate ? index.brands.get(nameplate.brand_id) : undefined;
  const bodyStyle = index.bodyStyles.get(model.body_style_id);
  if (!nameplate || !brand || !bodyStyle) return null;
  return {
    key: model.key,
    name: nameIn(model, lang),
    brand: namedIn(brand, lang),
    nameplate: namedIn(nameplate, lang),
    model_year: model.model_year,
    body_style: namedIn(bodyStyle, lang),
    image_id: model.image_id ?? nameplate.image_id,
    popular: model.popular,
    price_from: index.modelPrice(model),
    currency,
    engines: (index.enginesOf.get(model.id) ?? []).map((e) => ({
      id: String(e.id),
      code: e.code,
      name: nameIn(e, lang),
      powertrain: e.powertrain,
      fuel: e.fuel,
      power_hp: e.power_hp,
      power_kw: e.power_kw,
      capacity_cc: e.capacity_cc,
      price_from: e.price_from,
    })),
  };
}

/** The rows in the order visitors read them: brands, nameplates, newest year, body style, position. */
function orderedModels(index: CatalogueIndex): CatalogueModel[] {
  const rank = new Map<string, number>();
  for (const [i, b] of index.rows.brands.entries()) rank.set(`b${b.id}`, i);
  for (const [i, n] of index.rows.nameplates.entries()) rank.set(`n${n.id}`, i);
  for (const [i, s] of index.rows.body_styles.entries()) rank.set(`s${s.id}`, i);
  for (const [i, m] of index.rows.models.entries()) rank.set(`m${m.id}`, i);
  const brandOf = (m: CatalogueModel) => index.nameplates.get(m.nameplate_id)?.brand_id ?? 0;
  const r = (k: string) => rank.get(k) ?? 0;
  return [...index.rows.models].sort(
    (a, b) =>
      r(`b${brandOf(a)}`) - r(`b${brandOf(b)}`) ||
      r(`n${a.nameplate_id}`) - r(`n${b.nameplate_id}`) ||
      b.model_year - a.model_year ||
      r(`s${a.body_style_id}`) - r(`s${b.body_style_id}`) ||
      r(`m${a.id}`) - r(`m${b.id}`),
  );
}

/** GET /vehicles: the models that pass every filter given. */
export function vehicleList(
  rows: CatalogueRows,
  query: VehiclesQuery,
  currency: string,
): VehicleList {
  const index = new CatalogueIndex(rows);
  const lang = query.lang ?? "ar";
  const data = orderedModels(index).flatMap((m) => {
    const v = vehicleOf(index, m, lang, currency);
    if (!v) return [];
    if (query["filter[brand]"] !== undefined && v.brand.code !== query["filter[brand]"]) return [];
    if (query["filter[nameplate]"] !== undefined && v.nameplate.code !== query["filter[nameplate]"])
      return [];
    if (query["filter[model_year]"] !== undefined && v.model_year !== query["filter[model_year]"])
      return [];
    if (
      query["filter[body_style]"] !== undefined &&
      v.body_style.code !== query["filter[body_style]"]
    )
      return [];
    return [{ id: String(m.id), type: "vehicle" as const, attributes: v }];
  });
  return { data, meta: { total: data.length } };
}

/** GET /vehicles/grouped_nameplates: brand → body style → nameplates that have such models. */
export function groupedNameplates(
  rows: CatalogueRows,
  lang: CatalogueLang,
  currency: string,
): GroupedNameplates {
  const index = new CatalogueIndex(rows);
  const data: GroupedNameplates["data"] = [];
  for (const brand of rows.brands) {
    const styles = rows.body_styles.flatMap((style) => {
      const nameplates = rows.nameplates.flatMap((n) => {
        if (n.brand_id !== brand.id) return [];
        const models = (index.modelsOf.get(n.id) ?? []).filter((m) => m.body_style_id === style.id);
        if (models.length === 0) return [];
        return [
          {
            id: String(n.id),
            code: n.code,
            name: nameIn(n, lang),
            image_id: n.image_id,
            model_years: [...new Set(models.map((m) => m.model_year))].sort((a, b) => b - a),
            price_from: least(models.map((m) => index.modelPrice(m))),
            currency,
          },
        ];
      });
      return nameplates.length === 0 ? [] : [{ ...namedIn(style, lang), nameplates }];
    });
    if (styles.length > 0)
      data.push({
        id: brand.code,
        type: "nameplate_group",
        attributes: { brand: namedIn(brand, lang), body_styles: styles },
      });
  }
  return { data };
}

/** An engine's fields as specification values. */
function engineFields(e: CatalogueEngine): ModelSpecValues {
  const out: ModelSpecValues = { powertrain: e.powertrain, fuel: e.fuel };
  if (e.power_hp !== null) out.power = e.power_hp;
  if (e.power_kw !== null) out.power_kw = e.power_kw;
  if (e.capacity_cc !== null) out.capacity = e.capacity_cc;
  return out;
}

/**
 * Every engine's whole specification: its fields, over its own specs, over the model's sheet
 * (over its nameplate's). A model without engines has one column, engine null: its sheet.
 */
export function engineSpecs(index: CatalogueIndex, model: CatalogueModel) {
  const sheet = index.modelSheet(model);
  const engines = index.enginesOf.get(model.id) ?? [];
  if (engines.length === 0) return [{ engine: null, specs: sheet }];
  return engines.map((e) => ({ engine: e, specs: { ...sheet, ...e.specs, ...engineFields(e) } }));
}

/** GET /vehicles/{id}/specs: by parameter, a value per engine; null when no such model. */
export function vehicleSpecs(
  rows: CatalogueRows,
  idOrKey: string,
  lang: CatalogueLang,
): VehicleSpecs | null {
  const index = new CatalogueIndex(rows);
  const model = index.model(idOrKey);
  if (!model) return null;
  const columns = engineSpecs(index, model);
  const names = orderSpecNames(columns.flatMap((c) => Object.keys(c.specs)));
  return {
    data: names.map((name) => ({
      id: name,
      type: "vehicle_spec" as const,
      attributes: {
        parameter: name,
        label: specLabel(name, lang),
        unit: specUnit(name, lang),
        values: columns.map((c) => {
          const value = c.specs[name] ?? null;
          return {
            engine_id: c.engine ? String(c.engine.id) : null,
            value,
            text: specDisplay(name, value, lang),
          };
        }),
      },
    })),
    meta: {
      vehicle: String(model.id),
      key: model.key,
      name: nameIn(model, lang),
      engines: columns.flatMap((c) =>
        c.engine ? [{ id: String(c.engine.id), name: nameIn(c.engine, lang) }] : [],
      ),
    },
  };
}

/** GET /offer_car_models: each key the offers name, with what the catalogue knows of it. */
export function offerCarModels(
  rows: CatalogueRows,
  counts: ReadonlyMap<string, number>,
  lang: CatalogueLang,
  currency: string,
): OfferCarModels {
  const index = new CatalogueIndex(rows);
  const data = [...counts].map(([key, offers]) => {
    const nameplate = rows.nameplates.find((n) => n.code === key);
    const model = nameplate ? undefined : rows.models.find((m) => m.key === key);
    const np = nameplate ?? (model ? index.nameplates.get(model.nameplate_id) : undefined);
    const brand = np ? index.brands.get(np.brand_id) : undefined;
    const models = nameplate ? (index.modelsOf.get(nameplate.id) ?? []) : model ? [model] : [];
    return {
      id: key,
      type: "offer_car_model" as const,
      attributes: {
        key,
        name: model
          ? `${np ? `${nameIn(np, lang)} ` : ""}${nameIn(model, lang)}`
          : np
            ? nameIn(np, lang)
            : null,
        brand: brand ? namedIn(brand, lang) : null,
        nameplate: np ? namedIn(np, lang) : null,
        image_id: model?.image_id ?? np?.image_id ?? null,
        price_from: least(models.map((m) => index.modelPrice(m))),
        currency,
        offers,
      },
    };
  });
  return { data };
}
