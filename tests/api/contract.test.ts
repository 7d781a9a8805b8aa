import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { customFormats } from "../../generator/formats.ts";
import type { Db } from "../../runtime/db/client.ts";
import { REQUIRE_LOGIN_SETTING } from "../../runtime/features/auth/sessions.ts";
import { RAW_HTML_SETTING } from "../../runtime/http/permissions.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";
import {
  type Json,
  type Mutation,
  mutationArbitrary,
  type Schema,
  valueArbitrary,
} from "../helpers/schema-arbitrary.ts";

/**
 * The served OpenAPI document as the contract a generated client relies on. For every operation,
 * requests are generated with fast-check from its parameter and body schemas, valid ones (known
 * ids some of the time, so handlers go past their 404) and one-step mutations the schema refuses;
 * each is sent anonymously and as an admin. Every answer's status must be one the operation
 * documents, its content type and body what that status documents (Ajv 2020 against the
 * document's own schemas), never a 5xx; a valid request from an admin is never refused as invalid
 * (400, 413, 415, 422) unless the refusal depends on the data and the document names its rule
 * (isDocumentedRefusal), and an invalid one is never accepted. Every failure is listed at the end
 * as `METHOD path status: what broke`. CONTRACT_SEED repeats a run; CONTRACT_ONLY (a regular
 * expression over "METHOD path") narrows it.
 *
 * Operations that would end the run are sent differently: POST /api/auth/logout signs out a
 * throwaway admin session each time; /api/admin/users/{id} never names the test's own admin;
 * settings that close the site or switch raw HTML off are never written.
 */

const SEED = Number(process.env.CONTRACT_SEED ?? 20_261_128);
/** Requests generated per operation, each sent anonymously and as the admin. */
const VALID_RUNS = Number(process.env.CONTRACT_VALID_RUNS ?? 8);
const INVALID_RUNS = Number(process.env.CONTRACT_INVALID_RUNS ?? 6);
/**
 * What one operation may take: past it, its remaining requests are not sent (counted as skipped).
 * Sign-in and account writes hash passwords with argon2 (about a second each on a shared machine).
 */
const OPERATION_BUDGET_MS = Number(process.env.CONTRACT_OPERATION_BUDGET_MS ?? 2000);

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof METHODS)[number];

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  body: { type: string; schema: Schema } | null;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

interface Sent {
  kind: "valid" | "invalid";
  what: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The operation's header parameters (an Idempotency-Key), as valid ones. */
  headers?: Record<string, string>;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function operationsOf(doc: Schema): Operation[] {
  const out: Operation[] = [];
  const paths = isSchema(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isSchema(op)) continue;
      const content = isSchema(op.requestBody) ? op.requestBody.content : undefined;
      const [type, media] = isSchema(content) ? (Object.entries(content)[0] ?? []) : [];
      out.push({
        method,
        path,
        parameters: (Array.isArray(op.parameters) ? op.parameters : []) as Parameter[],
        body:
          type && isSchema(media) && isSchema(media.schema) ? { type, schema: media.schema } : null,
        responses: (isSchema(op.responses) ? op.responses : {}) as Operation["responses"],
      });
    }
  }
  // Reads first, deletions last: what a write removes is read before it goes.
  const order = (m: Method) => ["get", "post", "put", "patch", "delete"].indexOf(m);
  return out.sort(
    (a, b) =>
      order(a.method) - order(b.method) ||
      a.path.split("/").length - b.path.split("/").length ||
      a.path.localeCompare(b.path),
  );
}

