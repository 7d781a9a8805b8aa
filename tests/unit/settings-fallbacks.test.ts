import { describe, expect, it, vi } from "vitest";
import { jsonSettingKeys, settingsDefaults, settingsValidators } from "../../generated/validate.ts";
import {
  mergeSettings,
  settingFlag,
  settingJson,
  settingValue,
} from "../../runtime/core/settings.ts";

describe("merging over built-in defaults", () => {
  it("a server setting overrides a default with the same key; other defaults stay", () => {
    // §3 Setting: "Built-in defaults are merged in; a server setting overrides a default with the same key."
    const map = mergeSettings(settingsDefaults, [
      { key: "currency_exchange.response_key", value: "data.rate" },
    ]);
    expect(map.get("currency_exchange.response_key")).toBe("data.rate");
    expect(map.get("currency_exchange.start_date_key")).toBe("startdate");
    expect(map.get("price.currency_symbol")).toBe("€");
  });

  it("the defaults the document gives are the generated defaults of their keys", () => {
    expect(settingsDefaults).toMatchObject({
      "price.currency_delimiter": ",",
      "price.currency_symbol": "€",
      "price.price_format": "^%",
      "price.full_string": "From ^ %",
      "price.lease_full_string": "or @ / Month",
      "price.offer_string": "From ^ %",
      "price.double_price_symbol": "EUR",
      "price.double_price_rate": "1",
      "price.double_price_decimals": "0",
      "currency_exchange.response_key": "data",
      "currency_exchange.start_date_key": "startdate",
      "currency_exchange.class_name": "price-exchange-class",
    });
  });

  it("no default sits under prices.X: it would always win over a stored price.X", () => {
    expect(Object.keys(settingsDefaults).filter((k) => k.startsWith("prices."))).toEqual([]);
  });

  it("the JSON settings of these namespaces are JSON held as a string, each with its validator", () => {
    for (const key of [
      "predefined_links",
      "dynamic_content.mena_external_sl__config",
      "dynamic_content.reffine_sl__config",
    ])
      expect(jsonSettingKeys.has(key), key).toBe(true);
    for (const ns of ["price", "currency_exchange", "dynamic_content", "predefined_links"])
      expect(settingsValidators[ns], ns).toBeTypeOf("function");
  });
});

describe("price.X falls back to prices.X", () => {
  // §3: "A 'price.X' key falls back: if 'prices.X' has a value it is used, otherwise 'price.X'."
  it("prices.X is used when it has a value", () => {
    const map = mergeSettings(settingsDefaults, [{ key: "prices.currency_symbol", value: "AED" }]);
    expect(settingValue(map, "price.currency_symbol")).toBe("AED");
  });

  it("otherwise price.X (stored, else its default)", () => {
    const stored = mergeSettings(settingsDefaults, [
      { key: "price.currency_symbol", value: "$" },
      { key: "prices.currency_symbol", value: "" },
    ]);
    expect(settingValue(stored, "price.currency_symbol")).toBe("$");
    expect(settingValue(mergeSettings(settingsDefaults, []), "price.currency_symbol")).toBe("€");
  });

  it("only price.X keys fall back: other keys are read as they are", () => {
    const map = mergeSettings({}, [
      { key: "prices.currency_symbol", value: "AED" },
      { key: "general.app_name", value: "x" },
      { key: "prices.app_name", value: "y" },
    ]);
    expect(settingValue(map, "prices.currency_symbol")).toBe("AED");
    expect(settingValue(map, "general.app_name")).toBe("x");
    // @ts-expect-error a key no schema declares, read as it is
    expect(settingValue(map, "pricex.currency_symbol")).toBeUndefined();
  });

  it("flags and JSON values fall back the same way", () => {
    const map = mergeSettings(settingsDefaults, [
      { key: "prices.double_price_feature", value: "true" },
      { key: "price.full_string", value: "{}" },
      { key: "prices.full_string", value: '{"a":1}' },
    ]);
    expect(settingFlag(map, "price.double_price_feature")).toBe(true);
    expect(settingJson(map, "price.full_string", null, () => {})).toEqual({ a: 1 });
  });
});

describe("'true' stands for boolean true", () => {
  it("only the string 'true'", () => {
    const map = mergeSettings({}, [
      { key: "a.x", value: "true" },
      { key: "a.y", value: "TRUE" },
      { key: "a.z", value: "1" },
    ]);
    // @ts-expect-error keys no schema declares: only the stored string counts
    expect([settingFlag(map, "a.x"), settingFlag(map, "a.y"), settingFlag(map, "a.z")]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("invalid JSON logs 'Invalid JSON in {key}' and uses the fallback", () => {
  // §5 Settings: "Invalid JSON in a setting logs 'Invalid JSON in {key}' and a fallback is used."
  it("logs once with the key and returns the fallback", () => {
    const log = vi.fn();
    const map = mergeSettings({}, [{ key: "dynamic_content.reffine_sl__config", value: "{oops" }]);
    const fallback = { lists_to_check: [] };
    expect(settingJson(map, "dynamic_content.reffine_sl__config", fallback, log)).toBe(fallback);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("Invalid JSON in dynamic_content.reffine_sl__config");
  });

  it("the key logged is the one asked for, also when prices.X supplied the text", () => {
    const log = vi.fn();
    const map = mergeSettings({}, [{ key: "prices.x", value: "[" }]);
    // @ts-expect-error a key no schema declares, read through the prices.X fallback
    expect(settingJson(map, "price.x", [], log)).toEqual([]);
    expect(log).toHaveBeenCalledWith("Invalid JSON in price.x");
  });

  it("a missing or blank value is the fallback without a log; valid JSON is parsed", () => {
    const log = vi.fn();
    const map = mergeSettings({}, [
      { key: "a.blank", value: "  " },
      { key: "a.ok", value: '[{"alias":"x","url":"/y"}]' },
    ]);
    // @ts-expect-error a key no schema declares
    expect(settingJson(map, "a.missing", 7, log)).toBe(7);
    // @ts-expect-error a key no schema declares
    expect(settingJson(map, "a.blank", 7, log)).toBe(7);
    // @ts-expect-error a key no schema declares
    expect(settingJson(map, "a.ok", [], log)).toEqual([{ alias: "x", url: "/y" }]);
    expect(log).not.toHaveBeenCalled();
  });
});
