import dns from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, type Dispatcher, fetch as undiciFetch } from "undici";
import type { SettingKey } from "../core/settings.ts";

/**
 * The one way out: every request the server makes (services named by settings, webhooks, the
 * CRM, the collection feed) goes through `egressFetch` or a fetch made by `egressFetcher`, so one
 * definition of "a public address" decides what the server may call.
 *
 * - A URL must be http or https.
 * - Its host must be a public unicast address: a literal address is judged before connecting; a
 *   name is judged on the very DNS answer the socket connects with (the lookup refuses, so a name
 *   that answers a public address when checked and a private one when connecting, DNS rebinding,
 *   is still refused), and the connected socket's remote address is judged once more.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each one judged again; credentials are
 *   not carried to another origin.
 * - Every request has a time limit and an answer-size limit (reading more aborts).
 * - The allow-list (security.egress_allowed_hosts) lets a site call an internal service: a host
 *   name, host:port, an address or a CIDR range.
 */

/** The longest any outbound request may take (each service passes its own, shorter, signal). */
const EGRESS_TIMEOUT_MS = 30_000;
/** The largest answer read from any service. */
export const EGRESS_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed before the request is refused. */
const MAX_REDIRECTS = 5;
/** The setting that lists what may be called although it is not public. */
export const ALLOW_LIST_SETTING = "security.egress_allowed_hosts" satisfies SettingKey;

type EgressRule = "scheme" | "url" | "public-address" | "redirects" | "max-bytes";

/** A request the guard would not make (or an answer it stopped reading): the rule and a short reason, never a URL's path, query or credentials. */
export class EgressRefusedError extends Error {
  readonly rule: EgressRule;
  readonly reason: string;
  constructor(rule: EgressRule, reason: string) {
    super(`refused (${rule}): ${reason}`);
    this.name = "EgressRefusedError";
    this.rule = rule;
    this.reason = reason;
  }
}

// ----- what a public address is -----

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

/** Cloud metadata services: named as such, whatever range they sit in. */
const METADATA = new Set(["169.254.169.254", "fd00:ec2::254", "100.100.100.200"]);

/**
 * The IPv4 address an IPv6 one carries, and what form carries it: IPv4-mapped (::ffff:0:0/96),
 * IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96, e.g. ::127.0.0.1, which ipaddr.js
 * calls unicast), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Such an address reaches the IPv4
 * one, so it is judged as that address.
 */
function embeddedIPv4(v6: ipaddr.IPv6): { v4: ipaddr.IPv4; form: string } | null {
  const p = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const zeros = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  const [p0 = 0, p1 = 0, p2 = 0, , p4 = 0, p5 = 0, p6 = 0, p7 = 0] = p;
  if (zeros(0, 5) && p5 === 0xffff) return { v4: v4(p6, p7), form: "an IPv4-mapped" };
  if (zeros(0, 4) && p4 === 0xffff && p5 === 0)
    return { v4: v4(p6, p7), form: "an IPv4-translated" };
  // :: and ::1 are the unspecified and loopback IPv6 addresses themselves.
  if (zeros(0, 6) && (p6 !== 0 || p7 > 1)) return { v4: v4(p6, p7), form: "an IPv4-compatible" };
  if (p0 === 0x64 && p1 === 0xff9b && zeros(2, 6)) return { v4: v4(p6, p7), form: "a NAT64" };
  if (p0 === 0x2002) return { v4: v4(p1, p2), form: "a 6to4" };
  return null;
}

/** "a loopback address", "a private address"...; null for a public unicast address. */
function addressKind(address: string): string | null {
  const kind = rangeKind(address);
  return kind && METADATA.has(address.replace(/^\[(.*)\]$/, "$1"))
    ? `${kind} (a cloud metadata service)`
    : kind;
}

/**
 * An IPv6 address with its dotted IPv4 tail written as two hex groups: ipaddr.js reads any
 * "::a.b.c.d" as IPv4-mapped, where "::127.0.0.1" is IPv4-compatible (::7f00:1).
 */
function hexTail(address: string): string {
  const tail = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (!tail || isIP(address) !== 6) return address;
  const [, head = "", a = "0", b = "0", c = "0", d = "0"] = tail;
  const group = (hi: string, lo: string) => ((Number(hi) << 8) | Number(lo)).toString(16);
  return `${head}${group(a, b)}:${group(c, d)}`;
}

