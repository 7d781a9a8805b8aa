import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { postcodeSearchMachine } from "../../machines/postcode-search-machine.ts";
import { DEALER_CODES_PARAM } from "../../runtime/core/stock/filters.ts";
import {
  AUSTRALIAN_STATES,
  type DealerSearchItem,
  dealerItemsOf,
  dealersUrl,
  isAustralianState,
  type PostcodeSearchData,
  readSearchParams,
  type SearchFormErrors,
  type SearchFormMode,
  type SearchFormValues,
  searchMode,
  validateSearchForm,
  writeSearchParams,
} from "../../runtime/core/stock/postcode.ts";
import { Modal } from "../shell/modal.tsx";
import { useSite } from "../ui/site-context.tsx";
import { fill, type StockTexts, stockTexts } from "./texts.ts";

/**
 * The postcode search of a stock locator block (001 §2 'Dealer / postcode search', §4): a button
 * that opens a modal where the visitor picks a retailer, a state, or a postcode with its
 * locality. The search is kept in the URL (_retailer, _state, _postcode, _locality; the page's
 * other parameters are left alone, and the URL is replaced, not pushed); `onNarrow` is called
 * with the dealer codes the list must narrow to (filter[owner_dealer_codes_includes]) whenever
 * the search in force changes (null: not narrowed). The block then goes back to page 1.
 * The rules are machines/postcode-search-machine.ts; this is its browser side.
 */

export interface PostcodeSearchProps {
  /** The publication list the block shows (its vehicles are counted; its dealers offered). */
  listing: string;
  /** The block's brand: the dealers call's q[brand_eq] and the retailers offered. */
  brand?: string;
  /** stock_locator.endpoint_dealers. */
  endpoint: string;
  /** stock_locator.fallback_dealers. */
  fallbackEndpoint?: string;
  onNarrow: (dealerCodes: string[] | null) => void;
}

