import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { type LocalPaymentRow, localPaymentsTable } from "../../db/tables/local-payments.ts";
import {
  type CreatePayment,
  type HostedCheckout,
  headerOf,
  IdempotencyConflict,
  isRecord,
  jsonObject,
  minorDigits,
  numberOf,
  type PaymentKind,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
  safeEqual,
  signPayload,
  stringRecord,
  textOf,
  verifySignedPayload,
  WebhookRefused,
} from "./types.ts";

export { IdempotencyConflict } from "./types.ts";

/**
 * The offline payment provider, for the three kinds at once: what the site uses when no real
 * provider is configured (development, tests, the demo, `npm start`). Its payments live in the
 * table local_payments, so they outlive a restart like a remote service's would. The buyer pays
 * on a test checkout page of this site (`/local-pay/:id`, local-pages.tsx) whose buttons decide
 * the outcome: success, a declined card, 3-D Secure authentication, or success whose webhook
 * comes late. Its webhooks are signed like Stripe's (`Local-Signature: t=…,v1=…`) and handed in
 * process to the sink the server registers, the same function its HTTP webhook route calls, so
 * they are verified the same way.
 *
 * The signing secret defaults to a fixed development value: these notifications are never
 * trusted for state (the server reads the payment back), so a forged one only causes a read.
 */

/** LOCAL_PAY_WEBHOOK_SECRET's default. */
export const LOCAL_PAY_DEFAULT_SECRET = "whsec_local_development_only";
/** LOCAL_PAY_WEBHOOK_DELAY_MS's default: how late the "late webhook" outcome notifies. */
export const LOCAL_PAY_DEFAULT_DELAY_MS = 3000;
/** The header that carries the local provider's signature. */
export const LOCAL_SIGNATURE_HEADER = "local-signature";
/** The message of a declined card, as Stripe words it. */
export const DECLINE_MESSAGE = "Your card was declined.";
/** The message of a failed 3-D Secure authentication, as Stripe words it. */
export const AUTHENTICATION_FAILED_MESSAGE =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

/** What the test checkout page's buttons do. */
export type CheckoutOutcome = "succeed" | "decline" | "require_action" | "succeed_late";
/** What the authentication page's buttons do. */
export type AuthenticationOutcome = "confirm" | "fail";

/** Receives a webhook: the raw body and its headers (content-type, local-signature). */
export type WebhookSink = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface LocalPaymentsOptions {
  db: Db;
  publicOrigin: () => string;
  /** LOCAL_PAY_WEBHOOK_SECRET. */
  secret?: string;
  /** LOCAL_PAY_WEBHOOK_DELAY_MS. */
  webhookDelayMs?: number;
  /** Waits between delivery attempts to a failing sink: one retry per entry. */
  retryDelaysMs?: readonly number[];
  /** Where a delivery that failed every attempt is reported. */
  log?: (message: string) => void;
}

export interface LocalPayments {
  card: PaymentProvider;
  wallet: PaymentProvider;
  hosted: PaymentProvider & {
    checkoutData(input: CreatePayment & { orderId: string }): HostedCheckout;
  };
  /** Registers the server's webhook handler; notifications waiting for one are delivered. */
  onWebhook(sink: WebhookSink): void;
  /** Checks a Local-Signature and reads the event (what POST /buy_online/webhooks/local calls). */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | undefined>,
    now?: Date,
  ): Promise<ProviderEvent>;
  /** A payment's row, or null. */
  find(id: string): Promise<LocalPaymentRow | null>;
  /** Every payment, newest first. */
  list(): Promise<LocalPaymentRow[]>;
  /** The payment as the providers answer it, or null. */
  payment(id: string): Promise<ProviderPayment | null>;
  /** A button of the test checkout page. */
  pay(id: string, outcome: CheckoutOutcome): Promise<ProviderPayment>;
  /** A button of the authentication page. */
  authenticate(id: string, outcome: AuthenticationOutcome): Promise<ProviderPayment>;
  /** The hosted checkout's form arrives (data and signature): its payment, made once. */
  openCheckout(data: string, signature: string): Promise<ProviderPayment>;
  /** The test checkout page of a payment, with where it returns to and its language. */
  pageUrl(id: string, returnUrl: string, language: string): string;
  /** Tests: notifications are kept back from now on (delivered by releaseWebhooks). */
  holdWebhooks(): void;
  /** Tests: delivers what was kept back, and stops keeping; resolves once delivered. */
  releaseWebhooks(): Promise<void>;
  /** Tests: the notifications kept back (raw bodies), oldest first. */
  heldWebhooks(): readonly string[];
  /** Tests: forgets what was kept back (a webhook that never comes); answers how many. */
  discardHeldWebhooks(): number;
  /** Resolves once every delivery under way has ended. */
  idle(): Promise<void>;
  /** Stops: late notifications and retries are dropped. */
  close(): void;
}

