import type { RJSFSchema } from "@rjsf/utils";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { ApiError, put } from "../../api.ts";
import { useCan, useSession } from "../../session.tsx";
import { SchemaForm } from "../../widgets/schema-form.tsx";
import {
  keySchema,
  problemText,
  type SchemaNode,
  type SettingsPayload,
  settingState,
  toFormValue,
  toStoredValue,
} from "../admin-logic.ts";
import { errorText, IDLE, Notice, type Status, StatusLine } from "../admin-ui.tsx";
import { useLeaveGuard } from "./leave-guard.ts";
import { SETTINGS_KEY } from "./settings-data.ts";
import {
  isDirty,
  keyLabel,
  keyUi,
  type LanguageValue,
  languageName,
  languageValues,
  type NamespaceDraft,
  namespaceInfo,
  namespaceSchema,
  orderedKeys,
  overridableLanguages,
  problemsByKey,
  saveBody,
} from "./settings-model.ts";

type Problem = { rule: string; message: string; pointer: string };

/** /admin/settings/{namespace}: the namespace's generated form, its language values, one save. */
export function NamespaceScreen({ payload }: { payload: SettingsPayload }) {
  const { namespace = "" } = useParams();
  const found = payload.namespaces.find((n) => n.namespace === namespace);
  // Remounted after each save so the form starts again from what the server now holds.
  const [generation, setGeneration] = useState(0);
  if (!found)
    return (
      <section className="adm-screen" aria-labelledby="adm-set-missing">
        <h1 id="adm-set-missing">قسم غير موجود</h1>
        <p>
          لا يوجد قسم إعدادات بهذا الاسم. <Link to="/admin/settings">العودة إلى الأقسام</Link>
        </p>
      </section>
    );
  return (
    <NamespaceForm
      key={`${namespace}:${generation}`}
      payload={payload}
      namespace={namespace}
      keys={found.keys}
      onSaved={() => setGeneration((g) => g + 1)}
    />
  );
}

function initialDraft(payload: SettingsPayload, keys: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  const byLang = languageValues(payload);
  for (const key of keys) {
    const value = payload.values[key];
    if (value !== undefined) values[key] = value;
    for (const v of byLang.get(key) ?? []) values[v.storedKey] = v.value;
  }
  return values;
}

