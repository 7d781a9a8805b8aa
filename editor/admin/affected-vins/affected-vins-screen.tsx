import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import type { AffectedVin } from "../../../generated/types.ts";
import { ApiError, call } from "../../api.ts";
import { useCan } from "../../session.tsx";
import { formatDateTime } from "../admin-logic.ts";
import {
  ConfirmButton,
  errorText,
  IDLE,
  ListTable,
  Notice,
  Pager,
  type Status,
  StatusLine,
} from "../admin-ui.tsx";
import { problemMap } from "../forms/form-logic.ts";
import { TextInput } from "../forms/form-ui.tsx";
import {
  type AddDraft,
  addBody,
  draftProblems,
  FIELD_LABELS,
  type FieldPointer,
  NOTE_MAX_LENGTH,
  refusalProblems,
  searchTerm,
} from "./affected-vins-logic.ts";
import "../forms/forms.css";

const LIST_KEY = ["admin", "affected-vins"] as const;
/** Rows a page of the list holds. */
const PAGE_ITEMS = 50;
const numberFormat = new Intl.NumberFormat("ar");
const EMPTY_DRAFT: AddDraft = { vin: "", note: "" };

type Problems = Partial<Record<FieldPointer, string>>;

/** The problems as the form's inputs read them (one message a field). */
const asMap = (problems: Problems) =>
  problemMap(Object.entries(problems).map(([pointer, message]) => ({ pointer, message })));

/** Focuses the add form's input of a field (after React has painted its message). */
const focusField = (pointer: FieldPointer) =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`.adm-vins-form [data-pointer="${pointer}"]`)?.focus(),
  );

/**
 * /ar/admin/affected-vins: the list of affected vehicles (a recall or a service campaign) the
 * Local VIN Checker answers positive for and the Map Update wizard recognises. Admins read it,
 * search it by VIN, add a VIN with a note (checked in the browser by the server's own ISO 3779
 * rules) and remove one after confirming; a reader without settings:write sees the list only.
 */
