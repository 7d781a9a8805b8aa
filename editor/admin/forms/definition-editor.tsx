import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { FormField } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { errorText, IDLE, type Status } from "../admin-ui.tsx";
import { FieldEditor } from "./field-editor.tsx";
import {
  completeField,
  definitionOf,
  definitionProblems,
  FIELD_TYPES,
  type FieldType,
  type FormHead,
  fieldTypeLabel,
  headOf,
  moveItem,
  NEW_FORM_HEAD,
  newField,
  type Problem,
  problemMap,
} from "./form-logic.ts";
import {
  CheckInput,
  GroupProblems,
  ProblemSummary,
  SaveBar,
  SelectInput,
  TextArea,
  TextInput,
  textBinding,
  useUnsavedWarning,
} from "./form-ui.tsx";
import { FORMS_KEY, type FormItem, formKey, REFUSED_TEXT, refusedProblems } from "./forms-api.ts";

/** A field in the builder with the key that follows it through moves. */
interface FieldItem {
  uid: string;
  field: FormField;
}

let nextUid = 1;
const item = (field: FormField): FieldItem => ({ uid: `f${nextUid++}`, field });

const FIELD_POINTER = /^\/fields\/(\d+)(\/|$)/;

/**
 * The form builder: the form's name, language, layout, submit text, captcha and access, and its
 * fields, added, removed, reordered (by drag, by keyboard on the handle, or with the move
 * buttons) and edited one at a time. Saving checks the definition as the server does; every
 * problem is named beside its field, and the server's own refusal lands on the same fields.
 */
