import type { FormEvent, RefObject } from "react";
import {
  AUSTRALIAN_STATES,
  type DealerSearchItem,
  type SearchFormErrors,
  type SearchFormMode,
  type SearchFormValues,
} from "../../runtime/core/stock/postcode.ts";
import type { ListingDealer } from "./postcode-search-state.ts";
import type { StockTexts } from "./texts.ts";

type Texts = StockTexts["postcode"];

/** The ids of the form's controls, made once by the search (useId). */
interface PostcodeFormIds {
  form: string;
  retailer: string;
  state: string;
  postcode: string;
  locality: string;
  localities: string;
  status: string;
}

/** The dealers the search found, then 'show the cars' (closes) or 'change' (back to the form). */
export function DealerResults({
  t,
  dealers,
  onClose,
  onChange,
}: {
  t: Texts;
  dealers: readonly DealerSearchItem[];
  onClose: () => void;
  onChange: () => void;
}) {
  return (
    <div className="postcode-search__results">
      <ul className="postcode-search__dealers">
        {dealers.map((d) => (
          <li key={d.dealer_code} className="postcode-search__dealer">
            <strong>
              <bdi>{d.name ?? d.dealer_code}</bdi>
            </strong>
            {[
              d.address,
              [d.locality ?? d.city, d.state, d.postcode ?? d.zipcode].filter(Boolean).join(" "),
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="postcode-search__dealer-line">
                  <bdi>{line}</bdi>
                </span>
              ))}
            {(d.phone ?? d.mainPhone) ? (
              <a
                className="postcode-search__dealer-line"
                href={`tel:${(d.phone ?? d.mainPhone ?? "").replace(/[^\d+]/g, "")}`}
                dir="ltr"
              >
                {d.phone ?? d.mainPhone}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="cta cta--primary" onClick={onClose}>
          {t.showCars}
        </button>
        <button type="button" className="cta cta--secondary" onClick={onChange}>
          {t.change}
        </button>
      </div>
    </div>
  );
}

interface PostcodeFormProps {
  t: Texts;
  ids: PostcodeFormIds;
  formRef: RefObject<HTMLFormElement | null>;
  form: SearchFormValues;
  errors: SearchFormErrors;
  isBusy: boolean;
  /** Why the last search found nothing or failed, above the form. */
  message: string | null;
  listingDealers: readonly ListingDealer[];
  dealersStatus: "idle" | "loading" | "failed" | "ok";
  localities: readonly string[];
  onMode: (mode: SearchFormMode) => void;
  onForm: (form: SearchFormValues) => void;
  onLocality: (locality: string) => void;
  onSubmit: (e: FormEvent) => void;
}

/** The search's form: the mode (retailer, state, postcode), then that mode's fields. */
export function PostcodeForm(props: PostcodeFormProps) {
  const { t, ids, form, isBusy } = props;
  return (
    <form
      ref={props.formRef}
      id={ids.form}
      className="postcode-search__form"
      noValidate
      aria-busy={isBusy}
      onSubmit={props.onSubmit}
    >
      {props.message ? (
        <p className="postcode-search__message" role="alert">
          {props.message}
        </p>
      ) : null}
      <fieldset className="postcode-search__modes">
        <legend>{t.modeLegend}</legend>
        {(["retailerSearch", "stateSearch", "postcodeSearch"] as const).map((mode) => (
          <label key={mode} className="postcode-search__mode">
            <input
              type="radio"
              name={`${ids.form}-mode`}
              value={mode}
              checked={form.mode === mode}
              onChange={() => props.onMode(mode)}
            />
            <span>{t.modes[mode]}</span>
          </label>
        ))}
      </fieldset>

      {form.mode === "retailerSearch" ? <RetailerField {...props} /> : null}

      {form.mode === "stateSearch" ? <StateField {...props} /> : null}

      {form.mode === "postcodeSearch" ? <PostcodeFields {...props} /> : null}

      <div className="modal__actions">
        <button type="submit" className="cta cta--primary" disabled={isBusy}>
          {isBusy ? t.searching : t.submit}
        </button>
      </div>
    </form>
  );
}

/** A field's error line and its aria-describedby, by the form's errors. */
function errorParts({ t, ids, errors }: PostcodeFormProps) {
  const described = (field: keyof SearchFormErrors, hint?: string) =>
    [errors[field] ? `${ids[field]}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  const errorLine = (field: keyof SearchFormErrors) => {
    const error = errors[field];
    const message = error ? t.errors[field][error] : null;
    return message ? (
      <p className="postcode-search__error" id={`${ids[field]}-error`}>
        {message}
      </p>
    ) : null;
  };
  return { described, errorLine };
}

function RetailerField(props: PostcodeFormProps) {
  const { t, ids, form, errors } = props;
  const { described, errorLine } = errorParts(props);
  return (
    <div className="postcode-search__field">
      <label htmlFor={ids.retailer}>{t.retailer}</label>
      <select
        id={ids.retailer}
        className="postcode-search__input"
        value={form.retailer}
        aria-invalid={errors.retailer ? true : undefined}
        aria-describedby={described("retailer", ids.status)}
        onChange={(e) => props.onForm({ ...form, retailer: e.target.value })}
      >
        <option value="">{t.chooseRetailer}</option>
        {props.listingDealers.map((d) => (
          <option key={d.ciCode} value={d.ciCode}>
            {[d.name, d.locality || d.state].filter(Boolean).join(" — ")}
          </option>
        ))}
      </select>
      <p className="postcode-search__hint" id={ids.status} aria-live="polite">
        {props.dealersStatus === "loading"
          ? t.retailersLoading
          : props.dealersStatus === "failed"
            ? t.retailersFailed
            : ""}
      </p>
      {errorLine("retailer")}
    </div>
  );
}

function StateField(props: PostcodeFormProps) {
  const { t, ids, form, errors } = props;
  const { described, errorLine } = errorParts(props);
  return (
    <div className="postcode-search__field">
      <label htmlFor={ids.state}>{t.state}</label>
      <select
        id={ids.state}
        className="postcode-search__input"
        value={form.state}
        aria-invalid={errors.state ? true : undefined}
        aria-describedby={described("state")}
        onChange={(e) => props.onForm({ ...form, state: e.target.value })}
      >
        <option value="">{t.chooseState}</option>
        {AUSTRALIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {`${t.states[s]} (${s})`}
          </option>
        ))}
      </select>
      {errorLine("state")}
    </div>
  );
}

function PostcodeFields(props: PostcodeFormProps) {
  const { t, ids, form, errors } = props;
  const { described, errorLine } = errorParts(props);
  return (
    <>
      <div className="postcode-search__field">
        <label htmlFor={ids.postcode}>{t.postcode}</label>
        <input
          id={ids.postcode}
          className="postcode-search__input"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          dir="ltr"
          maxLength={10}
          value={form.postcode}
          aria-invalid={errors.postcode ? true : undefined}
          aria-describedby={described("postcode", `${ids.postcode}-hint`)}
          onChange={(e) => props.onForm({ ...form, postcode: e.target.value })}
        />
        <p className="postcode-search__hint" id={`${ids.postcode}-hint`}>
          {t.postcodeHint}
        </p>
        {errorLine("postcode")}
      </div>
      <div className="postcode-search__field">
        <label htmlFor={ids.locality}>{t.locality}</label>
        <input
          id={ids.locality}
          className="postcode-search__input"
          type="text"
          autoComplete="address-level2"
          list={ids.localities}
          maxLength={100}
          value={form.locality}
          aria-invalid={errors.locality ? true : undefined}
          aria-describedby={described("locality", `${ids.locality}-hint`)}
          onChange={(e) => props.onLocality(e.target.value)}
        />
        <datalist id={ids.localities}>
          {props.localities.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <p className="postcode-search__hint" id={`${ids.locality}-hint`}>
          {t.localityHint}
        </p>
        {errorLine("locality")}
      </div>
    </>
  );
}
