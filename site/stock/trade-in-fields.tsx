import {
  MILEAGE_MAX,
  REGISTRATION_MIN_DATE,
  type TradeInError,
  type TradeInField,
  type TradeInFormValues,
  type TradeInOption,
  type TradeInOptions,
} from "../../runtime/core/stock/trade-in.ts";
import type { StockTexts } from "./texts.ts";
import type { Load } from "./trade-in-options.ts";

type Texts = StockTexts["tradeIn"];

/** The options failed to load: the message and a retry. */
export function RetryStatus({ t, onRetry }: { t: Texts; onRetry: () => void }) {
  return (
    <p className="trade-in__status" role="alert">
      {t.failed}{" "}
      <button type="button" className="cta cta--tertiary cta--small" onClick={onRetry}>
        {t.retry}
      </button>
    </p>
  );
}

/** What every field of the form reads: its values, errors, ids and the way to change one. */
export interface TradeInFieldsContext {
  id: string;
  t: Texts;
  values: TradeInFormValues;
  errors: Partial<Record<TradeInField, TradeInError>>;
  onSet: (field: TradeInField, value: string) => void;
}

const errorIdOf = (id: string, field: TradeInField) => `${id}-${field}-error`;

function fieldPropsOf({ id, values, errors }: TradeInFieldsContext, field: TradeInField) {
  return {
    id: `${id}-${field}`,
    name: field,
    className: "trade-in__input",
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorIdOf(id, field) : undefined,
  };
}

function ErrorLine({ context, field }: { context: TradeInFieldsContext; field: TradeInField }) {
  const error = context.errors[field];
  return error ? (
    <p className="trade-in__error" id={errorIdOf(context.id, field)}>
      {context.t.errors[error]}
    </p>
  ) : null;
}

/** A choice among the options: brand, model (of the brand chosen), body type or fuel type. */
export function TradeInSelect({
  context,
  field,
  label,
  list,
  models,
  onRetryModels,
}: {
  context: TradeInFieldsContext;
  field: "brand" | "model" | "bodyType" | "fuelType";
  label: string;
  list: readonly TradeInOption[];
  /** The brand's models as they load (the model field only). */
  models?: Load<TradeInOptions["models"]> | undefined;
  onRetryModels?: () => void;
}) {
  const { id, t } = context;
  const brand = context.values.brand;
  return (
    <div className="trade-in__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        {...fieldPropsOf(context, field)}
        required
        disabled={field === "model" && !brand}
        onChange={(e) => context.onSet(field, e.target.value)}
      >
        <option value="">{field === "model" && !brand ? t.chooseBrandFirst : t.choose}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
      {field === "model" && models?.status === "loading" ? (
        <p className="trade-in__status" aria-live="polite">
          {t.loading}
        </p>
      ) : null}
      {field === "model" && models?.status === "failed" ? (
        <RetryStatus t={t} onRetry={() => onRetryModels?.()} />
      ) : null}
      <ErrorLine context={context} field={field} />
    </div>
  );
}

/** Mileage, registration date (not after today) and the optional registration number. */
export function TradeInInputs({
  context,
  today,
}: {
  context: TradeInFieldsContext;
  today: string;
}) {
  const { id, t, onSet } = context;
  return (
    <>
      <div className="trade-in__field">
        <label htmlFor={`${id}-mileage`}>{t.mileage}</label>
        <input
          {...fieldPropsOf(context, "mileage")}
          type="number"
          inputMode="numeric"
          min={0}
          max={MILEAGE_MAX}
          step={1}
          dir="ltr"
          required
          onChange={(e) => onSet("mileage", e.target.value)}
        />
        <ErrorLine context={context} field="mileage" />
      </div>
      <div className="trade-in__field">
        <label htmlFor={`${id}-registrationDate`}>{t.registrationDate}</label>
        <input
          {...fieldPropsOf(context, "registrationDate")}
          type="date"
          min={REGISTRATION_MIN_DATE}
          max={today}
          required
          onChange={(e) => onSet("registrationDate", e.target.value)}
        />
        <ErrorLine context={context} field="registrationDate" />
      </div>
      <div className="trade-in__field">
        <label htmlFor={`${id}-registration`}>
          {t.registration} <span className="trade-in__optional">{t.optional}</span>
        </label>
        <input
          {...fieldPropsOf(context, "registration")}
          type="text"
          maxLength={20}
          autoComplete="off"
          onChange={(e) => onSet("registration", e.target.value)}
        />
        <ErrorLine context={context} field="registration" />
      </div>
    </>
  );
}
