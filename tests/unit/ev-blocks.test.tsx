import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { L460BevBlock, L460BevCancelBlock } from "../../generated/types.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import L460Bev from "../../site/blocks/L460Bev/index.tsx";
import { CheckoutView, LandingView, MessageView } from "../../site/blocks/L460Bev/views.tsx";
import L460BevCancel from "../../site/blocks/L460BevCancel/index.tsx";
import {
  CancelLandingView,
  CancelMessageView,
  ConfirmDialog,
} from "../../site/blocks/L460BevCancel/views.tsx";
import { refusalOf } from "../../site/ev-preorder/actors.ts";
import { type EvBlockData, evBlockDataOf } from "../../site/ev-preorder/data.ts";
import { toE164 } from "../../site/ev-preorder/phone.ts";
import { CodeVerification, type VerifyState } from "../../site/ev-preorder/phone-verification.tsx";
import { evText } from "../../site/ev-preorder/texts.ts";
import type { ApiAnswer } from "../../site/order-online/api.ts";

/**
 * The pre-order blocks as the server renders them (002 §2.12, §2.13, §3.17): each view with the
 * editor's default texts in Arabic, the fee and the lock time in Arabic digits, the phone masked,
 * the terms required, every input labelled and every error naming its field.
 */

function reservationBlock(groups: L460BevBlock["groups"] = []): L460BevBlock {
  const prepared = prepareBlock({ template: "lrdx-l-460-bev", fields: {}, groups }, 0);
  if (prepared.kind !== "block" || prepared.block.template !== "lrdx-l-460-bev")
    throw new Error("the reservation block's defaults do not validate");
  return prepared.block;
}

function cancelBlock(): L460BevCancelBlock {
  const prepared = prepareBlock({ template: "lrdx-l-460-bev-cancel", fields: {}, groups: [] }, 0);
  if (prepared.kind !== "block" || prepared.block.template !== "lrdx-l-460-bev-cancel")
    throw new Error("the cancellation block's defaults do not validate");
  return prepared.block;
}

const ev: EvBlockData = {
  apiUrl: "",
  smsProvider: "local",
  enabled: true,
  available: 3,
  fee: { amountMinor: 500_000, currency: "AED" },
  softLockMinutes: 15,
  requirePhoneVerification: true,
  timeZone: "Asia/Dubai",
  lang: "ar",
  pagePath: "/ar/range-rover-electric/pre-order",
  stripePublishableKey: null,
  vehicle: { title: "رينج روفر الكهربائية", image: null },
};

