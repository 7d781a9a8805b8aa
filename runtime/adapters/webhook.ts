import { createHmac } from "node:crypto";
import {
  ALLOW_LIST_SETTING,
  addressRefusal,
  EgressRefusedError,
  egressFetcher,
  egressUrlRefusal,
  parseAllowList,
} from "./egress.ts";

/** How long a webhook has to answer (headers and body) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A refusal to connect to a target: the reason says which rule, never a secret. */
export class WebhookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRefusedError";
  }
}

/** The address rules are the egress guard's (runtime/adapters/egress.ts), one definition for every request. */
export { addressRefusal };

const NOT_ALLOWED = `webhooks to private networks are off (forms.allow_private_webhooks; or name the host in ${ALLOW_LIST_SETTING})`;

/**
 * Whether a URL may be a webhook target: null when it may, else the reason (for the form's
 * integrations editor, PUT /forms/{id}/integrations, and the delivery's last_error). http or
 * https always; unless `allowPrivate` (the forms.allow_private_webhooks setting) or the allow-list
 * (security.egress_allowed_hosts, its text) names the host or holds the address, every address the
 * host resolves to must be a public unicast one (a host that does not resolve passes here).
 * Deliveries check again, on the address they connect to.
 */
export async function checkWebhookTarget(
  rawUrl: string,
  allowPrivate: boolean,
  allowList = "",
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return "the webhook URL is not a valid URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return "the webhook URL must start with https:// or http://";
  if (allowPrivate) return null;
  const refusal = await egressUrlRefusal(rawUrl, parseAllowList(allowList).list);
  return refusal ? `the webhook host: ${refusal.message}: ${NOT_ALLOWED}` : null;
}

/** The x-signature header's value: HMAC-SHA256 of the exact body bytes under the secret, in hex. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

interface WebhookDelivery {
  url: string;
  /** The outbox row's id: the idempotency-key header, the same on every retry. */
  outboxId: string;
  body: Record<string, unknown>;
  /** The target's secret, read from the form at delivery time; empty: the body is not signed. */
  secret: string;
  /** forms.allow_private_webhooks: any address may be called. */
  allowPrivate: boolean;
  /** security.egress_allowed_hosts, its text. */
  allowList?: string;
  timeoutMs?: number;
  /** One line per refused target, at warn. */
  log?: (message: string) => void;
}

/**
 * POSTs the body as JSON through the egress guard. Resolves on a 2xx answer; rejects with a short
 * reason otherwise (the status, a timeout, a refused address, a connection error), never with the
 * URL or the secret. Redirects are not followed: a 3xx is a failed attempt.
 */
export async function postWebhook(delivery: WebhookDelivery): Promise<void> {
  const body = JSON.stringify(delivery.body);
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "idempotency-key": delivery.outboxId,
    "user-agent": "forms-webhook/1",
  };
  if (delivery.secret) headers["x-signature"] = webhookSignature(body, delivery.secret);
  const timeoutMs = delivery.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const post = egressFetcher({
    allowed: () => delivery.allowList ?? "",
    anyAddress: () => delivery.allowPrivate,
    timeoutMs,
    ...(delivery.log ? { log: delivery.log } : {}),
  });
  let status: number;
  try {
    const response = await post(delivery.url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
    });
    status = response.status;
    // The answer's body is not needed, but it is read so the connection ends cleanly.
    await response.arrayBuffer().catch(() => {});
  } catch (error) {
    if (error instanceof EgressRefusedError)
      throw new WebhookRefusedError(
        error.rule === "public-address"
          ? `refused: the webhook host: ${error.reason}: ${NOT_ALLOWED}`
          : `refused: ${error.reason}`,
      );
    if (error instanceof TypeError && /Invalid URL/i.test(error.message))
      throw new WebhookRefusedError("the webhook URL is not a valid URL");
    throw new Error(connectionFailure(error, timeoutMs));
  }
  if (status < 200 || status > 299) throw new Error(`the webhook answered HTTP ${status}`);
}

function connectionFailure(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: unknown }).name;
  if (name === "TimeoutError" || name === "AbortError")
    return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  const cause = (error as { cause?: unknown }).cause;
  const code =
    (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  if (typeof code === "string" && code !== "") return `the webhook could not be reached (${code})`;
  const message =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return `the webhook could not be reached: ${message}`;
}
