import { describe, expect, it } from "vitest";
import { dynamicContentOffers } from "../../runtime/adapters/dynamic-content.ts";
import { httpOffers, localOffers, offersLoader } from "../../runtime/adapters/offers.ts";
import { normaliseDcValue, validateOffers } from "../../runtime/core/dynamic-content.ts";
import {
  filterOffers,
  mergeOfferProperties,
  normaliseMatchValue,
  offerMatches,
  offersFromAnswer,
  offersSourceKind,
} from "../../runtime/core/offers.ts";

const offers = [
  { id: 1, car_model_key: "defender_110", category: "Finance", title: "تمويل" },
  { id: 2, car_model_key: "Range Rover Sport", category: "service" },
  { id: 3, car_model_key: "discovery", category: "trade in" },
];

describe("offers filtering (section 5)", () => {
  it("compares values lower-cased with spaces as '_', with one normalisation for dynamic content too", () => {
    expect(normaliseMatchValue(" Range Rover Sport ")).toBe("range_rover_sport");
    expect(normaliseDcValue).toBe(normaliseMatchValue);
    expect(filterOffers(offers, { car_model_key: "range_rover_sport" }).map((o) => o.id)).toEqual([
      2,
    ]);
    expect(filterOffers(offers, { category: "FINANCE" }).map((o) => o.id)).toEqual([1]);
    expect(filterOffers(offers, { category: "Trade In" }).map((o) => o.id)).toEqual([3]);
    expect(filterOffers(offers, { category: "finance", car_model_key: "discovery" })).toEqual([]);
    expect(filterOffers(offers, {})).toHaveLength(3);
    expect(offerMatches(offers[0] as Record<string, unknown>, { missing: "x" })).toBe(false);
  });

  it("reads an answer: an array of offers, a string as none, anything else as unreadable", () => {
    expect(offersFromAnswer(offers)).toHaveLength(3);
    expect(offersFromAnswer([offers[0], 3, null, [1]])).toEqual([offers[0]]);
    expect(offersFromAnswer("<html>maintenance</html>")).toEqual([]);
    expect(offersFromAnswer({ data: [] })).toBeNull();
  });

  it("drives the mena_offers strategy: empty hides, null shows, a string is a category", () => {
    expect(validateOffers("service", null)).toBe(true);
    expect(validateOffers("service", [])).toBe(false);
    expect(validateOffers("Service", offers)).toBe(true);
    expect(
      validateOffers({ car_model_key: "Range Rover Sport", category: "service" }, offers),
    ).toBe(true);
    expect(validateOffers("lease", offers)).toBe(false);
  });

  it("lays patched properties over the stored ones, null removing one", () => {
    expect(mergeOfferProperties({ a: 1, b: "x" }, { b: null, c: true })).toEqual({ a: 1, c: true });
  });

  it("knows where mena.offers_api_url points", () => {
    expect(offersSourceKind("/public_api/offers")).toBe("own");
    expect(offersSourceKind("https://offers.example.com/api")).toBe("http");
    expect(offersSourceKind("")).toBe("none");
    expect(offersSourceKind("//evil.example.com")).toBe("none");
    expect(offersSourceKind("javascript:alert(1)")).toBe("none");
  });
});

describe("the one-time offers fetch (section 4)", () => {
  it("fetches once: readers during the fetch share it, and once loaded nothing is asked again", async () => {
    const service = localOffers(offers);
    const loader = offersLoader(service);
    expect(loader.state()).toMatchObject({ isLoading: false, isLoaded: false });
    const [a, b] = [loader.load(), loader.load()];
    expect(loader.state().isLoading).toBe(true);
    expect(await a).toHaveLength(3);
    expect(await b).toHaveLength(3);
    expect(await loader.load()).toHaveLength(3);
    expect(service.calls).toBe(1);
    expect(loader.state()).toMatchObject({ isLoading: false, isLoaded: true });
  });

  it("a failed fetch is loaded as null (the content shows) and not retried", async () => {
    let calls = 0;
    const loader = offersLoader({
      kind: "http",
      list: async () => {
        calls++;
        return null;
      },
    });
    expect(await loader.load()).toBeNull();
    expect(await loader.load()).toBeNull();
    expect(calls).toBe(1);
    expect(await offersLoader(null).load()).toBeNull();
  });

  it("GETs the URL over HTTP: an array, a string as none, a failure as null", async () => {
    const answer = (body: string, status = 200) =>
      (async () => new Response(body, { status })) as unknown as typeof fetch;
    const silent = () => {};
    const url = "https://offers.test/api";
    expect(
      await httpOffers({ url, fetch: answer(JSON.stringify(offers)), log: silent }).list(),
    ).toHaveLength(3);
    expect(await httpOffers({ url, fetch: answer("not json"), log: silent }).list()).toEqual([]);
    expect(await httpOffers({ url, fetch: answer('"down"'), log: silent }).list()).toEqual([]);
    expect(await httpOffers({ url, fetch: answer("[]", 503), log: silent }).list()).toBeNull();
    const failing = (async () => {
      throw new Error("offline");
    }) as unknown as typeof fetch;
    expect(await httpOffers({ url, fetch: failing, log: silent }).list()).toBeNull();
  });

  it("gives the mena_offers strategy the same one fetch", async () => {
    const service = localOffers(offers);
    const read = dynamicContentOffers(service);
    await Promise.all([read(), read(), read()]);
    expect(service.calls).toBe(1);
  });
});
