/**
 * A specification map (spec name → value) edited as rows of a name and a value: the model specs
 * screen's sheets, the catalogue's nameplate and model sheets and an engine's own specs.
 */
import type { ModelSpecValues } from "../../generated/types.ts";
import { SPEC_NAME_PATTERN } from "../../runtime/core/model-specs.ts";
import { InputField } from "./admin-ui.tsx";

/** One row of the form: a spec name and its value as typed. */
export interface SpecRow {
  id: number;
  name: string;
  value: string;
}

let nextRowId = 1;
export const specRow = (name = "", value = ""): SpecRow => ({ id: nextRowId++, name, value });

/** A stored map as rows, with an empty row to type the next one in. */
export const rowsOfSpecs = (specs: ModelSpecValues): SpecRow[] => [
  ...Object.entries(specs).map(([name, value]) => specRow(name, String(value))),
  specRow(),
];

// A value of digits only (an optional sign and decimals) is saved as a number (seats: 7); any other
// text, units included ("250 كم/س"), is saved as written.
const NUMBER = /^-?\d{1,12}(\.\d+)?$/;

/** The rows as the API takes them; the problems by row id (empty rows are left out). */
export function specsOfRows(rows: readonly SpecRow[]): {
  specs: ModelSpecValues;
  problems: Map<number, string>;
} {
  const specs: ModelSpecValues = {};
  const problems = new Map<number, string>();
  for (const r of rows) {
    const name = r.name.trim();
    const value = r.value.trim();
    if (name === "" && value === "") continue;
    if (!SPEC_NAME_PATTERN.test(name))
      problems.set(r.id, "اسم المواصفة: أحرف لاتينية وأرقام و _ . - فقط، حتى 64 حرفاً.");
    else if (name in specs) problems.set(r.id, "اسم المواصفة مكرر.");
    else if (value.length > 200) problems.set(r.id, "القيمة: 200 حرف على الأكثر.");
    else specs[name] = NUMBER.test(value) ? Number(value) : value;
  }
  return { specs, problems };
}

/**
 * The rows of a map: a name and a value per row (the name left to right), a button removing the
 * row and one adding a row. `idBase` keeps the inputs' ids unique on a screen with several.
 */
export function SpecRowsFields({
  idBase,
  rows,
  problems,
  onChange,
}: {
  idBase: string;
  rows: readonly SpecRow[];
  /** Problems by row id, shown under the row's name. */
  problems: ReadonlyMap<number, string>;
  onChange: (rows: SpecRow[]) => void;
}) {
  const setRow = (rowId: number, change: Partial<SpecRow>) =>
    onChange(rows.map((r) => (r.id === rowId ? { ...r, ...change } : r)));
  return (
    <>
      {rows.map((r, index) => (
        <div className="adm-form__grid adm-spec-row" key={r.id}>
          <InputField
            id={`${idBase}-name-${r.id}`}
            label={`اسم المواصفة ${index + 1}`}
            value={r.name}
            dir="ltr"
            maxLength={64}
            autoComplete="off"
            onChange={(e) => setRow(r.id, { name: e.target.value })}
            error={problems.get(r.id) ?? ""}
          />
          <InputField
            id={`${idBase}-value-${r.id}`}
            label={`القيمة ${index + 1}`}
            value={r.value}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => setRow(r.id, { value: e.target.value })}
          />
          <div className="adm-field adm-spec-row__remove">
            <button
              type="button"
              className="adm-button"
              aria-label={`إزالة المواصفة ${index + 1}`}
              onClick={() => onChange(rows.filter((x) => x.id !== r.id))}
            >
              إزالة
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="adm-button" onClick={() => onChange([...rows, specRow()])}>
        إضافة مواصفة
      </button>
    </>
  );
}
