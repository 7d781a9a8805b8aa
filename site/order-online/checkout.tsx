import { useMachine } from "@xstate/react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  type CheckoutInput,
  orderOnlineCheckoutMachine,
} from "../../machines/order-online-checkout-machine.ts";
import { callApi, newIdempotencyKey } from "./api.ts";
import {
  readReservation,
  readSoftLock,
  remove,
  SOFT_LOCK_KEY,
  type SoftLock,
  writeJson,
  writeReservation,
} from "./browser-store.ts";
import { checkoutActors, holdStateOf, stateNameOf, successPath } from "./checkout-actors.ts";
import {
  formatMoney,
  formatTime,
  type JourneyVehicle,
  type OrderOnlineProps,
  paymentWay,
} from "./model.ts";
import { Modal, NoticePage, VehicleSummary } from "./parts.tsx";
import { loadStripe } from "./stripe.ts";
import { ConfirmationProblem, minorMoney, PaymentIncomplete } from "./success.tsx";
import { fill } from "./texts.ts";

/** How often the hold is asked after (and on focus): a hold taken by someone else shows at once. */
const HOLD_POLL_MS = 15_000;

type Field = "name" | "email" | "phone" | "terms";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The states in which the page waits for a call or for the provider: nothing to press. */
const BUSY = new Set([
  "starting",
  "returning",
  "takingHold",
  "paying",
  "creatingPayment",
  "checkingHold",
  "confirming",
  "awaitingProvider.redirect",
  "success",
]);

/** The states whose hold is watched (the kicked-out and expired modals come from there). */
const WATCHED = new Set(["held", "form", "declined"]);

/**
 * The checkout (route stock-locator-order-online-checkout), run by the checkout machine
 * (machines/order-online-checkout-machine.ts) with the buy-online calls as its actors: the
 * vehicle is held for the visitor (POST /buy_online/orders/init) with the initial soft-lock
 * modal, the hold asked after every 15 seconds and when the page is looked at again (the
 * kicked-out modal when another buyer holds the car now, the expired one when it is free); then
 * the sections details, form, payment, authentication and terms. Paying goes to the provider's
 * own page (card data never reaches this site), which sends the buyer back to the success page;
 * the no-payment vendors place the order at once.
 *
 * Authentication (checkout_authentication.enabled): a visitor who is not signed in sees a
 * sign-in prompt in its place and cannot pay until signed in.
 */
export function CheckoutScreen({
  props,
  onHold,
}: {
  props: OrderOnlineProps;
  onHold: (lock: SoftLock | null) => void;
}) {
  if (!props.vehicle)
    return (
      <NoticePage
        page={{ heading: "", paragraph: "" }}
        heading={props.texts.checkout.heading}
        body={props.texts.checkout.noJourney}
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {props.texts.checkout.start}
        </a>
      </NoticePage>
    );
  return <CheckoutFlow props={props} vehicle={props.vehicle} onHold={onHold} />;
}

/** The key the journey keeps this vehicle's hold under: its stock id, or the build's address. */
export const holdKeyOf = (vehicle: Pick<JourneyVehicle, "id" | "configUrl">): string =>
  vehicle.id || vehicle.configUrl;

/**
 * What the machine starts with: this vehicle's stored hold (sent again, not extended) and a
 * decline the provider's return page sent the buyer back with. Read in the browser only (the
 * server renders the hold being taken either way).
 */
function checkoutInput(props: OrderOnlineProps, vehicle: JourneyVehicle): CheckoutInput {
  const base: CheckoutInput = {
    vehicleId: vehicle.orderVehicleId,
    companyUuid: vehicle.companyUuid,
    configUrl: vehicle.configUrl || null,
    vendorType: props.content.vendorType,
  };
  if (typeof window === "undefined") return base;
  const stored = readSoftLock();
  const message = new URLSearchParams(location.search).get("payment_error");
  return {
    ...base,
    storedLockId: stored && stored.vehicleId === holdKeyOf(vehicle) ? stored.lockId : null,
    failureMessage: message === null ? null : message || props.texts.error.body,
  };
}

