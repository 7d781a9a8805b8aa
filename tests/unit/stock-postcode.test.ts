import { describe, expect, it } from "vitest";
import {
  AUSTRALIAN_STATES,
  collectDealerCodes,
  dealerItemsOf,
  dealersQuery,
  dealersUrl,
  EMPTY_SEARCH,
  matchesSearch,
  NO_API_URL_ERROR,
  narrowToState,
  type PostcodeSearchData,
  readSearchParams,
  searchMode,
  stateOfAustralianPostcode,
  validateSearchForm,
  writeSearchParams,
} from "../../runtime/core/stock/postcode.ts";

const search = (values: Partial<PostcodeSearchData>): PostcodeSearchData => ({
  ...EMPTY_SEARCH,
  ...values,
});

describe("postcode search rules", () => {
  it("offers the eight Australian states", () => {
    expect(AUSTRALIAN_STATES).toEqual(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]);
  });

  it("picks the mode: postcode and locality, else state, else retailer, else none", () => {
    const all = search({
      retailer: [{ value: "R1" }],
      state: "NSW",
      postcode: "2000",
      locality: { name: "Sydney" },
    });
    expect(searchMode(all)).toBe("postcodeSearch");
    expect(searchMode({ ...all, locality: null })).toBe("stateSearch");
    expect(searchMode({ ...all, postcode: "" })).toBe("stateSearch");
    expect(searchMode({ ...all, postcode: "", state: "" })).toBe("retailerSearch");
    expect(searchMode(search({ postcode: "2000" }))).toBe("none");
    expect(searchMode(EMPTY_SEARCH)).toBe("none");
  });

  it("reads and writes _retailer, _state, _postcode and _locality, keeping other parameters", () => {
    const params = new URLSearchParams(
      "brands=Land+Rover&_retailer=R1,R2&_state=nsw&_postcode=2000&_locality=Sydney&page=3",
    );
    const read = readSearchParams(params);
    expect(read).toEqual({
      retailer: [{ value: "R1" }, { value: "R2" }],
      state: "NSW",
      postcode: "2000",
      locality: { name: "Sydney", state: "NSW" },
    });
    const written = writeSearchParams(params, search({ state: "VIC" }));
    expect(written.toString()).toBe("brands=Land+Rover&page=3&_state=VIC");
    expect(
      writeSearchParams(
        new URLSearchParams(),
        search({ postcode: "3000", locality: { name: "Melbourne", state: "VIC" } }),
      ).toString(),
    ).toBe("_state=VIC&_postcode=3000&_locality=Melbourne");
    expect(readSearchParams(writeSearchParams(new URLSearchParams(), read))).toEqual(read);
    expect(writeSearchParams(params, EMPTY_SEARCH).toString()).toBe("brands=Land+Rover&page=3");
  });

  it("drops malformed values from the URL", () => {
    const read = readSearchParams(
      new URLSearchParams(
        `_retailer=ok,bad code,${"x".repeat(41)}&_state=N%00SW&_postcode=20a0&_locality=${"y".repeat(101)}`,
      ),
    );
    expect(read).toEqual({ retailer: [{ value: "ok" }], state: "", postcode: "", locality: null });
  });

  it("has a validation error when the state value is empty (001 §5), and checks the other modes", () => {
    const base = { retailer: "", state: "", postcode: "", locality: "" };
    expect(validateSearchForm({ ...base, mode: "stateSearch" }).errors).toEqual({
      state: "required",
    });
    expect(validateSearchForm({ ...base, mode: "stateSearch", state: " " }).errors).toEqual({
      state: "required",
    });
    expect(validateSearchForm({ ...base, mode: "stateSearch", state: "QLD" })).toEqual({
      search: search({ state: "QLD" }),
      errors: null,
    });
    expect(validateSearchForm({ ...base, mode: "retailerSearch" }).errors).toEqual({
      retailer: "required",
    });
    expect(validateSearchForm({ ...base, mode: "postcodeSearch" }).errors).toEqual({
      postcode: "required",
      locality: "required",
    });
    expect(
      validateSearchForm({ ...base, mode: "postcodeSearch", postcode: "20", locality: "Sydney" })
        .errors,
    ).toEqual({ postcode: "invalid" });
    expect(
      validateSearchForm({
        ...base,
        mode: "postcodeSearch",
        postcode: " 2000 ",
        locality: " Sydney ",
        localityState: "nsw",
      }).search,
    ).toEqual(search({ postcode: "2000", locality: { name: "Sydney", state: "NSW" } }));
  });

  it("builds the dealers call's query by mode, with the brand", () => {
    expect(
      decodeURIComponent(
        dealersQuery(
          search({ postcode: "2000", locality: { name: "Sydney", state: "NSW" } }),
          "Land Rover",
        ).toString(),
      ),
    ).toBe("q[brand_eq]=Land+Rover&q[postcode_eq]=2000&q[locality_eq]=Sydney&q[state_eq]=NSW");
    expect(decodeURIComponent(dealersQuery(search({ state: "WA" })).toString())).toBe(
      "q[state_eq]=WA",
    );
    expect(
      decodeURIComponent(
        dealersQuery(search({ retailer: [{ value: "A" }, { value: "B" }] })).toString(),
      ),
    ).toBe("q[dealer_code_in][]=A&q[dealer_code_in][]=B");
    expect(dealersQuery(EMPTY_SEARCH, "Jaguar").toString()).toBe("");
  });

  it("refuses an empty endpoint with the documented error, and appends the query", () => {
    expect(() => dealersUrl("", new URLSearchParams("a=1"))).toThrow(NO_API_URL_ERROR);
    expect(dealersUrl("/public_api/listing//default/retailers", new URLSearchParams("a=1"))).toBe(
      "/public_api/listing//default/retailers?a=1",
    );
    expect(dealersUrl("https://x.test/d?key=k", new URLSearchParams("a=1"))).toBe(
      "https://x.test/d?key=k&a=1",
    );
  });

  it("collects dealer codes once each from data.data, skipping what is not a dealer", () => {
    const items = dealerItemsOf({
      data: [{ dealer_code: "A" }, { dealer_code: "B" }, { dealer_code: "A" }, { name: "x" }, 3],
    });
    expect(items).toHaveLength(3);
    expect(collectDealerCodes(items)).toEqual(["A", "B"]);
    expect(dealerItemsOf(null)).toEqual([]);
    expect(collectDealerCodes([{ dealer_code: "bad code" }, { dealer_code: 7 }])).toEqual([]);
  });

  it("matches the fallback dealers as the dealers call would", () => {
    const d = {
      dealer_code: "S1",
      state: "NSW",
      postcode: "2000",
      locality: "Sydney",
      brands: ["Land Rover"],
    };
    expect(matchesSearch(d, search({ state: "nsw" }))).toBe(true);
    expect(matchesSearch(d, search({ state: "VIC" }))).toBe(false);
    expect(matchesSearch(d, search({ state: "NSW" }), "Jaguar")).toBe(false);
    expect(matchesSearch(d, search({ postcode: "2000", locality: { name: "sydney" } }))).toBe(true);
    expect(matchesSearch(d, search({ postcode: "2001", locality: { name: "Sydney" } }))).toBe(
      false,
    );
    expect(matchesSearch(d, search({ retailer: [{ value: "S1" }] }))).toBe(true);
    expect(matchesSearch(d, EMPTY_SEARCH)).toBe(false);
  });

  it("narrows a postcode search to its state: the locality's, the search's, else the postcode's", () => {
    expect(
      narrowToState(search({ postcode: "3000", locality: { name: "M", state: "VIC" } })),
    ).toEqual(search({ state: "VIC" }));
    expect(narrowToState(search({ postcode: "2600", locality: { name: "Canberra" } }))).toEqual(
      search({ state: "ACT" }),
    );
    expect(narrowToState(search({ postcode: "99999", locality: { name: "X" } }))).toBeNull();
    expect(
      ["0800", "2000", "2600", "3000", "4000", "5000", "6000", "7000", "2905"].map(
        stateOfAustralianPostcode,
      ),
    ).toEqual(["NT", "NSW", "ACT", "VIC", "QLD", "SA", "WA", "TAS", "ACT"]);
  });
});
