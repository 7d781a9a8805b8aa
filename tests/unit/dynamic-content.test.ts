import { describe, expect, it, vi } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import { localDynamicContentSource } from "../../runtime/adapters/dynamic-content.ts";
import {
  DEFAULT_KEY_EXPANSION,
  type DynamicContentState,
  dynamicContentConfig,
  dynamicContentDisplay,
  enabledStrategies,
  expandKeys,
  initialDynamicContentState,
  loadDynamicContent,
  modelNameFromPath,
  normaliseDcValue,
  OFFERS_URL_ERROR,
  pathChanged,
  REFFINE_LISTS_ERROR,
  REFFINE_URL_ERROR,
  type StrategyData,
  shouldFetchStrategy,
  validateExternalSl,
  validateOffers,
  validateReffine,
  validateUrlBrands,
} from "../../runtime/core/dynamic-content.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";

const noData: StrategyData = initialDynamicContentState.data;
const silent = () => {};

describe("settings and normalisation", () => {
  it("enabled strategies come from the comma-separated setting", () => {
    expect([...enabledStrategies(" url_brands, Mena Offers ,unknown,,reffine_sl")]).toEqual([
      "url_brands",
      "mena_offers",
      "reffine_sl",
    ]);
    expect(enabledStrategies(undefined).size).toBe(0);
  });

  it("values are normalised by trimming, turning spaces into '_' and lower-casing", () => {
    expect(normaliseDcValue("  Range Rover Sport ")).toBe("range_rover_sport");
  });

  it("the configs are read from their JSON settings; invalid JSON logs 'Invalid JSON in {key}'", () => {
    const log = vi.fn();
    const config = dynamicContentConfig(
      mergeSettings(settingsDefaults, [
        { key: "dynamic_content.enabled_strategies", value: "mena_external_sl,reffine_sl" },
        { key: "dynamic_content.mena_external_sl__config", value: "{bad" },
        {
          key: "dynamic_content.reffine_sl__config",
          value: JSON.stringify({
            api_base_url: "https://lists.test/",
            lists_to_check: [{ name: "colours", uuid: "u1" }, { name: "" }],
          }),
        },
      ]),
      log,
    );
    expect(log).toHaveBeenCalledWith("Invalid JSON in dynamic_content.mena_external_sl__config");
    expect(config.externalSlUrl).toBe("");
    expect(config.reffine).toEqual({
      apiBaseUrl: "https://lists.test/",
      lists: [{ name: "colours", uuid: "u1" }],
    });
    expect([...config.enabled]).toEqual(["mena_external_sl", "reffine_sl"]);
  });
});

describe("the four strategies (§5)", () => {
  it("mena_external_sl: valid when no values are loaded, or when they include the value", () => {
    expect(validateExternalSl("defender", [])).toBe(true);
    expect(validateExternalSl("Range Rover", ["range_rover", "defender"])).toBe(true);
    expect(validateExternalSl("discovery", ["range_rover"])).toBe(false);
  });

  it("mena_offers: empty list hides, string means {category}, every key must match after normalisation", () => {
    const offers = [
      { category: "SUV", car_model_key: "Range Rover" },
      { category: "cash", car_model_key: "defender_110" },
    ];
    expect(validateOffers("suv", [])).toBe(false);
    expect(validateOffers(" Suv ", offers)).toBe(true);
    expect(validateOffers("lease", offers)).toBe(false);
    expect(validateOffers({ category: "suv", car_model_key: "range rover" }, offers)).toBe(true);
    // Every key must match on the same offer.
    expect(validateOffers({ category: "suv", car_model_key: "defender_110" }, offers)).toBe(false);
  });

  it("url_brands: the normalised value equals the normalised model name from the path", () => {
    expect(modelNameFromPath("/ar/models/Range Rover/offers")).toBe("Range Rover");
    expect(modelNameFromPath("/ar/about")).toBe("defender");
    expect(validateUrlBrands("range rover", modelNameFromPath("/ar/models/Range%20Rover"))).toBe(
      true,
    );
    expect(validateUrlBrands("discovery", "defender")).toBe(false);
  });

  it("reffine_sl: {name, value} as object or JSON string, valid when a part is missing or no list has that name", () => {
    const lists = { colours: ["red", "santorini_black"] };
    expect(validateReffine({ name: "colours", value: "Santorini Black" }, lists, silent)).toBe(
      true,
    );
    expect(validateReffine('{"name":"colours","value":"blue"}', lists, silent)).toBe(false);
    expect(validateReffine({ name: "colours" }, lists, silent)).toBe(true);
    expect(validateReffine({ value: "blue" }, lists, silent)).toBe(true);
    expect(validateReffine({ name: "trims", value: "blue" }, lists, silent)).toBe(true);
    const log = vi.fn();
    expect(validateReffine("{not json", lists, log)).toBe(true);
    expect(log).toHaveBeenCalledWith("Invalid JSON in reffine_sl strategy value");
  });
});