/** Sends the browser to the provider: Stripe.js in the page, a hosted form, or its address. */
async function goToProvider(
  props: OrderOnlineProps,
  payment: {
    provider: string;
    kind: string;
    redirectUrl?: string | null;
    clientSecret?: string | null;
  },
): Promise<string | null> {
  if (payment.provider === "stripe" && payment.clientSecret && props.stripePublishableKey) {
    const stripe = await loadStripe(props.stripePublishableKey);
    if (!stripe) return props.texts.error.body;
    // Stripe.js wants an absolute address: this page's own origin, where the journey's storage is.
    const result = await stripe.confirmPayment({
      clientSecret: payment.clientSecret,
      confirmParams: { return_url: new URL(successPath(props), location.origin).toString() },
    });
    // Only an error comes back: success leaves the page for the return address.
    return result.error?.message || props.texts.error.body;
  }
  if (!payment.redirectUrl) return props.texts.error.body;
  const target = new URL(payment.redirectUrl, location.origin);
  if (payment.kind === "hosted" && target.origin === location.origin) {
    // Our own hosted checkout is posted to, as LiqPay's form is (the page's policy lets forms
    // post to this site only; a provider on another origin reads its query).
    const form = document.createElement("form");
    form.method = "POST";
    form.action = target.pathname;
    for (const name of ["data", "signature"]) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = target.searchParams.get(name) ?? "";
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    return null;
  }
  location.assign(target.toString());
  return null;
}

