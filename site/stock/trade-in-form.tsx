import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  EMPTY_TRADE_IN_FORM,
  EMPTY_TRADE_IN_OPTIONS,
  formValuesOf,
  MILEAGE_MAX,
  ORDER_ONLINE_DATA_KEY,
  parseTradeInOptions,
  REGISTRATION_MIN_DATE,
  readTradeInData,
  type TradeInData,
  type TradeInError,
  type TradeInField,
  type TradeInFormValues,
  type TradeInOption,
  type TradeInOptions,
  tradeInOptionsUrl,
  validateTradeIn,
  withTradeInData,
} from "../../runtime/core/stock/trade-in.ts";
import { stockTexts } from "./texts.ts";

/**
 * The trade-in details form (001 §1, §3 'Trade-in'): brand, model (of the brand), body type, fuel
 * type, mileage, registration date and registration number, from the trade-in options at
 * `endpoint` (stock_locator.endpoint_trade_in) in the language `lang`. What the visitor saves is
 * kept for the order journey in localStorage[sl_order_online_data].tradeInData as {isTradeInOn,
 * rawData} (the other members of that data are left as they are), and handed to `onChange`.
 */

export interface TradeInFormProps {
  /** The language's URL code (ar, en…): the options' names and the form's texts. */
  lang: string;
  /** stock_locator.endpoint_trade_in (default /trade_in/form_options). */
  endpoint: string;
  /** Told each time the trade-in data is saved (or switched off). */
  onChange?: (data: TradeInData) => void;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ORDER_ONLINE_DATA_KEY);
  } catch {
    return null;
  }
}

function store(data: TradeInData): void {
  try {
    window.localStorage.setItem(ORDER_ONLINE_DATA_KEY, withTradeInData(readStored(), data));
  } catch {
    // Storage full or blocked: the order cannot carry it; onChange still tells the page.
  }
}

type Load<T> = { status: "loading" } | { status: "failed" } | { status: "ok"; value: T };

async function getOptions(url: string, signal?: AbortSignal): Promise<TradeInOptions> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseTradeInOptions(await response.json());
}

