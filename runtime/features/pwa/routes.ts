import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { ApiOperations } from "../../../generated/api.ts";
import { settings } from "../../db/tables/index.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";

/** The documented app icon sizes (000 §9) and theme colour. */
export const APP_ICON_SIZES = [64, 120, 144, 152, 192, 384, 512] as const;
const THEME_COLOUR = "#0c121c";

type IconSize = ApiOperations["getAppIcon"]["params"]["size"];

/**
 * The icon: the site's mark (the favicon's "LR" on the theme colour), full bleed so that a
 * launcher may round or mask it (purpose "any maskable"); the text stays inside the safe circle.
 */
function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${THEME_COLOUR}"/><text x="50" y="60" font-size="28" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-weight="700" letter-spacing="2">LR</text></svg>`;
}

/** The web app manifest and its icons: what a phone needs to put the site on its home screen. */
export function pwaHandlers(deps: AppDeps): Pick<ApiHandlers, "getWebManifest" | "getAppIcon"> {
  const { db, lang } = deps;
  const icons = new Map<IconSize, Promise<Buffer>>();
  const iconPng = (size: IconSize): Promise<Buffer> => {
    let png = icons.get(size);
    if (!png) {
      png = sharp(Buffer.from(iconSvg(size)))
        .png({ compressionLevel: 9 })
        .toBuffer();
      png.catch(() => icons.delete(size));
      icons.set(size, png);
    }
    return png;
  };
  return {
    getWebManifest: async (_request, reply) => {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, "general.app_name"))
        .limit(1);
      const name = row?.value.trim() || "الموقع";
      reply
        .header("content-type", "application/manifest+json; charset=utf-8")
        .header("cache-control", "public, max-age=3600");
      const base = `/${lang}/`;
      return {
        name,
        short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
        lang,
        dir: "rtl" as const,
        start_url: base,
        scope: "/",
        display: "standalone" as const,
        theme_color: THEME_COLOUR,
        background_color: "#ffffff",
        icons: APP_ICON_SIZES.map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: "image/png",
          purpose: "any maskable",
        })),
      };
    },
    getAppIcon: async (request, reply) =>
      reply
        .header("content-type", "image/png")
        .header("cache-control", "public, max-age=86400")
        .send(await iconPng(request.params.size)),
  };
}
