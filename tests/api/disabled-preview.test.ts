import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../runtime/db/tables/index.ts";
import { ROLE_PERMISSIONS } from "../../runtime/http/permissions.ts";
import { buildServer } from "../../runtime/server.ts";
import { injectAs } from "../helpers/api.ts";
import { bearerToken, signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { pageHeading } from "../helpers/publishable.ts";

// /{lang}/disabled-preview/{path}: an editor's preview of a page visitors cannot see (000 §2),
// and to anyone else the 404 page of any unknown path.

const quote = (text: string) => ({ template: "lrdx-quote", fields: { quote: text }, groups: [] });

const BANNER = 'class="preview-banner"';
const UNPUBLISHED = "معاينة: هذه الصفحة غير منشورة";
const DISABLED = "معاينة: هذه الصفحة معطّلة";

interface Created {
  id: number;
  revision: number;
}

describe.each(engines)("the disabled-page preview on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let editor: TestSession;
  let viewer: TestSession;

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });
  const call = (method: string, url: string, payload?: unknown) =>
    injectAs(app, editor, method, url, payload);

  /** A new page (unpublished) whose draft holds these blocks under its heading. */
  const draftPage = async (
    body: Record<string, unknown>,
    heading: string,
    blocks: unknown[] = [],
  ): Promise<Created> => {
    const created = await call("POST", "/api/cms/pages", body);
    expect(created.statusCode, created.body).toBe(201);
    const page: Created = created.json().data;
    const saved = await call("PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: String(body.title), blocks: [pageHeading(heading), ...blocks] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data;
  };
  const publish = async (page: Created): Promise<Created> => {
    const published = await call("POST", `/api/cms/pages/${page.id}/publish`, {
      revision: page.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    return published.json().data;
  };

  /**
   * The 404 page's body with its address taken out: the one thing in which two unknown paths'
   * pages differ (the canonical link).
   */
  const notFoundBody = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(404);
    return {
      body: res.body.replaceAll(url, "{url}"),
      cacheControl: res.headers["cache-control"],
      contentType: res.headers["content-type"],
      robots: res.headers["x-robots-tag"],
    };
  };

  let draft: Created;
  let disabledId: number;
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ db: database.db });
    editor = await signedInAs(database.db, "editor");
    viewer = await signedInAs(database.db, "viewer");
    draft = await draftPage({ path: "new-model", title: "الطراز الجديد" }, "الطراز الجديد قريبًا", [
      quote("سيُعلن عنه في الربيع"),
    ]);
    // Disabled: published once, then taken offline (no API does that: the row is written).
    const older = await publish(
      await draftPage({ path: "old-offer", title: "عرض سابق" }, "عرض الصيف", [
        quote("النص المنشور"),
      ]),
    );
    await database.db.update(pages).set({ is_published: false }).where(eq(pages.id, older.id));
    disabledId = older.id;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("shows an editor an unpublished page's draft under the banner: 200, private, no-store, noindex", async () => {
    const res = await get("/ar/disabled-preview/new-model", { cookie: editor.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    expect(res.headers.etag).toBeUndefined();
    const html = res.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html.match(/<meta name="robots"/g)).toHaveLength(1);
    // The banner: a region named by its heading, its text a status, above the site's header.
    expect(html).toContain(BANNER);
    expect(html).toContain('aria-labelledby="preview-banner-heading"');
    expect(html).toContain('role="status"');
    expect(html).toContain(UNPUBLISHED);
    expect(html).toContain("لا يستطيع زوّار الموقع رؤيتها");
    expect(html.indexOf(BANNER)).toBeLessThan(html.indexOf("site-header"));
    // The page as the site renders it: its heading (the one <h1>), its blocks, the shell.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("الطراز الجديد قريبًا");
    expect(html).toContain("سيُعلن عنه في الربيع");
    expect(html).toContain('<main id="main"');
    expect(html).toContain('dir="rtl"');
    // Its canonical is its public address, and the editor's toolbar links to the builder.
    expect(html).toContain('<link rel="canonical" href="http://localhost/ar/new-model"/>');
    expect(html).toContain(`/ar/cms/pages/${draft.id}`);
  });

  it("shows a disabled page's working copy under its own banner: its last published version, then a later draft", async () => {
    const preview = () => get("/ar/disabled-preview/old-offer", { cookie: editor.cookie });
    const res = await preview();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.body).toContain(DISABLED);
    expect(res.body).not.toContain(UNPUBLISHED);
    expect(res.body).toContain("النص المنشور");
    // A draft saved since is what publishing it again would show: the preview shows that.
    const [row] = await database.db.select().from(pages).where(eq(pages.id, disabledId));
    const saved = await call("PUT", `/api/cms/pages/${disabledId}/draft`, {
      revision: row?.revision,
      snapshot: { title: "عرض سابق", blocks: [pageHeading("عرض الصيف"), quote("نص المسودة")] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await preview();
    expect(again.body).toContain(DISABLED);
    expect(again.body).toContain("نص المسودة");
    expect(again.body).not.toContain("النص المنشور");
    // Visitors do not see it at its public address either.
    expect((await get("/ar/old-offer")).statusCode).toBe(404);
  });

  it("shows a viewer (pages:read) the preview without the editing toolbar, and an API token too", async () => {
    const res = await get("/ar/disabled-preview/new-model", { cookie: viewer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(UNPUBLISHED);
    expect(res.body).not.toContain("cms-editor-toolbar");
    const token = await bearerToken(database.db, "viewer");
    const byToken = await get("/ar/disabled-preview/new-model", {
      authorization: `Bearer ${token}`,
    });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers["cache-control"]).toBe("private, no-store");
    expect(byToken.body).toContain(UNPUBLISHED);
  });

  it("gives a visitor the 404 page of any unknown path: same status, headers and markup", async () => {
    const unknown = await notFoundBody("/ar/disabled-preview/no-such-page");
    const plainUnknown = await notFoundBody("/ar/no-such-page");
    for (const url of [
      "/ar/disabled-preview/new-model",
      "/ar/disabled-preview/old-offer",
      "/ar/disabled-preview/models/defender",
      "/ar/disabled-preview/",
    ]) {
      const seen = await notFoundBody(url);
      expect(seen, url).toEqual(unknown);
      expect(seen, url).toEqual(plainUnknown);
      expect(seen.body).not.toContain(BANNER);
      expect(seen.body).not.toContain("الطراز الجديد");
    }
  });

  it("gives a signed-in user without pages:read the 404 page that user gets for any unknown path", async () => {
    // None of today's roles lacks pages:read: the viewer loses it for this test.
    const viewerRights = ROLE_PERMISSIONS.viewer;
    ROLE_PERMISSIONS.viewer = viewerRights.filter((p) => p !== "pages:read");
    try {
      const headers = { cookie: viewer.cookie };
      const unknown = await notFoundBody("/ar/no-such-page", headers);
      expect(unknown.cacheControl).toBe("private, no-store");
      for (const url of ["/ar/disabled-preview/new-model", "/ar/disabled-preview/old-offer"]) {
        const seen = await notFoundBody(url, headers);
        expect(seen, url).toEqual(unknown);
        expect(seen.body).not.toContain("الطراز الجديد");
      }
    } finally {
      ROLE_PERMISSIONS.viewer = viewerRights;
    }
  });

  it("keeps nothing: a visitor after the editor still gets the 404 page, and the editor the latest draft", async () => {
    const url = "/ar/disabled-preview/new-model";
    const before = await notFoundBody(url);
    expect((await get(url, { cookie: editor.cookie })).statusCode).toBe(200);
    expect(await notFoundBody(url)).toEqual(before);
    expect(await notFoundBody(url)).toEqual(before);
    // With tracking parameters, which the cache ignores, too.
    expect((await get(`${url}?utm_source=mail`)).statusCode).toBe(404);
    // The next save shows at once (nothing held between the editor's requests).
    const [row] = await database.db.select().from(pages).where(eq(pages.id, draft.id));
    const saved = await call("PUT", `/api/cms/pages/${draft.id}/draft`, {
      revision: row?.revision,
      snapshot: {
        title: "الطراز الجديد",
        blocks: [pageHeading("الطراز الجديد قريبًا"), quote("موعد الإطلاق في الصيف")],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await get(url, { cookie: editor.cookie });
    expect(again.body).toContain("موعد الإطلاق في الصيف");
    expect(again.body).not.toContain("سيُعلن عنه في الربيع");
  });

  it("sends an editor from a published page's preview address to its public one (302, query kept)", async () => {
    const res = await get("/ar/disabled-preview/models/defender?colour=red", {
      cookie: editor.cookie,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/ar/models/defender?colour=red");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    const home = await get("/ar/disabled-preview/", { cookie: editor.cookie });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/ar/");
    expect((await get("/ar/disabled-preview", { cookie: editor.cookie })).headers.location).toBe(
      "/ar/",
    );
    // Once published, the preview address of the new page leads to it as well.
    const [row] = await database.db.select().from(pages).where(eq(pages.path, "new-model"));
    if (!row) throw new Error("no new-model page");
    await publish(row);
    const now = await get("/ar/disabled-preview/new-model", { cookie: editor.cookie });
    expect(now.statusCode).toBe(302);
    expect(now.headers.location).toBe("/ar/new-model");
    expect((await get("/ar/new-model")).statusCode).toBe(200);
    // A visitor still learns nothing from the preview address.
    expect((await get("/ar/disabled-preview/new-model")).statusCode).toBe(404);
  });

  it("answers an editor 404 where no page has the path, and follows an unpublished redirection with 302", async () => {
    const missing = await get("/ar/disabled-preview/no-such-page", { cookie: editor.cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain(BANNER);
    const created = await call("POST", "/api/cms/pages", {
      path: "old-address",
      title: "عنوان قديم",
      type: "url_redirection",
      to: "/models/defender",
      http_code: 301,
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await get("/ar/disabled-preview/old-address", { cookie: editor.cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/ar/models/defender");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("previews a page of another language in that language, and a path in Arabic letters", async () => {
    await draftPage({ path: "coming-soon", title: "Coming soon", lang: "en" }, "Coming soon");
    const english = await get("/en/disabled-preview/coming-soon", { cookie: editor.cookie });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain("Preview: this page is not published");
    expect(english.body).toContain("Visitors cannot see it.");
    expect(english.body).toContain('dir="ltr"');
    // The Arabic page at the same path is another page: none there.
    expect(
      (await get("/ar/disabled-preview/coming-soon", { cookie: editor.cookie })).statusCode,
    ).toBe(404);
    await draftPage({ path: "عروض-رمضان", title: "عروض رمضان" }, "عروض رمضان");
    const arabic = await get(`/ar/disabled-preview/${encodeURIComponent("عروض-رمضان")}`, {
      cookie: editor.cookie,
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain(UNPUBLISHED);
    expect(arabic.body).toContain("عروض رمضان");
  });
});
