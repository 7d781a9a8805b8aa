import { describe, expect, it, vi } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import {
  passThroughParams,
  predefinedLinks,
  predefinedLinkUrl,
  resolvePredefinedLink,
} from "../../runtime/core/predefined-links.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";

const ctx = (currentUrl: string, passThrough: string[] = []) => ({
  lang: "ar",
  currentUrl,
  passThrough,
});

describe("the predefined_links setting", () => {
  it("a JSON array of {alias, url}; entries of another shape are dropped", () => {
    const map = mergeSettings(settingsDefaults, [
      {
        key: "predefined_links",
        value: JSON.stringify([
          { alias: "test_drive", url: "/{lang}/test-drive" },
          { alias: "", url: "/x" },
          { url: "/y" },
          "z",
        ]),
      },
    ]);
    expect(predefinedLinks(map, () => {})).toEqual([
      { alias: "test_drive", url: "/{lang}/test-drive" },
    ]);
  });

  it("invalid predefined_links JSON gives an empty list and logs 'Invalid JSON in predefined_links'", () => {
    // §5 Settings: "Invalid predefined_links JSON gives an empty list."
    const log = vi.fn();
    const map = mergeSettings(settingsDefaults, [{ key: "predefined_links", value: "[{" }]);
    expect(predefinedLinks(map, log)).toEqual([]);
    expect(log).toHaveBeenCalledWith("Invalid JSON in predefined_links");
    expect(predefinedLinks(mergeSettings(settingsDefaults, []), log)).toEqual([]);
  });

  it("the pass-through parameters are configured, comma-separated (none by default)", () => {
    expect(passThroughParams(mergeSettings(settingsDefaults, []))).toEqual([]);
    const map = mergeSettings(settingsDefaults, [
      { key: "predefined_links.pass_through_params", value: " utm_source, gclid ,," },
    ]);
    expect(passThroughParams(map)).toEqual(["utm_source", "gclid"]);
  });
});

describe("predefinedLinkUrl", () => {
  it("'{lang}' is replaced by the language's URL code", () => {
    expect(predefinedLinkUrl("/{lang}/offers", ctx("/ar/"))).toBe("/ar/offers");
    expect(predefinedLinkUrl("https://shop.test/{lang}/x?l={lang}", ctx("/ar/"))).toBe(
      "https://shop.test/ar/x?l=ar",
    );
  });

  it("configured pass-through parameters are copied from the current URL when absent", () => {
    const current = "https://site.test/ar/models?utm_source=mail&gclid=abc&other=1";
    expect(predefinedLinkUrl("/{lang}/test-drive", ctx(current, ["utm_source", "gclid"]))).toBe(
      "/ar/test-drive?utm_source=mail&gclid=abc",
    );
    // Present on the link: kept as it is. Not configured (other): never copied.
    expect(
      predefinedLinkUrl(
        "https://x.test/p?utm_source=site#form",
        ctx(current, ["utm_source", "gclid", "missing"]),
      ),
    ).toBe("https://x.test/p?utm_source=site&gclid=abc#form");
    expect(predefinedLinkUrl("/p", ctx("/ar/?other=1", ["utm_source"]))).toBe("/p");
  });

  it("resolves an alias; an unknown alias is undefined", () => {
    const links = [{ alias: "finance", url: "/{lang}/finance" }];
    expect(resolvePredefinedLink("finance", links, ctx("/ar/?gclid=1", ["gclid"]))).toBe(
      "/ar/finance?gclid=1",
    );
    expect(resolvePredefinedLink("other", links, ctx("/ar/"))).toBeUndefined();
  });
});
