import { randomUUID } from "node:crypto";
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import pino, { type DestinationStream } from "pino";

/**
 * The server's log: JSON lines (pino, Fastify's own logger) on standard output, one object a line
 * with `level`, `time`, `msg` and the request's `reqId`. What it never holds: request bodies (so
 * no password, no lead's values), cookies, authorization or CSRF headers, tokens, query strings.
 */

/** The levels LOG_LEVEL accepts, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const isLogLevel = (value: string): value is LogLevel =>
  (LOG_LEVELS as readonly string[]).includes(value);

/** LOG_LEVEL: `info` when unset; anything else than a level is refused at start. */
export function readLogLevel(value: string | undefined): LogLevel {
  const text = value?.trim().toLowerCase();
  if (!text) return "info";
  if (!isLogLevel(text))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; got "${value}"`);
  return text;
}

/**
 * Keys masked wherever they appear (at the top of a line's object or one level down): a header
 * or a detail that carries a secret or a visitor's answers is written "[redacted]", never as is,
 * even if some code passes it to the log by mistake.
 */
export const REDACTED_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "csrf-token",
  "csrfToken",
  "password",
  "token",
  "secret",
  "apiKey",
  "body",
  "values",
] as const;

const redactPaths = REDACTED_KEYS.flatMap((key) => {
  const at = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const nested = at.startsWith("[") ? `*${at}` : `*.${at}`;
  const headers = at.startsWith("[") ? `headers${at}` : `headers.${at}`;
  return [at, nested, `req.${headers}`, `res.${headers}`];
});

/** A URL without its query: a query may carry a visitor's search, a sign-on code or a token. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** What a request line says of its request: method, path (no query), the client's address. */
function requestSummary(request: Pick<FastifyRequest, "method" | "url" | "ip">) {
  return { method: request.method, url: pathOf(request.url), remoteAddress: request.ip };
}

const textOf = (value: object, key: string): string => {
  const field: unknown = key in value ? Reflect.get(value, key) : undefined;
  return typeof field === "string" ? field : "";
};

/** The `req` serialiser: whatever is logged as `req`, only the three fields above come out. */
function serialiseRequest(value: unknown) {
  if (typeof value !== "object" || value === null) return {};
  return requestSummary({
    method: textOf(value, "method"),
    url: textOf(value, "url"),
    ip: textOf(value, "ip"),
  });
}

/** A failed query's message without its parameters (drizzle writes them after "params: "). */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [redacted]");
}

/**
 * The `err` serialiser: type, message, stack, code and cause, nothing else. A failed query's
 * parameters (a lead's values, a password hash) are cut from its message and stack, and the
 * driver's extra fields (a constraint's `detail` quotes the row) are never copied.
 */
export function serialiseError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const code: unknown = Reflect.get(value, "code");
  return {
    type: value.name,
    message: withoutParams(value.message),
    ...(value.stack ? { stack: withoutParams(value.stack) } : {}),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(value.cause !== undefined && depth < 4
      ? { cause: serialiseError(value.cause, depth + 1) }
      : {}),
  };
}

/** A writable stream that receives the log's lines (tests capture them; `npm start`: stdout). */
export type LogStream = DestinationStream;

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the JSON lines go; standard output when absent. */
  stream?: LogStream;
}

/** The process's logger: JSON lines, redacted, with ISO times and the request serialisers. */
export function createLogger(options: LoggerOptions = {}): FastifyBaseLogger {
  return pino(
    {
      level: options.level ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: "[redacted]" },
      serializers: {
        req: serialiseRequest,
        res: (reply: unknown) =>
          typeof reply === "object" && reply !== null
            ? { statusCode: Reflect.get(reply, "statusCode") }
            : {},
        err: serialiseError,
      },
    },
    options.stream ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * Each request gets a random id (`reqId` on every line it logs, `x-request-id` on its answer), so
 * a visitor's report of a failure points at its lines. An incoming x-request-id is not taken: a
 * client could pick ids that collide with others', and the proxy can log the answer's header.
 */
export const newRequestId = (): string => randomUUID();

/** Probes of a load balancer, every few seconds: never a request line. */
const QUIET_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/**
 * Fastify's two lines a request (incoming, completed) at info would drown what an operator reads on
 * a busy site: one line per completed request instead, at debug (LOG_LEVEL=debug shows them).
 * Errors answered by the app's error handler are logged by {@link registerRequestLog}.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ err: error, ...requestSummary(request) }, "request errored");
      return;
    }
    if (QUIET_PATHS.has(pathOf(request.url))) return;
    reply.log.debug(
      { ...requestSummary(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request completed",
    );
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(requestSummary(request), "no route");
  }
}

/** A refusal as sendError wrote it: its code and the JSON pointers of the fields it names. */
interface Refusal {
  code: string;
  pointers: string[];
}

const refusals = new WeakMap<FastifyReply, Refusal>();
const handled = new WeakSet<FastifyRequest>();

/** Remembers a refusal's code and pointers (never the values or messages) for the request's line. */
export function noteRefusal(
  reply: FastifyReply,
  code: string,
  details: readonly { pointer: string }[] | undefined,
): void {
  refusals.set(reply, { code, pointers: (details ?? []).map((d) => d.pointer) });
}

/**
 * Marks a request the error handler answered: it logs its own 5xx (with the error, at error; or
 * a database outage's 503 at warn), so the line below is not written twice.
 */
export function noteHandled(request: FastifyRequest): void {
  handled.add(request);
}

const WRITE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What one answered request says in the log, if anything (pure, for the hook below). */
export function outcomeLine(
  request: Pick<FastifyRequest, "method" | "url" | "routeOptions">,
  status: number,
  refusal: Refusal | undefined,
  isHandled: boolean,
): { level: "error" | "info"; detail: Record<string, unknown>; message: string } | null {
  const route = request.routeOptions.url ?? null;
  if (status >= 500)
    return isHandled
      ? null
      : {
          level: "error",
          detail: { method: request.method, route, url: pathOf(request.url), status },
          message: "request failed",
        };
  if (status >= 400 && WRITE_METHODS.has(request.method))
    return {
      level: "info",
      detail: {
        method: request.method,
        route,
        status,
        code: refusal?.code ?? null,
        pointers: refusal?.pointers ?? [],
      },
      message: "write refused",
    };
  return null;
}

/**
 * Request ids on every answer (`x-request-id`), and the lines an operator needs beside the error
 * handler's: every other 5xx at error, and every write (POST, PUT, PATCH, DELETE) answered 4xx at
 * info with its method, route, status, code and the pointers of the fields it names (never their
 * values).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const line = outcomeLine(request, reply.statusCode, refusals.get(reply), handled.has(request));
    if (line) request.log[line.level](line.detail, line.message);
  });
}

/** The shape buildServer's `logger` option takes: off, on (stdout, info), options, or a logger. */
export type ServerLogger = boolean | LoggerOptions | FastifyBaseLogger;

const isLogger = (value: LoggerOptions | FastifyBaseLogger): value is FastifyBaseLogger =>
  "child" in value && typeof value.child === "function";

/** The logger instance Fastify is given, or null for none. */
export function serverLogger(option: ServerLogger | undefined): FastifyBaseLogger | null {
  if (option === undefined || option === false) return null;
  if (option === true) return createLogger();
  return isLogger(option) ? option : createLogger(option);
}
