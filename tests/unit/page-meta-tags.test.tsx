import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  buildPageMeta,
  type ExtraMetaTag,
  extraMetaTags,
  META_SETTING_WARNING,
  ogLocale,
  type PageMeta,
} from "../../runtime/core/page-meta.ts";
import type { PageRecord } from "../../runtime/core/page-resolution.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { Document } from "../../site/layouts/document.tsx";
import { defaultSiteContext } from "../../site/ui/site-context.tsx";
import { pageRecord } from "../helpers/page-record.ts";

const ORIGIN = "https://site.example";

function metaSetting(value: string | undefined): { tags: ExtraMetaTag[]; messages: string[] } {
  const messages: string[] = [];
  const map = mergeSettings({}, value === undefined ? [] : [{ key: "meta", value }]);
  return { tags: extraMetaTags(map, (m) => messages.push(m)), messages };
}

describe("the meta setting", () => {
  it("gives its entries, by name or by property, in order", () => {
    const value = JSON.stringify([
      { name: "google-site-verification", content: "abc" },
      { property: "fb:app_id", content: "123" },
      { content: "<b>&\"'", name: "twitter:site" },
    ]);
    expect(metaSetting(value)).toEqual({
      tags: [
        { name: "google-site-verification", content: "abc" },
        { property: "fb:app_id", content: "123" },
        { name: "twitter:site", content: "<b>&\"'" },
      ],
      messages: [],
    });
  });

  it.each([
    { name: "unset", value: undefined, logged: [] },
    { name: "empty", value: "", logged: [] },
    { name: "an empty list", value: "[]", logged: [] },
    { name: "invalid JSON", value: '[{"name": "a",', logged: ["Invalid JSON in meta"] },
    { name: "an object", value: '{"name": "a", "content": "b"}', logged: [META_SETTING_WARNING] },
    { name: "null", value: "null", logged: [META_SETTING_WARNING] },
  ])("adds nothing when $name", ({ value, logged }) => {
    expect(metaSetting(value)).toEqual({ tags: [], messages: logged });
  });

  it.each([
    { name: "another attribute", entry: { "http-equiv": "refresh", content: "0;url=//x" } },
    { name: "both name and property", entry: { name: "a", property: "b", content: "c" } },
    { name: "an extra attribute", entry: { name: "a", content: "c", charset: "x" } },
    { name: "no content", entry: { name: "a" } },
    { name: "content not a string", entry: { name: "a", content: 1 } },
    { name: "name not a string", entry: { name: ["a"], content: "c" } },
    { name: "a name with a space", entry: { name: "a b", content: "c" } },
    { name: "an empty name", entry: { name: "", content: "c" } },
    { name: "the page's own robots", entry: { name: "robots", content: "index" } },
    {
      name: "the page's own description, in capitals",
      entry: { name: "Description", content: "c" },
    },
    {
      name: "the page's own og:image",
      entry: { property: "og:image", content: "https://x/a.png" },
    },
    { name: "a string", entry: "name=a" },
    { name: "a list", entry: ["name", "a"] },
  ])("leaves out an entry with $name, logs, and keeps the others", ({ entry }) => {
    const value = JSON.stringify([entry, { name: "ok", content: "yes" }]);
    expect(metaSetting(value)).toEqual({
      tags: [{ name: "ok", content: "yes" }],
      messages: [META_SETTING_WARNING],
    });
  });
});

describe("og:locale", () => {
  it.each([
    ["ar", "ar_AE"],
    ["en", "en_GB"],
    ["he", "he_IL"],
    ["de", "de_DE"],
    ["pt-br", "pt_BR"],
    ["pt_PT", "pt_PT"],
    ["zh-cn", "zh_CN"],
    ["sr-latin", "sr_RS"],
    ["ja", "ja_JP"],
    ["", "ar_AE"],
  ])("%s is %s", (lang, want) => {
    expect(ogLocale(lang)).toBe(want);
  });
});

describe("the site name", () => {
  function siteName(settings: { appName?: string; theme: string }) {
    return buildPageMeta({
      page: pageRecord({ title: "T" }),
      settings,
      origin: ORIGIN,
      currentPath: "/ar/offers/summer",
    }).siteName;
  }

  it("is the app name, else the theme's brand, else absent", () => {
    expect(siteName({ appName: "Dealer", theme: "lrdx" })).toBe("Dealer");
    expect(siteName({ theme: "lrdx" })).toBe("لاند روفر");
    expect(siteName({ theme: "other" })).toBeUndefined();
  });
});

/** One element of the rendered <head>: its tag, attributes (entities decoded) and text. */
interface HeadElement {
  tag: string;
  attrs: ReadonlyMap<string, string>;
  text: string;
}

