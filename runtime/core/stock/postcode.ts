/**
 * Dealer and postcode search (001 §3 'Dealer and postcode search', §4 'Postcode search', §5, §8):
 * the search data, its mode, its persistence in the URL query (_retailer, _state, _postcode,
 * _locality), the validation of what the visitor enters, the dealers call's query and the dealer
 * codes it yields. Pure: no DOM, no fetch.
 */

/** The Australian states offered (001 §3). */
export const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export const isAustralianState = (value: string): value is AustralianState =>
  (AUSTRALIAN_STATES as readonly string[]).includes(value);

/** A locality; it may carry its own state (001 §3). */
interface PostcodeLocality {
  name: string;
  state?: string;
}

/** The postcode search data (001 §3): retailer (a list, each with a value), state, postcode, locality. */
export interface PostcodeSearchData {
  retailer: { value: string }[];
  state: string;
  postcode: string;
  locality: PostcodeLocality | null;
}

export const EMPTY_SEARCH: PostcodeSearchData = Object.freeze({
  retailer: [],
  state: "",
  postcode: "",
  locality: null,
}) as PostcodeSearchData;

type PostcodeSearchMode = "postcodeSearch" | "stateSearch" | "retailerSearch" | "none";

/**
 * The mode (001 §4): postcodeSearch when postcode and locality are set; otherwise stateSearch
 * when state is set; otherwise retailerSearch when a retailer is set; otherwise none.
 */
export function searchMode(data: PostcodeSearchData): PostcodeSearchMode {
  if (data.postcode !== "" && data.locality !== null && data.locality.name !== "")
    return "postcodeSearch";
  if (data.state !== "") return "stateSearch";
  if (data.retailer.length > 0) return "retailerSearch";
  return "none";
}

/** The URL query keys the search persists in (001 §4). */
export const POSTCODE_URL_PARAMS = {
  retailer: "_retailer",
  state: "_state",
  postcode: "_postcode",
  locality: "_locality",
} as const;

/** Limits on what is read from the URL or typed: anything else is dropped or refused. */
const DEALER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** A postcode: 3 to 10 digits (Australian ones have 4; the spec names no format). */
const POSTCODE_PATTERN = /^[0-9]{3,10}$/;
const LOCALITY_MAX = 100;
const STATE_MAX = 40;
/** At most this many retailers in one search (the listing call narrows by at most 50 codes). */
const RETAILERS_MAX = 50;

// Control characters (NUL among them) are never part of a value.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about them
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A text value as the search keeps it: trimmed, bounded, without control characters; else "". */
function cleanText(value: string | null | undefined, max: number): string {
  if (typeof value !== "string") return "";
  const trimmed = value.trim().replace(/\s+/g, " ");
  if (trimmed === "" || trimmed.length > max || CONTROL.test(trimmed)) return "";
  return trimmed;
}

/** A state as kept: upper-cased; any bounded word is accepted (the dealers decide what matches). */
function cleanState(value: string | null | undefined): string {
  const text = cleanText(value, STATE_MAX).toUpperCase();
  return /^[\p{L}\p{N} _-]+$/u.test(text) ? text : "";
}

function cleanPostcode(value: string | null | undefined): string {
  const text = cleanText(value, 10).replace(/ /g, "");
  return POSTCODE_PATTERN.test(text) ? text : "";
}

function cleanLocality(value: string | null | undefined): string {
  return cleanText(value, LOCALITY_MAX);
}

/** Dealer codes: the valid ones, each once, in the order given, at most RETAILERS_MAX. */
function cleanDealerCodes(values: Iterable<unknown>): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    if (typeof value !== "string") continue;
    const code = value.trim();
    if (DEALER_CODE_PATTERN.test(code)) seen.add(code);
    if (seen.size >= RETAILERS_MAX) break;
  }
  return [...seen];
}

/** One dealer code as kept (trimmed, 1 to 40 of A-Z a-z 0-9 _ -), or null for anything else. */
export function cleanDealerCode(value: unknown): string | null {
  return cleanDealerCodes([value])[0] ?? null;
}

/** The search the URL query carries (unknown or malformed values are dropped). */
export function readSearchParams(params: URLSearchParams): PostcodeSearchData {
  const retailer = cleanDealerCodes(
    params
      .getAll(POSTCODE_URL_PARAMS.retailer)
      .flatMap((v) => v.split(","))
      .map((v) => v.trim()),
  ).map((value) => ({ value }));
  const state = cleanState(params.get(POSTCODE_URL_PARAMS.state));
  const name = cleanLocality(params.get(POSTCODE_URL_PARAMS.locality));
  return {
    retailer,
    state,
    postcode: cleanPostcode(params.get(POSTCODE_URL_PARAMS.postcode)),
    locality: name === "" ? null : state === "" ? { name } : { name, state },
  };
}

