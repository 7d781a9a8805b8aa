import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { ApiOperations, OperationId } from "../../generated/api.ts";
import { type Actor, requirePermission, sendError } from "../auth/actor.ts";
import { isPermission, type Permission } from "../auth/permissions.ts";
import { ApiProblem } from "../cms/problem.ts";
import { JsonText } from "../core/json-text.ts";
import { checkJsonBody } from "./json-body.ts";

/**
 * What a reply may carry where its schema says string: a Date too, since the serialiser (built
 * from the same schema) writes it as an ISO string.
 */
export type Wire<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export type RouteRequest<K extends OperationId> = FastifyRequest<{
  Params: ApiOperations[K]["params"];
  Querystring: ApiOperations[K]["query"];
  Body: ApiOperations[K]["body"];
}>;

/**
 * One handler: its request typed by the route's schemas, its answer by the reply schema (or that
 * answer already written as JSON, sent as it is).
 */
export type RouteHandler<K extends OperationId> = (
  request: RouteRequest<K>,
  reply: FastifyReply,
) => Promise<Wire<ApiOperations[K]["reply"]> | JsonText<ApiOperations[K]["reply"]> | FastifyReply>;

/** A handler for every operationId: a route without one, or one of the wrong type, fails to compile. */
export type ApiHandlers = { [K in OperationId]: RouteHandler<K> };

/** One route as generated/api-routes.json holds it. */
export interface RouteSpec {
  operationId: OperationId;
  method: ApiOperations[OperationId]["method"];
  url: string;
  permission: string[];
  bodyType: "json" | "multipart";
  status: number;
  schema: FastifySchema;
}

/** The route table, read once: the generator wrote it from schemas/api/routes.json. */
export const apiRoutes: readonly RouteSpec[] = (
  JSON.parse(readFileSync(new URL("../../generated/api-routes.json", import.meta.url), "utf8")) as {
    routes: RouteSpec[];
  }
).routes;

// Params and query strings arrive as text: those two coerce ("12" -> 12) and fill defaults; a
// JSON body is taken as sent.
const ajvOptions = { allErrors: true, strict: false, allowUnionTypes: true } as const;
const coercing = new Ajv2020({ ...ajvOptions, coerceTypes: "array", useDefaults: true });
const exact = new Ajv2020({ ...ajvOptions, coerceTypes: false, useDefaults: false });

/** How the route table learns whether site-wide login is on (the environment or the setting). */
export interface RouteTableOptions {
  isLoginRequired: () => Promise<boolean>;
  /** The request's actor, looked up if the request skipped it (see registerActor). */
  actorOf: (request: FastifyRequest) => Promise<Actor | null>;
}

/** A server that never closes its visitors' routes (the thumbnail server of the generator). */
export const ALWAYS_OPEN: RouteTableOptions = {
  isLoginRequired: async () => false,
  actorOf: async (request) => request.actor,
};

/**
 * Who may call a route: anyone (the sign-in flow); visitors, unless site-wide login is on and the
 * caller has neither a session nor a Bearer token; any signed-in actor; or the named permissions.
 */
function guardOf(permission: readonly string[], options: RouteTableOptions) {
  if (permission.includes("anyone")) return null;
  if (permission.includes("public"))
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await options.isLoginRequired())) return;
      // What a signed-in user is shown while the site is closed is no cache's to share.
      signedInOnly.add(request);
      if (await options.actorOf(request)) return;
      return sendError(reply, 401, "sign_in_required", "Sign in to continue");
    };
  if (permission.includes("signed_in")) return requirePermission();
  const needed: Permission[] = [];
  for (const p of permission) {
    if (!isPermission(p)) throw new Error(`the route table names an unknown permission "${p}"`);
    needed.push(p);
  }
  return requirePermission(...needed);
}

/** Requests answered while site-wide login is on: their replies are private. */
const signedInOnly = new WeakSet<FastifyRequest>();

/** A reply to a closed site's request: never public in a shared cache. */
function keepPrivate(request: FastifyRequest, reply: FastifyReply): void {
  if (!signedInOnly.has(request)) return;
  const cacheControl = String(reply.getHeader("cache-control") ?? "");
  reply.header(
    "cache-control",
    cacheControl.includes("public")
      ? cacheControl.replace("public", "private")
      : cacheControl || "private, no-store",
  );
}

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers the routes of the table that have a handler here (buildServer passes every one): each
 * with its params, query, body and reply schemas (Ajv at the edge, replies serialised by schema)
 * and its permission, checked before the request is validated.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  handlers: Partial<ApiHandlers>,
  options: RouteTableOptions,
): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? exact : coercing).compile(schema),
  );
  for (const route of apiRoutes) {
    const handler: AnyHandler | undefined = handlers[route.operationId] as AnyHandler | undefined;
    if (!handler) continue;
    const guard = guardOf(route.permission, options);
    app.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      preValidation: guard ? [guard, checkJsonBody] : [checkJsonBody],
      onSend: async (request, reply) => keepPrivate(request, reply),
      handler: async (request, reply) => {
        const result = await handler(request, reply);
        if (result === reply) return reply;
        if (result instanceof JsonText)
          return reply.code(route.status).type("application/json; charset=utf-8").send(result.body);
        return reply.code(route.status).send(result);
      },
    });
  }
}

/** The route's permission has been checked: the actor is there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiProblem(401, "sign_in_required", "Sign in to continue");
  return request.actor;
}
