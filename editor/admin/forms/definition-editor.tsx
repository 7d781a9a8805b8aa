import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { FormAttributes } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { errorText, IDLE, type Status } from "../admin-ui.tsx";
import { AddFieldBar, type FieldItem, FieldList, fieldItem } from "./definition-fields.tsx";
import {
  completeField,
  definitionOf,
  definitionProblems,
  type FieldType,
  type FormHead,
  headOf,
  NEW_FORM_HEAD,
  newField,
  type Problem,
  type ProblemMap,
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

const FIELD_POINTER = /^\/fields\/(\d+)(\/|$)/;

/**
 * The form builder: the form's name, language, layout, submit text, captcha and access, and its
 * fields, added, removed, reordered (by drag, by keyboard on the handle, or with the move
 * buttons) and edited one at a time. Saving checks the definition as the server does; every
 * problem is named beside its field, and the server's own refusal lands on the same fields.
 */
export function DefinitionEditor({ form, readOnly }: { form: FormItem | null; readOnly: boolean }) {
  const [saved, setSaved] = useState(() => ({
    head: form ? headOf(form.attributes) : NEW_FORM_HEAD,
    fields: form ? form.attributes.fields.map((f) => completeField(f)) : [newField([])],
  }));
  const [head, setHead] = useState<FormHead>(saved.head);
  const [items, setItems] = useState<FieldItem[]>(() => saved.fields.map(fieldItem));
  // The fields whose editors are open: a new form's first field, each added field, and every
  // field a refused save names.
  const [openUids, setOpenUids] = useState<ReadonlySet<string>>(
    () => new Set(form === null && items[0] ? [items[0].uid] : []),
  );
  const open = (uids: readonly string[]) => setOpenUids((set) => new Set([...set, ...uids]));
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

  const fields = useMemo(() => items.map((i) => i.field), [items]);
  const definition = useMemo(() => definitionOf(head, fields), [head, fields]);
  const savedDefinition = useMemo(() => definitionOf(saved.head, saved.fields), [saved]);
  const isDirty = JSON.stringify(definition) !== JSON.stringify(savedDefinition);
  useUnsavedWarning(isDirty && !readOnly);
  const { save, status, isSubmitted, serverList, clearServerList } = useDefinitionSave({
    form,
    readOnly,
    definition,
    onProblems: revealAll,
    onSaved: (stored) => {
      setSaved({
        head: headOf(stored.attributes),
        fields: stored.attributes.fields.map((f) => completeField(f)),
      });
      setHead(headOf(stored.attributes));
    },
  });

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
    clearServerList();
  };
  const editHead = (change: Partial<FormHead>) => {
    setHead((h) => ({ ...h, ...change }));
    clearServerList();
  };

  function addField(type: FieldType) {
    const added = fieldItem(
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

  return (
    <form className="adm-form fb-builder" onSubmit={save} noValidate aria-label="تعريف النموذج">
      <ProblemSummary problems={allProblems} onReveal={reveal} />
      <FormHeadSection head={head} problems={problems} readOnly={readOnly} onEdit={editHead} />

      <section className="adm-card fb-fields" aria-labelledby="fb-fields-title">
        <h2 id="fb-fields-title">
          الحقول <span className="adm-badge">{items.length}</span>
        </h2>
        <GroupProblems pointer="/fields" problems={problems} />
        {items.length === 0 ? (
          <p className="adm-state adm-state--empty">لا حقول بعد: أضف حقلاً واحداً على الأقل.</p>
        ) : (
          <FieldList
            items={items}
            openUids={openUids}
            problems={problems}
            problemCount={problemCount}
            readOnly={readOnly}
            onToggle={(uid) =>
              setOpenUids((set) => {
                const next = new Set(set);
                if (!next.delete(uid)) next.add(uid);
                return next;
              })
            }
            onEdit={edit}
            onRemove={removeField}
          />
        )}
        {!readOnly && <AddFieldBar isDisabled={items.length >= 100} onAdd={addField} />}
      </section>

      {!readOnly && (
        <SaveBar label={form ? "حفظ النموذج" : "إنشاء النموذج"} isDirty={isDirty} status={status} />
      )}
    </form>
  );
}

/**
 * Saving a definition: checked as the server checks it first (the problems are revealed on
 * their fields), then created or updated; a new form's page opens on its id, saying it was made.
 */
function useDefinitionSave({
  form,
  readOnly,
  definition,
  onSaved,
  onProblems,
}: {
  form: FormItem | null;
  readOnly: boolean;
  definition: FormAttributes;
  onSaved: (stored: FormItem) => void;
  onProblems: (list: readonly Problem[]) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [status, setStatus] = useState<Status>(() =>
    created && form ? { kind: "ok", text: `أُنشئ النموذج «${form.attributes.name}»` } : IDLE,
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    setSubmitted(true);
    setServerList([]);
    const found = definitionProblems(definition);
    if (found.length > 0) {
      onProblems(found);
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
      onSaved(stored);
      setStatus({ kind: "ok", text: `حُفظ النموذج «${stored.attributes.name}»` });
      queryClient.setQueryData(formKey(Number(stored.id)), stored);
      await queryClient.invalidateQueries({ queryKey: FORMS_KEY, exact: true });
      if (!form) navigate(`/admin/forms/${stored.id}`, { replace: true, state: { created: true } });
    } catch (error) {
      const list = refusedProblems(error);
      if (list) {
        setServerList(list);
        onProblems(list);
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else setStatus({ kind: "error", text: `لم يُحفظ النموذج: ${errorText(error)}` });
    }
  }

  return { save, status, isSubmitted, serverList, clearServerList: () => setServerList([]) };
}

/** The form's own settings: name, submit text, language, layout, description, access, captcha. */
function FormHeadSection({
  head,
  problems,
  readOnly,
  onEdit,
}: {
  head: FormHead;
  problems: ProblemMap;
  readOnly: boolean;
  onEdit: (change: Partial<FormHead>) => void;
}) {
  const headText = textBinding(head, "", problems, onEdit);
  return (
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
            onChange={(e) => onEdit({ lang: e.target.value === "en" ? "en" : "ar" })}
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
              onEdit({
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
            onChange={(is_public) => onEdit({ is_public })}
          />
          <CheckInput
            label="التحقق من أن المرسل ليس روبوتاً (captcha)"
            pointer="/captcha"
            problems={problems}
            checked={head.captcha}
            onChange={(captcha) => onEdit({ captcha })}
          />
        </div>
      </fieldset>
    </section>
  );
}