/**
 * The URL query with the search written into it: the four keys replaced (an empty value removes
 * its key), every other parameter kept as it was. The locality's own state is written as _state
 * when the search has none.
 */
export function writeSearchParams(
  params: URLSearchParams,
  data: PostcodeSearchData,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(POSTCODE_URL_PARAMS)) next.delete(key);
  const retailer = data.retailer.map((r) => r.value).join(",");
  const state = data.state || data.locality?.state || "";
  if (retailer !== "") next.set(POSTCODE_URL_PARAMS.retailer, retailer);
  if (state !== "") next.set(POSTCODE_URL_PARAMS.state, state);
  if (data.postcode !== "") next.set(POSTCODE_URL_PARAMS.postcode, data.postcode);
  if (data.locality && data.locality.name !== "")
    next.set(POSTCODE_URL_PARAMS.locality, data.locality.name);
  return next;
}

/** The modes the visitor picks from in the modal (the search's mode, less none). */
export type SearchFormMode = Exclude<PostcodeSearchMode, "none">;

/** What the visitor entered in the modal, as typed. */
export interface SearchFormValues {
  mode: SearchFormMode;
  retailer: string;
  state: string;
  postcode: string;
  locality: string;
  /** The state of the locality picked from the suggestions, if it was picked from them. */
  localityState?: string;
}

type SearchFormError = "required" | "invalid";
export type SearchFormErrors = Partial<
  Record<"retailer" | "state" | "postcode" | "locality", SearchFormError>
>;

/**
 * Checks the form for its mode (001 §5: the state search has an error when the state value is
 * empty; a retailer must be picked; a postcode and a locality must be given, the postcode of 3 to
 * 10 digits). Returns the search, or the errors by field.
 */
export function validateSearchForm(
  values: SearchFormValues,
): { search: PostcodeSearchData; errors: null } | { search: null; errors: SearchFormErrors } {
  const errors: SearchFormErrors = {};
  if (values.mode === "retailerSearch") {
    const [code] = cleanDealerCodes([values.retailer]);
    if (values.retailer.trim() === "") errors.retailer = "required";
    else if (!code) errors.retailer = "invalid";
    else return { search: { ...EMPTY_SEARCH, retailer: [{ value: code }] }, errors: null };
    return { search: null, errors };
  }
  if (values.mode === "stateSearch") {
    const state = cleanState(values.state);
    if (values.state.trim() === "") errors.state = "required";
    else if (state === "") errors.state = "invalid";
    else return { search: { ...EMPTY_SEARCH, state }, errors: null };
    return { search: null, errors };
  }
  const postcode = cleanPostcode(values.postcode);
  const name = cleanLocality(values.locality);
  if (values.postcode.trim() === "") errors.postcode = "required";
  else if (postcode === "") errors.postcode = "invalid";
  if (values.locality.trim() === "") errors.locality = "required";
  else if (name === "") errors.locality = "invalid";
  if (Object.keys(errors).length > 0) return { search: null, errors };
  const state = cleanState(values.localityState ?? "");
  return {
    search: { ...EMPTY_SEARCH, postcode, locality: state === "" ? { name } : { name, state } },
    errors: null,
  };
}

/** The error the dealers call gives when no endpoint is set (001 §8): an empty list, not a failure. */
export const NO_API_URL_ERROR =
  "Error occurred while fetching dealers: No API URL has been provided.";

/**
 * The dealers call's query (001 §7): q[brand_eq] when the block names a brand, and by mode
 * q[postcode_eq] with q[locality_eq] (and q[state_eq] when the locality carries one), q[state_eq],
 * or q[dealer_code_in][] once per retailer. None: no query (no call is made).
 */
export function dealersQuery(data: PostcodeSearchData, brand?: string): URLSearchParams {
  const query = new URLSearchParams();
  const mode = searchMode(data);
  if (mode === "none") return query;
  const brandName = cleanText(brand, 100);
  if (brandName !== "") query.append("q[brand_eq]", brandName);
  if (mode === "postcodeSearch") {
    query.append("q[postcode_eq]", data.postcode);
    query.append("q[locality_eq]", data.locality?.name ?? "");
    const state = data.locality?.state || data.state;
    if (state) query.append("q[state_eq]", state);
  } else if (mode === "stateSearch") {
    query.append("q[state_eq]", data.state);
  } else {
    for (const r of data.retailer) query.append("q[dealer_code_in][]", r.value);
  }
  return query;
}

