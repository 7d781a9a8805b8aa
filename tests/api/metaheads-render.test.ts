import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { metaheads, pages } from "../../runtime/db/tables/index.ts";
import { buildServer } from "../../runtime/server.ts";
import { injectMetaheads, prepareMetaheads, slotMarker } from "../../runtime/ssr/metaheads.tsx";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

type NewMetahead = typeof metaheads.$inferInsert;

describe.each(engines)("metaheads in the rendered site on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let admin: TestSession;
  let defenderId: number;
  let newsId: number;
  const warnings: string[] = [];
  /** Anonymous HTML captured while the metaheads table was still empty. */
  const before: Record<string, string> = {};

  const get = async (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });

  const headOf = (html: string) => html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  const bodyOf = (html: string) => html.slice(html.indexOf("<body>"), html.indexOf("</body>"));

  const insert = async (rows: NewMetahead[]) => {
    const inserted = await database.db.insert(metaheads).values(rows).returning();
    return inserted.map((r) => r.id);
  };

  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ db: database.db });
    // Collect what the site logs for a request (the server runs without a logger in tests).
    const collect = (message: unknown) => {
      if (typeof message === "string") warnings.push(message);
    };
    const logger = {
      warn: (a: unknown, b?: unknown) => collect(typeof a === "string" ? a : b),
      error: () => {},
      info: () => {},
      debug: () => {},
      trace: () => {},
      fatal: () => {},
      child: () => logger,
    };
    app.addHook("onRequest", async (request: FastifyRequest) => {
      (request as unknown as { log: typeof logger }).log = logger;
    });
    admin = await signedInAs(database.db, "admin");
    const idOf = async (path: string) => {
      const [row] = await database.db
        .select({ id: pages.id })
        .from(pages)
        .where(eq(pages.path, path));
      if (!row) throw new Error(`no demo page ${path}`);
      return row.id;
    };
    defenderId = await idOf("models/defender");
    newsId = await idOf("news/defender-octa-arrives");
    for (const url of ["/ar/models/defender", "/ar/news/defender-octa-arrives", "/ar/no/such"])
      before[url] = (await get(url)).body;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.delete(metaheads);
    warnings.length = 0;
  });

  it("writes globals and the page's own in sequence order, head and end of body", async () => {
    const [late, early, own, inBody] = await insert([
      { language: "javascript", content: "window.late = 1;", sequence: 20 },
      { language: "css", content: "body{outline:0}", sequence: 5 },
      {
        language: "javascript",
        content: "window.own = 1;",
        sequence: 10,
        rdx_core_page_id: defenderId,
      },
      { language: "javascript", content: "window.tail = 1;", sequence: 1, in_body: true },
    ]);
    const res = await get("/ar/models/defender");
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    const body = bodyOf(res.body);
    const order = [early, own, late].map((id) => head.indexOf(`data-metahead="${id}"`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // After the site's own stylesheet, so a metahead's CSS wins.
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(order[0] as number);
    expect(head).not.toContain("window.tail");
    expect(body).toContain("window.tail = 1;");
    expect(
      res.body.endsWith(
        `<script data-metahead="${inBody}" data-metahead-run="once">window.tail = 1;</script></body></html>`,
      ),
    ).toBe(true);
    expect(res.body).not.toContain("data-metaheads=");
  });

  it("equal sequences keep the order of their ids", async () => {
    const ids = await insert([
      { language: "css", content: "a{}", sequence: 3 },
      { language: "css", content: "b{}", sequence: 3, rdx_core_page_id: defenderId },
      { language: "css", content: "c{}", sequence: 3 },
    ]);
    const head = headOf((await get("/ar/models/defender")).body);
    const at = ids.map((id) => head.indexOf(`data-metahead="${id}"`));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("writes each language as its element", async () => {
    const [js, src, rel, css, html] = await insert([
      { language: "javascript", content: "var a = 1 < 2;", sequence: 1 },
      { language: "js-src", content: "https://cdn.example.com/tag.js?a=1&b=2", sequence: 2 },
      { language: "js-src", content: "/static/local.js", sequence: 3 },
      { language: "css", content: ".x > .y { color: red }", sequence: 4 },
      {
        language: "html",
        content:
          '<meta name="verify" content="abc"><link rel="preconnect" href="https://x.example">',
        sequence: 5,
      },
    ]);
    const head = headOf((await get("/ar/models/defender")).body);
    expect(head).toContain(
      `<script data-metahead="${js}" data-metahead-run="once">var a = 1 < 2;</script>`,
    );
    expect(head).toContain(
      `<script data-metahead="${src}" data-metahead-run="once" src="https://cdn.example.com/tag.js?a=1&#38;b=2" defer></script>`,
    );
    expect(head).toContain(
      `<script data-metahead="${rel}" data-metahead-run="once" src="/static/local.js" defer></script>`,
    );
    expect(head).toContain(
      `<style data-metahead="${css}" data-metahead-run="once">.x > .y { color: red }</style>`,
    );
    // Raw HTML as written, nothing wrapped around it.
    expect(head).toContain(
      `</style><meta name="verify" content="abc"><link rel="preconnect" href="https://x.example">`,
    );
    expect(html).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });

  it("writes HTML at the end of the body as written", async () => {
    await insert([{ language: "html", content: '<div id="chat">مرحبا</div>', in_body: true }]);
    const res = await get("/ar/models/defender");
    expect(res.body.endsWith('<div id="chat">مرحبا</div></body></html>')).toBe(true);
  });

  it("warns when head HTML holds elements that belong in the body", async () => {
    const [id] = await insert([{ language: "html", content: "<div>x</div>" }]);
    const res = await get("/ar/models/defender");
    expect(res.body).toContain("<div>x</div></head>");
    expect(warnings.some((w) => w.includes(`metahead ${id}`) && w.includes("div"))).toBe(true);
  });

  it("puts a page's own metaheads on that page only, globals on every page and the 404", async () => {
    const [global, own] = await insert([
      { language: "javascript", content: "window.everywhere = 1;" },
      { language: "javascript", content: "window.defenderOnly = 1;", rdx_core_page_id: defenderId },
    ]);
    const defender = (await get("/ar/models/defender")).body;
    const news = (await get("/ar/news/defender-octa-arrives")).body;
    const missing = await get("/ar/no/such");
    expect(missing.statusCode).toBe(404);
    for (const html of [defender, news, missing.body])
      expect(html).toContain(
        `<script data-metahead="${global}" data-metahead-run="once">window.everywhere = 1;</script>`,
      );
    expect(defender).toContain(`data-metahead="${own}"`);
    expect(news).not.toContain("defenderOnly");
    expect(missing.body).not.toContain("defenderOnly");
  });

  it("keeps metaheads out of the editor's app and its preview", async () => {
    await insert([{ language: "javascript", content: "window.everywhere = 1;" }]);
    for (const url of ["/ar/cms", "/ar/cms/preview"]) {
      const res = await get(url, { cookie: admin.cookie });
      expect(res.body).not.toContain("everywhere");
      expect(res.body).not.toContain("data-metahead");
    }
    // The site itself still carries them for a signed-in editor, next to the toolbar.
    const site = (await get("/ar/models/defender", { cookie: admin.cookie })).body;
    expect(site).toContain("window.everywhere = 1;");
    expect(site).toContain("cms-editor-toolbar");
  });

  it("content cannot close its element early", async () => {
    const closings = (head: string) => head.match(/<\/script>/g)?.length ?? 0;
    const siteScripts = closings(headOf((await get("/ar/models/defender")).body));
    const [js, css] = await insert([
      {
        language: "javascript",
        content: 'var s = "</script><script>window.pwned=1</script>"; // <!--<script>',
      },
      { language: "css", content: "a{}</STYLE><img src=x onerror=alert(1)>" },
    ]);
    const head = headOf((await get("/ar/models/defender")).body);
    expect(head).toContain(
      `<script data-metahead="${js}" data-metahead-run="once">var s = "<\\/script><script>window.pwned=1<\\/script>"; // <\\!--<script></script>`,
    );
    expect(head).toContain(
      `<style data-metahead="${css}" data-metahead-run="once">a{}<\\/STYLE><img src=x onerror=alert(1)></style>`,
    );
    // Exactly one closing tag per element: the site's own, and the metahead's.
    expect(closings(head)).toBe(siteScripts + 1);
  });

  it("skips a js-src that is not an http(s) URL or a path on the site, with a warning", async () => {
    const [bad, protocolRelative, good] = await insert([
      { language: "js-src", content: "javascript:alert(1)" },
      { language: "js-src", content: "//evil.example/x.js" },
      { language: "js-src", content: "https://cdn.example.com/ok.js" },
    ]);
    const html = (await get("/ar/models/defender")).body;
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`data-metahead="${good}"`);
    expect(warnings.some((w) => w.includes(`metahead ${bad} skipped`))).toBe(true);
    expect(warnings.some((w) => w.includes(`metahead ${protocolRelative} skipped`))).toBe(true);
  });

  it("compiles scss and sass when an admin saves them, and writes the CSS as a <style>", async () => {
    const post = (payload: Record<string, unknown>) =>
      app.inject({
        method: "POST",
        url: "/api/admin/metaheads",
        headers: { ...admin.headers, "content-type": "application/json" },
        payload,
      });
    const scss = await post({
      language: "scss",
      content: "$brand: #0c121c;\n.promo {\n  .title { color: $brand; }\n}\n",
      sequence: 1,
    });
    expect(scss.statusCode, scss.body).toBe(201);
    const sass = await post({
      language: "sass",
      content: "$c: red\n.tail\n  color: $c",
      sequence: 2,
      in_body: true,
    });
    expect(sass.statusCode, sass.body).toBe(201);
    const scssId = (scss.json().data as { id: number }).id;
    const sassId = (sass.json().data as { id: number }).id;
    const html = (await get("/ar/models/defender")).body;
    expect(headOf(html)).toContain(
      `<style data-metahead="${scssId}" data-metahead-run="once" data-metahead-language="scss">.promo .title{color:#0c121c}</style>`,
    );
    expect(bodyOf(html)).toContain(
      `<style data-metahead="${sassId}" data-metahead-run="once" data-metahead-language="sass">.tail{color:red}</style>`,
    );
    expect(html).not.toContain("$brand");
    expect(warnings).toEqual([]);
  });

  it("writes only the metaheads of the page's language, in sequence order", async () => {
    const [english, all, arabic, englishOwn] = await insert([
      { language: "javascript", content: "window.englishOnly = 1;", sequence: 1, lang: "en" },
      { language: "css", content: ".all{}", sequence: 30 },
      { language: "css", content: ".arabic{}", sequence: 10, lang: "ar" },
      {
        language: "css",
        content: ".englishOwn{}",
        sequence: 0,
        lang: "en",
        rdx_core_page_id: defenderId,
      },
    ]);
    for (const url of ["/ar/models/defender", "/ar/no/such"]) {
      const head = headOf((await get(url)).body);
      expect(head).not.toContain(`data-metahead="${english}"`);
      expect(head).not.toContain(`data-metahead="${englishOwn}"`);
      expect(head).not.toContain("englishOnly");
      const at = [arabic, all].map((id) => head.indexOf(`data-metahead="${id}"`));
      expect(at.every((i) => i > 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
    // A site in English would write the English ones and the ones for every language.
    const rows = await database.db.select().from(metaheads);
    const forEnglish = prepareMetaheads(rows, () => {}, "en");
    expect(forEnglish?.head).toContain("window.englishOnly = 1;");
    expect(forEnglish?.head).toContain(".englishOwn{}");
    expect(forEnglish?.head).toContain(".all{}");
    expect(forEnglish?.head).not.toContain(".arabic{}");
  });

  it("marks whether a metahead runs once or on every page change", async () => {
    const [once, reload, own] = await insert([
      { language: "javascript", content: "window.once = 1;" },
      { language: "javascript", content: "window.reload = 1;", reload_on_each_page: true },
      { language: "javascript", content: "window.own = 1;", rdx_core_page_id: defenderId },
    ]);
    const head = headOf((await get("/ar/models/defender")).body);
    expect(head).toContain(`<script data-metahead="${once}" data-metahead-run="once">`);
    expect(head).toContain(`<script data-metahead="${reload}" data-metahead-run="every">`);
    expect(head).toContain(`<script data-metahead="${own}" data-metahead-run="every">`);
  });

  it("skips sass and scss saved without their CSS, with a warning naming the metahead", async () => {
    const [sass, scss] = await insert([
      { language: "sass", content: "$c: red\nbody\n  color: $c" },
      { language: "scss", content: "$c: red; body { color: $c; }" },
    ]);
    const html = (await get("/ar/models/defender")).body;
    expect(html).not.toContain("$c");
    expect(warnings.some((w) => w.includes(`metahead ${sass} skipped`) && w.includes("sass"))).toBe(
      true,
    );
    expect(warnings.some((w) => w.includes(`metahead ${scss} skipped`) && w.includes("scss"))).toBe(
      true,
    );
    // Nothing left to write: the document is the one without metaheads.
    expect(html).toBe(before["/ar/models/defender"]);
  });

  it("renders a page without metaheads byte for byte as with an empty table", async () => {
    await insert([
      { language: "javascript", content: "window.other = 1;", rdx_core_page_id: newsId },
      { language: "css", content: "b{}", rdx_core_page_id: newsId, in_body: true },
    ]);
    for (const url of ["/ar/models/defender", "/ar/no/such"]) {
      const html = (await get(url)).body;
      expect(html).toBe(before[url]);
    }
    expect((await get("/ar/news/defender-octa-arrives")).body).not.toBe(
      before["/ar/news/defender-octa-arrives"],
    );
  });

  it("renders what an admin creates through the admin API, and serves the flag", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/metaheads",
      headers: { ...admin.headers, "content-type": "application/json" },
      payload: {
        language: "css",
        content: ".promo{display:none}",
        rdx_core_page_id: newsId,
        reload_on_each_page: true,
        sequence: 2,
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: number };
    const html = (await get("/ar/news/defender-octa-arrives")).body;
    expect(headOf(html)).toContain(
      `<style data-metahead="${id}" data-metahead-run="every">.promo{display:none}</style>`,
    );
    const served = await app.inject({
      method: "GET",
      url: `/metaheads?q[page_id_equal_or_null]=${newsId}`,
      headers: { accept: "application/json" },
    });
    expect(JSON.stringify(served.json())).toContain('"reload_on_each_page":true');
  });

  it("gives the error page the global metaheads, not the page's own", async () => {
    const [summer] = await database.db
      .select({ id: pages.id, blocks: pages.blocks })
      .from(pages)
      .where(eq(pages.path, "offers/summer"));
    if (!summer) throw new Error("no demo page offers/summer");
    const [global, own] = await insert([
      { language: "javascript", content: "window.everywhere = 1;" },
      { language: "javascript", content: "window.summerOnly = 1;", rdx_core_page_id: summer.id },
    ]);
    // Blocks that are not a list make the page fail to render.
    await database.db.execute(sql`UPDATE pages SET blocks = '{}'::jsonb WHERE id = ${summer.id}`);
    try {
      const res = await get("/ar/offers/summer");
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain(`data-metahead="${global}"`);
      expect(res.body).not.toContain(`data-metahead="${own}"`);
    } finally {
      await database.db.update(pages).set({ blocks: summer.blocks }).where(eq(pages.id, summer.id));
    }
  });
});

describe("metaheads in the byte stream", () => {
  it("finds markers split across chunks, however the stream is cut", async () => {
    const injection = prepareMetaheads(
      [
        {
          id: 1,
          rdx_core_page_id: null,
          in_body: false,
          content: "h{}",
          language: "css",
          sequence: 0,
        },
        {
          id: 2,
          rdx_core_page_id: null,
          in_body: true,
          content: "<p>ب</p>",
          language: "html",
          sequence: 0,
        },
      ],
      () => {},
    );
    if (!injection) throw new Error("nothing prepared");
    const page = `<head>ع${slotMarker(injection.token, "head")}</head><body>نص${slotMarker(injection.token, "body")}</body>`;
    const want = `<head>ع<style data-metahead="1" data-metahead-run="once">h{}</style></head><body>نص<p>ب</p></body>`;
    const bytes = Buffer.from(page);
    for (const size of [1, 2, 7, 31, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await text(Readable.from(chunks).pipe(injectMetaheads(injection)))).toBe(want);
    }
  });
});
