import type { FastifyError, FastifyInstance } from "fastify";
import { type ApiErrorBody, sendError } from "../auth/actor.ts";

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

/** True for PostgreSQL's unique_violation, whichever driver (and wrapper) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Turns ApiProblem and Fastify's own body errors into the documented refusal shape, for the
 * routes of one encapsulated scope only.
 */
export function useProblemHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError | ApiProblem, _request, reply) => {
    if (error instanceof ApiProblem)
      return sendError(
        reply,
        error.statusCode,
        error.code,
        error.message,
        error.details,
        error.extra,
      );
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, "too_large", error.message);
    if (status === 415) return sendError(reply, 415, "unsupported_media_type", error.message);
    if (status >= 400 && status < 500)
      return sendError(reply, status, "bad_request", error.message);
    return reply.send(error);
  });
}
