import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import {
  type PostcodeSearchError,
  postcodeSearchMachine,
} from "../../machines/postcode-search-machine.ts";
import { DEALER_CODES_PARAM } from "../../runtime/core/stock/filters.ts";
import {
  type DealerSearchItem,
  dealerItemsOf,
  dealersUrl,
  isAustralianState,
  type PostcodeSearchData,
  readSearchParams,
  type SearchFormErrors,
  type SearchFormValues,
  searchMode,
  writeSearchParams,
} from "../../runtime/core/stock/postcode.ts";
import { keepRetailerInBrowser } from "./retailer-cookie.ts";
import { fill, type StockTexts } from "./texts.ts";

/** A listing dealer as GET /public_api/listing/{list}/dealers answers it (the retailer choices). */
export interface ListingDealer {
  id: string;
  ciCode: string;
  name: string;
  state: string;
  postcode: string;
  locality: string;
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response.json();
}

function listingDealersOf(body: unknown): ListingDealer[] {
  const data =
    body !== null && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  return data.flatMap((d): ListingDealer[] => {
    if (d === null || typeof d !== "object") return [];
    const r = d as Record<string, unknown>;
    if (typeof r.ciCode !== "string" || typeof r.name !== "string") return [];
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return [
      {
        id: text(r.id),
        ciCode: r.ciCode,
        name: r.name,
        state: text(r.state),
        postcode: text(r.postcode),
        locality: text(r.locality),
      },
    ];
  });
}

/** The listing's dealers (the retailer choices and locality suggestions), read once opened. */
export function useListingDealers(listing: string, brand: string | undefined, isWanted: boolean) {
  const [state, setState] = useState<
    { status: "idle" | "loading" | "failed" } | { status: "ok"; dealers: ListingDealer[] }
  >({ status: "idle" });
  useEffect(() => {
    if (!isWanted || state.status !== "idle") return;
    setState({ status: "loading" });
    const query = new URLSearchParams();
    if (brand) query.set("filter[brands_name_eq]", brand);
    query.set("sort", "name");
    getJson(`/public_api/listing/${encodeURIComponent(listing)}/dealers?${query}`)
      .then((body) => setState({ status: "ok", dealers: listingDealersOf(body) }))
      .catch(() => setState({ status: "failed" }));
  }, [isWanted, state.status, listing, brand]);
  return { state, retry: () => setState({ status: "idle" }) };
}

export function placeOf(search: PostcodeSearchData, texts: StockTexts["postcode"]): string {
  const mode = searchMode(search);
  if (mode === "postcodeSearch") return `${search.postcode} ${search.locality?.name ?? ""}`.trim();
  if (mode === "stateSearch")
    return isAustralianState(search.state) ? texts.states[search.state] : search.state;
  return search.retailer.map((r) => r.value).join("، ");
}

/** Why the last search found nothing or failed (a locked search has its own words). */
export function messageOf(
  error: PostcodeSearchError | null,
  isLocked: boolean,
  t: StockTexts["postcode"],
): string | null {
  return error === "noDealers"
    ? isLocked
      ? t.locked
      : t.noDealers
    : error === "noVehicles"
      ? t.noVehicles
      : error === "failed"
        ? t.failed
        : null;
}

/** The search in force, beside the button: its retailers by name, its state or its place. */
export function summaryOf(
  search: PostcodeSearchData,
  listingDealers: readonly ListingDealer[],
  t: StockTexts["postcode"],
): string | null {
  const mode = searchMode(search);
  return mode === "none"
    ? null
    : fill(t.summary[mode], {
        value:
          mode === "retailerSearch"
            ? search.retailer
                .map((r) => listingDealers.find((d) => d.ciCode === r.value)?.name ?? r.value)
                .join("، ")
            : placeOf(search, t),
      });
}

const EMPTY_FORM: SearchFormValues = {
  mode: "stateSearch",
  retailer: "",
  state: "",
  postcode: "",
  locality: "",
};

function formOf(search: PostcodeSearchData): SearchFormValues {
  const mode = searchMode(search);
  return {
    mode: mode === "none" ? "stateSearch" : mode,
    retailer: search.retailer[0]?.value ?? "",
    state: search.state,
    postcode: search.postcode,
    locality: search.locality?.name ?? "",
    ...(search.locality?.state ? { localityState: search.locality.state } : {}),
  };
}

