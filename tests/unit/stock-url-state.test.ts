import { describe, expect, it } from "vitest";
import type { StockFacets } from "../../runtime/core/stock/filters.ts";
import { stockQueryParams } from "../../runtime/core/stock/query.ts";
import {
  activeFilterCount,
  enabledFilters,
  fixedBrandOf,
  initialState,
  isFilterActive,
  keptParams,
  type LocatorSetup,
  listingQuery,
  nextSearch,
  pageSize,
  searchForState,
  setPage,
  setRange,
  stateFromSearch,
  storedListQuery,
  toggleOption,
} from "../../runtime/core/stock/url-state.ts";

const setup: LocatorSetup = {
  enabled: ["brands", "models", "states", "mileage", "production_year", "engine_types"],
  defaultSort: "createdAtDesc",
  fixedBrand: null,
  items: 12,
};

const facets: StockFacets = {
  mileage: { kind: "range", min: 0, max: 120000 },
  production_year: { kind: "range", min: 2019, max: 2026 },
};

describe("the stock locator's URL (001 §4)", () => {
  it("joins a checkbox filter's values with a double space and reads them back", () => {
    let state = initialState(setup);
    state = toggleOption(state, "engine_types", "bev");
    state = toggleOption(state, "engine_types", "phev");
    state = toggleOption(state, "models", "Range Rover Sport");
    const search = searchForState("", state, setup, facets);
    const params = new URLSearchParams(search);
    expect(params.get("engine_types")).toBe("bev  phev");
    expect(params.get("models")).toBe("Range Rover Sport");
    expect(search).toContain("engine_types=bev++phev");
    expect(stateFromSearch(search, setup).checkbox).toEqual({
      models: ["Range Rover Sport"],
      engine_types: ["bev", "phev"],
    });
  });

  it("reads a filter repeated once per value, as the no-script form sends it, and keeps the rest for the form", () => {
    const form =
      "_postcode=2000&sort=priceAsc&engine_types=bev&engine_types=phev++bev&brands=Jaguar&page=3&monthly_budget=900";
    const state = stateFromSearch(form, setup);
    expect(state.checkbox).toEqual({ brands: ["Jaguar"], engine_types: ["bev", "phev"] });
    expect(state.sort).toBe("priceAsc");
    expect(keptParams(form, setup)).toEqual([
      ["_postcode", "2000"],
      ["monthly_budget", "900"],
    ]);
  });

  it("writes {key}.from and {key}.to only when they differ from the range's bounds", () => {
    const state = {
      ...initialState(setup),
      range: { mileage: { from: 0, to: 50000 }, production_year: { from: 2021, to: 2026 } },
    };
    const params = new URLSearchParams(searchForState("", state, setup, facets));
    expect(params.get("mileage.from")).toBeNull();
    expect(params.get("mileage.to")).toBe("50000");
    expect(params.get("production_year.from")).toBe("2021");
    expect(params.get("production_year.to")).toBeNull();
  });

  it("applies range values from the URL only when they are numbers ≥ 0", () => {
    const state = stateFromSearch(
      "?mileage.from=-5&mileage.to=abc&production_year.from=2020&production_year.to=0",
      setup,
    );
    expect(state.range.mileage).toBeUndefined();
    expect(state.range.production_year).toEqual({ from: 2020, to: 0 });
  });

  it("keeps other parameters and writes sort and page only when not the default", () => {
    const state = { ...initialState(setup), sort: "priceAsc" as const, page: 2 };
    expect(searchForState("?_postcode=2000&utm_source=x&page=5", state, setup)).toBe(
      "?_postcode=2000&utm_source=x&sort=priceAsc&page=2",
    );
    expect(searchForState("?page=3&sort=createdAtDesc", initialState(setup), setup)).toBe("");
  });

  it("replaces the URL only when the query actually changes", () => {
    const state = toggleOption(initialState(setup), "states", "used");
    const search = searchForState("?a=1", state, setup);
    expect(nextSearch("?a=1", state, setup)).toBe(search);
    expect(nextSearch(search, state, setup)).toBeNull();
    // The same parameters spelled differently are no change.
    expect(nextSearch("?a=1&states=used", state, setup)).toBeNull();
    expect(nextSearch("?a=%31&states=used", state, setup)).toBeNull();
  });

  it("ignores the filters the block does not show, and the brand when the block fixes one", () => {
    const fixed = { ...setup, enabled: enabledFilters({ "filter-brands": true }, "Jaguar") };
    expect(fixed.enabled).toEqual([]);
    const state = stateFromSearch("?brands=Jaguar&colors=red", fixed);
    expect(state.checkbox).toEqual({});
    expect(
      enabledFilters(
        { "filter-brands": true, "filter-mileage": true, "filter-colors": false },
        null,
      ),
    ).toEqual(["brands", "mileage"]);
    expect(fixedBrandOf({ sl_key_brand: "", ci_key_brand: "Jaguar" })).toBe("Jaguar");
    expect(fixedBrandOf({ sl_key_brand: " " })).toBeNull();
  });

  it("reads an unknown sort or a bad page as the defaults", () => {
    const state = stateFromSearch("?sort=cheapest&page=0", setup);
    expect(state.sort).toBe("createdAtDesc");
    expect(state.page).toBe(1);
    expect(stateFromSearch("?page=2.5", setup).page).toBe(1);
    expect(stateFromSearch("?page=4", setup).page).toBe(4);
  });

  it("keeps the list's own parameters for session storage", () => {
    const state = { ...toggleOption(initialState(setup), "brands", "Jaguar"), page: 3 };
    expect(storedListQuery(state, setup)).toBe("brands=Jaguar&page=3");
  });
});

