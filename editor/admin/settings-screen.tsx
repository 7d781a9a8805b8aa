import type { RJSFSchema } from "@rjsf/utils";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { isSettingsNamespace, settingsFormSchemas } from "../../generated/form-schemas.ts";
import { type ObjectUiSchema, settingsUiSchemas } from "../../generated/ui-schema.ts";
import { ApiError, del, get, put } from "../api.ts";
import { useCan, useSession } from "../session.tsx";
import { SchemaForm } from "../widgets/schema-form.tsx";
import {
  isValidSettingKey,
  keyErrors,
  keySchema,
  namespaceLabel,
  problemText,
  type SchemaNode,
  type SettingState,
  type SettingsPayload,
  settingState,
  toFormValue,
  toStoredValue,
} from "./admin-logic.ts";
import {
  ConfirmButton,
  errorText,
  IDLE,
  Notice,
  QueryState,
  type Status,
  StatusLine,
} from "./admin-ui.tsx";

const SETTINGS_KEY = ["admin", "settings"] as const;
const settingUrl = (key: string) => `/api/admin/settings/${encodeURIComponent(key)}`;

type UiNode = Record<string, unknown>;

/** The generated form of a namespace the schemas know; a stored namespace may be unknown. */
function namespaceSchema(namespace: string): SchemaNode | undefined {
  return isSettingsNamespace(namespace) ? settingsFormSchemas[namespace] : undefined;
}

/** The uiSchema of one key of a namespace the schemas know. */
function keyUi(namespace: string, key: string): UiNode | undefined {
  if (!isSettingsNamespace(namespace)) return undefined;
  const keys: ObjectUiSchema = settingsUiSchemas[namespace];
  const ui = keys[key];
  return Array.isArray(ui) ? undefined : ui;
}

/** The namespace's keys in the order its uiSchema names them, then any others. */
function orderedKeys(namespace: string, keys: readonly string[]): string[] {
  const named = isSettingsNamespace(namespace) ? settingsUiSchemas[namespace]["ui:order"] : [];
  return [
    ...named.filter((k) => keys.includes(k)),
    ...keys.filter((k) => !named.includes(k)).sort(),
  ];
}

