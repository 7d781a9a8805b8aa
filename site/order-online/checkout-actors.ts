import { fromPromise, type StateValue } from "xstate";
import {
  CheckoutCallError,
  type ConfirmOrderInput,
  type CreatePaymentInput,
  type HoldState,
  type HoldTaken,
  type InitOrderInput,
  type OrderConfirmed,
  type PaymentCreated,
  type PaymentKind,
} from "../../machines/order-online-checkout-machine.ts";
import { toMajorText } from "../../runtime/core/stock/order-online-config.ts";
import { type ApiAnswer, callApi } from "./api.ts";
import { JOURNEY_DATA_KEY, PRODUCT_PAGE_DATA_KEY, readJson } from "./browser-store.ts";
import { journeyHref, type OrderOnlineProps, orderVehicleId } from "./model.ts";

/**
 * The checkout machine's calls (machines/order-online-checkout-machine.ts) as the buy-online API
 * answers them: each answer read into what the machine knows, each refusal thrown as a
 * CheckoutCallError carrying the API's code, so the machine decides where it leads.
 */

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** A refusal as the machine reads it: the API's code, the other hold's end, the provider's words. */
function refusal(answer: ApiAnswer): CheckoutCallError {
  const heldUntil = str(answer.body.held_until) || str(answer.attributes.held_until);
  const code = answer.code || (answer.status === 404 ? "not_found" : `http_${answer.status}`);
  return new CheckoutCallError(code, answer.detail || code, {
    ...(heldUntil ? { heldUntil } : {}),
    ...(code === "payment_failed" && answer.detail ? { providerMessage: answer.detail } : {}),
  });
}

/** The journey's success page as a path of this site: where every provider sends the buyer back. */
export function successPath(props: OrderOnlineProps): string {
  return journeyHref(props.site.base, "success", props.vehicle);
}

/** An order document's attributes as the machine and the pages show an order. */
export function orderConfirmed(answer: ApiAnswer): OrderConfirmed {
  const a = answer.attributes;
  return {
    orderNumber: str(a.order_number) || answer.id,
    status: str(a.status),
    paymentStatus: str(a.payment_status),
    amount: num(a.amount),
    currency: str(a.currency),
  };
}

/**
 * The order as sent (POST /buy_online/orders, JSON:API type order, 001 §3 'Buy-online order'):
 * the vehicle, the hold, the payment's id under its kind's name (the server asks the provider,
 * never the browser), the buyer, and what the journey carried (trade-in, finance selection,
 * payment option) in metadata and finance_option.
 */
export function orderBody(
  props: OrderOnlineProps,
  input: Pick<ConfirmOrderInput, "lockId" | "vehicleId" | "configUrl" | "payment" | "customer">,
): { data: { type: "order"; attributes: Record<string, unknown> } } {
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
    vehicle_id: orderVehicleId(input.vehicleId),
    customer_email: input.customer?.email ?? "",
    locale: props.site.lang,
    confirmation_by_link: false,
    metadata,
    lead_attributes: input.customer?.leadAttributes ?? {},
  };
  if (props.vehicle?.vin) attributes.vehicle_vin = props.vehicle.vin;
  if (input.lockId) attributes.lock_id = input.lockId;
  if (input.configUrl) attributes.config_url = input.configUrl;
  if (product) attributes.finance_option = product.financeSelection ?? product;
  const payment = input.payment;
  if (payment && payment.id !== "") {
    if (payment.kind === "wallet") attributes.paypal_order_id = payment.id;
    else if (payment.kind === "hosted") attributes.liqpay_order_id = payment.id;
    else attributes.stripe_payment_intent_id = payment.id;
  }
  return { data: { type: "order", attributes } };
}

/** The hosted checkout's address with its signed form (data, signature) in the query. */
function hostedAddress(checkoutUrl: string, data: string, signature: string): string {
  const url = new URL(checkoutUrl, location.origin);
  url.searchParams.set("data", data);
  url.searchParams.set("signature", signature);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.toString();
}

