import {
  type ExternalNavigation,
  externalNavigationHtml,
  localNaasAnswer,
  type NaasAnswer,
  type NaasRequest,
  naasConfiguration,
  naasRequest,
  naasRequestUrl,
  naasRetailer,
  readNaasAnswer,
} from "../core/external-navigation.ts";
import { type NavEntry, navTree } from "../core/navigation.ts";
import type { SettingsMap } from "../core/settings.ts";
import { egressFetch } from "./egress.ts";

/**
 * Where the external navigation comes from. `fetch` rejects on any failure (network, status,
 * timeout, an answer that is not usable): the caller logs and shows the v2 navigation.
 */
export interface ExternalNavigationService {
  readonly kind: "local" | "http";
  fetch(request: NaasRequest): Promise<NaasAnswer>;
}

/** How long the service may take before the page is rendered with the v2 navigation. */
const NAAS_TIMEOUT_MS = 3000;

interface HttpExternalNavigationOptions {
  /** Injected for tests and by the server (its allow-list); the egress guard (runtime/adapters/egress.ts) by default. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** GET {origin}/naas/nav.locale=….json and check the answer (runtime/core readNaasAnswer). */
export function httpExternalNavigation(
  options: HttpExternalNavigationOptions = {},
): ExternalNavigationService {
  const doFetch = options.fetch ?? egressFetch;
  const log = options.log ?? console.warn;
  return {
    kind: "http",
    async fetch(request) {
      const response = await doFetch(naasRequestUrl(request), {
        headers: { accept: "application/json" },
        redirect: "follow",
        signal: AbortSignal.timeout(options.timeoutMs ?? NAAS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
      const answer = readNaasAnswer(await response.json(), {
        serviceOrigin: request.origin,
        log,
      });
      if (answer === null) throw new Error("the answer is not a navigation");
      return answer;
    },
  };
}

interface LocalExternalNavigationOptions {
  /** The v2 entries (from the database) shown in a locale. */
  navEntries: (locale: string) => Promise<readonly NavEntry[]>;
  /** The language base (/ar/) of a locale ("ar_AE" → "/ar/"). */
  baseOf: (locale: string) => string;
  /** The navigation's accessible name in a locale. */
  menuLabelOf: (locale: string) => string;
}

/** The offline service: the v2 entries as the service's answer, with no network. */
export function localExternalNavigation(
  options: LocalExternalNavigationOptions,
): ExternalNavigationService {
  return {
    kind: "local",
    async fetch(request) {
      const tree = navTree(await options.navEntries(request.locale));
      return localNaasAnswer(tree, request, {
        base: options.baseOf(request.locale),
        menuLabel: options.menuLabelOf(request.locale),
      });
    },
  };
}

/** How long an answer is used before the service is asked again. */
export const NAAS_CACHE_MS = 5 * 60_000;
/** How long a failure is remembered (the v2 navigation meanwhile), so a service that is down does not cost every page its timeout. */
export const NAAS_FAILURE_MS = 30_000;
/** A stale answer still stands in for a failed refresh for this long. */
const NAAS_STALE_MS = 60 * 60_000;
const MAX_ENTRIES = 50;

interface CacheEntry {
  answer: NaasAnswer | null;
  at: number;
  /** How long it is used: NAAS_CACHE_MS for a fresh answer, NAAS_FAILURE_MS after a failure. */
  ttl: number;
  /** The last good answer, for a failed refresh. */
  lastGood: { answer: NaasAnswer; at: number } | null;
}

interface CachedAnswer {
  answer: NaasAnswer | null;
  /** When this reading stops being used (epoch ms): pages rendered with it are kept no longer. */
  expiresAt: number;
}

/**
 * The answers kept in memory, by request URL: a good answer for NAAS_CACHE_MS, a failure for
 * NAAS_FAILURE_MS (after which it is asked again); when a refresh fails, the last good answer
 * (not older than NAAS_STALE_MS) is used meanwhile. Requests for the same URL while one is on
 * its way share it. Failures are logged 'Error fetching Naas Navigation' (000 §8).
 */
export function cachedExternalNavigation(
  service: ExternalNavigationService,
  { now = Date.now, log = console.warn }: { now?: () => number; log?: (m: string) => void } = {},
): { read(request: NaasRequest): Promise<CachedAnswer>; clear(): void } {
  const entries = new Map<string, CacheEntry>();
  const pending = new Map<string, Promise<CachedAnswer>>();
  const reading = (entry: CacheEntry): CachedAnswer => ({
    answer: entry.answer,
    expiresAt: entry.at + entry.ttl,
  });
  return {
    clear: () => entries.clear(),
    read(request) {
      const key = naasRequestUrl(request);
      const known = entries.get(key);
      if (known && now() < reading(known).expiresAt) return Promise.resolve(reading(known));
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const started = now();
      const made = service
        .fetch(request)
        .then(
          (answer): CacheEntry => ({
            answer,
            at: started,
            ttl: NAAS_CACHE_MS,
            lastGood: { answer, at: started },
          }),
          (error: unknown): CacheEntry => {
            log(`Error fetching Naas Navigation: ${key}: ${String(error)}`);
            const lastGood =
              known?.lastGood && started - known.lastGood.at < NAAS_STALE_MS
                ? known.lastGood
                : null;
            // A stale answer standing in is used as briefly as a failure, then asked again.
            return {
              answer: lastGood?.answer ?? null,
              at: started,
              ttl: NAAS_FAILURE_MS,
              lastGood,
            };
          },
        )
        .then((entry) => {
          if (!entries.has(key) && entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(key, entry);
          pending.delete(key);
          return reading(entry);
        });
      pending.set(key, made);
      return made;
    },
  };
}

/**
 * Picks the service and reads through the cache: the local one when url.origin is this site's
 * own origin (it would otherwise ask itself over HTTP), the HTTP one for any other origin.
 */
export function externalNavigationLoader({
  local,
  http,
  siteOrigin,
  now = Date.now,
  log = console.warn,
}: {
  local: ExternalNavigationService;
  http: ExternalNavigationService;
  siteOrigin: () => string;
  now?: () => number;
  log?: (message: string) => void;
}): {
  /** null when it is not configured, or the service failed (the v2 navigation then). */
  load(
    settings: SettingsMap,
    lang: string,
    log?: (message: string) => void,
  ): Promise<ExternalNavigation | null>;
} {
  const caches = {
    local: cachedExternalNavigation(local, { now, log }),
    http: cachedExternalNavigation(http, { now, log }),
  };
  return {
    async load(settings, lang, pageLog = log) {
      const config = naasConfiguration(settings, pageLog);
      if (config === null) return null;
      const request = naasRequest(config, lang);
      const isSelf = config.origin === new URL(siteOrigin()).origin;
      const { answer, expiresAt } = await caches[isSelf ? "local" : "http"].read(request);
      if (answer === null) return null;
      return {
        html: externalNavigationHtml(answer.html, naasRetailer(settings)),
        cssLink: answer.cssLink,
        javascriptLink: answer.javascriptLink,
        origin: config.origin,
        expiresAt,
      };
    },
  };
}