/** Where the machine's calls go and whom it tells: the props of the postcode search. */
interface PostcodeMachineProps {
  listing: string;
  brand: string | undefined;
  endpoint: string;
  fallbackEndpoint: string;
  onNarrow: (dealerCodes: string[] | null) => void;
}

/**
 * The postcode search machine with its browser effects: the dealers' calls, the vehicles' count,
 * and the URL written when a search is applied. It starts from the search the URL holds.
 */
export function usePostcodeMachine({
  listing,
  brand,
  endpoint,
  fallbackEndpoint,
  onNarrow,
}: PostcodeMachineProps) {
  const onNarrowRef = useRef(onNarrow);
  onNarrowRef.current = onNarrow;

  // The machine is made once per mount; its effects read the props through refs.
  const props = useRef({ listing, endpoint, fallbackEndpoint });
  props.current = { listing, endpoint, fallbackEndpoint };
  const [logic] = useState(() =>
    postcodeSearchMachine.provide({
      actors: {
        fetchDealers: fromPromise<DealerSearchItem[], { query: string }>(
          async ({ input, signal }) =>
            dealerItemsOf(
              await getJson(
                dealersUrl(props.current.endpoint, new URLSearchParams(input.query)),
                signal,
              ),
            ),
        ),
        fetchFallbackDealers: fromPromise<DealerSearchItem[], undefined>(async ({ signal }) =>
          dealerItemsOf(await getJson(props.current.fallbackEndpoint, signal)),
        ),
        countVehicles: fromPromise<number, { dealerCodes: string[] }>(async ({ input, signal }) => {
          const query = new URLSearchParams({ items: "1", facets: "none" });
          for (const code of input.dealerCodes) query.append(`filter[${DEALER_CODES_PARAM}]`, code);
          const body = await getJson(
            `/public_api/listing/${encodeURIComponent(props.current.listing)}?${query}`,
            signal,
          );
          const total = (body as { meta?: { total?: unknown } } | null)?.meta?.total;
          if (typeof total !== "number") throw new Error("the listing answered no meta.total");
          return total;
        }),
      },
      actions: {
        applied: ({ context }) => {
          const url = new URL(window.location.href);
          const params = writeSearchParams(url.searchParams, context.search);
          const next = params.toString();
          if (next !== url.searchParams.toString()) {
            url.search = next === "" ? "" : `?${next}`;
            window.history.replaceState(window.history.state, "", url);
          }
          // A retailer picked: the retailer bar of the next pages shows it (consent allowing).
          const [picked] =
            searchMode(context.search) === "retailerSearch" ? context.search.retailer : [];
          if (picked) keepRetailerInBrowser(picked.value);
          onNarrowRef.current(context.dealerCodes);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { brand, hasFallback: fallbackEndpoint.trim() !== "" },
  });
  useEffect(() => {
    send({ type: "START", search: readSearchParams(new URLSearchParams(window.location.search)) });
  }, [send]);

  return { snapshot, send };
}

/** The modal's form and its errors: each opening starts from the search in force. */
export function usePostcodeForm(isOpen: boolean, search: PostcodeSearchData) {
  const [form, setForm] = useState<SearchFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const wasOpen = useRef(false);
  useEffect(() => {
    // Each opening starts from the search in force.
    if (isOpen && !wasOpen.current) {
      setForm(searchMode(search) === "none" ? EMPTY_FORM : formOf(search));
      setErrors({});
    }
    wasOpen.current = isOpen;
  }, [isOpen, search]);
  return { form, setForm, errors, setErrors };
}

/** The localities offered: the listing dealers' (those of the postcode typed, when there is one). */
export function useLocalities(listingDealers: readonly ListingDealer[], postcode: string) {
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const d of listingDealers) {
      if (d.locality === "" || (postcode !== "" && !d.postcode.startsWith(postcode))) continue;
      if (!seen.has(d.locality.toLocaleLowerCase("en")))
        seen.set(d.locality.toLocaleLowerCase("en"), d.locality);
    }
    return [...seen.values()];
  }, [listingDealers, postcode]);
}

/** A locality typed: the form takes it, with the state of the dealer it names (for the search). */
export function withLocality(
  form: SearchFormValues,
  locality: string,
  listingDealers: readonly ListingDealer[],
): SearchFormValues {
  const match = listingDealers.find(
    (d) =>
      d.locality.toLocaleLowerCase("en") === locality.trim().toLocaleLowerCase("en") &&
      (form.postcode === "" || d.postcode === form.postcode.trim()),
  );
  return { ...form, locality, localityState: match?.state ?? "" };
}
