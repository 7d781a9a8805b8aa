import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { apiRoutes, type RouteSpec } from "../../runtime/http/route-table.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/**
 * Every route of the table, sent what an attacker sends: NUL bytes, ids out of range, deep
 * nesting, wrong types and oversize strings in its params, query and body, as an admin so that no
 * permission check hides what the handler would do. Not one answer may be a 5xx, and no answer
 * may carry SQL, a password hash or a stack.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: Json[];
  items?: JsonSchema;
  minimum?: number;
}

const BIG_ID = "2147483648";
const NUL = "a\u0000b";
/** A lone UTF-16 surrogate, as JSON's \ud800 escape makes one: no UTF-8 text can hold it. */
const LONE_SURROGATE = "A\ud800";
const LONG = "ل".repeat(200_000);

/** JSON nested `depth` levels deep, built as text (JSON.stringify would recurse). */
const deepJson = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

const typeOf = (schema: JsonSchema): string => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "string"];
  return types.find((t) => t !== "null") ?? "string";
};

/** A value of the schema's type that most rules accept: the mutations go in one at a time. */
function plausible(schema: JsonSchema): Json {
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object": {
      const out: Record<string, Json> = {};
      for (const key of schema.required ?? []) out[key] = plausible(schema.properties?.[key] ?? {});
      return out;
    }
    default:
      return "x";
  }
}

/** What each field gets instead of a plausible value, as JSON text. */
const fieldMutations: string[] = [
  ...[
    NUL,
    LONG,
    Number(BIG_ID),
    -1,
    { nested: { deeper: [NUL] } },
    [NUL],
    true,
    LONE_SURROGATE,
    { [`k${LONE_SURROGATE}`]: "v" },
    ["\udc00"],
  ].map((v) => JSON.stringify(v)),
  deepObject(5000),
  deepJson(5000),
];

interface Probe {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The status every answer must have, when the probe's refusal is certain. */
  status?: number;
}

function urlOf(route: RouteSpec, params: Record<string, string>, query = ""): string {
  let url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? "1");
  if (url.endsWith("*")) url = url.slice(0, -1) + (params["*"] ?? "index");
  return url + query;
}

function probesOf(route: RouteSpec): Probe[] {
  const probes: Probe[] = [];
  const { method } = route;
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? "");
  if (route.url.endsWith("*")) names.push("*");
  const schema = route.schema as { body?: JsonSchema; querystring?: JsonSchema };
  const body = schema.body;
  const validBody = body ? JSON.stringify(plausible(body)) : undefined;
  const base = {
    method,
    ...(validBody ? { payload: validBody, contentType: "application/json" } : {}),
  };

  for (const name of names)
    for (const bad of [
      BIG_ID,
      "-1",
      "%00",
      "1%00",
      "a".repeat(3000),
      "%E0%A4%A",
      "1e400",
      "%ED%A0%80",
    ])
      probes.push({
        ...base,
        label: `param ${name}=${bad.slice(0, 12)}`,
        url: urlOf(route, { [name]: bad }),
      });

  for (const key of Object.keys(schema.querystring?.properties ?? {}))
    for (const bad of [
      "%00",
      BIG_ID,
      encodeURIComponent(LONG.slice(0, 4000)),
      "%E0%A4%A",
      "%ED%A0%80",
    ])
      probes.push({
        ...base,
        label: `query ${key}=${bad.slice(0, 12)}`,
        url: urlOf(route, {}, `?${encodeURIComponent(key)}=${bad}`),
      });

  if (method !== "GET" && method !== "DELETE" && route.bodyType === "json") {
    const url = urlOf(route, {});
    const raw = (label: string, payload: string, status?: number) =>
      probes.push({
        label,
        method,
        url,
        payload,
        contentType: "application/json",
        ...(status ? { status } : {}),
      });
    // An unpaired surrogate anywhere in a body, value or key, is refused at the edge: 422. First,
    // while the session stands (a later probe of POST /api/auth/logout ends it).
    raw("body lone surrogate", `{"a":"A\\ud800"}`, 422);
    raw("body lone surrogate key", `{"k\\udc00":1}`, 422);
    raw("body deep array", deepJson(5000));
    raw("body deep object", deepObject(5000));
    raw("body not JSON", '{"a": ');
    raw("body NUL escape", '{"a": "\\u0000"}');
    raw("body array", "[]");
    raw("body string", '"x"');
    raw("body null", "null");
    const props = body?.properties ?? {};
    for (const key of Object.keys(props))
      for (const bad of fieldMutations) {
        const { [key]: _replaced, ...rest } = plausible(body ?? {}) as Record<string, Json>;
        const others = JSON.stringify(rest).slice(1, -1);
        const text = `{${others}${others ? "," : ""}${JSON.stringify(key)}:${bad}}`;
        raw(`body ${key}=${bad.slice(0, 16)}`, text, /\\ud[89a-f]/.test(bad) ? 422 : undefined);
      }
  }
  if (route.bodyType === "multipart") {
    const url = urlOf(route, {});
    const part = (boundary: string, text: string) =>
      probes.push({
        label: `multipart ${boundary.slice(0, 10)} ${text.slice(0, 20)}`,
        method,
        url,
        payload: Buffer.from(text),
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
    part(
      "XyZ",
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot closed',
    );
    part("XyZ", "garbage without any boundary");
    part("XyZ", "--XyZ\r\nContent-Disposition: form-data\r\n\r\nx\r\n--XyZ--\r\n");
    part("", "--\r\n\r\n");
    part("XyZ", `--XyZ\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${NUL}\r\n--XyZ--\r\n`);
    probes.push({
      label: "multipart without boundary",
      method,
      url,
      payload: "x",
      contentType: "multipart/form-data",
    });
  }
  return probes;
}

/**
 * What a reply must never show: SQL, bound parameters, a password hash, a stack frame. ("select"
 * alone is a form field's kind: a statement reads "select … from".)
 */
const INTERNALS =
  /\bselect\s[^"]*\bfrom\b|\b(insert into|update \w+ set|delete from)\b|\$argon2|params: |at .+\.(ts|js):\d+|node_modules/i;

describe.each(engines)("every API route refuses bad input with a 4xx on %s", (engine) => {
  const site = useDemoServer(engine);

  it("answers no 5xx and shows no internals over every route's bad params, query and body", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of apiRoutes) {
      // A session per route: a probe that signs out or demotes must not spoil the next route.
      const admin = await signedInAs(site.database.db, "admin");
      for (const probe of probesOf(route)) {
        sent++;
        let res: LightMyRequestResponse;
        try {
          res = await site.app.inject({
            method: probe.method as "GET",
            url: probe.url,
            headers: {
              ...admin.headers,
              ...(probe.contentType ? { "content-type": probe.contentType } : {}),
            },
            ...(probe.payload === undefined ? {} : { payload: probe.payload }),
          });
        } catch (error) {
          failures.push(`${route.operationId} ${probe.label}: threw ${String(error)}`);
          continue;
        }
        if (probe.status !== undefined && res.statusCode !== probe.status)
          failures.push(
            `${route.operationId} ${probe.label}: ${res.statusCode}, not ${probe.status} ${res.body.slice(0, 160)}`,
          );
        else if (res.statusCode >= 500)
          failures.push(
            `${route.operationId} ${probe.label}: ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        else if (
          INTERNALS.test(res.body) &&
          !String(res.headers["content-type"] ?? "").includes("html")
        )
          failures.push(
            `${route.operationId} ${probe.label}: shows internals ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(900);
    expect(failures).toEqual([]);
  }, 600_000);
});
