import { describe, expect, it, vi } from "vitest";
import { safeNewWindowUrl } from "../../runtime/core/links.ts";
import {
  createFolderHandler,
  type Decision,
  type PageHandler,
  type PageHandlers,
  type PageRecord,
  pagePathFromUrl,
  resolvePage,
  siteRelativeLocation,
} from "../../runtime/core/page-resolution.ts";
import { pageRecord } from "../helpers/page-record.ts";

const BASE = "/ar/";

function makePage(overrides: Partial<PageRecord> = {}): PageRecord {
  return pageRecord({ id: 1, path: "offers/summer", title: "Summer", ...overrides });
}

function redirect(location: string, status = 301, isFullPageNavigation = false): Decision {
  return { kind: "redirect", location, status, isFullPageNavigation };
}

describe("pagePathFromUrl", () => {
  it.each([
    { name: "nested page", url: "/ar/models/defender", want: "models/defender" },
    { name: "query is ignored", url: "/ar/models/defender?x=1", want: "models/defender" },
    { name: "hash is ignored", url: "/ar/models#top", want: "models" },
    { name: "base with slash is home", url: "/ar/", want: "index" },
    { name: "exact base is home", url: "/ar", want: "index" },
    { name: "exact base with query is home", url: "/ar?x=1", want: "index" },
    { name: "trailing slash dropped", url: "/ar/models/", want: "models" },
    { name: "repeated trailing slashes dropped", url: "/ar/models///", want: "models" },
    { name: "empty segments collapsed", url: "/ar//models//defender", want: "models/defender" },
    { name: "dot segments dropped", url: "/ar/./models", want: "models" },
    { name: "percent-encoded arabic", url: "/ar/%D8%B9%D8%B1%D9%88%D8%B6", want: "عروض" },
    { name: "encoded space", url: "/ar/a%20b", want: "a b" },
    { name: "explicit index", url: "/ar/index", want: "index" },
    { name: "outside base", url: "/en/models", want: null },
    { name: "prefix is not the base", url: "/arabic/models", want: null },
    { name: "root is outside base", url: "/", want: null },
    { name: "dot-dot segment", url: "/ar/models/../admin", want: null },
    { name: "encoded dot-dot segment", url: "/ar/models/%2E%2E/admin", want: null },
    { name: "encoded slash hides dot-dot", url: "/ar/models%2F..%2Fadmin", want: null },
    { name: "encoded NUL", url: "/ar/models%00", want: null },
    { name: "malformed encoding", url: "/ar/%E0%A4%A", want: null },
    { name: "dots inside a segment are fine", url: "/ar/v1..2", want: "v1..2" },
  ])("$name: $url → $want", ({ url, want }) => {
    expect(pagePathFromUrl(url, BASE)).toBe(want);
  });

  it.each([
    { base: "/ar", url: "/ar/x", want: "x" },
    { base: "/", url: "/x/y", want: "x/y" },
    { base: "/", url: "/", want: "index" },
  ])("accepts base $base: $url → $want", ({ base, url, want }) => {
    expect(pagePathFromUrl(url, base)).toBe(want);
  });

  it.each([
    { name: "undefined", url: undefined },
    { name: "null", url: null },
    { name: "empty", url: "" },
  ])("throws on a missing path ($name)", ({ url }) => {
    expect(() => pagePathFromUrl(url as unknown as string, BASE)).toThrow(
      new Error("You have to provide current page pathname."),
    );
  });
});

