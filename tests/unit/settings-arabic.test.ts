import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every label and help text an editor reads on the settings screens comes from
 * schemas/settings/*.schema.json: the namespace's title and description, each key's title,
 * description and option labels, and the same inside the shapes of JSON values (x-json).
 * They must be Arabic. Latin letters are allowed only for the names below: brand and format
 * names, and, per key, the literal values an editor types or picks (codes, paths, examples).
 * The original English developer text lives in `$comment`, which the screens never show.
 */

const settingsDir = path.resolve(import.meta.dirname, "../../schemas/settings");

/** Product, service and format names kept as their makers write them. */
const BRAND_NAMES = [
  "HTML",
  "OneTrust",
  "reCAPTCHA",
  "Google",
  "Salesforce",
  "OpenID Connect",
  "Land Rover",
];

/** Literal values an editor types, per setting key (texts inside x-json count for their key). */
const LITERAL_VALUES: Record<string, readonly string[]> = {
  "auth.oidc.issuer": ["https://login.example.com"],
  "basic_popup.start_date": ["2025-06-01T09:00:00+04:00"],
  "basic_popup.matching_paths": ['["/offers/*"]', "/ar"],
  "cars_inventory_ssr.ci_stock_page_path": ["/ar/stock", "stock"],
  "cookie_consent.settings.culture": ["ar", "en"],
  "cookie_consent.strategies.basic.privacy_url": ["/privacy-policy", "https"],
  "cookie_consent.strategies.onetrust.category_map": ["C0001", "C0002", "C0004"],
  "currency_exchange.response_key": ["rates.aed", "data"],
  "currency_exchange.start_date_key": ["startdate"],
  "currency_exchange.class_name": ["price-exchange-class"],
  "data_layers.page_category_mapping": [
    '{"offers": "^/[a-z-]+/offers", "test_drive": "test-drive"}',
  ],
  "data_layers.market": ["AE", "SA"],
  "data_layers.application": ["rdx"],
  "dynamic_content.enabled_strategies": [
    "mena_external_sl",
    "mena_offers",
    "url_brands",
    "reffine_sl",
  ],
  "exit_popup.cancel": ["Escape"],
  "exit_popup.do_url": ["^https://shop\\.example\\.com/"],
  "forms.mail_from": ["no-reply@example.com"],
  "general.404_page": ['{"heading": "…", "image_id": "…", "paragraph": "…", "button_label": "…"}'],
  "general.site_timezone": ["Asia/Dubai", "Europe/London", "UTC"],
  "general.media_library_url": ["https://media.example.com"],
  "general.footer.content.searchbar": ['"placeholder"'],
  "general.redesign_config.footer.content.searchbar": ['"placeholder"'],
  "general.l460_bev_config.footer.content.searchbar": ['"placeholder"'],
  "general.maps_region": ["AE"],
  "general.maps_language": ["ar", "en"],
  "general.owner_portal_script_url": ["https"],
  "general.retailer_bar.enabled": ["_retailer"],
  "general.retailer_bar.pages": ['["/stock", "/showroom"]'],
  "general.retailer_bar.link": ["retailer-locator"],
  "global.sl_back_button": ['["/showroom"]'],
  "l460BevConfig.currency": ["AED", "SAR", "USD"],
  "l460BevConfig.cancel_page_path": ["range-rover-electric/pre-order/cancel"],
  "languages.switch": ['["ar", "en"]'],
  predefined_links: ['[{"alias": "test-drive", "url": "/ar/test-drive"}]'],
  "predefined_links.pass_through_params": ["utm_source,utm_campaign"],
  "mena.offers_api_url": ["/public_api/offers", "https"],
  meta: ['[{"name": "google-site-verification", "content": "…"}]'],
  "naas_navigation.configuration": [
    '{"ar": "ar_AE", "en": "en_GB"}',
    '"ar_AE"',
    "https://nav.example.com",
  ],
  "navigation.disabled_on_pages": ['["/", "/offers"]'],
  "navigation.redesign_paths": ['["/ar/new"]'],
  "navigation.ev_paths": ['["/range-rover-electric"]', "pre-order"],
  "mena_news.locale": ["en", "ar", "fr", "ge", "ru"],
  "mena_news.market": ["AE", "SA", "QA", "KW", "EG"],
  "mena_news.date_locale": ["ar-AE", "en-GB"],
  "price.currency_symbol": ["AED"],
  "price.price_format": ["AED"],
  "price.currency_iso": ["AED", "SAR"],
  "price.double_price_symbol": ["EUR"],
  "security.egress_allowed_hosts": ["crm.internal"],
  "stock_locator.stock_page_path": ["stock"],
  "stock_locator.features": [
    "postcode_search",
    "owner_visible",
    "display_selected_vehicles",
    "postcode_filter",
  ],
};