function rangeKind(address: string): string | null {
  const bare = hexTail(address.replace(/^\[(.*)\]$/, "$1"));
  if (!ipaddr.isValid(bare)) return "not an IP address";
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    const embedded = embeddedIPv4(v6);
    if (embedded) {
      const inner = addressKind(embedded.v4.toString());
      return inner ? `${inner} (${embedded.v4} in ${embedded.form} IPv6 address)` : null;
    }
    const [p0 = 0, p1 = 0] = v6.parts;
    if (p0 === 0x2001 && p1 === 0) return "a Teredo address (it tunnels to IPv4)";
    if (p0 === 0x64 && p1 === 0xff9b) return "a local-use NAT64 address";
  }
  const range = parsed.range();
  if (range === "unicast") return null;
  return `${RANGE_WORDS[range] ?? `a non-public (${range})`} address`;
}

/**
 * Why an address may not be called, or null when it is a public unicast one. Only unicast passes:
 * loopback, private, link-local, unique-local, carrier-grade NAT, cloud metadata, unspecified,
 * multicast, reserved, and the IPv6 forms that carry a non-public IPv4 address.
 */
export function addressRefusal(address: string): string | null {
  const kind = addressKind(address);
  return kind ? `${address} is ${kind}` : null;
}

// ----- the allow-list -----

interface AllowList {
  /** Host names and literal addresses, lower case, each alone (any port) or with ":port". */
  readonly hosts: ReadonlySet<string>;
  /** Address ranges (an address alone is a range of one). */
  readonly ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/;

function validPort(text: string): boolean {
  return /^[0-9]{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535;
}

/** One entry as the allow-list holds it, or why it is not one. */
function readEntry(
  entry: string,
): { host: string } | { range: [ipaddr.IPv4 | ipaddr.IPv6, number] } | string {
  const text = entry.toLowerCase();
  if (text.includes("://")) return `"${entry}" is a URL: write its host, or host:port`;
  if (text.includes("/")) {
    try {
      return { range: ipaddr.parseCIDR(text.replace(/^\[(.*)\](\/\d+)$/, "$1$2")) };
    } catch {
      return `"${entry}" is not a CIDR range (10.0.0.0/8, fd00::/8)`;
    }
  }
  const bare = text.replace(/^\[(.*)\]$/, "$1");
  if (isIP(bare)) {
    const address = ipaddr.parse(bare);
    return { range: [address, address.kind() === "ipv4" ? 32 : 128] };
  }
  const withPort = /^(\[[0-9a-f:.]+\]|[^:[\]]+):([^:]+)$/.exec(text);
  if (withPort) {
    const [, host = "", port = ""] = withPort;
    if (!validPort(port)) return `"${entry}" has no valid port (1-65535)`;
    const bareHost = host.replace(/^\[(.*)\]$/, "$1");
    if (isIP(bareHost) === 6) return { host: `[${ipaddr.parse(bareHost).toString()}]:${port}` };
    if (isIP(bareHost) === 4 || HOST_NAME.test(host)) return { host: `${host}:${port}` };
    return `"${entry}" is not a host name`;
  }
  if (HOST_NAME.test(text)) return { host: text.replace(/\.$/, "") };
  return `"${entry}" is not a host name, host:port, address or CIDR range`;
}

/** The allow-list from the setting's text (entries separated by commas, spaces or lines), and the entries it could not read. */
export function parseAllowList(text: string): { list: AllowList; problems: string[] } {
  const hosts = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  const problems: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const read = readEntry(entry);
    if (typeof read === "string") problems.push(read);
    else if ("host" in read) hosts.add(read.host);
    else ranges.push(read.range);
  }
  return { list: { hosts, ranges }, problems };
}

/** Whether the URL's host (alone, or with its port) is on the list by name. */
function hostAllowed(url: URL, list: AllowList): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return list.hosts.has(host) || list.hosts.has(`${host}:${port}`);
}

/** Whether an address lies in one of the list's ranges (IPv4-mapped IPv6 read as IPv4). */
function addressAllowed(address: string, ranges: AllowList["ranges"]): boolean {
  if (ranges.length === 0 || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits));
}

/** Why a connection to the address is refused, or null; the allow-list's ranges pass. */
function connectRefusal(address: string, ranges: AllowList["ranges"]): string | null {
  return addressAllowed(address, ranges) ? null : addressRefusal(address);
}

// ----- connecting -----

/**
 * A DNS lookup for the socket that refuses when any address the name answers is not public (nor
 * in an allowed range): the check runs on the very answer the connection uses.
 */
