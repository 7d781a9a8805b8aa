import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { ApiOperations, OperationId } from "../../generated/api.ts";
import { formatChecks } from "../../generated/validators.js";
import { JsonText } from "../core/json-text.ts";
import { type Actor, requirePermission } from "./actor.ts";
import { checkJsonBody } from "./json-body.ts";
import { isPermission, type Permission } from "./permissions.ts";
import { ApiProblem, sendError } from "./problem.ts";

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
  /** The media type of its replies when not JSON (a picture, the manifest, JSON:API's). */
  produces?: string;
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
// A `format` (a real date, a time zone) is checked as the generated validators check it: without
// this, this Ajv would skip every format it does not know.
for (const [name, check] of Object.entries(formatChecks))
  for (const ajv of [coercing, exact]) ajv.addFormat(name, check);

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

/** JSON:API's media type (jsonapi.org/format, "Content Negotiation"). */
export const JSON_API = "application/vnd.api+json";

/** One media type of a header: its essence (lower case) and its parameters' names. */
function mediaTypes(header: string | undefined): { essence: string; params: string[] }[] {
  if (!header) return [];
  return header.split(",").map((range) => {
    const [essence = "", ...params] = range.split(";").map((p) => p.trim());
    return {
      essence: essence.toLowerCase(),
      params: params.map((p) => (p.split("=")[0] ?? "").trim().toLowerCase()).filter(Boolean),
    };
  });
}

/** JSON:API lets its media type carry ext and profile only (and q, in Accept, is no part of it). */
const isPlainJsonApi = (params: readonly string[]) =>
  params.every((p) => p === "ext" || p === "profile" || p === "q");

/**
 * A JSON:API route's content negotiation, as the specification requires of a server: a body sent
 * as application/vnd.api+json with another media type parameter (charset too) is refused with
 * 415; an Accept whose every JSON:API instance carries one is refused with 406. Plain
 * application/json stays accepted, and answered in kind.
 */
function negotiateJsonApi(request: FastifyRequest): ApiProblem | null {
  const sent = mediaTypes(request.headers["content-type"])[0];
  if (sent?.essence === JSON_API && !isPlainJsonApi(sent.params))
    return new ApiProblem(
      415,
      "unsupported_media_type",
      `${JSON_API} takes no media type parameters but ext and profile`,
    );
  const accepted = mediaTypes(request.headers.accept).filter((m) => m.essence === JSON_API);
  if (accepted.length > 0 && !accepted.some((m) => isPlainJsonApi(m.params)))
    return new ApiProblem(
      406,
      "not_acceptable",
      `Accept names ${JSON_API} only with media type parameters other than ext and profile`,
    );
  return null;
}

/** Whether a JSON:API route answers in JSON:API's media type: asked for, or sent in it. */
function answersJsonApi(request: FastifyRequest): boolean {
  const asked = mediaTypes(request.headers.accept).some(
    (m) => m.essence === JSON_API && isPlainJsonApi(m.params),
  );
  return asked || mediaTypes(request.headers["content-type"])[0]?.essence === JSON_API;
}

