import {
  type CurrencyExchangeConfig,
  type CurrencyExchangeState,
  type ExchangeReading,
  exchangeFinished,
  exchangeStarted,
  initialCurrencyExchangeState,
  readExchangeResponse,
  shouldFetchExchange,
} from "../core/currency-exchange.ts";
import { egressFetch } from "./egress.ts";

/**
 * Where the exchange rate comes from. `null`: no rate is configured, nothing is converted.
 * Implementations never throw: a failure is a reading with its error.
 */
export interface CurrencyExchangeService {
  readonly kind: "local" | "http";
  fetchRate(): Promise<ExchangeReading | null>;
}

/** The default: answers from a configured fixed rate, offline (no rate when none is set). */
export function localCurrencyExchange(
  fixedRate: number | null,
  startDate: string | null = null,
): CurrencyExchangeService {
  return {
    kind: "local",
    fetchRate: async () => (fixedRate === null ? null : { ok: true, rate: fixedRate, startDate }),
  };
}

interface HttpCurrencyExchangeOptions {
  url: string;
  responseKey: string;
  startDateKey: string;
  /** Injected for tests and by the server (its allow-list); the egress guard (runtime/adapters/egress.ts) by default. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * GET the service at `currency_exchange.api_url` and read its JSON answer: the rate at
 * response_key, the start date at start_date_key. A network error, a non-2xx status, a body that
 * is not JSON or an answer without the rate is a failed reading.
 */
export function httpCurrencyExchange(
  options: HttpCurrencyExchangeOptions,
): CurrencyExchangeService {
  const doFetch = options.fetch ?? egressFetch;
  return {
    kind: "http",
    async fetchRate() {
      try {
        const response = await doFetch(options.url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok)
          return {
            ok: false,
            error: `Currency exchange error: ${response.status} ${response.statusText}`,
          };
        return readExchangeResponse(await response.json(), options);
      } catch (error) {
        return { ok: false, error: `Currency exchange error: ${String(error)}` };
      }
    },
  };
}

/** The HTTP service when api_url is set, else the local one with the fixed rate. */
export function currencyExchangeService(
  config: CurrencyExchangeConfig,
  fetchImpl?: typeof fetch,
): CurrencyExchangeService {
  if (config.apiUrl === "") return localCurrencyExchange(config.fixedRate);
  return httpCurrencyExchange({
    url: config.apiUrl,
    responseKey: config.responseKey,
    startDateKey: config.startDateKey,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/**
 * The one-time fetch: the first call fetches, calls while it runs share it, and once loaded the
 * state is answered without asking the service again. A failed reading's error is logged.
 */
export function exchangeRateLoader(
  service: CurrencyExchangeService,
  log: (message: string) => void = console.error,
): { load(): Promise<CurrencyExchangeState>; state(): CurrencyExchangeState } {
  let state = initialCurrencyExchangeState;
  let pending: Promise<CurrencyExchangeState> | null = null;
  return {
    state: () => state,
    load() {
      if (pending) return pending;
      if (!shouldFetchExchange(state)) return Promise.resolve(state);
      state = exchangeStarted(state);
      pending = service.fetchRate().then((reading) => {
        if (reading && !reading.ok) log(reading.error);
        state = exchangeFinished(state, reading);
        pending = null;
        return state;
      });
      return pending;
    },
  };
}