describe("siteRelativeLocation", () => {
  it.each([
    { target: "/offers", current: "/ar/a", want: "/ar/offers", full: false },
    { target: "/", current: "/ar/a", want: "/ar/", full: false },
    { target: "/offers?x=1#h", current: "/ar/a", want: "/ar/offers?x=1#h", full: false },
    { target: "/ar/offers", current: "/ar/a", want: "/ar/offers", full: false },
    { target: "/ar", current: "/ar/a", want: "/ar", full: false },
    { target: "/ar?x=1", current: "/ar/a", want: "/ar?x=1", full: false },
    { target: "/arabic", current: "/ar/a", want: "/ar/arabic", full: false },
    { target: "/en/page", current: "/ar/a", want: "/ar/en/page", full: false },
    { target: "/عروض", current: "/ar/a", want: "/ar/%D8%B9%D8%B1%D9%88%D8%B6", full: false },
    { target: "/a%20b", current: "/ar/a", want: "/ar/a%20b", full: false },
    { target: "//evil.com/x", current: "/ar/a", want: "/ar//evil.com/x", full: false },
    { target: "/ar/../../evil", current: "/ar/a", want: "/ar/evil", full: false },
    { target: "./winter", current: "/ar/offers/summer", want: "/ar/offers/winter", full: false },
    {
      target: "./winter",
      current: "/ar/offers/summer?x=1",
      want: "/ar/offers/winter",
      full: false,
    },
    { target: "./winter", current: "/ar/offers/summer/", want: "/ar/offers/winter", full: false },
    { target: "./winter?y=2", current: "/ar/offers/s", want: "/ar/offers/winter?y=2", full: false },
    { target: "./x", current: "/ar/", want: "/ar/x", full: false },
    { target: "./x", current: "/ar", want: "/ar/x", full: false },
    { target: "./x", current: "/ar/top", want: "/ar/x", full: false },
    { target: "./", current: "/ar/offers/summer", want: "/ar/offers/", full: false },
    { target: "./../../../x", current: "/ar/a/b", want: "/ar/x", full: false },
    { target: "./..//evil.com", current: "/ar/a", want: "/ar//evil.com", full: false },
    { target: "https://example.com/p?q=1", current: "/ar/a", want: "https://example.com/p?q=1" },
    { target: "offers", current: "/ar/a", want: "offers" },
    { target: "mailto:info@example.com", current: "/ar/a", want: "mailto:info@example.com" },
    { target: "../x", current: "/ar/a/b", want: "../x" },
    { target: "tel:+971", current: "/ar/a", want: "tel:+971" },
  ])("$target from $current → $want", ({ target, current, want, full = true }) => {
    expect(siteRelativeLocation(target, current, BASE)).toEqual({
      location: want,
      isFullPageNavigation: full,
    });
  });

  it("treats base without a trailing slash the same", () => {
    expect(siteRelativeLocation("/x", "/ar/a", "/ar")).toEqual({
      location: "/ar/x",
      isFullPageNavigation: false,
    });
  });

  it("never yields a protocol-relative location with a root base", () => {
    expect(siteRelativeLocation("//evil.com/x", "/a", "/")).toEqual({
      location: "/evil.com/x",
      isFullPageNavigation: false,
    });
  });
});

