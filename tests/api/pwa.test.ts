import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { settings } from "../../runtime/db/tables/index.ts";
import { APP_ICON_SIZES } from "../../runtime/features/pwa/routes.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

describe("the web app manifest and icons", () => {
  const site = useDemoServer("pglite");
  const get = (url: string) => site.app.inject({ method: "GET", url });

  it("describes the Arabic site with the theme colour and every documented icon size", async () => {
    const res = await get("/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: "لاند روفر الإمارات",
      lang: "ar",
      dir: "rtl",
      start_url: "/ar/",
      display: "standalone",
      theme_color: "#0c121c",
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      [64, 120, 144, 152, 192, 384, 512].map((s) => `${s}x${s}`),
    );
  });

  it("serves each icon as a PNG of its size, and refuses any other size", async () => {
    for (const size of APP_ICON_SIZES) {
      const res = await get(`/icons/icon-${size}.png`);
      expect(res.statusCode, String(size)).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
    const other = await get("/icons/icon-100.png");
    expect(other.statusCode).toBe(400);
    expect(other.json().details[0]).toMatchObject({ rule: "enum" });
  });

  it("is linked from every page and stays open while the site needs a sign-in", async () => {
    const home = await get("/ar/");
    expect(home.body).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    await site.database.db
      .insert(settings)
      .values({ key: "general.require_user_login", value: "true" });
    expect((await get("/ar/")).statusCode).toBe(302);
    expect((await get("/manifest.webmanifest")).statusCode).toBe(200);
    expect((await get("/icons/icon-192.png")).statusCode).toBe(200);
  });
});
