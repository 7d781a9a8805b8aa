/**
 * Whether a failure means the database is not there for now (restarting, failing over, cut off,
 * out of connections, or PGlite closed while the server shuts down) rather than a fault of the
 * request or of the code: such a request is answered 503 with Retry-After, and the same request
 * sent again a few seconds later may well succeed.
 */

/** How long a client is asked to wait before it tries again (the Retry-After header, seconds). */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * SQLSTATEs of a server that is not there for now: admin_shutdown (57P01, a fast restart),
 * crash_shutdown (57P02), cannot_connect_now (57P03: starting up, shutting down, recovering),
 * too_many_connections (53300); and the whole class 08, connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Socket and name-lookup errors of a connection that cannot be made or was cut. */
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** What node-postgres and PGlite say, without a code, when the connection is gone or none came. */
const UNAVAILABLE_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}

/**
 * True when `error`, or what it wraps (drizzle's query error keeps the driver's as `cause`; a
 * connection to a name of several addresses fails with an AggregateError), says the database is
 * unavailable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    pending.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...inner);
  }
  return false;
}

/**
 * A failure as a log detail: the driver's SQLSTATE or errno and message, taken from under
 * drizzle's wrapper (whose message carries the query's parameters: a visitor's data).
 */
export function errorDetail(error: unknown): Record<string, unknown> {
  let current: unknown = error;
  for (let depth = 0; depth < 4; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  if (!(current instanceof Error)) return { error: String(current) };
  const code = (current as { code?: unknown }).code;
  return typeof code === "string" ? { code, error: current.message } : { error: current.message };
}
