import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../runtime/db/tables/forms.ts";
import { settings, users } from "../../runtime/db/tables/index.ts";
import { hashPassword } from "../../runtime/features/auth/passwords.ts";
import { SIGN_IN_LIMITS } from "../../runtime/features/auth/rate-limit.ts";
import { cappedLog } from "../../runtime/features/client-errors/routes.ts";
import { wakeOutbox } from "../../runtime/features/outbox/outbox.ts";
import { readLogLevel } from "../../runtime/http/logging.ts";
import { buildServer } from "../../runtime/server.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

type Line = Record<string, unknown> & { level: number; msg: string };

/** A stream that keeps every JSON line the server's log writes. */
function capturedLog() {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    /** Everything written so far, as written. */
    raw: () => text.join(""),
    lines: (): Line[] =>
      text
        .join("")
        .split("\n")
        .filter((l) => l.trim() !== "")
        .map((l) => JSON.parse(l) as Line),
  };
}

const ERROR = 50;
const WARN = 40;
const INFO = 30;

const PASSWORD = "a long enough password";

/** A unique mark placed in a visitor's answers: it must never reach the log. */
const MARK = "q7731x";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(find: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error("not logged in time");
    await pause(20);
  }
}

describe.each(engines)("what the server logs on %s", (engine) => {
  const log = capturedLog();
  const site = useDemoServer(engine, {
    logger: { level: "debug", stream: log.stream },
    forms: { leadsPerMinute: 1000 },
    outbox: {
      pollMs: 20,
      backoffBaseMs: 1,
      handlers: {
        notification: async () => {
          throw new Error(`550 mailbox <visitor.${MARK}@example.com> unavailable`);
        },
      },
    },
  });
  const db = () => site.database.db;
  const linesAfter = (count: number) => log.lines().slice(count);

  const login = (email: string, password: string, address: string) =>
    site.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress: address,
    });

  /** A form of two required fields (a name of 2 characters or more, an e-mail), by an admin. */
  const createForm = async (): Promise<string> => {
    const admin = await signedInAs(db(), "admin");
    const created = await injectAs(site.app, admin, "POST", "/forms", {
      data: {
        type: "form",
        attributes: {
          name: "طلب اختبار",
          lang: "ar",
          fields: [
            { name: "first_name", type: "text", label: "الاسم", required: true, rules: { min: 2 } },
            { name: "email", type: "text", format: "email", label: "البريد", required: true },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { data: { id: string } }).data.id;
  };

  it("logs a failed sign-in with the account and the address, never the password", async () => {
    await db()
      .insert(users)
      .values({
        email: "huda@example.com",
        role: "editor",
        name: "huda",
        password_hash: await hashPassword(PASSWORD),
      });
    const before = log.lines().length;
    const wrongPassword = `wrong ${MARK} password`;
    const res = await login("huda@example.com", wrongPassword, "203.0.113.40");
    expect(res.statusCode).toBe(401);
    const failed = linesAfter(before).find((l) => l.msg === "sign-in failed");
    expect(failed).toMatchObject({
      level: WARN,
      email: "huda@example.com",
      address: "203.0.113.40",
      reason: "wrong_password",
    });
    expect(failed?.reqId).toBe(res.headers["x-request-id"]);
    // That line alone above info: the refusal is answered once, with nothing to warn about.
    expect(linesAfter(before).filter((l) => l.level >= WARN)).toEqual([failed]);
    const refused = linesAfter(before).find((l) => l.msg === "write refused");
    expect(refused).toMatchObject({
      level: INFO,
      method: "POST",
      route: "/api/auth/login",
      status: 401,
      code: "invalid_credentials",
    });
    expect(log.raw()).not.toContain(MARK);
  });

  it("logs a locked sign-in with the account, the address and the scope", async () => {
    const address = "203.0.113.41";
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      expect((await login("omar@example.com", "not it", address)).statusCode).toBe(401);
    const before = log.lines().length;
    const locked = await login("omar@example.com", "not it either", address);
    expect(locked.statusCode).toBe(429);
    expect(linesAfter(before).find((l) => l.msg.startsWith("sign-in refused"))).toMatchObject({
      level: WARN,
      email: "omar@example.com",
      address,
      scope: "account",
    });
  });

  it("logs a refused write at info with the fields' pointers, and nothing of a lead's values", async () => {
    const formId = await createForm();
    const before = log.lines().length;
    const lead = (values: Record<string, unknown>) =>
      site.app.inject({
        method: "POST",
        url: `/forms/${formId}/leads`,
        payload: { data: { type: "lead", attributes: { values } } },
      });
    const good = await lead({ first_name: `سارة ${MARK}`, email: `sara.${MARK}@example.com` });
    expect(good.statusCode, good.body).toBe(201);
    const bad = await lead({ first_name: "س", email: `not-an-address-${MARK}` });
    expect(bad.statusCode).toBe(422);
    const refused = linesAfter(before).find((l) => l.msg === "write refused");
    expect(refused).toMatchObject({
      level: INFO,
      method: "POST",
      route: "/forms/:formId/leads",
      status: 422,
      code: "invalid",
    });
    expect(refused?.pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/values/first_name",
        "/data/attributes/values/email",
      ]),
    );
    expect(log.raw()).not.toContain(MARK);
  });

  it("logs a 5xx at error with the request id the client was given, the error, never the values", async () => {
    const formId = await createForm();
    await db().execute(sql`alter table leads rename to leads_away`);
    try {
      const before = log.lines().length;
      const res = await site.app.inject({
        method: "POST",
        url: `/forms/${formId}/leads?from=${MARK}`,
        payload: {
          data: {
            type: "lead",
            attributes: {
              values: { first_name: `سارة ${MARK}`, email: `sara.${MARK}@example.com` },
            },
          },
        },
      });
      expect(res.statusCode, res.body).toBe(500);
      const id = res.headers["x-request-id"];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toContain("leads");
      const failed = linesAfter(before).find((l) => l.level === ERROR);
      expect(failed).toMatchObject({ reqId: id, msg: "request failed" });
      expect(JSON.stringify(failed?.err)).toContain("leads");
      // The request's own line (debug) carries its path, never its query.
      const completed = linesAfter(before).find((l) => l.msg === "request completed");
      expect(completed).toMatchObject({ reqId: id, url: `/forms/${formId}/leads`, status: 500 });
      expect(log.raw()).not.toContain(MARK);
    } finally {
      await db().execute(sql`alter table leads_away rename to leads`);
    }
  });

  it("gives every answer its own request id and never takes the client's", async () => {
    const first = await site.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "chosen-by-the-client" },
    });
    const second = await site.app.inject({ method: "GET", url: "/healthz" });
    expect(first.headers["x-request-id"]).not.toBe("chosen-by-the-client");
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("logs every accepted client error report: 20 reports, 20 lines", async () => {
    await db()
      .insert(settings)
      .values({ key: "performance.error_reporting_api_key", value: "pk_test.1234" })
      .onConflictDoUpdate({ target: settings.key, set: { value: "pk_test.1234" } });
    const before = log.lines().length;
    for (let i = 0; i < 20; i++) {
      const res = await site.app.inject({
        method: "POST",
        url: "/public_api/client_errors",
        payload: { kind: "error", message: `TypeError ${i}`, page: "/ar/models/defender" },
        remoteAddress: "198.51.100.20",
      });
      expect(res.statusCode).toBe(204);
    }
    const reports = linesAfter(before).filter(
      (l) => l.msg === "a script error in a visitor's browser",
    );
    expect(reports).toHaveLength(20);
    expect(reports[7]).toMatchObject({
      level: WARN,
      clientError: { kind: "error", message: "TypeError 7", page: "/ar/models/defender" },
    });
  });

  it("logs a delivery that went dead once, at error, with its id, kind and error (no addresses)", async () => {
    const [row] = await db()
      .insert(outbox)
      .values({
        kind: "notification",
        target: { to: `visitor.${MARK}@example.com` },
        payload: { subject: "طلب", text: `الاسم: ${MARK}` },
        max_attempts: 2,
      })
      .returning();
    if (!row) throw new Error("no row");
    wakeOutbox(db());
    const dead = await until(() =>
      log.lines().find((l) => l.msg.includes("dead") && l.level === ERROR),
    );
    expect(dead).toMatchObject({
      detail: { id: row.id, kind: "notification", attempt: 2 },
    });
    expect(String((dead.detail as Record<string, unknown>).error)).toContain(
      "550 mailbox <[e-mail]> unavailable",
    );
    const failures = log.lines().filter((l) => (l.detail as { id?: string })?.id === row.id);
    expect(failures.map((l) => l.level)).toEqual([WARN, ERROR]);
    expect(log.raw()).not.toContain(MARK);
  });
});