describe("key expansion", () => {
  it("has 3 families of 3, 2 and 4 models, and two brand keys covering 7 models and the 3 families", () => {
    const sizes = Object.values(DEFAULT_KEY_EXPANSION.families).map((m) => m.length);
    expect(sizes.sort()).toEqual([2, 3, 4]);
    const brands = Object.values(DEFAULT_KEY_EXPANSION.brands);
    expect(brands.map((m) => m.length).sort()).toEqual([3, 7]);
    expect(
      brands
        .find((m) => m.length === 3)
        ?.slice()
        .sort(),
    ).toEqual(Object.keys(DEFAULT_KEY_EXPANSION.families).sort());
  });

  it("family keys are added when any member is present, then brand keys (through the family)", () => {
    expect(expandKeys(["defender_110"])).toEqual(["defender_110", "defender", "any_land_rover"]);
    expect(expandKeys(["f_pace"])).toEqual(["f_pace", "any_jaguar"]);
    expect(expandKeys(["unknown"])).toEqual(["unknown"]);
  });
});

describe("what a content piece shows (§4)", () => {
  const data: StrategyData = {
    ...noData,
    mena_external_sl: ["range_rover"],
    url_brands: "defender",
  };
  const show = (over: Partial<Parameters<typeof dynamicContentDisplay>[0]>) =>
    dynamicContentDisplay({
      strategy: { key: "url_brands", value: "discovery" },
      data,
      mounted: true,
      hasFallback: true,
      log: silent,
      ...over,
    });

  it("fails validation: the fallback when one exists, else nothing", () => {
    expect(show({})).toBe("fallback");
    expect(show({ hasFallback: false })).toBe("nothing");
  });

  it("shown when not mounted, without key or value, with null values, when valid, or forced", () => {
    expect(show({ mounted: false })).toBe("content");
    expect(show({ strategy: { key: "", value: "x" } })).toBe("content");
    expect(show({ strategy: { key: "url_brands", value: " " } })).toBe("content");
    expect(show({ strategy: null })).toBe("content");
    expect(show({ strategy: { key: "reffine_sl", value: "x" } })).toBe("content");
    expect(show({ strategy: { key: "url_brands", value: "Defender" } })).toBe("content");
    expect(show({ forceVisible: true })).toBe("content");
  });
});