interface JsonApiError {
  status: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/** Where a Problem detail points, as JSON:API's error source: the body, or a param or query. */
function errorSource(pointer: string): JsonApiError["source"] {
  const parameter = /^\/(?:params|query)\/(.+)$/.exec(pointer)?.[1];
  return parameter === undefined ? { pointer } : { parameter: parameter.replaceAll("~1", "/") };
}

/**
 * A refusal's body with JSON:API's `errors` (one per field it names, else one for the whole): as
 * the whole document when the answer is in JSON:API's media type, else beside the Problem's
 * members that plain JSON clients read. An answer that already carries its errors keeps them.
 */
export function jsonApiErrorBody(body: Record<string, unknown>, isJsonApi: boolean): unknown {
  const status = String(body.statusCode ?? 500);
  const title = typeof body.error === "string" ? body.error : undefined;
  const details = Array.isArray(body.details) ? body.details : [];
  const errors: JsonApiError[] = Array.isArray(body.errors)
    ? body.errors
    : details.length > 0
      ? details.map((d: { pointer?: string; rule?: string; message?: string }) => ({
          status,
          ...(d.rule ? { code: d.rule } : {}),
          ...(title ? { title } : {}),
          ...(d.message ? { detail: d.message } : {}),
          ...(d.pointer !== undefined ? { source: errorSource(d.pointer) } : {}),
        }))
      : [
          {
            status,
            ...(typeof body.code === "string" ? { code: body.code } : {}),
            ...(title ? { title } : {}),
            ...(typeof body.message === "string" ? { detail: body.message } : {}),
          },
        ];
  return isJsonApi ? { errors } : { ...body, errors };
}

/**
 * A JSON:API route's answer: in JSON:API's media type when the request asked for it or sent it,
 * and a refusal (whoever raised it: the permission check, the schema, the handler) in JSON:API's
 * error shape.
 */
async function jsonApiReply(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const isJsonApi = answersJsonApi(request);
  if (isJsonApi) reply.header("content-type", JSON_API);
  if (reply.statusCode < 400 || typeof payload !== "string") return payload;
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body !== "object" || body === null || Array.isArray(body)) return payload;
    return JSON.stringify(jsonApiErrorBody(Object.fromEntries(Object.entries(body)), isJsonApi));
  } catch {
    return payload;
  }
}

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
  // JSON:API's media type is JSON: parsed with the same limits, then the same edge checks.
  if (!app.hasContentTypeParser(JSON_API))
    app.addContentTypeParser(
      JSON_API,
      { parseAs: "string" },
      app.getDefaultJsonParser("error", "error"),
    );
  for (const route of apiRoutes) {
    const handler: AnyHandler | undefined = handlers[route.operationId] as AnyHandler | undefined;
    if (!handler) continue;
    const guard = guardOf(route.permission, options);
    const isJsonApiRoute = route.produces === JSON_API;
    app.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      ...(isJsonApiRoute
        ? {
            onRequest: async (request: FastifyRequest) => {
              const refused = negotiateJsonApi(request);
              if (refused) throw refused;
            },
          }
        : {}),
      preValidation: guard ? [guard, checkJsonBody] : [checkJsonBody],
      onSend: async (request, reply, payload) => {
        keepPrivate(request, reply);
        return isJsonApiRoute ? jsonApiReply(request, reply, payload) : payload;
      },
      handler: async (request, reply) => {
        const result = await handler(request, reply);
        // A handler that answered itself returns the reply, which an async function resolves
        // through reply.then (to undefined, once sent): either way, it must not be sent again.
        if (result === reply || reply.sent) return reply;
        if (result instanceof JsonText)
          return reply.code(route.status).type("application/json; charset=utf-8").send(result.body);
        return reply.code(route.status).send(result);
      },
    });
  }
}

/** A registered route's URL as a pattern over request paths (find-my-way's syntax). */
function urlPattern(url: string): RegExp {
  const parts = url.split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/);
  const source = parts
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":")
          ? "[^/]+?"
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * A request whose path the server serves, but not with its method (`POST /ar/`, `TRACE /forms`,
 * `QUERY /settings`), answers 405 with `Allow` naming the methods that path does serve (HEAD
 * with GET), API routes and site routes alike; a path nothing serves stays a 404. Checked when
 * the request arrives, before its body is read: a body-less QUERY would otherwise be refused
 * for its missing Content-Type first. Called before any route is registered, to see them all.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  const served: { pattern: RegExp; url: string; methods: Set<string> }[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let entry = served.find((s) => s.url === route.url);
    if (!entry) {
      entry = { pattern: urlPattern(route.url), url: route.url, methods: new Set() };
      served.push(entry);
    }
    for (const method of methods) entry.methods.add(method);
    if (entry.methods.has("GET")) entry.methods.add("HEAD");
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!request.is404) return;
    const path = request.url.split("?")[0] ?? "";
    const allowed = new Set<string>();
    for (const entry of served)
      if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
    if (allowed.size === 0 || allowed.has(request.method)) return;
    const allow = [...allowed].sort().join(", ");
    return reply
      .code(405)
      .header("allow", allow)
      .header("cache-control", "no-store")
      .send({
        statusCode: 405,
        error: "Method Not Allowed",
        message: `${request.method} is not served at this path; it serves ${allow}`,
        code: "method_not_allowed",
      });
  });
}

/** The route's permission has been checked: the actor is there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiProblem(401, "sign_in_required", "Sign in to continue");
  return request.actor;
}
