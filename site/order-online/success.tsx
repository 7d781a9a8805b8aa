import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import {
  type CheckoutInput,
  type OrderConfirmed,
  orderOnlineCheckoutMachine,
  type PaymentKind,
  type RedirectStatus,
} from "../../machines/order-online-checkout-machine.ts";
import { callApi } from "./api.ts";
import {
  JOURNEY_DATA_KEY,
  type Reservation,
  readJson,
  readReservation,
  remove,
  SOFT_LOCK_KEY,
  writeReservation,
} from "./browser-store.ts";
import { checkoutActors, orderConfirmed, stateNameOf } from "./checkout-actors.ts";
import {
  confirmationHref,
  formatMoney,
  journeyHref,
  minorDigits,
  type OrderOnlineProps,
} from "./model.ts";
import { NoticePage } from "./parts.tsx";

/** An order as GET /buy_online/orders/:orderNumber answers it (the attributes shown). */
export interface OrderView {
  orderNumber: string;
  createdAt: string;
  status: string;
  paymentStatus: string;
  vehicleId: string;
  amount: number | null;
  currency: string;
}

export function orderView(attributes: Record<string, unknown>, id: string): OrderView {
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    orderNumber: str(attributes.order_number) || id,
    createdAt: str(attributes.created_at),
    status: str(attributes.status),
    paymentStatus: str(attributes.payment_status),
    vehicleId: attributes.vehicle_id == null ? "" : String(attributes.vehicle_id),
    amount: typeof attributes.amount === "number" ? attributes.amount : null,
    currency: str(attributes.currency),
  };
}

/** An amount in minor units in the page's language. */
export function minorMoney(amount: number, currency: string, locale: string): string {
  return formatMoney(amount / 10 ** minorDigits(currency), currency, locale);
}

/**
 * The journey's vehicle as the browser kept it (sl_order_online_data: vehicleId, the details
 * route's list, configUrl), for a return from the provider that names none.
 */
function storedVehicle(): { id: string; lists: string[]; configUrl: string } | null {
  const data = readJson(JOURNEY_DATA_KEY);
  if (!data) return null;
  const id = typeof data.vehicleId === "string" ? data.vehicleId : "";
  const configUrl = typeof data.configUrl === "string" ? data.configUrl : "";
  const route = typeof data.detailsRoute === "string" ? data.detailsRoute : "";
  const list = new URLSearchParams(route.split("?")[1] ?? "").get("list") ?? "";
  if (id === "" && configUrl === "") return null;
  return { id, lists: list === "" ? [] : list.split(","), configUrl };
}

/** The reservation confirmation error page (a retry) or failure page (the hold was lost). */
export function ConfirmationProblem({
  props,
  isFailure,
  onRetry,
}: {
  props: OrderOnlineProps;
  isFailure: boolean;
  onRetry: () => void;
}) {
  const { texts, content } = props;
  if (isFailure)
    return (
      <NoticePage
        page={content.confirmationFailurePage}
        heading={texts.success.failureTitle}
        body={texts.success.failureBody}
        tone="error"
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.missing.back}
        </a>
      </NoticePage>
    );
  return (
    <NoticePage
      page={content.confirmationErrorPage}
      heading={texts.success.errorTitle}
      body={texts.success.errorBody}
      tone="error"
    >
      <button type="button" className="cta cta--primary" onClick={onRetry}>
        {texts.error.retry}
      </button>
    </NoticePage>
  );
}

/** The payment still waits for the buyer's bank (requires action): ask again once it is done. */
export function PaymentIncomplete({
  props,
  onRetry,
}: {
  props: OrderOnlineProps;
  onRetry: () => void;
}) {
  const { texts } = props;
  return (
    <NoticePage
      page={{ heading: "", paragraph: "" }}
      heading={texts.success.actionTitle}
      body={texts.success.actionBody}
    >
      <button type="button" className="cta cta--primary" onClick={onRetry}>
        {texts.success.actionRetry}
      </button>
    </NoticePage>
  );
}

/** The kind of a kept payment: by the kind written, else by its provider's name. */
function kindOf(reservation: Reservation): PaymentKind {
  const named = reservation.kind || reservation.provider;
  return named === "wallet" || named === "paypal"
    ? "wallet"
    : named === "hosted" || named === "liqpay"
      ? "hosted"
      : "card";
}