export default function AffectedVinsScreen() {
  const canWrite = useCan("settings:write");
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(searchTerm(search));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status>(IDLE);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const query = useQuery({
    queryKey: [...LIST_KEY, q, page],
    queryFn: () =>
      call("listAffectedVins", {
        query: { ...(q === "" ? {} : { q }), page, items: PAGE_ITEMS },
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  // A page emptied by removals (or by another admin) goes back to the last page that has rows.
  useEffect(() => {
    if (meta && rows.length === 0 && page > 1) setPage(Math.max(1, meta.pages));
  }, [meta, rows.length, page]);

  const reload = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });

  async function remove(row: AffectedVin) {
    setStatus({ kind: "busy", text: "جارٍ الإزالة…" });
    try {
      await call("removeAffectedVin", { params: { vin: row.vin } });
      setStatus({ kind: "ok", text: `أُزيل رقم الهيكل ${row.vin} من القائمة.` });
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُزَل رقم الهيكل ${row.vin}: ${errorText(error)}` });
    } finally {
      await reload();
      // The row and its button are gone: the focus goes to the list's heading.
      listTitle.current?.focus();
    }
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-vins-title">
      <h1 id="adm-vins-title">المركبات المشمولة</h1>
      <p className="adm-hint">
        أرقام هياكل المركبات المشمولة بحملة استدعاء أو خدمة. يجيب «فاحص رقم الهيكل» بالإيجاب لها
        وحدها، ويتعرّف عليها معالج «تحديث الخرائط» مع مركبات المخزون. يظهر كل تغيير على الموقع فور
        حفظه.
      </p>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل قائمة المركبات المشمولة.</Notice>}
      {canWrite && (
        <AddForm
          onAdded={() => {
            setStatus(IDLE);
            void reload();
          }}
        />
      )}
      <section className="adm-vins-list" aria-labelledby="adm-vins-list-title">
        <h2 id="adm-vins-list-title" ref={listTitle} tabIndex={-1}>
          القائمة
        </h2>
        <StatusLine status={status} />
        <div className="adm-field adm-vins-search">
          <label htmlFor={searchId}>ابحث برقم الهيكل أو جزء منه</label>
          <input
            id={searchId}
            type="search"
            dir="ltr"
            value={search}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <p className="adm-hint" role="status">
          {meta ? countText(meta.total, q) : ""}
        </p>
        <ListTable
          query={query}
          isEmpty={rows.length === 0}
          empty={
            q === "" ? (
              <p>
                لا توجد مركبات مشمولة بعد: يجيب «فاحص رقم الهيكل» بالنفي لكل رقم حتى يُضاف إلى هذه
                القائمة.
              </p>
            ) : (
              <p>
                لا يوجد في القائمة رقم هيكل يحوي «<bdi dir="ltr">{q}</bdi>».
              </p>
            )
          }
          caption="قائمة المركبات المشمولة"
          columns={["رقم الهيكل", "الملاحظة", "تاريخ الإضافة"]}
          cards
          actions={canWrite}
        >
          {rows.map((row) => (
            <tr key={row.vin} data-vin={row.vin}>
              <td data-label="رقم الهيكل">
                <code dir="ltr" className="adm-vins-vin">
                  {row.vin}
                </code>
              </td>
              <td data-label="الملاحظة">{row.note ? <bdi>{row.note}</bdi> : "—"}</td>
              <td data-label="تاريخ الإضافة">
                <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
              </td>
              {canWrite && (
                <td className="adm-row-actions" data-label="إجراءات">
                  <ConfirmButton
                    label="إزالة"
                    ariaLabel={`إزالة ${row.vin}`}
                    question={`إزالة رقم الهيكل ${row.vin} من القائمة؟ سيجيب «فاحص رقم الهيكل» عنه بالنفي بعد ذلك.`}
                    confirmLabel="إزالة"
                    onConfirm={() => void remove(row)}
                  />
                </td>
              )}
            </tr>
          ))}
        </ListTable>
        {meta && (
          <Pager
            page={meta.page}
            pages={meta.pages}
            texts={{
              pages: "صفحات القائمة",
              previous: "السابقة",
              next: "التالية",
              current: `الصفحة ${numberFormat.format(meta.page)} من ${numberFormat.format(meta.pages)}`,
            }}
            onGo={(to) => {
              setPage(to);
              listTitle.current?.focus();
            }}
          />
        )}
      </section>
    </section>
  );
}

/** How many VINs the list holds, or how many hold the search term. */
function countText(total: number, q: string): string {
  const n = numberFormat.format(total);
  return q === "" ? `في القائمة ${n} من أرقام الهياكل.` : `يطابق البحث ${n} من أرقام الهياكل.`;
}

/**
 * The add form: the VIN (typed as a person types it: spaces, lower case and Arabic-Indic digits
 * are accepted and normalised) and a note. Checked in the browser first; a refusal of the server
 * is shown under the field it names. A VIN already listed is said to be kept, with its date.
 */
function AddForm({ onAdded }: { onAdded: () => void }) {
  const [draft, setDraft] = useState<AddDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<Status>(IDLE);
  const isBusy = status.kind === "busy";

  const edit = (change: Partial<AddDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    // A field's message goes once it is edited; the others stay until the next send.
    setProblems((p) => {
      const next = { ...p };
      if ("vin" in change) delete next["/vin"];
      if ("note" in change) delete next["/note"];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const found = draftProblems(draft);
    setProblems(found);
    const first = (Object.keys(found) as FieldPointer[])[0];
    if (first) {
      setStatus({ kind: "error", text: "لم يُضف شيء: صحّح الحقل المذكور." });
      focusField(first);
      return;
    }
    const body = addBody(draft);
    setStatus({ kind: "busy", text: "جارٍ الإضافة…" });
    try {
      const added = await call("addAffectedVin", { body });
      const { vin, created_at } = added.data;
      const text = added.meta.created
        ? `أُضيف رقم الهيكل ${vin} إلى القائمة.`
        : `رقم الهيكل ${vin} في القائمة من قبل (أُضيف ${formatDateTime(created_at)})، فلم يتغير شيء ولا ملاحظته.`;
      setDraft(EMPTY_DRAFT);
      setProblems({});
      setStatus({ kind: "ok", text });
      onAdded();
      focusField("/vin");
    } catch (error) {
      const refused =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? refusalProblems(error.details)
          : {};
      const named = (Object.keys(refused) as FieldPointer[])[0];
      setProblems(refused);
      setStatus({
        kind: "error",
        text: named
          ? `لم يُضف رقم الهيكل: رفض الخادم ${FIELD_LABELS[named]}.`
          : `لم يُضف رقم الهيكل: ${errorText(error)}`,
      });
      if (named) focusField(named);
    }
  }

  const map = asMap(problems);
  return (
    <form
      className="adm-card adm-form adm-vins-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="adm-vins-add-title"
    >
      <h2 id="adm-vins-add-title">إضافة رقم هيكل</h2>
      <div className="adm-form__grid">
        <TextInput
          label={FIELD_LABELS["/vin"]}
          pointer="/vin"
          problems={map}
          hint="17 خانة من الحروف اللاتينية والأرقام، الخانة التاسعة رقم التحقق. تُقبل المسافات والأحرف الصغيرة والأرقام العربية."
          dir="ltr"
          value={draft.vin}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          onChange={(e) => edit({ vin: e.target.value })}
        />
        <TextInput
          label={FIELD_LABELS["/note"]}
          pointer="/note"
          problems={map}
          hint={`اختيارية، حتى ${numberFormat.format(NOTE_MAX_LENGTH)} حرف: الحملة أو سبب الإضافة.`}
          value={draft.note}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(e) => edit({ note: e.target.value })}
        />
      </div>
      <div className="adm-row-actions">
        <button type="submit" className="adm-button adm-button--primary" disabled={isBusy}>
          إضافة إلى القائمة
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