/**
 * The dealers URL: the endpoint (from stock_locator.endpoint_dealers) with the query appended.
 * Throws NO_API_URL_ERROR when the endpoint is empty.
 */
export function dealersUrl(endpoint: string, query: URLSearchParams): string {
  const base = endpoint.trim();
  if (base === "") throw new Error(NO_API_URL_ERROR);
  const text = query.toString();
  if (text === "") return base;
  return `${base}${base.includes("?") ? "&" : "?"}${text}`;
}

/** One dealer as the dealers call answers it (001 §3 'Dealer search result', 'Retailer / location'). */
export interface DealerSearchItem {
  dealer_code: string;
  locality?: string | null;
  name?: string | null;
  state?: string | null;
  postcode?: string | null;
  zipcode?: string | null;
  brands?: string[];
  address?: string | null;
  city?: string | null;
  email?: string | null;
  phone?: string | null;
  mainPhone?: string | null;
}

/**
 * The dealer items of a dealers answer (data.data, 001 §7): each object with a string dealer_code;
 * anything else is skipped. The answer may be the body ({data: [...]}) or its data.
 */
export function dealerItemsOf(body: unknown): DealerSearchItem[] {
  const data =
    body !== null && typeof body === "object" && "data" in body
      ? (body as { data: unknown }).data
      : body;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is DealerSearchItem =>
      item !== null &&
      typeof item === "object" &&
      typeof (item as { dealer_code?: unknown }).dealer_code === "string",
  );
}

/** The dealer codes of the dealers found, each once (001 §4). */
export function collectDealerCodes(items: readonly { dealer_code?: unknown }[]): string[] {
  return cleanDealerCodes(items.map((i) => i.dealer_code));
}

const same = (a: string | null | undefined, b: string): boolean =>
  (a ?? "").trim().toLocaleLowerCase("en") === b.trim().toLocaleLowerCase("en");

/**
 * Whether a dealer matches the search, as the dealers call would have answered: used on the
 * fallback dealers list (001 §7), which is read without a query.
 */
export function matchesSearch(
  dealer: DealerSearchItem,
  data: PostcodeSearchData,
  brand?: string,
): boolean {
  const mode = searchMode(data);
  if (mode === "none") return false;
  const brandName = cleanText(brand, 100);
  if (brandName !== "" && dealer.brands && !dealer.brands.some((b) => same(b, brandName)))
    return false;
  if (mode === "retailerSearch") return data.retailer.some((r) => r.value === dealer.dealer_code);
  if (mode === "stateSearch") return same(dealer.state, data.state);
  const state = data.locality?.state || data.state;
  return (
    same(dealer.postcode ?? dealer.zipcode, data.postcode) &&
    same(dealer.locality, data.locality?.name ?? "") &&
    (!state || same(dealer.state, state))
  );
}

/**
 * The state an Australian postcode belongs to (Australia Post's ranges), or null. Used when a
 * postcode search finds no vehicles and its locality names no state.
 */
export function stateOfAustralianPostcode(postcode: string): AustralianState | null {
  if (!/^[0-9]{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  const within = (from: number, to: number) => n >= from && n <= to;
  if (within(200, 299) || within(2600, 2618) || within(2900, 2920)) return "ACT";
  if (within(1000, 2599) || within(2619, 2899) || within(2921, 2999)) return "NSW";
  if (within(800, 999)) return "NT";
  if (within(3000, 3999) || within(8000, 8999)) return "VIC";
  if (within(4000, 4999) || within(9000, 9999)) return "QLD";
  if (within(5000, 5999)) return "SA";
  if (within(6000, 6999)) return "WA";
  if (within(7000, 7999)) return "TAS";
  return null;
}

/**
 * A postcode search narrowed to its state only (001 §4, when it finds no vehicles): the
 * locality's state, else the search's, else the state of the postcode; null when none is known.
 */
export function narrowToState(data: PostcodeSearchData): PostcodeSearchData | null {
  const state =
    cleanState(data.locality?.state) ||
    cleanState(data.state) ||
    stateOfAustralianPostcode(data.postcode) ||
    "";
  return state === "" ? null : { ...EMPTY_SEARCH, state };
}
