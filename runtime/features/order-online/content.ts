import type { JourneyContent, JourneyFee } from "../../../site/order-online/model.ts";
import type { OrderOnlineTexts } from "../../../site/order-online/texts.ts";

/**
 * The site's order-online configs (001 §3 'Order online config') as the journey's screens use
 * them: the four config types (their `config_` variants on the configurator journey), the entry
 * of the vehicle's state when there is one, else the entries without a state; `content_types`
 * keyed by the payment option chosen override the base content.
 */

type Data = Record<string, unknown>;

/** A config entry as the stock data service answers it. */
export interface StockConfigEntry {
  attributes: { config_type: string; vehicle_state: string; data: Record<string, unknown> };
}

function record(value: unknown): Data {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}
function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

export const ORDER_ONLINE_TYPES = [
  "order_online",
  "order_online_steps_page",
  "order_online_checkout_page",
  "order_online_success_page",
] as const;
type OrderOnlineType = (typeof ORDER_ONLINE_TYPES)[number];

/** The config types a journey reads: `config_` ones on the configurator journey. */
export function journeyConfigTypes(isConfigurator: boolean): string[] {
  return ORDER_ONLINE_TYPES.map((type) => (isConfigurator ? `config_${type}` : type));
}

/** A type's data: the entry of the vehicle's state when one exists, else the stateless one. */
export function configData(
  entries: readonly StockConfigEntry[],
  type: OrderOnlineType,
  input: { isConfigurator: boolean; state: string; paymentOption?: string },
): Data {
  const wanted = input.isConfigurator ? `config_${type}` : type;
  const ofType = entries.filter((e) => e.attributes.config_type === wanted);
  const entry =
    ofType.find((e) => input.state !== "" && e.attributes.vehicle_state === input.state) ??
    ofType.find((e) => (e.attributes.vehicle_state ?? "") === "");
  const data = record(entry?.attributes.data);
  const option = input.paymentOption ?? "";
  const override = option === "" ? {} : record(record(data.content_types)[option]);
  return { ...data, ...override };
}

function page(value: unknown): { heading: string; paragraph: string } {
  const data = record(value);
  return {
    heading: text(data.heading) || text(data.title),
    paragraph: text(data.paragraph) || text(data.body) || text(data.text),
  };
}

/** The default hold, in minutes, when the config names none (the server's own default). */
export const DEFAULT_SOFT_LOCK_MINUTES = 15;

/** The journey's content from the configs, with the site's texts where an editor wrote none. */
export function journeyContent(
  entries: readonly StockConfigEntry[],
  input: { isConfigurator: boolean; state: string; texts: OrderOnlineTexts },
): JourneyContent {
  const { texts } = input;
  const base = configData(entries, "order_online", input);
  const stepsPage = configData(entries, "order_online_steps_page", input);
  const checkout = configData(entries, "order_online_checkout_page", input);
  const success = configData(entries, "order_online_success_page", input);
  const names: Readonly<Record<string, string>> = texts.steps.names;
  const rawSteps = Array.isArray(stepsPage.steps) ? stepsPage.steps : [];
  const steps = rawSteps
    .map((s, i) => {
      const step = record(s);
      const id = text(step.id) || `step_${i}`;
      return { id, label: text(step.label) || names[id] || id };
    })
    // The steps page always ends with checkout: it is the journey's next screen, not a tab.
    .filter((s) => s.id !== "checkout");
  const vendor =
    text(record(record(checkout.checkout_payment).vendor).type) ||
    text(base.vendor) ||
    text(record(base.vendor).type);
  const minutes = Number(base.soft_lock_minutes);
  return {
    steps:
      steps.length > 0
        ? steps
        : [
            { id: "details", label: texts.steps.names.details },
            { id: "finance", label: texts.steps.names.finance },
            { id: "trade_in", label: texts.steps.names.trade_in },
          ],
    vendorType: vendor.toUpperCase(),
    softLockMinutes:
      Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : DEFAULT_SOFT_LOCK_MINUTES,
    detailsHeading: text(record(checkout.checkout_details).heading),
    formHeading: text(record(checkout.checkout_form).heading),
    termsLabel:
      text(record(checkout.checkout_terms_and_conditions).label) || texts.checkout.termsLabel,
    isAuthenticationOn: record(checkout.checkout_authentication).enabled === true,
    confirmationPage: page(checkout.checkout_confirmation_page),
    rebookingPage: page(checkout.checkout_rebooking_page),
    errorPage: page(checkout.checkout_error_page),
    confirmationErrorPage: page(success.reservation_confirmation_error_page),
    confirmationFailurePage: page(success.reservation_confirmation_failure_page),
  };
}

/** The reservation fee of the order_online config (major units), null when it names none. */
export function journeyFee(
  entries: readonly StockConfigEntry[],
  input: { isConfigurator: boolean; state: string; currency: string },
): JourneyFee | null {
  const base = configData(entries, "order_online", input);
  const amount = Number(base.reservation_fee);
  if (!Number.isFinite(amount) || amount < 0) return null;
  const currency = (text(base.currency) || input.currency).toUpperCase();
  return /^[A-Z]{3}$/.test(currency) ? { amount, currency } : null;
}