/**
 * The return from the provider as the checkout machine resumes it: the reservation kept in
 * sl_order_online_reservation, the payment the provider names in the address (payment_id,
 * Stripe's payment_intent, PayPal's token) and how it says it went (redirect_status; PayPal and
 * LiqPay say nothing, so the server is asked). null: nothing was kept in this browser.
 */
function resumeInput(props: OrderOnlineProps): CheckoutInput | null {
  const reservation = readReservation();
  if (!reservation || reservation.lockId === "" || reservation.orderNumber === "") return null;
  const query = new URLSearchParams(location.search);
  const paymentId =
    query.get("payment_id") ??
    query.get("payment_intent") ??
    query.get("token") ??
    reservation.paymentId;
  const status = query.get("redirect_status");
  const redirectStatus: RedirectStatus =
    status === "failed" || status === "requires_action" ? status : "succeeded";
  const vehicle = props.vehicle;
  const journey = readJson(JOURNEY_DATA_KEY);
  return {
    vehicleId:
      vehicle?.orderVehicleId ?? (typeof journey?.vehicleId === "string" ? journey.vehicleId : ""),
    companyUuid: vehicle?.companyUuid ?? "",
    configUrl: vehicle?.configUrl || null,
    vendorType: props.content.vendorType,
    resume: {
      orderNumber: reservation.orderNumber,
      lockId: reservation.lockId,
      payment: { provider: reservation.provider, kind: kindOf(reservation), id: paymentId },
      redirectStatus,
      idempotencyKey: reservation.idempotencyKey,
      customer: {
        email: reservation.customerEmail,
        leadAttributes: { name: reservation.customerName, phone: reservation.customerPhone },
      },
      ...(reservation.amount !== null && reservation.currency
        ? { amount: reservation.amount, currency: reservation.currency }
        : {}),
    },
  };
}

/**
 * The success page (route stock-locator-order-online-success), where the payment returns: the
 * checkout machine resumes from what the browser kept and places the order (POST
 * /buy_online/orders with the payment's id, under the same Idempotency-Key however often the page
 * is loaded), which is then shown: its number, the vehicle, the amount paid or held, and what
 * happens next. A declined payment goes back to checkout with the provider's message; a hold lost
 * before the payment arrived is the reservation confirmation failure page; anything else the
 * reservation confirmation error page, with a retry. An order placed already (`?order=`, the
 * no-payment vendors, a reload) is read back.
 */
export function SuccessScreen({ props }: { props: OrderOnlineProps }) {
  const [start, setStart] = useState<
    | { kind: "wait" }
    | { kind: "read"; orderNumber: string }
    | { kind: "resume"; input: CheckoutInput }
    | { kind: "none" }
  >({ kind: "wait" });
  // What the browser kept is read once the page runs (the server renders the wait).
  useEffect(() => {
    const existing = new URLSearchParams(location.search).get("order") ?? "";
    if (existing !== "") return setStart({ kind: "read", orderNumber: existing });
    const input = resumeInput(props);
    setStart(input ? { kind: "resume", input } : { kind: "none" });
  }, [props]);
  if (start.kind === "read") return <ReadOrder props={props} orderNumber={start.orderNumber} />;
  if (start.kind === "resume") return <ResumedOrder props={props} input={start.input} />;
  if (start.kind === "none")
    return (
      <NoticePage
        page={props.content.confirmationErrorPage}
        heading={props.texts.success.errorTitle}
        body={props.texts.success.nothingKept}
        tone="error"
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {props.texts.missing.back}
        </a>
      </NoticePage>
    );
  return <Confirming props={props} />;
}

function Confirming({ props }: { props: OrderOnlineProps }) {
  return (
    <p className="oo-hint oo-confirming" role="status">
      {props.texts.success.confirming}
    </p>
  );
}

/** An order placed already, read back. */
function ReadOrder({ props, orderNumber }: { props: OrderOnlineProps; orderNumber: string }) {
  const [order, setOrder] = useState<OrderConfirmed | null | "error">(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    setOrder(null);
    void callApi(`/buy_online/orders/${encodeURIComponent(orderNumber)}`).then((answer) =>
      setOrder(answer.ok ? orderConfirmed(answer) : "error"),
    );
  }, [orderNumber, attempt]);
  if (order === "error")
    return (
      <ConfirmationProblem
        props={props}
        isFailure={false}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (order === null) return <Confirming props={props} />;
  return <OrderPlaced props={props} order={order} />;
}

