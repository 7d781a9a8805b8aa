import { describe, expect, it } from "vitest";
import {
  ancestorPaths,
  breadcrumbJsonLd,
  breadcrumbTrail,
} from "../../runtime/core/breadcrumbs.ts";
import {
  FAB_DESKTOP_ITEMS,
  FAB_MOBILE_ITEMS,
  fabItemFromAdmin,
  fabState,
  resolveDynamicItem,
} from "../../runtime/core/fab.ts";
import {
  depthUnder,
  disabledOnPages,
  faviconForPath,
  headerModel,
  isInside,
  isListedPage,
  logoForPath,
  logoSettings,
  type NavEntry,
  navTree,
  navVariant,
  sitePath,
  subtreeHeight,
} from "../../runtime/core/navigation.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";

const settings = (values: Record<string, string>) =>
  mergeSettings(
    {},
    Object.entries(values).map(([key, value]) => ({ key, value })),
  );
const noLog = () => {};
const entry = (
  id: number,
  parent_id: number | null,
  position: number,
  label = `e${id}`,
): NavEntry => ({
  id,
  parent_id,
  position,
  label,
  url: `/${label}`,
  target: "_self",
  lang: null,
});

describe("navigation.logo_settings", () => {
  const good = {
    matchingPath: "/defender",
    homepage: "/defender",
    logo: "/defender.svg",
    type: "defender",
  };
  it("keeps a complete list", () => {
    const list = logoSettings(
      settings({ "navigation.logo_settings": JSON.stringify([good]) }),
      noLog,
    );
    expect(list).toEqual([good]);
  });
  it("discards the whole list with a warning when one entry lacks a key", () => {
    for (const missing of ["matchingPath", "homepage", "logo"]) {
      const bad = { ...good, [missing]: undefined };
      const logs: string[] = [];
      expect(
        logoSettings(settings({ "navigation.logo_settings": JSON.stringify([good, bad]) }), (m) =>
          logs.push(m),
        ),
      ).toEqual([]);
      expect(logs).toHaveLength(1);
    }
  });
  it("logs invalid JSON and uses the default logo", () => {
    const logs: string[] = [];
    expect(
      logoSettings(settings({ "navigation.logo_settings": "[{" }), (m) => logs.push(m)),
    ).toEqual([]);
    expect(logs).toEqual(["Invalid JSON in navigation.logo_settings"]);
  });
  it("matches by path prefix, the most specific entry first; nothing matched means the default logo and /", () => {
    const list = [good, { matchingPath: "/defender/octa", homepage: "/octa", logo: "/octa.svg" }];
    expect(logoForPath(list, "/defender/110")?.logo).toBe("/defender.svg");
    expect(logoForPath(list, "/defender/octa/x")?.logo).toBe("/octa.svg");
    expect(logoForPath(list, "/defenders")).toBeNull();
    const model = headerModel(settings({}), { path: "/offers", theme: "lrdx", log: noLog });
    expect([model.logo, model.homepage, model.favicon]).toEqual([null, null, "/favicon.ico"]);
  });
  it("chooses the favicon by path: the brand's, else favicon.ico, always favicon.ico for jdx", () => {
    expect(faviconForPath([good], "/defender/x", "lrdx")).toBe("/favicon-defender.ico");
    expect(faviconForPath([good], "/offers", "lrdx")).toBe("/favicon.ico");
    expect(faviconForPath([good], "/defender/x", "jdx")).toBe("/favicon.ico");
  });
});

