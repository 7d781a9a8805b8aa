import { isSupportedCountry, isValidPhoneNumber } from "libphonenumber-js/min";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
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
import {
  formatMoney,
  formatTime,
  journeyHref,
  type OrderOnlineProps,
  orderVehicleId,
  paymentWay,
  toMinor,
} from "./model.ts";
import { Modal, NoticePage, VehicleSummary } from "./parts.tsx";
import { orderBody } from "./success.tsx";
import { fill } from "./texts.ts";

/** How often the hold is asked after (and on focus): a hold taken by someone else shows at once. */
const HOLD_POLL_MS = 15_000;

type Phase =
  | { kind: "holding" }
  | { kind: "ready" }
  | { kind: "paying" }
  | { kind: "rebooking"; heldUntil: string }
  | { kind: "unavailable" }
  | { kind: "error" };

type Field = "name" | "email" | "phone" | "terms";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Loads Stripe.js once (only on a site whose card provider is Stripe). */
interface StripeLike {
  confirmPayment(options: {
    clientSecret: string;
    confirmParams: { return_url: string };
    redirect?: "always";
  }): Promise<{ error?: { message?: string } }>;
}
function loadStripe(key: string): Promise<StripeLike | null> {
  return new Promise((resolve) => {
    const ready = () => {
      const factory: unknown = Reflect.get(window, "Stripe");
      resolve(typeof factory === "function" ? (factory(key) as StripeLike) : null);
    };
    if (Reflect.get(window, "Stripe")) return ready();
    const script = document.createElement("script");
    script.src = "https://js.stripe.com/v3/";
    script.onload = ready;
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
}

/**
 * The checkout (route stock-locator-order-online-checkout): the vehicle is held for the visitor
 * (POST /buy_online/orders/init) with the initial soft-lock modal, and the hold asked after every
 * 15 seconds and when the page is looked at again (the kicked-out modal when another buyer holds
 * the car now); then the sections details, form, payment, authentication and terms. Paying
 * goes to the provider's own page (card data never reaches this site): the card payment (POST
 * /buy_online/payment, with an Idempotency-Key kept for a retry of the same attempt), PayPal's
 * approval, LiqPay's checkout, or, for the no-payment vendors, the order straight away.
 *
 * Authentication (checkout_authentication.enabled): a visitor who is not signed in sees a
 * sign-in prompt in its place and cannot pay until signed in; the rules of who may reserve are
 * the site's sign-in, nothing more.
 */
export function CheckoutScreen({
  props,
  onHold,
}: {
  props: OrderOnlineProps;
  onHold: (lock: SoftLock | null) => void;
}) {
  const { texts, vehicle, content, fee, site } = props;
  const id = useId();
  const way = paymentWay(content.vendorType);
  const [phase, setPhase] = useState<Phase>({ kind: "holding" });
  const [lock, setLock] = useState<SoftLock | null>(null);
  const [modal, setModal] = useState<"initial" | "kicked" | "expired" | null>(null);
  const [values, setValues] = useState({ name: "", email: "", phone: "", country: "AE" });
  const [isTermsOn, setTermsOn] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [payError, setPayError] = useState("");
  const summary = useRef<HTMLDivElement>(null);
  const vehicleKey = vehicle ? vehicle.id || vehicle.configUrl : "";

  const hold = useCallback(async () => {
    if (!vehicle) return;
    setPhase({ kind: "holding" });
    const stored = readSoftLock();
    const own = stored && stored.vehicleId === vehicleKey ? stored : null;
    const answer = await callApi("/buy_online/orders/init", {
      method: "POST",
      body: {
        vehicle_id: orderVehicleId(vehicle.orderVehicleId),
        company_uuid: vehicle.companyUuid,
        ...(own ? { lock_id: own.lockId } : {}),
        ...(vehicle.configUrl ? { config_url: vehicle.configUrl } : {}),
      },
    });
    if (answer.ok) {
      const a = answer.attributes;
      const next: SoftLock = {
        vehicleId: vehicleKey,
        lockId: String(a.lock_id ?? answer.id),
        expiresAt: typeof a.expires_at === "string" ? a.expires_at : "",
      };
      writeJson(SOFT_LOCK_KEY, next);
      const reservation = readReservation();
      writeReservation({
        lockId: next.lockId,
        orderNumber: typeof a.order_number === "string" ? a.order_number : "",
        ...(reservation?.lockId === next.lockId ? {} : { paymentId: "", idempotencyKey: "" }),
      });
      setLock(next);
      onHold(next.expiresAt ? next : null);
      setPhase({ kind: "ready" });
      // The initial modal, once per hold (a reload of the same hold does not repeat it).
      if (!own || own.lockId !== next.lockId) setModal(next.expiresAt ? "initial" : null);
      return;
    }
    if (answer.status === 409 && answer.code === "vehicle_held") {
      const heldUntil = answer.body.held_until ?? answer.attributes.held_until;
      setPhase({ kind: "rebooking", heldUntil: typeof heldUntil === "string" ? heldUntil : "" });
    } else if (answer.status === 404 || answer.code === "vehicle_sold")
      setPhase({ kind: "unavailable" });
    else setPhase({ kind: "error" });
  }, [vehicle, vehicleKey, onHold]);

  // The hold is taken once the page runs; a declined payment comes back with its message.
  useEffect(() => {
    const message = new URLSearchParams(location.search).get("payment_error");
    if (message) setPayError(message);
    const reservation = readReservation();
    if (reservation)
      setValues((v) => ({
        ...v,
        name: reservation.customerName || v.name,
        email: reservation.customerEmail || v.email,
        phone: reservation.customerPhone || v.phone,
      }));
    void hold();
  }, [hold]);

  // Is the hold still ours? Every 15 s and whenever the page is shown again.
  useEffect(() => {
    if (!lock?.expiresAt) return;
    const check = async () => {
      const answer = await callApi(`/buy_online/holds/${encodeURIComponent(lock.lockId)}`);
      const state = answer.attributes.state;
      if (state === "taken") {
        setModal("kicked");
        onHold(null);
      } else if (state === "expired") {
        setModal("expired");
        onHold(null);
      }
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
  }, [lock, onHold]);

  if (!vehicle)
    return (
      <NoticePage
        page={{ heading: "", paragraph: "" }}
        heading={texts.checkout.heading}
        body={texts.checkout.noJourney}
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.checkout.start}
        </a>
      </NoticePage>
    );

  if (phase.kind === "rebooking")
    return (
      <NoticePage
        page={content.rebookingPage}
        heading={texts.rebooking.title}
        body={fill(texts.rebooking.body, {
          time: formatTime(phase.heldUntil, site.numberLocale, site.timeZone),
        })}
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.rebooking.back}
        </a>
      </NoticePage>
    );
  if (phase.kind === "unavailable")
    return (
      <NoticePage
        page={{ heading: "", paragraph: "" }}
        heading={texts.missing.title}
        body={texts.missing.body}
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.missing.back}
        </a>
      </NoticePage>
    );
  if (phase.kind === "error")
    return (
      <NoticePage
        page={content.errorPage}
        heading={texts.error.title}
        body={texts.error.body}
        tone="error"
      >
        <button type="button" className="cta cta--primary" onClick={() => void hold()}>
          {texts.error.retry}
        </button>
      </NoticePage>
    );

  const needsSignIn = content.isAuthenticationOn && !props.isSignedIn;
  const amount =
    fee && fee.amount > 0 ? formatMoney(fee.amount, fee.currency, site.numberLocale) : "";
  const isPaid = (way === "card" || way === "wallet" || way === "hosted") && amount !== "";
  const label = (field: Field) =>
    field === "name"
      ? texts.checkout.name
      : field === "email"
        ? texts.checkout.email
        : field === "phone"
          ? texts.checkout.phone
          : texts.checkout.terms;

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (values.name.trim() === "")
      found.name = fill(texts.checkout.required, { field: label("name") });
    if (values.email.trim() === "")
      found.email = fill(texts.checkout.required, { field: label("email") });
    else if (!EMAIL.test(values.email.trim())) found.email = texts.checkout.invalidEmail;
    if (values.phone.trim() === "")
      found.phone = fill(texts.checkout.required, { field: label("phone") });
    else if (!isValidPhone(values.phone, values.country)) found.phone = texts.checkout.invalidPhone;
    if (!isTermsOn) found.terms = texts.checkout.termsRequired;
    return found;
  };

  const successHref = (extra: Record<string, string> = {}) => {
    const url = new URL(journeyHref(site.base, "success", vehicle), location.origin);
    for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
    return url.toString();
  };

  const pay = async () => {
    if (!lock) return;
    setPayError("");
    setPhase({ kind: "paying" });
    const reservation = writeReservation({
      customerEmail: values.email.trim(),
      customerName: values.name.trim(),
      customerPhone: values.phone.trim(),
    });
    const key = reservation.idempotencyKey || newIdempotencyKey();
    writeReservation({ idempotencyKey: key });
    const fail = (message: string) => {
      setPhase({ kind: "ready" });
      setPayError(message || texts.error.body);
    };
    const lost = () => {
      setPhase({ kind: "ready" });
      setModal("kicked");
    };
    if (way === "confirmation_email" || way === "free" || !isPaid) {
      const answer = await callApi("/buy_online/orders", {
        method: "POST",
        idempotencyKey: key,
        body: orderBody({ props, reservation: readReservation(), provider: "", paymentId: "" }),
      });
      if (answer.ok) {
        const orderNumber = String(answer.attributes.order_number ?? answer.id);
        writeReservation({ orderNumber, idempotencyKey: "" });
        remove(SOFT_LOCK_KEY);
        location.assign(successHref({ order: orderNumber }));
      } else if (answer.code === "hold_lost") lost();
      else fail(answer.detail);
      return;
    }
    const companyUuid = vehicle.companyUuid;
    const vehicleId = orderVehicleId(vehicle.orderVehicleId);
    if (way === "wallet" && fee) {
      const answer = await callApi("/buy_online/paypal/create_order", {
        method: "POST",
        idempotencyKey: key,
        body: {
          order: {
            amount_value: fee.amount.toFixed(2),
            amount_currency_code: fee.currency,
            company_uuid: companyUuid,
            vehicle_id: vehicleId,
          },
          lock_id: lock.lockId,
        },
      });
      const approve = answer.attributes.approve_url;
      if (answer.ok && typeof approve === "string") {
        writeReservation({ paymentId: answer.id, provider: "paypal" });
        location.assign(approve);
      } else if (answer.code === "hold_lost") lost();
      else fail(answer.detail);
      return;
    }
    if (way === "hosted" && fee) {
      const query = new URLSearchParams();
      const params: Record<string, string> = {
        company_uuid: companyUuid,
        amount: fee.amount.toFixed(2),
        currency: fee.currency,
        description: vehicle.title,
        language: site.lang === "ar" ? "en" : site.lang,
        result_url: successHref(),
        lock_id: lock.lockId,
      };
      for (const [k, v] of Object.entries(params)) if (v !== "") query.set(k, v);
      const answer = await callApi(`/buy_online/liqpay/checkout_data?${query}`);
      const a = answer.attributes;
      if (answer.ok && typeof a.checkout_url === "string") {
        writeReservation({ paymentId: answer.id, provider: "liqpay" });
        submitHostedCheckout(a.checkout_url, String(a.data ?? ""), String(a.signature ?? ""));
      } else if (answer.code === "hold_lost") lost();
      else fail(answer.detail);
      return;
    }
    if (!fee) return fail("");
    const answer = await callApi("/buy_online/payment", {
      method: "POST",
      idempotencyKey: key,
      body: {
        payment: {
          amount: toMinor(fee),
          currency: fee.currency,
          vehicle_id: vehicleId,
          company_uuid: companyUuid,
        },
        lock_id: lock.lockId,
      },
    });
    if (!answer.ok) {
      if (answer.code === "hold_lost") return lost();
      return fail(answer.detail);
    }
    const a = answer.attributes;
    const provider = String(a.provider ?? "local");
    writeReservation({
      paymentId: answer.id,
      provider,
      ...(typeof a.order_number === "string" ? { orderNumber: a.order_number } : {}),
    });
    if (
      provider === "stripe" &&
      typeof a.client_secret === "string" &&
      props.stripePublishableKey
    ) {
      const stripe = await loadStripe(props.stripePublishableKey);
      if (!stripe) return fail("");
      const result = await stripe.confirmPayment({
        clientSecret: a.client_secret,
        confirmParams: { return_url: successHref() },
      });
      // Only an error comes back: success leaves the page for the return URL.
      writeReservation({ idempotencyKey: "" });
      return fail(result.error?.message ?? "");
    }
    const redirect = typeof a.redirect_url === "string" ? a.redirect_url : "";
    if (redirect === "") return fail("");
    const target = new URL(redirect, location.origin);
    // Our own test checkout returns to this journey's success page, in this language.
    if (target.origin === location.origin) {
      target.searchParams.set("return_url", successHref());
      target.searchParams.set("lang", site.lang);
    }
    location.assign(target.toString());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsSignIn || phase.kind !== "ready") return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      summary.current?.focus();
      return;
    }
    void pay();
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

  return (
    <div className="oo-checkout">
      <h1 className="heading heading--l">{texts.checkout.heading}</h1>
      {phase.kind === "holding" ? (
        <p className="oo-hint" role="status">
          {texts.checkout.holding}
        </p>
      ) : null}
      <section className="oo-section" aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`} className="heading heading--m">
          {content.detailsHeading || texts.checkout.details}
        </h2>
        <VehicleSummary site={site} texts={texts} vehicle={vehicle} fee={fee} headingLevel={3} />
      </section>
      <form className="oo-form" noValidate onSubmit={onSubmit}>
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
              <p className="oo-hint">{texts.checkout.cardNote}</p>
            </>
          )}
          {payError ? (
            <p className="oo-field__error" role="alert" data-payment-error="">
              {fill(texts.checkout.declined, { message: payError })}
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
          disabled={needsSignIn || phase.kind !== "ready"}
        >
          {phase.kind === "paying"
            ? texts.checkout.working
            : isPaid
              ? fill(texts.checkout.pay, { amount })
              : texts.checkout.reserve}
        </button>
      </form>
      <Modal
        name="soft-lock"
        isOpen={modal === "initial"}
        title={texts.softLock.title}
        onClose={() => setModal((m) => (m === "initial" ? null : m))}
      >
        <p>
          {fill(texts.softLock.body, {
            minutes: new Intl.NumberFormat(site.numberLocale).format(content.softLockMinutes),
            time: lock ? formatTime(lock.expiresAt, site.numberLocale, site.timeZone) : "",
          })}
        </p>
        <button type="button" className="cta cta--primary" onClick={() => setModal(null)}>
          {texts.softLock.ok}
        </button>
      </Modal>
      <Modal
        name="kicked-out"
        isOpen={modal === "kicked"}
        title={texts.softLock.kickedTitle}
        onClose={() => undefined}
      >
        <p>{texts.softLock.kickedBody}</p>
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.softLock.kickedBack}
        </a>
      </Modal>
      <Modal
        name="expired"
        isOpen={modal === "expired"}
        title={texts.softLock.expiredTitle}
        onClose={() => undefined}
      >
        <p>{texts.softLock.expiredBody}</p>
        <button
          type="button"
          className="cta cta--primary"
          onClick={() => {
            setModal(null);
            void hold();
          }}
        >
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

/** A mobile number valid for the country (libphonenumber-js), Arabic-Indic digits read too. */
export function isValidPhone(typed: string, country: string): boolean {
  const latin = typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[^\d+]/g, "");
  try {
    return latin.startsWith("+")
      ? isValidPhoneNumber(latin)
      : isValidPhoneNumber(latin, isSupportedCountry(country) ? country : "AE");
  } catch {
    return false;
  }
}

/**
 * LiqPay's checkout: our own (local) checkout is posted to as a form; a provider's page on
 * another origin is opened with its data and signature in the query (the page's policy lets
 * forms post to this site only).
 */
function submitHostedCheckout(url: string, data: string, signature: string): void {
  const target = new URL(url, location.origin);
  if (target.origin !== location.origin) {
    target.searchParams.set("data", data);
    target.searchParams.set("signature", signature);
    location.assign(target.toString());
    return;
  }
  const form = document.createElement("form");
  form.method = "POST";
  form.action = target.toString();
  for (const [name, value] of [
    ["data", data],
    ["signature", signature],
  ] as const) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
