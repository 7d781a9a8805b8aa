import type { DynamicContentSource, SourceAnswer } from "../core/dynamic-content.ts";
import type { Offer } from "../core/offers.ts";
import { egressFetch } from "./egress.ts";
import { type OffersService, offersLoader } from "./offers.ts";

/**
 * The HTTP source of dynamic-content strategy data: GET with a timeout, the body parsed as JSON
 * (kept as text when it is not JSON, which the offers strategy reads as an empty list).
 */
export function httpDynamicContentSource(
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): DynamicContentSource {
  const doFetch = options.fetch ?? egressFetch;
  return {
    async get(url) {
      const response = await doFetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the text itself.
      }
      return { status: response.status, body };
    },
  };
}

/**
 * A local source, offline: answers from a table of URL → answer (a development site, the
 * tests); any other URL is a 404.
 */
export function localDynamicContentSource(
  answers: Readonly<Record<string, SourceAnswer>>,
): DynamicContentSource & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    async get(url) {
      requests.push(url);
      return Object.hasOwn(answers, url)
        ? structuredClone(answers[url] as SourceAnswer)
        : { status: 404, body: "" };
    },
  };
}

/**
 * The mena_offers strategy's offers from the site's offers service (runtime/features/offers/store.ts),
 * fetched once however many pieces of content ask: pass it as loadDynamicContent's `offers`.
 */
export function dynamicContentOffers(service: OffersService | null): () => Promise<Offer[] | null> {
  const loader = offersLoader(service);
  return () => loader.load();
}
