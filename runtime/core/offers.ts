/**
 * Offers (sections 3, 4, 5 and 7 of the document): an offer is a car_model_key plus arbitrary
 * properties. `mena.offers_api_url` answers an array of them (a string answer is treated as
 * empty); filtering compares values lower-cased with spaces turned into '_'. The offers are
 * fetched once: only when not loading and none are loaded yet. The fetching is
 * runtime/features/offers/store.ts; the mena_offers dynamic-content strategy
 * (runtime/core/dynamic-content.ts) matches with the rules here.
 */

/** One offer as the answer carries it: car_model_key plus its properties, side by side. */
export type Offer = Record<string, unknown>;

/**
 * The one normalisation of compared values, for offers and every dynamic-content strategy:
 * trimmed, spaces turned into '_', lower-cased ("  Range Rover Sport " → "range_rover_sport").
 */
export function normaliseMatchValue(value: unknown): string {
  return String(value ?? "")
    .trim()
    .replace(/ /g, "_")
    .toLowerCase();
}

/** The offers in an answer: an array's objects; a string is no offers; anything else is unreadable (null). */
export function offersFromAnswer(body: unknown): Offer[] | null {
  if (typeof body === "string") return [];
  if (!Array.isArray(body)) return null;
  return body.filter((o): o is Offer => typeof o === "object" && o !== null && !Array.isArray(o));
}

/** Whether every key of `wanted` equals the offer's field after normalisation (an empty filter matches). */
export function offerMatches(offer: Offer, wanted: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(wanted).every(
    ([key, value]) =>
      normaliseMatchValue(Object.hasOwn(offer, key) ? offer[key] : undefined) ===
      normaliseMatchValue(value),
  );
}

/** The offers matching every key of `wanted`, in their order. */
export function filterOffers<T extends Offer>(
  offers: readonly T[],
  wanted: Readonly<Record<string, unknown>>,
): T[] {
  return offers.filter((offer) => offerMatches(offer, wanted));
}

/** A dc_strategy value as an offers filter: a string means {category: value}, an object is itself. */
export function offerFilterOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { category: value };
}

/** Properties laid over the stored ones; a property set to null is removed. */
export function mergeOfferProperties(
  stored: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

/**
 * Where `mena.offers_api_url` points: nowhere (empty), this site's own offers (a site-relative
 * URL such as the default /public_api/offers, read without a round trip to itself), or another
 * service over HTTP(S).
 */
type OffersSourceKind = "none" | "own" | "http";

export function offersSourceKind(url: string): OffersSourceKind {
  const trimmed = url.trim();
  if (trimmed === "") return "none";
  if (/^https?:\/\/[^\s/]+/i.test(trimmed)) return "http";
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return "own";
  return "none";
}

/** The one-time fetch's state: the offers once loaded (null before), and whether a fetch runs. */
export interface OffersState {
  offers: Offer[] | null;
  isLoading: boolean;
  isLoaded: boolean;
}

export const initialOffersState: OffersState = { offers: null, isLoading: false, isLoaded: false };

/** "Offers: fetched only when not loading and none are loaded yet." */
export function shouldFetchOffers(state: OffersState): boolean {
  return !state.isLoading && !state.isLoaded;
}

export function offersFetchStarted(state: OffersState): OffersState {
  return { ...state, isLoading: true };
}

/** The fetch ended: its offers, or null when it failed (loaded either way: not retried per reader). */
export function offersFetchFinished(state: OffersState, offers: Offer[] | null): OffersState {
  return { ...state, offers, isLoading: false, isLoaded: true };
}
