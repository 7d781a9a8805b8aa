import { describe, expect, it } from "vitest";
import { loadAssets } from "../../runtime/ssr/assets.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/** The stylesheet a page links to. */
const stylesheetOf = (html: string): string => {
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("the page links no stylesheet");
  return href;
};

describe("each page's stylesheet carries its own blocks' styles", () => {
  const assets = loadAssets();
  const sheet = (templates: string[]) => {
    const href = assets.stylesheetFor?.(templates);
    if (!href) throw new Error("no page stylesheets");
    return { href, text: assets.stylesheetAt?.(href) ?? "" };
  };

  it("takes the block's folder, the folders its component imports, and the shared parts", () => {
    const quote = sheet(["lrdx-quote"]);
    expect(quote.text).toContain("/* site/blocks/Quote/style.css */");
    expect(quote.text).not.toContain("/* site/blocks/HeroSlider/style.css */");
    // The shared parts: base styles, the shell (carousel included), the forms.
    expect(quote.text).toContain("/* site/styles/base.css */");
    expect(quote.text).toContain("/* site/shell/carousel.css */");
    // The tall banner is drawn by the banner's component, with its styles.
    expect(sheet(["lrdx-hero-title-banner-tall"]).text).toContain(
      "/* site/blocks/HeroTitleBanner/style.css */",
    );
    // The Tabbed Component shows a hero slider and the 360 views.
    const tabbed = sheet(["lrdx-tabbed-component"]).text;
    expect(tabbed).toContain("/* site/blocks/HeroSlider/style.css */");
    expect(tabbed).toContain("/* site/blocks/Exterior360/style.css */");
    // A style.css building on another folder's (@import "../Exterior360/style.css") takes it
    // along: the Interior 360 alone on a page has the 360 views' shared styles.
    const interior = sheet(["lrdx-interior-360"]).text;
    expect(interior).toContain("/* site/blocks/Exterior360/style.css */");
    expect(interior).toContain(".interior360__strip");
    expect(interior).not.toContain("@import");
    // Sent minified: each file's rules without its indentation and comments, after its name.
    expect(interior).not.toMatch(/\n[ \t]+\S/);
    expect(interior.split("\n").filter((line) => line.startsWith("/*"))).toHaveLength(
      interior.split("/*").length - 1,
    );
    // Box colours of the blocks that share the retailer locator's palette are their own.
    expect(sheet(["lrdx-car-rent"]).text).toMatch(/\.dark-theme \.car-rent\b/);
    expect(sheet(["lrdx-dual-frame-map"]).text).toMatch(/\.dark-theme \.dual-frame-map\b/);
    // Another process of the same build (a restart, a second server) makes it from its name.
    expect(loadAssets().stylesheetAt?.(quote.href)).toBe(quote.text);
    // One set of blocks, one sheet; the whole sheet still holds every block's styles.
    expect(sheet(["lrdx-quote", "lrdx-quote"]).href).toBe(quote.href);
    expect(assets.stylesheet.length).toBeGreaterThan(quote.text.length);
    expect(assets.stylesheet).toContain("/* site/blocks/HeroSlider/style.css */");
  });

  describe("served", () => {
    const site = useDemoServer("pglite");

    it("links a page to a sheet of its blocks, served compressed and kept a year", async () => {
      const home = await site.app.inject({ method: "GET", url: "/ar/blocks" });
      const href = stylesheetOf(home.body);
      expect(href).toMatch(/^\/static\/css\/site\.[0-9a-f]{10}\.[0-9a-f]+\.css$/);
      const css = await site.app.inject({
        method: "GET",
        url: href,
        headers: { "accept-encoding": "br" },
      });
      expect(css.statusCode).toBe(200);
      expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(css.headers["content-encoding"]).toBe("br");
      expect(css.headers["cache-control"]).toContain("immutable");
      const plain = await site.app.inject({ method: "GET", url: href });
      // The block gallery shows the Quote but none of the 360 views (they have their own page).
      expect(plain.body).toContain("/* site/blocks/Quote/style.css */");
      expect(plain.body).not.toContain("/* site/blocks/Exterior360/style.css */");
      expect(plain.body.length).toBeLessThan(loadAssets().stylesheet.length);
      const views = await site.app.inject({ method: "GET", url: "/ar/blocks/360" });
      const viewsCss = await site.app.inject({ method: "GET", url: stylesheetOf(views.body) });
      expect(viewsCss.body).toContain("/* site/blocks/Exterior360/style.css */");
    });

    it("answers 404 for a sheet of another build and 400 for a name that is not one", async () => {
      const unknown = await site.app.inject({
        method: "GET",
        url: "/static/css/site.0000000000.1.css",
      });
      expect(unknown.statusCode).toBe(404);
      const tooMany = await site.app.inject({
        method: "GET",
        url: `/static/css/site.0000000000.${"f".repeat(32)}.css`,
      });
      expect(tooMany.statusCode).toBe(404);
      const bad = await site.app.inject({ method: "GET", url: "/static/css/..%2Fsecret.css" });
      expect(bad.statusCode).toBe(400);
    });
  });
});