/** The <head> a page's meta renders to, as its elements and its markup. */
function head(
  page: Partial<PageRecord>,
  options: {
    lang?: string;
    extraMeta?: ExtraMetaTag[];
    analytics?: { context: string; script: string | null } | null;
  } = {},
): { html: string; elements: HeadElement[] } {
  const meta: PageMeta = buildPageMeta({
    page: pageRecord(page),
    settings: { appName: "Dealer", theme: "lrdx" },
    origin: ORIGIN,
    currentPath: "/ar/offers/summer?utm_source=x",
  });
  const lang = options.lang ?? "ar";
  const html = renderToStaticMarkup(
    <Document
      site={{ ...defaultSiteContext, lang, dir: lang === "en" ? "ltr" : "rtl" }}
      meta={meta}
      stylesheet="/static/site.css"
      islandScript={null}
      extraMeta={options.extraMeta ?? []}
      analytics={options.analytics ?? null}
    >
      <main />
    </Document>,
  );
  const elements: HeadElement[] = [];
  // React writes attributes double-quoted with entities, so a small reader is enough here.
  for (const m of html.matchAll(/<(meta|link|title|script)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/g)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? "").matchAll(/([a-zA-Z:-]+)="([^"]*)"/g))
      attrs.set(a[1] ?? "", decode(a[2] ?? ""));
    elements.push({ tag: m[1] ?? "", attrs, text: m[3] ?? "" });
  }
  return { html, elements };
}

function decode(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The first element of `tag` whose attribute `attr` is `value`. */
function find(
  doc: { elements: HeadElement[] },
  tag: string,
  attr: string,
  value: string,
): HeadElement | undefined {
  return doc.elements.find((e) => e.tag === tag && e.attrs.get(attr) === value);
}

/** The content of <meta name|property=key>, or null. */
function content(doc: { elements: HeadElement[] }, key: string): string | null {
  const meta = find(doc, "meta", "name", key) ?? find(doc, "meta", "property", key);
  return meta?.attrs.get("content") ?? null;
}

describe("the document's head", () => {
  it("carries the title, canonical and Open Graph tags of the page", () => {
    const doc = head({
      meta_title: "عروض الصيف",
      meta_description: "وصف",
      image_id: 42,
      canonical_url: null,
    });
    expect(doc.elements.find((e) => e.tag === "title")?.text).toBe("عروض الصيف | Dealer");
    expect(find(doc, "link", "rel", "canonical")?.attrs.get("href")).toBe(
      `${ORIGIN}/ar/offers/summer`,
    );
    expect(content(doc, "og:title")).toBe("عروض الصيف");
    expect(content(doc, "og:description")).toBe("وصف");
    expect(content(doc, "description")).toBe("وصف");
    expect(content(doc, "og:url")).toBe(`${ORIGIN}/ar/offers/summer`);
    expect(content(doc, "og:image")).toBe(`${ORIGIN}/api/v2/images/42/w/1600.jpg`);
    expect(content(doc, "og:locale")).toBe("ar_AE");
    expect(content(doc, "og:site_name")).toBe("Dealer");
    expect(content(doc, "og:type")).toBe("website");
    expect(content(doc, "robots")).toBeNull();
  });

  it("says robots none when the page's SEO is disabled, and follows the page's language", () => {
    const doc = head({ title: "Offers", disable_seo_tracking: true }, { lang: "en" });
    expect(content(doc, "robots")).toBe("none");
    expect(content(doc, "og:locale")).toBe("en_GB");
    expect(content(doc, "og:description")).toBeNull();
  });

  it("writes the meta setting's tags escaped, after the page's own", () => {
    const doc = head(
      { title: "T" },
      {
        extraMeta: [
          { name: "google-site-verification", content: '"><script>alert(1)</script>' },
          { property: "fb:app_id", content: "123" },
        ],
      },
    );
    expect(content(doc, "google-site-verification")).toBe('"><script>alert(1)</script>');
    expect(content(doc, "fb:app_id")).toBe("123");
    const { html } = doc;
    expect(html).not.toContain("<script>alert(1)");
    expect(html.indexOf("google-site-verification")).toBeGreaterThan(html.indexOf("og:locale"));
  });

  it("carries the analytics context and its island only when given", () => {
    const withAnalytics = head(
      { title: "T" },
      { analytics: { context: '{"language":"ar"}', script: "/static/assets/analytics.js" } },
    );
    expect(find(withAnalytics, "script", "id", "analytics-context")?.text).toBe(
      '{"language":"ar"}',
    );
    expect(
      find(withAnalytics, "script", "src", "/static/assets/analytics.js")?.attrs.get("type"),
    ).toBe("module");
    const without = head({ title: "T" });
    expect(find(without, "script", "id", "analytics-context")).toBeUndefined();
  });
});
