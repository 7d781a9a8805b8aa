import { describe, expect, it } from "vitest";
import {
  buildPageMeta,
  chooseMetaPage,
  type PageMeta,
  type SiteMetaOptions,
} from "../../runtime/core/page-meta.ts";
import type { PageRecord } from "../../runtime/core/page-resolution.ts";
import { pageRecord } from "../helpers/page-record.ts";

const ORIGIN = "https://site.example";

function makePage(overrides: Partial<PageRecord> = {}): PageRecord {
  return pageRecord({ id: 7, path: "models/defender", title: "", ...overrides });
}

function meta(
  page: Partial<PageRecord>,
  settings: SiteMetaOptions = { theme: "lrdx", appName: "Site" },
  currentPath = "/ar/models/defender",
): PageMeta {
  return buildPageMeta({ page: makePage(page), settings, origin: ORIGIN, currentPath });
}

describe("buildPageMeta title", () => {
  it.each([
    {
      name: "meta_title wins",
      page: { meta_title: "Meta", title: "Title" },
      settings: { theme: "lrdx", appName: "App" },
      want: { title: "Meta | App", ogTitle: "Meta" },
    },
    {
      name: "title when meta_title is null",
      page: { title: "Title" },
      settings: { theme: "lrdx", appName: "App" },
      want: { title: "Title | App", ogTitle: "Title" },
    },
    {
      name: "title when meta_title is blank",
      page: { meta_title: "  ", title: "Title" },
      settings: { theme: "lrdx", appName: "App" },
      want: { title: "Title | App", ogTitle: "Title" },
    },
    {
      name: "app name alone when the page has no title",
      page: {},
      settings: { theme: "lrdx", appName: "App" },
      want: { title: "App", ogTitle: "App" },
    },
    {
      name: "lrdx brand without app name",
      page: {},
      settings: { theme: "lrdx" },
      want: { title: "لاند روفر", ogTitle: "لاند روفر" },
    },
    {
      name: "jdx brand without app name",
      page: {},
      settings: { theme: "jdx", appName: "" },
      want: { title: "جاكوار", ogTitle: "جاكوار" },
    },
    {
      name: "lrdx brand as suffix",
      page: { title: "ديفندر" },
      settings: { theme: "lrdx" },
      want: { title: "ديفندر | لاند روفر", ogTitle: "ديفندر" },
    },
    {
      name: "jdx brand as suffix",
      page: { meta_title: "F-PACE" },
      settings: { theme: "jdx" },
      want: { title: "F-PACE | جاكوار", ogTitle: "F-PACE" },
    },
    {
      name: "app name beats the theme brand",
      page: { title: "T" },
      settings: { theme: "jdx", appName: "Dealer" },
      want: { title: "T | Dealer", ogTitle: "T" },
    },
    {
      name: "other theme without app name: no divider",
      page: { title: "T" },
      settings: { theme: "other" },
      want: { title: "T", ogTitle: "T" },
    },
    {
      name: "other theme, nothing at all",
      page: {},
      settings: { theme: "other" },
      want: { title: "", ogTitle: "" },
    },
    {
      name: "prototype key as theme is not a brand",
      page: { title: "T" },
      settings: { theme: "constructor" },
      want: { title: "T", ogTitle: "T" },
    },
    {
      name: "no duplication when page title equals app name",
      page: { title: "App" },
      settings: { theme: "lrdx", appName: "App" },
      want: { title: "App", ogTitle: "App" },
    },
    {
      name: "no duplication when page title equals brand",
      page: { meta_title: "لاند روفر" },
      settings: { theme: "lrdx" },
      want: { title: "لاند روفر", ogTitle: "لاند روفر" },
    },
  ])("$name", ({ page, settings, want }) => {
    expect(meta(page, settings)).toMatchObject(want);
  });
});

describe("buildPageMeta description and robots", () => {
  it.each([
    { name: "description set", page: { meta_description: "Desc" }, want: "Desc" },
    { name: "description null", page: { meta_description: null }, want: undefined },
    { name: "description empty", page: { meta_description: "" }, want: undefined },
  ])("$name", ({ page, want }) => {
    const result = meta(page);
    expect(result.description).toBe(want);
    expect("description" in result).toBe(want !== undefined);
  });

  it.each([
    { disable_seo_tracking: true, want: "none" },
    { disable_seo_tracking: false, want: undefined },
  ])("robots when disable_seo_tracking=$disable_seo_tracking", ({ disable_seo_tracking, want }) => {
    const result = meta({ disable_seo_tracking });
    expect(result.robots).toBe(want);
    expect("robots" in result).toBe(want !== undefined);
  });
});