function NamespaceForm({
  payload,
  namespace,
  keys,
  onSaved,
}: {
  payload: SettingsPayload;
  namespace: string;
  keys: readonly string[];
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const canWrite = useCan("settings:write");
  const info = namespaceInfo(namespace, keys);
  const ordered = useMemo(() => orderedKeys(namespace, keys), [namespace, keys]);
  const [initial] = useState(() => initialDraft(payload, keys));
  const [draft, setDraft] = useState<NamespaceDraft>(() => ({
    initial,
    current: initial,
    removed: new Set(),
  }));
  const [problems, setProblems] = useState<Map<string, Problem[]>>(new Map());
  const [status, setStatus] = useState<Status>(IDLE);
  const dirty = isDirty(draft);
  useLeaveGuard(dirty);
  const byLang = useMemo(() => {
    // The language values shown: those stored and those added here, less those removed.
    const out = new Map<string, LanguageValue[]>();
    for (const storedKey of Object.keys(draft.current)) {
      const at = storedKey.lastIndexOf("@");
      if (at <= 0 || draft.removed.has(storedKey)) continue;
      const key = storedKey.slice(0, at);
      const list = out.get(key) ?? [];
      list.push({
        storedKey,
        lang: storedKey.slice(at + 1),
        value: draft.current[storedKey] ?? "",
      });
      out.set(key, list);
    }
    return out;
  }, [draft]);

  const [searchParams] = useSearchParams();
  const focusKey = searchParams.get("key");
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusKey) return;
    const field = [
      ...(listRef.current?.querySelectorAll<HTMLElement>("[data-setting-key]") ?? []),
    ].find((el) => el.dataset.settingKey === focusKey);
    if (!field) return;
    field.scrollIntoView({ block: "center" });
    field
      .querySelector<HTMLElement>(
        "input:not([type=hidden]), textarea, select, [contenteditable=true]",
      )
      ?.focus({ preventScroll: true });
    field.classList.add("adm-set-field--found");
    const timer = window.setTimeout(() => field.classList.remove("adm-set-field--found"), 2500);
    return () => window.clearTimeout(timer);
  }, [focusKey]);

  const edit = (storedKey: string, value: string) =>
    setDraft((d) => {
      const removed = new Set(d.removed);
      removed.delete(storedKey);
      return { ...d, current: { ...d.current, [storedKey]: value }, removed };
    });
  const remove = (storedKey: string, value: string | undefined) =>
    setDraft((d) => {
      const removed = new Set(d.removed);
      const current = { ...d.current };
      if (storedKey in d.initial && payloadHasStored(payload, storedKey)) removed.add(storedKey);
      if (value === undefined) delete current[storedKey];
      else current[storedKey] = value;
      return { ...d, current, removed };
    });

  async function save() {
    const body = saveBody(draft);
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    setProblems(new Map());
    try {
      await put(`/api/admin/settings/namespaces/${encodeURIComponent(namespace)}`, body);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const found = problemsByKey(error.details, Object.keys(draft.current));
        setProblems(found);
        const names = [...found.keys()].map((k) => labelOf(namespace, k)).join("، ");
        setStatus({ kind: "error", text: `لم يُحفظ شيء: راجع ${names || error.message}` });
      } else setStatus({ kind: "error", text: `لم يُحفظ شيء: ${errorText(error)}` });
    }
  }

  const changed = Object.keys(saveBody(draft).values).length + draft.removed.size;
  return (
    <section className="adm-screen adm-set-ns" aria-labelledby="adm-set-ns-title">
      <header className="adm-set-ns__head">
        <h1 id="adm-set-ns-title">{info.title}</h1>
        {info.description && <p className="adm-set-ns__description">{info.description}</p>}
        <code dir="ltr" className="adm-set-key">
          {namespace}
        </code>
      </header>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل الإعدادات.</Notice>}
      {/* Each key's generated form is a <form> of its own: the namespace's save sits below them all. */}
      <div className="adm-set-form">
        <div ref={listRef} className="adm-set-fields">
          {ordered.map((key) => (
            <KeyField
              key={key}
              namespace={namespace}
              settingKey={key}
              payload={payload}
              value={draft.current[key]}
              isRemoved={draft.removed.has(key)}
              languageValues={byLang.get(key) ?? []}
              problems={problems}
              canWrite={canWrite}
              onEdit={edit}
              onRemove={remove}
            />
          ))}
        </div>
        {canWrite && (
          <div className="adm-set-savebar">
            <button
              type="button"
              className="adm-button adm-button--primary"
              disabled={!dirty || status.kind === "busy"}
              onClick={() => void save()}
            >
              حفظ {info.title}
            </button>
            <button
              type="button"
              className="adm-button"
              disabled={!dirty}
              onClick={() => {
                setDraft({ initial, current: initial, removed: new Set() });
                setProblems(new Map());
                setStatus(IDLE);
              }}
            >
              تجاهل التغييرات
            </button>
            <p className="adm-set-savebar__state" aria-live="polite">
              {dirty
                ? `${new Intl.NumberFormat("ar").format(changed)} ${changed === 1 ? "تغيير لم يُحفظ" : "تغييرات لم تُحفظ"}`
                : status.kind === "idle"
                  ? "لا تغييرات"
                  : ""}
            </p>
            <StatusLine status={status} />
          </div>
        )}
      </div>
    </section>
  );
}

function payloadHasStored(payload: SettingsPayload, storedKey: string): boolean {
  if (payload.stored_keys?.includes(storedKey)) return true;
  return payload.unknown.some((u) => u.key === storedKey);
}