const t = evText("ar");
const idle: VerifyState = {
  step: "editing",
  errorCode: null,
  message: null,
  attemptsLeft: null,
  resendAfter: null,
};
const noop = () => undefined;
/** Text only, tags dropped and entities of the markup read back. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("reservation block", () => {
  const block = reservationBlock([
    { "tab-title": "كيف يعمل الحجز", "tab-body": "<p>خطوات الحجز</p>" },
    { "tab-title": "الإلغاء", "tab-body": "<p>الاسترداد الكامل</p>" },
  ]);

  it("renders the landing on the server: welcome, vehicle, fee in Arabic digits, details form", () => {
    const html = renderToStaticMarkup(<L460Bev block={block} index={0} {...{ ev }} />);
    const text = textOf(html);
    expect(text).toContain("احجز رينج روفر الكهربائية");
    expect(text).toContain("رينج روفر الكهربائية");
    // 500000 minor units of AED: 5,000 dirhams, written with Arabic digits.
    expect(text).toContain("٥٬٠٠٠");
    expect(text).not.toContain("5,000");
    for (const label of ["الاسم الأول", "اسم العائلة", "البريد الإلكتروني", "رقم الهاتف المحمول"])
      expect(text).toContain(label);
    // Every input has its label.
    const ids = [...html.matchAll(/<input[^>]*id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
    expect(text).toContain("أرسل رمز التحقق");
    expect(text).toContain("احجز الآن");
    expect(html).not.toContain('role="note"');
  });

  it("shows the tabs as a tab list with only the first panel visible", () => {
    const html = renderToStaticMarkup(<L460Bev block={block} index={0} {...{ ev }} />);
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-selected="true"[^>]*>كيف يعمل الحجز/);
    expect(html).toMatch(
      /role="tabpanel"[^>]*hidden=""[^>]*><div class="rich-text"><p>الاسترداد الكامل/,
    );
  });

  it("reads 'page unavailable' when the programme is off, and 'no vehicles' when none is free", () => {
    const off = textOf(
      renderToStaticMarkup(
        <L460Bev block={block} index={0} {...{ ev: { ...ev, enabled: false } }} />,
      ),
    );
    expect(off).toContain("الصفحة غير متاحة");
    expect(off).not.toContain("احجز الآن");
    const none = textOf(
      renderToStaticMarkup(
        <L460Bev block={block} index={0} {...{ ev: { ...ev, available: 0 } }} />,
      ),
    );
    expect(none).toContain("لا توجد سيارات متاحة");
  });

  it("shows editors the landing with a note in the preview (no page data)", () => {
    const text = textOf(renderToStaticMarkup(<L460Bev block={block} index={0} />));
    expect(text).toContain("معاينة المحرر");
    expect(text).toContain("احجز رينج روفر الكهربائية");
  });

  it("checkout: lock notice with the time filled in the site's zone, countdown, fee with the symbol, terms required", () => {
    const html = renderToStaticMarkup(
      <CheckoutView
        fields={block.fields}
        t={t}
        lang="ar"
        ev={ev}
        step="ready"
        softLockUntil="2026-06-01T10:15:00Z"
        errorCode={null}
        message={null}
        paymentMessage={null}
        now={Date.parse("2026-06-01T10:00:00Z")}
        onPay={noop}
        onBack={noop}
        onLockExpired={noop}
      />,
    );
    const text = textOf(html);
    // 10:15 UTC is 14:15 in Dubai: "٢:١٥ م" on an Arabic page.
    expect(text).toContain("السيارة محجوزة لك حتى الساعة ٢:١٥");
    expect(text).not.toContain("soft_lock_time");
    expect(text).toContain("الوقت المتبقي لإتمام الدفع: ١٥ دقيقة");
    expect(html).toMatch(/class="ev-countdown" aria-live="polite"/);
    expect(text).toContain("رسوم الحجز $ ٥٬٠٠٠");
    expect(text).toContain("رجوع");
    expect(text).toContain("إتمام الحجز");
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*required=""/);
    expect(text).toContain("أوافق على الشروط والأحكام");
    expect(text).toContain("رسوم الحجز قابلة للاسترداد");
    expect(text).toContain("ادفع رسوم الحجز");
    expect(html).not.toContain('role="alert"');
  });

  it("checkout: the terms refused name the checkbox; a declined card shows the provider's message", () => {
    const props = {
      fields: block.fields,
      t,
      lang: "ar",
      ev,
      softLockUntil: "2026-06-01T10:15:00Z",
      message: null,
      now: Date.parse("2026-06-01T10:00:00Z"),
      onPay: noop,
      onBack: noop,
      onLockExpired: noop,
    };
    const terms = textOf(
      renderToStaticMarkup(
        <CheckoutView {...props} step="ready" errorCode="terms_accepted" paymentMessage={null} />,
      ),
    );
    expect(terms).toContain("أوافق على الشروط والأحكام: يجب الموافقة قبل الدفع");
    const declinedHtml = renderToStaticMarkup(
      <CheckoutView
        {...props}
        step="paymentError"
        errorCode="payment_failed"
        paymentMessage="Your card was declined."
      />,
    );
    expect(declinedHtml).toContain('role="alert"');
    const declined = textOf(declinedHtml);
    expect(declined).toContain("حدث خطأ ما");
    expect(declined).toContain("عذراً، حدث خطأ. يرجى المحاولة مرة أخرى أو تحديث الصفحة.");
    expect(declined).toContain("رسالة الخطأ: Your card was declined.");
  });

  it("the message views carry the editor's texts, and a button only where the view has one", () => {
    const render = (view: Parameters<typeof MessageView>[0]["view"], withAction = true) =>
      renderToStaticMarkup(
        <MessageView
          fields={block.fields}
          t={t}
          lang="ar"
          view={view}
          onAction={withAction ? noop : undefined}
        />,
      );
    expect(textOf(render("reservationMade", false))).toContain("تم حجز سيارتك");
    expect(render("reservationMade", false)).not.toContain("<button");
    expect(textOf(render("thankYou", false))).toContain("شكراً لك");
    expect(textOf(render("noVehicles", false))).toContain("لا توجد سيارات متاحة");
    const error = textOf(render("error"));
    expect(error).toContain("حدث خطأ");
    expect(error).toContain("تعذّر عرض حجزك الآن.");
    expect(error).toContain("يرجى المحاولة بعد قليل");
    expect(error).toContain("حاول مرة أخرى");
    const expired = textOf(render("softLockExpired"));
    expect(expired).toContain("انتهت مهلة الحجز");
    expect(expired).toContain("أعد المحاولة");
    const paymentExpired = textOf(render("paymentExpired"));
    expect(paymentExpired).toContain("انتهت صلاحية الحجز");
    expect(paymentExpired).toContain("ابدأ من جديد");
  });

  it("a wrong code says the tries left in Arabic digits and names the code field", () => {
    const html = renderToStaticMarkup(
      <LandingView
        fields={block.fields}
        groups={[]}
        ev={ev}
        t={t}
        lang="ar"
        dir="rtl"
        index={0}
        step="codeSent"
        verify={{ ...idle, step: "codeSent", errorCode: "code", attemptsLeft: 2, resendAfter: 30 }}
        requirePhoneVerification
        phoneWithCode="+971501234567"
        onSendCode={noop}
        onCheckCode={noop}
        onReserve={noop}
      />,
    );
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*autoComplete="one-time-code"/);
    const text = textOf(html);
    expect(text).toContain("رمز التحقق: الرمز غير صحيح. المحاولات المتبقية: ٢");
    expect(text).toContain("+971501234567");
    expect(text).toContain("أرسل رمزاً جديداً");
  });
});

describe("cancellation block", () => {
  const block = cancelBlock();

  it("landing shows the phone masked, never whole, and the cancel button", () => {
    const html = renderToStaticMarkup(
      <CancelLandingView
        fields={block.fields}
        t={t}
        lang="ar"
        maskedPhone="+971 •• ••• 4567"
        verify={idle}
        requirePhoneVerification
        onSendCode={noop}
        onCheckCode={noop}
        onCancel={noop}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("إلغاء الحجز");
    expect(text).toContain("رقم الهاتف المسجّل في حجزك: +971 •• ••• 4567");
    expect(text).not.toContain("501234567");
    expect(text).toContain("أرسل رمز التحقق");
  });

  it("asks for the phone to be proved before cancelling", () => {
    const text = textOf(
      renderToStaticMarkup(
        <CancelLandingView
          fields={block.fields}
          t={t}
          lang="ar"
          maskedPhone="+971 •• ••• 4567"
          verify={{ ...idle, errorCode: "verified_phone" }}
          requirePhoneVerification
          onSendCode={noop}
          onCheckCode={noop}
          onCancel={noop}
        />,
      ),
    );
    expect(text).toContain("تحقّق من رقم هاتفك قبل الإلغاء");
  });

  it("the confirmation is a dialog with the editor's heading, text and both buttons", () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog
        fields={block.fields}
        t={t}
        lang="ar"
        isOpen
        isBusy={false}
        error={null}
        onConfirm={noop}
        onDismiss={noop}
      />,
    );
    expect(html).toMatch(/^<dialog[^>]*aria-labelledby=/);
    const text = textOf(html);
    expect(text).toContain("هل تريد إلغاء حجزك؟");
    expect(text).toContain("نعم، ألغِ الحجز");
    expect(text).toContain("لا، احتفظ بالحجز");
  });

  it("each other view reads its editor text", () => {
    const view = (v: Parameters<typeof CancelMessageView>[0]["view"]) =>
      textOf(
        renderToStaticMarkup(
          <CancelMessageView fields={block.fields} t={t} lang="ar" view={v} onRetry={noop} />,
        ),
      );
    expect(view("thankYou")).toContain("استلمنا طلب الإلغاء");
    expect(view("unavailable")).toContain("الصفحة غير متاحة");
    expect(view("paidLeadCancelOnly")).toContain("يمكن إلغاء الحجوزات المدفوعة فقط");
    expect(view("awaitingCancellation")).toContain("الإلغاء قيد المعالجة");
    expect(view("cancelled")).toContain("تم إلغاء الحجز");
    expect(view("error")).toContain("يرجى المحاولة بعد قليل");
    expect(view("error")).toContain("حاول مرة أخرى");
  });

  it("the server renders the block busy (the link's token is only in the browser)", () => {
    const html = renderToStaticMarkup(<L460BevCancel block={block} index={0} {...{ ev }} />);
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain("جارٍ تحميل حجزك");
  });
});

describe("pre-order helpers", () => {
  it("reads the page data, and nothing without it", () => {
    expect(evBlockDataOf({ ev })).toEqual(ev);
    expect(evBlockDataOf({})).toBeNull();
    expect(evBlockDataOf({ ev: { enabled: true } })).toBeNull();
  });

  it("writes typed phones as E.164, Arabic digits read", async () => {
    expect(await toE164("+971 50 123 4567")).toBe("+971501234567");
    expect(await toE164("٠٥٠١٢٣٤٥٦٧")).toBe("+971501234567");
    expect(await toE164("12")).toBeNull();
  });

  it("reads refusals into the machines' codes", () => {
    const answer = (status: number, body: Record<string, unknown>): ApiAnswer => {
      const errors = Array.isArray(body.errors) ? body.errors : [];
      const first = (errors[0] ?? {}) as { code?: string; detail?: string };
      return {
        status,
        ok: false,
        attributes: {},
        id: "",
        code: first.code ?? (typeof body.code === "string" ? body.code : ""),
        detail: first.detail ?? "",
        body,
      };
    };
    const wrong = refusalOf(
      answer(422, {
        errors: [
          {
            code: "code",
            detail: "wrong",
            source: { pointer: "/code" },
            meta: { attempts_left: 2 },
          },
        ],
      }),
    );
    expect([wrong.code, wrong.extra.pointer, wrong.extra.attemptsLeft]).toEqual([
      "code",
      "/code",
      2,
    ]);
    const field = refusalOf(
      answer(422, {
        code: "invalid",
        details: [{ pointer: "/phone_number", rule: "phone", message: "x" }],
      }),
    );
    expect(field.code).toBe("phone");
    expect(refusalOf(answer(404, {})).code).toBe("not_found");
    const limited = refusalOf(
      answer(429, { errors: [{ code: "rate_limited", meta: { retry_after: 20 } }] }),
    );
    expect([limited.code, limited.extra.retryAfter]).toEqual(["rate_limited", 20]);
    expect(refusalOf({ ...answer(0, {}), code: "network" }).code).toBe("network");
  });

  it("the code input is labelled and offers the texted code", () => {
    const html = renderToStaticMarkup(
      <CodeVerification
        id="x"
        t={t}
        lang="ar"
        state={{ ...idle, step: "codeSent", resendAfter: 30 }}
        codeError={null}
        sentTo="+971 •• ••• 4567"
        onSend={noop}
        onCheck={noop}
      />,
    );
    expect(html).toContain('for="x-code"');
    expect(html).toMatch(/id="x-code"[^>]*autoComplete="one-time-code"/);
  });
});