export function DefinitionEditor({ form, readOnly }: { form: FormItem | null; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => ({
    head: form ? headOf(form.attributes) : NEW_FORM_HEAD,
    fields: form ? form.attributes.fields.map((f) => completeField(f)) : [newField([])],
  }));
  const [head, setHead] = useState<FormHead>(saved.head);
  const [items, setItems] = useState<FieldItem[]>(() => saved.fields.map(item));
  // The fields whose editors are open: a new form's first field, each added field, and every
  // field a refused save names.
  const [openUids, setOpenUids] = useState<ReadonlySet<string>>(
    () => new Set(form === null && items[0] ? [items[0].uid] : []),
  );
  const open = (uids: readonly string[]) => setOpenUids((set) => new Set([...set, ...uids]));
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [status, setStatus] = useState<Status>(() =>
    created && form ? { kind: "ok", text: `أُنشئ النموذج «${form.attributes.name}»` } : IDLE,
  );
  const addType = useRef<HTMLSelectElement>(null);

  const fields = useMemo(() => items.map((i) => i.field), [items]);
  const definition = useMemo(() => definitionOf(head, fields), [head, fields]);
  const savedDefinition = useMemo(() => definitionOf(saved.head, saved.fields), [saved]);
  const isDirty = JSON.stringify(definition) !== JSON.stringify(savedDefinition);
  useUnsavedWarning(isDirty && !readOnly);

  const clientList = useMemo(
    () => (isSubmitted ? definitionProblems(definition) : []),
    [isSubmitted, definition],
  );
  const allProblems = [...clientList, ...serverList];
  const problems = problemMap(allProblems);
  const problemCount = (index: number) =>
    allProblems.filter(
      (p) => p.pointer.startsWith(`/fields/${index}/`) || p.pointer === `/fields/${index}`,
    ).length;

  const edit = (next: FieldItem[]) => {
    setItems(next);
    setServerList([]);
  };
  const editHead = (change: Partial<FormHead>) => {
    setHead((h) => ({ ...h, ...change }));
    setServerList([]);
  };
  const headText = textBinding(head, "", problems, editHead);

  /** The uid of the field a pointer is inside of, if any. */
  const uidAt = (pointer: string) => {
    const match = FIELD_POINTER.exec(pointer);
    return match ? items[Number(match[1])]?.uid : undefined;
  };
  function reveal(pointer: string) {
    const uid = uidAt(pointer);
    if (uid) open([uid]);
  }
  const revealAll = (list: readonly Problem[]) =>
    open(list.map((p) => uidAt(p.pointer)).filter((uid): uid is string => uid !== undefined));

  function addField() {
    const type = (addType.current?.value ?? "text") as FieldType;
    const added = item(
      newField(
        fields.map((f) => f.name),
        type,
      ),
    );
    edit([...items, added]);
    setOpenUids(new Set([added.uid]));
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[data-field-uid="${added.uid}"] [data-pointer$="/label"]`)
        ?.focus(),
    );
  }

  function removeField(uid: string) {
    const index = items.findIndex((i) => i.uid === uid);
    const neighbour = items[index + 1] ?? items[index - 1];
    edit(items.filter((i) => i.uid !== uid));
    requestAnimationFrame(() => {
      const target = neighbour
        ? document.querySelector<HTMLElement>(`[data-field-uid="${neighbour.uid}"] .fb-row__title`)
        : document.querySelector<HTMLElement>(".fb-add select");
      target?.focus();
    });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    setSubmitted(true);
    setServerList([]);
    const found = definitionProblems(definition);
    if (found.length > 0) {
      revealAll(found);
      setStatus({ kind: "error", text: `لم يُحفظ النموذج: ${found.length} مشكلة.` });
      return;
    }
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    const body = { data: { type: "form" as const, attributes: definition } };
    try {
      const answer = form
        ? await call("updateForm", { params: { formId: Number(form.id) }, body })
        : await call("createForm", { body });
      const stored = answer.data;
      setSaved({
        head: headOf(stored.attributes),
        fields: stored.attributes.fields.map((f) => completeField(f)),
      });
      setHead(headOf(stored.attributes));
      setStatus({ kind: "ok", text: `حُفظ النموذج «${stored.attributes.name}»` });
      queryClient.setQueryData(formKey(Number(stored.id)), stored);
      await queryClient.invalidateQueries({ queryKey: FORMS_KEY, exact: true });
      if (!form) navigate(`/admin/forms/${stored.id}`, { replace: true, state: { created: true } });
    } catch (error) {
      const list = refusedProblems(error);
      if (list) {
        setServerList(list);
        revealAll(list);
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else setStatus({ kind: "error", text: `لم يُحفظ النموذج: ${errorText(error)}` });
    }
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.uid === active.id);
    const to = items.findIndex((i) => i.uid === over.id);
    if (from >= 0 && to >= 0) edit(moveItem(items, from, to));
  }

  return (
    <form className="adm-form fb-builder" onSubmit={save} noValidate aria-label="تعريف النموذج">
      <ProblemSummary problems={allProblems} onReveal={reveal} />
      <section className="adm-card fb-head" aria-labelledby="fb-head-title">
        <h2 id="fb-head-title">بيانات النموذج</h2>
        <fieldset className="fb-plain" disabled={readOnly}>
          <legend className="adm-visually-hidden">بيانات النموذج</legend>
          <div className="adm-form__grid">
            <TextInput label="اسم النموذج" {...headText("name")} maxLength={200} required />
            <TextInput label="نص زر الإرسال" {...headText("submit_label")} maxLength={100} />
            <SelectInput
              label="لغة رسائل النموذج"
              pointer="/lang"
              problems={problems}
              value={head.lang}
              options={[
                { value: "ar", label: "العربية" },
                { value: "en", label: "English" },
              ]}
              onChange={(e) => editHead({ lang: e.target.value === "en" ? "en" : "ar" })}
            />
            <SelectInput
              label="التخطيط"
              pointer="/layout"
              problems={problems}
              value={head.layout}
              options={[
                { value: "single_column", label: "عمود واحد" },
                { value: "double_column", label: "عمودان (على الشاشات العريضة)" },
              ]}
              onChange={(e) =>
                editHead({
                  layout: e.target.value === "double_column" ? "double_column" : "single_column",
                })
              }
            />
          </div>
          <TextArea
            label="الوصف"
            {...headText("description")}
            dir={head.description ? "auto" : undefined}
            maxLength={2000}
            rows={2}
            hint="للمحررين فقط؛ لا يظهر للزائر."
          />
          <div className="adm-checks">
            <CheckInput
              label="نموذج عام (يفتحه الزوار دون رمز وصول)"
              pointer="/is_public"
              problems={problems}
              checked={head.is_public}
              onChange={(is_public) => editHead({ is_public })}
            />
            <CheckInput
              label="التحقق من أن المرسل ليس روبوتاً (captcha)"
              pointer="/captcha"
              problems={problems}
              checked={head.captcha}
              onChange={(captcha) => editHead({ captcha })}
            />
          </div>
        </fieldset>
      </section>

      <section className="adm-card fb-fields" aria-labelledby="fb-fields-title">
        <h2 id="fb-fields-title">
          الحقول <span className="adm-badge">{items.length}</span>
        </h2>
        <GroupProblems pointer="/fields" problems={problems} />
        {items.length === 0 ? (
          <p className="adm-state adm-state--empty">لا حقول بعد: أضف حقلاً واحداً على الأقل.</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: announcements(items),
              screenReaderInstructions: {
                draggable:
                  "لنقل الحقل اضغط المسافة أو Enter، ثم الأسهم للأعلى والأسفل، ثم المسافة للإفلات أو Escape للإلغاء.",
              },
            }}
          >
            <SortableContext items={items.map((i) => i.uid)} strategy={verticalListSortingStrategy}>
              <ol className="fb-rows" aria-label="حقول النموذج">
                {items.map((it, index) => (
                  <FieldRow
                    key={it.uid}
                    item={it}
                    index={index}
                    count={items.length}
                    isOpen={openUids.has(it.uid)}
                    problemCount={problemCount(index)}
                    readOnly={readOnly}
                    onToggle={() =>
                      setOpenUids((set) => {
                        const next = new Set(set);
                        if (!next.delete(it.uid)) next.add(it.uid);
                        return next;
                      })
                    }
                    onMove={(to) => edit(moveItem(items, index, to))}
                    onRemove={() => removeField(it.uid)}
                  >
                    <FieldEditor
                      field={it.field}
                      index={index}
                      problems={problems}
                      readOnly={readOnly}
                      onChange={(field) =>
                        edit(items.map((x) => (x.uid === it.uid ? { ...x, field } : x)))
                      }
                    />
                  </FieldRow>
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        {!readOnly && (
          <div className="fb-add">
            <div className="adm-field">
              <label htmlFor="fb-add-type">نوع الحقل الجديد</label>
              <select id="fb-add-type" ref={addType} defaultValue="text">
                {FIELD_TYPES.map((t) => (
                  <option key={t.type} value={t.type}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="adm-button"
              onClick={addField}
              disabled={items.length >= 100}
            >
              إضافة حقل
            </button>
          </div>
        )}
      </section>

      {!readOnly && (
        <SaveBar label={form ? "حفظ النموذج" : "إنشاء النموذج"} isDirty={isDirty} status={status} />
      )}
    </form>
  );
}

function announcements(items: readonly FieldItem[]): Announcements {
  const describe = (id: string | number) => {
    const i = items.findIndex((it) => it.uid === id);
    const it = items[i];
    return it ? `الحقل «${it.field.label || it.field.name}» (${i + 1})` : "الحقل";
  };
  const position = (id: string | number | undefined) =>
    id === undefined ? "" : `${items.findIndex((it) => it.uid === id) + 1}`;
  return {
    onDragStart: ({ active }) =>
      `التقطت ${describe(active.id)}. استخدم الأسهم للنقل ثم المسافة للإفلات.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} فوق الموضع ${position(over.id)} من ${items.length}.` : "",
    onDragEnd: ({ active, over }) =>
      over ? `أُفلت ${describe(active.id)} في الموضع ${position(over.id)}.` : "أُفلت الحقل.",
    onDragCancel: ({ active }) => `أُلغي النقل. عاد ${describe(active.id)} إلى مكانه.`,
  };
}

/** One field's row: its handle, its name and kind, move and remove buttons, and its editor. */
function FieldRow({
  item: it,
  index,
  count,
  isOpen,
  problemCount,
  readOnly,
  onToggle,
  onMove,
  onRemove,
  children,
}: {
  item: FieldItem;
  index: number;
  count: number;
  isOpen: boolean;
  problemCount: number;
  readOnly: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const sortable = useSortable({ id: it.uid, disabled: readOnly });
  const title = it.field.label.trim() || "بلا تسمية";
  const label = `${index + 1}. ${title}`;
  const editorId = `fb-field-${it.uid}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={[
        "fb-row",
        isOpen ? "fb-row--open" : "",
        sortable.isDragging ? "fb-row--dragging" : "",
        problemCount > 0 ? "fb-row--invalid" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      data-field-uid={it.uid}
      data-field-name={it.field.name}
    >
      <div className="fb-row__head">
        {!readOnly && (
          <button
            type="button"
            className="adm-button fb-icon-button fb-row__handle"
            aria-label={`اسحب لإعادة ترتيب «${label}»`}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <button
          type="button"
          className="fb-row__title"
          aria-expanded={isOpen}
          aria-controls={editorId}
          onClick={onToggle}
        >
          <span className="fb-row__index">
            <bdi>{index + 1}</bdi>
          </span>
          <span className="fb-row__label">
            <bdi>{title}</bdi>
          </span>
          <code className="fb-row__name" dir="ltr">
            {it.field.name}
          </code>
          <span className="adm-badge">{fieldTypeLabel(it.field.type)}</span>
          {it.field.required ? <span className="adm-badge fb-required">إلزامي</span> : null}
        </button>
        {problemCount > 0 && (
          <span className="fb-row__problems">
            {problemCount} {problemCount === 1 ? "خطأ" : "أخطاء"}
          </span>
        )}
        {!readOnly && (
          <div className="fb-row__actions">
            <button
              type="button"
              className="adm-button fb-icon-button"
              aria-label={`انقل «${label}» للأعلى`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="adm-button fb-icon-button"
              aria-label={`انقل «${label}» للأسفل`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="adm-button adm-button--danger"
              aria-label={`احذف «${label}»`}
              onClick={onRemove}
            >
              حذف
            </button>
          </div>
        )}
      </div>
      {isOpen && (
        <section id={editorId} className="fb-row__body" aria-label={`خصائص «${label}»`}>
          {children}
        </section>
      )}
    </li>
  );
}
