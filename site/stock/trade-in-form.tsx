import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  EMPTY_TRADE_IN_FORM,
  EMPTY_TRADE_IN_OPTIONS,
  formValuesOf,
  ORDER_ONLINE_DATA_KEY,
  readTradeInData,
  type TradeInData,
  type TradeInError,
  type TradeInField,
  type TradeInFormValues,
  type TradeInOptions,
  tradeInOptionsUrl,
  validateTradeIn,
  withTradeInData,
} from "../../runtime/core/stock/trade-in.ts";
import { stockTexts } from "./texts.ts";
import {
  RetryStatus,
  type TradeInFieldsContext,
  TradeInInputs,
  TradeInSelect,
} from "./trade-in-fields.tsx";
import { useTradeInOptions } from "./trade-in-options.ts";

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

  const brand = values.brand;
  const { options, retryOptions, modelsOfBrand, retryModels } = useTradeInOptions({
    isOn,
    url,
    endpoint,
    lang,
    brand,
  });

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

  const context: TradeInFieldsContext = { id, t, values, errors, onSet: set };
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
        <RetryStatus t={t} onRetry={retryOptions} />
      ) : (
        <form ref={formRef} className="trade-in__form" noValidate onSubmit={onSubmit}>
          {Object.keys(errors).length > 0 ? (
            <p className="trade-in__summary" role="alert">
              {t.summary}
            </p>
          ) : null}
          <div className="trade-in__fields">
            <TradeInSelect context={context} field="brand" label={t.brand} list={loaded.brands} />
            <TradeInSelect
              context={context}
              field="model"
              label={t.model}
              list={brandModels}
              models={modelsOfBrand}
              onRetryModels={retryModels}
            />
            <TradeInSelect
              context={context}
              field="bodyType"
              label={t.bodyType}
              list={loaded.bodyTypes}
            />
            <TradeInSelect
              context={context}
              field="fuelType"
              label={t.fuelType}
              list={loaded.fuelTypes}
            />
            <TradeInInputs context={context} today={today()} />
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