function CheckoutFlow({
  props,
  vehicle,
  onHold,
}: {
  props: OrderOnlineProps;
  vehicle: JourneyVehicle;
  onHold: (lock: SoftLock | null) => void;
}) {
  const { texts, content, fee, site } = props;
  const id = useId();
  const way = paymentWay(content.vendorType);
  const [machine] = useState(() =>
    orderOnlineCheckoutMachine.provide({ actors: checkoutActors(props) }),
  );
  const [input] = useState(() => checkoutInput(props, vehicle));
  const [snapshot, send] = useMachine(machine, { input });
  const state = stateNameOf(snapshot.value);
  const c = snapshot.context;
  const [values, setValues] = useState({ name: "", email: "", phone: "", country: "AE" });
  const [isTermsOn, setTermsOn] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const summary = useRef<HTMLDivElement>(null);
  const sentTo = useRef("");
  const holdKey = holdKeyOf(vehicle);

  // The buyer's details kept from an attempt that came back declined; the decline's note is
  // taken off the address so that a reload does not show it again.
  useEffect(() => {
    const reservation = readReservation();
    if (reservation)
      setValues((v) => ({
        ...v,
        name: reservation.customerName || v.name,
        email: reservation.customerEmail || v.email,
        phone: reservation.customerPhone || v.phone,
      }));
    const url = new URL(location.href);
    if (url.searchParams.has("payment_error")) {
      url.searchParams.delete("payment_error");
      history.replaceState(history.state, "", url.toString());
    }
  }, []);

  // The hold as the browser keeps it (sl_order_online_soft_lock) and the top bar's countdown.
  useEffect(() => {
    if (c.lockId === null || c.orderNumber === null) return;
    writeJson(SOFT_LOCK_KEY, {
      vehicleId: holdKey,
      lockId: c.lockId,
      expiresAt: c.expiresAt ?? "",
    });
    const kept = readReservation();
    writeReservation({
      lockId: c.lockId,
      orderNumber: c.orderNumber,
      amount: c.amount,
      currency: c.currency ?? "",
      ...(kept?.lockId === c.lockId
        ? {}
        : { paymentId: "", provider: "", kind: "", idempotencyKey: "" }),
    });
  }, [c.lockId, c.orderNumber, c.expiresAt, c.amount, c.currency, holdKey]);
  const isHoldGone = state === "kickedOut" || state === "holdExpired";
  useEffect(() => {
    onHold(
      c.lockId !== null && c.expiresAt !== null && !isHoldGone
        ? { vehicleId: holdKey, lockId: c.lockId, expiresAt: c.expiresAt }
        : null,
    );
  }, [c.lockId, c.expiresAt, isHoldGone, holdKey, onHold]);

  // Is the hold still ours? Every 15 s and whenever the page is shown again.
  const isWatched = WATCHED.has(state) && c.lockId !== null && c.expiresAt !== null;
  const lockId = c.lockId;
  useEffect(() => {
    if (!isWatched || lockId === null) return;
    const check = async () => {
      const answer = await callApi(`/buy_online/holds/${encodeURIComponent(lockId)}`);
      if (answer.ok) send({ type: "HOLD_STATE", state: holdStateOf(answer.attributes.state) });
    };
    const timer = window.setInterval(check, HOLD_POLL_MS);
    const onFocus = () => {
      if (document.visibilityState === "visible") void check();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [isWatched, lockId, send]);

  // A payment made: kept for the return page, then the provider.
  const payment = c.payment;
  useEffect(() => {
    if (!state.startsWith("awaitingProvider") || payment.id === "" || sentTo.current === payment.id)
      return;
    if (!payment.redirectUrl && !payment.clientSecret) return;
    sentTo.current = payment.id;
    writeReservation({
      paymentId: payment.id,
      provider: payment.provider,
      kind: payment.kind,
      idempotencyKey: c.idempotencyKey ?? "",
    });
    void goToProvider(props, payment).then((message) => {
      if (message !== null)
        send({ type: "PROVIDER_RETURNED", status: "failed", failureMessage: message });
    });
  }, [state, payment, c.idempotencyKey, props, send]);

  // The order placed without a payment (the no-payment vendors): its success page.
  const placed = state === "success" ? c.order : null;
  useEffect(() => {
    if (!placed) return;
    writeReservation({ orderNumber: placed.orderNumber, idempotencyKey: "" });
    remove(SOFT_LOCK_KEY);
    const url = new URL(successPath(props), location.origin);
    url.searchParams.set("order", placed.orderNumber);
    location.assign(`${url.pathname}${url.search}`);
  }, [placed, props]);

  if (state === "heldByAnother")
    return (
      <NoticePage
        page={content.rebookingPage}
        heading={texts.rebooking.title}
        body={fill(texts.rebooking.body, {
          time: formatTime(c.heldUntil ?? "", site.numberLocale, site.timeZone),
        })}
      >
        <div className="oo-actions">
          <a className="cta cta--primary" href={props.listingHref}>
            {texts.rebooking.back}
          </a>
          <button
            type="button"
            className="cta cta--secondary"
            onClick={() => send({ type: "RETRY" })}
          >
            {texts.rebooking.retry}
          </button>
        </div>
      </NoticePage>
    );
  if (state === "error" && (c.errorCode === "vehicle_sold" || c.errorCode === "not_found"))
    return (
      <NoticePage
        page={{ heading: "", paragraph: "" }}
        heading={texts.missing.title}
        body={c.errorCode === "vehicle_sold" ? texts.missing.sold : texts.missing.body}
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.missing.back}
        </a>
      </NoticePage>
    );
  if (state === "error")
    return (
      <NoticePage
        page={content.errorPage}
        heading={texts.error.title}
        body={texts.error.body}
        tone="error"
      >
        <button type="button" className="cta cta--primary" onClick={() => send({ type: "RETRY" })}>
          {texts.error.retry}
        </button>
      </NoticePage>
    );
  if (state === "confirmationError" || state === "confirmationFailed")
    return (
      <ConfirmationProblem
        props={props}
        isFailure={state === "confirmationFailed"}
        onRetry={() => send({ type: "RETRY" })}
      />
    );
  if (state === "awaitingProvider.requiresAction" && !payment.redirectUrl && !payment.clientSecret)
    return (
      <PaymentIncomplete
        props={props}
        onRetry={() => send({ type: "PROVIDER_RETURNED", status: "succeeded" })}
      />
    );

  const isBusy = BUSY.has(state) || state.startsWith("awaitingProvider");
  const canSubmit = state === "form" || state === "declined";
  const needsSignIn = content.isAuthenticationOn && !props.isSignedIn;
  const amount =
    c.amount !== null && c.currency
      ? c.amount > 0
        ? minorMoney(c.amount, c.currency, site.numberLocale)
        : ""
      : fee && fee.amount > 0
        ? formatMoney(fee.amount, fee.currency, site.numberLocale)
        : "";
  const isPaid = (way === "card" || way === "wallet" || way === "hosted") && amount !== "";
  const isDeclined = state === "declined" || (state === "form" && c.failureMessage !== null);
  // The provider's own words (often English) isolated inside the page's sentence.
  const [beforeMessage, afterMessage = ""] = texts.checkout.declined.split("{{message}}");
  const payError: ReactNode = isDeclined ? (
    <>
      {beforeMessage}
      <bdi>{c.failureMessage || texts.error.body}</bdi>
      {afterMessage}
    </>
  ) : state === "form" && c.errorCode === "hold_lost" ? (
    texts.checkout.holdLost
  ) : null;
  const label = (field: Field) =>
    field === "name"
      ? texts.checkout.name
      : field === "email"
        ? texts.checkout.email
        : field === "phone"
          ? texts.checkout.phone
          : texts.checkout.terms;

  const validate = async (): Promise<Partial<Record<Field, string>>> => {
    const found: Partial<Record<Field, string>> = {};
    if (values.name.trim() === "")
      found.name = fill(texts.checkout.required, { field: label("name") });
    if (values.email.trim() === "")
      found.email = fill(texts.checkout.required, { field: label("email") });
    else if (!EMAIL.test(values.email.trim())) found.email = texts.checkout.invalidEmail;
    if (values.phone.trim() === "")
      found.phone = fill(texts.checkout.required, { field: label("phone") });
    // The phone rules (libphonenumber's metadata) are fetched when the form is sent, not with
    // the page: the journey's other screens never need them.
    else if (!(await import("./phone.ts")).isValidPhone(values.phone, values.country))
      found.phone = texts.checkout.invalidPhone;
    if (!isTermsOn) found.terms = texts.checkout.termsRequired;
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsSignIn || !canSubmit) return;
    const found = await validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      summary.current?.focus();
      return;
    }
    const customer = {
      email: values.email.trim(),
      leadAttributes: { name: values.name.trim(), phone: values.phone.trim() },
    };
    writeReservation({
      customerEmail: customer.email,
      customerName: customer.leadAttributes.name,
      customerPhone: customer.leadAttributes.phone,
    });
    // After a decline the details may have changed: the form again, then a new attempt (a new
    // Idempotency-Key, so the provider does not answer the declined one again).
    if (state === "declined") send({ type: "EDIT" });
    send({ type: "SUBMIT", customer, idempotencyKey: newIdempotencyKey() });
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="oo-field__error">
        {errors[field]}
      </p>
    ) : null;
  const errorList = Object.entries(errors);
  const holdTime = c.expiresAt ? formatTime(c.expiresAt, site.numberLocale, site.timeZone) : "";

  return (
    <div className="oo-checkout" data-checkout-state={state}>
      <h1 className="heading heading--l">{texts.checkout.heading}</h1>
      {/* Always there, one line high: the page does not move when the hold is taken. */}
      <p className="oo-hint oo-status" role="status">
        {state === "takingHold" ? texts.checkout.holding : ""}
      </p>
      <section className="oo-section" aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`} className="heading heading--m">
          {content.detailsHeading || texts.checkout.details}
        </h2>
        <VehicleSummary site={site} texts={texts} vehicle={vehicle} fee={fee} headingLevel={3} />
      </section>
      <form className="oo-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div
          ref={summary}
          tabIndex={-1}
          className="oo-form__summary"
          role={errorList.length ? "alert" : undefined}
        >
          {errorList.length > 0 ? (
            <>
              <p>{texts.checkout.fixErrors}</p>
              <ul>
                {errorList.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${id}-${field}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <section className="oo-section" aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`} className="heading heading--m">
            {content.formHeading || texts.checkout.form}
          </h2>
          <div className="oo-field">
            <label htmlFor={`${id}-name`}>
              {texts.checkout.name} <span aria-hidden="true">*</span>
            </label>
            <input
              {...fieldProps("name")}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
            />
            {fieldError("name")}
          </div>
          <div className="oo-field">
            <label htmlFor={`${id}-email`}>
              {texts.checkout.email} <span aria-hidden="true">*</span>
            </label>
            <input
              {...fieldProps("email")}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
            {fieldError("email")}
          </div>
          <div className="oo-field">
            <label htmlFor={`${id}-phone`}>
              {texts.checkout.phone} <span aria-hidden="true">*</span>
            </label>
            <div className="oo-phone" dir="ltr">
              <select
                aria-label={texts.checkout.country}
                value={values.country}
                onChange={(e) => setValues({ ...values, country: e.target.value })}
              >
                {PHONE_COUNTRIES.map(([code, dial]) => (
                  <option key={code} value={code}>
                    {`${code} +${dial}`}
                  </option>
                ))}
              </select>
              <input
                {...fieldProps("phone")}
                name="phone"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                required
                value={values.phone}
                onChange={(e) => setValues({ ...values, phone: e.target.value })}
              />
            </div>
            {fieldError("phone")}
          </div>
        </section>
        <section className="oo-section" aria-labelledby={`${id}-payment`}>
          <h2 id={`${id}-payment`} className="heading heading--m">
            {texts.checkout.payment}
          </h2>
          {way === "confirmation_email" ? (
            <p>{texts.checkout.noPayment}</p>
          ) : way === "free" || !isPaid ? (
            <p>{texts.checkout.free}</p>
          ) : (
            <>
              <p className="oo-method" data-payment-way={way}>
                {texts.checkout.methods[way]}
                {": "}
                <bdi>{amount}</bdi>
              </p>
              {content.paymentOnHold ? (
                <p className="oo-hint" data-payment-on-hold="">
                  {texts.checkout.onHoldNote}
                </p>
              ) : null}
              <p className="oo-hint">{texts.checkout.cardNote}</p>
            </>
          )}
          {payError !== null ? (
            <p className="oo-field__error" role="alert" data-payment-error="">
              {payError}
            </p>
          ) : null}
        </section>
        {needsSignIn ? (
          <section className="oo-section" aria-labelledby={`${id}-auth`}>
            <h2 id={`${id}-auth`} className="heading heading--m">
              {texts.checkout.authentication}
            </h2>
            <p>{texts.checkout.signInPrompt}</p>
            <a className="cta cta--secondary" href={props.signInHref}>
              {texts.checkout.signIn}
            </a>
          </section>
        ) : null}
        <section className="oo-section" aria-labelledby={`${id}-terms-h`}>
          <h2 id={`${id}-terms-h`} className="heading heading--m">
            {texts.checkout.terms}
          </h2>
          <div className="oo-check">
            <input
              {...fieldProps("terms")}
              type="checkbox"
              name="terms"
              required
              checked={isTermsOn}
              onChange={(e) => setTermsOn(e.target.checked)}
            />
            <label htmlFor={`${id}-terms`}>{content.termsLabel}</label>
          </div>
          {fieldError("terms")}
        </section>
        <button
          type="submit"
          className="cta cta--primary oo-pay"
          disabled={needsSignIn || !canSubmit}
          aria-busy={isBusy && state !== "takingHold" ? true : undefined}
        >
          {isBusy && state !== "takingHold"
            ? texts.checkout.working
            : isPaid
              ? fill(texts.checkout.pay, { amount })
              : texts.checkout.reserve}
        </button>
      </form>
      <Modal
        name="soft-lock"
        isOpen={state === "held"}
        title={texts.softLock.title}
        onClose={() => send({ type: "ACKNOWLEDGE" })}
      >
        <p>
          {fill(texts.softLock.body, {
            minutes: new Intl.NumberFormat(site.numberLocale).format(
              c.holdSeconds > 0 ? Math.round(c.holdSeconds / 60) : content.softLockMinutes,
            ),
            time: holdTime,
          })}
        </p>
        <button
          type="button"
          className="cta cta--primary"
          onClick={() => send({ type: "ACKNOWLEDGE" })}
        >
          {texts.softLock.ok}
        </button>
      </Modal>
      <Modal
        name="kicked-out"
        isOpen={state === "kickedOut"}
        title={texts.softLock.kickedTitle}
        onClose={() => undefined}
        isDismissable={false}
      >
        <p>{texts.softLock.kickedBody}</p>
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.softLock.kickedBack}
        </a>
      </Modal>
      <Modal
        name="expired"
        isOpen={state === "holdExpired"}
        title={texts.softLock.expiredTitle}
        onClose={() => undefined}
        isDismissable={false}
      >
        <p>{texts.softLock.expiredBody}</p>
        <button type="button" className="cta cta--primary" onClick={() => send({ type: "RETAKE" })}>
          {texts.softLock.again}
        </button>
      </Modal>
    </div>
  );
}

/** The Gulf and nearby countries' dialling codes offered first; any number typed with + works. */
const PHONE_COUNTRIES: readonly [string, string][] = [
  ["AE", "971"],
  ["SA", "966"],
  ["KW", "965"],
  ["QA", "974"],
  ["BH", "973"],
  ["OM", "968"],
  ["JO", "962"],
  ["EG", "20"],
  ["LB", "961"],
  ["GB", "44"],
  ["US", "1"],
];