function labelOf(namespace: string, storedKey: string): string {
  const at = storedKey.lastIndexOf("@");
  if (at <= 0) return keyLabel(namespace, storedKey);
  return `${keyLabel(namespace, storedKey.slice(0, at))} (${languageName(storedKey.slice(at + 1))})`;
}

function errorsFor(
  label: string,
  key: string,
  list: readonly Problem[] | undefined,
): Record<string, { __errors: string[] }> | undefined {
  if (!list?.length) return undefined;
  return {
    [key]: {
      __errors: list.map((p) => problemText(p.pointer ? `${label} ${p.pointer}` : label, p)),
    },
  };
}

/** One key: its generated field, its key small, its default, and its language values beside it. */
function KeyField({
  namespace,
  settingKey,
  payload,
  value,
  isRemoved,
  languageValues: langs,
  problems,
  canWrite,
  onEdit,
  onRemove,
}: {
  namespace: string;
  settingKey: string;
  payload: SettingsPayload;
  value: string | undefined;
  isRemoved: boolean;
  languageValues: readonly LanguageValue[];
  problems: ReadonlyMap<string, Problem[]>;
  canWrite: boolean;
  onEdit: (storedKey: string, value: string) => void;
  onRemove: (storedKey: string, value: string | undefined) => void;
}) {
  const session = useSession();
  const node: SchemaNode = keySchema(namespaceSchema(namespace), settingKey);
  const ui = keyUi(namespace, settingKey);
  const state = settingState(payload, settingKey, node, ui);
  const isBlocked = state.isRawHtml && !session.rawHtml;
  const isEditable = canWrite && !isBlocked;
  const label = keyLabel(namespace, settingKey);
  const schema = useMemo<RJSFSchema>(
    () => ({ type: "object", properties: { [settingKey]: node as RJSFSchema } }),
    [settingKey, node],
  );
  const uiSchema = useMemo(
    () => ({ [settingKey]: { ...(ui ?? {}), ...(isEditable ? {} : { "ui:readonly": true }) } }),
    [settingKey, ui, isEditable],
  );
  const formData = useMemo(
    () => ({ [settingKey]: toFormValue(node, value) }),
    [settingKey, node, value],
  );
  const isDefault = isRemoved || value === undefined || value === state.defaultValue;
  // The form reports its value once on its own when it opens (defaults filled into JSON items):
  // only a change after the user has touched the field is an edit.
  const isTouched = useRef(false);
  const touch = () => {
    isTouched.current = true;
  };
  return (
    <div
      className="adm-set-field"
      data-setting-key={settingKey}
      onInputCapture={touch}
      onChangeCapture={touch}
      onClickCapture={touch}
      onKeyDownCapture={touch}
    >
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        itemHeadingLevel={2}
        readOnly={!isEditable}
        extraErrors={errorsFor(label, settingKey, problems.get(settingKey))}
        onChange={(data) => {
          if (!isTouched.current) return;
          const next = toStoredValue(data[settingKey]);
          if (next !== (value ?? toStoredValue(toFormValue(node, value)))) onEdit(settingKey, next);
        }}
      />
      <div className="adm-set-field__meta">
        <code dir="ltr" className="adm-set-key">
          {settingKey}
        </code>
        {isDefault ? (
          <span className="adm-badge">القيمة الافتراضية</span>
        ) : (
          <>
            <span className="adm-badge adm-badge--changed">معدّلة</span>
            {isEditable && (
              <button
                type="button"
                className="adm-link-button"
                aria-label={`إرجاع «${label}» إلى القيمة الافتراضية`}
                onClick={() => {
                  // The form's report of the default it now shows is not an edit of its own.
                  isTouched.current = false;
                  onRemove(settingKey, state.defaultValue);
                }}
              >
                إرجاع إلى الافتراضي
              </button>
            )}
          </>
        )}
      </div>
      {isBlocked && (
        <Notice tone="warn">
          هذا الحقل HTML خام أو نص برمجي، وتعديله متوقف: تفعيل HTML الخام مغلق في الموقع أو ليست
          لديك صلاحيته.
        </Notice>
      )}
      <LanguageValues
        label={label}
        settingKey={settingKey}
        values={langs}
        isEditable={isEditable}
        problems={problems}
        onEdit={onEdit}
        onRemove={onRemove}
      />
    </div>
  );
}

