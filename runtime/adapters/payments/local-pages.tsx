import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LocalPayments } from "./local.ts";
import {
  fromMinor,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from "./types.ts";

/**
 * The local provider's test checkout pages: what a buyer sees instead of a card form when no
 * real provider is configured. Server-rendered React, no script: every button is a form POST
 * that ends with a redirect to the shop's return_url (`?payment_id=…&redirect_status=…`).
 * Arabic and right to left by default, English with `?lang=en`; the note that no card is charged
 * is shown in both languages. The return_url must be on this site: a page of this site never
 * sends a buyer elsewhere (no open redirect).
 */

type Lang = "ar" | "en";

interface Texts {
  pageTitle: string;
  authTitle: string;
  testNote: string;
  amount: string;
  orderNumber: string;
  payment: string;
  capture: string;
  captureManual: string;
  captureAutomatic: string;
  chooseOutcome: string;
  succeed: string;
  decline: string;
  requireAction: string;
  succeedLate: string;
  authIntro: string;
  confirm: string;
  failAuthentication: string;
  leave: string;
  finished: string;
  backToShop: string;
  otherLanguage: string;
  notFoundTitle: string;
  notFound: string;
  badReturnTitle: string;
  badReturn: string;
  refusedTitle: string;
  refused: string;
  conflictTitle: string;
  lastAttempt: string;
  statuses: Record<ProviderPaymentStatus, string>;
}

const TEXTS: Record<Lang, Texts> = {
  ar: {
    pageTitle: "صفحة دفع تجريبية",
    authTitle: "التحقق من الدفع",
    testNote:
      "هذه صفحة دفع تجريبية للتطوير والاختبار: لا تُطلب بيانات بطاقة ولا يُخصم أي مبلغ. اختر النتيجة التي تريد تجربتها.",
    amount: "المبلغ",
    orderNumber: "رقم الطلب",
    payment: "رقم عملية الدفع",
    capture: "طريقة الخصم",
    captureManual: "يُحجز المبلغ الآن ويُخصم عند تأكيد الموزع",
    captureAutomatic: "يُخصم المبلغ فوراً",
    chooseOutcome: "نتيجة الدفع",
    succeed: "دفع ناجح",
    decline: "رفض البطاقة",
    requireAction: "يتطلب تحققاً",
    succeedLate: "نجاح مع إشعار متأخر",
    authIntro: "يطلب مصدر البطاقة تأكيد هذه العملية قبل إتمامها.",
    confirm: "تأكيد",
    failAuthentication: "فشل التحقق",
    leave: "العودة إلى المتجر دون تحقق",
    finished: "لم تعد هذه العملية تنتظر الدفع.",
    backToShop: "العودة إلى المتجر",
    otherLanguage: "English",
    notFoundTitle: "عملية الدفع غير موجودة",
    notFound: "لا توجد عملية دفع بهذا الرقم.",
    badReturnTitle: "عنوان العودة غير مسموح",
    badReturn: "يجب أن يكون عنوان العودة صفحة من هذا الموقع.",
    refusedTitle: "طلب مرفوض",
    refused: "لا يُقبل هذا الطلب إلا من صفحات هذا الموقع.",
    conflictTitle: "لا يمكن تنفيذ هذا الإجراء",
    lastAttempt: "المحاولة السابقة",
    statuses: {
      requires_payment: "بانتظار الدفع",
      requires_action: "بانتظار التحقق",
      processing: "قيد المعالجة",
      authorised: "المبلغ محجوز",
      succeeded: "تم الدفع",
      failed: "رُفض الدفع",
      cancelled: "أُلغيت",
      refunded: "أُعيد المبلغ",
    },
  },
  en: {
    pageTitle: "Test payment page",
    authTitle: "Payment verification",
    testNote:
      "This is a test payment page for development and testing: no card details are asked for and nothing is charged. Choose the outcome you want to try.",
    amount: "Amount",
    orderNumber: "Order number",
    payment: "Payment reference",
    capture: "Charging",
    captureManual: "The amount is held now and charged when the distributor confirms",
    captureAutomatic: "The amount is charged at once",
    chooseOutcome: "Payment outcome",
    succeed: "Successful payment",
    decline: "Decline the card",
    requireAction: "Requires verification",
    succeedLate: "Success with a late notification",
    authIntro: "The card issuer asks you to confirm this payment before it completes.",
    confirm: "Confirm",
    failAuthentication: "Fail verification",
    leave: "Back to the shop without verifying",
    finished: "This payment is no longer waiting to be paid.",
    backToShop: "Back to the shop",
    otherLanguage: "العربية",
    notFoundTitle: "Payment not found",
    notFound: "There is no payment with this reference.",
    badReturnTitle: "Return address not allowed",
    badReturn: "The return address must be a page of this site.",
    refusedTitle: "Request refused",
    refused: "This request is accepted from this site's pages only.",
    conflictTitle: "This action does not apply",
    lastAttempt: "Last attempt",
    statuses: {
      requires_payment: "Waiting for payment",
      requires_action: "Waiting for verification",
      processing: "Processing",
      authorised: "Amount held",
      succeeded: "Paid",
      failed: "Payment declined",
      cancelled: "Cancelled",
      refunded: "Refunded",
    },
  },
};

const other = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");

/** The page's language: English when asked for, else Arabic. */
function langOf(value: unknown): Lang {
  return value === "en" ? "en" : "ar";
}

/** The amount in the page's language, formatted by Intl with the currency's own digits. */
export function formatAmount(
  payment: Pick<ProviderPayment, "amountMinor" | "currency">,
  lang: Lang,
) {
  const format = new Intl.NumberFormat(lang, { style: "currency", currency: payment.currency });
  const decimal = fromMinor(payment.amountMinor, payment.currency);
  // The decimal text's nearest double, rounded back to the currency's digits by Intl, is the amount.
  return format.format(Number(decimal));
}

// ----- components -----

const STYLE =
  "*,*::before,*::after{box-sizing:border-box}" +
  "body{margin:0;background:#f4f5f7;color:#0c121c;font-family:system-ui,'Noto Sans Arabic',sans-serif;line-height:1.7}" +
  "main{inline-size:min(100% - 2rem,32rem);margin-block:2rem;margin-inline:auto;padding:1.25rem;background:#fff;border:1px solid #d5d9e0;border-radius:6px}" +
  "h1{margin-block:0 .75rem;font-size:1.4rem}" +
  ".note{margin-block:0 1rem;padding-block:.75rem;padding-inline:1rem;background:#fff7e0;border-inline-start:4px solid #b26b00;border-radius:4px}" +
  ".note p{margin:0}.note p+p{margin-block-start:.5rem;font-size:.9rem}" +
  "dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin-block:0 1.25rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}" +
  ".amount{font-size:1.25rem;font-weight:700;unicode-bidi:isolate}" +
  "fieldset{margin:0;padding:0;border:0}legend{margin-block-end:.5rem;font-weight:600}" +
  ".actions{display:grid;gap:.5rem}" +
  "button,.link{display:block;inline-size:100%;min-block-size:44px;padding-block:.5rem;padding-inline:1rem;border:1px solid #005a2b;border-radius:4px;background:#fff;color:#005a2b;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}" +
  "button.primary,.link.primary{background:#005a2b;color:#fff}" +
  "button:focus-visible,a:focus-visible{outline:3px solid #0c121c;outline-offset:3px}" +
  ".switch{margin-block:1.25rem 0;text-align:center}" +
  ".error{color:#a4161a}";

function Document(props: { lang: Lang; title: string; children: ReactNode }): ReactElement {
  return (
    <html lang={props.lang} dir={props.lang === "ar" ? "rtl" : "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{props.title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>{props.children}</main>
      </body>
    </html>
  );
}

/** The test-page notice, in the page's language and then in the other one. */
function TestNote({ lang }: { lang: Lang }): ReactElement {
  const second = other(lang);
  return (
    <div className="note" role="note">
      <p>{TEXTS[lang].testNote}</p>
      <p lang={second} dir={second === "ar" ? "rtl" : "ltr"}>
        {TEXTS[second].testNote}
      </p>
    </div>
  );
}

function Summary({ payment, lang }: { payment: ProviderPayment; lang: Lang }): ReactElement {
  const t = TEXTS[lang];
  const orderNumber = payment.metadata.order_number;
  return (
    <dl>
      <dt>{t.amount}</dt>
      <dd>
        <bdi className="amount">{formatAmount(payment, lang)}</bdi>
      </dd>
      {orderNumber ? (
        <>
          <dt>{t.orderNumber}</dt>
          <dd>
            <bdi>{orderNumber}</bdi>
          </dd>
        </>
      ) : null}
      <dt>{t.payment}</dt>
      <dd>
        <bdi>{payment.id}</bdi>
      </dd>
      <dt>{t.capture}</dt>
      <dd>{payment.captureMethod === "manual" ? t.captureManual : t.captureAutomatic}</dd>
    </dl>
  );
}

function Hidden({ returnUrl, lang }: { returnUrl: string; lang: Lang }): ReactElement {
  return (
    <>
      <input type="hidden" name="return_url" value={returnUrl} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
}

function LanguageSwitch(props: { path: string; returnUrl: string; lang: Lang }): ReactElement {
  const target = other(props.lang);
  const query = new URLSearchParams({ return_url: props.returnUrl, lang: target });
  return (
    <p className="switch">
      <a href={`${props.path}?${query}`} lang={target} hrefLang={target}>
        {TEXTS[props.lang].otherLanguage}
      </a>
    </p>
  );
}

/** A payment that no longer takes this page's buttons: its status and the way back. */
function Finished(props: { payment: ProviderPayment; lang: Lang; backHref: string }) {
  const t = TEXTS[props.lang];
  return (
    <>
      <p>
        {t.finished} <strong>{t.statuses[props.payment.status]}</strong>
      </p>
      <a className="link primary" href={props.backHref}>
        {t.backToShop}
      </a>
    </>
  );
}

export function CheckoutPage(props: {
  payment: ProviderPayment;
  lang: Lang;
  returnUrl: string;
  backHref: string;
}): ReactElement {
  const { payment, lang, returnUrl } = props;
  const t = TEXTS[lang];
  const path = `/local-pay/${encodeURIComponent(payment.id)}`;
  const isPayable = payment.status === "requires_payment" || payment.status === "failed";
  return (
    <Document lang={lang} title={t.pageTitle}>
      <h1>{t.pageTitle}</h1>
      <TestNote lang={lang} />
      <Summary payment={payment} lang={lang} />
      {payment.status === "failed" && payment.failureMessage ? (
        <p className="error" role="status">
          {t.lastAttempt}: {t.statuses.failed}
        </p>
      ) : null}
      {isPayable ? (
        <form method="post" action={`${path}/pay`}>
          <Hidden returnUrl={returnUrl} lang={lang} />
          <fieldset>
            <legend>{t.chooseOutcome}</legend>
            <div className="actions">
              <button type="submit" name="outcome" value="succeed" className="primary">
                {t.succeed}
              </button>
              <button type="submit" name="outcome" value="decline">
                {t.decline}
              </button>
              <button type="submit" name="outcome" value="require_action">
                {t.requireAction}
              </button>
              <button type="submit" name="outcome" value="succeed_late">
                {t.succeedLate}
              </button>
            </div>
          </fieldset>
        </form>
      ) : (
        <Finished payment={payment} lang={lang} backHref={props.backHref} />
      )}
      <LanguageSwitch path={path} returnUrl={returnUrl} lang={lang} />
    </Document>
  );
}

export function AuthenticatePage(props: {
  payment: ProviderPayment;
  lang: Lang;
  returnUrl: string;
  backHref: string;
}): ReactElement {
  const { payment, lang, returnUrl } = props;
  const t = TEXTS[lang];
  const path = `/local-pay/${encodeURIComponent(payment.id)}/authenticate`;
  return (
    <Document lang={lang} title={t.authTitle}>
      <h1>{t.authTitle}</h1>
      <TestNote lang={lang} />
      <Summary payment={payment} lang={lang} />
      {payment.status === "requires_action" ? (
        <form method="post" action={path}>
          <Hidden returnUrl={returnUrl} lang={lang} />
          <fieldset>
            <legend>{t.authIntro}</legend>
            <div className="actions">
              <button type="submit" name="outcome" value="confirm" className="primary">
                {t.confirm}
              </button>
              <button type="submit" name="outcome" value="fail">
                {t.failAuthentication}
              </button>
              <button type="submit" name="outcome" value="leave">
                {t.leave}
              </button>
            </div>
          </fieldset>
        </form>
      ) : (
        <Finished payment={payment} lang={lang} backHref={props.backHref} />
      )}
      <LanguageSwitch path={path} returnUrl={returnUrl} lang={lang} />
    </Document>
  );
}

function MessagePage(props: { lang: Lang; title: string; message: string }): ReactElement {
  return (
    <Document lang={props.lang} title={props.title}>
      <h1>{props.title}</h1>
      <p>{props.message}</p>
    </Document>
  );
}

// ----- routes -----

const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, page: ReactElement): FastifyReply {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .header("content-security-policy", PAGE_POLICY)
    .send(`<!DOCTYPE html>${renderToStaticMarkup(page)}`);
}

/** The origin the request was made to (default ports left out, as URL writes origins). */
function requestOrigin(request: FastifyRequest): string {
  return originOf(`${request.protocol}://${request.host}`) ?? "";
}

function originOf(text: string): string | null {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * The return address when it is a page of this site (the request's origin, or the site's public
 * origin), else null. A relative address is read against the request's origin.
 */
export function sameSiteReturnUrl(
  raw: string,
  request: FastifyRequest,
  publicOrigin: string,
): URL | null {
  const origin = requestOrigin(request);
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin === origin || url.origin === originOf(publicOrigin) ? url : null;
}

/** Where a finished action sends the buyer: the return address with the payment and its outcome. */
function backTo(url: URL, paymentId: string, status: "succeeded" | "failed" | "requires_action") {
  const target = new URL(url.href);
  target.searchParams.set("payment_id", paymentId);
  target.searchParams.set("redirect_status", status);
  return target.href;
}

/** The redirect_status a payment's state means for the shop. */
function redirectStatusOf(
  status: ProviderPaymentStatus,
): "succeeded" | "failed" | "requires_action" {
  if (status === "succeeded" || status === "authorised" || status === "refunded")
    return "succeeded";
  if (status === "requires_action") return "requires_action";
  return "failed";
}

/** A form post from another site (or an opaque origin) is refused: only this site's pages post here. */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return originOf(origin) !== requestOrigin(request);
}

type Form = Record<string, string>;
type Params = { paymentId: string };
type Query = { return_url?: string; lang?: string };

const FORM = "application/x-www-form-urlencoded";

/**
 * Registers the test checkout pages and their form posts:
 * GET /local-pay/:paymentId, POST /local-pay/:paymentId/pay,
 * GET and POST /local-pay/:paymentId/authenticate, and POST /local-pay/checkout (the hosted
 * checkout's signed form, which opens the payment and shows its page).
 */
export function registerLocalPayPages(app: FastifyInstance, local: LocalPayments): void {
  void app.register(async (scope) => {
    // Form posts are read here only (this scope), as plain fields.
    if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
    scope.addContentTypeParser(
      FORM,
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_r, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    /** The payment and the validated return address of a request, or the page that refuses it. */
    async function context(
      request: FastifyRequest,
      reply: FastifyReply,
      fields: { paymentId: string; returnUrl: string | undefined; lang: Lang },
    ): Promise<{ payment: ProviderPayment; returnTo: URL } | null> {
      const t = TEXTS[fields.lang];
      const payment = await local.payment(fields.paymentId);
      if (!payment) {
        sendPage(
          reply,
          404,
          <MessagePage lang={fields.lang} title={t.notFoundTitle} message={t.notFound} />,
        );
        return null;
      }
      const stored = new URL(payment.redirectUrl ?? "http://invalid").searchParams.get(
        "return_url",
      );
      const returnTo = sameSiteReturnUrl(
        fields.returnUrl ?? stored ?? "",
        request,
        originOf(payment.redirectUrl ?? "") ?? "",
      );
      if (!returnTo) {
        sendPage(
          reply,
          400,
          <MessagePage lang={fields.lang} title={t.badReturnTitle} message={t.badReturn} />,
        );
        return null;
      }
      return { payment, returnTo };
    }

    const refuseCrossSite = (reply: FastifyReply, lang: Lang) =>
      sendPage(
        reply,
        403,
        <MessagePage lang={lang} title={TEXTS[lang].refusedTitle} message={TEXTS[lang].refused} />,
      );

    /** A button that no longer applies (the payment moved on in another tab): say so, with the way back. */
    const conflict = (reply: FastifyReply, lang: Lang, payment: ProviderPayment, returnTo: URL) =>
      sendPage(
        reply,
        409,
        <Document lang={lang} title={TEXTS[lang].conflictTitle}>
          <h1>{TEXTS[lang].conflictTitle}</h1>
          <Finished
            payment={payment}
            lang={lang}
            backHref={backTo(returnTo, payment.id, redirectStatusOf(payment.status))}
          />
        </Document>,
      );

    /** A page of a payment (the checkout, the authentication), in the language asked for. */
    const pageRoute = (url: string, Page: typeof CheckoutPage) =>
      scope.get<{ Params: Params; Querystring: Query }>(url, async (request, reply) => {
        const lang = langOf(request.query.lang);
        const found = await context(request, reply, {
          paymentId: request.params.paymentId,
          returnUrl: request.query.return_url,
          lang,
        });
        if (!found) return reply;
        const { payment, returnTo } = found;
        return sendPage(
          reply,
          200,
          <Page
            payment={payment}
            lang={lang}
            returnUrl={returnTo.href}
            backHref={backTo(returnTo, payment.id, redirectStatusOf(payment.status))}
          />,
        );
      });

    pageRoute("/local-pay/:paymentId", CheckoutPage);
    pageRoute("/local-pay/:paymentId/authenticate", AuthenticatePage);

    scope.post<{ Params: Params; Body: Form }>(
      "/local-pay/:paymentId/pay",
      async (request, reply) => {
        const body = request.body ?? {};
        const lang = langOf(body.lang);
        if (isCrossSite(request)) return refuseCrossSite(reply, lang);
        const found = await context(request, reply, {
          paymentId: request.params.paymentId,
          returnUrl: body.return_url,
          lang,
        });
        if (!found) return reply;
        const { payment, returnTo } = found;
        const outcome = body.outcome;
        if (
          outcome !== "succeed" &&
          outcome !== "decline" &&
          outcome !== "require_action" &&
          outcome !== "succeed_late"
        )
          return conflict(reply, lang, payment, returnTo);
        let after: ProviderPayment;
        try {
          after = await local.pay(payment.id, outcome);
        } catch (error) {
          if (error instanceof PaymentProviderError && error.code === "payment_state")
            return conflict(reply, lang, (await local.payment(payment.id)) ?? payment, returnTo);
          throw error;
        }
        if (after.status === "requires_action") {
          const query = new URLSearchParams({ return_url: returnTo.href, lang });
          return reply.redirect(
            `/local-pay/${encodeURIComponent(after.id)}/authenticate?${query}`,
            303,
          );
        }
        return reply.redirect(backTo(returnTo, after.id, redirectStatusOf(after.status)), 303);
      },
    );

    scope.post<{ Params: Params; Body: Form }>(
      "/local-pay/:paymentId/authenticate",
      async (request, reply) => {
        const body = request.body ?? {};
        const lang = langOf(body.lang);
        if (isCrossSite(request)) return refuseCrossSite(reply, lang);
        const found = await context(request, reply, {
          paymentId: request.params.paymentId,
          returnUrl: body.return_url,
          lang,
        });
        if (!found) return reply;
        const { payment, returnTo } = found;
        const outcome = body.outcome;
        if (outcome === "leave" && payment.status === "requires_action")
          return reply.redirect(backTo(returnTo, payment.id, "requires_action"), 303);
        if (outcome !== "confirm" && outcome !== "fail")
          return conflict(reply, lang, payment, returnTo);
        let after: ProviderPayment;
        try {
          after = await local.authenticate(payment.id, outcome);
        } catch (error) {
          if (error instanceof PaymentProviderError && error.code === "payment_state")
            return conflict(reply, lang, (await local.payment(payment.id)) ?? payment, returnTo);
          throw error;
        }
        return reply.redirect(backTo(returnTo, after.id, redirectStatusOf(after.status)), 303);
      },
    );

    scope.post<{ Body: Form }>("/local-pay/checkout", async (request, reply) => {
      const body = request.body ?? {};
      const lang = langOf(body.lang);
      if (isCrossSite(request)) return refuseCrossSite(reply, lang);
      let payment: ProviderPayment;
      try {
        payment = await local.openCheckout(body.data ?? "", body.signature ?? "");
      } catch (error) {
        if (error instanceof PaymentProviderError && error.status === 400)
          return refuseCrossSite(reply, lang);
        throw error;
      }
      const page = new URL(payment.redirectUrl ?? "", requestOrigin(request));
      return reply.redirect(`${page.pathname}${page.search}`, 303);
    });
  });
}
