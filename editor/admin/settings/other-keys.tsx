import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ApiError, del, put } from "../../api.ts";
import { useCan } from "../../session.tsx";
import { isValidSettingKey, problemText, type SettingsPayload } from "../admin-logic.ts";
import { ConfirmButton, errorText, IDLE, type Status, StatusLine } from "../admin-ui.tsx";
import { SETTINGS_KEY } from "./settings-data.ts";
import { otherKeys } from "./settings-model.ts";

const settingUrl = (key: string) => `/api/admin/settings/${encodeURIComponent(key)}`;

/** /admin/settings/other: stored keys no schema describes (not a language's value of a known key). */
export function OtherKeysScreen({ payload }: { payload: SettingsPayload }) {
  const canWrite = useCan("settings:write");
  return (
    <section className="adm-screen" aria-labelledby="adm-unknown-title">
      <h1 id="adm-unknown-title">مفاتيح أخرى</h1>
      <UnknownSettings entries={otherKeys(payload)} canWrite={canWrite} />
    </section>
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
    <div className="adm-card">
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
    </div>
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
      <h2>إضافة مفتاح</h2>
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