describe("fetch states and fetching", () => {
  const settings = (rows: { key: string; value: string }[]) =>
    dynamicContentConfig(mergeSettings(settingsDefaults, rows), silent);

  it("strategy data moves from idle to loading to done, once", async () => {
    const config = settings([
      { key: "dynamic_content.enabled_strategies", value: "mena_external_sl, url_brands" },
      {
        key: "dynamic_content.mena_external_sl__config",
        value: JSON.stringify({ api_key: "https://sl.test/stock" }),
      },
    ]);
    const source = localDynamicContentSource({
      "https://sl.test/stock": { status: 200, body: [{ "Defender 110": 2, range_rover: 1 }, {}] },
    });
    const seen: DynamicContentState[] = [];
    const state = await loadDynamicContent(initialDynamicContentState, config, source, {
      path: "/ar/models/discovery",
      log: silent,
      onChange: (s) => seen.push(s),
    });
    expect(seen[0]?.status.mena_external_sl).toBe("loading");
    expect(state.status).toMatchObject({ mena_external_sl: "done", url_brands: "done" });
    expect(state.status.mena_offers).toBe("idle");
    // The first object's keys, normalised, then their family and brand keys.
    expect(state.data.mena_external_sl).toEqual([
      "defender_110",
      "range_rover",
      "defender",
      "any_land_rover",
    ]);
    expect(state.data.url_brands).toBe("discovery");
    expect(shouldFetchStrategy(state, "mena_external_sl", config.enabled)).toBe(false);
    await loadDynamicContent(state, config, source, { path: "/", log: silent });
    expect(source.requests).toEqual(["https://sl.test/stock"]);
  });

  it("a fetch error is failed with null data, so content shows by default", async () => {
    const config = settings([
      { key: "dynamic_content.enabled_strategies", value: "mena_external_sl" },
      {
        key: "dynamic_content.mena_external_sl__config",
        value: JSON.stringify({ api_key: "https://sl.test/down" }),
      },
    ]);
    const state = await loadDynamicContent(
      initialDynamicContentState,
      config,
      { get: () => Promise.reject(new Error("offline")) },
      { path: "/", log: silent },
    );
    expect(state.status.mena_external_sl).toBe("failed");
    expect(
      dynamicContentDisplay({
        strategy: { key: "mena_external_sl", value: "x" },
        data: state.data,
        mounted: true,
        hasFallback: true,
      }),
    ).toBe("content");
  });

  it("offers: a string answer is empty (hides); a missing URL is logged and rejected", async () => {
    const log = vi.fn();
    const enabled = { key: "dynamic_content.enabled_strategies", value: "mena_offers" };
    // The default points at the site's own offers (/public_api/offers): emptied, there is none.
    const missing = await loadDynamicContent(
      initialDynamicContentState,
      settings([enabled, { key: "mena.offers_api_url", value: "" }]),
      localDynamicContentSource({}),
      { path: "/", log },
    );
    expect(log).toHaveBeenCalledWith(OFFERS_URL_ERROR);
    expect(missing.status.mena_offers).toBe("failed");
    const config = settings([
      enabled,
      { key: "mena.offers_api_url", value: "https://o.test/offers" },
    ]);
    const state = await loadDynamicContent(
      initialDynamicContentState,
      config,
      localDynamicContentSource({ "https://o.test/offers": { status: 200, body: "none today" } }),
      { path: "/", log },
    );
    expect(state.data.mena_offers).toEqual([]);
    expect(
      dynamicContentDisplay({
        strategy: { key: "mena_offers", value: "suv" },
        data: state.data,
        mounted: true,
        hasFallback: false,
      }),
    ).toBe("nothing");
  });

  it("reffine_sl: GET {api_base_url}/public_api/dynamic_content/{unique uuids}; status must be 200", async () => {
    const config = settings([
      { key: "dynamic_content.enabled_strategies", value: "reffine_sl" },
      {
        key: "dynamic_content.reffine_sl__config",
        value: JSON.stringify({
          api_base_url: "https://r.test/",
          lists_to_check: [
            { name: "colours", uuid: "u1" },
            { name: "colours_again", uuid: "u1" },
            { name: "trims", uuid: "u2" },
          ],
        }),
      },
    ]);
    const url = "https://r.test/public_api/dynamic_content/u1,u2";
    const ok = localDynamicContentSource({
      [url]: { status: 200, body: { u1: ["Red"], u2: ["HSE"] } },
    });
    const state = await loadDynamicContent(initialDynamicContentState, config, ok, {
      path: "/",
      log: silent,
    });
    expect(ok.requests).toEqual([url]);
    expect(state.data.reffine_sl).toEqual({
      colours: ["red"],
      colours_again: ["red"],
      trims: ["hse"],
    });
    const notOk = localDynamicContentSource({ [url]: { status: 202, body: { u1: ["Red"] } } });
    const failed = await loadDynamicContent(initialDynamicContentState, config, notOk, {
      path: "/",
      log: silent,
    });
    expect(failed.status.reffine_sl).toBe("failed");
  });

  it("reffine_sl: a missing API URL or lists log the documented messages", async () => {
    const log = vi.fn();
    const run = (value: object) =>
      loadDynamicContent(
        initialDynamicContentState,
        settings([
          { key: "dynamic_content.enabled_strategies", value: "reffine_sl" },
          { key: "dynamic_content.reffine_sl__config", value: JSON.stringify(value) },
        ]),
        localDynamicContentSource({}),
        { path: "/", log },
      );
    await run({ lists_to_check: [{ name: "a", uuid: "b" }] });
    expect(log).toHaveBeenLastCalledWith(REFFINE_URL_ERROR);
    await run({ api_base_url: "https://r.test", lists_to_check: [] });
    expect(log).toHaveBeenLastCalledWith(REFFINE_LISTS_ERROR);
  });

  it("on a route path change, url_brands recomputes its value from the path", () => {
    const enabled = enabledStrategies("url_brands");
    const state = pathChanged(initialDynamicContentState, "/ar/models/range_rover", enabled);
    expect(state.data.url_brands).toBe("range_rover");
    expect(pathChanged(initialDynamicContentState, "/ar/models/x", new Set())).toBe(
      initialDynamicContentState,
    );
  });
});
