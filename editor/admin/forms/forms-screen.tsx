import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { FormExport } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { useCan } from "../../session.tsx";
import { formatDateTime } from "../admin-logic.ts";
import {
  ConfirmButton,
  errorText,
  FormDialog,
  IDLE,
  InputField,
  ListTable,
  Notice,
  type Status,
  StatusLine,
} from "../admin-ui.tsx";
import {
  downloadJson,
  exportFileName,
  FORMS_KEY,
  type FormItem,
  fetchForms,
  isFormWithLeads,
  routingRefusedText,
} from "./forms-api.ts";
import "./forms.css";

/**
 * /ar/admin/forms: every form with its number of fields and leads and whether visitors may open
 * it; a new form, a copy under a new name, the JSON export and import, and delete (refused
 * while the form has leads).
 */
export default function FormsScreen() {
  const canWrite = useCan("forms:write");
  const canReadLeads = useCan("leads:read");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(IDLE);
  const [copying, setCopying] = useState<FormItem | null>(null);
  const query = useQuery({ queryKey: FORMS_KEY, queryFn: fetchForms });
  const forms = query.data ?? [];

  async function run(action: () => Promise<unknown>, busy: string, done: string, failed: string) {
    setStatus({ kind: "busy", text: busy });
    try {
      await action();
      setStatus({ kind: "ok", text: done });
    } catch (error) {
      setStatus({ kind: "error", text: `${failed}: ${errorText(error)}` });
    } finally {
      await queryClient.invalidateQueries({ queryKey: FORMS_KEY });
    }
  }

  function remove(form: FormItem) {
    const name = form.attributes.name;
    setStatus({ kind: "busy", text: "جارٍ الحذف…" });
    call("deleteForm", { params: { formId: Number(form.id) } })
      .then(() => setStatus({ kind: "ok", text: `حُذف النموذج «${name}»` }))
      .catch((error: unknown) =>
        setStatus({
          kind: "error",
          // The server says how many leads it keeps, in Arabic.
          text: isFormWithLeads(error)
            ? `لم يُحذف النموذج «${name}»: ${error instanceof Error && error.message ? error.message : "له طلبات محفوظة"}`
            : `لم يُحذف النموذج «${name}»: ${errorText(error)}`,
        }),
      )
      .finally(() => void queryClient.invalidateQueries({ queryKey: FORMS_KEY }));
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-forms-title">
      <h1 id="adm-forms-title">النماذج</h1>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل النماذج.</Notice>}
      {canWrite && (
        <div className="adm-toolbar fb-toolbar">
          <Link to="/admin/forms/new" className="adm-button adm-button--primary">
            نموذج جديد
          </Link>
          <ImportButton
            onImported={(form) => {
              setStatus({ kind: "ok", text: `استُورد النموذج «${form.attributes.name}»` });
              void queryClient.invalidateQueries({ queryKey: FORMS_KEY });
              navigate(`/admin/forms/${form.id}`);
            }}
            onFailed={(text) => setStatus({ kind: "error", text })}
          />
        </div>
      )}
      <StatusLine status={status} />
      <ListTable
        query={query}
        isEmpty={forms.length === 0}
        empty={
          <p>
            لا توجد نماذج بعد.{canWrite ? " أنشئ نموذجاً جديداً أو استورد نموذجاً من ملف JSON." : ""}
          </p>
        }
        caption="قائمة النماذج"
        columns={["الاسم", "الحقول", "الطلبات", "الوصول", "آخر تعديل"]}
        cards
      >
        {forms.map((form) => (
          <FormRow
            key={form.id}
            form={form}
            canWrite={canWrite}
            canReadLeads={canReadLeads}
            onExport={() => {
              const name = form.attributes.name;
              void run(
                async () => {
                  const exported = await call("exportForm", {
                    params: { formId: Number(form.id) },
                  });
                  downloadJson(exportFileName(form), exported);
                },
                "جارٍ التصدير…",
                `صُدّر النموذج «${name}»`,
                `لم يُصدَّر النموذج «${name}»`,
              );
            }}
            onCopy={() => setCopying(form)}
            onRemove={() => remove(form)}
          />
        ))}
      </ListTable>
      {canWrite && (
        <DuplicateDialog
          form={copying}
          onClose={() => setCopying(null)}
          onDone={(copy) => {
            setStatus({ kind: "ok", text: `أُنشئت النسخة «${copy.attributes.name}»` });
            void queryClient.invalidateQueries({ queryKey: FORMS_KEY });
          }}
        />
      )}
    </section>
  );
}

