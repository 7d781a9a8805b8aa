import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useDeferredValue, useId, useMemo, useRef, useState } from "react";
import type { DealerResource } from "../../../generated/types.ts";
import { useCan } from "../../session.tsx";
import {
  ConfirmButton,
  errorText,
  IDLE,
  ListTable,
  Notice,
  type Status,
  StatusLine,
} from "../admin-ui.tsx";
import { type Problem, problemMap } from "../forms/form-logic.ts";
import {
  GroupProblems,
  ProblemSummary,
  TextArea,
  TextInput,
  textBinding,
  useUnsavedWarning,
} from "../forms/form-ui.tsx";
import { REFUSED_TEXT } from "../forms/forms-api.ts";
import {
  attributesOf,
  type DealerDraft,
  draftOf,
  draftProblems,
  KNOWN_SERVICES,
  serviceName,
} from "./dealer-logic.ts";
import {
  DEALERS_KEY,
  dealersKey,
  deleteDealer,
  fetchDealers,
  refusedFields,
  saveDealer,
} from "./dealers-api.ts";
import "../forms/forms.css";

/** What the form is doing: closed, adding a dealer, or editing one. */
type Editing = { kind: "closed" } | { kind: "new" } | { kind: "edit"; dealer: DealerResource };

const focusFirstField = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[data-pointer="/dealer_code"]')?.focus(),
  );

/**
 * /ar/admin/dealers: the dealers (retailers) the Retailer Locator blocks list (002 §3.15, the
 * blocks have no fields of their own): search by name or dealer code; add, edit and delete.
 */