function guardedLookup(ranges: AllowList["ranges"]): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      for (const { address } of addresses) {
        const refusal = connectRefusal(address, ranges);
        if (refusal)
          return callback(
            new EgressRefusedError(
              "public-address",
              `the host ${hostname} resolves to ${refusal.replace(/ is /, ", ")}`,
            ),
            "",
            4,
          );
      }
      const first = addresses[0];
      if (!first) return callback(new Error(`the host ${hostname} does not resolve`), "", 4);
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/** A connector that also judges the address the socket is connected to before a byte is sent. */
function guardedConnector(ranges: AllowList["ranges"]): buildConnector.connector {
  const connect = buildConnector({ lookup: guardedLookup(ranges) });
  return (options, callback) =>
    connect(options, (...args) => {
      const [error, socket] = args;
      if (error !== null || socket === null)
        return callback(error ?? new Error("no socket was connected"), null);
      const remote = socket.remoteAddress ?? "";
      const refusal = connectRefusal(remote, ranges);
      if (refusal) {
        socket.destroy();
        return callback(new EgressRefusedError("public-address", `connected to ${refusal}`), null);
      }
      return callback(null, socket);
    });
}

/** For hosts the allow-list names: no address rule (the admin vouched for the name). */
let trustedAgent: Agent | null = null;
const guardedAgents = new Map<string, Agent>();

function agentFor(trusted: boolean, ranges: AllowList["ranges"]): Dispatcher {
  if (trusted) {
    trustedAgent ??= new Agent();
    return trustedAgent;
  }
  const key = ranges.map(([base, bits]) => `${base}/${bits}`).join(",");
  let agent = guardedAgents.get(key);
  if (!agent) {
    // A few allow-lists over a process's life; an old one's connections are closed.
    if (guardedAgents.size >= 8) {
      for (const old of guardedAgents.values()) void old.close();
      guardedAgents.clear();
    }
    agent = new Agent({ connect: guardedConnector(ranges) });
    guardedAgents.set(key, agent);
  }
  return agent;
}

/**
 * Judges one hop before connecting: the scheme, a literal address (connected to without a
 * lookup), the allow-list; answers the dispatcher that makes the connection.
 */
function hopDispatcher(url: URL, list: AllowList, anyAddress: boolean): Dispatcher {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new EgressRefusedError("scheme", `${url.protocol} is not http or https`);
  if (anyAddress || hostAllowed(url, list)) return agentFor(true, []);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host)) {
    const refusal = connectRefusal(host, list.ranges);
    if (refusal) throw new EgressRefusedError("public-address", refusal);
  }
  return agentFor(false, list.ranges);
}

/** The EgressRefusedError behind a failed request (undici wraps what the connector raised). */
function refusalIn(error: unknown): EgressRefusedError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof EgressRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// ----- the fetch -----