describe("resolvePage", () => {
  it("answers not-found for a 404", () => {
    expect(resolvePage({ page: null, currentUrl: "/ar/missing", base: BASE })).toEqual({
      kind: "not-found",
    });
  });

  it.each([
    { name: "undefined", url: undefined },
    { name: "empty", url: "" },
  ])("throws when the current URL is missing ($name)", ({ url }) => {
    expect(() =>
      resolvePage({ page: makePage(), currentUrl: url as unknown as string, base: BASE }),
    ).toThrow("You have to provide current page pathname.");
  });

  describe("url_redirection", () => {
    it.each([
      { name: "default status", page: { to: "/new" }, url: "/ar/old", want: redirect("/ar/new") },
      {
        name: "explicit 302",
        page: { to: "/new", http_code: 302 },
        url: "/ar/old",
        want: redirect("/ar/new", 302),
      },
      ...[301, 303, 307, 308].map((code) => ({
        name: `allowed ${code}`,
        page: { to: "/new", http_code: code },
        url: "/ar/old",
        want: redirect("/ar/new", code),
      })),
      ...[200, 304, 404, 500, 0, 399].map((code) => ({
        name: `invalid ${code} falls back`,
        page: { to: "/new", http_code: code },
        url: "/ar/old",
        want: redirect("/ar/new", 301),
      })),
      {
        name: "carries the current query",
        page: { to: "/new" },
        url: "/ar/old?x=1&y=2",
        want: redirect("/ar/new?x=1&y=2"),
      },
      {
        name: "target params win and are kept in order",
        page: { to: "/new?x=9&z=3" },
        url: "/ar/old?x=1&y=2",
        want: redirect("/ar/new?x=9&z=3&y=2"),
      },
      {
        name: "repeated current keys are all carried",
        page: { to: "/new?z=3" },
        url: "/ar/old?a=1&a=2",
        want: redirect("/ar/new?z=3&a=1&a=2"),
      },
      {
        name: "repeated current keys are dropped when the target has the key",
        page: { to: "/new?a=0" },
        url: "/ar/old?a=1&a=2&b=5",
        want: redirect("/ar/new?a=0&b=5"),
      },
      {
        name: "repeated target keys are kept",
        page: { to: "/new?a=1&a=2" },
        url: "/ar/old?a=3",
        want: redirect("/ar/new?a=1&a=2"),
      },
      {
        name: "keys compare decoded",
        page: { to: "/new?a%20b=1" },
        url: "/ar/old?a+b=2&c=3",
        want: redirect("/ar/new?a%20b=1&c=3"),
      },
      {
        name: "query goes before the hash",
        page: { to: "/new#part" },
        url: "/ar/old?x=1",
        want: redirect("/ar/new?x=1#part"),
      },
      {
        name: "empty current query leaves target alone",
        page: { to: "/new?k=v" },
        url: "/ar/old?",
        want: redirect("/ar/new?k=v"),
      },
      {
        name: "empty target query",
        page: { to: "/new?" },
        url: "/ar/old?x=1",
        want: redirect("/ar/new?x=1"),
      },
      {
        name: "external target with merge",
        page: { to: "https://example.com/p?utm=a", http_code: 302 },
        url: "/ar/old?utm=b&id=4",
        want: redirect("https://example.com/p?utm=a&id=4", 302, true),
      },
      {
        name: "relative ./ target",
        page: { to: "./winter" },
        url: "/ar/offers/summer?x=1",
        want: redirect("/ar/offers/winter?x=1"),
      },
      {
        name: "bare word is a full-page navigation",
        page: { to: "offers", http_code: 307 },
        url: "/ar/old",
        want: redirect("offers", 307, true),
      },
      {
        name: "target already under the base",
        page: { to: "/ar/new" },
        url: "/ar/old",
        want: redirect("/ar/new"),
      },
    ])("$name", ({ page, url, want }) => {
      const decision = resolvePage({
        page: makePage({ type: "url_redirection", ...page }),
        currentUrl: url,
        base: BASE,
      });
      expect(decision).toEqual(want);
    });

    it("wins over folder handlers and redirect_path", () => {
      const folder = vi.fn((): Decision => redirect("/ar/child", 302));
      const decision = resolvePage({
        page: makePage({
          type: "url_redirection",
          to: "/target",
          page_type: "folder",
          redirect_path: "/other",
        }),
        currentUrl: "/ar/f",
        base: BASE,
        handlers: { folder },
      });
      expect(decision).toEqual(redirect("/ar/target"));
      expect(folder).not.toHaveBeenCalled();
    });

    it.each([
      { name: "null to", to: null, want: { kind: "render" } },
      { name: "empty to", to: "", want: { kind: "render" } },
      { name: "blank to", to: "  ", want: { kind: "render" } },
    ])("without a target falls through ($name)", ({ to, want }) => {
      const page = makePage({ type: "url_redirection", to });
      expect(resolvePage({ page, currentUrl: "/ar/x", base: BASE })).toMatchObject(want);
    });

    it("without a target still honours redirect_path", () => {
      const page = makePage({ type: "url_redirection", to: null, redirect_path: "/y" });
      expect(resolvePage({ page, currentUrl: "/ar/x", base: BASE })).toEqual(redirect("/ar/y"));
    });
  });

  describe("handlers", () => {
    const handled = (name: string): Decision => redirect(`/ar/${name}-handled`, 302);
    const allHandlers: PageHandlers = {
      folder: () => handled("folder"),
      internal: () => handled("internal"),
      external: () => handled("external"),
      file: () => handled("file"),
    };

    it.each([
      { name: "folder", page: { page_type: "folder" as const }, want: handled("folder") },
      {
        name: "folder beats its link type",
        page: { page_type: "folder" as const, link_type: "external" as const },
        want: handled("folder"),
      },
      {
        name: "internal link that is not a page",
        page: { page_type: "news" as const, link_type: "internal" as const },
        want: handled("internal"),
      },
      {
        name: "external link",
        page: { link_type: "external" as const },
        want: handled("external"),
      },
      { name: "file link", page: { link_type: "file" as const }, want: handled("file") },
    ])("dispatches $name", ({ page, want }) => {
      const decision = resolvePage({
        page: makePage({ redirect_path: "/fallback", ...page }),
        currentUrl: "/ar/x",
        base: BASE,
        handlers: allHandlers,
      });
      expect(decision).toEqual(want);
    });

    it("passes the page to the handler", () => {
      const external = vi.fn((): Decision | undefined => undefined);
      const page = makePage({ link_type: "external" });
      resolvePage({ page, currentUrl: "/ar/x", base: BASE, handlers: { external } });
      expect(external).toHaveBeenCalledWith(page);
    });

    it.each([
      {
        name: "internal link on a real page is not dispatched",
        page: { page_type: "page" as const, link_type: "internal" as const },
      },
      { name: "plain page", page: {} },
    ])("$name: renders", ({ page }) => {
      const record = makePage(page);
      expect(
        resolvePage({ page: record, currentUrl: "/ar/x", base: BASE, handlers: allHandlers }),
      ).toEqual({ kind: "render", page: record });
    });

    const declining: PageHandler = () => undefined;

    it.each([
      {
        name: "no handler configured, redirect_path set",
        page: { link_type: "external" as const, redirect_path: "https://ex.com" },
        handlers: {},
        want: redirect("https://ex.com", 301, true),
      },
      {
        name: "no handlers map at all",
        page: { link_type: "file" as const, redirect_path: "/files/a.pdf" },
        handlers: undefined,
        want: redirect("/ar/files/a.pdf"),
      },
      {
        name: "handler declines",
        page: { link_type: "external" as const, redirect_path: "https://ex.com" },
        handlers: { external: declining },
        want: redirect("https://ex.com", 301, true),
      },
      {
        name: "another category's handler is not used",
        page: { link_type: "file" as const, redirect_path: "/doc" },
        handlers: { external: () => handled("external") },
        want: redirect("/ar/doc"),
      },
    ])("continues with redirect_path: $name", ({ page, handlers, want }) => {
      const decision = resolvePage({
        page: makePage(page),
        currentUrl: "/ar/x",
        base: BASE,
        ...(handlers ? { handlers } : {}),
      });
      expect(decision).toEqual(want);
    });

    it("renders a folder whose handler declines and has no redirect_path", () => {
      const page = makePage({ page_type: "folder" });
      expect(
        resolvePage({
          page,
          currentUrl: "/ar/x",
          base: BASE,
          handlers: { folder: () => undefined },
        }),
      ).toEqual({ kind: "render", page });
    });
  });

  describe("redirect_path", () => {
    it.each([
      {
        name: "site-relative redirect",
        page: { redirect_path: "/models" },
        url: "/ar/x",
        want: redirect("/ar/models"),
      },
      {
        name: "redirect_path ignores http_code",
        page: { redirect_path: "/models", http_code: 302 },
        url: "/ar/x",
        want: redirect("/ar/models"),
      },
      {
        name: "redirect_path does not carry the query",
        page: { redirect_path: "/models" },
        url: "/ar/x?q=1",
        want: redirect("/ar/models"),
      },
      {
        name: "./ against the current page",
        page: { redirect_path: "./winter" },
        url: "/ar/offers/summer",
        want: redirect("/ar/offers/winter"),
      },
      {
        name: "external link with redirect_path (no handler)",
        page: { link_type: "external" as const, redirect_path: "https://landrover.com/x" },
        url: "/ar/x",
        want: redirect("https://landrover.com/x", 301, true),
      },
      {
        name: "surrounding whitespace trimmed",
        page: { redirect_path: "  /models  " },
        url: "/ar/x",
        want: redirect("/ar/models"),
      },
      {
        name: "new window, external",
        page: { redirect_path: "https://ex.com/a", link_new_window: true },
        url: "/ar/x",
        want: { kind: "new-window", url: "https://ex.com/a", isFullPageNavigation: true },
      },
      {
        name: "new window, site-relative",
        page: { redirect_path: "/brochure", link_new_window: true },
        url: "/ar/x",
        want: { kind: "new-window", url: "/ar/brochure", isFullPageNavigation: false },
      },
      {
        name: "new window, ./ relative",
        page: { redirect_path: "./b", link_new_window: true },
        url: "/ar/a/x",
        want: { kind: "new-window", url: "/ar/a/b", isFullPageNavigation: false },
      },
    ])("$name", ({ page, url, want }) => {
      expect(resolvePage({ page: makePage(page), currentUrl: url, base: BASE })).toEqual(want);
    });

    it.each([
      { name: "null", redirect_path: null },
      { name: "empty string", redirect_path: "" },
      { name: "whitespace", redirect_path: "   " },
    ])("renders when redirect_path is $name", ({ redirect_path }) => {
      const page = makePage({ redirect_path, link_new_window: true });
      expect(resolvePage({ page, currentUrl: "/ar/x", base: BASE })).toEqual({
        kind: "render",
        page,
      });
    });
  });
});