/** The parameters of one place (path, query or header) as one object schema, as the server checks them. */
function partSchema(op: Operation, where: "path" | "query" | "header"): Schema {
  const params = op.parameters.filter((p) => p.in === where);
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/** Params and query arrive as text: a value as a client writes it in a URL. */
const asText = (value: Json): string =>
  typeof value === "string"
    ? value
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

function urlOf(
  op: Operation,
  params: { [key: string]: Json },
  query: { [key: string]: Json },
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const text = asText(params[name] ?? "");
    // The trailing wildcard (a page path) keeps its slashes.
    return name === "path" && op.path.endsWith("{path}")
      ? text.split("/").map(encodeURIComponent).join("/")
      : encodeURIComponent(text);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, asText(v));
    else search.append(key, asText(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The text form of path and query values, read back as the server reads them. */
function asReceived(values: { [key: string]: Json }): { [key: string]: string | string[] } {
  const out: { [key: string]: string | string[] } = {};
  for (const [key, value] of Object.entries(values))
    out[key] = Array.isArray(value) ? value.map(asText) : asText(value);
  return out;
}

/** A picture the media library and the lead-file upload accept: a 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = "----contract-boundary-7e3a";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Ids and keys the data holds, read from every successful admin answer: by the operation path
 * that answered (so /forms/{formId} takes the ids GET /forms listed) and by the name they were
 * found under (formId, form_id, key, ...).
 */
class KnownValues {
  private readonly byName = new Map<string, Set<string>>();
  private readonly byPath = new Map<string, Set<string>>();
  private static readonly NAMES = /^(id|key|slug|code)$|Id$|_id$|Key$|_key$|_code$/;

  private static add(map: Map<string, Set<string>>, key: string, value: string | number): void {
    const set = map.get(key) ?? new Set();
    if (set.size < 200) set.add(String(value));
    map.set(key, set);
  }

  record(path: string, value: unknown): void {
    const stack: unknown[] = [value];
    for (let seen = 0; stack.length > 0 && seen < 20_000; seen++) {
      const next = stack.pop();
      if (Array.isArray(next)) stack.push(...next.slice(0, 50));
      else if (isSchema(next))
        for (const [key, v] of Object.entries(next)) {
          if ((typeof v === "string" || typeof v === "number") && KnownValues.NAMES.test(key)) {
            KnownValues.add(this.byName, key, v);
            if (key === "id") KnownValues.add(this.byPath, path, v);
          } else if (typeof v === "object") stack.push(v);
        }
    }
  }

  /**
   * What the parameter `name` of `path` may be: the ids the collection before it listed
   * (/forms for /forms/{formId}), else values found under its name, else under id and key.
   */
  for(path: string, name: string): string[] {
    const collection = path.slice(0, path.indexOf(`/{${name}}`));
    const listed = this.byPath.get(collection);
    if (listed && listed.size > 0) return [...listed];
    const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    for (const key of [name, snake, "id", "key"]) {
      const found = this.byName.get(key);
      if (
        found &&
        found.size > 0 &&
        (key === name || key === snake || !/Id$|Key$/.test(name) || key === "id")
      )
        return [...found];
    }
    return [];
  }
}

interface Verdict {
  method: string;
  path: string;
  status: number;
  problem: string;
}

class ContractChecker {
  readonly ajv: Ajv2020;
  readonly coercing: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly doc: Schema) {
    const options = { strict: false, allErrors: true, validateSchema: false } as const;
    this.ajv = new Ajv2020(options);
    this.coercing = new Ajv2020({ ...options, coerceTypes: "array", useDefaults: true });
    for (const ajv of [this.ajv, this.coercing]) {
      addFormats.default(ajv);
      for (const [name, format] of Object.entries(customFormats))
        ajv.addFormat(name, format.validate);
      ajv.addSchema({ ...doc, $id: "openapi.json" });
    }
  }

  /** A validator of a schema of the document ($refs resolve inside it). */
  validator(schema: Schema, coerce = false): ValidateFunction {
    const key = `${coerce}:${JSON.stringify(schema)}`;
    let found = this.compiled.get(key);
    if (!found) {
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi.json#/'),
      ) as Schema;
      found = (coerce ? this.coercing : this.ajv).compile(rebased);
      this.compiled.set(key, found);
    }
    return found;
  }

  accepts(schema: Schema, value: unknown, coerce = false): boolean {
    return this.validator(schema, coerce)(coerce ? structuredClone(value) : value) === true;
  }

  /** What is wrong with an answer, or null: status, content type and body against the document. */
  check(op: Operation, res: LightMyRequestResponse): string | null {
    const status = res.statusCode;
    const documented =
      op.responses[String(status)] ??
      op.responses[`${Math.floor(status / 100)}XX`] ??
      op.responses.default;
    const said = () => {
      const text = res.body.slice(0, 160).replace(/\s+/g, " ");
      return text ? ` (${text})` : "";
    };
    if (!documented)
      return `status not documented (documented: ${Object.keys(op.responses).join(", ")})${said()}`;
    if (status >= 500) return `server error${said()}`;
    const type =
      String(res.headers["content-type"] ?? "")
        .split(";")[0]
        ?.trim() ?? "";
    const content = documented.content;
    if (!content) {
      if (res.rawPayload.length > 0 && status !== 301 && status !== 302)
        return `a ${type || "untyped"} body where the document promises none`;
      return null;
    }
    const media = Object.entries(content).find(
      ([name]) => name === type || (name.endsWith("/*") && type.startsWith(name.slice(0, -1))),
    );
    if (!media)
      return `content type ${type || "none"}, documented ${Object.keys(content).join(", ")}`;
    if (!media[0].includes("json")) return null;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return "a body that is not JSON";
    }
    const validate = this.validator(media[1].schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || "/"} ${e.message}`)
      .join("; ");
    return `body breaks the documented schema: ${errors}`;
  }
}

/** Requests for one operation: valid ones, then one-step mutations of valid ones. */
function requestsFor(
  checker: ContractChecker,
  op: Operation,
  known: KnownValues,
  seed: number,
  protect: (op: Operation, params: { [key: string]: Json }) => { [key: string]: Json },
): Sent[] {
  const doc = checker.doc;
  const pathSchema = partSchema(op, "path");
  const querySchema = partSchema(op, "query");
  const pathArb = (() => {
    const model: Record<string, fc.Arbitrary<Json>> = {};
    for (const p of op.parameters.filter((x) => x.in === "path")) {
      const generated = valueArbitrary(doc, p.schema);
      const existing = known
        .for(op.path, p.name)
        .filter((v) =>
          checker.accepts({ type: "object", properties: { v: p.schema } }, { v }, true),
        );
      model[p.name] =
        existing.length > 0
          ? fc.oneof(
              { weight: 2, arbitrary: fc.constantFrom(...existing) },
              { weight: 1, arbitrary: generated },
            )
          : generated;
    }
    return fc.record(model);
  })();
  const queryArb = valueArbitrary(doc, querySchema);
  const headerSchema = partSchema(op, "header");
  const headerArb = valueArbitrary(doc, headerSchema);
  const isMultipart = op.body?.type === "multipart/form-data";
  const bodyArb: fc.Arbitrary<Json | undefined> =
    op.body && !isMultipart ? valueArbitrary(doc, op.body.schema) : fc.constant(undefined);
  const whole = fc.record({ params: pathArb, query: queryArb, headers: headerArb, body: bodyArb });
  const isEmptySegment = (params: { [key: string]: Json }) =>
    Object.values(params).some((v) => ["", ".", ".."].includes(asText(v)));
  const validParts = (s: {
    params: { [key: string]: Json };
    query: Json;
    headers: Json;
    body: Json | undefined;
  }) =>
    !isEmptySegment(s.params) &&
    checker.accepts(headerSchema, asReceived(s.headers as { [key: string]: Json }), true) &&
    checker.accepts(pathSchema, asReceived(s.params), true) &&
    checker.accepts(querySchema, asReceived(s.query as { [key: string]: Json }), true) &&
    (s.body === undefined || !op.body || isMultipart || checker.accepts(op.body.schema, s.body));
  const samples = fc
    .sample(whole, { seed, numRuns: VALID_RUNS * 4 })
    .map((s) => ({ ...s, params: protect(op, s.params) }))
    .filter(validParts)
    .slice(0, VALID_RUNS);
  // The media library takes `file` and `alt`; a lead's upload `file` and the form's `field`.
  const upload = multipart([
    { name: "file", value: PNG, filename: "pixel.png" },
    { name: op.path.startsWith("/forms/") ? "field" : "alt", value: "صورة" },
  ]);
  const headersOf = (value: Json): Record<string, string> =>
    Object.fromEntries(
      Object.entries((value ?? {}) as { [key: string]: Json }).map(([k, v]) => [k, asText(v)]),
    );
  const sent: Sent[] = samples.map((s) => ({
    kind: "valid",
    what: "valid",
    url: urlOf(op, s.params, s.query as { [key: string]: Json }),
    headers: headersOf(s.headers),
    ...(s.body === undefined
      ? isMultipart
        ? upload
        : {}
      : { payload: JSON.stringify(s.body), contentType: op.body?.type ?? "application/json" }),
  }));
  const base = samples[0];
  if (!base) return sent;
  // Mutations: one part at a time, kept only when the document indeed refuses the result.
  const parts: { name: "params" | "query" | "body"; schema: Schema; value: Json }[] = [];
  if (op.parameters.some((p) => p.in === "path"))
    parts.push({ name: "params", schema: pathSchema, value: base.params });
  if (op.parameters.some((p) => p.in === "query"))
    parts.push({ name: "query", schema: querySchema, value: base.query });
  if (op.body && !isMultipart && base.body !== undefined)
    parts.push({ name: "body", schema: op.body.schema, value: base.body });
  const invalid: Sent[] = [];
  if (parts.length > 0) {
    const mutations = fc.sample(
      fc.oneof(
        ...parts.map((part) =>
          mutationArbitrary(doc, part.schema, part.value).map((m) => ({ part, m })),
        ),
      ),
      { seed: seed + 1, numRuns: INVALID_RUNS * 3 },
    );
    const seen = new Set<string>();
    for (const { part, m } of mutations) {
      if (invalid.length >= INVALID_RUNS) break;
      const key = `${part.name} ${m.what}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const refused =
        part.name === "body"
          ? !checker.accepts(part.schema, m.value)
          : !checker.accepts(part.schema, asReceived(m.value as { [key: string]: Json }), true);
      if (!refused) continue;
      const params = part.name === "params" ? (m.value as { [key: string]: Json }) : base.params;
      if (part.name === "params" && isEmptySegment(params)) continue;
      invalid.push({
        ...mutated(op, base, part.name, m, params),
        headers: headersOf(base.headers),
      });
    }
  }
  if (isMultipart)
    invalid.push({
      kind: "invalid",
      what: "an upload without its file part",
      url: sent[0]?.url ?? op.path,
      ...multipart([{ name: "alt", value: "x" }]),
    });

  // Valid and invalid in turn, so an operation's time budget cuts both alike.
  const out: Sent[] = [];
  for (let i = 0; i < Math.max(sent.length, invalid.length); i++) {
    const a = sent[i];
    const b = invalid[i];
    if (a) out.push(a);
    if (b) out.push(b);
  }
  return out;
}

