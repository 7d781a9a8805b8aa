import {
  initialOffersState,
  type Offer,
  type OffersState,
  offersFetchFinished,
  offersFetchStarted,
  offersFromAnswer,
  shouldFetchOffers,
} from "../core/offers.ts";
import { egressFetch } from "./egress.ts";

/*
 * The offers service as the site reads it (mena.offers_api_url: this server's own offers by
 * default, or another), and a fixed list for offline use; the admin's stored offers are the
 * offers feature's (runtime/features/offers/).
 */

/**
 * Where the offers come from. `list` resolves to the offers, or null when they could not be read
 * (a network error, a status other than 2xx, an answer that is no array and no string); it never
 * throws.
 */
export interface OffersService {
  readonly kind: "http" | "local" | "database";
  list(): Promise<Offer[] | null>;
}

/** GET the URL of `mena.offers_api_url`; the answer is an array of offers, a string is none. */
export function httpOffers(options: {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string) => void;
}): OffersService {
  const doFetch = options.fetch ?? egressFetch;
  const log = options.log ?? console.warn;
  return {
    kind: "http",
    async list() {
      try {
        const response = await doFetch(options.url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) {
          log(`Offers: ${options.url} answered ${response.status}`);
          return null;
        }
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text itself, which counts as no offers.
        }
        return offersFromAnswer(body);
      } catch (error) {
        log(`Offers: ${String(error)}`);
        return null;
      }
    },
  };
}

/** A fixed list, offline (development without the database, tests). */
export function localOffers(offers: readonly Offer[]): OffersService & { calls: number } {
  const service = {
    kind: "local" as const,
    calls: 0,
    async list() {
      service.calls++;
      return structuredClone([...offers]);
    },
  };
  return service;
}

/**
 * The one-time fetch (section 4): the first reader fetches, readers during the fetch share it,
 * and once loaded the offers are answered without asking the service again. Make one per request
 * on the server, one per page in the browser.
 */
export function offersLoader(service: OffersService | null): {
  load(): Promise<Offer[] | null>;
  state(): OffersState;
} {
  let state = initialOffersState;
  let pending: Promise<Offer[] | null> | null = null;
  return {
    state: () => state,
    load() {
      if (pending) return pending;
      if (!shouldFetchOffers(state)) return Promise.resolve(state.offers);
      state = offersFetchStarted(state);
      pending = (service ? service.list() : Promise.resolve(null)).then((offers) => {
        state = offersFetchFinished(state, offers);
        pending = null;
        return offers;
      });
      return pending;
    },
  };
}
