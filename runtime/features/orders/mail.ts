import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import type { OrderRow } from "../../db/tables/index.ts";
import { enqueue } from "../outbox/index.ts";
import { recordEvent } from "./store.ts";

/**
 * An order's mail, written to the outbox in the transaction that changes the order (so a mail
 * exists exactly when its reason does) and sent by the outbox worker over SMTP like a lead's:
 * the buyer's confirmation, the distributor's notice, the no-payment vendor's confirmation link,
 * and the inquiry e-mail. In the order's language: Arabic, or English for any other locale.
 */

type Lang = "ar" | "en";
const langOf = (locale: string): Lang => (locale.toLowerCase().startsWith("ar") ? "ar" : "en");

/** An amount in minor units as the buyer reads it (Intl, the order's language). */
export function formatMoney(amountMinor: number, currency: string, lang: Lang): string {
  const format = new Intl.NumberFormat(lang === "ar" ? "ar-AE" : "en-GB", {
    style: "currency",
    currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

const TEXTS = {
  ar: {
    paidSubject: (n: string) => `تأكيد حجز سيارتك — الطلب ${n}`,
    paidBody: (o: OrderRow, amount: string, link: string) =>
      [
        "شكراً لك، تم استلام حجزك.",
        `رقم الطلب: ${o.order_number}`,
        `المبلغ: ${amount}`,
        "سيتواصل معك فريق المبيعات قريباً لإتمام الشراء.",
        `تفاصيل الطلب: ${link}`,
      ].join("\n"),
    freeSubject: (n: string) => `تم حجز سيارتك — الطلب ${n}`,
    linkSubject: (n: string) => `أكّد حجز سيارتك — الطلب ${n}`,
    linkBody: (o: OrderRow, link: string) =>
      [
        "شكراً لك، استلمنا طلب حجزك.",
        `رقم الطلب: ${o.order_number}`,
        "لتأكيد الحجز، افتح الرابط التالي خلال 48 ساعة:",
        link,
      ].join("\n"),
    noticeSubject: (n: string) => `طلب حجز جديد عبر الموقع — ${n}`,
    refundedSubject: (n: string) => `تم إلغاء طلبك ${n}`,
    refundedBody: (o: OrderRow) =>
      [
        `لم نتمكن من إتمام الطلب ${o.order_number}، فقد حُجزت السيارة لعميل آخر.`,
        "أعدنا المبلغ كاملاً إلى وسيلة الدفع التي استخدمتها.",
      ].join("\n"),
  },
  en: {
    paidSubject: (n: string) => `Your car reservation is confirmed — order ${n}`,
    paidBody: (o: OrderRow, amount: string, link: string) =>
      [
        "Thank you, we have received your reservation.",
        `Order number: ${o.order_number}`,
        `Amount: ${amount}`,
        "Our sales team will contact you shortly to complete the purchase.",
        `Order details: ${link}`,
      ].join("\n"),
    freeSubject: (n: string) => `Your car is reserved — order ${n}`,
    linkSubject: (n: string) => `Confirm your car reservation — order ${n}`,
    linkBody: (o: OrderRow, link: string) =>
      [
        "Thank you, we have received your reservation request.",
        `Order number: ${o.order_number}`,
        "To confirm it, open this link within 48 hours:",
        link,
      ].join("\n"),
    noticeSubject: (n: string) => `New online reservation — ${n}`,
    refundedSubject: (n: string) => `Your order ${n} was cancelled`,
    refundedBody: (o: OrderRow) =>
      [
        `We could not complete order ${o.order_number}: the car was reserved by another buyer.`,
        "The full amount has been returned to your payment method.",
      ].join("\n"),
  },
} as const;

export interface OrderMailContext {
  /** The site's origin and the order's language base (/ar/), for the links. */
  origin: string;
  /** The distributor's addresses (order_online.inquiry_recipients). */
  distributor: readonly string[];
  /**
   * A channel's own "placed" mail (the electric-vehicle reservation's confirmation with its
   * cancellation link), written instead of the order-online one.
   */
  channelMail?: ChannelMail;
}

/** The mail a channel other than the order-online journey sends when its order's money is in. */
export type ChannelMail = Partial<
  Record<OrderRow["channel"], (tx: Db, order: OrderRow) => Promise<void>>
>;

const confirmationLink = (o: OrderRow, ctx: OrderMailContext, query = ""): string =>
  `${ctx.origin}/${langOf(o.locale)}/showroom-order-online/confirmation/${encodeURIComponent(o.order_number)}${query}`;

/** The distributor's notice: who ordered what, for how much (staff read it in English and Arabic). */
function distributorNotice(o: OrderRow, ctx: OrderMailContext, amount: string) {
  if (ctx.distributor.length === 0 || o.customer_email === "") return [];
  return [
    {
      kind: "order_mail" as const,
      target: { to: [...ctx.distributor] },
      payload: {
        subject: TEXTS.ar.noticeSubject(o.order_number),
        text: [
          `Order / الطلب: ${o.order_number}`,
          `Status / الحالة: ${o.status}`,
          `Vehicle / السيارة: ${o.vehicle_id}${o.vehicle_vin ? ` (VIN ${o.vehicle_vin})` : ""}`,
          `Amount / المبلغ: ${amount}`,
          `Buyer / العميل: ${o.customer_email}`,
        ].join("\n"),
      },
    },
  ];
}

/** The buyer's confirmation and the distributor's notice of a paid, authorised or free order. */
export async function enqueueOrderPlaced(
  tx: Db,
  o: OrderRow,
  ctx: OrderMailContext,
): Promise<void> {
  const lang = langOf(o.locale);
  const t = TEXTS[lang];
  const amount = formatMoney(o.amount_minor, o.currency, lang);
  const buyer =
    o.customer_email === ""
      ? []
      : [
          {
            kind: "order_mail" as const,
            target: { to: [o.customer_email] },
            payload: {
              subject:
                o.amount_minor === 0
                  ? t.freeSubject(o.order_number)
                  : t.paidSubject(o.order_number),
              text: t.paidBody(o, amount, confirmationLink(o, ctx)),
            },
          },
        ];
  await enqueue(tx, [...buyer, ...distributorNotice(o, ctx, amount)]);
}

/** The no-payment vendor's mail: the link that confirms the reservation (its token once, here). */
export async function enqueueConfirmationLink(
  tx: Db,
  o: OrderRow,
  token: string,
  ctx: OrderMailContext,
): Promise<void> {
  if (o.customer_email === "") return;
  const t = TEXTS[langOf(o.locale)];
  const link = confirmationLink(o, ctx, `?token=${encodeURIComponent(token)}&by_link=1`);
  await enqueue(tx, [
    {
      kind: "order_mail",
      target: { to: [o.customer_email] },
      payload: { subject: t.linkSubject(o.order_number), text: t.linkBody(o, link) },
    },
  ]);
}

/** The buyer is told their money went back: their hold was lost before the payment arrived. */
export async function enqueueMoneyReturned(tx: Db, o: OrderRow): Promise<void> {
  if (o.customer_email === "") return;
  const t = TEXTS[langOf(o.locale)];
  await enqueue(tx, [
    {
      kind: "order_mail",
      target: { to: [o.customer_email] },
      payload: { subject: t.refundedSubject(o.order_number), text: t.refundedBody(o) },
    },
  ]);
}

/** The inquiry e-mail (001 §3): the customer's and the vehicle's data, as labelled lines. */
export async function enqueueInquiry(
  tx: Db,
  input: {
    recipients: readonly string[];
    customer: Record<string, unknown>;
    vehicle: Record<string, unknown>;
  },
): Promise<void> {
  const lines = (title: string, data: Record<string, unknown>) => [
    title,
    ...Object.entries(data).map(
      ([k, v]) => `  ${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`,
    ),
  ];
  await enqueue(tx, [
    {
      kind: "order_mail",
      target: { to: [...input.recipients] },
      payload: {
        subject: "استفسار عن سيارة / Vehicle inquiry",
        text: [
          ...lines("Customer / العميل", input.customer),
          "",
          ...lines("Vehicle / السيارة", input.vehicle),
        ].join("\n"),
      },
    },
  ]);
}

/**
 * Sends an order's mail of `kind` once, when the buyer's address is known: a webhook may make an
 * order paid before the buyer's page has sent their details, so both the change and the details'
 * arrival call this, in the transaction that holds the order's row. The event is the record.
 */
export async function mailOnce(
  tx: Db,
  o: OrderRow,
  kind: "mail_placed" | "mail_money_returned",
  ctx: OrderMailContext,
): Promise<void> {
  if (o.customer_email === "") return;
  const sent = rowsOf(
    await tx.execute(
      sql`SELECT 1 FROM payment_events WHERE order_number = ${o.order_number} AND kind = ${kind} LIMIT 1`,
    ),
  );
  if (sent.length > 0) return;
  const ownMail = ctx.channelMail?.[o.channel];
  if (kind === "mail_placed") await (ownMail ? ownMail(tx, o) : enqueueOrderPlaced(tx, o, ctx));
  else await enqueueMoneyReturned(tx, o);
  await recordEvent(tx, { orderNumber: o.order_number, kind, source: "system" });
}