export default function DealersScreen() {
  const canWrite = useCan("settings:write");
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [editing, setEditing] = useState<Editing>({ kind: "closed" });
  const [status, setStatus] = useState<Status>(IDLE);
  const addButton = useRef<HTMLButtonElement>(null);
  const searchId = useId();
  const query = useQuery({
    queryKey: dealersKey(q),
    queryFn: () => fetchDealers(q),
    placeholderData: keepPreviousData,
  });
  const dealers = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  const reload = () => queryClient.invalidateQueries({ queryKey: DEALERS_KEY });

  async function remove(dealer: DealerResource) {
    const name = dealer.attributes.name;
    setStatus({ kind: "busy", text: "جارٍ الحذف…" });
    try {
      await deleteDealer(dealer.id);
      setStatus({ kind: "ok", text: `حُذف الوكيل «${name}»` });
      if (editing.kind === "edit" && editing.dealer.id === dealer.id)
        setEditing({ kind: "closed" });
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُحذف الوكيل «${name}»: ${errorText(error)}` });
    } finally {
      await reload();
    }
  }

  function close(text?: string) {
    setEditing({ kind: "closed" });
    if (text) setStatus({ kind: "ok", text });
    void reload();
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-dealers-title">
      <h1 id="adm-dealers-title">الوكلاء</h1>
      <p className="adm-hint">
        الوكلاء الذين تعرضهم كتل «محدد مواقع الوكلاء» (ومنها نسخة الشرق الأوسط ونسخة الخريطة)، ويبحث
        فيهم البحث بالرمز البريدي. يظهر كل تغيير على الموقع فور حفظه.
      </p>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل الوكلاء.</Notice>}
      {canWrite && editing.kind === "closed" && (
        <div className="adm-toolbar">
          <button
            ref={addButton}
            type="button"
            className="adm-button adm-button--primary"
            onClick={() => {
              setEditing({ kind: "new" });
              focusFirstField();
            }}
          >
            إضافة وكيل
          </button>
        </div>
      )}
      {canWrite && editing.kind !== "closed" && (
        <DealerForm
          key={editing.kind === "edit" ? editing.dealer.id : "new"}
          dealer={editing.kind === "edit" ? editing.dealer : null}
          onDone={close}
          onCancel={() => close()}
        />
      )}
      <StatusLine status={status} />
      <div className="adm-field">
        <label htmlFor={searchId}>ابحث بالاسم أو رمز الوكيل</label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="adm-hint" role="status">
        {query.data
          ? total > dealers.length
            ? `يُعرض أول ${dealers.length} من ${total} وكيلاً؛ ضيّق البحث لرؤية البقية.`
            : `${total} وكيلاً`
          : ""}
      </p>
      <ListTable
        query={query}
        isEmpty={dealers.length === 0}
        empty={
          q === "" ? (
            <p>لا يوجد وكلاء بعد. أضف وكيلاً، أو استورد المخزون فيُنشئ وكلاءه.</p>
          ) : (
            <p>
              لا يوجد وكيل اسمه أو رمزه يحوي «<bdi>{q}</bdi>».
            </p>
          )
        }
        caption="قائمة الوكلاء"
        columns={["رمز الوكيل", "الاسم", "الولاية", "الرمز البريدي", "السيارات"]}
        cards
      >
        {dealers.map((dealer) => {
          const a = dealer.attributes;
          return (
            <tr key={dealer.id} data-dealer-id={dealer.id}>
              <td data-label="رمز الوكيل">
                <code dir="ltr">{a.dealer_code}</code>
              </td>
              <td data-label="الاسم">
                <bdi>{a.name}</bdi>
              </td>
              <td data-label="الولاية">{a.state ? <bdi>{a.state}</bdi> : "—"}</td>
              <td data-label="الرمز البريدي">
                {a.postcode ? <bdi dir="ltr">{a.postcode}</bdi> : "—"}
              </td>
              <td data-label="السيارات">
                <bdi>{dealer.meta.vehicles}</bdi>
              </td>
              <td className="adm-row-actions" data-label="إجراءات">
                {canWrite && (
                  <>
                    <button
                      type="button"
                      className="adm-button"
                      aria-label={`تعديل «${a.name}»`}
                      onClick={() => {
                        setEditing({ kind: "edit", dealer });
                        focusFirstField();
                      }}
                    >
                      تعديل
                    </button>
                    <ConfirmButton
                      label="حذف"
                      ariaLabel={`حذف «${a.name}»`}
                      question={
                        dealer.meta.vehicles > 0
                          ? `للوكيل «${a.name}» ${dealer.meta.vehicles} سيارة في المخزون، فلن يقبل الخادم حذفه. هل تريد المحاولة؟`
                          : `حذف الوكيل «${a.name}»؟ لن تعرضه كتل محدد مواقع الوكلاء بعد ذلك.`
                      }
                      confirmLabel="حذف"
                      onConfirm={() => void remove(dealer)}
                    />
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </ListTable>
    </section>
  );
}

function DealerForm({
  dealer,
  onDone,
  onCancel,
}: {
  dealer: DealerResource | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const initial = useMemo(() => draftOf(dealer?.attributes), [dealer]);
  const [draft, setDraft] = useState(initial);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(IDLE);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedWarning(isDirty && status.kind !== "busy");
  const clientList = isSubmitted ? draftProblems(draft) : [];
  const all = [...clientList, ...serverList];
  const problems = problemMap(all);
  const set = (change: Partial<DealerDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setServerList([]);
  };
  // Codes the dealer has that the blocks do not name stay offered, so an edit never drops them.
  const services = [
    ...KNOWN_SERVICES,
    ...initial.services.filter((s) => !KNOWN_SERVICES.includes(s)),
  ];

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerList([]);
    if (draftProblems(draft).length > 0) return;
    const value = attributesOf(draft);
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      await saveDealer(dealer?.id ?? null, value);
      onDone(dealer ? `حُفظ الوكيل «${value.name}»` : `أُضيف الوكيل «${value.name}»`);
    } catch (error) {
      const list = refusedFields(error);
      if (list) {
        setServerList(list);
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else setStatus({ kind: "error", text: `لم يُحفظ الوكيل: ${errorText(error)}` });
    }
  }

  const text = textBinding(draft, "", problems, set);
  return (
    <form
      className="adm-card adm-form"
      onSubmit={save}
      noValidate
      aria-labelledby="dealer-form-title"
    >
      <h2 id="dealer-form-title">
        {dealer ? (
          <>
            تعديل «<bdi>{dealer.attributes.name}</bdi>»
          </>
        ) : (
          "وكيل جديد"
        )}
      </h2>
      <ProblemSummary problems={all} />
      <div className="adm-form__grid">
        <TextInput
          label="رمز الوكيل"
          dir="ltr"
          required
          maxLength={40}
          autoComplete="off"
          hint={
            dealer && dealer.meta.vehicles > 0
              ? "تجد الاستيرادات سيارات الوكيل برمزه، فلا يتغيّر ما دامت له سيارات."
              : "حروف لاتينية وأرقام و _ و - (الرمز الذي تذكره ملفات المخزون)."
          }
          {...text("dealer_code")}
        />
        <TextInput label="الاسم" required maxLength={200} {...text("name")} />
        <TextInput
          label="العلامات التجارية"
          maxLength={1100}
          hint="افصل بينها بفاصلة، مثل: Land Rover، Jaguar"
          {...text("brands")}
        />
        <TextInput label="الولاية أو المنطقة" maxLength={40} {...text("state")} />
        <TextInput
          label="الرمز البريدي"
          dir="ltr"
          inputMode="numeric"
          maxLength={10}
          hint="من 3 إلى 10 أرقام، أو فارغ."
          {...text("postcode")}
        />
        <TextInput label="الحي أو البلدة" maxLength={100} {...text("locality")} />
        <TextInput label="المدينة" maxLength={100} {...text("city")} />
        <TextInput label="العنوان" maxLength={500} {...text("address")} />
        <TextInput
          label="الدولة"
          dir="ltr"
          maxLength={2}
          autoComplete="off"
          hint="رمز من حرفين مثل AE أو SA؛ تعرض نسخة الشرق الأوسط وكلاء أسواقها ومن لا دولة له."
          {...text("country")}
        />
        <TextInput label="الهاتف" type="tel" dir="ltr" maxLength={30} {...text("phone")} />
        <TextInput
          label="واتساب"
          type="tel"
          dir="ltr"
          maxLength={30}
          hint="رقم دولي مثل ‎+971 4 000 0000."
          {...text("whatsapp")}
        />
        <TextInput
          label="البريد الإلكتروني"
          type="email"
          dir="ltr"
          maxLength={254}
          {...text("email")}
        />
        <TextInput
          label="خط العرض"
          inputMode="decimal"
          dir="ltr"
          hint="من ‎-90 إلى 90؛ مع خط الطول يضع الوكيل على الخريطة."
          {...text("latitude")}
        />
        <TextInput
          label="خط الطول"
          inputMode="decimal"
          dir="ltr"
          hint="من ‎-180 إلى 180."
          {...text("longitude")}
        />
      </div>
      <TextArea
        label="ساعات العمل"
        maxLength={2000}
        rows={4}
        hint="فترة في كل سطر، مثل: السبت–الخميس 9:00–21:00"
        {...text("opening_hours")}
      />
      <fieldset className="adm-fieldset">
        <legend className="adm-label">الخدمات</legend>
        <GroupProblems pointer="/services" problems={problems} />
        <div className="adm-checks">
          {services.map((service) => (
            <label key={service}>
              <input
                type="checkbox"
                data-pointer="/services"
                checked={draft.services.includes(service)}
                onChange={(e) =>
                  set({
                    services: e.target.checked
                      ? services.filter((s) => s === service || draft.services.includes(s))
                      : draft.services.filter((s) => s !== service),
                  })
                }
              />
              {serviceName(service)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="adm-row-actions">
        <button
          type="submit"
          className="adm-button adm-button--primary"
          disabled={status.kind === "busy"}
        >
          {dealer ? "حفظ الوكيل" : "إضافة الوكيل"}
        </button>
        <button type="button" className="adm-button" onClick={onCancel}>
          إلغاء
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
