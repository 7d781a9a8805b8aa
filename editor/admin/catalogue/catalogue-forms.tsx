/**
 * The catalogue's forms: a brand or body style, a nameplate, a model, an engine and a
 * specification sheet. Each is checked by its body's generated validator before it is sent; the
 * server's refusal lands on the field it names and in a summary, and a failed save keeps every
 * value typed.
 */
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { LazyMediaPicker } from "../../media/lazy-media-picker.tsx";
import { thumbnail } from "../../media/media-api.ts";
import { errorText, IDLE, type Status, StatusLine } from "../admin-ui.tsx";
import { type Problem, type ProblemMap, problemMap } from "../forms/form-logic.ts";
import {
  CheckInput,
  GroupProblems,
  ProblemSummary,
  SelectInput,
  TextInput,
  textBinding,
  useUnsavedWarning,
} from "../forms/form-ui.tsx";
import { REFUSED_TEXT } from "../forms/forms-api.ts";
import { rowsOfSpecs, type SpecRow, SpecRowsFields, specsOfRows } from "../spec-rows.tsx";
import { saveEngine, saveModel, saveNamed, saveNameplate, saveSheet } from "./catalogue-api.ts";
import {
  type Catalogue,
  type Checked,
  type Engine,
  type EngineDraft,
  engineBody,
  engineDraft,
  FIELD_LABELS,
  FUEL_LABELS,
  FUELS,
  formatPrice,
  inOrder,
  isFuel,
  isPowertrain,
  KIND_WORDS,
  type Kind,
  kindVerb,
  type Model,
  type ModelDraft,
  minorUnitsOf,
  modelBody,
  modelDraft,
  type Named,
  type NamedDraft,
  type NamedList,
  type Nameplate,
  type NameplateDraft,
  namedBody,
  namedDraft,
  nameplateBody,
  nameplateDraft,
  POWERTRAIN_LABELS,
  POWERTRAINS,
  refusedProblems,
  withPowertrain,
} from "./catalogue-logic.ts";

/** What every form is told: where it saves and how it closes. */
interface FormProps {
  /** The form is done: saved (with the outcome line) or cancelled (no text). */
  onDone: (text?: string) => void;
}

/**
 * A form's draft, its problems (the client's once it was submitted, then the server's until the
 * next edit) and the save: nothing is sent while the client finds a problem, and a refused save
 * keeps the draft as it was.
 */
function useCatalogueForm<D, B>(
  initial: D,
  kind: Kind,
  build: (draft: D) => Checked<B>,
  send: (body: B) => Promise<unknown>,
  done: (body: B) => string,
  onDone: FormProps["onDone"],
) {
  const [draft, setDraft] = useState(initial);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(IDLE);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedWarning(isDirty && status.kind !== "busy");
  const checked = build(draft);
  const clientList = isSubmitted && !checked.ok ? checked.problems : [];
  const all = [...clientList, ...serverList];
  const edit = (change: Partial<D>) => {
    setDraft((d) => ({ ...d, ...change }));
    setServerList([]);
  };
  const replace = (next: D) => {
    setDraft(next);
    setServerList([]);
  };
  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerList([]);
    if (!checked.ok) {
      setStatus(IDLE);
      return;
    }
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      await send(checked.body);
      onDone(done(checked.body));
    } catch (error) {
      const list = refusedProblems(error);
      if (list) {
        setServerList(list);
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else
        setStatus({
          kind: "error",
          text: `لم يُحفظ ${KIND_WORDS[kind].one}: ${errorText(error)}`,
        });
    }
  }
  return {
    draft,
    edit,
    replace,
    all,
    problems: problemMap(all),
    isSubmitted,
    isDirty,
    status,
    save,
  };
}

