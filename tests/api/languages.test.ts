import { describe, expect, it } from "vitest";
import { injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

/** The language switch's links, as hreflang → href. */
function switchLinks(html: string): Record<string, string> {
  const list = /<ul class="lang-switch__list">(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
  const links: Record<string, string> = {};
  for (const m of list.matchAll(
    /<a class="lang-switch__link" href="([^"]*)"[^>]*hrefLang="([^"]*)"/g,
  ))
    links[m[2] as string] = (m[1] as string).replaceAll("&amp;", "&");
  return links;
}

describe.each(engines)("languages on %s", (engine) => {
  const site = useDemoServer(engine);
  const get = (url: string) =>
    site.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("serves the English home page left to right and the Hebrew one right to left", async () => {
    const en = await get("/en/");
    expect(en.statusCode).toBe(200);
    expect(attribute(en.body, /<html lang="([^"]+)"/)).toBe("en");
    expect(attribute(en.body, /<html[^>]* dir="([^"]+)"/)).toBe("ltr");
    expect(en.body).toContain("The all-new Defender 110");
    expect(en.body).toContain("Skip to content");
    // The English menu, not the Arabic one.
    const header = /<header.*?<\/header>/s.exec(en.body)?.[0] ?? "";
    expect(header).toContain(">Models<");
    expect(header).not.toContain("الطرازات");
    // The language's own settings (`{key}@en`): its footer, its FAB and its site name.
    expect(en.body).toContain("About us");
    // (the FAB is hidden on the home page: navigation.disabled_on_pages)
    expect((await get("/en/models/defender")).body).toContain("Book a test drive");
    expect(en.body).toContain(
      "<title>Land Rover UAE — luxury four-wheel drive | Land Rover UAE</title>",
    );
    // No Arabic but the switch's own name for Arabic.
    expect(en.body.replace(/<ul class="lang-switch__list">.*?<\/ul>/s, "")).not.toMatch(
      /[\u0600-\u06FF]/,
    );

    const he = await get("/he/");
    expect(he.statusCode).toBe(200);
    expect(attribute(he.body, /<html lang="([^"]+)"/)).toBe("he");
    expect(attribute(he.body, /<html[^>]* dir="([^"]+)"/)).toBe("rtl");
    expect(he.body).toContain("דיפנדר 110 החדשה כולה");
    expect(attribute(he.body, /<html[^>]* class="([^"]+)"/)).toContain("font-hebrew");

    const ar = await get("/ar/");
    expect(attribute(ar.body, /<html lang="([^"]+)"/)).toBe("ar");
    expect(attribute(ar.body, /<html[^>]* dir="([^"]+)"/)).toBe("rtl");
  });

  it("links a page's language versions with hreflang alternates and x-default", async () => {
    const res = await get("/en/models/defender");
    const alternates = [
      ...res.body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
    ].map((m) => [m[1], new URL(m[2] as string).pathname]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["en", "/en/models/defender"],
        ["ar", "/ar/models/defender"],
        ["he", "/he/models/defender"],
        ["x-default", "/ar/models/defender"],
      ]),
    );
    expect(alternates).toHaveLength(4);
    // A page alone in its language has none.
    const alone = await get("/ar/offers/summer");
    expect(alone.body).not.toContain('rel="alternate" hrefLang');
  });

  it("routes all 51 languages: one without pages answers its 404 in its own direction", async () => {
    for (const [code, lang, dir] of [
      ["de", "de", "ltr"],
      ["fa", "fa", "rtl"],
      ["pt-br", "pt-BR", "ltr"],
      ["sr-latin", "sr-Latn", "ltr"],
      ["zh-tw", "zh-TW", "ltr"],
    ] as const) {
      const res = await get(`/${code}/`);
      expect(res.statusCode, code).toBe(404);
      expect(attribute(res.body, /<html lang="([^"]+)"/), code).toBe(lang);
      expect(attribute(res.body, /<html[^>]* dir="([^"]+)"/), code).toBe(dir);
    }
    const unknown = await get("/xx/");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("تعذّر العثور على هذه الصفحة");
    expect((await get("/en")).headers.location).toBe("/en/");
  });

  it("switches language to the page's version, dropping the tracking and journey parameters", async () => {
    const res = await get(
      "/en/models/defender?colour=red&utm_source=mail&gclid=1&model_str=x&config_url=y&formCode=z&_ga=2",
    );
    expect(res.statusCode).toBe(200);
    const links = switchLinks(res.body);
    expect(links).toEqual({
      ar: "/ar/models/defender?colour=red",
      en: "/en/models/defender?colour=red",
      he: "/he/models/defender?colour=red",
    });
    // A page with no version in a language: that language's home page.
    const news = switchLinks((await get("/ar/offers/summer")).body);
    expect(news).toEqual({ ar: "/ar/offers/summer", en: "/en/", he: "/he/" });
    // Tracking parameters only: the cached page, whose links carry no query.
    const tracked = switchLinks((await get("/en/?utm_campaign=spring&fbclid=abc")).body);
    expect(tracked.ar).toBe("/ar/");
  });

  it("looks a page up by language in the pages API, and refuses an unknown language", async () => {
    const en = await site.app.inject({
      method: "GET",
      url: "/public_api/pages/by_path/index?lang=en",
    });
    expect(en.statusCode).toBe(200);
    const attributes = en.json().data.attributes;
    expect(attributes).toMatchObject({ lang: "en", translation_key: "home", title: "Home" });
    expect(attributes.translations).toEqual(
      expect.arrayContaining([
        { lang: "ar", path: "index" },
        { lang: "he", path: "index" },
      ]),
    );
    const ar = await site.app.inject({ method: "GET", url: "/public_api/pages/by_path/index" });
    expect(ar.json().data.attributes.lang).toBe("ar");
    const bad = await site.app.inject({
      method: "GET",
      url: "/public_api/pages/by_path/index?lang=xx",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("lang");
    const missing = await site.app.inject({
      method: "GET",
      url: "/public_api/pages/by_path/offers/summer?lang=en",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lists one language's news", async () => {
    const ar = await site.app.inject({ method: "GET", url: "/public_api/news" });
    expect(ar.statusCode).toBe(200);
    expect((ar.json().data as { url: string }[]).length).toBeGreaterThan(0);
    expect((ar.json().data as { url: string }[]).every((n) => n.url.startsWith("/ar/"))).toBe(true);
    const en = await site.app.inject({ method: "GET", url: "/public_api/news?lang=en" });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ total: 0, data: [] });
    expect(
      (await site.app.inject({ method: "GET", url: "/public_api/news?lang=xx" })).statusCode,
    ).toBe(400);
  });

  it("searches one language's pages", async () => {
    const en = await site.app.inject({
      method: "GET",
      url: "/public_api/search?q=capability&lang=en",
    });
    expect(en.statusCode).toBe(200);
    const results = en.json().results as { url: string }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.url.startsWith("/en/"))).toBe(true);
    const he = await site.app.inject({
      method: "GET",
      url: `/public_api/search?q=${encodeURIComponent("דיפנדר")}&lang=he`,
    });
    expect((he.json().results as { url: string }[]).map((r) => r.url)).toContain("/he/");
    const page = await get("/en/search?q=capability");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/en/models/defender"');
  });

  it("stores a language's own setting value, checked as the key it overrides", async () => {
    const admin = await signedInAs(site.database.db, "admin");
    const put = (key: string, value: string) =>
      injectAs(site.app, admin, "PUT", `/api/admin/settings/${encodeURIComponent(key)}`, { value });
    expect((await put("general.app_name@he", "לנד רובר ישראל")).statusCode).toBe(200);
    const badJson = await put("navigation.disabled_on_pages@en", "[oops");
    expect(badJson.statusCode).toBe(422);
    expect(badJson.body).toContain("Invalid JSON in navigation.disabled_on_pages@en");
    const badLanguage = await put("general.app_name@xx", "x");
    expect(badLanguage.statusCode).toBe(422);
    expect((await get("/he/")).body).toContain("לנד רובר ישראל");
    // The Arabic site keeps the shared value.
    expect((await get("/ar/")).body).toContain("لاند روفر الإمارات");
  });

  it("links an English page's editor toolbar to the editor, which lives under /ar/", async () => {
    const editor = await signedInAs(site.database.db, "editor");
    const res = await injectAs(site.app, editor, "GET", "/en/models/defender");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/href="\/ar\/cms\/pages\/\d+"/);
    expect(res.body).not.toContain('href="/en/cms/');
  });

  it("creates pages per language and links language versions, refusing a second one", async () => {
    const editor = await signedInAs(site.database.db, "editor");
    const call = (method: string, url: string, body?: unknown) =>
      injectAs(site.app, editor, method, url, body);
    const source = await call("POST", "/api/cms/pages", { path: "lang-test", title: "اختبار" });
    expect(source.statusCode).toBe(201);
    const sourceId = source.json().data.id as number;
    // The same path in another language is another page.
    const en = await call("POST", "/api/cms/pages", {
      path: "lang-test",
      lang: "en",
      title: "Test",
      translation_of: sourceId,
    });
    expect(en.statusCode).toBe(201);
    expect(en.json().data).toMatchObject({ lang: "en", translation_key: `page-${sourceId}` });
    // … but not twice in one language.
    const taken = await call("POST", "/api/cms/pages", {
      path: "lang-test",
      lang: "en",
      title: "x",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("path_taken");
    const twice = await call("POST", "/api/cms/pages", {
      path: "lang-test-2",
      lang: "en",
      title: "Second",
      translation_of: sourceId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("translation_taken");
    const sameLanguage = await call("POST", "/api/cms/pages", {
      path: "lang-test-3",
      title: "نفس اللغة",
      translation_of: sourceId,
    });
    expect(sameLanguage.statusCode).toBe(422);
    expect(JSON.stringify(sameLanguage.json())).toContain("/translation_of");
    const badLang = await call("POST", "/api/cms/pages", {
      path: "x",
      lang: "klingon",
      title: "x",
    });
    expect(badLang.statusCode).toBe(422);
    expect(JSON.stringify(badLang.json())).toContain("/lang");
    const list = (await call("GET", "/api/cms/pages")).json().data as {
      path: string;
      lang: string;
      translation_key: string | null;
    }[];
    expect(
      list.filter((p) => p.path === "lang-test").map((p) => [p.lang, p.translation_key]),
    ).toEqual([
      ["ar", `page-${sourceId}`],
      ["en", `page-${sourceId}`],
    ]);
  });
});
