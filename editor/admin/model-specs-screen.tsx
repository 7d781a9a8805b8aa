import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { ModelSpecAdmin } from "../../generated/types.ts";
import { MAX_KEYS_PER_LOAD, normalizeModelKey } from "../../runtime/core/model-specs.ts";
import { del, get, put } from "../api.ts";
import { useCan } from "../session.tsx";
import { ConfirmButton, InputField, ListTable, StatusLine, useWriteStatus } from "./admin-ui.tsx";
import { rowsOfSpecs, type SpecRow, SpecRowsFields, specRow, specsOfRows } from "./spec-rows.tsx";

const SPECS_KEY = ["admin", "model_specs"] as const;

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
    model ? rowsOfSpecs(model.specs) : [specRow()],
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
          <SpecRowsFields
            idBase={id}
            rows={rows}
            problems={isTouched ? problems : new Map()}
            onChange={setRows}
          />
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