describe("navigation.disabled_on_pages", () => {
  it("defaults to the home page and compares site paths", () => {
    expect(disabledOnPages(settings({}), noLog)).toEqual(["/"]);
    const listed = disabledOnPages(
      settings({ "navigation.disabled_on_pages": '["/offers/summer/", "models"]' }),
      noLog,
    );
    expect(isListedPage(listed, "/offers/summer")).toBe(true);
    expect(isListedPage(listed, "/models")).toBe(true);
    expect(isListedPage(listed, "/offers")).toBe(false);
  });
  it("hides the global FAB on the listed pages (the main layout's rule)", () => {
    const map = settings({
      "general.global_fab": JSON.stringify([{ link: "/t", label: "تجربة" }]),
    });
    expect(fabState(map, { isHiddenHere: true, log: noLog }).isfabDisabled).toBe(true);
    expect(fabState(map, { isHiddenHere: false, log: noLog }).isfabDisabled).toBe(false);
  });
  it("reads site paths from URL paths", () => {
    expect(sitePath("/ar/", "/ar/")).toBe("/");
    expect(sitePath("/ar", "/ar/")).toBe("/");
    expect(sitePath("/ar/index", "/ar/")).toBe("/");
    expect(sitePath("/ar/models/defender/?x=1", "/ar/")).toBe("/models/defender");
  });
});

describe("navigation variants", () => {
  it("logo-only on EV pre-order pages, light when set or on redesigned pages, else v2", () => {
    const map = settings({ "navigation.redesign_paths": '["/new"]' });
    expect(navVariant(map, "/range-rover-electric/pre-order", noLog)).toBe("logo-only");
    expect(navVariant(map, "/range-rover-electric", noLog)).toBe("v2");
    expect(navVariant(map, "/new/x", noLog)).toBe("light");
    expect(navVariant(settings({ "navigation.light_variant": "true" }), "/", noLog)).toBe("light");
    expect(navVariant(map, "/offers", noLog)).toBe("v2");
  });
  it("v1 where navigation.use_v2 is 'false', which the EV pre-order and light rules still beat", () => {
    const v1 = settings({ "navigation.use_v2": "false", "navigation.redesign_paths": '["/new"]' });
    expect(navVariant(v1, "/offers", noLog)).toBe("v1");
    expect(navVariant(v1, "/range-rover-electric/pre-order", noLog)).toBe("logo-only");
    expect(navVariant(v1, "/new/x", noLog)).toBe("light");
    expect(navVariant(settings({ "navigation.use_v2": "true" }), "/offers", noLog)).toBe("v2");
    // Absent (no default merged in), the v2 navigation.
    expect(navVariant(new Map(), "/offers", noLog)).toBe("v2");
  });
});

describe("the v2 tree", () => {
  const all = [
    entry(1, null, 1),
    entry(2, null, 0),
    entry(3, 1, 0),
    entry(4, 3, 0),
    entry(5, 4, 0),
    entry(6, 99, 0),
  ];
  it("orders siblings by position, drops orphans and anything past three levels", () => {
    const tree = navTree(all);
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    expect(tree[1]?.children[0]?.children[0]?.id).toBe(4);
    expect(tree[1]?.children[0]?.children[0]?.children).toEqual([]);
  });
  it("measures depth, height and containment for moves", () => {
    expect(depthUnder(all, null)).toBe(1);
    expect(depthUnder(all, 3)).toBe(3);
    expect(depthUnder(all, 99)).toBeNull();
    expect(subtreeHeight(all, 1)).toBe(4);
    expect(isInside(all, 4, 1)).toBe(true);
    expect(isInside(all, 2, 1)).toBe(false);
  });
});

describe("breadcrumbs", () => {
  const opts = { base: "/ar/", homeLabel: "الرئيسية" };
  it("none on the home page", () => {
    expect(breadcrumbTrail({ path: "index", title: "الرئيسية" }, [], opts)).toEqual([]);
  });
  it("home, the ancestor pages by path with their titles, then the page without a link", () => {
    expect(ancestorPaths("a/b/c")).toEqual(["a", "a/b"]);
    const crumbs = breadcrumbTrail(
      { path: "offers/summer/family", title: "العائلة" },
      [{ path: "offers", title: "العروض" }],
      opts,
    );
    expect(crumbs).toEqual([
      { label: "الرئيسية", url: "/ar/" },
      { label: "العروض", url: "/ar/offers" },
      { label: "العائلة", url: null },
    ]);
    const ld = breadcrumbJsonLd(crumbs, {
      origin: "https://x.example",
      currentPath: "/ar/offers/summer/family",
    });
    expect(ld).toMatchObject({ "@type": "BreadcrumbList" });
    expect(
      (ld.itemListElement as { item: string; position: number }[]).map((i) => [i.position, i.item]),
    ).toEqual([
      [1, "https://x.example/ar/"],
      [2, "https://x.example/ar/offers"],
      [3, "https://x.example/ar/offers/summer/family"],
    ]);
  });
});

