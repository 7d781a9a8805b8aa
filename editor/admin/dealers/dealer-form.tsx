import { type FormEvent, useMemo, useState } from "react";
import type { DealerResource } from "../../../generated/types.ts";
import { errorText, IDLE, type Status, StatusLine } from "../admin-ui.tsx";
import { type Problem, type ProblemMap, problemMap } from "../forms/form-logic.ts";
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
import { refusedFields, saveDealer } from "./dealers-api.ts";

/** Adds a dealer or edits one: checked as the server checks it, the server's refusal on its fields. */
export function DealerForm({
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
      <DealerFields dealer={dealer} draft={draft} problems={problems} onEdit={set} />
      <ServiceChecks
        services={services}
        chosen={draft.services}
        problems={problems}
        onChange={(next) => set({ services: next })}
      />
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

/** The dealer's identity, address, contacts, position on the map and opening hours. */
function DealerFields({
  dealer,
  draft,
  problems,
  onEdit,
}: {
  dealer: DealerResource | null;
  draft: DealerDraft;
  problems: ProblemMap;
  onEdit: (change: Partial<DealerDraft>) => void;
}) {
  const text = textBinding(draft, "", problems, onEdit);
  return (
    <>
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
    </>
  );
}

/** The services a dealer offers, in the order of the list. */
function ServiceChecks({
  services,
  chosen,
  problems,
  onChange,
}: {
  services: readonly string[];
  chosen: readonly string[];
  problems: ProblemMap;
  onChange: (services: string[]) => void;
}) {
  return (
    <fieldset className="adm-fieldset">
      <legend className="adm-label">الخدمات</legend>
      <GroupProblems pointer="/services" problems={problems} />
      <div className="adm-checks">
        {services.map((service) => (
          <label key={service}>
            <input
              type="checkbox"
              data-pointer="/services"
              checked={chosen.includes(service)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? services.filter((s) => s === service || chosen.includes(s))
                    : chosen.filter((s) => s !== service),
                )
              }
            />
            {serviceName(service)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
