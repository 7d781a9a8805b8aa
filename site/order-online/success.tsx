import { useEffect, useState } from "react";
import { callApi } from "./api.ts";
import {
  JOURNEY_DATA_KEY,
  PRODUCT_PAGE_DATA_KEY,
  type Reservation,
  readJson,
  readReservation,
  remove,
  SOFT_LOCK_KEY,
  writeReservation,
} from "./browser-store.ts";
import {
  confirmationHref,
  formatMoney,
  journeyHref,
  minorDigits,
  type OrderOnlineProps,
  orderVehicleId,
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
 * The order as sent (POST /buy_online/orders, JSON:API type order, 001 §3 'Buy-online order'):
 * the vehicle, the hold, the payment's id under its provider's name (the server asks the
 * provider, never the browser), the buyer's e-mail, and what the journey carried (trade-in,
 * finance selection, payment option) in metadata and finance_option.
 */
export function orderBody(input: {
  props: OrderOnlineProps;
  reservation: Reservation | null;
  provider: string;
  paymentId: string;
}): { data: { type: "order"; attributes: Record<string, unknown> } } {
  const { props, reservation, provider, paymentId } = input;
  const vehicle = props.vehicle;
  const journey = readJson(JOURNEY_DATA_KEY) ?? {};
  const product = readJson(PRODUCT_PAGE_DATA_KEY);
  const metadata: Record<string, unknown> = {};
  for (const key of [
    "tradeInData",
    "paymentOptionsData",
    "preselectedPaymentOption",
    "location",
    "tabChoice",
    "servicePackData",
    "appBookingData",
    "locationDetails",
    "paymentRecipient",
    "termsAndConditionsData",
  ])
    if (journey[key] !== undefined) metadata[key] = journey[key];
  const attributes: Record<string, unknown> = {
    vehicle_id: orderVehicleId(
      vehicle?.orderVehicleId ?? (typeof journey.vehicleId === "string" ? journey.vehicleId : ""),
    ),
    customer_email: reservation?.customerEmail ?? "",
    locale: props.site.lang,
    confirmation_by_link: false,
    metadata,
    lead_attributes: {
      name: reservation?.customerName ?? "",
      phone: reservation?.customerPhone ?? "",
    },
  };
  if (vehicle?.vin) attributes.vehicle_vin = vehicle.vin;
  if (reservation?.lockId) attributes.lock_id = reservation.lockId;
  if (vehicle?.configUrl) attributes.config_url = vehicle.configUrl;
  if (product) attributes.finance_option = product.financeSelection ?? product;
  if (paymentId !== "") {
    if (provider === "paypal") attributes.paypal_order_id = paymentId;
    else if (provider === "liqpay") attributes.liqpay_order_id = paymentId;
    else attributes.stripe_payment_intent_id = paymentId;
  }
  return { data: { type: "order", attributes } };
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

type State =
  | { kind: "confirming" }
  | { kind: "done"; order: OrderView }
  | { kind: "error" }
  | { kind: "failure" };

/**
 * The success page (route stock-locator-order-online-success), where the payment returns: the
 * order is created from what the browser kept (POST /buy_online/orders with the payment's id,
 * under the same Idempotency-Key however often the page is loaded), then shown: its number, the
 * vehicle, the amount paid and what happens next. A declined payment goes back to checkout
 * with the provider's message; a hold lost before the payment arrived is the reservation
 * confirmation failure page; anything else the reservation confirmation error page, with a
 * retry.
 */
export function SuccessScreen({ props }: { props: OrderOnlineProps }) {
  const { texts, site, vehicle, content } = props;
  const [state, setState] = useState<State>({ kind: "confirming" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    const query = new URLSearchParams(location.search);
    const reservation = readReservation();
    const existing = query.get("order") ?? "";
    const checkoutBack = (message: string) => {
      const url = new URL(
        journeyHref(site.base, "checkout", vehicle ?? storedVehicle()),
        location.origin,
      );
      if (message) url.searchParams.set("payment_error", message);
      writeReservation({ idempotencyKey: "", paymentId: "" });
      location.replace(url.toString());
    };
    const show = (attributes: Record<string, unknown>, id: string) => {
      const order = orderView(attributes, id);
      writeReservation({ orderNumber: order.orderNumber });
      remove(SOFT_LOCK_KEY);
      setState({ kind: "done", order });
    };
    const run = async () => {
      if (existing !== "") {
        const answer = await callApi(`/buy_online/orders/${encodeURIComponent(existing)}`);
        if (answer.ok) show(answer.attributes, answer.id);
        else setState({ kind: "error" });
        return;
      }
      const paymentId =
        query.get("payment_id") ??
        query.get("payment_intent") ??
        query.get("token") ??
        reservation?.paymentId ??
        "";
      const provider = reservation?.provider ?? "";
      const status = query.get("redirect_status") ?? "";
      const answer = await callApi("/buy_online/orders", {
        method: "POST",
        idempotencyKey: `order-${paymentId || reservation?.lockId || "none"}`,
        body: orderBody({ props, reservation, provider, paymentId }),
      });
      if (answer.ok) return show(answer.attributes, answer.id);
      if (answer.status === 402 || answer.code === "payment_failed")
        return checkoutBack(answer.detail || (status === "failed" ? texts.error.body : ""));
      if (answer.code === "hold_lost") return setState({ kind: "failure" });
      setState({ kind: "error" });
    };
    void run();
  }, [attempt, props, site.base, vehicle, texts.error.body]);

  if (state.kind === "confirming")
    return (
      <p className="oo-hint oo-confirming" role="status">
        {texts.success.confirming}
      </p>
    );
  if (state.kind === "failure")
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
  if (state.kind === "error")
    return (
      <NoticePage
        page={content.confirmationErrorPage}
        heading={texts.success.errorTitle}
        body={texts.success.errorBody}
        tone="error"
      >
        <button type="button" className="cta cta--primary" onClick={() => setAttempt((n) => n + 1)}>
          {texts.error.retry}
        </button>
      </NoticePage>
    );
  const { order } = state;
  const isHeld = order.paymentStatus === "authorised";
  const awaitsEmail = order.status === "awaiting_confirmation";
  return (
    <section className="oo-success" aria-labelledby="oo-success-h">
      <h1 id="oo-success-h" className="heading heading--l">
        {content.confirmationPage.heading || texts.success.heading}
      </h1>
      {content.confirmationPage.paragraph ? <p>{content.confirmationPage.paragraph}</p> : null}
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
        {order.amount !== null && order.amount > 0 && order.currency ? (
          <div>
            <dt>{isHeld ? texts.success.amountHeld : texts.success.amountPaid}</dt>
            <dd>
              <bdi>{minorMoney(order.amount, order.currency, site.numberLocale)}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <h2 className="heading heading--m">{texts.success.next}</h2>
      {awaitsEmail ? (
        <p>{texts.success.emailSent}</p>
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