/** Back from the provider: the checkout machine resumed, placing the order. */
function ResumedOrder({ props, input }: { props: OrderOnlineProps; input: CheckoutInput }) {
  const [machine] = useState(() =>
    orderOnlineCheckoutMachine.provide({ actors: checkoutActors(props) }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  const state = stateNameOf(snapshot.value);
  const c = snapshot.context;
  const { site, vehicle } = props;

  // Declined: back to the checkout with the provider's message (the hold is kept for a retry).
  const declined = state === "declined" ? (c.failureMessage ?? "") : null;
  useEffect(() => {
    if (declined === null) return;
    const url = new URL(
      journeyHref(site.base, "checkout", vehicle ?? storedVehicle()),
      location.origin,
    );
    url.searchParams.set("payment_error", declined);
    writeReservation({ idempotencyKey: "", paymentId: "" });
    location.replace(`${url.pathname}${url.search}`);
  }, [declined, site.base, vehicle]);

  // Placed: kept, the hold store cleared, and the address made the order's (a reload reads it).
  const placed = state === "success" ? c.order : null;
  useEffect(() => {
    if (!placed) return;
    writeReservation({ orderNumber: placed.orderNumber, idempotencyKey: "" });
    remove(SOFT_LOCK_KEY);
    const url = new URL(location.href);
    for (const name of ["payment_id", "payment_intent", "payment_intent_client_secret", "token"])
      url.searchParams.delete(name);
    url.searchParams.delete("redirect_status");
    url.searchParams.set("order", placed.orderNumber);
    history.replaceState(history.state, "", url.toString());
  }, [placed]);

  if (placed) return <OrderPlaced props={props} order={placed} />;
  if (state === "confirmationError" || state === "confirmationFailed")
    return (
      <ConfirmationProblem
        props={props}
        isFailure={state === "confirmationFailed"}
        onRetry={() => send({ type: "RETRY" })}
      />
    );
  if (state === "awaitingProvider.requiresAction")
    return (
      <PaymentIncomplete
        props={props}
        onRetry={() => send({ type: "PROVIDER_RETURNED", status: "succeeded" })}
      />
    );
  return <Confirming props={props} />;
}

/** The order placed: its number, the vehicle, the amount paid or held, what happens next. */
function OrderPlaced({ props, order }: { props: OrderOnlineProps; order: OrderConfirmed }) {
  const { texts, site, vehicle, content } = props;
  const isHeld = order.paymentStatus === "authorised";
  const awaitsEmail = order.status === "awaiting_confirmation";
  // An amount is shown once it was paid or is held: a reservation without payment shows none.
  const amount = isHeld || order.paymentStatus === "paid" ? (order.amount ?? null) : null;
  return (
    <section className="oo-success" aria-labelledby="oo-success-h" data-order-status={order.status}>
      <h1 id="oo-success-h" className="heading heading--l">
        {awaitsEmail
          ? texts.success.awaitingHeading
          : content.confirmationPage.heading || texts.success.heading}
      </h1>
      {content.confirmationPage.paragraph && !awaitsEmail ? (
        <p>{content.confirmationPage.paragraph}</p>
      ) : null}
      <dl className="oo-facts oo-facts--large">
        <div>
          <dt>{texts.success.orderNumber}</dt>
          <dd>
            <bdi data-order-number="">{order.orderNumber}</bdi>
          </dd>
        </div>
        {vehicle ? (
          <div>
            <dt>{texts.success.vehicle}</dt>
            <dd dir="auto">{vehicle.title}</dd>
          </div>
        ) : null}
        {amount !== null && amount > 0 && order.currency ? (
          <div>
            <dt>{isHeld ? texts.success.amountHeld : texts.success.amountPaid}</dt>
            <dd>
              <bdi>{minorMoney(amount, order.currency, site.numberLocale)}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      {isHeld ? (
        <p className="oo-notice oo-notice--info" data-payment-held="">
          {texts.success.heldNote}
        </p>
      ) : null}
      <h2 className="heading heading--m">{texts.success.next}</h2>
      {awaitsEmail ? (
        <p data-email-sent="">{texts.success.emailSent}</p>
      ) : (
        <ol className="oo-next">
          {texts.success.nextSteps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      )}
      <a className="cta cta--primary" href={confirmationHref(site.base, order.orderNumber)}>
        {texts.success.viewOrder}
      </a>
    </section>
  );
}
