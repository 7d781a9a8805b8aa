/**
 * The Specification Accordion's three lists (model, engine, specification) over its variants,
 * and which model's specs it shows. Pure: the component and its tests share it.
 */
import type { CatalogueVehicles } from "../../../runtime/core/catalogue.ts";

export interface SpecVariant {
  model_label: string;
  engine_label: string;
  specification_label: string;
  model_key: string;
  /** A variant of the model catalogue: its model's id and engine's id (GET /vehicles/{id}/specs). */
  vehicle_id?: string;
  engine_id?: string;
}

type CatalogueVehicle = CatalogueVehicles["vehicles"][number];

/** The nameplate code of a model key: the part before its first '_' (l460_26my_se → l460). */
export const nameplateOf = (modelKey: string): string => modelKey.split("_")[0] ?? "";

/**
 * The model catalogue's variants of the block's nameplate: model year (and body style, when the
 * nameplate has several) as the model, each engine, and the trims as the specification, in the
 * catalogue's order (newest year first). Empty when the catalogue has no model of it.
 */
export function catalogueVariants(
  vehicles: readonly CatalogueVehicle[],
  modelKey: string,
): SpecVariant[] {
  const code = nameplateOf(modelKey);
  const own = vehicles.filter((v) => v.nameplate.code === code);
  const styles = new Set(own.map((v) => v.body_style.code));
  return own.flatMap((v) =>
    v.engines.map((e) => ({
      model_label:
        styles.size > 1
          ? `${v.nameplate.name} ${v.model_year} · ${v.body_style.name}`
          : `${v.nameplate.name} ${v.model_year}`,
      engine_label: e.name,
      specification_label: v.name,
      model_key: v.key,
      vehicle_id: v.id,
      engine_id: e.id,
    })),
  );
}

export interface SpecSelection {
  model: string;
  engine: string;
  specification: string;
}

/** The block's model: model_key_additional takes priority over model (002 §5.5); "" for none. */
export function effectiveModelKey(fields: { model: string; model_key_additional: string }): string {
  return fields.model_key_additional !== "" ? fields.model_key_additional : fields.model;
}

const unique = (values: string[]): string[] => [...new Set(values)];

/** The options each list offers for a selection: engines of its model, specifications of both. */
export function selectionOptions(variants: readonly SpecVariant[], selection: SpecSelection) {
  const ofModel = variants.filter((v) => v.model_label === selection.model);
  const ofEngine = ofModel.filter((v) => v.engine_label === selection.engine);
  return {
    models: unique(variants.map((v) => v.model_label)),
    engines: unique(ofModel.map((v) => v.engine_label)),
    specifications: unique(ofEngine.map((v) => v.specification_label)),
  };
}

const selectionOf = (v: SpecVariant): SpecSelection => ({
  model: v.model_label,
  engine: v.engine_label,
  specification: v.specification_label,
});

/** The first selection: the variant of the block's model key, else the first variant. */
export function initialSelection(
  variants: readonly SpecVariant[],
  modelKey: string,
): SpecSelection | null {
  const first = variants.find((v) => v.model_key === modelKey) ?? variants[0];
  return first ? selectionOf(first) : null;
}

/**
 * A list changed: the lists after it keep their value when the new choice still offers it,
 * else take their first option.
 */
export function changeSelection(
  variants: readonly SpecVariant[],
  selection: SpecSelection,
  list: keyof SpecSelection,
  value: string,
): SpecSelection {
  const next = { ...selection, [list]: value };
  const ofModel = variants.filter((v) => v.model_label === next.model);
  if (!ofModel.some((v) => v.engine_label === next.engine))
    next.engine = ofModel[0]?.engine_label ?? "";
  const ofEngine = ofModel.filter((v) => v.engine_label === next.engine);
  if (!ofEngine.some((v) => v.specification_label === next.specification))
    next.specification = ofEngine[0]?.specification_label ?? "";
  return next;
}

/** The variant a selection names, if any. */
export function selectedVariant(
  variants: readonly SpecVariant[],
  selection: SpecSelection | null,
): SpecVariant | undefined {
  if (!selection) return undefined;
  return variants.find(
    (v) =>
      v.model_label === selection.model &&
      v.engine_label === selection.engine &&
      v.specification_label === selection.specification,
  );
}

/** The model key a selection names; the block's own key when no variant matches. */
export function selectedModelKey(
  variants: readonly SpecVariant[],
  selection: SpecSelection | null,
  fallback: string,
): string {
  return selectedVariant(variants, selection)?.model_key ?? fallback;
}