const today = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export function TradeInForm({ lang, endpoint, onChange }: TradeInFormProps) {
  const t = stockTexts(lang).tradeIn;
  const [isOn, setIsOn] = useState(false);
  const [values, setValues] = useState<TradeInFormValues>(EMPTY_TRADE_IN_FORM);
  const [errors, setErrors] = useState<Partial<Record<TradeInField, TradeInError>>>({});
  const [savedAt, setSavedAt] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [modelsAttempt, setModelsAttempt] = useState(0);
  const [options, setOptions] = useState<Load<TradeInOptions>>({ status: "loading" });
  const [models, setModels] = useState<Record<string, Load<TradeInOptions["models"]>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const url = tradeInOptionsUrl(endpoint, lang);

  // What the visitor saved before, once the browser can read it.
  useEffect(() => {
    const stored = readTradeInData(readStored());
    if (!stored) return;
    setIsOn(stored.isTradeInOn);
    setValues(formValuesOf(stored));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button asking again.
  useEffect(() => {
    if (!isOn || url === null) return;
    const controller = new AbortController();
    setOptions({ status: "loading" });
    getOptions(url, controller.signal)
      .then((value) => setOptions({ status: "ok", value }))
      .catch(() => {
        if (!controller.signal.aborted) setOptions({ status: "failed" });
      });
    return () => controller.abort();
  }, [isOn, url, attempt]);

  // The models of the chosen brand (001 §3: models by brand), each brand asked once.
  const brand = values.brand;
  const modelsOfBrand = brand ? models[brand] : undefined;
  const asked = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: modelsAttempt is the retry button asking again.
  useEffect(() => {
    if (!isOn || !brand || asked.current.has(brand)) return;
    const brandUrl = tradeInOptionsUrl(endpoint, lang, brand);
    if (brandUrl === null) return;
    asked.current.add(brand);
    setModels((m) => ({ ...m, [brand]: { status: "loading" } }));
    getOptions(brandUrl)
      .then((value) => setModels((m) => ({ ...m, [brand]: { status: "ok", value: value.models } })))
      .catch(() => {
        asked.current.delete(brand);
        setModels((m) => ({ ...m, [brand]: { status: "failed" } }));
      });
  }, [isOn, brand, endpoint, lang, modelsAttempt]);

  const loaded = options.status === "ok" ? options.value : EMPTY_TRADE_IN_OPTIONS;
  const brandModels = modelsOfBrand?.status === "ok" ? modelsOfBrand.value : [];
  const all: TradeInOptions = { ...loaded, models: brandModels };

  const set = (field: TradeInField, value: string) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === "brand" ? { model: "" } : {}) }));
    setSavedAt(0);
  };

  const toggle = (on: boolean) => {
    setIsOn(on);
    setSavedAt(0);
    if (!on) {
      const data: TradeInData = { isTradeInOn: false, rawData: null };
      store(data);
      onChange?.(data);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateTradeIn(values, all, today());
    if (checked.errors) {
      setErrors(checked.errors);
      const first = FIELDS.find((f) => checked.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const data: TradeInData = { isTradeInOn: true, rawData: checked.rawData };
    store(data);
    onChange?.(data);
    setSavedAt(Date.now());
  };

  const errorId = (field: TradeInField) => `${id}-${field}-error`;
  const fieldProps = (field: TradeInField) => ({
    id: `${id}-${field}`,
    name: field,
    className: "trade-in__input",
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
  });
  const errorLine = (field: TradeInField) => {
    const error = errors[field];
    return error ? (
      <p className="trade-in__error" id={errorId(field)}>
        {t.errors[error]}
      </p>
    ) : null;
  };
  const select = (
    field: "brand" | "model" | "bodyType" | "fuelType",
    label: string,
    list: readonly TradeInOption[],
    placeholder = t.choose,
  ) => (
    <div className="trade-in__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        {...fieldProps(field)}
        required
        disabled={field === "model" && !brand}
        onChange={(e) => set(field, e.target.value)}
      >
        <option value="">{field === "model" && !brand ? t.chooseBrandFirst : placeholder}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
      {field === "model" && modelsOfBrand?.status === "loading" ? (
        <p className="trade-in__status" aria-live="polite">
          {t.loading}
        </p>
      ) : null}
      {field === "model" && modelsOfBrand?.status === "failed" ? (
        <p className="trade-in__status" role="alert">
          {t.failed}{" "}
          <button
            type="button"
            className="cta cta--tertiary cta--small"
            onClick={() => setModelsAttempt((a) => a + 1)}
          >
            {t.retry}
          </button>
        </p>
      ) : null}
      {errorLine(field)}
    </div>
  );

  return (
    <section className="trade-in" aria-labelledby={`${id}-title`}>
      <h2 className="trade-in__title" id={`${id}-title`}>
        {t.title}
      </h2>
      <label className="trade-in__toggle">
        <input type="checkbox" checked={isOn} onChange={(e) => toggle(e.target.checked)} />
        <span>{t.toggle}</span>
      </label>
      {!isOn ? null : url === null ? (
        <p className="trade-in__status">{t.unavailable}</p>
      ) : options.status === "loading" ? (
        <p className="trade-in__status" aria-live="polite">
          {t.loading}
        </p>
      ) : options.status === "failed" ? (
        <p className="trade-in__status" role="alert">
          {t.failed}{" "}
          <button
            type="button"
            className="cta cta--tertiary cta--small"
            onClick={() => setAttempt((a) => a + 1)}
          >
            {t.retry}
          </button>
        </p>
      ) : (
        <form ref={formRef} className="trade-in__form" noValidate onSubmit={onSubmit}>
          {Object.keys(errors).length > 0 ? (
            <p className="trade-in__summary" role="alert">
              {t.summary}
            </p>
          ) : null}
          <div className="trade-in__fields">
            {select("brand", t.brand, loaded.brands)}
            {select("model", t.model, brandModels)}
            {select("bodyType", t.bodyType, loaded.bodyTypes)}
            {select("fuelType", t.fuelType, loaded.fuelTypes)}
            <div className="trade-in__field">
              <label htmlFor={`${id}-mileage`}>{t.mileage}</label>
              <input
                {...fieldProps("mileage")}
                type="number"
                inputMode="numeric"
                min={0}
                max={MILEAGE_MAX}
                step={1}
                dir="ltr"
                required
                onChange={(e) => set("mileage", e.target.value)}
              />
              {errorLine("mileage")}
            </div>
            <div className="trade-in__field">
              <label htmlFor={`${id}-registrationDate`}>{t.registrationDate}</label>
              <input
                {...fieldProps("registrationDate")}
                type="date"
                min={REGISTRATION_MIN_DATE}
                max={today()}
                required
                onChange={(e) => set("registrationDate", e.target.value)}
              />
              {errorLine("registrationDate")}
            </div>
            <div className="trade-in__field">
              <label htmlFor={`${id}-registration`}>
                {t.registration} <span className="trade-in__optional">{t.optional}</span>
              </label>
              <input
                {...fieldProps("registration")}
                type="text"
                maxLength={20}
                autoComplete="off"
                onChange={(e) => set("registration", e.target.value)}
              />
              {errorLine("registration")}
            </div>
          </div>
          <div className="trade-in__actions">
            <button type="submit" className="cta cta--primary">
              {t.save}
            </button>
            <p className="trade-in__saved" aria-live="polite">
              {savedAt > 0 ? t.savedMessage : ""}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}

const FIELDS: readonly TradeInField[] = [
  "brand",
  "model",
  "bodyType",
  "fuelType",
  "mileage",
  "registrationDate",
  "registration",
];