const PAYABLE: ProviderPaymentStatus[] = ["requires_payment", "failed"];
const CANCELLABLE: ProviderPaymentStatus[] = [
  "requires_payment",
  "requires_action",
  "processing",
  "failed",
  "authorised",
];

/** The notification type for a status a payment reached. */
const EVENT_TYPES: Partial<Record<ProviderPaymentStatus, string>> = {
  succeeded: "payment.succeeded",
  authorised: "payment.authorised",
  failed: "payment.failed",
  requires_action: "payment.requires_action",
  cancelled: "payment.cancelled",
  refunded: "payment.refunded",
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What makes two create requests the same request (the idempotency check). */
function requestHash(kind: PaymentKind, input: CreatePayment, id: string | null): string {
  const metadata = Object.entries(input.metadata).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash("sha256")
    .update(
      JSON.stringify([
        kind,
        input.amountMinor,
        input.currency.toUpperCase(),
        input.captureMethod,
        input.description,
        metadata,
        input.returnUrl,
        input.language,
        input.accountId ?? "",
        input.paytypes ?? "",
        id ?? "",
      ]),
    )
    .digest("hex");
}

function checkInput(input: CreatePayment): void {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new PaymentProviderError(
      "local",
      400,
      "amount_invalid",
      "the amount must be a positive whole number of minor units",
    );
  if (!/^[A-Za-z]{3}$/.test(input.currency))
    throw new PaymentProviderError("local", 400, "currency_invalid", "not a currency code");
  minorDigits(input.currency);
  if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 255)
    throw new PaymentProviderError(
      "local",
      400,
      "idempotency_key_invalid",
      "the idempotency key must have 1 to 255 characters",
    );
}

