import type { RJSFSchema } from "@rjsf/utils";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { StockConfigAdminResource } from "../../../generated/types.ts";
import { ApiError } from "../../api.ts";
import { useCan } from "../../session.tsx";
import { SchemaForm } from "../../widgets/schema-form.tsx";
import {
  ConfirmButton,
  errorText,
  IDLE,
  ListTable,
  Notice,
  QueryState,
  type Status,
  StatusLine,
} from "../admin-ui.tsx";
import {
  bodyOf,
  CONFIG_TYPES,
  type ConfigDraft,
  configName,
  configTypeName,
  isConfigType,
  isVehicleState,
  NEW_DRAFT,
  sortConfigs,
  splitProblems,
  VEHICLE_STATES,
  vehicleStateName,
} from "./stock-config-logic.ts";
import {
  deleteStockConfig,
  fetchStockConfig,
  fetchStockConfigs,
  STOCK_CONFIGS_KEY,
  saveStockConfig,
  stockConfigKey,
} from "./stock-configs-api.ts";
import { adminLanguage, STOCK_CONFIG_TEXTS, type StockConfigTexts } from "./texts.ts";
import "../forms/forms.css";

/** What the form is doing: closed, adding a config, or editing one. */
type Editing = { kind: "closed" } | { kind: "new" } | { kind: "edit"; id: string };

type Forms = Readonly<Record<string, Record<string, unknown>>>;

const SITE_FIELD_ID = "stock-config-site";

/**
 * /ar/admin/stock-configs: the showroom configs (cash, lease, subscription, additional) and the
 * order-online configs (order_online and its steps, checkout and success pages, and their
 * configurator variants), each by site and vehicle state; the data of each is edited with the form
 * generated from its type's schema, which the server checks again on save.
 */
