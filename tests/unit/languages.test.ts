import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  hreflangLinks,
  LANGUAGE_URL_CODES,
  LANGUAGES,
  languageByUrl,
  languageOf,
  languageSwitchCodes,
  languageSwitchHref,
  languageSwitchLinks,
  marketFontClass,
  searchConfig,
} from "../../runtime/core/languages.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { ar } from "../../site/i18n/ar.ts";
import { en } from "../../site/i18n/en.ts";
import { he } from "../../site/i18n/he.ts";
import { translator } from "../../site/i18n/index.ts";

const settings = (entries: Record<string, string>) =>
  mergeSettings(
    {},
    Object.entries(entries).map(([key, value]) => ({ key, value })),
  );

describe("the platform's languages", () => {
  it("lists the 51 documented codes, the same as the schema's enum", () => {
    expect(LANGUAGES).toHaveLength(51);
    const schema = JSON.parse(
      readFileSync(new URL("../../schemas/shared/language.schema.json", import.meta.url), "utf8"),
    ) as { enum: string[] };
    expect([...LANGUAGE_URL_CODES].sort()).toEqual([...schema.enum].sort());
    expect(LANGUAGES.map((l) => l.code)).toEqual(
      expect.arrayContaining([
        "ms_MY",
        "nb_NO",
        "pt_BR",
        "sr_Latin",
        "zh_CN",
        "zh_TW",
        "ckb",
        "bd",
      ]),
    );
  });

  it("routes codes lower-cased with - and tags them in BCP 47, right to left for ar, he, fa, ckb", () => {
    expect(languageByUrl("pt-br")).toMatchObject({ code: "pt_BR", tag: "pt-BR", dir: "ltr" });
    expect(languageByUrl("sr-latin")).toMatchObject({ tag: "sr-Latn" });
    expect(languageByUrl("bd")).toMatchObject({ tag: "bn" });
    expect(
      LANGUAGES.filter((l) => l.dir === "rtl")
        .map((l) => l.url)
        .sort(),
    ).toEqual(["ar", "ckb", "fa", "he"]);
    expect(languageByUrl("pt_BR")).toBeUndefined();
    expect(languageByUrl("xx")).toBeUndefined();
    expect(languageOf("xx").url).toBe("ar");
  });
});

describe("the language switch", () => {
  it("drops exactly the documented parameters and keeps the rest", () => {
    const dropped =
      "utm_id=1&utm_source=2&utm_medium=3&utm_campaign=4&utm_term=5&utm_content=6&fbclid=7&gclid=8&_ga=9&_gac=10&_gl=11&model_str=12&config_url=13&formCode=14";
    expect(languageSwitchHref("/en/models", `?${dropped}`)).toBe("/en/models");
    expect(languageSwitchHref("/en/models", `?colour=red&${dropped}&trim=se`)).toBe(
      "/en/models?colour=red&trim=se",
    );
    // Other click ids are not in the list: they stay.
    expect(languageSwitchHref("/en/", "?msclkid=abc")).toBe("/en/?msclkid=abc");
    expect(languageSwitchHref("/en/x?a=1#top", "?a=2&b=3")).toBe("/en/x?a=1&b=3#top");
  });

  it("offers each configured language: the page's version, or its home page", () => {
    const links = languageSwitchLinks({
      offered: ["ar", "en", "he", "nope"],
      current: languageOf("en"),
      versions: [
        { lang: "en", path: "models/defender" },
        { lang: "ar", path: "models/defender" },
      ],
      currentSearch: "?utm_source=x&colour=red",
    });
    expect(links.map((l) => [l.url, l.href, l.isCurrent])).toEqual([
      ["ar", "/ar/models/defender?colour=red", false],
      ["en", "/en/models/defender?colour=red", true],
      ["he", "/he/?colour=red", false],
    ]);
    // The current language is always offered; an empty setting hides the switch.
    expect(
      languageSwitchLinks({
        offered: ["ar"],
        current: languageOf("de"),
        versions: [],
        currentSearch: "",
      }).map((l) => l.url),
    ).toEqual(["de", "ar"]);
    expect(
      languageSwitchLinks({
        offered: [],
        current: languageOf("ar"),
        versions: [],
        currentSearch: "",
      }),
    ).toEqual([]);
  });

  it("reads languages.switch, with the default for bad JSON and unknown codes left out", () => {
    const logged: string[] = [];
    expect(languageSwitchCodes(settings({}), (m) => logged.push(m))).toEqual(["ar", "en", "he"]);
    expect(
      languageSwitchCodes(settings({ "languages.switch": '["en","xx","fr"]' }), () => {}),
    ).toEqual(["en", "fr"]);
    expect(
      languageSwitchCodes(settings({ "languages.switch": "{oops" }), (m) => logged.push(m)),
    ).toEqual(["ar", "en", "he"]);
    expect(logged).toContain("Invalid JSON in languages.switch");
  });
});

