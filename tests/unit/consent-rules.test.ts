import { describe, expect, it } from "vitest";
import {
  consentSettings,
  embedsThirdParty,
  formatConsentRecord,
  isConsentGiven,
  ONETRUST_CATEGORIES,
  parseConsentRecord,
  parseStrategy,
  recordFor,
  recordFromManager,
  strategyRecord,
} from "../../runtime/core/consent.ts";

describe("consent record", () => {
  it("is stored as status:scope1,scope2 and read back", () => {
    const record = { status: "accepted", scopes: ["obligatory", "optional"] } as const;
    expect(formatConsentRecord(record)).toBe("accepted:obligatory,optional");
    expect(parseConsentRecord("accepted:obligatory,optional")).toEqual(record);
    expect(formatConsentRecord({ status: "rejected", scopes: [] })).toBe("rejected:");
    expect(parseConsentRecord("rejected:")).toEqual({ status: "rejected", scopes: [] });
  });

  it("is pending while neither accepted nor rejected; unknown scopes are dropped", () => {
    for (const raw of [null, "", "pending:", "maybe:optional", "garbage"])
      expect(parseConsentRecord(raw)).toEqual({ status: "pending", scopes: [] });
    expect(parseConsentRecord("accepted:optional,ads,optional").scopes).toEqual(["optional"]);
    expect(parseConsentRecord("rejected:optional").scopes).toEqual([]);
  });
});

describe("consent check", () => {
  it("passes when the status is empty, or accepted with every required scope", () => {
    expect(isConsentGiven({ status: "", scopes: [] }, ["optional"])).toBe(true);
    expect(isConsentGiven({ status: "accepted", scopes: ["obligatory"] }, ["optional"])).toBe(
      false,
    );
    expect(
      isConsentGiven({ status: "accepted", scopes: ["obligatory", "optional"] }, ["optional"]),
    ).toBe(true);
    expect(isConsentGiven({ status: "rejected", scopes: [] }, [])).toBe(false);
    expect(isConsentGiven({ status: "pending", scopes: [] }, [])).toBe(false);
  });
});

describe("strategies and actions", () => {
  it("an unknown strategy falls back to basic; unset is none, which always accepts", () => {
    expect(parseStrategy("basic")).toBe("basic");
    expect(parseStrategy("onetrust")).toBe("onetrust");
    expect(parseStrategy("cookiebot-next")).toBe("basic");
    expect(parseStrategy(undefined)).toBe("none");
    expect(parseStrategy("  ")).toBe("none");
    expect(strategyRecord("none")).toEqual({
      status: "accepted",
      scopes: ["obligatory", "optional"],
    });
    expect(strategyRecord("basic")).toBeNull();
  });

  it("accept all saves every scope, accept the given ones, reject none", () => {
    expect(recordFor({ type: "ACCEPT_ALL" }, "basic")).toEqual({
      status: "accepted",
      scopes: ["obligatory", "optional"],
    });
    expect(recordFor({ type: "ACCEPT_ALL" }, "onetrust").scopes).toHaveLength(5);
    expect(recordFor({ type: "ACCEPT", scopes: ["optional"] }, "basic")).toEqual({
      status: "accepted",
      scopes: ["obligatory", "optional"],
    });
    expect(recordFor({ type: "REJECT" }, "basic")).toEqual({ status: "rejected", scopes: [] });
  });
});

describe("consent-manager events", () => {
  it("accept all gives obligatory and optional; deny all gives rejected", () => {
    expect(recordFromManager({ type: "accept_all" })).toEqual({
      status: "accepted",
      scopes: ["obligatory", "optional"],
    });
    expect(recordFromManager({ type: "deny_all" })).toEqual({ status: "rejected", scopes: [] });
  });

  it("save maps C0001 to obligatory and C0002/C0004 to optional, held only when all accepted", () => {
    expect(ONETRUST_CATEGORIES).toEqual({
      C0001: "obligatory",
      C0002: "optional",
      C0004: "optional",
    });
    const save = (accepted: Record<string, boolean>) =>
      recordFromManager({
        type: "save",
        categories: Object.entries(accepted).map(([id, a]) => ({ id, accepted: a })),
      });
    expect(save({ C0001: true, C0002: true, C0004: true }).scopes).toEqual([
      "obligatory",
      "optional",
    ]);
    expect(save({ C0001: true, C0002: true, C0004: false }).scopes).toEqual(["obligatory"]);
    expect(save({ C0001: true, C0002: false, C0004: false })).toEqual({
      status: "accepted",
      scopes: ["obligatory"],
    });
    // A category the map does not name is not essential: optional.
    expect(save({ C0001: true, C0009: true }).scopes).toEqual(["obligatory", "optional"]);
  });
});

describe("consent settings", () => {
  it("reads the strategy, placeholder, banner variant and category map with fallbacks", () => {
    const logs: string[] = [];
    const settings = consentSettings(
      new Map([
        ["cookie_consent.strategy", "basic"],
        ["cookie_consent.default_placeholder", " مخفي "],
        [
          "cookie_consent.content",
          JSON.stringify({
            title: "نستخدم ملفات الارتباط",
            accept_button: "موافق",
            title_level: "h9",
          }),
        ],
        ["cookie_consent.strategies.onetrust.category_map", "{bad json"],
      ]),
      (m) => logs.push(m),
    );
    expect(settings.strategy).toBe("basic");
    expect(settings.placeholder).toBe("مخفي");
    expect(settings.culture).toBe("ar");
    expect(settings.variant).toEqual({
      title: "نستخدم ملفات الارتباط",
      acceptButton: "موافق",
      acceptButtonPosition: "end",
      titleLevel: "h2",
    });
    expect(settings.categories).toEqual(ONETRUST_CATEGORIES);
    expect(logs).toEqual(["Invalid JSON in cookie_consent.strategies.onetrust.category_map"]);
    expect(consentSettings(new Map()).variant).toBeNull();
  });

  it("gates raw HTML that loads frames or scripts from another origin", () => {
    expect(embedsThirdParty('<iframe src="https://www.openstreetmap.org/x"></iframe>')).toBe(true);
    expect(embedsThirdParty("<script src='//cdn.example.com/a.js'></script>")).toBe(true);
    expect(embedsThirdParty('<iframe src="/ar/local"></iframe>')).toBe(false);
    expect(embedsThirdParty('<p><a href="https://example.com">x</a></p>')).toBe(false);
  });
});