/** A listing dealer as GET /public_api/listing/{list}/dealers answers it (the retailer choices). */
interface ListingDealer {
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
function useListingDealers(listing: string, brand: string | undefined, isWanted: boolean) {
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

function placeOf(search: PostcodeSearchData, texts: StockTexts["postcode"]): string {
  const mode = searchMode(search);
  if (mode === "postcodeSearch") return `${search.postcode} ${search.locality?.name ?? ""}`.trim();
  if (mode === "stateSearch")
    return isAustralianState(search.state) ? texts.states[search.state] : search.state;
  return search.retailer.map((r) => r.value).join("، ");
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

export function PostcodeSearch({
  listing,
  brand,
  endpoint,
  fallbackEndpoint = "",
  onNarrow,
}: PostcodeSearchProps) {
  const site = useSite();
  const t = stockTexts(site.lang).postcode;
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

  const { context } = snapshot;
  const isBusy =
    snapshot.matches("fetching") ||
    snapshot.matches("fetchingFallback") ||
    snapshot.matches("counting");
  const isOpen = context.modal !== "closed";
  const isLocked = context.modal === "locked";
  const [form, setForm] = useState<SearchFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const wasOpen = useRef(false);
  useEffect(() => {
    // Each opening starts from the search in force.
    if (isOpen && !wasOpen.current) {
      setForm(searchMode(context.search) === "none" ? EMPTY_FORM : formOf(context.search));
      setErrors({});
    }
    wasOpen.current = isOpen;
  }, [isOpen, context.search]);
  const dealers = useListingDealers(listing, brand, isOpen);
  const hasSearch = searchMode(context.search) !== "none";

  const ids = {
    form: useId(),
    retailer: useId(),
    state: useId(),
    postcode: useId(),
    locality: useId(),
    localities: useId(),
    status: useId(),
  };
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateSearchForm(form);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = (["retailer", "state", "postcode", "locality"] as const).find(
        (f) => checked.errors[f],
      );
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
      return;
    }
    setErrors({});
    send({ type: "SUBMIT", search: checked.search });
  };

  const listingDealers = dealers.state.status === "ok" ? dealers.state.dealers : [];
  const localities = useMemo(() => {
    const seen = new Map<string, string>();
    for (const d of listingDealers) {
      if (d.locality === "" || (form.postcode !== "" && !d.postcode.startsWith(form.postcode)))
        continue;
      if (!seen.has(d.locality.toLocaleLowerCase("en")))
        seen.set(d.locality.toLocaleLowerCase("en"), d.locality);
    }
    return [...seen.values()];
  }, [listingDealers, form.postcode]);

  const setLocality = (locality: string) => {
    const match = listingDealers.find(
      (d) =>
        d.locality.toLocaleLowerCase("en") === locality.trim().toLocaleLowerCase("en") &&
        (form.postcode === "" || d.postcode === form.postcode.trim()),
    );
    setForm({ ...form, locality, localityState: match?.state ?? "" });
  };

  const fieldError = (field: keyof SearchFormErrors) => {
    const error = errors[field];
    return error ? t.errors[field][error] : null;
  };
  const described = (field: keyof SearchFormErrors, hint?: string) =>
    [errors[field] ? `${ids[field]}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  const errorLine = (field: keyof SearchFormErrors) => {
    const message = fieldError(field);
    return message ? (
      <p className="postcode-search__error" id={`${ids[field]}-error`}>
        {message}
      </p>
    ) : null;
  };

  const modeMessage =
    context.error === "noDealers"
      ? isLocked
        ? t.locked
        : t.noDealers
      : context.error === "noVehicles"
        ? t.noVehicles
        : context.error === "failed"
          ? t.failed
          : null;

  const summaryMode = searchMode(context.search);
  const summary =
    summaryMode === "none"
      ? null
      : fill(t.summary[summaryMode], {
          value:
            summaryMode === "retailerSearch"
              ? context.search.retailer
                  .map((r) => listingDealers.find((d) => d.ciCode === r.value)?.name ?? r.value)
                  .join("، ")
              : placeOf(context.search, t),
        });

  return (
    <div className="postcode-search">
      <button
        type="button"
        className="postcode-search__open cta cta--secondary cta--small"
        aria-haspopup="dialog"
        onClick={() => send({ type: "OPEN" })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-6.5-6.1-6.5-11A6.5 6.5 0 0 1 18.5 10c0 4.9-6.5 11-6.5 11z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="12" cy="10" r="2.3" fill="currentColor" />
        </svg>
        <span>{hasSearch ? t.change : t.open}</span>
      </button>
      {summary ? (
        <p className="postcode-search__summary">
          <bdi>{summary}</bdi>
        </p>
      ) : null}
      {hasSearch && !isLocked ? (
        <button
          type="button"
          className="postcode-search__clear cta cta--tertiary cta--small"
          onClick={() => send({ type: "CLEAR" })}
        >
          {t.clear}
        </button>
      ) : null}
      <Modal
        isOpen={isOpen}
        onClose={() => send({ type: "CLOSE" })}
        title={
          context.view === "results"
            ? fill(t.resultsTitle, { place: placeOf(context.search, t) })
            : t.title
        }
        closeLabel={t.close}
        preventClose={isLocked}
        isBackdropClose={!isLocked}
        isEscapeAllowed={!isLocked}
        className="postcode-search__modal"
      >
        {context.view === "results" ? (
          <div className="postcode-search__results">
            <ul className="postcode-search__dealers">
              {context.dealers.map((d) => (
                <li key={d.dealer_code} className="postcode-search__dealer">
                  <strong>
                    <bdi>{d.name ?? d.dealer_code}</bdi>
                  </strong>
                  {[
                    d.address,
                    [d.locality ?? d.city, d.state, d.postcode ?? d.zipcode]
                      .filter(Boolean)
                      .join(" "),
                  ]
                    .filter(Boolean)
                    .map((line) => (
                      <span key={line} className="postcode-search__dealer-line">
                        <bdi>{line}</bdi>
                      </span>
                    ))}
                  {(d.phone ?? d.mainPhone) ? (
                    <a
                      className="postcode-search__dealer-line"
                      href={`tel:${(d.phone ?? d.mainPhone ?? "").replace(/[^\d+]/g, "")}`}
                      dir="ltr"
                    >
                      {d.phone ?? d.mainPhone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="modal__actions">
              <button
                type="button"
                className="cta cta--primary"
                onClick={() => send({ type: "CLOSE" })}
              >
                {t.showCars}
              </button>
              <button
                type="button"
                className="cta cta--secondary"
                onClick={() => send({ type: "OPEN" })}
              >
                {t.change}
              </button>
            </div>
          </div>
        ) : (
          <form
            ref={formRef}
            id={ids.form}
            className="postcode-search__form"
            noValidate
            aria-busy={isBusy}
            onSubmit={onSubmit}
          >
            {modeMessage ? (
              <p className="postcode-search__message" role="alert">
                {modeMessage}
              </p>
            ) : null}
            <fieldset className="postcode-search__modes">
              <legend>{t.modeLegend}</legend>
              {(["retailerSearch", "stateSearch", "postcodeSearch"] as const).map((mode) => (
                <label key={mode} className="postcode-search__mode">
                  <input
                    type="radio"
                    name={`${ids.form}-mode`}
                    value={mode}
                    checked={form.mode === mode}
                    onChange={() => {
                      setForm({ ...form, mode: mode as SearchFormMode });
                      setErrors({});
                    }}
                  />
                  <span>{t.modes[mode]}</span>
                </label>
              ))}
            </fieldset>

            {form.mode === "retailerSearch" ? (
              <div className="postcode-search__field">
                <label htmlFor={ids.retailer}>{t.retailer}</label>
                <select
                  id={ids.retailer}
                  className="postcode-search__input"
                  value={form.retailer}
                  aria-invalid={errors.retailer ? true : undefined}
                  aria-describedby={described("retailer", ids.status)}
                  onChange={(e) => setForm({ ...form, retailer: e.target.value })}
                >
                  <option value="">{t.chooseRetailer}</option>
                  {listingDealers.map((d) => (
                    <option key={d.ciCode} value={d.ciCode}>
                      {[d.name, d.locality || d.state].filter(Boolean).join(" — ")}
                    </option>
                  ))}
                </select>
                <p className="postcode-search__hint" id={ids.status} aria-live="polite">
                  {dealers.state.status === "loading"
                    ? t.retailersLoading
                    : dealers.state.status === "failed"
                      ? t.retailersFailed
                      : ""}
                </p>
                {errorLine("retailer")}
              </div>
            ) : null}

            {form.mode === "stateSearch" ? (
              <div className="postcode-search__field">
                <label htmlFor={ids.state}>{t.state}</label>
                <select
                  id={ids.state}
                  className="postcode-search__input"
                  value={form.state}
                  aria-invalid={errors.state ? true : undefined}
                  aria-describedby={described("state")}
                  onChange={(e) => setForm({ ...form, state: e.target.value })}
                >
                  <option value="">{t.chooseState}</option>
                  {AUSTRALIAN_STATES.map((s) => (
                    <option key={s} value={s}>
                      {`${t.states[s]} (${s})`}
                    </option>
                  ))}
                </select>
                {errorLine("state")}
              </div>
            ) : null}

            {form.mode === "postcodeSearch" ? (
              <>
                <div className="postcode-search__field">
                  <label htmlFor={ids.postcode}>{t.postcode}</label>
                  <input
                    id={ids.postcode}
                    className="postcode-search__input"
                    type="text"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    dir="ltr"
                    maxLength={10}
                    value={form.postcode}
                    aria-invalid={errors.postcode ? true : undefined}
                    aria-describedby={described("postcode", `${ids.postcode}-hint`)}
                    onChange={(e) => setForm({ ...form, postcode: e.target.value })}
                  />
                  <p className="postcode-search__hint" id={`${ids.postcode}-hint`}>
                    {t.postcodeHint}
                  </p>
                  {errorLine("postcode")}
                </div>
                <div className="postcode-search__field">
                  <label htmlFor={ids.locality}>{t.locality}</label>
                  <input
                    id={ids.locality}
                    className="postcode-search__input"
                    type="text"
                    autoComplete="address-level2"
                    list={ids.localities}
                    maxLength={100}
                    value={form.locality}
                    aria-invalid={errors.locality ? true : undefined}
                    aria-describedby={described("locality", `${ids.locality}-hint`)}
                    onChange={(e) => setLocality(e.target.value)}
                  />
                  <datalist id={ids.localities}>
                    {localities.map((l) => (
                      <option key={l} value={l} />
                    ))}
                  </datalist>
                  <p className="postcode-search__hint" id={`${ids.locality}-hint`}>
                    {t.localityHint}
                  </p>
                  {errorLine("locality")}
                </div>
              </>
            ) : null}

            <div className="modal__actions">
              <button type="submit" className="cta cta--primary" disabled={isBusy}>
                {isBusy ? t.searching : t.submit}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </div>
  );
}