/** A form's frame: its title, the problems' summary, the fields, save and cancel, the outcome. */
function FormShell({
  title,
  submitLabel,
  problems,
  isDirty,
  status,
  onSubmit,
  onCancel,
  children,
}: {
  title: ReactNode;
  submitLabel: string;
  problems: readonly Problem[];
  /** Holds values not saved yet: the screen asks before another form replaces it. */
  isDirty: boolean;
  status: Status;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      className="adm-card adm-form adm-cat-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      data-dirty={isDirty}
    >
      <h3 id={titleId} className="adm-cat-form__title">
        {title}
      </h3>
      <ProblemSummary problems={problems} />
      {children}
      <div className="adm-row-actions">
        <button
          type="submit"
          className="adm-button adm-button--primary"
          disabled={status.kind === "busy"}
        >
          {submitLabel}
        </button>
        <button type="button" className="adm-button" onClick={onCancel}>
          إلغاء
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

/** Latin characters or an example inside an Arabic hint, kept left to right. */
const ltr = (text: string) => <code dir="ltr">{text}</code>;

/** "«SE»" inside Arabic text, kept whole. */
const named = (name: string) => (
  <>
    «<bdi>{name}</bdi>»
  </>
);

/** What ties a text input to a draft's string (textBinding's answer for one key). */
type Binding = ReturnType<ReturnType<typeof textBinding<NamedDraft>>>;

/** A kind's code (left to right, no spell check) with what it may hold. */
function CodeField({ bind, hint }: { bind: Binding; hint: ReactNode }) {
  return (
    <TextInput
      label={FIELD_LABELS.code}
      dir="ltr"
      required
      maxLength={32}
      autoComplete="off"
      spellCheck={false}
      hint={hint}
      {...bind}
    />
  );
}

/** Both names and the position: the fields every kind shares. */
function NameFields({ bind }: { bind: (key: "name_ar" | "name_en" | "position") => Binding }) {
  return (
    <>
      <TextInput label={FIELD_LABELS.name_ar} required maxLength={80} {...bind("name_ar")} />
      <TextInput
        label={FIELD_LABELS.name_en}
        lang="en"
        dir="ltr"
        required
        maxLength={80}
        {...bind("name_en")}
      />
      <TextInput
        label={FIELD_LABELS.position}
        inputMode="numeric"
        dir="ltr"
        maxLength={4}
        hint="من 0 إلى 9999؛ الأصغر أولاً."
        {...bind("position")}
      />
    </>
  );
}

// ---------------------------------------------------------------- brands and body styles

const NAMED_TITLES: Readonly<Record<NamedList, { add: string; example: string }>> = {
  brands: { add: "علامة تجارية جديدة", example: "land-rover" },
  body_styles: { add: "نوع هيكل جديد", example: "suv" },
};

export function NamedForm({
  list,
  row,
  onDone,
}: FormProps & { list: NamedList; row: Named | null }) {
  const words = KIND_WORDS[list];
  const form = useCatalogueForm(
    namedDraft(row),
    list,
    namedBody,
    (body) => saveNamed(list, row?.id ?? null, body),
    (body) => `${kindVerb(list, row ? "saved" : "added")} ${words.one} «${body.name_ar}»`,
    onDone,
  );
  const text = textBinding<NamedDraft>(form.draft, "", form.problems, form.edit);
  return (
    <FormShell
      title={row ? <>تعديل {named(row.name_ar)}</> : NAMED_TITLES[list].add}
      submitLabel={row ? "حفظ" : "إضافة"}
      problems={form.all}
      isDirty={form.isDirty}
      status={form.status}
      onSubmit={form.save}
      onCancel={() => onDone()}
    >
      <div className="adm-form__grid">
        <CodeField
          bind={text("code")}
          hint={
            <>
              حروف لاتينية صغيرة وأرقام والشرطة {ltr("-")}، مثل {ltr(NAMED_TITLES[list].example)}.
            </>
          }
        />
        <NameFields bind={text} />
      </div>
    </FormShell>
  );
}

// ---------------------------------------------------------------- pictures

/** A picture of the media library: its thumbnail, chosen in the library's picker, removable. */
function ImageField({
  label,
  value,
  problems,
  onChange,
}: {
  label: string;
  value: number | null;
  problems: ProblemMap;
  onChange: (id: number | null) => void;
}) {
  const [isPicking, setPicking] = useState(false);
  const [broken, setBroken] = useState<number | null>(null);
  const hintId = useId();
  return (
    <fieldset className="adm-fieldset adm-cat-image" aria-describedby={hintId}>
      <legend className="adm-label">{label}</legend>
      <div className="adm-cat-image__row">
        <div className="adm-cat-image__thumb">
          {value !== null && broken !== value ? (
            <img
              src={thumbnail(value, 320)}
              alt={`${label}: الصورة رقم ${value}`}
              width={120}
              onError={() => setBroken(value)}
            />
          ) : (
            <span>{value === null ? "لا صورة" : `الصورة رقم ${value} غير موجودة`}</span>
          )}
        </div>
        <div className="adm-row-actions">
          <button
            type="button"
            className="adm-button"
            data-pointer="/image_id"
            aria-label={value === null ? `اختر ${label}` : `اختر ${label} أخرى`}
            onClick={() => setPicking(true)}
          >
            اختر صورة
          </button>
          {value !== null && (
            <button
              type="button"
              className="adm-button adm-button--danger"
              aria-label={`إزالة ${label}`}
              onClick={() => onChange(null)}
            >
              إزالة
            </button>
          )}
        </div>
      </div>
      <p id={hintId} className="adm-hint">
        من مكتبة الوسائط؛ تظهر في أدوات اختيار السيارة والمقارنة.
      </p>
      <GroupProblems pointer="/image_id" problems={problems} />
      {isPicking && (
        <LazyMediaPicker
          onClose={() => setPicking(false)}
          onSelect={(image) => {
            setPicking(false);
            onChange(image.id);
          }}
        />
      )}
    </fieldset>
  );
}

// ---------------------------------------------------------------- nameplates

const optionsOf = (rows: readonly { id: number; name_ar: string }[], none: string) => [
  { value: "", label: none },
  ...rows.map((r) => ({ value: String(r.id), label: r.name_ar })),
];

export function NameplateForm({
  catalogue,
  row,
  brandId,
  onDone,
}: FormProps & { catalogue: Catalogue; row: Nameplate | null; brandId: number }) {
  const form = useCatalogueForm(
    nameplateDraft(row, brandId),
    "nameplates",
    nameplateBody,
    (body) => saveNameplate(row?.id ?? null, body),
    (body) => `${kindVerb("nameplates", row ? "saved" : "added")} الطراز «${body.name_ar}»`,
    onDone,
  );
  const text = textBinding<NameplateDraft>(form.draft, "", form.problems, form.edit);
  return (
    <FormShell
      title={row ? <>تعديل الطراز {named(row.name_ar)}</> : "طراز جديد"}
      submitLabel={row ? "حفظ الطراز" : "إضافة الطراز"}
      problems={form.all}
      isDirty={form.isDirty}
      status={form.status}
      onSubmit={form.save}
      onCancel={() => onDone()}
    >
      <div className="adm-form__grid">
        <SelectInput
          label={FIELD_LABELS.brand_id}
          required
          options={optionsOf(inOrder(catalogue.brands), "اختر العلامة التجارية")}
          {...text("brand_id")}
        />
        <CodeField
          bind={text("code")}
          hint={
            <>
              رمز الطراز الداخلي، مثل {ltr("l460")}، دون {ltr("_")}؛ تسمّى به ورقة مواصفاته ويبدأ به
              مفتاح كل فئة فيه.
            </>
          }
        />
        <NameFields bind={text} />
      </div>
      <ImageField
        label="صورة الطراز"
        value={form.draft.image_id}
        problems={form.problems}
        onChange={(image_id) => form.edit({ image_id })}
      />
    </FormShell>
  );
}

// ---------------------------------------------------------------- models

export function ModelForm({
  catalogue,
  row,
  nameplate,
  onDone,
}: FormProps & { catalogue: Catalogue; row: Model | null; nameplate: Nameplate | undefined }) {
  const bodyStyles = inOrder(catalogue.body_styles);
  const form = useCatalogueForm(
    modelDraft(row, nameplate, bodyStyles[0]?.id ?? null),
    "models",
    modelBody,
    (body) => saveModel(row?.id ?? null, body),
    (body) => `${kindVerb("models", row ? "saved" : "added")} الفئة «${body.name_ar}»`,
    onDone,
  );
  const text = textBinding<ModelDraft>(form.draft, "", form.problems, form.edit);
  const nameplates = inOrder(catalogue.nameplates);
  return (
    <FormShell
      title={
        row ? (
          <>تعديل الفئة {named(row.name_ar)}</>
        ) : (
          <>فئة جديدة في {named(nameplate?.name_ar ?? "")}</>
        )
      }
      submitLabel={row ? "حفظ الفئة" : "إضافة الفئة"}
      problems={form.all}
      isDirty={form.isDirty}
      status={form.status}
      onSubmit={form.save}
      onCancel={() => onDone()}
    >
      <div className="adm-form__grid">
        <SelectInput
          label={FIELD_LABELS.nameplate_id}
          required
          options={optionsOf(nameplates, "اختر الطراز")}
          {...text("nameplate_id")}
        />
        <TextInput
          label={FIELD_LABELS.model_year}
          inputMode="numeric"
          dir="ltr"
          required
          maxLength={4}
          hint="من 1990 إلى 2100."
          {...text("model_year")}
        />
        <SelectInput
          label={FIELD_LABELS.body_style_id}
          required
          options={optionsOf(bodyStyles, "اختر نوع الهيكل")}
          hint={bodyStyles.length === 0 ? "أضف نوع هيكل أولاً في قسم «أنواع الهيكل»." : undefined}
          {...text("body_style_id")}
        />
        <TextInput
          label={FIELD_LABELS.key}
          dir="ltr"
          required
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          hint={
            <>
              رمز الطراز ثم {ltr("_")} ثم السنة والفئة، مثل {ltr("l460_25my_se")}؛ تسمّى به ورقة
              مواصفات الفئة.
            </>
          }
          {...text("key")}
        />
        <NameFields bind={text} />
      </div>
      <CheckInput
        label={FIELD_LABELS.popular}
        pointer="/popular"
        problems={form.problems}
        hint="تُختار مسبقاً حيث تبدأ الكتلة بفئة شائعة."
        checked={form.draft.popular}
        onChange={(popular) => form.edit({ popular })}
      />
      <ImageField
        label="صورة الفئة"
        value={form.draft.image_id}
        problems={form.problems}
        onChange={(image_id) => form.edit({ image_id })}
      />
    </FormShell>
  );
}

// ---------------------------------------------------------------- engines

export function EngineForm({
  catalogue,
  row,
  model,
  onDone,
}: FormProps & { catalogue: Catalogue; row: Engine | null; model: Model }) {
  const { currency } = catalogue;
  const [initialSpecs] = useState<SpecRow[]>(() => rowsOfSpecs(row?.specs ?? {}));
  const form = useCatalogueForm(
    engineDraft(row, currency, initialSpecs),
    "engines",
    (draft: EngineDraft) => engineBody(draft, model.id, currency.digits),
    (body) => saveEngine(row?.id ?? null, body),
    (body) => `${kindVerb("engines", row ? "saved" : "added")} المحرك «${body.name_ar}»`,
    onDone,
  );
  const { draft, problems } = form;
  const text = textBinding<EngineDraft>(draft, "", problems, form.edit);
  const price = minorUnitsOf(draft.price, currency.digits);
  const specRows = specsOfRows(draft.specs);
  const idBase = useId();
  const isElectric = draft.powertrain === "bev";
  return (
    <FormShell
      title={
        row ? <>تعديل المحرك {named(row.name_ar)}</> : <>محرك جديد للفئة {named(model.name_ar)}</>
      }
      submitLabel={row ? "حفظ المحرك" : "إضافة المحرك"}
      problems={form.all}
      isDirty={form.isDirty}
      status={form.status}
      onSubmit={form.save}
      onCancel={() => onDone()}
    >
      <div className="adm-form__grid">
        <CodeField
          bind={text("code")}
          hint={
            <>
              فريد في الفئة: حروف لاتينية صغيرة وأرقام و{ltr("_")} و{ltr("-")}، مثل {ltr("p400")}.
            </>
          }
        />
        <NameFields bind={text} />
        <SelectInput
          label={FIELD_LABELS.powertrain}
          pointer="/powertrain"
          problems={problems}
          options={POWERTRAINS.map((p) => ({ value: p, label: POWERTRAIN_LABELS[p] }))}
          value={draft.powertrain}
          onChange={(e) => {
            if (isPowertrain(e.target.value)) form.replace(withPowertrain(draft, e.target.value));
          }}
        />
        <SelectInput
          label={FIELD_LABELS.fuel}
          pointer="/fuel"
          problems={problems}
          options={FUELS.map((f) => ({ value: f, label: FUEL_LABELS[f] }))}
          hint="الكهرباء للمحرك الكهربائي بالكامل وحده."
          value={draft.fuel}
          onChange={(e) => {
            if (isFuel(e.target.value)) form.edit({ fuel: e.target.value });
          }}
        />
        <TextInput
          label={FIELD_LABELS.power_hp}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          hint="بالحصان المتري (PS) كما يُنشر؛ فارغ إن لم يُنشر."
          {...text("power_hp")}
        />
        <TextInput
          label={FIELD_LABELS.power_kw}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          {...text("power_kw")}
        />
        <TextInput
          label={FIELD_LABELS.capacity_cc}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          readOnly={isElectric}
          hint={isElectric ? "لا سعة للمحرك الكهربائي." : undefined}
          {...text("capacity_cc")}
        />
        <TextInput
          label={`${FIELD_LABELS.price_from} (${currency.iso})`}
          inputMode="decimal"
          dir="ltr"
          maxLength={20}
          autoComplete="off"
          hint={
            price.ok && price.minor !== null
              ? `يُعرض: ${formatPrice(price.minor, currency)}`
              : `بالوحدة الكاملة، مثل 329000.00؛ فارغ إن لم يُنشر السعر.`
          }
          {...text("price")}
          pointer="/price_from"
        />
      </div>
      <fieldset className="adm-fieldset adm-cat-specs">
        <legend className="adm-label">{FIELD_LABELS.specs}</legend>
        <p className="adm-hint">
          ما يختلف باختلاف المحرك فقط (القوة، التسارع، الاستهلاك…)؛ وما سواه في ورقتي الفئة والطراز.
        </p>
        <GroupProblems pointer="/specs" problems={problems} />
        <SpecRowsFields
          idBase={idBase}
          rows={draft.specs}
          problems={form.isSubmitted ? specRows.problems : new Map()}
          onChange={(specs) => form.edit({ specs })}
        />
      </fieldset>
    </FormShell>
  );
}

// ---------------------------------------------------------------- specification sheets

/** A nameplate's or model's specification sheet, saved whole under its code or key. */
export function SheetForm({
  sheetKey,
  title,
  hint,
  specs,
  onDone,
}: FormProps & {
  sheetKey: string;
  title: ReactNode;
  hint: string;
  specs: Catalogue["specs"][string];
}) {
  const idBase = useId();
  const [rows, setRows] = useState<SpecRow[]>(() => rowsOfSpecs(specs));
  const [initial] = useState(rows);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(IDLE);
  const isDirty = JSON.stringify(rows) !== JSON.stringify(initial);
  useUnsavedWarning(isDirty && status.kind !== "busy");
  const read = specsOfRows(rows);
  const clientList: Problem[] =
    isSubmitted && read.problems.size > 0
      ? [...read.problems.values()].map((message) => ({ pointer: "/specs", message }))
      : [];
  const all = [...clientList, ...serverList];

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerList([]);
    if (read.problems.size > 0) return;
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      await saveSheet(sheetKey, read.specs);
      onDone(`حُفظت ورقة المواصفات ${sheetKey}`);
    } catch (error) {
      const list = refusedProblems(error);
      if (list) {
        setServerList(list.map((p) => ({ ...p, pointer: "/specs" })));
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else setStatus({ kind: "error", text: `لم تُحفظ ورقة المواصفات: ${errorText(error)}` });
    }
  }

  return (
    <FormShell
      title={title}
      submitLabel="حفظ الورقة"
      problems={all}
      isDirty={isDirty}
      status={status}
      onSubmit={save}
      onCancel={() => onDone()}
    >
      <p className="adm-hint">{hint}</p>
      <GroupProblems pointer="/specs" problems={problemMap(all)} />
      <SpecRowsFields
        idBase={idBase}
        rows={rows}
        problems={isSubmitted ? read.problems : new Map()}
        onChange={(next) => {
          setRows(next);
          setServerList([]);
        }}
      />
    </FormShell>
  );
}