describe("createFolderHandler", () => {
  it.each([
    { name: "first child", child: "models/defender", want: redirect("/ar/models/defender", 302) },
    {
      name: "child is encoded",
      child: "عروض/صيف",
      want: redirect("/ar/%D8%B9%D8%B1%D9%88%D8%B6/%D8%B5%D9%8A%D9%81", 302),
    },
    {
      name: "reserved characters encoded",
      child: "a b/c?d",
      want: redirect("/ar/a%20b/c%3Fd", 302),
    },
    { name: "leading slash tolerated", child: "/models/x", want: redirect("/ar/models/x", 302) },
    { name: "no child", child: null, want: { kind: "not-found" } },
    { name: "empty child", child: "", want: { kind: "not-found" } },
  ])("$name", ({ child, want }) => {
    const find = vi.fn((_folder: string): string | null => child);
    const handler = createFolderHandler(find);
    expect(handler(makePage({ page_type: "folder", path: "models" }))).toEqual(want);
    expect(find).toHaveBeenCalledWith("models");
  });

  it("honours a custom base", () => {
    const handler = createFolderHandler(() => "x", "/en");
    expect(handler(makePage({ page_type: "folder" }))).toEqual(redirect("/en/x", 302));
  });

  it("plugs into resolvePage", () => {
    const children: Record<string, string> = { models: "models/defender" };
    const folder = createFolderHandler((path) => children[path] ?? null);
    const withChild = resolvePage({
      page: makePage({ page_type: "folder", path: "models" }),
      currentUrl: "/ar/models?x=1",
      base: BASE,
      handlers: { folder },
    });
    const empty = resolvePage({
      page: makePage({ page_type: "folder", path: "empty", redirect_path: "/elsewhere" }),
      currentUrl: "/ar/empty",
      base: BASE,
      handlers: { folder },
    });
    expect(withChild).toEqual(redirect("/ar/models/defender", 302));
    expect(empty).toEqual({ kind: "not-found" });
  });
});

describe("safeNewWindowUrl", () => {
  it.each([
    ["https://example.com/x", "https://example.com/x"],
    ["/ar/offers", "/ar/offers"],
    ["./specs", "./specs"],
    ["javascript:alert(1)", "/ar/"],
    ["data:text/html,<script>", "/ar/"],
  ])("%s opens %s", (url, want) => {
    expect(safeNewWindowUrl(url, "/ar/")).toBe(want);
  });
});
