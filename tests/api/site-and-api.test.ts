import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { settings as settingsTable } from "../../runtime/db/tables/index.ts";
import { DEMO_SCENES } from "../../runtime/demo/demo-pictures.ts";
import { importContent } from "../../runtime/features/content/import-export.ts";
import { buildServer } from "../../runtime/server.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

describe.each(engines)("server on %s", (engine) => {
  const site = useDemoServer(engine);

  const get = (url: string, accept = "text/html") =>
    site.app.inject({ method: "GET", url, headers: { accept } });

  describe("pages API", () => {
    it("serves a page by path as a JSON:API resource with block resources", async () => {
      const res = await get("/public_api/pages/by_path/models/defender", "application/json");
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.type).toBe("page");
      expect(data.attributes.path).toBe("models/defender");
      expect(data.attributes.title).toBe("ديفندر");
      expect(data.attributes.metaheads).toEqual([]);
      const block = data.attributes.blocks[0];
      expect(block.type).toBe("block");
      expect(block.attributes.key).toBe("lrdx-hero-title-banner");
      expect(block.attributes.positions[0]).toMatchObject({
        type: "position",
        attributes: { index: 0 },
      });
    });
    it("answers 404 for an unknown path and 400 for none", async () => {
      expect(
        (await get("/public_api/pages/by_path/nothing/here", "application/json")).statusCode,
      ).toBe(404);
      const none = await get("/public_api/pages/by_path/", "application/json");
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe("You have to provide current page pathname.");
    });
  });

  it("serves settings as {id, key, value} resources", async () => {
    const res = await get("/settings", "application/json");
    const items = res.json().data as {
      id: string;
      type: string;
      attributes: { key: string; value: string };
    }[];
    expect(items.find((s) => s.attributes.key === "general.app_name")?.attributes.value).toBe(
      "لاند روفر الإمارات",
    );
    expect(items.every((s) => s.type === "setting" && typeof s.id === "string")).toBe(true);
  });

  it("serves the catalogue with every template's fields and caps", async () => {
    const { data } = (await get("/api/templates", "application/json")).json();
    const accordion = data.find((t: { id: string }) => t.id === "lrdx-accordion");
    expect(accordion.attributes).toMatchObject({
      key: "lrdx-accordion",
      group: "Content",
      max_field_groups: 30,
      thumbnail_url: "/blocks_thumbnails/lrdx-accordion.png",
    });
    expect(
      accordion.attributes.field_groups_template.map((f: { symbol: string }) => f.symbol),
    ).toEqual(["accordion_title", "accordion_content"]);
    const form = data.find((t: { id: string }) => t.id === "lrdx-form-component");
    const formId = form.attributes.fields.find((f: { symbol: string }) => f.symbol === "form_id");
    expect(formId).toMatchObject({ field_type: "Select", value: "1", attrs: { searchable: true } });
  });

  describe("site", () => {
    it("redirects / to /ar/", async () => {
      const res = await get("/");
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/ar/");
    });
    it("renders the home page in Arabic, right to left, with page meta", async () => {
      const res = await get("/ar/");
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
      expect(res.body).toContain(
        "<title>لاند روفر الإمارات — سيارات الدفع الرباعي الفاخرة | لاند روفر الإمارات</title>",
      );
      expect(res.body).toContain('<link rel="canonical" href="http://localhost/ar/"/>');
      // The page's share picture (its image_id) names the social-share image.
      expect(res.body).toContain(`/api/v2/images/${DEMO_SCENES.brandSquare}/`);
      expect(res.body).not.toContain('name="robots"');
    });
    it("ships the island script only on pages with islands", async () => {
      const home = await get("/ar/blocks");
      expect(home.body).toContain('data-island="lrdx-accordion"');
      expect(home.body).toMatch(/<script type="module" src="\/static\/[^"]+"/);
      // The demo asks for cookie consent: the banner is a shell island, so a page of static
      // blocks loads the island script for it, but no block island.
      const model = await get("/ar/privacy-policy");
      expect(model.statusCode).toBe(200);
      expect(model.body).toContain('data-shell-island="top"');
      expect(model.body).not.toContain("data-island=");
      // Without consent to ask, a footer search to suggest in, a popup or an exit rule, the same
      // page ships no script.
      const db = site.database.db;
      const saved = await db.select().from(settingsTable);
      const storedValue = (key: string) => saved.find((row) => row.key === key)?.value;
      const set = (key: string, value: string) =>
        db
          .insert(settingsTable)
          .values({ key, value })
          .onConflictDoUpdate({ target: settingsTable.key, set: { value } });
      // (nor predefined links whose parameters the script copies from the address).
      const changed = [
        "cookie_consent.strategy",
        "general.footer.content.searchbar",
        "predefined_links.pass_through_params",
      ];
      await set("cookie_consent.strategy", "none");
      await set("general.footer.content.searchbar", "");
      await set("predefined_links.pass_through_params", "");
      try {
        const plain = await get("/ar/privacy-policy");
        expect(plain.statusCode).toBe(200);
        // Only the loading bar and the analytics island, which every page loads (small, no React).
        const modules = [...plain.body.matchAll(/<script type="module" src="([^"]+)"/g)];
        // (Built names end in "-" and an 8-character hash.)
        expect(modules.map((m) => m[1]?.replace(/-[\w-]{8}\.js$/, ".js"))).toEqual([
          "/static/assets/loading-bar.js",
          "/static/assets/analytics.js",
        ]);
        expect(plain.body).not.toContain("data-island=");
      } finally {
        for (const key of changed) {
          const before = storedValue(key);
          if (before === undefined)
            await db.delete(settingsTable).where(eq(settingsTable.key, key));
          else await set(key, before);
        }
      }
    });
    it("redirects a url_redirection with its code, keeping the query", async () => {
      await importContent(site.database.db, {
        pages: [
          {
            path: "spring-offers",
            title: "عروض الربيع",
            type: "url_redirection",
            to: "/offers/summer",
            http_code: 301,
          },
        ],
        settings: [],
      });
      const res = await get("/ar/spring-offers?utm_source=mail&x=1");
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe("/ar/offers/summer?utm_source=mail&x=1");
    });
    it("sends a folder to its first page", async () => {
      await importContent(site.database.db, {
        pages: [
          { path: "campaigns", page_type: "folder", title: "الحملات" },
          { path: "campaigns/autumn", title: "حملة الخريف", blocks: [] },
        ],
        settings: [],
      });
      const res = await get("/ar/campaigns");
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/ar/campaigns/autumn");
    });
    it("opens a new-window link from an interstitial", async () => {
      const res = await get("/ar/brochure");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        'window.open("https://example.com/brochure.pdf","_blank","noopener")',
      );
    });
    it("hides a block outside its offer schedule", async () => {
      const day = 24 * 60 * 60 * 1000;
      // Days a few days off today, so the site's time zone never moves one across.
      const at = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);
      const scheduled = (start: string, end: string, title: string) => ({
        template: "lrdx-accordion",
        fields: { offer_schedule: [{ start, end }] },
        groups: [{ accordion_title: title, accordion_content: "" }],
      });
      await importContent(site.database.db, {
        pages: [
          {
            path: "scheduled-offers",
            title: "عروض مجدولة",
            blocks: [
              scheduled(at(-10), at(-3), "عرض انتهى"),
              scheduled(at(-3), at(10), "عرض جارٍ"),
              scheduled(at(3), at(10), "عرض قادم"),
            ],
          },
        ],
        settings: [],
      });
      const res = await get("/ar/scheduled-offers");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("عرض جارٍ");
      expect(res.body).not.toContain("عرض انتهى");
      expect(res.body).not.toContain("عرض قادم");
    });
    it("shows the lrdx static 404 text for an unknown page", async () => {
      const res = await get("/ar/no/such/page");
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("الصفحة غير موجودة");
      expect(res.body).toContain("الرابط لم يعد يعمل");
      expect(res.body).toContain('content="none"');
    });
    it("shows the framework text outside every language base", async () => {
      const res = await get("/xx/anything");
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("تعذّر العثور على هذه الصفحة");
    });
    it("renders a block that fails validation as its error texts, not a broken page", async () => {
      await site.database.db.transaction(async () => {});
      await importContent(site.database.db, {
        pages: [{ path: "broken-block", title: "مكسورة", blocks: [] }],
        settings: [],
      });
      const { pages } = await import("../../runtime/db/tables/index.ts");
      const { eq } = await import("drizzle-orm");
      await site.database.db
        .update(pages)
        .set({ blocks: [{ template: "lrdx-quote", fields: { quote: 5 }, groups: [] }] })
        .where(eq(pages.path, "broken-block"));
      const res = await get("/ar/broken-block");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain("حدث خطأ ما، يرجى المحاولة مرة أخرى.");
    });
    it("serves image variants with long cache headers", async () => {
      const res = await site.app.inject({
        method: "GET",
        url: "/api/v2/images/24735/w/640/h/360.jpg",
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["cache-control"]).toContain("immutable");
      expect(
        (await site.app.inject({ method: "GET", url: "/api/v2/images/24735/w/99999.jpg" }))
          .statusCode,
      ).toBe(400);
      expect(
        (await site.app.inject({ method: "GET", url: "/api/v2/images/1/w/640.jpg" })).statusCode,
      ).toBe(404);
    });
  });

  describe("404 variants from general.404_page", () => {
    const set404 = async (value: string | null) => {
      const { eq } = await import("drizzle-orm");
      await site.database.db.delete(settingsTable).where(eq(settingsTable.key, "general.404_page"));
      if (value !== null)
        await site.database.db.insert(settingsTable).values({ key: "general.404_page", value });
    };
    afterAll(() => set404(null));
    it("renders the setting's HTML", async () => {
      await set404("<h1>عذراً، هذه الصفحة انتقلت</h1>");
      expect((await get("/ar/missing")).body).toContain("<h1>عذراً، هذه الصفحة انتقلت</h1>");
    });
    it("renders the hero banner with JSON overrides", async () => {
      await set404(
        JSON.stringify({ heading: "لم نجد الصفحة", image_id: 30003, button_label: "إلى الرئيسية" }),
      );
      const body = (await get("/ar/missing")).body;
      expect(body).toContain("لم نجد الصفحة");
      expect(body).toContain("/api/v2/images/30003/w/1600/h/900.jpg");
      expect(body).toContain("إلى الرئيسية");
    });
  });
});

describe("when the error page itself fails", () => {
  it("shows the fallback texts and a link home", async () => {
    const database = await freshDatabase("pglite");
    const app = await buildServer({
      db: database.db,
      renderNotFound: () => {
        throw new Error("boom in the 404 page");
      },
    });
    const res = await app.inject({
      method: "GET",
      url: "/ar/missing",
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("حدث خطأ أثناء عرض صفحة الخطأ");
    expect(res.body).toContain("تفاصيل الخطأ: boom in the 404 page");
    expect(res.body).toContain('<a href="/ar/">العودة إلى الرئيسية</a>');
    await app.close();
    await database.drop();
  });
});
