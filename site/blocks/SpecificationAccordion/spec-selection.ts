/**
 * The Specification Accordion's three lists (model, engine, specification) over its variants,
 * and which model's specs it shows. Pure: the component and its tests share it.
 */

interface SpecVariant {
  model_label: string;
  engine_label: string;
  specification_label: string;
  model_key: string;
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

/** The model key a selection names; the block's own key when no variant matches. */
export function selectedModelKey(
  variants: readonly SpecVariant[],
  selection: SpecSelection | null,
  fallback: string,
): string {
  if (!selection) return fallback;
  const found = variants.find(
    (v) =>
      v.model_label === selection.model &&
      v.engine_label === selection.engine &&
      v.specification_label === selection.specification,
  );
  return found?.model_key ?? fallback;
}

/** Arabic names of the spec names the site's model specs use (runtime/demo/demo-content.ts). */
export const specLabels: Readonly<Record<string, string>> = {
  power: "القوة",
  acceleration: "التسارع من 0 إلى 100 كم/س",
  top_speed: "السرعة القصوى",
  seats: "عدد المقاعد",
  consumption: "استهلاك الوقود",
  range: "المدى",
  torque: "عزم الدوران",
};
