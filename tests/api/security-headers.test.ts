import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { metaheads, pages } from "../../runtime/db/tables/index.ts";
import { buildServer } from "../../runtime/server.ts";
import { loadAssets } from "../../runtime/ssr/assets.ts";
import { VIDEO_FRAME_ORIGINS } from "../../site/islands/shell.tsx";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { freshDatabase } from "../helpers/database.ts";

/** The sources of one directive of a policy ("script-src" → ["'self'", ...]). */
function directive(policy: string, name: string): string[] {
  for (const part of policy.split(";")) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key === name) return values;
  }
  return [];
}

const policyOf = (res: LightMyRequestResponse): string => {
  const value = res.headers["content-security-policy"];
  if (typeof value !== "string") throw new Error(`no CSP on ${res.statusCode} response`);
  return value;
};

/** Every inline script a browser would run: no src, no type or a JavaScript one. */
function executableInlineScripts(html: string): { text: string; nonce: string | null }[] {
  const out: { text: string; nonce: string | null }[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (type !== "" && !/^(module|text\/javascript)$/i.test(type)) continue;
    out.push({ text: m[2] ?? "", nonce: /\snonce="([^"]*)"/.exec(attributes)?.[1] ?? null });
  }
  return out;
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Each executable inline script is allowed by its hash or by the response's nonce. */
function expectEveryInlineScriptAllowed(res: LightMyRequestResponse): number {
  const scriptSrc = directive(policyOf(res), "script-src");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const scripts = executableInlineScripts(res.body);
  for (const script of scripts) {
    const allowed =
      scriptSrc.includes(hashOf(script.text)) ||
      (script.nonce !== null && scriptSrc.includes(`'nonce-${script.nonce}'`));
    expect(allowed, `inline script not allowed: ${script.text.slice(0, 80)}`).toBe(true);
  }
  return scripts.length;
}

function expectCommonHeaders(res: LightMyRequestResponse): void {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-frame-options"]).toMatch(/^(SAMEORIGIN|DENY)$/);
}

describe("security headers", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let editor: TestSession;
  let defenderId: number;

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });

  beforeAll(async () => {
    database = await freshDatabase("pglite", { demo: true });
    app = await buildServer({ db: database.db });
    editor = await signedInAs(database.db, "editor");
    const [row] = await database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.path, "models/defender"));
    if (!row) throw new Error("no demo page models/defender");
    defenderId = row.id;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.delete(metaheads);
  });

  it("sends nosniff, a referrer policy and a framing rule on pages, the API and static files", async () => {
    const home = await get("/ar/");
    expect(home.statusCode).toBe(200);
    expectCommonHeaders(home);
    expect(home.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(directive(policyOf(home), "frame-ancestors")).toEqual(["'self'"]);

    const api = await get("/api/templates", { accept: "application/json" });
    expect(api.statusCode).toBe(200);
    expectCommonHeaders(api);

    const stylesheet = await get(loadAssets().stylesheetHref, { accept: "text/css" });
    expect(stylesheet.statusCode).toBe(200);
    expectCommonHeaders(stylesheet);

    const missing = await get("/no/such/route");
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
    expect(directive(policyOf(missing), "script-src")).not.toContain("'unsafe-inline'");
  });

  it("lists the hash of every inline script of the home page, cached or not, compressed or not", async () => {
    const first = await get("/ar/");
    expect(expectEveryInlineScriptAllowed(first)).toBeGreaterThan(0);
    const policy = policyOf(first);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    // The video modal (a shell part on every page of the demo) may play YouTube and Vimeo.
    expect(directive(policy, "frame-src")).toEqual(["'self'", ...VIDEO_FRAME_ORIGINS]);
    // A hero's native video may be this site's file or a video host's (https only).
    expect(directive(policy, "media-src")).toEqual(["'self'", "https:"]);
    // Served from the HTML cache, brotli, and as a 304: the same policy.
    const cached = await get("/ar/", { "accept-encoding": "br" });
    expect(cached.headers["content-encoding"]).toBe("br");
    expect(policyOf(cached)).toBe(policy);
    const etag = String(cached.headers.etag);
    const notModified = await get("/ar/", { "if-none-match": etag });
    expect(notModified.statusCode).toBe(304);
    expect(policyOf(notModified)).toBe(policy);
  });

  it("allows the scripts and frames an HTML box declares, and no others", async () => {
    const [home] = await database.db.select().from(pages).where(eq(pages.path, "blocks"));
    if (!home) throw new Error("no demo block gallery");
    const html =
      '<iframe title="map" src="https://www.openstreetmap.org/export/embed.html?bbox=55.25,25.18"></iframe>' +
      "<script>document.title += '';</script>" +
      '<script src="https://widgets.example.com/w.js" async></script>' +
      '<script type="application/ld+json">{"a":1}</script>';
    // The first HTML box of the block gallery carries it.
    const all = home.blocks as { template: string; fields: Record<string, unknown> }[];
    const first = all.findIndex((b) => b.template === "lrdx-html-box");
    const blocks = all.map((b, i) => (i === first ? { ...b, fields: { ...b.fields, html } } : b));
    await database.db.update(pages).set({ blocks }).where(eq(pages.id, home.id));
    try {
      const res = await get("/ar/blocks");
      expect(res.body).toContain(html);
      expect(expectEveryInlineScriptAllowed(res)).toBe(2);
      const policy = policyOf(res);
      expect(directive(policy, "frame-src")).toEqual([
        "'self'",
        ...VIDEO_FRAME_ORIGINS,
        "https://www.openstreetmap.org",
      ]);
      expect(directive(policy, "script-src")).toContain("https://widgets.example.com");
      expect(directive(policy, "script-src")).not.toContain(hashOf('{"a":1}'));
    } finally {
      await database.db.update(pages).set({ blocks: home.blocks }).where(eq(pages.id, home.id));
    }
    expect(directive(policyOf(await get("/ar/blocks")), "frame-src")).toEqual([
      "'self'",
      ...VIDEO_FRAME_ORIGINS,
    ]);
  });

  it("streams a signed-in user's page with a nonce of its own", async () => {
    const a = await get("/ar/models/defender", { cookie: editor.cookie });
    const b = await get("/ar/models/defender", { cookie: editor.cookie });
    expect(a.headers["cache-control"]).toBe("private, no-store");
    expectEveryInlineScriptAllowed(a);
    const nonceOf = (res: LightMyRequestResponse) =>
      directive(policyOf(res), "script-src").find((s) => s.startsWith("'nonce-"));
    expect(nonceOf(a)).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });

  it("allows the new-window interstitial's script by its hash", async () => {
    const res = await get("/ar/brochure");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("window.open(");
    expect(expectEveryInlineScriptAllowed(res)).toBe(2);
  });

  it("adds a javascript metahead's hash and a js-src metahead's origin where the page carries them", async () => {
    const script = "window.__metaheadRan = true;";
    await database.db.insert(metaheads).values([
      { rdx_core_page_id: null, in_body: false, content: script, language: "javascript" },
      {
        rdx_core_page_id: defenderId,
        in_body: true,
        content: "https://cdn.example.net/tag.js?id=1",
        language: "js-src",
      },
      {
        rdx_core_page_id: defenderId,
        in_body: true,
        content:
          '<iframe src="https://player.example.org/v/1"></iframe><script>var own = 1;</script>',
        language: "html",
      },
    ]);
    const visitors: Record<string, string>[] = [{}, { cookie: editor.cookie }];
    for (const headers of visitors) {
      const defender = await get("/ar/models/defender", headers);
      expect(defender.body).toContain(script);
      expectEveryInlineScriptAllowed(defender);
      const policy = policyOf(defender);
      expect(directive(policy, "script-src")).toContain(hashOf(script));
      expect(directive(policy, "script-src")).toContain(hashOf("var own = 1;"));
      expect(directive(policy, "script-src")).toContain("https://cdn.example.net");
      expect(directive(policy, "frame-src")).toContain("https://player.example.org");
    }
    // Another page carries the global metahead only.
    const home = await get("/ar/");
    expect(directive(policyOf(home), "script-src")).toContain(hashOf(script));
    expect(directive(policyOf(home), "script-src")).not.toContain("https://cdn.example.net");
    // Once removed, the cached page's policy forgets them.
    await database.db.delete(metaheads);
    const after = await get("/ar/models/defender");
    expect(after.body).not.toContain(script);
    expect(directive(policyOf(after), "script-src")).not.toContain(hashOf(script));
    expect(directive(policyOf(after), "script-src")).not.toContain("https://cdn.example.net");
  });

  it("gives the editor's app and its preview their own policies", async () => {
    const shell = await get("/ar/cms", { cookie: editor.cookie });
    expectCommonHeaders(shell);
    const policy = policyOf(shell);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    if (shell.statusCode === 200) {
      expect(shell.headers["x-frame-options"]).toBe("DENY");
      expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
      expect(directive(policy, "frame-src")).toEqual(["'self'"]);
      const preview = await get("/ar/cms/preview", { cookie: editor.cookie });
      expect(preview.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(directive(policyOf(preview), "frame-ancestors")).toEqual(["'self'"]);
    }
  });
});