describe("active filters (001 §4)", () => {
  it("a checkbox filter with any option, a slider that differs from its min or max", () => {
    const state = {
      ...toggleOption(initialState(setup), "brands", "Jaguar"),
      range: { mileage: { from: 0, to: 120000 }, production_year: { to: 2024 } },
    };
    expect(isFilterActive("brands", state)).toBe(true);
    expect(isFilterActive("models", state)).toBe(false);
    expect(isFilterActive("mileage", state, { min: 0, max: 120000 })).toBe(false);
    expect(isFilterActive("production_year", state, { min: 2019, max: 2026 })).toBe(true);
    expect(activeFilterCount(state, setup.enabled, facets)).toBe(2);
  });

  it("a slider moved back to its bound is no filter; from and to are put in order", () => {
    let state = setRange(
      initialState(setup),
      "mileage",
      { from: 0, to: 30000 },
      facets.mileage as never,
    );
    expect(state.range.mileage).toEqual({ to: 30000 });
    state = setRange(state, "mileage", { from: 0, to: 120000 }, { min: 0, max: 120000 });
    expect(state.range.mileage).toBeUndefined();
    state = setRange(state, "mileage", { from: 50000, to: 10000 }, { min: 0, max: 120000 });
    expect(state.range.mileage).toEqual({ from: 10000, to: 50000 });
  });

  it("a filter change goes back to page 1; a page is clamped to the pages there are", () => {
    const paged = setPage(initialState(setup), 9, 4);
    expect(paged.page).toBe(4);
    expect(toggleOption(paged, "states", "new").page).toBe(1);
  });
});

describe("the listing call", () => {
  it("sends the block's page size, sort, fixed brand, filters and the budget as a price ceiling", () => {
    const fixed = {
      ...setup,
      fixedBrand: "Land Rover",
      items: 6,
      enabled: enabledFilters(
        { "filter-brands": true, "filter-engine_types": true, "filter-display_price": true },
        "Land Rover",
      ),
    };
    const state = {
      ...toggleOption(initialState(fixed), "engine_types", "bev"),
      range: { display_price: { to: 300000 } },
      sort: "priceAsc" as const,
      page: 2,
    };
    const params = stockQueryParams(listingQuery(state, fixed, { budgetPrice: 250000 }));
    expect(params.get("items")).toBe("6");
    expect(params.get("page")).toBe("2");
    expect(params.get("sort")).toBe("display_price");
    expect(params.getAll("filter[engine_type_includes]")).toEqual(["bev"]);
    expect(params.get("filter[display_price_lteq]")).toBe("250000");
    expect(params.get("filter[nameplate_brand_name_eq]")).toBe("Land Rover");
    expect(params.get("filter[nameplate_brand_name_in]")).toBeNull();
    expect(params.getAll("facets")).toEqual(["display_price", "engine_types"]);
  });

  it("keeps the page size within 1 to 12", () => {
    expect(pageSize(0)).toBe(1);
    expect(pageSize(13)).toBe(12);
    expect(pageSize(undefined)).toBe(12);
    expect(pageSize(5)).toBe(5);
  });
});