interface EgressPolicy {
  /** The allow-list's text (security.egress_allowed_hosts), read at each request. */
  allowed?: () => string | Promise<string>;
  /** Any address may be called (forms.allow_private_webhooks, for webhooks only). */
  anyAddress?: () => boolean | Promise<boolean>;
  /** One line per refusal, at warn. */
  log?: (message: string) => void;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

type Body = string | URLSearchParams | Uint8Array | undefined;

/** The request bodies the services send: each can be sent again after a 307 or 308. */
function replayableBody(body: RequestInit["body"]): Body {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" || body instanceof URLSearchParams || body instanceof Uint8Array)
    return body;
  throw new TypeError("an outbound request's body must be a string, form parameters or bytes");
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The answer as a standard Response whose body stops with an error past maxBytes. */
function limitedResponse(
  answer: Awaited<ReturnType<typeof undiciFetch>>,
  maxBytes: number,
  host: string,
): Response {
  const headers = new Headers();
  for (const [name, value] of answer.headers) headers.append(name, value);
  const init = { status: answer.status, statusText: answer.statusText, headers };
  const declared = Number(answer.headers.get("content-length") ?? "0");
  const tooLarge = () =>
    new EgressRefusedError("max-bytes", `${host} answered more than ${maxBytes} bytes`);
  if (declared > maxBytes) {
    void answer.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const source = answer.body;
  if (!source || NULL_BODY.has(answer.status)) return new Response(null, init);
  const reader = source.getReader();
  let read = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      read += value.byteLength;
      if (read > maxBytes) {
        await reader.cancel().catch(() => {});
        return controller.error(tooLarge());
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, init);
}

/**
 * A fetch that goes through the guard under a policy (the server's: its allow-list read from the
 * settings, refusals in its log). Accepts a URL (not a Request) and a string, form or bytes body;
 * `redirect` "follow" (the default) follows at most maxRedirects, each judged again, "manual"
 * answers the redirect, "error" rejects on one.
 */
export function egressFetcher(policy: EgressPolicy = {}): typeof fetch {
  const log = policy.log ?? ((message: string) => console.warn(message));
  const timeoutMs = policy.timeoutMs ?? EGRESS_TIMEOUT_MS;
  const maxBytes = policy.maxBytes ?? EGRESS_MAX_BYTES;
  const maxRedirects = policy.maxRedirects ?? MAX_REDIRECTS;
  return async (input, init = {}) => {
    if (typeof input !== "string" && !(input instanceof URL))
      throw new TypeError("an outbound request takes a URL, not a Request");
    let url = new URL(String(input));
    const { list } = parseAllowList((await policy.allowed?.()) ?? "");
    const anyAddress = (await policy.anyAddress?.()) ?? false;
    const signal = AbortSignal.any([
      ...(init.signal ? [init.signal] : []),
      AbortSignal.timeout(timeoutMs),
    ]);
    const headers = new Headers(init.headers);
    let method = (init.method ?? "GET").toUpperCase();
    let body = replayableBody(init.body);
    const refuse = (refusal: EgressRefusedError): never => {
      log(`outbound request to ${url.host} refused (${refusal.rule}): ${refusal.reason}`);
      throw refusal;
    };
    for (let hop = 0; ; hop++) {
      let dispatcher: Dispatcher;
      try {
        dispatcher = hopDispatcher(url, list, anyAddress);
      } catch (error) {
        const refusal = refusalIn(error);
        if (refusal) return refuse(refusal);
        throw error;
      }
      let answer: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        answer = await undiciFetch(url, {
          method,
          headers: [...headers],
          ...(body === undefined ? {} : { body }),
          redirect: "manual",
          signal,
          dispatcher,
        });
      } catch (error) {
        const refusal = refusalIn(error);
        if (refusal) return refuse(refusal);
        throw error;
      }
      const location = answer.headers.get("location");
      if (!REDIRECTS.has(answer.status) || location === null || init.redirect === "manual") {
        try {
          return limitedResponse(answer, maxBytes, url.host);
        } catch (error) {
          const refusal = refusalIn(error);
          if (refusal) return refuse(refusal);
          throw error;
        }
      }
      await answer.body?.cancel().catch(() => {});
      if (init.redirect === "error") throw new TypeError(`${url.host} answered a redirect`);
      if (hop >= maxRedirects)
        return refuse(new EgressRefusedError("redirects", `more than ${maxRedirects} redirects`));
      const next = new URL(location, url);
      // Credentials stay with the origin they were given for.
      if (next.origin !== url.origin) {
        headers.delete("authorization");
        headers.delete("cookie");
      }
      if (
        answer.status === 303 ||
        ((answer.status === 301 || answer.status === 302) && method === "POST")
      ) {
        method = "GET";
        body = undefined;
        headers.delete("content-type");
        headers.delete("content-length");
      }
      url = next;
    }
  };
}

/** The guard with no allow-list: the default fetch of every service (the server passes its own). */
export const egressFetch: typeof fetch = egressFetcher();

// ----- checking a URL before it is stored -----

function lookupAll(host: string): Promise<dns.LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/**
 * Whether the server may be pointed at a URL, checked when a setting or a webhook target is
 * written: null when it may, else the rule and why. http or https; a literal address must be
 * public; every address a name resolves to must be public, unless the allow-list names the host
 * or holds the address. A name that does not resolve (yet) passes: the request is judged again
 * on the address it connects to.
 */
export async function egressUrlRefusal(
  raw: string,
  list: AllowList,
): Promise<{ rule: EgressRule; message: string } | null> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { rule: "url", message: "is not a valid URL" };
  }
  try {
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    hopDispatcher(url, list, false);
    if (isIP(host) || hostAllowed(url, list)) return null;
    let addresses: dns.LookupAddress[];
    try {
      addresses = await lookupAll(host);
    } catch {
      return null;
    }
    for (const { address } of addresses) {
      const refusal = connectRefusal(address, list.ranges);
      if (refusal)
        return {
          rule: "public-address",
          message: `the host ${host} resolves to ${refusal.replace(/ is /, ", ")}`,
        };
    }
    return null;
  } catch (error) {
    const refusal = refusalIn(error);
    if (refusal) return { rule: refusal.rule, message: refusal.reason };
    throw error;
  }
}