/** The key's own values per language (`{key}@{lang}`), beside the value they override. */
function LanguageValues({
  label,
  settingKey,
  values,
  isEditable,
  problems,
  onEdit,
  onRemove,
}: {
  label: string;
  settingKey: string;
  values: readonly LanguageValue[];
  isEditable: boolean;
  problems: ReadonlyMap<string, Problem[]>;
  onEdit: (storedKey: string, value: string) => void;
  onRemove: (storedKey: string, value: string | undefined) => void;
}) {
  const selectId = useId();
  const taken = new Set(values.map((v) => v.lang));
  const choices = overridableLanguages().filter((l) => !taken.has(l.code));
  const [lang, setLang] = useState("");
  return (
    <div className="adm-set-langs">
      {values.length > 0 && (
        <ul className="adm-set-langs__list" aria-label={`قيم «${label}» الخاصة باللغات`}>
          {values.map((v) => (
            <LanguageValueRow
              key={v.storedKey}
              label={label}
              entry={v}
              isEditable={isEditable}
              problems={problems.get(v.storedKey)}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      {isEditable && (
        <details className="adm-set-langs__add">
          <summary>قيمة خاصة بلغة أخرى</summary>
          <div className="adm-set-langs__add-row">
            <label htmlFor={selectId}>اللغة</label>
            <select id={selectId} value={lang} onChange={(e) => setLang(e.target.value)}>
              <option value="">اختر لغة</option>
              {choices.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="adm-button"
              disabled={lang === ""}
              onClick={() => {
                onEdit(`${settingKey}@${lang}`, "");
                setLang("");
              }}
            >
              إضافة
            </button>
          </div>
        </details>
      )}
    </div>
  );
}

/** "in English" as Arabic writes it: «بالإنجليزية» (the article joins the preposition), «بـ…» otherwise. */
function inLanguage(name: string): string {
  return name.startsWith("ال") ? `ب${name}` : `بـ${name}`;
}
function LanguageValueRow({
  label,
  entry,
  isEditable,
  problems,
  onEdit,
  onRemove,
}: {
  label: string;
  entry: LanguageValue;
  isEditable: boolean;
  problems: readonly Problem[] | undefined;
  onEdit: (storedKey: string, value: string) => void;
  onRemove: (storedKey: string, value: string | undefined) => void;
}) {
  const id = useId();
  const name = languageName(entry.lang);
  const errorId = `${id}-error`;
  return (
    <li className="adm-set-lang">
      <label htmlFor={id}>
        {label} {inLanguage(name)} <code dir="ltr">@{entry.lang}</code>
      </label>
      <textarea
        id={id}
        dir="auto"
        rows={Math.min(6, Math.max(1, entry.value.split("\n").length))}
        value={entry.value}
        readOnly={!isEditable}
        aria-invalid={problems?.length ? true : undefined}
        aria-describedby={problems?.length ? errorId : undefined}
        onChange={(e) => onEdit(entry.storedKey, e.target.value)}
      />
      {problems?.length ? (
        <p id={errorId} className="adm-field__error">
          {problems.map((p) => problemText(`${label} ${inLanguage(name)}`, p)).join("؛ ")}
        </p>
      ) : null}
      {isEditable && (
        <button
          type="button"
          className="adm-link-button"
          aria-label={`حذف قيمة «${label}» ${inLanguage(name)}`}
          onClick={() => onRemove(entry.storedKey, undefined)}
        >
          حذف
        </button>
      )}
    </li>
  );
}
