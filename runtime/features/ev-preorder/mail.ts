import type { Db } from "../../db/client.ts";
import { formatMoney } from "../orders/index.ts";
import { enqueue, type NewOutboxRow } from "../outbox/index.ts";
import { vehicleTitle } from "./documents.ts";
import type { EvProgramme } from "./settings.ts";
import type { LeadRecord } from "./store.ts";

/**
 * The reservation's mail, written to the outbox in the transaction that causes it and sent over
 * SMTP like an order's (outbox kind order_mail): the buyer's confirmation with the cancellation
 * link, the cancellation's receipt, the refund's notice; and the sales team's notices
 * (l460BevConfig.recipients). In the buyer's language: Arabic, or English for any other.
 */

type Lang = "ar" | "en";
const langOf = (locale: string): Lang => (locale.toLowerCase().startsWith("ar") ? "ar" : "en");

const TEXTS = {
  ar: {
    reservedSubject: (ref: string) => `تأكيد حجز سيارتك الكهربائية — ${ref}`,
    reservedBody: (l: LeadRecord, fee: string, link: string) =>
      [
        `مرحباً ${l.first_name}،`,
        "شكراً لك، تم تأكيد حجزك المسبق ودفع رسوم الحجز.",
        `رقم الحجز: ${l.order_number}`,
        `السيارة: ${vehicleTitle(l)}`,
        `رسوم الحجز: ${fee}`,
        "سيتواصل معك فريق المبيعات لإكمال طلبك.",
        "",
        "إذا أردت إلغاء الحجز واسترداد الرسوم، افتح الرابط التالي (سنرسل رمز تحقق إلى هاتفك):",
        link,
      ].join("\n"),
    cancelSubject: (ref: string) => `استلمنا طلب إلغاء حجزك — ${ref}`,
    cancelBody: (l: LeadRecord, fee: string) =>
      [
        `مرحباً ${l.first_name}،`,
        `استلمنا طلب إلغاء الحجز ${l.order_number}.`,
        `سنعيد رسوم الحجز (${fee}) إلى بطاقتك، وسنرسل لك رسالة عند إتمام الاسترداد.`,
      ].join("\n"),
    refundSubject: (ref: string) => `تم إلغاء حجزك واسترداد الرسوم — ${ref}`,
    refundBody: (l: LeadRecord, fee: string) =>
      [
        `مرحباً ${l.first_name}،`,
        `تم إلغاء الحجز ${l.order_number} وإعادة رسوم الحجز (${fee}) إلى بطاقتك.`,
        "قد يستغرق ظهور المبلغ في حسابك بضعة أيام حسب البنك.",
      ].join("\n"),
  },
  en: {
    reservedSubject: (ref: string) => `Your electric vehicle reservation is confirmed — ${ref}`,
    reservedBody: (l: LeadRecord, fee: string, link: string) =>
      [
        `Hello ${l.first_name},`,
        "Thank you: your pre-order is confirmed and the reservation fee is paid.",
        `Reservation number: ${l.order_number}`,
        `Vehicle: ${vehicleTitle(l)}`,
        `Reservation fee: ${fee}`,
        "Our sales team will contact you to complete your order.",
        "",
        "To cancel the reservation and get the fee back, open this link (we will send a code to your phone):",
        link,
      ].join("\n"),
    cancelSubject: (ref: string) => `We have received your cancellation — ${ref}`,
    cancelBody: (l: LeadRecord, fee: string) =>
      [
        `Hello ${l.first_name},`,
        `We have received your request to cancel reservation ${l.order_number}.`,
        `The reservation fee (${fee}) will be returned to your card; we will write when it is done.`,
      ].join("\n"),
    refundSubject: (ref: string) => `Your reservation is cancelled and the fee refunded — ${ref}`,
    refundBody: (l: LeadRecord, fee: string) =>
      [
        `Hello ${l.first_name},`,
        `Reservation ${l.order_number} is cancelled and its fee (${fee}) returned to your card.`,
        "Your bank may take a few days to show it.",
      ].join("\n"),
  },
};

/** The cancellation page's address for a lead: the token in the fragment, never sent to a server. */
export function cancellationLink(
  origin: string,
  programme: Pick<EvProgramme, "cancelPagePath">,
  lead: Pick<LeadRecord, "id" | "locale">,
  token: string,
): string {
  const path = programme.cancelPagePath.replace(/^\/+|\/+$/g, "");
  return `${origin}/${langOf(lead.locale)}/${path}?lead=${lead.id}#token=${token}`;
}

const buyer = (lead: LeadRecord, subject: string, text: string): NewOutboxRow => ({
  kind: "order_mail",
  target: { to: [lead.email] },
  payload: { subject, text },
});

function salesNotice(lead: LeadRecord, programme: EvProgramme, what: string): NewOutboxRow[] {
  if (programme.recipients.length === 0) return [];
  return [
    {
      kind: "order_mail",
      target: { to: [...programme.recipients] },
      payload: {
        subject: `${what} — ${lead.order_number}`,
        text: [
          `Reservation / الحجز: ${lead.order_number}`,
          `Status / الحالة: ${lead.status}`,
          `Vehicle / السيارة: ${vehicleTitle(lead)} (VIN ${lead.vin})`,
          `Fee / الرسوم: ${formatMoney(lead.amount_minor, lead.currency, "en")}`,
          `Buyer / العميل: ${lead.first_name} ${lead.last_name}, ${lead.email}, ${lead.phone_number}`,
        ].join("\n"),
      },
    },
  ];
}

export type EvMailKind = "reserved" | "cancellation_requested" | "refunded";

/** Writes one of the reservation's mails (the buyer's, and the sales team's notice). */
export async function enqueueEvMail(
  tx: Db,
  kind: EvMailKind,
  lead: LeadRecord,
  programme: EvProgramme,
  link = "",
): Promise<void> {
  const lang = langOf(lead.locale);
  const t = TEXTS[lang];
  const fee = formatMoney(lead.amount_minor, lead.currency, lang);
  const rows: NewOutboxRow[] =
    kind === "reserved"
      ? [
          buyer(lead, t.reservedSubject(lead.order_number), t.reservedBody(lead, fee, link)),
          ...salesNotice(lead, programme, "حجز سيارة كهربائية جديد / New EV reservation"),
        ]
      : kind === "cancellation_requested"
        ? [
            buyer(lead, t.cancelSubject(lead.order_number), t.cancelBody(lead, fee)),
            ...salesNotice(lead, programme, "طلب إلغاء حجز / Reservation cancellation"),
          ]
        : [buyer(lead, t.refundSubject(lead.order_number), t.refundBody(lead, fee))];
  await enqueue(tx, rows);
}