async function createPayment(props: OrderOnlineProps, i: CreatePaymentInput) {
  const returnTo = successPath(props);
  const locale = props.site.lang;
  const vehicleId = orderVehicleId(i.vehicleId);
  if (i.kind === "wallet") {
    const answer = await callApi("/buy_online/paypal/create_order", {
      method: "POST",
      idempotencyKey: i.idempotencyKey,
      body: {
        order: {
          amount_value: toMajorText(i.amount, i.currency) ?? "",
          amount_currency_code: i.currency,
          company_uuid: i.companyUuid,
          vehicle_id: vehicleId,
        },
        lock_id: i.lockId,
        return_url: returnTo,
        locale,
      },
    });
    if (!answer.ok) throw refusal(answer);
    return paymentCreated(answer, "wallet", str(answer.attributes.approve_url));
  }
  if (i.kind === "hosted") {
    const query = new URLSearchParams();
    const params: Record<string, string> = {
      company_uuid: i.companyUuid,
      amount: toMajorText(i.amount, i.currency) ?? "",
      currency: i.currency,
      description: props.vehicle?.title ?? "",
      // LiqPay's pages are not in Arabic: English for an Arabic page.
      language: props.site.lang === "ar" ? "en" : props.site.lang,
      result_url: returnTo,
      lock_id: i.lockId,
    };
    for (const [k, v] of Object.entries(params)) if (v !== "") query.set(k, v);
    const answer = await callApi(`/buy_online/liqpay/checkout_data?${query}`);
    if (!answer.ok) throw refusal(answer);
    const a = answer.attributes;
    return paymentCreated(
      answer,
      "hosted",
      hostedAddress(str(a.checkout_url), str(a.data), str(a.signature)),
    );
  }
  const answer = await callApi("/buy_online/payment", {
    method: "POST",
    idempotencyKey: i.idempotencyKey,
    body: {
      payment: {
        amount: i.amount,
        currency: i.currency,
        vehicle_id: vehicleId,
        company_uuid: i.companyUuid,
        // A deposit on hold is authorised only; the distributor captures it.
        ...(props.content.paymentOnHold ? { capture_method: "manual" } : {}),
      },
      lock_id: i.lockId,
      return_url: returnTo,
      locale,
    },
  });
  if (!answer.ok) throw refusal(answer);
  return paymentCreated(answer, "card", str(answer.attributes.redirect_url));
}

function paymentCreated(answer: ApiAnswer, kind: PaymentKind, redirectUrl: string): PaymentCreated {
  const a = answer.attributes;
  return {
    provider: str(a.provider) || (kind === "wallet" ? "paypal" : kind === "hosted" ? "liqpay" : ""),
    kind,
    id: answer.id,
    status: str(a.status) || "requires_payment",
    redirectUrl: redirectUrl === "" ? null : redirectUrl,
    clientSecret: str(a.client_secret) || null,
  };
}

/** The four calls of the checkout machine, for the page's props. */
export function checkoutActors(props: OrderOnlineProps) {
  return {
    initOrder: fromPromise<HoldTaken, InitOrderInput>(async ({ input: i }) => {
      const answer = await callApi("/buy_online/orders/init", {
        method: "POST",
        body: {
          vehicle_id: orderVehicleId(i.vehicleId),
          company_uuid: i.companyUuid,
          ...(i.lockId ? { lock_id: i.lockId } : {}),
          ...(i.configUrl ? { config_url: i.configUrl } : {}),
        },
      });
      if (!answer.ok) throw refusal(answer);
      const a = answer.attributes;
      return {
        lockId: str(a.lock_id) || answer.id,
        orderNumber: str(a.order_number),
        expiresAt: str(a.expires_at) || null,
        holdSeconds: num(a.hold_seconds) ?? 0,
        amount: num(a.amount) ?? 0,
        currency: str(a.currency),
        vendorType: str(a.vendor_type),
      };
    }),
    checkHold: fromPromise<HoldState, { lockId: string }>(async ({ input: i }) => {
      const answer = await callApi(`/buy_online/holds/${encodeURIComponent(i.lockId)}`);
      if (!answer.ok) throw refusal(answer);
      return holdStateOf(answer.attributes.state);
    }),
    createPayment: fromPromise<PaymentCreated, CreatePaymentInput>(({ input: i }) =>
      createPayment(props, i),
    ),
    confirmOrder: fromPromise<OrderConfirmed, ConfirmOrderInput>(async ({ input: i }) => {
      const answer = await callApi("/buy_online/orders", {
        method: "POST",
        // One order per attempt, however often the page asks (a reload of the return page).
        idempotencyKey: `order-${i.idempotencyKey || i.payment?.id || i.lockId}`,
        body: orderBody(props, i),
      });
      if (!answer.ok) throw refusal(answer);
      return orderConfirmed(answer);
    }),
  };
}

/** The hold's state as GET /buy_online/holds/:lockId names it (anything else reads active). */
export function holdStateOf(value: unknown): HoldState {
  return value === "expired" || value === "taken" || value === "ordered" ? value : "active";
}

/** A machine state as one name ("awaitingProvider.redirect"). */
export function stateNameOf(value: StateValue): string {
  if (typeof value === "string") return value;
  return Object.entries(value)
    .map(([parent, child]) => (child === undefined ? parent : `${parent}.${stateNameOf(child)}`))
    .join(",");
}
