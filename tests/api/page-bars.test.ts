import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

/*
 * The main layout's retailer bar and vehicle-list back bar in the served HTML, on the demo site
 * (its consent strategy is basic: nothing is kept before the visitor accepts optional cookies):
 * which pages carry them, the cookie that keeps a visitor's retailer, and the HTML cache, which
 * must never hand one visitor's retailer to another.
 */

const CONSENTED = "cookieConsentStatus=accepted%3Aobligatory%2Coptional";
const REFUSED = "cookieConsentStatus=rejected%3A";
const keeping = (code: string) => `rdx_retailer=${code}; ${CONSENTED}`;

/** The retailer bar's dealer names in a document, in order. */
const barNames = (html: string): string[] =>
  [...html.matchAll(/class="retailer-bar__name"[^>]*>([^<]*)</g)].map((m) => m[1] ?? "");

describe.each(engines)("the optional bars on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let vehicleId = 0;
  const logLines: string[] = [];
  /** The messages of the warn lines the server logged so far. */
  const warnings = (): string[] =>
    logLines
      .join("")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40)
      .map((line) => line.msg);

  /** Sets a setting (the trigger announces it: the site reads it at once). */
  const setSetting = async (key: string, value: string) => {
    await database.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  };

  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    const count = async () =>
      Number(
        rowsOf<{ n: number | string }>(
          await database.db.execute(sql`SELECT count(*) AS n FROM stock_vehicles`),
        )[0]?.n ?? 0,
      );
    if ((await count()) === 0)
      await importDemoStock(database.db, { count: 30, listing: "default" });
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        SELECT v.id FROM stock_vehicles v
        JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
        JOIN stock_listings l ON l.id = lv.listing_id AND l.name = 'default'
        ORDER BY v.id LIMIT 1`),
    );
    vehicleId = row?.id ?? 0;
    app = await buildServer({
      db: database.db,
      publicUrl: "https://www.example.com",
      secureCookies: true,
      // The server's log lines, as `npm start` writes them (JSON, one a line).
      logger: {
        level: "warn",
        stream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = (url: string, cookie?: string) =>
    app.inject({
      method: "GET",
      url,
      headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
    });

  it("no retailer chosen: no bar, and the page is the shared, public one", async () => {
    const res = await get("/ar/offers");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("retailer-bar");
    expect(res.headers["cache-control"]).toContain("public");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("_retailer in the URL: the dealer's bar with its phone; kept in a cookie only with consent", async () => {
    const open = await get("/ar/offers?_retailer=DXB01");
    expect(open.statusCode).toBe(200);
    expect(barNames(open.body)).toEqual(["صالة عرض شارع الشيخ زايد"]);
    expect(open.body).toMatch(
      /<a class="retailer-bar__phone" href="tel:\+97145550140">.*<bdi dir="ltr">\+971 4 555 0140<\/bdi><\/a>/,
    );
    expect(open.body).toContain('href="/ar/retailer-locator"');
    // No consent yet (the demo asks first): nothing kept; the answer is the URL's, shareable.
    expect(open.headers["set-cookie"]).toBeUndefined();
    expect(open.headers["cache-control"]).toContain("public");

    const consented = await get("/ar/offers?_retailer=DXB01", CONSENTED);
    expect(barNames(consented.body)).toEqual(["صالة عرض شارع الشيخ زايد"]);
    expect(consented.headers["set-cookie"]).toBe(
      "rdx_retailer=DXB01; Path=/; Max-Age=7776000; SameSite=Lax; Secure",
    );
    // An answer that sets a cookie is never kept by a shared cache.
    expect(consented.headers["cache-control"]).toBe("private, no-store");
    // Already kept: not set again.
    expect((await get("/ar/offers?_retailer=DXB01", keeping("DXB01"))).headers["set-cookie"]).toBe(
      undefined,
    );
  });

  it("the cookie brings the bar to the next pages, private; the cached page never carries it", async () => {
    // A path first asked for by a visitor with a retailer, then by others.
    const first = await get("/ar/models", keeping("DXB01"));
    expect(first.statusCode).toBe(200);
    expect(barNames(first.body)).toEqual(["صالة عرض شارع الشيخ زايد"]);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const anonymous = await get("/ar/models");
    expect(anonymous.body).not.toContain("retailer-bar");
    expect(anonymous.headers["cache-control"]).toContain("public");
    // Another visitor's retailer, then the shared copy again (now kept): each their own.
    const other = await get("/ar/models", keeping("AUH01"));
    expect(barNames(other.body)).toEqual(["صالة عرض أبوظبي"]);
    expect(other.body).not.toContain("صالة عرض شارع الشيخ زايد<");
    const again = await get("/ar/models");
    expect(again.body).not.toContain("retailer-bar");
    expect(again.headers.etag).toBe(anonymous.headers.etag);
    expect((await get("/ar/models", keeping("DXB01"))).body).not.toContain("صالة عرض أبوظبي");
    // The kept copy served with a tracking parameter is still nobody's.
    expect((await get("/ar/models?utm_source=news")).body).not.toContain("retailer-bar");
  });

  it("a kept retailer without consent, or naming no dealer, is removed and shows nothing", async () => {
    const refused = await get("/ar/offers", `rdx_retailer=DXB01; ${REFUSED}`);
    expect(refused.body).not.toContain("retailer-bar");
    expect(refused.headers["set-cookie"]).toBe(
      "rdx_retailer=; Path=/; Max-Age=0; SameSite=Lax; Secure",
    );
    const unknown = await get("/ar/offers", keeping("NOPE99"));
    expect(unknown.body).not.toContain("retailer-bar");
    expect(unknown.headers["set-cookie"]).toContain("Max-Age=0");
    // A malformed cookie is no choice at all.
    expect((await get("/ar/offers", `rdx_retailer=%3Cb%3E; ${CONSENTED}`)).body).not.toContain(
      "retailer-bar",
    );
  });

  it("the forget link removes the choice and comes back to the page", async () => {
    const res = await get("/ar/offers?_retailer=&x=1", keeping("DXB01"));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/ar/offers?x=1");
    expect(res.headers["set-cookie"]).toContain("rdx_retailer=; Path=/; Max-Age=0");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("the showroom: the back bar to the stock page, and the retailer bar above it", async () => {
    const res = await get(`/ar/showroom/vehicle-${vehicleId}`, keeping("DXB01"));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<nav class="back-bar" aria-label="الرجوع إلى قائمة السيارات"><div class="back-bar__inner"><a class="back-bar__link" href="\/ar\/stock">/,
    );
    expect(res.body).toContain("العودة إلى نتائج البحث");
    expect(barNames(res.body)).toEqual(["صالة عرض شارع الشيخ زايد"]);
    expect(res.body.indexOf('class="retailer-bar"')).toBeLessThan(
      res.body.indexOf('class="back-bar"'),
    );
    expect(res.body.indexOf('class="back-bar"')).toBeLessThan(res.body.indexOf('id="main"'));
    // Another page has no back bar.
    expect((await get("/ar/stock")).body).not.toContain('class="back-bar"');
  });

  it("the bars' styles are in the page's stylesheet, at their exact heights", async () => {
    const html = (await get("/ar/offers")).body;
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
    const css = (await app.inject({ method: "GET", url: href })).body;
    expect(css).toMatch(/\.retailer-bar\s*\{[^}]*block-size:\s*50px/);
    expect(css).toMatch(/\.back-bar\s*\{[^}]*block-size:\s*42px/);
  });

  it("an unreadable global.sl_back_button: 'Cannot parse back button settings' logged, no bar, the page served", async () => {
    await setSetting("global.sl_back_button", "{not json");
    await expect
      .poll(async () => (await get(`/ar/showroom/vehicle-${vehicleId}`)).body)
      .not.toContain('class="back-bar"');
    const res = await get(`/ar/showroom/vehicle-${vehicleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1");
    expect(warnings()).toContain("Cannot parse back button settings");
    // Set again: its label and pages as written.
    await setSetting(
      "global.sl_back_button",
      JSON.stringify({ label: "كل السيارات المتوفرة", pages: ["/showroom", "/offers"] }),
    );
    await expect.poll(async () => (await get("/ar/offers")).body).toContain("كل السيارات المتوفرة");
  });

  it("general.retailer_bar.*: the pages it lists, and none while it is off (a kept choice removed)", async () => {
    await setSetting("general.retailer_bar.pages", JSON.stringify(["/stock"]));
    await expect
      .poll(async () => (await get("/ar/offers", keeping("DXB01"))).body)
      .not.toContain("retailer-bar");
    // Not a page of the bar: the shared copy, even for a visitor with a retailer.
    expect((await get("/ar/offers", keeping("DXB01"))).headers["cache-control"]).toContain(
      "public",
    );
    expect(barNames((await get("/ar/stock", keeping("DXB01"))).body)).toEqual([
      "صالة عرض شارع الشيخ زايد",
    ]);
    await setSetting("general.retailer_bar.enabled", "false");
    await expect
      .poll(async () => (await get("/ar/stock", keeping("DXB01"))).body)
      .not.toContain("retailer-bar");
    expect((await get("/ar/stock", keeping("DXB01"))).headers["set-cookie"]).toContain("Max-Age=0");
    expect((await get("/ar/stock?_retailer=DXB01", CONSENTED)).headers["set-cookie"]).toBe(
      undefined,
    );
  });
});
