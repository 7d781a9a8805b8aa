import { type PaymentProvider, WebhookRefused } from "../../adapters/payments/types.ts";
import type { Db } from "../../db/client.ts";
import { ApiProblem } from "../../http/problem.ts";
import type { OrdersService } from "./service.ts";
import { accountOptions, paymentOf, recordEvent } from "./store.ts";

/**
 * A provider's notification about a payment: its signature and time checked by the provider's
 * own rules (a forged or stale one is refused with 400), its event id kept once (a replay is
 * answered 200 and changes nothing), then the payment is asked of the provider and applied. The
 * event's own content is never trusted for the payment's state.
 */
export async function receiveWebhook(
  db: Db,
  service: OrdersService,
  provider: PaymentProvider | null,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ received: true; duplicate?: boolean; ignored?: boolean }> {
  if (!provider) throw new ApiProblem(404, "not_found", "There is no such payment provider here");
  let event: Awaited<ReturnType<PaymentProvider["verifyWebhook"]>>;
  try {
    event = await provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRefused)
      throw new ApiProblem(
        400,
        error.reason === "stale" ? "webhook_stale" : "webhook_signature",
        error.reason === "stale"
          ? "The notification's timestamp is too old: refused as a possible replay"
          : "The notification's signature does not verify",
      );
    throw error;
  }
  const payment = await paymentOf(db, provider.name, event.paymentId);
  // A payment that is not one of our orders' (another integration on the same account).
  if (!payment) return { received: true, ignored: true };
  const first = await recordEvent(db, {
    orderNumber: payment.order_number,
    kind: "webhook",
    source: "provider",
    provider: provider.name,
    providerEventId: event.id,
    detail: { type: event.type, payment_id: event.paymentId },
  });
  if (!first) return { received: true, duplicate: true };
  const current = await (service.providerOf(payment.provider, payment.kind) ?? provider).retrieve(
    event.paymentId,
    accountOptions(payment.account_id),
  );
  await service.applyPayment(payment.order_number, current, "provider");
  return { received: true };
}
