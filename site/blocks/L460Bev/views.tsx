import { type FormEvent, useId, useState } from "react";
import type { L460BevFields, L460BevGroup } from "../../../generated/types.ts";
import type { LeadDetails } from "../../../machines/ev-reservation-machine.ts";
import { fillSoftLockTime } from "../../../runtime/core/ev-preorder.ts";
import { DEFAULT_IMAGE_ID } from "../../../runtime/core/image-url.ts";
import type { EvBlockData } from "../../ev-preorder/data.ts";
import { feeMoney, feeNumber, intlLocale } from "../../ev-preorder/format.ts";
import { LockCountdown, NoticeView, Tabs } from "../../ev-preorder/parts.tsx";
import { isEmail, loadPhoneRules, toE164 } from "../../ev-preorder/phone.ts";
import {
  CodeVerification,
  type VerifyState,
  verifyErrorText,
} from "../../ev-preorder/phone-verification.tsx";
import type { EvText } from "../../ev-preorder/texts.ts";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";

/**
 * The reservation block's views (001 §2, 002 §2.12, §3.17), each drawn from the editor's texts
 * and what the machine knows; the block (index.tsx) picks one from the machine's state.
 */

const WELCOME_SIZES = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

export interface ViewBase {
  fields: L460BevFields;
  t: EvText;
  lang: string;
  /** The view replaced another (its heading takes the focus). */
  shouldFocus?: boolean;
}

type DetailField = "firstName" | "lastName" | "email" | "phone";

/** The landing form's step: the machine's landing sub-state. */
export type LandingStep = VerifyState["step"] | "creatingLead";

export interface LandingProps extends ViewBase {
  groups: readonly L460BevGroup[];
  ev: EvBlockData | null;
  dir: "rtl" | "ltr";
  index: number;
  step: LandingStep;
  verify: VerifyState;
  requirePhoneVerification: boolean;
  /** The phone the code went to (E.164), when one was sent. */
  phoneWithCode: string | null;
  onSendCode: (phone: string) => void;
  onCheckCode: (code: string) => void;
  onReserve: (details: LeadDetails) => void;
}

/**
 * The landing: the welcome block, the vehicle block with the fee and the buyer's details (their
 * phone proved by a texted code when the programme asks it) and the reserve button, then the
 * tabs.
 */