describe.each(engines)("health endpoints on %s", (engine) => {
  const site = useDemoServer(engine);

  it("lists both in the OpenAPI document", async () => {
    const doc = (await site.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, { get?: { "x-permission"?: unknown } }>;
    };
    expect(doc.paths["/healthz"]?.get?.["x-permission"]).toEqual(["anyone"]);
    expect(doc.paths["/readyz"]?.get?.["x-permission"]).toEqual(["anyone"]);
  });

  it("answers live and ready, never cached, even while the site needs a login", async () => {
    await site.database.db
      .insert(settings)
      .values({ key: "general.require_user_login", value: "true" })
      .onConflictDoUpdate({ target: settings.key, set: { value: "true" } });
    expect((await site.app.inject({ method: "GET", url: "/settings" })).statusCode).toBe(401);
    for (const url of ["/healthz", "/readyz"]) {
      const res = await site.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("is live but not ready (503, Retry-After) once the database is gone", async () => {
    const log = capturedLog();
    const database = await freshDatabase(engine);
    const app = await buildServer({
      db: database.db,
      outbox: false,
      logger: { level: "info", stream: log.stream },
    });
    try {
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      await database.drop();
      const notReady = await app.inject({ method: "GET", url: "/readyz" });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.headers["retry-after"]).toBe("5");
      expect(notReady.headers["cache-control"]).toBe("no-store");
      expect(notReady.json()).toMatchObject({ statusCode: 503, code: "unavailable" });
      await app.inject({ method: "GET", url: "/readyz" });
      // The change is logged once, not every probe.
      expect(log.lines().filter((l) => l.msg.startsWith("not ready"))).toHaveLength(1);
      const live = await app.inject({ method: "GET", url: "/healthz" });
      expect(live.statusCode).toBe(200);
    } finally {
      // Its listeners cannot say goodbye to a database that is gone.
      await app.close().catch(() => undefined);
    }
  });
});

describe("the log's own rules", () => {
  it("caps the client error lines a minute and says how many it left out", () => {
    const written: string[] = [];
    let now = 0;
    const log = cappedLog(
      (_detail, message) => written.push(message),
      3,
      60_000,
      () => now,
    );
    for (let i = 0; i < 5; i++) log({}, `report ${i}`);
    expect(written).toEqual(["report 0", "report 1", "report 2"]);
    now = 60_000;
    log({}, "report 5");
    expect(written.slice(3)).toEqual([
      "client error reports left out of the log: too many at once",
      "report 5",
    ]);
  });

  it("reads LOG_LEVEL, info by default, and refuses a level it does not know", () => {
    expect(readLogLevel(undefined)).toBe("info");
    expect(readLogLevel(" Debug ")).toBe("debug");
    expect(readLogLevel("silent")).toBe("silent");
    expect(() => readLogLevel("verbose")).toThrow(/LOG_LEVEL must be one of/);
  });
});