describe("hreflang alternates", () => {
  it("lists every version and x-default for the default language, none for a page alone", () => {
    expect(
      hreflangLinks(
        [
          { lang: "en", path: "index" },
          { lang: "ar", path: "index" },
          { lang: "pt-br", path: "sobre" },
        ],
        "https://site.test",
        "ar",
      ),
    ).toEqual([
      { hreflang: "en", href: "https://site.test/en/" },
      { hreflang: "ar", href: "https://site.test/ar/" },
      { hreflang: "pt-BR", href: "https://site.test/pt-br/sobre" },
      { hreflang: "x-default", href: "https://site.test/ar/" },
    ]);
    expect(hreflangLinks([{ lang: "ar", path: "x" }], "https://site.test", "ar")).toEqual([]);
    // Without an Arabic version there is no x-default.
    expect(
      hreflangLinks(
        [
          { lang: "en", path: "x" },
          { lang: "he", path: "x" },
        ],
        "",
        "ar",
      ).map((l) => l.hreflang),
    ).toEqual(["en", "he"]);
  });
});

describe("fonts and search per language", () => {
  it("chooses the market font and Hebrew first where asked", () => {
    expect(marketFontClass(settings({}), "ar")).toBeNull();
    expect(marketFontClass(settings({ "languages.market_font": "iraq" }), "ar")).toBe(
      "font-market-iraq",
    );
    expect(marketFontClass(settings({ "languages.market_font": "japan" }), "ja")).toBe(
      "font-market-japan",
    );
    expect(marketFontClass(settings({}), "he")).toBe("font-hebrew");
    expect(marketFontClass(settings({ "languages.hebrew_fonts": "true" }), "ar")).toBe(
      "font-hebrew",
    );
    expect(marketFontClass(settings({ "languages.market_font": "mars" }), "ar")).toBeNull();
  });

  it("searches each language with its stemmer, or simple", () => {
    expect(searchConfig("ar")).toBe("arabic");
    expect(searchConfig("en")).toBe("english");
    expect(searchConfig("pt-br")).toBe("portuguese");
    expect(searchConfig("he")).toBe("simple");
    expect(searchConfig("'; drop table pages; --")).toBe("simple");
  });
});

describe("the bundled texts", () => {
  const keysOf = (value: unknown, prefix = ""): string[] =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];

  it("has every Arabic and Hebrew key in English, every language's fallback", () => {
    const english = new Set(keysOf(en));
    expect(keysOf(ar).filter((k) => !english.has(k))).toEqual([]);
    expect(keysOf(he).filter((k) => !english.has(k))).toEqual([]);
  });

  it("fills {{count}} with the language's plural, falls back to English, then to the key", () => {
    const t = translator("he");
    expect(t("search.results", { count: 1, query: "x" })).toBe("מוצגת תוצאה אחת עבור 'x'");
    expect(t("search.results", { count: 5, query: "x" })).toBe("מוצגות 5 תוצאות עבור 'x'");
    expect(translator("ar")("search.results", { count: 2, query: "x" })).toBe("عرض نتيجتين لـ «x»");
    expect(translator("ar")("search.results", { count: 11, query: "x" })).toBe(
      "عرض 11 نتيجة لـ «x»",
    );
    // German has no bundle: English texts.
    expect(translator("de")("search.title")).toBe("Search");
    expect(translator("de")("no.such.key")).toBe("no.such.key");
  });
});
