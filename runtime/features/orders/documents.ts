import type {
  AdminOrderDocument,
  AdminOrderSummary,
  OrderDocument,
} from "../../../generated/types.ts";
import { isRecord } from "../../core/records.ts";
import type { OrderRow, PaymentEventRow, PaymentRow } from "../../db/tables/index.ts";
import type { Wire } from "../../http/route-table.ts";
import { type AdminAction, adminActionApplies } from "./lifecycle.ts";

/** The order as the buyer's pages read it back (001 §3 'Order (as read back)'): no personal data. */
export function orderDocument(o: OrderRow): Wire<OrderDocument> {
  const tradeIn = o.metadata.tradeInData;
  return {
    data: {
      id: o.order_number,
      type: "order",
      attributes: {
        order_number: o.order_number,
        created_at: o.created_at,
        status: o.status,
        payment_status: o.payment_status,
        vehicle_id: o.vehicle_id,
        vehicle_vin: o.vehicle_vin,
        amount: o.amount_minor,
        currency: o.currency,
        vendor_type: o.vendor_type,
        config_url: o.config_url,
        metadata: isRecord(tradeIn) ? { tradeInData: tradeIn } : {},
        confirmed_at: o.confirmed_at,
      },
    },
  };
}

export function adminOrderSummary(o: OrderRow): Wire<AdminOrderSummary> {
  return {
    order_number: o.order_number,
    created_at: o.created_at,
    updated_at: o.updated_at,
    status: o.status,
    payment_status: o.payment_status,
    cancel_reason: o.cancel_reason,
    vehicle_id: o.vehicle_id,
    vehicle_vin: o.vehicle_vin,
    config_url: o.config_url,
    amount: o.amount_minor,
    currency: o.currency,
    vendor_type: o.vendor_type,
    provider: o.provider,
    customer_email: o.customer_email,
    locale: o.locale,
  };
}

const ACTIONS: readonly AdminAction[] = ["capture", "cancel", "refund", "resend_confirmation"];

export function adminOrderDocument(detail: {
  order: OrderRow;
  payments: PaymentRow[];
  events: PaymentEventRow[];
}): Wire<AdminOrderDocument> {
  const { order } = detail;
  return {
    data: {
      ...adminOrderSummary(order),
      lead_attributes: order.lead_attributes,
      metadata: order.metadata,
      finance_option: order.finance_option ?? null,
      paid_at: order.paid_at,
      confirmed_at: order.confirmed_at,
      payments: detail.payments.map((p) => ({
        provider: p.provider,
        kind: p.kind,
        provider_payment_id: p.provider_payment_id,
        amount: p.amount_minor,
        currency: p.currency,
        capture_method: p.capture_method,
        status: p.status,
        refunded: p.refunded_minor,
        created_at: p.created_at,
        updated_at: p.updated_at,
      })),
      events: detail.events.map((e) => ({
        kind: e.kind,
        source: e.source,
        actor: e.actor,
        provider: e.provider,
        detail: e.detail,
        created_at: e.created_at,
      })),
      actions: ACTIONS.filter((a) => adminActionApplies(a, order)),
    },
  };
}
