import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { precompressDir } from "../../runtime/cache/precompress.ts";
import { metaheads, pages, settings } from "../../runtime/db/tables/index.ts";
import { buildServer } from "../../runtime/server.ts";
import { loadAssets } from "../../runtime/ssr/assets.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { pageHeading } from "../helpers/publishable.ts";

const quote = (text: string) => ({ template: "lrdx-quote", fields: { quote: text }, groups: [] });

/** "YYYY-MM-DD" of a day `days` from now in Asia/Dubai (the demo's site time zone). */
const dubaiDay = (days: number): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe.each(engines)("the site answers from cache on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let editor: TestSession;
  let admin: TestSession;
  let clientDir: string;

  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    // A built client of one file, as vite.config.ts leaves it: the file, its .br and its .gz.
    clientDir = mkdtempSync(path.join(tmpdir(), "cache-test-client-"));
    writeFileSync(
      path.join(clientDir, "island.js"),
      `console.log(${JSON.stringify("ب".repeat(4000))});`,
    );
    await precompressDir(clientDir);
    app = await buildServer({ db: database.db, assets: loadAssets(clientDir) });
    editor = await signedInAs(database.db, "editor");
    admin = await signedInAs(database.db, "admin");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });
  const call = (who: TestSession, method: string, url: string, payload?: unknown) =>
    injectAs(app, who, method, url, payload);

  /** Creates (or takes) the page at `pagePath` and publishes it with these blocks under its H1. */
  const publish = async (pagePath: string, blocks: unknown[]) => {
    const [existing] = await database.db.select().from(pages).where(eq(pages.path, pagePath));
    let page: { id: number; revision: number };
    if (existing) page = existing;
    else {
      const created = await call(editor, "POST", "/api/cms/pages", {
        path: pagePath,
        title: "عرض",
      });
      expect(created.statusCode, created.body).toBe(201);
      page = created.json().data;
    }
    const saved = await call(editor, "PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: "عرض", blocks: [pageHeading("عروضنا"), ...blocks] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
      revision: saved.json().data.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    return published.json().data as { id: number; revision: number };
  };

  it("sends a weak ETag and answers 304 when it matches", async () => {
    const first = await get("/ar/");
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.vary).toContain("accept-encoding");
    const again = await get("/ar/", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    // The same page again: the same bytes and validator, whatever the tracking parameters.
    const tracked = await get("/ar/?utm_source=news&fbclid=x1");
    expect(tracked.headers.etag).toBe(etag);
    expect(tracked.body).toBe(first.body);
  });

  it("lets a CDN keep public pages briefly and never keeps a signed-in user's", async () => {
    const anonymous = await get("/ar/models/defender");
    expect(anonymous.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    const signedIn = await get("/ar/models/defender", { cookie: editor.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.body).toContain("cms-editor-toolbar");
    // The editor's toolbar never reaches the cached copy visitors get.
    expect((await get("/ar/models/defender")).body).not.toContain("cms-editor-toolbar");
    const missing = await get("/ar/no/such/page");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(missing.headers.etag).toBeUndefined();
    // Streamed documents (error pages, signed-in users) arrive whole, compressed or not.
    expect(missing.body).toContain("</html>");
    const missingBr = await get("/ar/no/such/page", { "accept-encoding": "br" });
    expect(missingBr.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(missingBr.rawPayload).toString()).toBe(missing.body);
  });

  it("renders a request with another query for itself, with a validator all the same", async () => {
    const url = "/ar/models/defender?variant=2";
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("public");
    const etag = String(res.headers.etag);
    expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);
    const br = await get(url, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
    // A write to the page shows on such URLs too.
    await database.db
      .update(pages)
      .set({ title: "ديفندر المعدلة" })
      .where(eq(pages.path, "models/defender"));
    await expect.poll(async () => (await get(url)).body).toContain("ديفندر المعدلة");
  });

  it("sends pages in brotli or gzip as the client accepts, the same document", async () => {
    const plain = await get("/ar/");
    const br = await get("/ar/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get("/ar/", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Streamed (signed-in) documents are compressed on the way out.
    const streamed = await get("/ar/", { "accept-encoding": "gzip", cookie: editor.cookie });
    expect(streamed.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(streamed.rawPayload).toString()).toContain("cms-editor-toolbar");
  });

  it("serves the built assets precompressed and the stylesheet compressed", async () => {
    const raw = readFileSync(path.join(clientDir, "island.js"), "utf8");
    const br = await app.inject({
      method: "GET",
      url: "/static/island.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(raw);
    const gz = await app.inject({
      method: "GET",
      url: "/static/island.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(raw);
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await get("/ar/")).body)?.[1];
    expect(href).toBeTruthy();
    const css = await app.inject({
      method: "GET",
      url: String(href),
      headers: { "accept-encoding": "br" },
    });
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(css.rawPayload).toString()).toContain("block-frame");
  });

  it("serves a publish at once; a draft changes nothing", async () => {
    await publish("cache/offer", [quote("العرض الأول")]);
    const first = await get("/ar/cache/offer");
    expect(first.body).toContain("العرض الأول");
    const page = await publish("cache/offer", [quote("العرض الثاني")]);
    await expect.poll(async () => (await get("/ar/cache/offer")).body).toContain("العرض الثاني");
    const etag = String((await get("/ar/cache/offer")).headers.etag);
    const draft = await call(editor, "PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: "عرض", blocks: [quote("مسودة لا تظهر")] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const after = await get("/ar/cache/offer", { "if-none-match": etag });
    expect(after.statusCode).toBe(304);
  });

  it("drops a folder's answer when a page inside it is published, and a 404 when the page appears", async () => {
    expect((await get("/ar/cache/late")).statusCode).toBe(404);
    await publish("cache/late", [quote("وصلت متأخرة")]);
    await expect.poll(async () => (await get("/ar/cache/late")).statusCode).toBe(200);
  });

  it("serves a settings write at once, whoever writes it", async () => {
    const put = await call(admin, "PUT", "/api/admin/settings/general.app_name", {
      value: "اسم من الإدارة",
    });
    expect(put.statusCode, put.body).toBe(200);
    await expect.poll(async () => (await get("/ar/")).body).toContain("اسم من الإدارة");
    // A write straight to the table (a script, psql) is announced by the trigger as well.
    await database.db
      .update(settings)
      .set({ value: "اسم من قاعدة البيانات" })
      .where(eq(settings.key, "general.app_name"));
    await expect.poll(async () => (await get("/ar/")).body).toContain("اسم من قاعدة البيانات");
  });

  it("serves a metahead write at once, global or the page's own", async () => {
    const created = await call(admin, "POST", "/api/admin/metaheads", {
      language: "javascript",
      content: "window.cacheProbe=1;",
      sequence: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    await expect.poll(async () => (await get("/ar/")).body).toContain("window.cacheProbe=1;");
    const [defender] = await database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.path, "models/defender"));
    const home = String((await get("/ar/")).headers.etag);
    await database.db.insert(metaheads).values({
      rdx_core_page_id: defender?.id ?? null,
      language: "css",
      content: ".defender-probe{}",
    });
    await expect
      .poll(async () => (await get("/ar/models/defender")).body)
      .toContain(".defender-probe{}");
    // Another page's own metahead leaves the home page's copy alone.
    expect((await get("/ar/", { "if-none-match": home })).statusCode).toBe(304);
  });

  it("drops a page when an offer of its blocks ends, and tells a CDN so", async () => {
    const endsToday = {
      template: "lrdx-hero-title-banner",
      fields: {
        heading: "عرض ينتهي اليوم",
        offer_schedule: [{ start: dubaiDay(-1), end: dubaiDay(0) }],
      },
      groups: [],
    };
    await publish("cache/ending", [endsToday, quote("ثابت")]);
    const today = await get("/ar/cache/ending");
    expect(today.body).toContain("عرض ينتهي اليوم");
    expect(
      (await get("/ar/cache/ending", { "if-none-match": String(today.headers.etag) })).statusCode,
    ).toBe(304);
    // Five minutes before the offer closes (23:55 in Dubai, UTC+4): a CDN may keep it 5 minutes at most.
    const closes = Date.parse(`${dubaiDay(1)}T00:00:00+04:00`);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(closes - 300_000);
      const late = await get("/ar/cache/ending");
      expect(late.headers.etag).toBe(today.headers.etag);
      expect(late.headers["cache-control"]).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=240",
      );
      vi.setSystemTime(closes + 5_000);
      const after = await get("/ar/cache/ending");
      expect(after.body).not.toContain("عرض ينتهي اليوم");
      expect(after.body).toContain("ثابت");
      expect(after.headers.etag).not.toBe(today.headers.etag);
    } finally {
      vi.useRealTimers();
    }
  });
});
