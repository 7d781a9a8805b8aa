import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  BasicPopupSettingsButtonsValue,
  GeneralSettingsFooterContentTopFooterValue,
  JsonSettingKey,
  NavigationSettingsEvPathsValue,
  SettingTypes,
} from "../../generated/settings.ts";
import { defaultCtx } from "../../generator/ctx.ts";
import { emitSettingTypes } from "../../generator/emit/settings.ts";
import type { SettingsIR } from "../../generator/ir.ts";
import {
  mergeSettings,
  overrideKey,
  type PriceAliasKey,
  type SettingKey,
  type SettingOverrideKey,
  setting,
  settingFlag,
  settingJson,
  settingValue,
} from "../../runtime/core/settings.ts";

const log = (_message: string) => {};

describe("every setting key has the type its schema states", () => {
  it("a plain key holds a string; a JSON key (x-json) its parsed shape", () => {
    expectTypeOf<SettingTypes["general.maps_key"]>().toEqualTypeOf<string>();
    expectTypeOf<SettingTypes["price.currency_symbol"]>().toEqualTypeOf<string>();
    expectTypeOf<SettingTypes["basic_popup.is_enabled"]>().toEqualTypeOf<string>();
    expectTypeOf<
      SettingTypes["general.footer.content.top_footer"]
    >().toEqualTypeOf<GeneralSettingsFooterContentTopFooterValue>();
    expectTypeOf<
      SettingTypes["basic_popup.buttons"]
    >().toEqualTypeOf<BasicPopupSettingsButtonsValue>();
    expectTypeOf<SettingTypes["navigation.ev_paths"]>().toEqualTypeOf<string[]>();
    expectTypeOf<"meta">().toExtend<JsonSettingKey>();
    expectTypeOf<"general.maps_key">().not.toExtend<JsonSettingKey>();
  });

  it("a key is written as it is stored: the namespace, then the property path", () => {
    expectTypeOf<"cookie_consent.strategies.basic.title">().toExtend<SettingKey>();
    expectTypeOf<"predefined_links">().toExtend<SettingKey>();
    expectTypeOf<"general.no_such_key">().not.toExtend<SettingKey>();
    expectTypeOf<"maps_key">().not.toExtend<SettingKey>();
  });

  it("the readers give the key's type", () => {
    const map = mergeSettings({}, []);
    expectTypeOf(setting(map, "general.maps_key")).toEqualTypeOf<string | undefined>();
    expectTypeOf(settingValue(map, "general.global_fab")).toEqualTypeOf<string | undefined>();
    expectTypeOf(settingFlag(map, "search.popup.enabled")).toEqualTypeOf<boolean>();
    expectTypeOf(
      settingJson(map, "navigation.ev_paths", null, log),
    ).toEqualTypeOf<NavigationSettingsEvPathsValue | null>();
    // A key without x-json has no shape to promise.
    expectTypeOf(settingJson(map, "price.full_string", null, log)).toEqualTypeOf<unknown>();
  });

  it("an unknown key does not compile", () => {
    const map = mergeSettings({}, [{ key: "general.no_such_key", value: "x" }]);
    // @ts-expect-error no settings schema declares general.no_such_key
    expect(setting(map, "general.no_such_key")).toBe("x");
    // @ts-expect-error no settings schema declares general.no_such_key
    expect(settingValue(map, "general.no_such_key")).toBe("x");
    // @ts-expect-error no settings schema declares general.no_such_key
    expect(settingJson(map, "general.no_such_key", null, log)).toBeNull();
    // @ts-expect-error a JSON key is read parsed, by settingJson, not as a string or a flag
    expect(settingFlag(map, "general.global_fab")).toBe(false);
  });

  it("prices.X, the alias of a price.X key, is typed by the price keys", () => {
    expectTypeOf<"prices.currency_symbol">().toExtend<PriceAliasKey>();
    expectTypeOf<"prices.app_name">().not.toExtend<PriceAliasKey>();
    const map = mergeSettings({}, [{ key: "prices.currency_symbol", value: "AED" }]);
    expect(setting(map, "price.currency_symbol")).toBe("AED");
    expect(setting(map, "prices.currency_symbol")).toBe("AED");
  });
});

