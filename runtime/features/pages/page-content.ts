import { currencyExchangeService, exchangeRateLoader } from "../../adapters/currency-exchange.ts";
import { httpDynamicContentSource } from "../../adapters/dynamic-content.ts";
import { currencyExchangeConfig } from "../../core/currency-exchange.ts";
import {
  type DynamicContentSource,
  type DynamicContentState,
  dynamicContentConfig,
  initialDynamicContentState,
  loadDynamicContent,
  type StrategyData,
  strategyDataForPath,
} from "../../core/dynamic-content.ts";
import type { SettingsMap } from "../../core/settings.ts";

/** What the server knows for a page before rendering it: strategy data and the exchange rate. */
export interface PageContentData {
  /** The dynamic-content strategies' data for this page (url_brands from its path). */
  dc: StrategyData;
  /** The currency exchange rate, or null when none is configured or the service failed. */
  exchangeRate: number | null;
}

export interface PageContentService {
  load(settings: SettingsMap, path: string): Promise<PageContentData>;
}

/**
 * The server's side of dynamic content and currency exchange (sections 4 and 7): each source is
 * fetched once per process and configuration, as the document's one-time rules say (a strategy
 * is fetched when enabled and not yet fetched; the rate is skipped while loading and once
 * loaded). A page rendered meanwhile waits for the fetch in flight instead of rendering with no
 * data, so the HTML cache never keeps a half-decided page. A change of configuration (a settings
 * write, which also empties the HTML cache) starts over.
 */
export function pageContentService(
  options: {
    source?: DynamicContentSource;
    fetch?: typeof fetch;
    log?: (message: string) => void;
  } = {},
): PageContentService {
  const log = options.log ?? console.warn;
  const source =
    options.source ?? httpDynamicContentSource(options.fetch ? { fetch: options.fetch } : {});
  let dcKey = "";
  let dcState: DynamicContentState = initialDynamicContentState;
  let dcLoading: Promise<DynamicContentState> | null = null;
  let fxKey = "";
  let fx: ReturnType<typeof exchangeRateLoader> | null = null;

  const strategies = async (settings: SettingsMap, path: string): Promise<StrategyData> => {
    const config = dynamicContentConfig(settings, log);
    const key = JSON.stringify({ ...config, enabled: [...config.enabled] });
    if (key !== dcKey) {
      dcKey = key;
      dcState = initialDynamicContentState;
      dcLoading = null;
    }
    if (!dcLoading) {
      const started = key;
      dcLoading = loadDynamicContent(dcState, config, source, { path, log }).then((state) => {
        if (dcKey === started) dcState = state;
        return state;
      });
    }
    const state = await dcLoading;
    return strategyDataForPath(state, path, config.enabled);
  };

  const rate = async (settings: SettingsMap): Promise<number | null> => {
    const config = currencyExchangeConfig(settings);
    const key = JSON.stringify(config);
    if (key !== fxKey || !fx) {
      fxKey = key;
      fx = exchangeRateLoader(currencyExchangeService(config, options.fetch), (message) =>
        log(message),
      );
    }
    return (await fx.load()).exchangeRate;
  };

  return {
    async load(settings, path) {
      const [dc, exchangeRate] = await Promise.all([strategies(settings, path), rate(settings)]);
      return { dc, exchangeRate };
    },
  };
}