describe("buildPageMeta canonical", () => {
  it.each([
    { name: "current path", canonical: null, path: "/ar/a/b", want: `${ORIGIN}/ar/a/b` },
    { name: "query dropped", canonical: null, path: "/ar/a?x=1&y=2", want: `${ORIGIN}/ar/a` },
    { name: "hash dropped", canonical: null, path: "/ar/a#h", want: `${ORIGIN}/ar/a` },
    { name: "empty canonical ignored", canonical: "", path: "/ar/a?x", want: `${ORIGIN}/ar/a` },
    {
      name: "absolute kept",
      canonical: "https://o.example/p",
      path: "/ar/a",
      want: "https://o.example/p",
    },
    {
      name: "site-relative prefixed",
      canonical: "/ar/main",
      path: "/ar/a",
      want: `${ORIGIN}/ar/main`,
    },
    {
      name: "protocol-relative kept",
      canonical: "//cdn.example/p",
      path: "/ar/a",
      want: "//cdn.example/p",
    },
  ])("$name", ({ canonical, path, want }) => {
    expect(meta({ canonical_url: canonical }, { theme: "lrdx" }, path).canonical).toBe(want);
  });

  it("tolerates an origin with a trailing slash", () => {
    const result = buildPageMeta({
      page: makePage({ canonical_url: "/x" }),
      settings: { theme: "lrdx" },
      origin: `${ORIGIN}/`,
      currentPath: "/ar/a",
    });
    expect(result.canonical).toBe(`${ORIGIN}/x`);
  });
});

describe("buildPageMeta og image", () => {
  it.each([
    {
      name: "page image on the site origin",
      page: { image_id: 42 },
      settings: { theme: "lrdx" },
      want: `${ORIGIN}/api/v2/images/42/w/1600.jpg`,
    },
    {
      name: "built-in default image",
      page: {},
      settings: { theme: "lrdx" },
      want: `${ORIGIN}/api/v2/images/105475/w/1600.jpg`,
    },
    {
      name: "configured default image",
      page: {},
      settings: { theme: "lrdx", defaultSocialImageId: 9 },
      want: `${ORIGIN}/api/v2/images/9/w/1600.jpg`,
    },
    {
      name: "media library url",
      page: { image_id: 42 },
      settings: { theme: "lrdx", mediaLibraryUrl: "https://media.example/" },
      want: "https://media.example/api/v2/images/42/w/1600.jpg",
    },
    {
      name: "external image overrides everything",
      page: { image_id: 42, external_meta_image: "https://img.example/a.png" },
      settings: { theme: "lrdx", mediaLibraryUrl: "https://media.example" },
      want: "https://img.example/a.png",
    },
    {
      name: "empty external image ignored",
      page: { image_id: 42, external_meta_image: "" },
      settings: { theme: "lrdx" },
      want: `${ORIGIN}/api/v2/images/42/w/1600.jpg`,
    },
  ])("$name", ({ page, settings, want }) => {
    expect(meta(page, settings).ogImage).toBe(want);
  });
});

describe("chooseMetaPage", () => {
  const current = makePage({ id: 1, path: "models/defender" });
  const previous = makePage({ id: 2, path: "models" });
  const news = makePage({ id: 3, path: "news/launch", page_type: "news" });
  const home = makePage({ id: 4, path: "index" });

  it.each([
    { name: "paths match", pathMatch: "models/defender", cur: current, prev: previous, want: 1 },
    {
      name: "slashes ignored",
      pathMatch: "/models/defender/",
      cur: current,
      prev: previous,
      want: 1,
    },
    {
      name: "array param",
      pathMatch: ["models", "defender"],
      cur: current,
      prev: previous,
      want: 1,
    },
    {
      name: "paths differ",
      pathMatch: "models/range-rover",
      cur: current,
      prev: previous,
      want: 2,
    },
    { name: "news always current", pathMatch: "other", cur: news, prev: previous, want: 3 },
    { name: "no previous page", pathMatch: "other", cur: current, prev: null, want: 1 },
    { name: "previous undefined", pathMatch: "other", cur: current, prev: undefined, want: 1 },
    { name: "home via empty param", pathMatch: "", cur: home, prev: previous, want: 4 },
    { name: "home via missing param", pathMatch: undefined, cur: home, prev: previous, want: 4 },
    { name: "home via empty array", pathMatch: [], cur: home, prev: previous, want: 4 },
    { name: "home param, other page", pathMatch: "", cur: current, prev: previous, want: 2 },
  ])("$name", ({ pathMatch, cur, prev, want }) => {
    expect(chooseMetaPage({ pathMatch, current: cur, previous: prev }).id).toBe(want);
  });
});