export function LandingView(props: LandingProps) {
  const { fields, t, lang, ev, step, verify } = props;
  const id = useId();
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", phone: "" });
  const [errors, setErrors] = useState<Partial<Record<DetailField, string>>>({});
  const [isChangingPhone, setChangingPhone] = useState(false);
  const labels: Record<DetailField, string> = {
    firstName: t("details.firstName"),
    lastName: t("details.lastName"),
    email: t("details.email"),
    phone: t("details.phone"),
  };
  const hasCode = step === "codeSent" || step === "checkingCode" || step === "verified";
  const isPhoneLocked = hasCode && !isChangingPhone;
  const machineError = verifyErrorText(verify, t, lang, { phone: labels.phone });
  const phoneError =
    errors.phone ?? (machineError?.field === "phone" ? machineError.text : undefined);
  const formError =
    verify.errorCode === "verified_phone"
      ? t("details.verifyFirst")
      : machineError?.field === "form"
        ? machineError.text
        : null;

  const set = (field: DetailField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const checkPhone = async (): Promise<string | null> => {
    const e164 = await toE164(values.phone);
    if (values.phone.trim() === "")
      setErrors((e) => ({ ...e, phone: t("required", { field: labels.phone }) }));
    else if (e164 === null)
      setErrors((e) => ({ ...e, phone: t("invalidPhone", { field: labels.phone }) }));
    return e164;
  };
  const sendCode = async () => {
    const e164 = await checkPhone();
    if (e164 === null) return;
    setChangingPhone(false);
    props.onSendCode(e164);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<DetailField, string>> = {};
    for (const field of ["firstName", "lastName", "email", "phone"] as const)
      if (values[field].trim() === "") next[field] = t("required", { field: labels[field] });
    if (!next.email && !isEmail(values.email))
      next.email = t("invalidEmail", { field: labels.email });
    const e164 = await toE164(values.phone);
    if (!next.phone && e164 === null) next.phone = t("invalidPhone", { field: labels.phone });
    setErrors(next);
    const firstWrong = (["firstName", "lastName", "email", "phone"] as const).find((f) => next[f]);
    if (firstWrong) {
      document.getElementById(`${id}-${firstWrong}`)?.focus();
      return;
    }
    props.onReserve({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phoneNumber: e164 ?? values.phone,
    });
  };
  const input = (field: DetailField, type: string, autoComplete: string) => {
    const error = field === "phone" ? phoneError : errors[field];
    const hint = field === "phone" ? `${id}-phone-hint` : "";
    const described = [hint, error ? `${id}-${field}-error` : ""].filter(Boolean).join(" ");
    return (
      <div className="ev-field">
        <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
        {field === "phone" ? (
          <span className="ev-field__hint" id={hint}>
            {t("details.phoneHint")}
          </span>
        ) : null}
        <input
          id={`${id}-${field}`}
          name={field}
          className="ev-field__input"
          type={type}
          autoComplete={autoComplete}
          required
          dir={field === "phone" || field === "email" ? "ltr" : undefined}
          value={values[field]}
          readOnly={field === "phone" && isPhoneLocked}
          onChange={(event) => set(field, event.target.value)}
          // The phone rules are fetched when the visitor comes to the phone field.
          onFocus={field === "phone" ? () => void loadPhoneRules() : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {error ? (
          <p className="ev-field__error" id={`${id}-${field}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const editorImage = fields["vehicle-image"];
  const vehicleImage =
    editorImage.id === DEFAULT_IMAGE_ID && ev?.vehicle?.image ? ev.vehicle.image : null;
  const isBusy = step === "creatingLead";
  return (
    <div className="ev-landing" data-view="landing">
      <section className="ev-welcome" aria-labelledby={`${id}-welcome`}>
        <div className="ev-welcome__text">
          <h2 id={`${id}-welcome`} className="ev-welcome__title">
            {fields["welcome-title"]}
          </h2>
          {fields["welcome-text"] ? <p>{fields["welcome-text"]}</p> : null}
        </div>
        <ResponsiveImage
          image={fields["welcome-image"]}
          sizes={WELCOME_SIZES}
          index={props.index}
          className="ev-welcome__image"
        />
      </section>
      <section className="ev-vehicle" aria-labelledby={`${id}-vehicle`}>
        <div className="ev-vehicle__media">
          {vehicleImage ? (
            <img
              className="ev-vehicle__image"
              src={vehicleImage}
              alt={ev?.vehicle?.title ?? ""}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <ResponsiveImage
              image={editorImage}
              sizes={WELCOME_SIZES}
              index={props.index + 1}
              className="ev-vehicle__image"
            />
          )}
        </div>
        <div className="ev-vehicle__body">
          <h2 id={`${id}-vehicle`} className="ev-vehicle__title">
            {fields["vehicle-title"]}
          </h2>
          {ev?.vehicle?.title ? <p className="ev-vehicle__model">{ev.vehicle.title}</p> : null}
          {fields["vehicle-text"] ? <p>{fields["vehicle-text"]}</p> : null}
          {ev ? (
            <p className="ev-vehicle__fee">
              {t("details.fee", { fee: feeMoney(ev.fee.amountMinor, ev.fee.currency, lang) })}
            </p>
          ) : null}
          <form
            className="ev-form"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-busy={isBusy || undefined}
          >
            <fieldset className="ev-form__fieldset">
              <legend className="ev-form__legend">{t("details.legend")}</legend>
              <div className="ev-form__row">
                {input("firstName", "text", "given-name")}
                {input("lastName", "text", "family-name")}
              </div>
              {input("email", "email", "email")}
              {input("phone", "tel", "tel")}
              {isPhoneLocked ? (
                <button
                  type="button"
                  className="ev-link-button"
                  onClick={() => setChangingPhone(true)}
                >
                  {t("phone.change")}
                </button>
              ) : null}
              {props.requirePhoneVerification && !isChangingPhone ? (
                <CodeVerification
                  id={id}
                  t={t}
                  lang={lang}
                  state={verify}
                  codeError={machineError?.field === "code" ? machineError.text : null}
                  sentTo={props.phoneWithCode ?? values.phone}
                  onSend={() => void sendCode()}
                  onCheck={props.onCheckCode}
                />
              ) : null}
              {props.requirePhoneVerification && isChangingPhone ? (
                <button
                  type="button"
                  className="cta cta--secondary"
                  onClick={() => void sendCode()}
                >
                  {t("phone.sendCode")}
                </button>
              ) : null}
            </fieldset>
            {formError ? (
              <p className="ev-form__error" role="alert">
                {formError}
              </p>
            ) : null}
            <button
              type="submit"
              className="cta cta--primary ev-form__submit"
              disabled={isBusy}
              aria-busy={isBusy || undefined}
            >
              {isBusy ? t("details.reserving") : fields["vehicle-button-label"]}
            </button>
          </form>
        </div>
      </section>
      <Tabs
        label={fields["tabs-label"] || t("tabs.label")}
        dir={props.dir}
        tabs={props.groups.map((g) => ({ title: g["tab-title"], body: g["tab-body"] }))}
      />
    </div>
  );
}

export type CheckoutStep = "ready" | "creatingIntent" | "redirecting" | "paymentError";

export interface CheckoutProps extends ViewBase {
  ev: EvBlockData;
  step: CheckoutStep;
  softLockUntil: string | null;
  /** The machine's last refusal (terms_accepted, network…), its detail. */
  errorCode: string | null;
  message: string | null;
  /** The provider's decline message. */
  paymentMessage: string | null;
  /** The time of the first render (the countdown ticks from there). */
  now: number;
  onPay: (termsAccepted: boolean) => void;
  onBack: () => void;
  onLockExpired: () => void;
}

/**
 * The checkout: Back, the step's title, heading and paragraph, the lock notice with the time the
 * vehicle is held until and a countdown, the fee, the card payment (the provider's page, or
 * Stripe.js), the terms (required here and by the server) and submit.
 */
export function CheckoutView(props: CheckoutProps) {
  const { fields, t, lang, ev, step } = props;
  const id = useId();
  const [isTermsOn, setTermsOn] = useState(false);
  const [isTermsTouched, setTermsTouched] = useState(false);
  const termsLabel = fields["checkbox-label"];
  const termsError =
    props.errorCode === "terms_accepted" || (isTermsTouched && !isTermsOn)
      ? t("checkout.termsRequired", { field: termsLabel })
      : null;
  const isBusy = step === "creatingIntent" || step === "redirecting";
  const until = props.softLockUntil ? new Date(props.softLockUntil) : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTermsTouched(true);
    if (!isTermsOn) document.getElementById(`${id}-terms`)?.focus();
    props.onPay(isTermsOn);
  };
  const showPaymentError = step === "paymentError" && props.errorCode !== "terms_accepted";
  const providerMessage = props.paymentMessage || props.message;
  return (
    <div className="ev-checkout" data-view="checkout">
      <button type="button" className="ev-back" onClick={props.onBack} disabled={isBusy}>
        {fields["back-button-label"]}
      </button>
      {fields["block-8-title"] ? (
        <p className="ev-checkout__step">{fields["block-8-title"]}</p>
      ) : null}
      <NoticeView
        view="checkout-heading"
        heading={fields.heading}
        paragraphs={[fields.paragraph]}
        shouldFocus={props.shouldFocus}
      />
      <section className="ev-order" aria-labelledby={`${id}-order`}>
        <h3 id={`${id}-order`} className="visually-hidden">
          {fields.heading}
        </h3>
        {until && !Number.isNaN(until.getTime()) ? (
          <div className="ev-order__lock">
            <p className="ev-order__lock-info">
              {fillSoftLockTime(
                fields["order-details-locked-info"],
                until,
                ev.timeZone,
                intlLocale(lang),
              )}
            </p>
            <LockCountdown
              until={until.toISOString()}
              now={props.now}
              lang={lang}
              t={t}
              onExpired={props.onLockExpired}
            />
          </div>
        ) : null}
        {ev.vehicle?.title ? (
          <p className="ev-order__vehicle">
            <span>{t("checkout.vehicle")}: </span>
            {ev.vehicle.title}
          </p>
        ) : null}
        <p className="ev-order__fee">
          <span className="ev-order__fee-label">
            {fields["order-details-reservation-fee-info"]}
          </span>{" "}
          <span className="ev-order__fee-amount">
            {fields["price-currency-symbol"]}
            {"\u00a0"}
            {feeNumber(ev.fee.amountMinor, ev.fee.currency, lang)}
          </span>
        </p>
      </section>
      {showPaymentError ? (
        <div className="ev-payment-error" role="alert">
          <p className="ev-payment-error__title">{fields["payment-provider-error-title"]}</p>
          <p>{fields["payment-provider-error-paragraph"]}</p>
          {providerMessage ? (
            <p>
              {fields["payment-provider-error-message"]} <span>{providerMessage}</span>
            </p>
          ) : null}
        </div>
      ) : null}
      <form className="ev-form ev-pay" noValidate onSubmit={submit} aria-busy={isBusy || undefined}>
        <div className="ev-pay__card">
          <p className="ev-pay__title">{t("checkout.payByCard")}</p>
          <p className="ev-pay__note">{t("checkout.cardNote")}</p>
        </div>
        <div className="ev-check">
          <input
            id={`${id}-terms`}
            type="checkbox"
            name="terms"
            required
            checked={isTermsOn}
            onChange={(event) => {
              setTermsOn(event.target.checked);
              setTermsTouched(true);
            }}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={`${id}-terms-disclaimer${termsError ? ` ${id}-terms-error` : ""}`}
          />
          <label htmlFor={`${id}-terms`}>{termsLabel}</label>
        </div>
        <div id={`${id}-terms-disclaimer`} className="ev-check__disclaimer">
          <RichText html={fields["checkbox-disclaimer"]} />
        </div>
        {termsError ? (
          <p className="ev-field__error" id={`${id}-terms-error`} role="alert">
            {termsError}
          </p>
        ) : null}
        <button
          type="submit"
          className="cta cta--primary ev-form__submit"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
        >
          {isBusy ? t("checkout.redirecting") : fields["submit-button-label"]}
        </button>
      </form>
    </div>
  );
}

/** The one-message views and their buttons, from the editor's texts. */
export function MessageView(
  props: ViewBase & {
    view:
      | "reservationMade"
      | "noVehicles"
      | "thankYou"
      | "unavailable"
      | "error"
      | "softLockExpired"
      | "paymentExpired"
      | "busy";
    /** The button's action (retry, start again), where the view has one. */
    onAction?: () => void;
    isBusy?: boolean;
    /** What the busy view says (loading, checking the payment). */
    busyText?: string;
  },
) {
  const { fields, t } = props;
  const button = (label: string) =>
    props.onAction ? (
      <button
        type="button"
        className="cta cta--primary"
        onClick={props.onAction}
        disabled={props.isBusy}
        aria-busy={props.isBusy || undefined}
      >
        {label}
      </button>
    ) : null;
  const common = { view: props.view, shouldFocus: props.shouldFocus };
  switch (props.view) {
    case "reservationMade":
      return (
        <NoticeView
          {...common}
          heading={fields["reservation-made-heading"]}
          paragraphs={[fields["reservation-made-text"]]}
        />
      );
    case "noVehicles":
      return (
        <NoticeView
          {...common}
          heading={fields["no-vehicles-heading"]}
          paragraphs={[fields["no-vehicles-text"]]}
        />
      );
    case "thankYou":
      return (
        <NoticeView
          {...common}
          heading={fields["thank-you-heading"]}
          paragraphs={[fields["thank-you-text"]]}
        />
      );
    case "unavailable":
      return (
        <NoticeView
          {...common}
          heading={fields["unavailable-heading"]}
          paragraphs={[fields["unavailable-text"]]}
        />
      );
    case "error":
      return (
        <NoticeView
          {...common}
          heading={fields["error-heading"]}
          paragraphs={[fields["error-paragraph"], fields["error-secondary-paragraph"]]}
        >
          {button(fields.try_again_btn_label)}
        </NoticeView>
      );
    case "softLockExpired":
      return (
        <NoticeView
          {...common}
          heading={fields["soft-lock-expired-heading"]}
          paragraphs={[fields["soft-lock-expired-text"]]}
          isBusy={props.isBusy}
        >
          {button(fields["soft-lock-expired-button-label"])}
        </NoticeView>
      );
    case "paymentExpired":
      return (
        <NoticeView
          {...common}
          heading={fields["payment-expired-heading"]}
          paragraphs={[fields["payment-expired-text"]]}
        >
          {button(fields["payment-expired-button-label"])}
        </NoticeView>
      );
    case "busy":
      return (
        <div className="ev-busy" aria-busy="true" role="status">
          <span className="ev-busy__spinner" aria-hidden="true" />
          <span>{props.busyText ?? t("loading")}</span>
        </div>
      );
  }
}