export function localPayments(options: LocalPaymentsOptions): LocalPayments {
  const { db } = options;
  const secret = options.secret || LOCAL_PAY_DEFAULT_SECRET;
  const delayMs = options.webhookDelayMs ?? LOCAL_PAY_DEFAULT_DELAY_MS;
  const retryDelays = options.retryDelaysMs ?? [250, 1000, 4000];
  const log = options.log ?? ((message: string) => console.warn(message));

  let sink: WebhookSink | null = null;
  let isHeld = false;
  let isClosed = false;
  const held: string[] = [];
  const waitingForSink: string[] = [];
  const underWay = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  const pageUrl = (id: string, returnUrl: string, language: string) => {
    const query = new URLSearchParams({ return_url: returnUrl, lang: language });
    return `${options.publicOrigin()}/local-pay/${encodeURIComponent(id)}?${query}`;
  };

  function toPayment(row: LocalPaymentRow): ProviderPayment {
    return {
      provider: "local",
      kind: row.kind,
      id: row.id,
      status: row.status,
      amountMinor: row.amount_minor,
      currency: row.currency,
      captureMethod: row.capture_method,
      ...(row.kind === "card" ? { clientSecret: row.client_secret } : {}),
      redirectUrl: pageUrl(row.id, row.return_url, row.language),
      ...(row.failure_message && row.status === "failed"
        ? { failureMessage: row.failure_message }
        : {}),
      amountRefundedMinor: row.amount_refunded_minor,
      metadata: { ...row.metadata },
    };
  }

  // ----- webhooks -----

  async function deliver(rawBody: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      if (isClosed || !sink) return;
      try {
        await sink(rawBody, {
          "content-type": "application/json",
          [LOCAL_SIGNATURE_HEADER]: signPayload(rawBody, secret),
        });
        return;
      } catch (error) {
        const wait = retryDelays[attempt];
        if (wait === undefined) {
          log(
            `local payments: a webhook was not accepted after ${attempt + 1} attempt(s): ${error instanceof Error ? error.message : String(error)}`,
          );
          return;
        }
        await sleep(wait);
      }
    }
  }

  function dispatch(rawBody: string): void {
    if (isClosed) return;
    if (isHeld) {
      held.push(rawBody);
      return;
    }
    if (!sink) {
      waitingForSink.push(rawBody);
      return;
    }
    const delivery = deliver(rawBody).finally(() => underWay.delete(delivery));
    underWay.add(delivery);
  }

  async function idle(): Promise<void> {
    while (underWay.size > 0) await Promise.all([...underWay]);
  }

  function notify(row: LocalPaymentRow, late = false): void {
    const type = EVENT_TYPES[row.status];
    if (!type) return;
    const rawBody = JSON.stringify({
      id: `evt_local_${randomBytes(12).toString("hex")}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: row.id,
          object: "local_payment",
          kind: row.kind,
          status: row.status,
          amount_minor: row.amount_minor,
          currency: row.currency,
          metadata: row.metadata,
        },
      },
    });
    if (!late) {
      dispatch(rawBody);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      dispatch(rawBody);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  // ----- the table -----

  async function find(id: string): Promise<LocalPaymentRow | null> {
    const [row] = await db
      .select()
      .from(localPaymentsTable)
      .where(eq(localPaymentsTable.id, id))
      .limit(1);
    return row ?? null;
  }

  async function mustFind(id: string): Promise<LocalPaymentRow> {
    const row = await find(id);
    if (!row) throw new PaymentProviderError("local", 404, "not_found", `no payment ${id}`);
    return row;
  }

  async function create(
    kind: PaymentKind,
    input: CreatePayment,
    id: string | null = null,
  ): Promise<ProviderPayment> {
    checkInput(input);
    const hash = requestHash(kind, input, id);
    const [inserted] = await db
      .insert(localPaymentsTable)
      .values({
        id: id ?? `lp_${randomBytes(12).toString("hex")}`,
        kind,
        amount_minor: input.amountMinor,
        currency: input.currency.toUpperCase(),
        capture_method: input.captureMethod,
        description: input.description,
        metadata: { ...input.metadata },
        return_url: input.returnUrl,
        language: input.language || "ar",
        client_secret: `secret_${randomBytes(16).toString("hex")}`,
        idempotency_key: input.idempotencyKey,
        request_hash: hash,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return toPayment(inserted);
    const [existing] = await db
      .select()
      .from(localPaymentsTable)
      .where(eq(localPaymentsTable.idempotency_key, input.idempotencyKey))
      .limit(1);
    if (!existing)
      throw new PaymentProviderError("local", 409, "payment_exists", `a payment ${id} exists`);
    if (existing.request_hash !== hash) throw new IdempotencyConflict(input.idempotencyKey);
    return toPayment(existing);
  }

  /**
   * Moves a payment from one of `from` to what `change` sets, in one conditional statement (two
   * buttons pressed at once move it once). A payment already where the change leads (`done`) is
   * answered as it is; any other is refused with payment_state.
   */
  async function move(
    id: string,
    from: ProviderPaymentStatus[],
    change: PgUpdateSetSource<typeof localPaymentsTable>,
    done: ProviderPaymentStatus[],
    late = false,
  ): Promise<ProviderPayment> {
    const [row] = await db
      .update(localPaymentsTable)
      .set({ ...change, updated_at: sql`now()` })
      .where(and(eq(localPaymentsTable.id, id), inArray(localPaymentsTable.status, from)))
      .returning();
    if (row) {
      notify(row, late);
      return toPayment(row);
    }
    const current = await mustFind(id);
    if (done.includes(current.status)) return toPayment(current);
    throw new PaymentProviderError(
      "local",
      409,
      "payment_state",
      `the payment is ${current.status}: this does not apply`,
    );
  }

  const paid = sql`CASE WHEN ${localPaymentsTable.capture_method} = 'manual' THEN 'authorised' ELSE 'succeeded' END`;

  async function pay(id: string, outcome: CheckoutOutcome): Promise<ProviderPayment> {
    switch (outcome) {
      case "succeed":
      case "succeed_late":
        return move(
          id,
          PAYABLE,
          { status: paid, failure_message: null },
          [],
          outcome === "succeed_late",
        );
      case "decline":
        return move(id, PAYABLE, { status: "failed", failure_message: DECLINE_MESSAGE }, []);
      case "require_action":
        return move(id, PAYABLE, { status: "requires_action", failure_message: null }, [
          "requires_action",
        ]);
    }
  }

  async function authenticate(id: string, outcome: AuthenticationOutcome) {
    return outcome === "confirm"
      ? move(id, ["requires_action"], { status: paid, failure_message: null }, [])
      : move(
          id,
          ["requires_action"],
          { status: "failed", failure_message: AUTHENTICATION_FAILED_MESSAGE },
          [],
        );
  }

  // ----- the providers -----

  function provider(kind: PaymentKind): PaymentProvider {
    return {
      name: "local",
      kind,
      create: (input) => create(kind, input),
      retrieve: async (id) => toPayment(await mustFind(id)),
      // The local provider is idempotent by state: a capture of a captured payment answers it again.
      capture: (id) => move(id, ["authorised"], { status: "succeeded" }, ["succeeded"]),
      cancel: (id) => move(id, CANCELLABLE, { status: "cancelled" }, ["cancelled"]),
      refund: (id) =>
        move(
          id,
          ["succeeded"],
          { status: "refunded", amount_refunded_minor: sql`${localPaymentsTable.amount_minor}` },
          ["refunded"],
        ),
      verifyWebhook,
    };
  }

  async function verifyWebhook(
    rawBody: string,
    headers: Record<string, string | undefined>,
    now?: Date,
  ): Promise<ProviderEvent> {
    const signedAt = verifySignedPayload({
      rawBody,
      header: headerOf(headers, LOCAL_SIGNATURE_HEADER),
      secret,
      ...(now ? { now } : {}),
    });
    const event = jsonObject(rawBody);
    const data = isRecord(event?.data) ? event.data : null;
    const object = isRecord(data?.object) ? data.object : null;
    const id = textOf(event, "id");
    const type = textOf(event, "type");
    const paymentId = textOf(object, "id");
    if (!id || !type || !paymentId)
      throw new WebhookRefused("malformed", "the event has no id, type or payment");
    const created = numberOf(event, "created");
    return { id, type, paymentId, created: created === null ? signedAt : new Date(created * 1000) };
  }

  // ----- the hosted checkout's signed form -----

  const checkoutSignature = (data: string) =>
    createHmac("sha256", secret).update(`checkout.${data}`).digest("base64");

  function checkoutData(input: CreatePayment & { orderId: string }): HostedCheckout {
    const data = Buffer.from(JSON.stringify(input), "utf8").toString("base64");
    return {
      data,
      signature: checkoutSignature(data),
      checkoutUrl: `${options.publicOrigin()}/local-pay/checkout`,
    };
  }

  async function openCheckout(data: string, signature: string): Promise<ProviderPayment> {
    if (!data || !safeEqual(signature, checkoutSignature(data)))
      throw new PaymentProviderError(
        "local",
        400,
        "checkout_signature",
        "the checkout data is not signed by this site",
      );
    const input = jsonObject(Buffer.from(data, "base64").toString("utf8"));
    const orderId = textOf(input, "orderId");
    const amountMinor = numberOf(input, "amountMinor");
    if (!input || !orderId || amountMinor === null)
      throw new PaymentProviderError(
        "local",
        400,
        "checkout_data",
        "the checkout data is incomplete",
      );
    // The server may have made this payment already (the form names it by its id and key): the
    // buyer's form then opens that one.
    const key = textOf(input, "idempotencyKey") || `checkout-${orderId}`;
    const made = await find(orderId);
    if (made && made.kind === "hosted" && made.idempotency_key === key) return toPayment(made);
    const accountId = textOf(input, "accountId");
    const paytypes = textOf(input, "paytypes");
    return create(
      "hosted",
      {
        amountMinor,
        currency: textOf(input, "currency"),
        captureMethod: textOf(input, "captureMethod") === "manual" ? "manual" : "automatic",
        idempotencyKey: key,
        description: textOf(input, "description"),
        metadata: stringRecord(input.metadata),
        returnUrl: textOf(input, "returnUrl"),
        language: textOf(input, "language") || "ar",
        ...(accountId ? { accountId } : {}),
        ...(paytypes ? { paytypes } : {}),
      },
      orderId,
    );
  }

  return {
    card: provider("card"),
    wallet: provider("wallet"),
    hosted: { ...provider("hosted"), checkoutData },
    onWebhook(next) {
      sink = next;
      for (const rawBody of waitingForSink.splice(0)) dispatch(rawBody);
    },
    verifyWebhook,
    find,
    list: () => db.select().from(localPaymentsTable).orderBy(desc(localPaymentsTable.created_at)),
    payment: async (id) => {
      const row = await find(id);
      return row ? toPayment(row) : null;
    },
    pay,
    authenticate,
    openCheckout,
    pageUrl,
    holdWebhooks() {
      isHeld = true;
    },
    async releaseWebhooks() {
      isHeld = false;
      for (const rawBody of held.splice(0)) dispatch(rawBody);
      await idle();
    },
    heldWebhooks: () => [...held],
    discardHeldWebhooks: () => held.splice(0).length,
    idle,
    close() {
      isClosed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