/** One form in the list: name and number, fields, leads, access, last change, and its actions. */
function FormRow({
  form,
  canWrite,
  canReadLeads,
  onExport,
  onCopy,
  onRemove,
}: {
  form: FormItem;
  canWrite: boolean;
  canReadLeads: boolean;
  onExport: () => void;
  onCopy: () => void;
  onRemove: () => void;
}) {
  const { name, fields, leads_count, is_public, updated_at } = form.attributes;
  return (
    <tr data-form-id={form.id}>
      <td data-label="الاسم">
        <Link to={`/admin/forms/${form.id}`} className="fb-name-link">
          <bdi>{name}</bdi>
        </Link>
        <span className="adm-badge" dir="ltr">
          #{form.id}
        </span>
      </td>
      <td data-label="الحقول">
        <bdi>{fields.length}</bdi>
      </td>
      <td data-label="الطلبات">
        {canReadLeads ? (
          <Link
            to={`/admin/forms/${form.id}/leads`}
            aria-label={`${leads_count == null ? "" : `${leads_count} `}طلبات «${name}»`}
          >
            <bdi>{leads_count ?? "—"}</bdi>
          </Link>
        ) : (
          <bdi>{leads_count ?? "—"}</bdi>
        )}
      </td>
      <td data-label="الوصول">
        <span className={is_public ? "adm-pill adm-pill--on" : "adm-pill adm-pill--off"}>
          {is_public ? "عام" : "خاص"}
        </span>
      </td>
      <td data-label="آخر تعديل">{formatDateTime(updated_at)}</td>
      <td className="adm-row-actions" data-label="إجراءات">
        <Link
          to={`/admin/forms/${form.id}`}
          className="adm-button"
          aria-label={`${canWrite ? "تعديل" : "عرض"} «${name}»`}
        >
          {canWrite ? "تعديل" : "عرض"}
        </Link>
        <button
          type="button"
          className="adm-button"
          aria-label={`تصدير «${name}» إلى ملف JSON`}
          onClick={onExport}
        >
          تصدير
        </button>
        {canWrite && (
          <>
            <button
              type="button"
              className="adm-button"
              aria-label={`نسخ «${name}»`}
              onClick={onCopy}
            >
              نسخ
            </button>
            <ConfirmButton
              label="حذف"
              ariaLabel={`حذف «${name}»`}
              question={`حذف النموذج «${name}» نهائياً؟ لا يمكن حذف نموذج له طلبات.`}
              confirmLabel="حذف"
              onConfirm={onRemove}
            />
          </>
        )}
      </td>
    </tr>
  );
}

/** The form's name for its copy, asked in a dialog (POST /forms/:id/duplicate?name=). */
function DuplicateDialog({
  form,
  onClose,
  onDone,
}: {
  form: FormItem | null;
  onClose: () => void;
  onDone: (copy: FormItem) => void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState<Status>(IDLE);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if ((form?.id ?? null) !== shownFor) {
    setShownFor(form?.id ?? null);
    setName(form ? `${form.attributes.name} (نسخة)` : "");
    setError("");
    setStatus(IDLE);
  }

  async function save() {
    if (!form) return;
    const trimmed = name.trim();
    const problem =
      trimmed === ""
        ? "اسم النسخة: هذا الحقل مطلوب"
        : trimmed.length > 200
          ? "اسم النسخة: يجب ألا يزيد عن 200 حرفاً"
          : "";
    setError(problem);
    if (problem) return;
    setStatus({ kind: "busy", text: "جارٍ النسخ…" });
    try {
      const copy = await call("duplicateForm", {
        params: { formId: Number(form.id) },
        query: { name: trimmed },
      });
      onDone(copy.data);
      onClose();
    } catch (failure) {
      setStatus({
        kind: "error",
        text: `لم يُنسخ النموذج: ${routingRefusedText(failure) ?? errorText(failure)}`,
      });
    }
  }

  return (
    <FormDialog
      open={form !== null}
      title={
        <>
          نسخ «<bdi>{form?.attributes.name}</bdi>»
        </>
      }
      submitLabel="إنشاء النسخة"
      busy={status.kind === "busy"}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <p className="adm-hint">تُنسخ الحقول والإعدادات والتكاملات (دون أسرارها)، ولا تُنسخ الطلبات.</p>
      <InputField
        id={`${id}-name`}
        label="اسم النسخة"
        value={name}
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
        error={error}
      />
      <StatusLine status={status} />
    </FormDialog>
  );
}

/** A file picker for a form exported as JSON (POST /forms/import). */
function ImportButton({
  onImported,
  onFailed,
}: {
  onImported: (form: FormItem) => void;
  onFailed: (text: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    let body: FormExport;
    try {
      body = JSON.parse(await file.text()) as FormExport;
    } catch {
      onFailed(`لم يُستورد «${file.name}»: الملف ليس JSON صالحاً.`);
      return;
    }
    try {
      const created = await call("importForm", { body });
      onImported(created.data);
    } catch (error) {
      onFailed(`لم يُستورد «${file.name}»: ${routingRefusedText(error) ?? errorText(error)}`);
    }
  }
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/json,.json"
        className="fb-file-input"
        onChange={(e) => void onPick(e)}
      />
      <label htmlFor={id} className="adm-button fb-file-button">
        استيراد من ملف JSON
      </label>
    </>
  );
}
