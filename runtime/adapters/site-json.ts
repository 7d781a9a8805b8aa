import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { egressFetch } from "./egress.ts";

/**
 * Reads a JSON document a block names by URL for the page route, before the page renders (the
 * Off-road quiz's `images_data_url`, the Range Calculator's `json_url`); the browser never calls
 * it.
 *
 * - An https:// URL is fetched through the egress guard (`egressFetch`): public addresses only,
 *   3 s, answers kept 5 minutes (a failure is not kept).
 * - A site path `/data/<name>.json` is read from the site's data folder (runtime/demo/data/):
 *   the demo's file, so the quiz runs offline. Any other path fails.
 */

/** The site's data folder, and the site path that names a file in it. */
export const SITE_DATA_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "demo",
  "data",
);
const DATA_PATH = /^\/data\/([a-z0-9][a-z0-9-]{0,80}\.json)$/;

export interface SiteJsonSource {
  /** The parsed JSON at `url`; rejects when it cannot be read or is not JSON. */
  read(url: string): Promise<unknown>;
}

interface SiteJsonSourceOptions {
  fetch?: typeof fetch;
  /** Milliseconds before a request counts as failed; default 3000. */
  timeoutMs?: number;
  /** Milliseconds an answer is reused; default 300 000 (0: never). */
  cacheMs?: number;
  now?: () => number;
  dataDir?: string;
}

export function siteJsonSource(options: SiteJsonSourceOptions = {}): SiteJsonSource {
  const doFetch = options.fetch ?? egressFetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheMs = options.cacheMs ?? 300_000;
  const now = options.now ?? Date.now;
  const dataDir = options.dataDir ?? SITE_DATA_DIR;
  const cache = new Map<string, { at: number; body: unknown }>();
  return {
    async read(url) {
      const local = DATA_PATH.exec(url);
      if (local?.[1]) return JSON.parse(await readFile(path.join(dataDir, local[1]), "utf8"));
      if (!/^https:\/\//i.test(url)) throw new Error("a data URL must be https:// or /data/");
      const kept = cache.get(url);
      if (kept && now() - kept.at < cacheMs) return kept.body;
      const answer = await doFetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!answer.ok) throw new Error(`the data URL answered ${answer.status}`);
      const body: unknown = await answer.json();
      if (cacheMs > 0) {
        if (cache.size > 100) cache.clear();
        cache.set(url, { at: now(), body });
      }
      return body;
    },
  };
}