describe("the FAB", () => {
  const five = JSON.stringify([1, 2, 3, 4, 5].map((n) => ({ link: `/l${n}`, label: `رابط ${n}` })));
  it("shows 4 items on desktop and 3 on phones", () => {
    expect([FAB_DESKTOP_ITEMS, FAB_MOBILE_ITEMS]).toEqual([4, 3]);
    const state = fabState(settings({ "general.global_fab": five }), {
      isHiddenHere: false,
      log: noLog,
    });
    expect([state.desktopItems, state.mobileItems, state.items.length]).toEqual([4, 3, 5]);
  });
  it("is disabled when the admin JSON is empty and the page has no FAB block", () => {
    expect(fabState(settings({}), { isHiddenHere: false, log: noLog }).isfabDisabled).toBe(true);
    expect(
      fabState(settings({ "general.global_fab": "[]" }), { isHiddenHere: false, log: noLog })
        .isfabDisabled,
    ).toBe(true);
    const page = fabState(settings({}), {
      pageItems: [{ link: "/p", label: "صفحة" }],
      isHiddenHere: false,
      log: noLog,
    });
    expect(page.isfabDisabled).toBe(false);
  });
  it("lets a page-level FAB block override the admin items", () => {
    const state = fabState(settings({ "general.global_fab": five }), {
      pageItems: [{ link: "/page", label: "من الصفحة" }],
      isHiddenHere: false,
      log: noLog,
    });
    expect(state.items.map((i) => i.link.url)).toEqual(["/page"]);
  });
  it("reads quick links, the reversed position, the expand label and the secondary style", () => {
    const state = fabState(
      settings({
        "general.global_fab": five,
        "general.global_fab_quick_links": "true",
        "general.global_fab_quick_links_reversed_position": "true",
        "general.global_fab_quick_links_expand_button_label": "روابط",
        "general.global_fab_secondary": "true",
      }),
      { isHiddenHere: false, log: noLog },
    );
    expect(state).toMatchObject({
      isQuickLinks: true,
      areQuickLinksReversed: true,
      quickLinksExpandButtonLabel: "روابط",
      isSecondary: true,
    });
  });
  it("keeps a dynamic-content fallback only with use_dc_fallback; shows the item, its fallback or nothing as the strategy decides", () => {
    const raw = {
      link: "/a",
      label: "أ",
      icon: "car",
      dc_strategy: { key: "k", value: "v" },
      fallback: { link: "/fb", icon: "star" },
    };
    expect(fabItemFromAdmin(raw)?.dc_strategy?.fallback).toBeUndefined();
    const item = fabItemFromAdmin({ ...raw, use_dc_fallback: true });
    expect(item?.dc_strategy?.fallback?.link.url).toBe("/fb");
    if (!item) throw new Error("no item");
    // §4: values unknown (no decision) show the content; a refusal shows the fallback, or nothing.
    expect(resolveDynamicItem(item)?.link.url).toBe("/a");
    expect(resolveDynamicItem(item, () => "fallback")?.link.url).toBe("/fb");
    const noFallback = fabItemFromAdmin(raw);
    if (!noFallback) throw new Error("no item");
    expect(resolveDynamicItem(noFallback, () => "nothing")).toBeNull();
  });
  it("drops items without a safe link or a label", () => {
    expect(fabItemFromAdmin({ link: "javascript:x", label: "أ" })).toBeNull();
    expect(fabItemFromAdmin({ link: "/a", label: "" })).toBeNull();
  });
});