function mutated(
  op: Operation,
  base: { params: { [key: string]: Json }; query: Json; body: Json | undefined },
  part: "params" | "query" | "body",
  m: Mutation,
  params: { [key: string]: Json },
): Sent {
  const query = (part === "query" ? m.value : base.query) as { [key: string]: Json };
  const body = part === "body" ? m.value : base.body;
  return {
    kind: "invalid",
    what: `${part}${m.what}`,
    url: urlOf(op, params, query),
    ...(body === undefined
      ? {}
      : { payload: JSON.stringify(body), contentType: op.body?.type ?? "application/json" }),
  };
}

/**
 * A refusal of a request its schemas accept that the document still announces: one that depends
 * on the data (a parent that must exist, a revision that must be current), which the operation's
 * description of that status names as `rule {rule}` for each detail, or by its code when the body
 * has no details. A schema rule (code invalid without such a mention) is never excused.
 */
function isDocumentedRefusal(op: Operation, res: LightMyRequestResponse): boolean {
  const description = String(
    (op.responses[String(res.statusCode)] as { description?: unknown } | undefined)?.description ??
      "",
  );
  let body: { code?: unknown; details?: { rule?: unknown }[] };
  try {
    body = res.json();
  } catch {
    return false;
  }
  const rules = Array.isArray(body.details) ? body.details.map((d) => String(d.rule)) : [];
  if (rules.length > 0) return rules.every((rule) => description.includes(`rule ${rule}`));
  return body.code !== "invalid" && description.includes(`(${String(body.code)}`);
}

