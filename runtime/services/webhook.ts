import { createHmac } from "node:crypto";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** How long a webhook has to answer (headers and body) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A refusal to connect to a target: the reason says which rule, never a secret. */
export class WebhookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRefusedError";
  }
}

const RANGE_WORDS: Record<string, string> = {
  unspecified: "an unspecified",
  broadcast: "a broadcast",
  multicast: "a multicast",
  linkLocal: "a link-local",
  loopback: "a loopback",
  carrierGradeNat: "a carrier-grade NAT",
  private: "a private",
  uniqueLocal: "a unique-local",
  reserved: "a reserved",
};

/**
 * Why an address may not be a webhook's, or null when it is a public unicast one. Only 'unicast'
 * passes: private, loopback, link-local, unique-local, CGNAT, unspecified, multicast, reserved and
 * the IPv6 forms that embed an IPv4 address (mapped ones are judged as the IPv4 they carry).
 */
export function addressRefusal(address: string): string | null {
  const kind = addressKind(address);
  return kind ? `${address} is ${kind}` : null;
}

/** "a loopback address", "a private address"...; null for a public unicast address. */
function addressKind(address: string): string | null {
  if (!ipaddr.isValid(address)) return "not an IP address";
  const range = ipaddr.process(address).range();
  if (range === "unicast") return null;
  return `${RANGE_WORDS[range] ?? `a non-public (${range})`} address`;
}

/** The first address of a host's that is not public, and what it is. */
function firstRefused(host: string, addresses: readonly { address: string }[]): string | null {
  for (const { address } of addresses) {
    const kind = addressKind(address);
    if (kind) return `the webhook host ${host} resolves to ${address}, ${kind}`;
  }
  return null;
}

function hostOf(url: URL): string {
  // URL keeps the brackets of an IPv6 literal.
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

function parseTarget(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "the webhook URL is not a valid URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return "the webhook URL must start with https:// or http://";
  return url;
}

function lookupAll(host: string): Promise<dns.LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

const NOT_ALLOWED = "webhooks to private networks are off (forms.allow_private_webhooks)";

/**
 * Whether a URL may be a webhook target: null when it may, else the reason (for the form's
 * integrations editor, PUT /forms/{id}/integrations, and the delivery's last_error). Unless
 * `allowPrivate` (the forms.allow_private_webhooks setting), every address the host resolves to
 * must be a public unicast one (a host that does not resolve passes here). Deliveries check again,
 * on the address they connect to.
 */
export async function checkWebhookTarget(
  rawUrl: string,
  allowPrivate: boolean,
): Promise<string | null> {
  const url = parseTarget(rawUrl);
  if (typeof url === "string") return url;
  if (allowPrivate) return null;
  const host = hostOf(url);
  if (isIP(host)) {
    const refusal = addressRefusal(host);
    return refusal ? `the webhook host ${refusal}: ${NOT_ALLOWED}` : null;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await lookupAll(host);
  } catch {
    // Not (yet) in the DNS is no private address: the delivery checks the address it connects to.
    return null;
  }
  const refusal = firstRefused(host, addresses);
  return refusal ? `${refusal}: ${NOT_ALLOWED}` : null;
}

/**
 * A DNS lookup for the socket that refuses when any address of the host is not public. The check
 * runs on the very answer the connection uses, so a name that resolves to a public address when
 * checked and to a private one when connecting (DNS rebinding) is still refused.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4);
    const refusal = firstRefused(hostname, addresses);
    if (refusal)
      return callback(new WebhookRefusedError(`refused: ${refusal}: ${NOT_ALLOWED}`), "", 4);
    const first = addresses[0];
    if (!first) return callback(new Error(`the webhook host ${hostname} does not resolve`), "", 4);
    if (options.all) return callback(null, addresses);
    return callback(null, first.address, first.family);
  });
};

/** The x-signature header's value: HMAC-SHA256 of the exact body bytes under the secret, in hex. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export interface WebhookDelivery {
  url: string;
  /** The outbox row's id: the idempotency-key header, the same on every retry. */
  outboxId: string;
  body: Record<string, unknown>;
  /** The target's secret, read from the form at delivery time; empty: the body is not signed. */
  secret: string;
  /** forms.allow_private_webhooks. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * POSTs the body as JSON. Resolves on a 2xx answer; rejects with a short reason otherwise (the
 * status, a timeout, a refused address, a connection error), never with the URL or the secret.
 * Redirects are not followed (one would be a way around the address check).
 */
export async function postWebhook(delivery: WebhookDelivery): Promise<void> {
  const url = parseTarget(delivery.url);
  if (typeof url === "string") throw new WebhookRefusedError(url);
  const host = hostOf(url);
  // A literal address is connected to without a lookup: it is judged here.
  if (!delivery.allowPrivate && isIP(host)) {
    const refusal = addressRefusal(host);
    if (refusal)
      throw new WebhookRefusedError(`refused: the webhook host ${refusal}: ${NOT_ALLOWED}`);
  }
  const body = JSON.stringify(delivery.body);
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "idempotency-key": delivery.outboxId,
    "user-agent": "forms-webhook/1",
  };
  if (delivery.secret) headers["x-signature"] = webhookSignature(body, delivery.secret);
  const timeoutMs = delivery.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const client = url.protocol === "https:" ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers,
        // A fresh connection each time, so every one goes through the lookup's check.
        agent: false,
        ...(delivery.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.on("error", reject);
        // The answer's body is not needed, but it is read so the connection ends cleanly.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    request.on("close", () => clearTimeout(timer));
    request.on("error", reject);
    request.end(body);
  }).catch((error: unknown) => {
    throw error instanceof WebhookRefusedError ? error : new Error(connectionFailure(error));
  });
  if (status < 200 || status > 299) throw new Error(`the webhook answered HTTP ${status}`);
}

function connectionFailure(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === "string" && code !== "") return `the webhook could not be reached (${code})`;
  return `the webhook could not be reached: ${message}`;
}
