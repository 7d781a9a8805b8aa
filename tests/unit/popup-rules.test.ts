import { describe, expect, it } from "vitest";
import {
  basicPopupSettings,
  dismissalCookie,
  dismissalKey,
  exitPopupSettings,
  isExitUrl,
  isInDateWindow,
  isPathMatch,
  isPopupEligible,
  parseStoreType,
  parseUrlPatterns,
} from "../../runtime/core/popups.ts";

const exit = (doUrl: string, dontUrl = "") =>
  exitPopupSettings(
    new Map([
      ["exit_popup.do_url", doUrl],
      ["exit_popup.dont_url", dontUrl],
    ]),
  );

describe("exit popup matching", () => {
  it("asks for an allowed URL that no deny pattern matches", () => {
    const p = exit("^https://shop\\.example\\.com/\n^https://partner\\.", "/careers");
    expect(isExitUrl("https://shop.example.com/cars", p)).toBe(true);
    expect(isExitUrl("https://partner.example.org/", p)).toBe(true);
    expect(isExitUrl("https://shop.example.com/careers", p)).toBe(false);
    expect(isExitUrl("https://other.example.com/", p)).toBe(false);
  });

  it("ignores the query string and fragment", () => {
    const p = exit("\\.pdf$", "secret");
    expect(isExitUrl("https://x.example/brochure.pdf?utm_source=site#page=2", p)).toBe(true);
    expect(isExitUrl("https://x.example/brochure.pdf?token=secret", p)).toBe(true);
  });

  it("an empty allow-list matches nothing", () => {
    expect(exit("").allow).toEqual([]);
    expect(isExitUrl("https://anything.example/", exit("\n  \n"))).toBe(false);
  });

  it("invalid patterns are ignored silently; the valid ones still apply", () => {
    expect(parseUrlPatterns("([unclosed\n^https://ok\\.example/\n*bad")).toHaveLength(1);
    const p = exit("([unclosed\n^https://ok\\.example/", "[");
    expect(isExitUrl("https://ok.example/page", p)).toBe(true);
  });

  it("matches relative links once made absolute, case-insensitively", () => {
    const p = exit("^https://site\\.example/ar/external");
    expect(isExitUrl("/ar/EXTERNAL/x", p, "https://site.example/ar/")).toBe(true);
  });
});

describe("basic popup settings", () => {
  it("falls back: disabled, paths /*, store type none for unknown values, 30 days", () => {
    const logs: string[] = [];
    const s = basicPopupSettings(
      new Map([
        ["basic_popup.store_type", "indexedDB"],
        ["basic_popup.matching_paths", "not json"],
        [
          "basic_popup.buttons",
          JSON.stringify([{ text: "احجز", url: "/x", close_on_click: true }, { url: "/no-text" }]),
        ],
      ]),
      (m) => logs.push(m),
    );
    expect(s.isEnabled).toBe(false);
    expect(s.storeType).toBe("none");
    expect(s.matchingPaths).toEqual(["/*"]);
    expect(s.namespace).toBe("basic_popup");
    expect(s.cookieExpiryDays).toBe(30);
    expect(s.buttons).toEqual([
      {
        type: "primary",
        url: "/x",
        icon: "",
        text: "احجز",
        target: "_self",
        closeOnClick: true,
      },
    ]);
    expect(logs).toEqual(["Invalid JSON in basic_popup.matching_paths"]);
    expect(parseStoreType("sessionStorage")).toBe("sessionStorage");
    expect(parseStoreType(undefined)).toBe("none");
  });
});

describe("basic popup display rules", () => {
  const noLog = () => {};
  it("matching_paths: /* everywhere, wildcards, with or without the language base", () => {
    expect(isPathMatch("/ar/", ["/*"], "/ar/", noLog)).toBe(true);
    expect(isPathMatch("/ar/offers/summer", ["/offers/*"], "/ar/", noLog)).toBe(true);
    expect(isPathMatch("/ar/offers/summer", ["/ar/offers/summer"], "/ar/", noLog)).toBe(true);
    expect(isPathMatch("/ar/offers/summer/", ["/offers/summer"], "/ar/", noLog)).toBe(true);
    expect(isPathMatch("/ar/models/defender", ["/offers/*"], "/ar/", noLog)).toBe(false);
    expect(isPathMatch("/ar/", ["/"], "/ar/", noLog)).toBe(true);
    expect(isPathMatch("/ar/offers", ["/"], "/ar/", noLog)).toBe(false);
  });

  it("an invalid path pattern warns and counts as no match", () => {
    const logs: string[] = [];
    expect(isPathMatch("/ar/offers", ["offers"], "/ar/", (m) => logs.push(m))).toBe(false);
    expect(logs).toHaveLength(1);
  });

  it("the date window defaults to yesterday..tomorrow and is inclusive", () => {
    const now = Date.parse("2025-06-15T12:00:00Z");
    expect(isInDateWindow({ startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isInDateWindow({ startsAt: now, endsAt: now }, now)).toBe(true);
    expect(isInDateWindow({ startsAt: now + 1, endsAt: null }, now)).toBe(false);
    expect(isInDateWindow({ startsAt: null, endsAt: now - 1 }, now)).toBe(false);
  });

  it("is eligible only when enabled, on a matching path and in its dates", () => {
    const now = Date.parse("2025-06-15T12:00:00Z");
    const on = (extra: Record<string, string>) =>
      basicPopupSettings(new Map(Object.entries({ "basic_popup.is_enabled": "true", ...extra })));
    expect(isPopupEligible(on({}), { path: "/ar/", now })).toBe(true);
    expect(isPopupEligible(on({ "basic_popup.is_enabled": "1" }), { path: "/ar/", now })).toBe(
      false,
    );
    expect(
      isPopupEligible(on({ "basic_popup.start_date": "2025-06-16" }), { path: "/ar/", now }),
    ).toBe(false);
    expect(
      isPopupEligible(on({ "basic_popup.end_date": "2025-06-15T13:00:00+00:00" }), {
        path: "/ar/",
        now,
      }),
    ).toBe(true);
  });

  it("a dismissal is recorded by store_type", () => {
    expect(dismissalKey("localStorage", "summer")).toBe("summer-local-closed");
    expect(dismissalKey("sessionStorage", "summer")).toBe("summer-session-closed");
    expect(dismissalKey("cookie", "summer")).toBe("summer-cookie-closed");
    expect(dismissalKey("none", "summer")).toBeNull();
    expect(dismissalCookie("summer", 7)).toEqual({
      name: "summer-cookie-closed",
      value: "true",
      maxAge: 7 * 86_400,
      path: "/",
    });
  });
});
