import type { JourneyContent, JourneyFee } from "../../../site/order-online/model.ts";
import type { OrderOnlineTexts } from "../../../site/order-online/texts.ts";
import {
  type ConfigSection,
  checkoutPageContent,
  type OrderOnlineConfigScope,
  orderOnlineSettings,
  stepsPageSteps,
  successPageContent,
} from "../../core/stock/order-online-config.ts";
import type { ConfigEntryLike } from "../../core/stock/showroom-content.ts";

/**
 * The site's order-online configs as the journey's screens show them. The rules (which config
 * type, which vehicle state, the payment option's content, the fee, the hold, the vendor) are
 * runtime/core/stock/order-online-config.ts, the same the order calls read; this file only puts
 * the site's own texts where an editor wrote none.
 */

/** A config entry as the stock data service answers it. */
export type StockConfigEntry = ConfigEntryLike;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** An editor's page (its heading and paragraph, under the names the configs use). */
function page(section: ConfigSection): { heading: string; paragraph: string } {
  return {
    heading: text(section.heading) || text(section.title),
    paragraph: text(section.paragraph) || text(section.body) || text(section.text),
  };
}

/** The journey's content from the configs, with the site's texts where an editor wrote none. */
export function journeyContent(
  entries: readonly StockConfigEntry[],
  scope: OrderOnlineConfigScope,
  texts: OrderOnlineTexts,
): JourneyContent {
  const settings = orderOnlineSettings(entries, scope);
  const checkout = checkoutPageContent(entries, scope);
  const success = successPageContent(entries, scope);
  const steps = stepsPageSteps(entries, scope)
    // The steps page always ends with checkout: it is the journey's next screen, not a tab.
    .filter((s) => s.id !== "checkout");
  return {
    steps:
      steps.length > 0
        ? steps
        : [
            { id: "details", label: texts.steps.names.details },
            { id: "finance", label: texts.steps.names.finance },
            { id: "trade_in", label: texts.steps.names.trade_in },
          ],
    vendorType: checkout.checkout_payment.vendor.type.trim().toUpperCase(),
    softLockMinutes: settings.softLockMinutes,
    paymentOnHold: settings.paymentOnHold,
    detailsHeading: text(checkout.checkout_details.heading),
    formHeading: text(checkout.checkout_form.heading),
    termsLabel: text(checkout.checkout_terms_and_conditions.label) || texts.checkout.termsLabel,
    isAuthenticationOn: checkout.checkout_authentication.enabled === true,
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
  scope: OrderOnlineConfigScope,
  fallbackCurrency: string,
): JourneyFee | null {
  const settings = orderOnlineSettings(entries, scope, fallbackCurrency);
  if (settings.reservationFee === null || !/^[A-Z]{3}$/.test(settings.currency)) return null;
  return { amount: settings.reservationFee, currency: settings.currency };
}
