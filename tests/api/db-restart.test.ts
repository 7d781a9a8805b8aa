import { and, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseLog, openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { leads, outbox } from "../../runtime/db/tables/forms.ts";
import { pages } from "../../runtime/db/tables/index.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { freshDatabase } from "../helpers/database.ts";
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from "../helpers/throwaway-postgres.ts";

/**
 * The site while its database goes away: a PostgreSQL server restarted (`pg_ctl restart -m fast`,
 * every session terminated with 57P01) or crashed (`stop -m immediate`, then started) under a
 * load of lead submissions, and PGlite failing or closed. The server is the project's own
 * (buildServer), listening on a port; visitors are real HTTP clients that send a failed
 * submission again with the same submission_key, as the site's form does.
 */

interface LoggedEvent {
  level: "warn" | "error";
  message: string;
  detail: Record<string, unknown>;
}

/** The database layer's log, kept for the assertions (and never a password). */
function recordingLog(): DatabaseLog & { events: LoggedEvent[] } {
  const events: LoggedEvent[] = [];
  return {
    events,
    warn: (detail, message) => events.push({ level: "warn", message, detail }),
    error: (detail, message) => events.push({ level: "error", message, detail }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long one request may take, outage or not: past this it counts as hung. */
const REQUEST_LIMIT_MS = 12_000;

interface LoadFigures {
  leads: number;
  /** Submissions answered 2xx (each key once: the retries of a key stop at its first 2xx). */
  acknowledged: Set<string>;
  /** Answers by status, retries included. */
  statuses: Map<number, number>;
  /** 503 answers without a Retry-After header. */
  withoutRetryAfter: number;
  /** Requests that failed without an answer (connection refused or reset, or over the limit). */
  unanswered: number;
  slowestMs: number;
  /** When each 2xx came (ms since the epoch). */
  acknowledgedAt: number[];
}

/**
 * `leads` submissions from `clients` concurrent clients, each with its own submission_key; a
 * client sends a failed one again (after 100 ms) with the same key until it is acknowledged or
 * `giveUpAt` has passed.
 */
async function submitLeads(
  origin: string,
  formId: string,
  prefix: string,
  leadsToSend: number,
  clients: number,
  giveUpAt: number,
): Promise<LoadFigures> {
  const figures: LoadFigures = {
    leads: leadsToSend,
    acknowledged: new Set(),
    statuses: new Map(),
    withoutRetryAfter: 0,
    unanswered: 0,
    slowestMs: 0,
    acknowledgedAt: [],
  };
  const send = async (key: string, index: number): Promise<void> => {
    const body = JSON.stringify({
      data: {
        type: "lead",
        attributes: { values: { first_name: `زائر ${index}` }, submission_key: key },
      },
    });
    while (Date.now() < giveUpAt) {
      const started = Date.now();
      try {
        const res = await fetch(`${origin}/forms/${formId}/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
        });
        await res.arrayBuffer();
        figures.statuses.set(res.status, (figures.statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503 && !res.headers.get("retry-after")) figures.withoutRetryAfter++;
        if (res.status === 200 || res.status === 201) {
          figures.acknowledged.add(key);
          figures.acknowledgedAt.push(Date.now());
          return;
        }
      } catch {
        figures.unanswered++;
      } finally {
        figures.slowestMs = Math.max(figures.slowestMs, Date.now() - started);
      }
      await sleep(100);
    }
  };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = client; index < leadsToSend; index += clients)
        await send(`${prefix}-${String(index).padStart(5, "0")}`, index);
    }),
  );
  return figures;
}

/** A visitor asking for the home page every 100 ms until stopped: the statuses it got. */
function watchHomePage(origin: string): { stop: () => Promise<Map<number, number>> } {
  const statuses = new Map<number, number>();
  let isRunning = true;
  const loop = (async () => {
    while (isRunning) {
      try {
        const res = await fetch(`${origin}/ar/`, { signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
        await res.arrayBuffer();
        const status = res.status === 503 && !res.headers.get("retry-after") ? -503 : res.status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      }
      await sleep(100);
    }
  })();
  return {
    stop: async () => {
      isRunning = false;
      await loop;
      return statuses;
    },
  };
}

const bin = postgresBinaries();
if (!bin)
  console.warn(
    "db-restart: skipped, no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin, on PATH or in PG_BIN",
  );

describe.skipIf(!bin)("the site while its PostgreSQL server restarts under load", () => {
  let cluster: ThrowawayPostgres;
  let database: Database;
  let app: FastifyInstance;
  let origin: string;
  let formId: string;
  const log = recordingLog();

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(bin as string);
    database = await openDatabase({ databaseUrl: cluster.url, log });
    await migrate(database);
    await importDemo(database.db);
    app = await buildServer({
      db: database.db,
      forms: { leadsPerMinute: 1_000_000 },
      // Short leases and retries: a delivery cut off by the outage is sent within the test.
      outbox: { pollMs: 200, leaseMs: 4_000, backoffBaseMs: 200, backoffCapMs: 1_000 },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const admin = await signedInAs(database.db, "admin");
    const created = await injectAs(app, admin, "POST", "/forms", {
      data: {
        type: "form",
        attributes: {
          name: "طلب أثناء إعادة التشغيل",
          lang: "ar",
          fields: [{ name: "first_name", type: "text", label: "الاسم", required: true }],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    formId = (created.json() as { data: { id: string } }).data.id;
    // Every lead leaves a staff notification in the outbox: the worker must deliver them all.
    const routed = await injectAs(app, admin, "PUT", `/forms/${formId}/settings`, {
      data: {
        type: "form_settings",
        attributes: { notifications: { enabled: true, recipients: ["staff@dealer.example"] } },
      },
    });
    expect(routed.statusCode, routed.body).toBe(200);
  }, 120_000);

  let isClosed = false;
  afterAll(async () => {
    if (!isClosed) {
      await app?.close();
      await database?.close();
    }
    await cluster?.remove();
  });

  /** Each submission_key of the form and how many leads carry it. */
  const storedKeys = async (prefix: string): Promise<Map<string, number>> => {
    const rows = await database.db
      .select({ key: leads.submission_key, n: count() })
      .from(leads)
      .where(
        and(eq(leads.form_id, Number(formId)), sql`${leads.submission_key} LIKE ${`${prefix}-%`}`),
      )
      .groupBy(leads.submission_key);
    return new Map(rows.map((row) => [String(row.key), Number(row.n)]));
  };

  /**
   * Sends `leadsToSend` leads while `outage` takes the database away and brings it back (it
   * resolves when the database accepts connections again), then checks what a client relies on.
   */
  async function leadsThrough(
    prefix: string,
    outage: () => Promise<void>,
  ): Promise<{ figures: LoadFigures; backAfterMs: number; pages: Map<number, number> }> {
    const leadsToSend = 300;
    // The page is kept before the outage: visitors get that copy while the database is away.
    expect((await fetch(`${origin}/ar/`)).status).toBe(200);
    const pageWatch = watchHomePage(origin);
    const load = submitLeads(origin, formId, prefix, leadsToSend, 16, Date.now() + 40_000);
    // The outage lands in the middle of the load.
    const started = Date.now();
    while (Date.now() - started < 5_000 && (await storedKeys(prefix)).size < leadsToSend / 4)
      await sleep(50);
    await outage();
    const backAt = Date.now();
    const figures = await load;
    const pages = await pageWatch.stop();
    const firstAfter = figures.acknowledgedAt.filter((t) => t >= backAt).sort((a, b) => a - b)[0];
    const backAfterMs = firstAfter === undefined ? Number.POSITIVE_INFINITY : firstAfter - backAt;
    const statuses = Object.fromEntries(figures.statuses);
    console.info(
      `db-restart ${prefix}: ${figures.leads} leads, ${figures.acknowledged.size} acknowledged, ` +
        `answers ${JSON.stringify(statuses)}, ${figures.unanswered} unanswered, slowest ${figures.slowestMs} ms, ` +
        `first 2xx ${backAfterMs} ms after the database was back; home page ${JSON.stringify(Object.fromEntries(pages))}`,
    );

    // The server lived through it and answered every request: 2xx or 503 with Retry-After,
    // never a 500, never a hang.
    expect(figures.unanswered).toBe(0);
    expect(figures.slowestMs).toBeLessThan(REQUEST_LIMIT_MS);
    expect([...figures.statuses.keys()].sort()).toEqual(
      [...figures.statuses.keys()].filter((s) => s === 200 || s === 201 || s === 503).sort(),
    );
    expect(figures.statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(figures.withoutRetryAfter).toBe(0);
    // It answered again within seconds of the database.
    expect(backAfterMs).toBeLessThan(5_000);
    // The visitor's page: its kept copy or a 503 with Retry-After, never an error or a hang.
    expect([...pages.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // Every submission was acknowledged in the end, and each is stored exactly once.
    expect(figures.acknowledged.size).toBe(leadsToSend);
    const stored = await storedKeys(prefix);
    expect(stored.size).toBe(leadsToSend);
    for (const key of figures.acknowledged) expect(stored.get(key), key).toBe(1);
    return { figures, backAfterMs, pages };
  }

  it("lives through pg_ctl restart -m fast: 503 with Retry-After meanwhile, every acknowledged lead stored once", async () => {
    // A listener of its own: a NOTIFY after the restart reaches it (the LISTEN connection is back).
    const heard: string[] = [];
    let reconnects = 0;
    const stopProbe = await database.listen(
      "restart_probe",
      (payload) => heard.push(payload),
      () => reconnects++,
    );
    await leadsThrough("fast", () => cluster.restartFast());

    const wait = async (check: () => boolean, ms: number) => {
      const until = Date.now() + ms;
      while (!check() && Date.now() < until) await sleep(50);
      return check();
    };
    expect(await wait(() => reconnects === 1, 8_000)).toBe(true);
    await database.db.execute(sql`SELECT pg_notify('restart_probe', 'after the restart')`);
    expect(await wait(() => heard.includes("after the restart"), 2_000)).toBe(true);
    await stopProbe();
    // The site's own subscriptions reconnected too, and the outage was logged without a password.
    for (const channel of ["content_changed", "outbox", "stock_changed"])
      expect(
        log.events.some((e) => e.detail.channel === channel && /listening again/.test(e.message)),
        channel,
      ).toBe(true);
    // Which error the pool meets first (57P01 from the server, or the socket's end) is a race:
    // the outage's one error line is what an operator relies on.
    expect(
      log.events.some((e) => e.level === "error" && /a connection was lost/.test(e.message)),
    ).toBe(true);

    // Cache invalidation still works: the home page is held (304 on its validator), a write
    // made as psql would make it shows on the next anonymous view.
    const before = await fetch(`${origin}/ar/`);
    const etag = String(before.headers.get("etag"));
    expect(before.status).toBe(200);
    expect((await fetch(`${origin}/ar/`, { headers: { "if-none-match": etag } })).status).toBe(304);
    const heading = "ديفندر 110 الجديدة كلياً";
    expect(await before.text()).toContain(heading);
    const psql = new pg.Client({ connectionString: cluster.url });
    await psql.connect();
    await psql.query(
      "UPDATE pages SET blocks = replace(blocks::text, $1, 'عنوان بعد إعادة التشغيل')::jsonb WHERE path = 'index'",
      [heading],
    );
    await psql.end();
    const after = await (await fetch(`${origin}/ar/`)).text();
    expect(after.includes("عنوان بعد إعادة التشغيل"), "the write shows on the next view").toBe(
      true,
    );
    expect(after.includes(heading)).toBe(false);

    // The outbox worker kept running: every lead's notification is delivered.
    const undelivered = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.form_id, Number(formId)), sql`${outbox.status} <> 'delivered'`))
      )[0]?.n ?? -1;
    const until = Date.now() + 15_000;
    while ((await undelivered()) > 0 && Date.now() < until) await sleep(200);
    expect(await undelivered()).toBe(0);
  }, 60_000);

  it("lives through a crash (pg_ctl stop -m immediate, then start)", async () => {
    await leadsThrough("crash", async () => {
      await cluster.crash();
      await sleep(1_000);
      await cluster.start();
    });
  }, 60_000);

  it("gives every connection back: the server and its database close at once", async () => {
    isClosed = true;
    const closing = (async () => {
      await app.close();
      await database.close();
      return "closed";
    })();
    // A connection a dead transaction kept would hold the pool's end forever.
    expect(await Promise.race([closing, sleep(10_000).then(() => "still open")])).toBe("closed");
  });
});

describe("the site on PGlite when a query fails or the database is closed", () => {
  it("answers a failed write with an error, a closed database with 503, and keeps serving", async () => {
    const database = await freshDatabase("pglite");
    await database.db.insert(pages).values({ path: "index", title: "الرئيسية", blocks: [] });
    const app = await buildServer({ db: database.db, forms: { leadsPerMinute: 1_000_000 } });
    try {
      const admin = await signedInAs(database.db, "admin");
      const created = await injectAs(app, admin, "POST", "/forms", {
        data: {
          type: "form",
          attributes: {
            name: "طلب",
            fields: [{ name: "first_name", type: "text", label: "الاسم", required: true }],
          },
        },
      });
      const formId = (created.json() as { data: { id: string } }).data.id;
      const submit = (key: string) =>
        app.inject({
          method: "POST",
          url: `/forms/${formId}/leads`,
          payload: {
            data: {
              type: "lead",
              attributes: { values: { first_name: "سارة" }, submission_key: key },
            },
          },
        });

      // A write that fails inside PGlite (its table is gone): an error answer without SQL.
      await database.db.execute(sql`ALTER TABLE leads RENAME TO leads_away`);
      const failed = await submit("pglite-key-1");
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ code: "internal" });
      expect(failed.body).not.toMatch(/leads|insert|select/i);
      // PGlite goes on: the same submission is stored once the table is back.
      await database.db.execute(sql`ALTER TABLE leads_away RENAME TO leads`);
      expect((await submit("pglite-key-1")).statusCode).toBe(201);

      // PGlite closed under the server (as while it shuts down): 503 with Retry-After.
      const page = await app.inject({ method: "GET", url: "/ar/" });
      expect(page.statusCode).toBe(200);
      await database.close();
      const refused = await submit("pglite-key-2");
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(refused.json()).toMatchObject({ statusCode: 503, code: "unavailable" });
      // A page read before is answered from the copy kept; one never read is a 503 page.
      const kept = await app.inject({ method: "GET", url: "/ar/" });
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toBe(page.body);
      const unread = await app.inject({ method: "GET", url: "/ar/never-read-before" });
      expect(unread.statusCode).toBe(503);
      expect(unread.headers["retry-after"]).toBe("5");
      expect(unread.headers["content-type"]).toContain("text/html");
      expect(unread.body).toContain('dir="rtl"');
      // And the process still serves what needs no database.
      expect((await app.inject({ method: "GET", url: "/api/templates" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);
});
