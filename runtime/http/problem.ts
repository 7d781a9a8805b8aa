import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Problem } from "../../generated/types.ts";
import {
  type AjvLikeError,
  problemsFromAjv,
  type SchemaNode,
} from "../core/validation-messages.ts";
import { DATABASE_RETRY_AFTER_S, errorDetail, isDatabaseUnavailable } from "../db/unavailable.ts";
import { noteHandled, noteRefusal } from "./logging.ts";

/**
 * The JSON body of every refusal: Fastify's own shape, a machine-readable code (sign_in_required,
 * forbidden, csrf, stale, invalid, ...), plus details for validation failures. Generated from
 * schemas/entities/problem.schema.json, the error reply of every route.
 */
export type ApiErrorBody = Problem;

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/**
 * Sends the one refusal shape of the editor's API. `extra` adds top-level members, e.g. the
 * current revision of a stale write.
 */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  details?: ApiErrorBody["details"],
  extra: Record<string, unknown> = {},
): FastifyReply {
  const body: ApiErrorBody = {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? "Error",
    message,
    code,
    ...(details ? { details } : {}),
    ...extra,
  };
  // Its code and the fields' pointers go to the log's line for a refused write.
  noteRefusal(reply, code, details);
  return reply.code(statusCode).send(body);
}

export type ProblemDetail = NonNullable<ApiErrorBody["details"]>[number];

/**
 * A refusal raised anywhere inside a route (often inside a transaction, which it rolls back);
 * the scope's error handler turns it into the documented JSON body.
 */
export class ApiProblem extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: ProblemDetail[] | undefined;
  /** Extra top-level members of the body, e.g. the current revision of a stale write. */
  readonly extra: Record<string, unknown>;
  constructor(
    statusCode: number,
    code: string,
    message: string,
    details?: ProblemDetail[],
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiProblem";
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.extra = extra;
  }
}

/** 422 naming one field and the rule it breaks. */
export function invalid(pointer: string, rule: string, message: string): ApiProblem {
  return new ApiProblem(422, "invalid", `${pointer.replace(/^\//, "") || "body"}: ${message}`, [
    { pointer, rule, message },
  ]);
}

export function notFound(message: string): ApiProblem {
  return new ApiProblem(404, "not_found", message);
}

/** A PostgreSQL error's SQLSTATE and constraint, whichever driver (and wrapper) raised it. */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const code: unknown = Reflect.get(current, "code");
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint: unknown = Reflect.get(current, "constraint");
      return typeof constraint === "string" ? { code, constraint } : { code };
    }
    current = Reflect.get(current, "cause");
  }
  return null;
}

/** True for PostgreSQL's unique_violation, whichever driver (and wrapper) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === "23505";
}

/** The schema a validation error refers to, for the field labels of its messages. */
function partSchema(request: FastifyRequest, context: string | undefined): SchemaNode {
  const schema = request.routeOptions.schema;
  const part =
    context === "body"
      ? schema?.body
      : context === "params"
        ? schema?.params
        : context === "querystring"
          ? schema?.querystring
          : undefined;
  return typeof part === "object" && part !== null ? (part as SchemaNode) : {};
}

/**
 * A request that breaks its route's schema, as the one refusal: 422 for a body, 400 for params
 * and query; each field named by JSON pointer with its rule and the Arabic message of the table.
 */
export function validationProblem(
  request: FastifyRequest,
  errors: readonly AjvLikeError[],
  context: string | undefined,
): ApiProblem {
  const schema = partSchema(request, context);
  const prefix = context === "querystring" ? "/query" : context === "params" ? "/params" : "";
  const details: ProblemDetail[] = [];
  const seen = new Set<string>();
  for (const error of errors)
    for (const p of problemsFromAjv([error], schema)) {
      const key = `${p.pointer}\n${p.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      details.push({ pointer: `${prefix}${p.pointer}`, rule: error.keyword, message: p.message });
    }
  return new ApiProblem(
    context === "body" ? 422 : 400,
    "invalid",
    details.map((d) => d.message).join(" / ") || "الطلب غير صالح",
    details,
  );
}

const isValidationError = (
  error: unknown,
): error is FastifyError & { validation: AjvLikeError[]; validationContext?: string } =>
  typeof error === "object" &&
  error !== null &&
  Array.isArray((error as { validation?: unknown }).validation);

/**
 * The one error handler of the app: ApiProblem and schema failures as the documented refusal,
 * Fastify's own 4xx (bad JSON, too large, wrong media type) in the same shape, a database that is
 * away (restarting, failing over: runtime/db/unavailable.ts) as 503 with Retry-After, and
 * anything else as a 500 that carries no internals (no SQL, no stack): those go to the log.
 */
export function registerProblemHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    // Its 5xx are logged here, with the error; registerRequestLog logs the others and refusals.
    noteHandled(request);
    const problem = isValidationError(error)
      ? validationProblem(request, error.validation, error.validationContext)
      : error;
    if (problem instanceof ApiProblem)
      return sendError(
        reply,
        problem.statusCode,
        problem.code,
        problem.message,
        problem.details,
        problem.extra,
      );
    const status = problem.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, "too_large", problem.message);
    if (status === 415) return sendError(reply, 415, "unsupported_media_type", problem.message);
    if (status >= 400 && status < 500)
      return sendError(reply, status, "bad_request", problem.message);
    if (isDatabaseUnavailable(error)) {
      request.log.warn(errorDetail(error), "the database is unavailable: answered 503");
      return sendError(
        reply
          .header("retry-after", String(DATABASE_RETRY_AFTER_S))
          .header("cache-control", "no-store"),
        503,
        "unavailable",
        "الخدمة غير متاحة مؤقتاً، حاول مرة أخرى بعد قليل.",
        undefined,
        { error: "Service Unavailable" },
      );
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, 500, "internal", "حدث خطأ في الخادم، حاول مرة أخرى.");
  });
}