export default function SettingsScreen() {
  const query = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => get<{ data: SettingsPayload }>("/api/admin/settings").then((r) => r.data),
  });
  const canWrite = useCan("settings:write");
  const data = query.data;
  return (
    <section className="adm-screen" aria-labelledby="adm-settings-title">
      <h1 id="adm-settings-title">الإعدادات</h1>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل الإعدادات.</Notice>}
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={!!data && data.namespaces.length === 0 && data.unknown.length === 0}
        empty={<p>لا توجد إعدادات بعد.</p>}
      >
        {data && (
          <>
            {data.namespaces.map(({ namespace, keys }) => (
              <section key={namespace} className="adm-card" aria-labelledby={`adm-ns-${namespace}`}>
                <h2 id={`adm-ns-${namespace}`}>
                  {namespaceLabel(namespace)} <code dir="ltr">{namespace}.*</code>
                </h2>
                {keys.length === 0 ? (
                  <p className="adm-state adm-state--empty">لا توجد مفاتيح في هذا القسم.</p>
                ) : (
                  orderedKeys(namespace, keys).map((key) => {
                    const node = keySchema(namespaceSchema(namespace), key);
                    const ui = keyUi(namespace, key);
                    return (
                      <SettingKeyForm
                        key={key}
                        settingKey={key}
                        node={node}
                        ui={ui}
                        state={settingState(data, key, node, ui)}
                        canWrite={canWrite}
                      />
                    );
                  })
                )}
              </section>
            ))}
            <UnknownSettings entries={data.unknown} canWrite={canWrite} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** One key: its generated form, a "افتراضي" note, save (PUT) and reset to default (DELETE). */
function SettingKeyForm({
  settingKey,
  node,
  ui,
  state,
  canWrite,
}: {
  settingKey: string;
  node: SchemaNode;
  ui: UiNode | undefined;
  state: SettingState;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const session = useSession();
  const stored = state.value;
  const isBlocked = state.isRawHtml && !session.rawHtml;
  const isEditable = canWrite && !isBlocked;
  const [formData, setFormData] = useState<Record<string, unknown>>(() => ({
    [settingKey]: toFormValue(node, stored),
  }));
  const [errors, setErrors] = useState<Record<string, { __errors: string[] }> | undefined>();
  const [status, setStatus] = useState<Status>(IDLE);
  useEffect(() => {
    setFormData({ [settingKey]: toFormValue(node, stored) });
  }, [settingKey, node, stored]);

  const { isDefault, defaultValue: fallback } = state;

  async function save(data: Record<string, unknown>) {
    const value = toStoredValue(data[settingKey]);
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    setErrors(undefined);
    try {
      await put(settingUrl(settingKey), { value });
      setStatus({ kind: "ok", text: "تم الحفظ" });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const found = keyErrors(settingKey, error.details, error.message);
        setErrors(found);
        setStatus({
          kind: "error",
          text: `لم يُحفظ: ${found[settingKey]?.__errors.join("؛ ") ?? error.message}`,
        });
      } else setStatus({ kind: "error", text: `لم يُحفظ: ${errorText(error)}` });
    }
  }

  async function reset() {
    setStatus({ kind: "busy", text: "جارٍ الإرجاع…" });
    setErrors(undefined);
    try {
      await del(settingUrl(settingKey));
      setStatus({ kind: "ok", text: "أُعيدت القيمة الافتراضية" });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch (error) {
      setStatus({ kind: "error", text: `تعذّر الإرجاع: ${errorText(error)}` });
    }
  }

  // Kept stable across renders: the form compiles its validator once per schema.
  const uiSchema = useMemo(
    () => ({ [settingKey]: { ...(ui ?? {}), ...(isEditable ? {} : { "ui:readonly": true }) } }),
    [settingKey, ui, isEditable],
  );
  const schema = useMemo<RJSFSchema>(
    () => ({ type: "object", properties: { [settingKey]: node as RJSFSchema } }),
    [settingKey, node],
  );

  return (
    <div className="adm-setting" data-setting-key={settingKey}>
      <div className="adm-setting__head">
        <code dir="ltr" className="adm-setting__key">
          {settingKey}
        </code>
        {isDefault ? (
          <span className="adm-badge">افتراضي</span>
        ) : (
          <span className="adm-setting__default">
            القيمة الافتراضية: <bdi dir="ltr">{fallback === "" ? "(فارغة)" : fallback}</bdi>
          </span>
        )}
      </div>
      {isBlocked && (
        <Notice tone="warn">
          هذا الحقل HTML خام أو نص برمجي، وتعديله متوقف: تفعيل HTML الخام مغلق في الموقع
          (security.raw_html_enabled) أو ليست لديك صلاحيته.
        </Notice>
      )}
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        onChange={(data: Record<string, unknown>) => {
          setFormData(data);
          if (status.kind !== "busy") setStatus(IDLE);
        }}
        onSubmit={isEditable ? (data: Record<string, unknown>) => void save(data) : undefined}
        extraErrors={errors}
        readOnly={!isEditable}
        submitLabel={`حفظ ${String(node.title ?? settingKey)}`}
      />
      <div className="adm-setting__foot">
        {isEditable && state.isStored && (
          <ConfirmButton
            label="إرجاع إلى الافتراضي"
            ariaLabel={`إرجاع ${String(node.title ?? settingKey)} إلى القيمة الافتراضية`}
            question={`إرجاع ${settingKey} إلى قيمته الافتراضية؟`}
            confirmLabel="إرجاع"
            className="adm-button"
            onConfirm={() => void reset()}
          />
        )}
        <StatusLine status={status} />
      </div>
    </div>
  );
}

/** Keys the schemas do not describe: a plain key/value list that admins can edit. */
function UnknownSettings({
  entries,
  canWrite,
}: {
  entries: SettingsPayload["unknown"];
  canWrite: boolean;
}) {
  return (
    <section className="adm-card" aria-labelledby="adm-unknown-title">
      <h2 id="adm-unknown-title">مفاتيح أخرى</h2>
      <p className="adm-hint">مفاتيح لا يصفها أي مخطط؛ تُحفظ كنص كما هي.</p>
      {entries.length === 0 ? (
        <p className="adm-state adm-state--empty">لا توجد مفاتيح أخرى.</p>
      ) : (
        <ul className="adm-kv">
          {[...entries]
            .sort((a, b) => a.key.localeCompare(b.key))
            .map((entry) => (
              <UnknownRow key={entry.key} entry={entry} canWrite={canWrite} />
            ))}
        </ul>
      )}
      {canWrite && <AddSetting existing={entries.map((e) => e.key)} />}
    </section>
  );
}

function UnknownRow({
  entry,
  canWrite,
}: {
  entry: { key: string; value: string };
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(entry.value);
  const [status, setStatus] = useState<Status>(IDLE);
  const id = useId();
  useEffect(() => setValue(entry.value), [entry.value]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      await put(settingUrl(entry.key), { value });
      setStatus({ kind: "ok", text: "تم الحفظ" });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُحفظ: ${refusalText(entry.key, error)}` });
    }
  }

  async function remove() {
    setStatus({ kind: "busy", text: "جارٍ الحذف…" });
    try {
      await del(settingUrl(entry.key));
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch (error) {
      setStatus({ kind: "error", text: `تعذّر الحذف: ${errorText(error)}` });
    }
  }

  return (
    <li className="adm-kv__row">
      <form onSubmit={save} className="adm-kv__form">
        <label htmlFor={id} className="adm-kv__key">
          <code dir="ltr">{entry.key}</code>
        </label>
        <textarea
          id={id}
          dir="auto"
          rows={Math.min(6, Math.max(1, value.split("\n").length))}
          value={value}
          readOnly={!canWrite}
          onChange={(e) => setValue(e.target.value)}
        />
        {canWrite && (
          <div className="adm-row-actions">
            <button
              type="submit"
              className="adm-button adm-button--primary"
              disabled={value === entry.value}
              aria-label={`حفظ ${entry.key}`}
            >
              حفظ
            </button>
            <ConfirmButton
              label="حذف"
              ariaLabel={`حذف ${entry.key}`}
              question={`حذف المفتاح ${entry.key}؟`}
              confirmLabel="حذف"
              onConfirm={() => void remove()}
            />
          </div>
        )}
      </form>
      <StatusLine status={status} />
    </li>
  );
}

function AddSetting({ existing }: { existing: readonly string[] }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState("");
  const [value, setValue] = useState("");
  const [status, setStatus] = useState<Status>(IDLE);
  const keyId = useId();
  const valueId = useId();
  const trimmed = key.trim();
  const keyProblem =
    trimmed === ""
      ? ""
      : !isValidSettingKey(trimmed)
        ? "المفتاح: كلمات بأحرف لاتينية صغيرة وأرقام تفصلها نقاط، مثل social.whatsapp.number"
        : existing.includes(trimmed)
          ? "المفتاح: موجود بالفعل في القائمة"
          : "";

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || keyProblem) return;
    setStatus({ kind: "busy", text: "جارٍ الإضافة…" });
    try {
      await put(settingUrl(trimmed), { value });
      setKey("");
      setValue("");
      setStatus({ kind: "ok", text: `تمت إضافة ${trimmed}` });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُضف: ${refusalText(trimmed, error)}` });
    }
  }

  return (
    <form className="adm-form adm-form--inline" onSubmit={add} aria-label="إضافة مفتاح">
      <h3>إضافة مفتاح</h3>
      <div className="adm-field">
        <label htmlFor={keyId}>المفتاح</label>
        <input
          id={keyId}
          dir="ltr"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-invalid={keyProblem ? true : undefined}
          aria-describedby={keyProblem ? `${keyId}-error` : undefined}
          placeholder="namespace.key"
        />
        {keyProblem && (
          <p id={`${keyId}-error`} className="adm-field__error">
            {keyProblem}
          </p>
        )}
      </div>
      <div className="adm-field">
        <label htmlFor={valueId}>القيمة</label>
        <input id={valueId} dir="auto" value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      <button
        type="submit"
        className="adm-button adm-button--primary"
        disabled={!trimmed || !!keyProblem}
      >
        إضافة
      </button>
      <StatusLine status={status} />
    </form>
  );
}

function refusalText(key: string, error: unknown): string {
  if (error instanceof ApiError && error.status === 422 && error.details.length)
    return error.details.map((d) => problemText(key, d)).join("؛ ");
  return errorText(error);
}