/** Never close the site, switch raw HTML off, or touch the test's own admin account. */
const PROTECTED_SETTINGS = new Set([REQUIRE_LOGIN_SETTING, RAW_HTML_SETTING]);

async function runContract(app: FastifyInstance, db: Db) {
  const admin = await signedInAs(db, "admin");
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as Schema;
  const checker = new ContractChecker(doc);
  const known = new KnownValues();
  const protect = (op: Operation, params: { [key: string]: Json }) => {
    const out = { ...params };
    if (op.path.startsWith("/api/admin/users/") && asText(out.id ?? "") === String(admin.userId))
      out.id = admin.userId + 1_000_000;
    if (op.path.startsWith("/api/admin/settings/") && PROTECTED_SETTINGS.has(asText(out.key ?? "")))
      out.key = "general.site_name";
    return out;
  };
  const verdicts: Verdict[] = [];
  const counts = {
    valid: 0,
    invalid: 0,
    anonymous: 0,
    admin: 0,
    operations: 0,
    skipped: 0,
    /** Operations a valid admin request reached past every refusal (a 2xx or 3xx). */
    succeeded: new Set<string>(),
    noValid: [] as string[],
    names: [] as string[],
  };
  const only = process.env.CONTRACT_ONLY ? new RegExp(process.env.CONTRACT_ONLY) : null;
  const timings: { name: string; ms: number }[] = [];
  const operations = operationsOf(doc);
  for (const [index, op] of operations.entries()) {
    const name = `${op.method.toUpperCase()} ${op.path}`;
    if (only && !only.test(name)) continue;
    const started = performance.now();
    counts.names.push(name);
    const seed = SEED + index;
    const sent = requestsFor(checker, op, known, seed, protect);
    counts.operations++;
    if (!sent.some((s) => s.kind === "valid"))
      counts.noValid.push(`${op.method.toUpperCase()} ${op.path}`);
    for (const request of sent)
      for (const who of ["anonymous", "admin"] as const) {
        if (performance.now() - started > OPERATION_BUDGET_MS) {
          counts.skipped++;
          continue;
        }
        const session: TestSession | null =
          who === "anonymous"
            ? null
            : op.path === "/api/auth/logout"
              ? await signedInAs(db, "admin")
              : admin;
        const answer = await app.inject({
          method: op.method.toUpperCase() as "GET",
          url: request.url,
          headers: {
            ...(session?.headers ?? {}),
            ...(request.headers ?? {}),
            ...(request.contentType ? { "content-type": request.contentType } : {}),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        counts[request.kind]++;
        counts[who]++;
        const method = op.method.toUpperCase();
        const problem = checker.check(op, answer);
        const at = { method, path: op.path, status: answer.statusCode };
        if (problem)
          verdicts.push({
            ...at,
            problem: `${problem} [${who}, ${request.what}: ${request.url.slice(0, 100)}]`,
          });
        const s = answer.statusCode;
        if (who === "admin" && request.kind === "valid" && s < 400) counts.succeeded.add(name);
        if (
          who === "admin" &&
          request.kind === "valid" &&
          [400, 413, 415, 422].includes(s) &&
          !isDocumentedRefusal(op, answer)
        ) {
          let detail = answer.body.slice(0, 200);
          try {
            const parsed = answer.json() as {
              details?: { pointer: string; rule: string; message: string }[];
              message?: string;
            };
            detail =
              parsed.details?.map((d) => `${d.pointer} ${d.rule} (${d.message})`).join(", ") ||
              parsed.message ||
              detail;
          } catch {}
          verdicts.push({
            ...at,
            problem: `a request the document calls valid was refused: ${detail} [${request.url.slice(0, 100)} ${String(request.payload ?? "").slice(0, 300)}]`,
          });
        }
        if (request.kind === "invalid" && s < 400)
          verdicts.push({
            ...at,
            problem: `accepted a request the document refuses (${request.what}) [${who}]`,
          });
        if (
          who === "admin" &&
          s < 300 &&
          answer.rawPayload.length > 0 &&
          String(answer.headers["content-type"]).includes("json")
        )
          try {
            known.record(op.path, answer.json());
          } catch {}
      }
    timings.push({ name, ms: performance.now() - started });
  }
  const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 6);
  console.log(
    `contract: slowest operations ${slowest.map((t) => `${t.name} ${(t.ms / 1000).toFixed(1)} s`).join(", ")}`,
  );
  return { counts, verdicts };
}

/** One line per distinct failure, `METHOD path status: what broke`, with how often it happened. */
function report(verdicts: Verdict[]): string[] {
  const lines = new Map<string, { line: string; count: number }>();
  for (const v of verdicts) {
    const key = `${v.method} ${v.path} ${v.status}: ${v.problem.replace(/\[.*\]$/, "")}`;
    const found = lines.get(key);
    if (found) found.count++;
    else lines.set(key, { line: `${v.method} ${v.path} ${v.status}: ${v.problem}`, count: 1 });
  }
  return [...lines.values()].map(({ line, count }) => (count > 1 ? `${line} (×${count})` : line));
}

// The demo import (pictures, stock) can pass a minute when the machine is shared.
vi.setConfig({ hookTimeout: 180_000 });

describe.each(engines)("the OpenAPI contract, on %s", (engine) => {
  const server = useDemoServer(engine);

  it("answers every generated request with a documented status and body", async () => {
    const started = Date.now();
    console.log(`contract: fast-check seed ${SEED} (CONTRACT_SEED=${SEED} repeats this run)`);
    const { counts, verdicts } = await runContract(server.app, server.database.db);
    const lines = report(verdicts);
    console.log(
      `contract: ${counts.operations} operations, ${counts.valid + counts.invalid} requests (${counts.valid} valid, ${counts.invalid} invalid; ${counts.anonymous} anonymous, ${counts.admin} admin) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${counts.skipped} past their operation's time budget`,
    );
    const neverSucceeded = counts.operations - counts.succeeded.size;
    console.log(
      `contract: ${counts.succeeded.size} operations answered a valid admin request with success; ${neverSucceeded} only refused (404, 409, ...) every one: ${counts.names.filter((n) => !counts.succeeded.has(n)).join(", ")}`,
    );
    if (counts.noValid.length > 0)
      console.log(`contract: no valid request could be generated for ${counts.noValid.join(", ")}`);
    if (lines.length > 0) console.log(`contract: ${lines.length} failures\n${lines.join("\n")}`);
    expect(lines).toEqual([]);
  }, 240_000);
});
