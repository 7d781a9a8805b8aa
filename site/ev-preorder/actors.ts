import { fromPromise } from "xstate";
import type { CancelLeadInput } from "../../machines/ev-cancellation-machine.ts";
import {
  type CheckCodeInput,
  type CodeSent,
  type CreateIntentInput,
  type CreateLeadInput,
  EvCallError,
  type IntentCreated,
  type LeadCreated,
  type LeadSnapshot,
  type PhoneVerified,
  type ProviderOutcome,
  type ReadLeadInput,
  type RetryLeadInput,
  type SendCodeInput,
} from "../../machines/ev-reservation-machine.ts";
import { type ApiAnswer, callApi } from "../order-online/api.ts";
import { loadStripe } from "../order-online/stripe.ts";
import { type EvBlockData, type LeadView, leadViewOf } from "./data.ts";

/**
 * The pre-order's calls (runtime/features/ev-preorder, runtime/features/phone-verification) as
 * the blocks' machines want them: each answer read into what the machine knows, each refusal
 * thrown as an EvCallError with the API's code (or, for a refused field, the rule it breaks), so
 * the machine decides where it leads. The base URL is the programme's api_url ("" = this site).
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const first = (value: unknown): Json =>
  Array.isArray(value) && isRecord(value[0]) ? value[0] : {};

/** A refusal as the machines read it. */
export function refusalOf(answer: ApiAnswer): EvCallError {
  if (answer.status === 0) return new EvCallError("network", "", { status: 0 });
  const error = first(answer.body.errors);
  const detail = first(answer.body.details);
  const errorMeta = isRecord(error.meta) ? error.meta : {};
  const bodyMeta = isRecord(answer.body.meta) ? answer.body.meta : {};
  const source = isRecord(error.source) ? error.source : {};
  const pointer = str(source.pointer) || str(detail.pointer);
  const rule = str(detail.rule) || str(errorMeta.rule);
  let code = answer.code;
  if (answer.status === 422 && (rule || code === "invalid" || code === "")) code = rule || code;
  if (code === "" || (answer.status === 404 && code !== "programme_unavailable"))
    code = answer.status === 404 ? "not_found" : `http_${answer.status}`;
  const attemptsLeft =
    num(errorMeta.attempts_left) ?? num(bodyMeta.attempts_left) ?? num(answer.body.attempts_left);
  const retryAfter =
    num(errorMeta.retry_after) ??
    num(error.retry_after) ??
    num(bodyMeta.retry_after) ??
    num(answer.body.retry_after);
  return new EvCallError(code, answer.detail || str(detail.message), {
    status: answer.status,
    ...(pointer ? { pointer } : {}),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}

/** A lead document as the page shows it, or a refusal. */
function leadOf(answer: ApiAnswer): LeadView & { id: string } {
  if (!answer.ok) throw refusalOf(answer);
  const lead = leadViewOf(answer.attributes);
  if (!lead || answer.id === "") throw new EvCallError("bad_answer", "", { status: answer.status });
  return { ...lead, id: answer.id };
}

/** What the reservation machine keeps of a lead. */
export function leadSnapshotOf(lead: LeadView & { id: string }): LeadSnapshot {
  return {
    id: lead.id,
    status: lead.status,
    softLockUntil: lead.soft_lock_until,
    paymentStatus: lead.payment_status || "none",
    paymentMessage: lead.payment_message,
    phoneNumber: lead.phone_number,
  };
}

const leadPath = (ev: Pick<EvBlockData, "apiUrl">, id: string, tail: string): string =>
  `${ev.apiUrl}/api/leads/${encodeURIComponent(id)}/${tail}`;

/** GET /api/leads/{id}/salesforce_data with the lead's access token or its e-mailed cancel token. */
export async function readLeadView(
  ev: Pick<EvBlockData, "apiUrl">,
  input: ReadLeadInput,
): Promise<LeadView & { id: string }> {
  if (input.leadId === "" || input.token === "")
    throw new EvCallError("not_found", "", { status: 404 });
  return leadOf(
    await callApi(leadPath(ev, input.leadId, "salesforce_data"), {
      headers: { "x-lead-token": input.token },
    }),
  );
}

/** POST /{smsProvider}/create_verification: a code is texted to the phone. */
export async function sendVerificationCode(
  ev: Pick<EvBlockData, "apiUrl" | "smsProvider">,
  input: SendCodeInput,
): Promise<CodeSent> {
  const answer = await callApi(`${ev.apiUrl}/${ev.smsProvider}/create_verification`, {
    method: "POST",
    body: { phone_number: input.phone },
  });
  if (!answer.ok) throw refusalOf(answer);
  return { resendAfter: num(answer.attributes.resend_after) ?? 30 };
}

/** POST /{smsProvider}/check_verification: the code typed, a verification token back. */
export async function checkVerificationCode(
  ev: Pick<EvBlockData, "apiUrl" | "smsProvider">,
  input: CheckCodeInput,
): Promise<PhoneVerified> {
  const answer = await callApi(`${ev.apiUrl}/${ev.smsProvider}/check_verification`, {
    method: "POST",
    body: { phone_number: input.phone, code: input.code },
  });
  if (!answer.ok) throw refusalOf(answer);
  const token = str(answer.attributes.verification_token);
  if (token === "") throw new EvCallError("bad_answer", "", { status: answer.status });
  return { verificationToken: token };
}

function leadCreated(answer: ApiAnswer): LeadCreated {
  const lead = leadOf(answer);
  const meta = isRecord(answer.body.meta) ? answer.body.meta : {};
  const token = str(meta.access_token);
  if (token === "") throw new EvCallError("bad_answer", "", { status: answer.status });
  return { lead: leadSnapshotOf(lead), token };
}

/** Where the payment provider sends the buyer back to: this page, in this site. */
function returnUrl(ev: Pick<EvBlockData, "pagePath">): string {
  return new URL(ev.pagePath || location.pathname, location.origin).toString();
}

/** A promise that never settles: the page is leaving for the provider. */
const leaving = (): Promise<ProviderOutcome> => new Promise<ProviderOutcome>(() => undefined);

/** The reservation machine's actors with this site's calls. */
export function reservationActors(
  ev: EvBlockData,
  options: { lang: string; paymentLocale: string; fallbackMessage: string },
) {
  return {
    readLead: fromPromise<LeadSnapshot, ReadLeadInput>(async ({ input }) =>
      leadSnapshotOf(await readLeadView(ev, input)),
    ),
    sendCode: fromPromise<CodeSent, SendCodeInput>(({ input }) => sendVerificationCode(ev, input)),
    checkCode: fromPromise<PhoneVerified, CheckCodeInput>(({ input }) =>
      checkVerificationCode(ev, input),
    ),
    createLead: fromPromise<LeadCreated, CreateLeadInput>(async ({ input }) =>
      leadCreated(
        await callApi(`${ev.apiUrl}/api/leads`, {
          method: "POST",
          body: {
            lead: {
              first_name: input.details.firstName,
              last_name: input.details.lastName,
              email: input.details.email,
              phone_number: input.details.phoneNumber,
              ...(input.verificationToken === null
                ? {}
                : { phone_verification_token: input.verificationToken }),
              locale: options.lang,
              page_path: ev.pagePath,
            },
          },
        }),
      ),
    ),
    retryLead: fromPromise<LeadCreated, RetryLeadInput>(async ({ input }) =>
      leadCreated(
        await callApi(`${ev.apiUrl}/api/leads`, {
          method: "POST",
          headers: { "x-lead-token": input.token },
          body: { lead: { retry_of: input.leadId } },
        }),
      ),
    ),
    createIntent: fromPromise<IntentCreated, CreateIntentInput>(async ({ input }) => {
      const answer = await callApi(`${ev.apiUrl}/api/stripe/create_payment_intent`, {
        method: "POST",
        idempotencyKey: input.idempotencyKey,
        headers: { "x-lead-token": input.token },
        body: { payment_intent: { salesforce_lead_id: input.leadId, terms_accepted: true } },
      });
      if (!answer.ok) throw refusalOf(answer);
      const a = answer.attributes;
      return {
        provider: str(a.provider),
        redirectUrl: str(a.redirect_url) || null,
        clientSecret: str(a.client_secret) || null,
      };
    }),
    goToProvider: fromPromise<ProviderOutcome, IntentCreated>(async ({ input }) => {
      if (input.clientSecret && ev.stripePublishableKey) {
        const stripe = await loadStripe(ev.stripePublishableKey, options.paymentLocale);
        if (!stripe) return { message: options.fallbackMessage };
        const result = await stripe.confirmPayment({
          clientSecret: input.clientSecret,
          confirmParams: { return_url: returnUrl(ev) },
        });
        // Only an error comes back: success leaves the page for the return address.
        return { message: result.error?.message || options.fallbackMessage };
      }
      if (!input.redirectUrl) return { message: options.fallbackMessage };
      location.assign(new URL(input.redirectUrl, location.origin).toString());
      return leaving();
    }),
  };
}

/**
 * The cancellation machine's actors: the lead read with the e-mailed cancel token, the code
 * sent to the lead's own phone, and PUT /api/leads/{id}/initialize_cancellation.
 */
export function cancellationActors(ev: EvBlockData) {
  return {
    readLead: fromPromise<LeadSnapshot, ReadLeadInput>(async ({ input }) =>
      leadSnapshotOf(await readLeadView(ev, input)),
    ),
    sendCode: fromPromise<CodeSent, SendCodeInput>(({ input }) => sendVerificationCode(ev, input)),
    checkCode: fromPromise<PhoneVerified, CheckCodeInput>(({ input }) =>
      checkVerificationCode(ev, input),
    ),
    cancelLead: fromPromise<LeadSnapshot, CancelLeadInput>(async ({ input }) =>
      leadSnapshotOf(
        leadOf(
          await callApi(leadPath(ev, input.leadId, "initialize_cancellation"), {
            method: "PUT",
            idempotencyKey: input.idempotencyKey,
            body: {
              cancellation: {
                token: input.token,
                ...(input.verificationToken === null
                  ? {}
                  : { phone_verification_token: input.verificationToken }),
              },
            },
          }),
        ),
      ),
    ),
  };
}