describe("a language override, {key}@{lang}", () => {
  it("is written from a declared key and a language", () => {
    expectTypeOf(overrideKey("general.app_name", "en")).toEqualTypeOf<SettingOverrideKey>();
    expectTypeOf<"general.app_name@en">().toExtend<SettingOverrideKey>();
    expectTypeOf<"general.no_such_key@en">().not.toExtend<SettingOverrideKey>();
    expect(overrideKey("general.footer.content.top_footer", "pt-br")).toBe(
      "general.footer.content.top_footer@pt-br",
    );
  });

  it("setting() with a language reads the override over the shared value", () => {
    const map = mergeSettings({ "general.app_name": "لاند روفر" }, [
      { key: overrideKey("general.app_name", "en"), value: "Land Rover" },
      { key: overrideKey("general.maps_region", "he"), value: "" },
      { key: "general.maps_region", value: "AE" },
    ]);
    expect(setting(map, "general.app_name")).toBe("لاند روفر");
    expect(setting(map, "general.app_name", { lang: "en" })).toBe("Land Rover");
    // A language without an override reads the shared value.
    expect(setting(map, "general.app_name", { lang: "he" })).toBe("لاند روفر");
    // An empty override still wins on its language's pages, as settingsForLanguage applies it.
    expect(setting(map, "general.maps_region", { lang: "he" })).toBe("");
    expect(setting(map, "general.maps_region", { lang: "en" })).toBe("AE");
  });

  it("a language's prices.X override wins over its price.X, as on the page", () => {
    const map = mergeSettings({ "price.currency_symbol": "€" }, [
      { key: overrideKey("price.currency_symbol", "en"), value: "EUR" },
      { key: "prices.currency_symbol@en", value: "AED" },
    ]);
    expect(setting(map, "price.currency_symbol")).toBe("€");
    expect(setting(map, "price.currency_symbol", { lang: "en" })).toBe("AED");
  });
});

describe("emitSettingTypes", () => {
  const field = (key: string, jsonSchema: SettingsIR["keys"][number]["jsonSchema"]) => ({
    kind: "String" as const,
    maxLength: null,
    symbol: key,
    label: "العنوان",
    description: "Shown */ first.",
    default: undefined,
    required: false,
    contentful: false,
    placeholder: null,
    tooltip: null,
    schema: {},
    key,
    jsonSchema,
    isServerOnly: false,
    egress: [],
  });
  const demo: SettingsIR = {
    tag: "settings",
    namespace: "demo_ns",
    title: "Demo",
    file: "settings/demo.schema.json",
    id: "https://schema.cms.local/settings/demo.schema.json",
    typeName: "DemoNsSettings",
    keys: [
      field("demo_ns.title", null),
      field("demo_ns.paths", { type: "array", items: { type: "string" } }),
    ],
    schema: {},
  };

  it("maps each key to a string, or a JSON key to its named shape, and marks the JSON keys", async () => {
    const out = await emitSettingTypes({ blocks: [], settings: [demo], entities: [] }, defaultCtx);
    expect(out.path).toBe("settings.ts");
    expect(out.text).toContain("export type DemoNsSettingsPathsValue = string[];");
    expect(out.text).toContain('  "demo_ns.title": string;');
    expect(out.text).toContain('  "demo_ns.paths": DemoNsSettingsPathsValue;');
    expect(out.text).toContain("  /** العنوان — Shown *\\/ first. */");
    expect(out.text).toContain('export type JsonSettingKey = "demo_ns.paths";');
    expect(out.text).toContain("export type SettingKey = keyof SettingTypes;");
  });

  it("without settings, no key and no JSON key", async () => {
    const out = await emitSettingTypes({ blocks: [], settings: [], entities: [] }, defaultCtx);
    expect(out.text).toContain("export interface SettingTypes {\n\n}");
    expect(out.text).toContain("export type JsonSettingKey = never;");
  });
});
