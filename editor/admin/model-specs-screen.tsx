import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { ModelSpecAdmin, ModelSpecValues } from "../../generated/types.ts";
import {
  MAX_KEYS_PER_LOAD,
  normalizeModelKey,
  SPEC_NAME_PATTERN,
} from "../../runtime/core/model-specs.ts";
import { del, get, put } from "../api.ts";
import { useCan } from "../session.tsx";
import { ConfirmButton, InputField, ListTable, StatusLine, useWriteStatus } from "./admin-ui.tsx";

const SPECS_KEY = ["admin", "model_specs"] as const;

/** One row of the form: a spec name and its value as typed. */
interface SpecRow {
  id: number;
  name: string;
  value: string;
}

let nextRowId = 1;
const row = (name = "", value = ""): SpecRow => ({ id: nextRowId++, name, value });

// A value of digits only (an optional sign and decimals) is saved as a number (seats: 7); any other
// text, units included ("250 كم/س"), is saved as written.
const NUMBER = /^-?\d{1,12}(\.\d+)?$/;

/** The rows as the API takes them; the problems by row id ("" for the model key). */
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
 * /ar/admin/model-specs: each model's specs (000 §3 Model spec), the values the compare shows
 * and `<spec model-key spec-name>` tags in page text are filled with. Editors and admins change
 * them; a save replaces the model's whole map and every page shows the new values at once.
 */
export default function ModelSpecsScreen() {
  const canWrite = useCan("pages:write");
  const { status, write } = useWriteStatus(SPECS_KEY);
  const [editing, setEditing] = useState<ModelSpecAdmin | null>(null);
  const query = useQuery({
    queryKey: SPECS_KEY,
    queryFn: () => get<{ data: ModelSpecAdmin[] }>("/api/admin/model_specs").then((r) => r.data),
  });
  const models = query.data ?? [];
  return (
    <section className="adm-screen" aria-labelledby="adm-specs-title">
      <h1 id="adm-specs-title">مواصفات الطرازات</h1>
      <p className="adm-hint">
        تُعرض في المقارنة وتملأ وسوم المواصفات في نصوص الصفحات، مثل{" "}
        <code dir="ltr">{"<spec l460 power>"}</code>. الطراز أو المواصفة غير الموجودة لا تُظهر شيئاً.
      </p>
      {canWrite ? (
        <ModelForm
          key={editing?.key ?? "new"}
          model={editing}
          onDone={() => setEditing(null)}
          write={write}
        />
      ) : null}
      <StatusLine status={status} />
      <ListTable
        query={query}
        isEmpty={models.length === 0}
        empty="لا توجد مواصفات طرازات بعد."
        caption="مواصفات الطرازات"
        columns={["رمز الطراز", "المواصفات", "آخر تعديل"]}
      >
        {models.map((m) => (
          <tr key={m.key}>
            <td>
              <code dir="ltr">{m.key}</code>
            </td>
            <td>
              {Object.entries(m.specs)
                .map(([name, value]) => `${name}: ${value}`)
                .join("، ")}
            </td>
            <td>
              <bdi>{new Date(m.updated_at).toLocaleString("ar-u-nu-latn")}</bdi>
            </td>
            <td>
              {canWrite ? (
                <span className="adm-row-actions">
                  <button
                    type="button"
                    className="adm-button"
                    aria-label={`تعديل ${m.key}`}
                    onClick={() => setEditing(m)}
                  >
                    تعديل
                  </button>
                  <ConfirmButton
                    label="حذف"
                    ariaLabel={`حذف ${m.key}`}
                    question={`حذف مواصفات ${m.key}؟ لن تظهر قيمها في الصفحات بعد ذلك.`}
                    confirmLabel="حذف"
                    onConfirm={() =>
                      void write(() => del(`/api/admin/model_specs/${m.key}`), {
                        busy: "جارٍ الحذف…",
                        done: `حُذفت مواصفات ${m.key}`,
                        failed: `لم تُحذف مواصفات ${m.key}`,
                      })
                    }
                  />
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </ListTable>
      <p className="adm-hint">يُحمَّل في الصفحة الواحدة {MAX_KEYS_PER_LOAD} طرازاً على الأكثر.</p>
    </section>
  );
}

function ModelForm({
  model,
  onDone,
  write,
}: {
  model: ModelSpecAdmin | null;
  onDone: () => void;
  write: ReturnType<typeof useWriteStatus>["write"];
}) {
  const id = useId();
  const [key, setKey] = useState(model?.key ?? "");
  const [rows, setRows] = useState<SpecRow[]>(() =>
    model ? [...Object.entries(model.specs).map(([n, v]) => row(n, String(v))), row()] : [row()],
  );
  const [isTouched, setTouched] = useState(false);
  const normalKey = normalizeModelKey(key);
  const keyProblem =
    normalKey === null ? "رمز الطراز: أحرف لاتينية صغيرة وأرقام و _ - فقط، مثل l460." : "";
  const { specs, problems } = specsOfRows(rows);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (keyProblem || problems.size > 0 || normalKey === null) return;
    await write(() => put(`/api/admin/model_specs/${normalKey}`, { specs }), {
      busy: "جارٍ الحفظ…",
      done: `حُفظت مواصفات ${normalKey}`,
      failed: `لم تُحفظ مواصفات ${normalKey}`,
    });
    onDone();
  }

  const setRow = (rowId: number, change: Partial<SpecRow>) =>
    setRows((all) => all.map((r) => (r.id === rowId ? { ...r, ...change } : r)));
  return (
    <div className="adm-card">
      <form className="adm-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{model ? `تعديل «${model.key}»` : "طراز جديد"}</h2>
        <InputField
          id={`${id}-key`}
          label="رمز الطراز"
          value={key}
          dir="ltr"
          required
          maxLength={32}
          readOnly={model !== null}
          onChange={(e) => setKey(e.target.value)}
          error={isTouched ? keyProblem : ""}
        />
        <fieldset className="adm-fieldset">
          <legend>المواصفات</legend>
          {rows.map((r, index) => (
            <div className="adm-form__grid" key={r.id}>
              <InputField
                id={`${id}-name-${r.id}`}
                label={`اسم المواصفة ${index + 1}`}
                value={r.name}
                dir="ltr"
                maxLength={64}
                onChange={(e) => setRow(r.id, { name: e.target.value })}
                error={isTouched ? (problems.get(r.id) ?? "") : ""}
              />
              <InputField
                id={`${id}-value-${r.id}`}
                label={`القيمة ${index + 1}`}
                value={r.value}
                maxLength={200}
                onChange={(e) => setRow(r.id, { value: e.target.value })}
              />
              <div className="adm-field">
                <button
                  type="button"
                  className="adm-button"
                  aria-label={`إزالة المواصفة ${index + 1}`}
                  onClick={() => setRows((all) => all.filter((x) => x.id !== r.id))}
                >
                  إزالة
                </button>
              </div>
            </div>
          ))}
          <button
            type="button"
            className="adm-button"
            onClick={() => setRows((all) => [...all, row()])}
          >
            إضافة مواصفة
          </button>
        </fieldset>
        <button type="submit" className="adm-button adm-button--primary">
          حفظ
        </button>{" "}
        {model ? (
          <button type="button" className="adm-button" onClick={onDone}>
            إلغاء
          </button>
        ) : null}
      </form>
    </div>
  );
}