export default function StockConfigsScreen() {
  const lang = adminLanguage();
  const t = STOCK_CONFIG_TEXTS[lang];
  const canWrite = useCan("settings:write");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>({ kind: "closed" });
  const [status, setStatus] = useState<Status>(IDLE);
  const addButton = useRef<HTMLButtonElement>(null);
  const query = useQuery({ queryKey: STOCK_CONFIGS_KEY, queryFn: fetchStockConfigs });
  const configs = useMemo(() => sortConfigs(query.data?.data ?? []), [query.data]);
  const forms: Forms = query.data?.meta.forms ?? {};
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }),
    [lang],
  );

  const reload = () => queryClient.invalidateQueries({ queryKey: STOCK_CONFIGS_KEY });

  async function remove(config: StockConfigAdminResource) {
    const name = configName(config.attributes, t);
    setStatus({ kind: "busy", text: t.removing });
    try {
      await deleteStockConfig(config.id);
      setStatus({ kind: "ok", text: t.removed(name) });
      if (editing.kind === "edit" && editing.id === config.id) setEditing({ kind: "closed" });
    } catch (error) {
      setStatus({ kind: "error", text: `${t.notRemoved(name)}: ${errorText(error)}` });
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

  function open(next: Editing) {
    setStatus(IDLE);
    setEditing(next);
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-stock-configs-title">
      <h1 id="adm-stock-configs-title">{t.title}</h1>
      <p className="adm-hint">{t.hint}</p>
      {!canWrite && <Notice>{t.readOnly}</Notice>}
      {canWrite && editing.kind === "closed" && (
        <div className="adm-toolbar">
          <button
            ref={addButton}
            type="button"
            className="adm-button adm-button--primary"
            disabled={!query.data}
            onClick={() => open({ kind: "new" })}
          >
            {t.add}
          </button>
        </div>
      )}
      {canWrite && editing.kind === "new" && (
        <StockConfigForm
          key="new"
          id={null}
          initial={NEW_DRAFT}
          forms={forms}
          t={t}
          onDone={close}
          onCancel={() => close()}
        />
      )}
      {canWrite && editing.kind === "edit" && (
        <EditStockConfig
          key={editing.id}
          id={editing.id}
          forms={forms}
          t={t}
          onDone={close}
          onCancel={() => close()}
        />
      )}
      <StatusLine status={status} />
      <p className="adm-hint" role="status">
        {query.data ? t.count(query.data.meta.total) : ""}
      </p>
      <ListTable
        query={query}
        isEmpty={configs.length === 0}
        empty={<p>{t.empty}</p>}
        caption={t.caption}
        columns={[t.columns.type, t.columns.site, t.columns.state, t.columns.updated]}
        cards
      >
        {configs.map((config) => {
          const a = config.attributes;
          const name = configName(a, t);
          return (
            <tr key={config.id} data-config-id={config.id} data-config-type={a.config_type}>
              <td data-label={t.columns.type}>
                <bdi>{configTypeName(a.config_type, t)}</bdi>{" "}
                <code dir="ltr" className="adm-hint">
                  {a.config_type}
                </code>
              </td>
              <td data-label={t.columns.site}>
                {a.site === "all" ? t.allSites : <bdi dir="ltr">{a.site}</bdi>}
              </td>
              <td data-label={t.columns.state}>{vehicleStateName(a.vehicle_state, t)}</td>
              <td data-label={t.columns.updated}>
                <time dateTime={a.updated_at}>{dateFormat.format(new Date(a.updated_at))}</time>
              </td>
              <td className="adm-row-actions" data-label="">
                {canWrite && (
                  <>
                    <button
                      type="button"
                      className="adm-button"
                      aria-label={t.editLabel(name)}
                      onClick={() => open({ kind: "edit", id: config.id })}
                    >
                      {t.edit}
                    </button>
                    <ConfirmButton
                      label={t.remove}
                      ariaLabel={t.removeLabel(name)}
                      question={t.removeQuestion(name)}
                      confirmLabel={t.remove}
                      onConfirm={() => void remove(config)}
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

/** An entry read whole (the list holds no data), then its form. */
function EditStockConfig({
  id,
  forms,
  t,
  onDone,
  onCancel,
}: {
  id: string;
  forms: Forms;
  t: StockConfigTexts;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const query = useQuery({ queryKey: stockConfigKey(id), queryFn: () => fetchStockConfig(id) });
  const a = query.data?.data.attributes;
  const initial = useMemo<ConfigDraft | null>(() => {
    if (!a) return null;
    return {
      site: a.site,
      configType: isConfigType(a.config_type) ? a.config_type : NEW_DRAFT.configType,
      vehicleState: isVehicleState(a.vehicle_state) ? a.vehicle_state : "",
      data: a.data ?? {},
    };
  }, [a]);
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {initial && (
        <StockConfigForm
          id={id}
          initial={initial}
          forms={forms}
          t={t}
          onDone={onDone}
          onCancel={onCancel}
        />
      )}
    </QueryState>
  );
}

/**
 * The entry's site, type and vehicle state, and its data in the form generated from its type's
 * schema; a refusal is shown on the fields it names and said in the status line.
 */
function StockConfigForm({
  id,
  initial,
  forms,
  t,
  onDone,
  onCancel,
}: {
  id: string | null;
  initial: ConfigDraft;
  forms: Forms;
  t: StockConfigTexts;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ConfigDraft>(initial);
  const [status, setStatus] = useState<Status>(IDLE);
  const [dataProblems, setDataProblems] = useState<{ pointer: string; message: string }[]>([]);
  const [fieldProblems, setFieldProblems] = useState<ReturnType<typeof splitProblems>["fields"]>(
    {},
  );
  const typeId = useId();
  const stateId = useId();
  const siteInput = useRef<HTMLInputElement>(null);
  // The form opens on its first field (an entry being edited opens once it has been read).
  useEffect(() => siteInput.current?.focus(), []);
  const titleId = useId();
  const form = forms[draft.configType];
  const schema = useMemo<RJSFSchema | null>(() => (form ? (form as RJSFSchema) : null), [form]);
  const name = configName(
    {
      config_type: draft.configType,
      vehicle_state: draft.vehicleState,
      site: draft.site.trim() || "all",
    },
    t,
  );

  function change(next: Partial<ConfigDraft>) {
    setDraft((d) => {
      const merged = { ...d, ...next };
      // Another schema: the data of the old one would only be refused.
      if (next.configType && forms[next.configType] !== forms[d.configType]) merged.data = {};
      return merged;
    });
    setFieldProblems({});
    if (status.kind !== "busy") setStatus(IDLE);
  }

  async function save(data: Record<string, unknown>) {
    const body = bodyOf({ ...draft, data });
    setDraft((d) => ({ ...d, data }));
    setDataProblems([]);
    setFieldProblems({});
    setStatus({ kind: "busy", text: t.saving });
    try {
      const saved = await saveStockConfig(id, body);
      queryClient.setQueryData(stockConfigKey(saved.data.id), saved);
      const savedName = configName(saved.data.attributes, t);
      onDone(id === null ? t.created(savedName) : t.saved(savedName));
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        const split = splitProblems(error.details);
        setDataProblems(split.data);
        setFieldProblems(split.fields);
      }
      setStatus({ kind: "error", text: `${t.notSaved}: ${errorText(error)}` });
    }
  }

  const fieldError = (field: keyof typeof fieldProblems, id: string) =>
    fieldProblems[field] ? (
      <p id={`${id}-error`} className="adm-field__error">
        {fieldProblems[field]}
      </p>
    ) : null;
  const describedBy = (field: keyof typeof fieldProblems, id: string) =>
    fieldProblems[field] ? `${id}-error` : undefined;

  return (
    <section className="adm-card adm-form" aria-labelledby={titleId} data-config-form>
      <h2 id={titleId}>{id === null ? t.newTitle : t.editTitle(name)}</h2>
      <div className="adm-field">
        <label htmlFor={SITE_FIELD_ID}>{t.site}</label>
        <input
          ref={siteInput}
          id={SITE_FIELD_ID}
          dir="ltr"
          value={draft.site}
          maxLength={200}
          aria-invalid={fieldProblems.site ? true : undefined}
          aria-describedby={describedBy("site", SITE_FIELD_ID) ?? `${SITE_FIELD_ID}-hint`}
          onChange={(e) => change({ site: e.target.value })}
        />
        <p id={`${SITE_FIELD_ID}-hint`} className="adm-hint">
          {t.siteHint}
        </p>
        {fieldError("site", SITE_FIELD_ID)}
      </div>
      <div className="adm-field">
        <label htmlFor={typeId}>{t.type}</label>
        <select
          id={typeId}
          value={draft.configType}
          aria-invalid={fieldProblems.config_type ? true : undefined}
          aria-describedby={describedBy("config_type", typeId)}
          onChange={(e) => {
            const value = e.target.value;
            if (isConfigType(value)) change({ configType: value });
          }}
        >
          {CONFIG_TYPES.map((type) => (
            <option key={type} value={type}>
              {configTypeName(type, t)}
            </option>
          ))}
        </select>
        {fieldError("config_type", typeId)}
      </div>
      <div className="adm-field">
        <label htmlFor={stateId}>{t.state}</label>
        <select
          id={stateId}
          value={draft.vehicleState}
          aria-invalid={fieldProblems.vehicle_state ? true : undefined}
          aria-describedby={describedBy("vehicle_state", stateId)}
          onChange={(e) => {
            const value = e.target.value;
            if (isVehicleState(value)) change({ vehicleState: value });
          }}
        >
          {VEHICLE_STATES.map((state) => (
            <option key={state} value={state}>
              {vehicleStateName(state, t)}
            </option>
          ))}
        </select>
        {fieldError("vehicle_state", stateId)}
      </div>
      {schema ? (
        <SchemaForm
          key={draft.configType}
          schema={schema}
          formData={draft.data}
          onChange={(data) => {
            setDraft((d) => ({ ...d, data }));
            if (dataProblems.length > 0) setDataProblems([]);
          }}
          onSubmit={(data) => void save(data)}
          extraErrors={dataProblems}
          readOnly={status.kind === "busy"}
          submitLabel={id === null ? t.create : t.save}
        />
      ) : (
        <Notice tone="warn">{t.noForm}</Notice>
      )}
      <div className="adm-row-actions">
        <button type="button" className="adm-button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
      <StatusLine status={status} />
    </section>
  );
}