interface ShownText {
  file: string;
  /** The setting key the text belongs to (the namespace for the namespace's own texts). */
  key: string;
  where: string;
  text: string;
}

type Json = string | number | boolean | null | Json[] | { [name: string]: Json };

/** Keywords whose values are data, never shown as a label or help text. */
const NOT_SHOWN = new Set(["$comment", "examples", "default", "const", "enum", "pattern"]);

function collect(file: string, schema: { [name: string]: Json }): ShownText[] {
  const found: ShownText[] = [];
  const properties = schema.properties;
  const walk = (node: Json, key: string, where: string): void => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, key, `${where}/${index}`);
      return;
    }
    if (node === null || typeof node !== "object") return;
    for (const [name, value] of Object.entries(node)) {
      if (NOT_SHOWN.has(name)) continue;
      const at = `${where}/${name}`;
      if ((name === "title" || name === "description") && typeof value === "string") {
        found.push({ file, key, where: at, text: value });
      } else if (name === "x-enum-labels" && Array.isArray(value)) {
        for (const label of value) {
          if (typeof label === "string") found.push({ file, key, where: at, text: label });
        }
      } else {
        walk(value, node === properties ? name : key, at);
      }
    }
  };
  const namespace = schema["x-namespace"];
  walk(schema, typeof namespace === "string" ? namespace : file, "");
  return found;
}

function escapeForPattern(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The Latin words left once the brand names and the key's literal values are taken out. */
function latinWordsLeft(shown: ShownText): string[] {
  const allowed = [...BRAND_NAMES, ...(LITERAL_VALUES[shown.key] ?? [])].sort(
    (a, b) => b.length - a.length,
  );
  let rest = shown.text.replace(/\u200e|\u200f/g, "");
  for (const literal of allowed) {
    // A literal counts only as a whole: "en" is not taken out of "enabled".
    const whole = new RegExp(`(?<![A-Za-z0-9_])${escapeForPattern(literal)}(?![A-Za-z0-9_])`, "g");
    rest = rest.replace(whole, " ");
  }
  return rest.match(/[A-Za-z][A-Za-z0-9_-]*/g) ?? [];
}

const shownTexts = readdirSync(settingsDir)
  .filter((name) => name.endsWith(".schema.json"))
  .sort()
  .flatMap((name) => collect(name, JSON.parse(readFileSync(path.join(settingsDir, name), "utf8"))));

describe("settings schemas speak Arabic to the editor", () => {
  it("reads the labels and help texts of every namespace, x-json shapes included", () => {
    const files = new Set(shownTexts.map((shown) => shown.file));
    expect(files.size).toBe(readdirSync(settingsDir).filter((n) => n.endsWith(".json")).length);
    // The footer column shapes are nested three levels deep; their labels must be reached.
    expect(
      shownTexts.some((shown) => shown.where.includes("/x-json/items/properties/rows/items/")),
    ).toBe(true);
  });

  it("has no Latin word in a title, description or option label beyond the listed values", () => {
    const offending = shownTexts
      .map((shown) => ({ shown, words: latinWordsLeft(shown) }))
      .filter(({ words }) => words.length > 0)
      .map(({ shown, words }) => `${shown.file}${shown.where}: ${words.join(", ")}`);
    expect(offending).toEqual([]);
  });

  it("gives every title some Arabic", () => {
    const notArabic = shownTexts
      .filter((shown) => shown.where.endsWith("/title") && !/[\u0600-\u06ff]/.test(shown.text))
      .map((shown) => `${shown.file}${shown.where}: ${shown.text}`);
    expect(notArabic).toEqual([]);
  });

  it("lists only literal values that a help text still shows", () => {
    const stale = Object.entries(LITERAL_VALUES).flatMap(([key, literals]) =>
      literals
        .filter(
          (literal) =>
            !shownTexts.some(
              (shown) => shown.key === key && shown.text.replace(/\u200e/g, "").includes(literal),
            ),
        )
        .map((literal) => `${key}: ${literal}`),
    );
    expect(stale).toEqual([]);
  });
});
