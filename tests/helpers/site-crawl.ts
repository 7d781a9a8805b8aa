/**
 * A visitor's crawl of the site over HTTP: from each start page, every internal link of every
 * page reached (anchors' `href`, the site's own origin, the language sites), fetched once, with
 * redirects recorded rather than followed blindly. What the crawl test asserts on, and what a
 * person adding demo pages runs to find a dead link.
 */

export interface CrawledLink {
  /** The path and query asked for. */
  readonly path: string;
  readonly status: number;
  /** Where a redirect points (path and query on the site, or the absolute address). */
  readonly location?: string;
  /** The first page that linked here ("" for a start page). */
  readonly from: string;
}

export interface CrawlResult {
  readonly links: Map<string, CrawledLink>;
  /** The HTML pages reached (status 200, text/html), in the order they were met. */
  readonly pages: string[];
}

/** Anchors' href in server-rendered HTML (the site's own markup: quoted attribute values). */
const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** The internal links of a page's HTML, as paths with their query, without fragments. */
export function internalLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = new Set<string>();
  for (const match of html.matchAll(ANCHOR_HREF)) {
    const raw = (match[1] ?? "").replace(/&(amp|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e);
    if (raw === "" || raw.startsWith("#") || /^(mailto|tel|javascript|data|sms):/i.test(raw))
      continue;
    let url: URL;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

/** Paths the crawl leaves alone: the API, the editor and files (their own tests cover them). */
const NOT_PAGES =
  /^\/(api|admin|assets|media|editor|_)\b|\.(xml|txt|json|png|jpe?g|webp|svg|pdf|zip)$/i;

/**
 * Fetches every page reachable from the start paths by internal links, breadth first, at most
 * `limit` addresses, `concurrency` at a time.
 */
export async function crawlSite(
  baseUrl: string,
  starts: readonly string[],
  options: { limit?: number; concurrency?: number } = {},
): Promise<CrawlResult> {
  const limit = options.limit ?? 2000;
  const concurrency = options.concurrency ?? 6;
  const links = new Map<string, CrawledLink>();
  const pages: string[] = [];
  const queue: { path: string; from: string }[] = starts.map((path) => ({ path, from: "" }));
  const seen = new Set<string>(starts);

  const visit = async ({ path, from }: { path: string; from: string }) => {
    // A page that never answers is reported as dead (status 0) instead of holding the crawl.
    const response = await fetch(baseUrl + path, {
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    }).catch(() => null);
    if (response === null) {
      links.set(path, { path, status: 0, from });
      return;
    }
    const location = response.headers.get("location") ?? undefined;
    const type = response.headers.get("content-type") ?? "";
    const body = response.status === 200 && type.includes("text/html") ? await response.text() : "";
    if (body === "") await response.body?.cancel();
    const next: string[] = [];
    if (location !== undefined && response.status >= 300 && response.status < 400) {
      const target = new URL(location, baseUrl + path);
      if (target.origin === new URL(baseUrl).origin) next.push(target.pathname + target.search);
    }
    if (body !== "") {
      pages.push(path);
      next.push(...internalLinks(body, baseUrl + path));
    }
    links.set(path, { path, status: response.status, from, ...(location ? { location } : {}) });
    for (const link of next) {
      if (seen.has(link) || NOT_PAGES.test(link.split("?")[0] ?? link)) continue;
      if (seen.size >= limit) break;
      seen.add(link);
      queue.push({ path: link, from: path });
    }
  };

  let busy = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    // Workers take from the one queue until it is empty and nobody is still fetching.
    for (;;) {
      const item = queue.shift();
      if (item) {
        busy++;
        try {
          await visit(item);
        } finally {
          busy--;
        }
        continue;
      }
      if (busy === 0) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  await Promise.all(workers);
  return { links, pages };
}

/** The links that answered neither 200 nor a redirect, with the page that linked to them. */
export function deadLinks(result: CrawlResult): CrawledLink[] {
  return [...result.links.values()].filter(
    (l) => l.status !== 200 && !(l.status >= 300 && l.status < 400),
  );
}
