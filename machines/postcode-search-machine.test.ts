import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  type DealerSearchItem,
  EMPTY_SEARCH,
  NO_API_URL_ERROR,
  type PostcodeSearchData,
} from "../runtime/core/stock/postcode.ts";
import { postcodeSearchMachine } from "./postcode-search-machine.ts";

const dealer = (dealer_code: string, extra: Partial<DealerSearchItem> = {}): DealerSearchItem => ({
  dealer_code,
  locality: "Sydney",
  state: "NSW",
  postcode: "2000",
  brands: ["Land Rover"],
  ...extra,
});

interface Fakes {
  dealers?: (query: URLSearchParams) => DealerSearchItem[] | Error;
  fallback?: () => DealerSearchItem[] | Error;
  vehicles?: (codes: string[]) => number;
}

function start(search: PostcodeSearchData, fakes: Fakes, hasFallback = false) {
  const queries: string[] = [];
  const counted: string[][] = [];
  const applied: { codes: string[] | null; search: PostcodeSearchData }[] = [];
  const machine = postcodeSearchMachine.provide({
    actors: {
      fetchDealers: fromPromise(async ({ input }: { input: { query: string } }) => {
        queries.push(decodeURIComponent(input.query));
        const answer = fakes.dealers?.(new URLSearchParams(input.query)) ?? [];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      fetchFallbackDealers: fromPromise(async () => {
        const answer = fakes.fallback?.() ?? new Error("no fallback");
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      countVehicles: fromPromise(async ({ input }: { input: { dealerCodes: string[] } }) => {
        counted.push(input.dealerCodes);
        return fakes.vehicles?.(input.dealerCodes) ?? 0;
      }),
    },
    actions: {
      applied: ({ context }) =>
        void applied.push({ codes: context.dealerCodes, search: context.search }),
    },
  });
  const actor = createActor(machine, {
    input: { brand: "Land Rover", hasFallback },
  }).start();
  actor.send({ type: "START", search });
  const settled = () => waitFor(actor, (s) => s.matches("idle"));
  return { actor, queries, counted, applied, settled };
}

const state = (s: string): PostcodeSearchData => ({ ...EMPTY_SEARCH, state: s });
const postcode = (p: string, name: string, st?: string): PostcodeSearchData => ({
  ...EMPTY_SEARCH,
  postcode: p,
  locality: st ? { name, state: st } : { name },
});

describe("postcode search machine", () => {
  it("fetches nothing before the browser has read the URL (START)", () => {
    let calls = 0;
    const machine = postcodeSearchMachine.provide({
      actors: {
        fetchDealers: fromPromise(async (): Promise<DealerSearchItem[]> => {
          calls++;
          return [];
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: "SUBMIT", search: state("NSW") });
    expect(actor.getSnapshot().value).toBe("waiting");
    expect(calls).toBe(0);
  });

  it("does nothing on load without location parameters", async () => {
    const run = start(EMPTY_SEARCH, {});
    await run.settled();
    expect(run.queries).toEqual([]);
    expect(run.applied).toEqual([]);
    expect(run.actor.getSnapshot().context.modal).toBe("closed");
  });

  it("on load fetches the dealers, collects their codes once each, and narrows the list", async () => {
    const run = start(state("NSW"), {
      dealers: () => [dealer("D1"), dealer("D2"), dealer("D1")],
    });
    await run.settled();
    expect(run.queries).toEqual(["q[brand_eq]=Land+Rover&q[state_eq]=NSW"]);
    expect(run.applied).toEqual([{ codes: ["D1", "D2"], search: state("NSW") }]);
    const { context } = run.actor.getSnapshot();
    expect(context.modal).toBe("closed");
    expect(context.dealerCodes).toEqual(["D1", "D2"]);
  });

  it("opens the modal and keeps it open when the URL's location matches no dealer", async () => {
    const run = start(state("TAS"), {
      dealers: (q) => (q.get("q[state_eq]") === "VIC" ? [dealer("MEL1")] : []),
    });
    await run.settled();
    expect(run.applied).toEqual([]);
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "locked", error: "noDealers" });
    run.actor.send({ type: "CLOSE" });
    run.actor.send({ type: "CLEAR" });
    expect(run.actor.getSnapshot().context.modal).toBe("locked");

    // Another search that finds none keeps it locked; one that finds dealers closes it.
    run.actor.send({ type: "SUBMIT", search: state("SA") });
    await run.settled();
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "locked", error: "noDealers" });
    run.actor.send({ type: "SUBMIT", search: state("VIC") });
    await run.settled();
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "closed", error: null });
    expect(run.applied).toEqual([{ codes: ["MEL1"], search: state("VIC") }]);
  });

  it("a submitted search that finds no dealer says so in the modal, which stays closable", async () => {
    const run = start(EMPTY_SEARCH, { dealers: () => [] });
    await run.settled();
    run.actor.send({ type: "OPEN" });
    run.actor.send({ type: "SUBMIT", search: state("NT") });
    await run.settled();
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "open", error: "noDealers" });
    expect(run.applied).toEqual([]);
    run.actor.send({ type: "CLOSE" });
    expect(run.actor.getSnapshot().context.modal).toBe("closed");
  });

  it("a postcode search with vehicles opens the modal on the retailers found", async () => {
    const run = start(EMPTY_SEARCH, {
      dealers: (q) => (q.get("q[postcode_eq]") === "2000" ? [dealer("SYD1")] : []),
      vehicles: (codes) => (codes.includes("SYD1") ? 4 : 0),
    });
    await run.settled();
    run.actor.send({ type: "SUBMIT", search: postcode("2000", "Sydney", "NSW") });
    await run.settled();
    expect(run.queries).toEqual([
      "q[brand_eq]=Land+Rover&q[postcode_eq]=2000&q[locality_eq]=Sydney&q[state_eq]=NSW",
    ]);
    expect(run.counted).toEqual([["SYD1"]]);
    expect(run.applied).toEqual([{ codes: ["SYD1"], search: postcode("2000", "Sydney", "NSW") }]);
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "open", view: "results" });
    expect(run.actor.getSnapshot().context.dealers.map((d) => d.dealer_code)).toEqual(["SYD1"]);
  });

  it("a postcode search with no vehicles narrows to the state only and fetches again, once", async () => {
    const run = start(postcode("2480", "Lismore"), {
      dealers: (q) =>
        q.get("q[postcode_eq]") === "2480"
          ? [dealer("LIS1", { postcode: "2480", locality: "Lismore" })]
          : q.get("q[state_eq]") === "NSW"
            ? [dealer("LIS1"), dealer("SYD1")]
            : [],
      vehicles: () => 0,
    });
    await run.settled();
    // The postcode 2480 is in NSW (its locality named no state).
    expect(run.queries).toEqual([
      "q[brand_eq]=Land+Rover&q[postcode_eq]=2480&q[locality_eq]=Lismore",
      "q[brand_eq]=Land+Rover&q[state_eq]=NSW",
    ]);
    expect(run.applied.map((a) => a.codes)).toEqual([["LIS1"], ["LIS1", "SYD1"]]);
    expect(run.applied.at(-1)?.search).toEqual(state("NSW"));
    expect(run.counted).toHaveLength(1);
    expect(run.actor.getSnapshot().context.modal).toBe("closed");
  });

  it("a postcode with no vehicles and no known state says so", async () => {
    const run = start(EMPTY_SEARCH, { dealers: () => [dealer("X1")], vehicles: () => 0 });
    await run.settled();
    run.actor.send({ type: "SUBMIT", search: postcode("123456", "Nowhere") });
    await run.settled();
    expect(run.queries).toHaveLength(1);
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "open", error: "noVehicles" });
  });

  it("'No API URL has been provided' is an empty list (and so a locked modal on load)", async () => {
    const run = start(
      state("NSW"),
      {
        dealers: () => new Error(NO_API_URL_ERROR),
        fallback: () => [dealer("F1")],
      },
      true,
    );
    await run.settled();
    expect(run.applied).toEqual([]);
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "locked", error: "noDealers" });
  });

  it("reads the fallback dealers when the dealers call fails, filtered as the call would have", async () => {
    const run = start(
      state("VIC"),
      {
        dealers: () => new Error("HTTP 500"),
        fallback: () => [
          dealer("MEL1", { state: "VIC" }),
          dealer("SYD1", { state: "NSW" }),
          dealer("MEL2", { state: "vic", brands: ["Jaguar"] }),
        ],
      },
      true,
    );
    await run.settled();
    expect(run.applied).toEqual([{ codes: ["MEL1"], search: state("VIC") }]);
  });

  it("another dealers error without a fallback is a failure shown in the modal; the list stays", async () => {
    const run = start(state("VIC"), { dealers: () => new Error("HTTP 500") });
    await run.settled();
    expect(run.applied).toEqual([]);
    expect(run.actor.getSnapshot().context).toMatchObject({ modal: "open", error: "failed" });
    run.actor.send({ type: "CLOSE" });
    expect(run.actor.getSnapshot().context.modal).toBe("closed");
  });

  it("retailer search asks by dealer codes; clearing removes the narrowing", async () => {
    const run = start(EMPTY_SEARCH, {
      dealers: (q) => q.getAll("q[dealer_code_in][]").map((c) => dealer(c)),
    });
    await run.settled();
    run.actor.send({ type: "SUBMIT", search: { ...EMPTY_SEARCH, retailer: [{ value: "R7" }] } });
    await run.settled();
    expect(run.queries).toEqual(["q[brand_eq]=Land+Rover&q[dealer_code_in][]=R7"]);
    expect(run.applied.at(-1)?.codes).toEqual(["R7"]);
    run.actor.send({ type: "CLEAR" });
    expect(run.applied.at(-1)).toEqual({ codes: null, search: EMPTY_SEARCH });
  });
});
