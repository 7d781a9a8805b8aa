import { sql } from "drizzle-orm";
import { searchConfig } from "../../core/languages.ts";
import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  pageSearchText,
  parseHighlight,
  type SnippetPart,
  searchResultUrl,
} from "../../core/search-text.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";

/** Results a page, on the API and the results page alike. */
export const SEARCH_PER_PAGE = 20;
/** The deepest page of results (as schemas/entities/search-query says). */
export const SEARCH_MAX_PAGE = 500;
/** Suggestions for a search box. */
export const SUGGEST_LIMIT = 8;
/** Pages indexed in one transaction. */
const INDEX_BATCH = 100;

/** ts_headline's options: up to two fragments of the page's text, matches between markers. */
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Pages a visitor's search lists: published pages with content of their own; folders, links,
 * redirects and pages kept out of search engines (disable_seo_tracking: internal pages such as
 * the block gallery) are left out.
 */
const LISTED = sql`p.is_published AND p.page_type <> 'folder' AND p.type IS NULL AND coalesce(p.redirect_path, '') = '' AND NOT p.disable_seo_tracking`;

export interface SearchHit {
  path: string;
  url: string;
  title: string;
  snippet: SnippetPart[];
  rank: number;
}

export interface SearchPage {
  total: number;
  hits: SearchHit[];
}

export interface Suggestion {
  path: string;
  url: string;
  title: string;
}

interface StaleRow {
  id: number;
  lang: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  blocks: unknown;
}

/**
 * Writes the search row of every published page that has none (new, changed, or republished:
 * migrations/005_page_search.sql drops a page's row on any write to what it is found by). Each
 * batch holds its pages FOR SHARE, so a publish that lands meanwhile waits and then drops the
 * row it makes stale, instead of being overwritten by an older text.
 */
export async function indexStalePages(db: Db): Promise<number> {
  // Most searches find nothing to index: one read answers that, without a transaction.
  const [stale] = rowsOf<{ is_stale: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (
        SELECT 1 FROM pages p
        WHERE p.is_published
          AND NOT EXISTS (SELECT 1 FROM page_search s WHERE s.page_id = p.id)
      ) AS is_stale`),
  );
  if (!stale?.is_stale) return 0;
  let indexed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = rowsOf<StaleRow>(
        await tx.execute(sql`
          SELECT p.id, p.lang, p.title, p.meta_title, p.meta_description, p.blocks
          FROM pages p
          WHERE p.is_published
            AND NOT EXISTS (SELECT 1 FROM page_search s WHERE s.page_id = p.id)
          ORDER BY p.id
          LIMIT ${INDEX_BATCH}
          FOR SHARE OF p`),
      );
      for (const row of rows) {
        const text = pageSearchText({
          title: row.title,
          meta_title: row.meta_title,
          meta_description: row.meta_description,
          blocks: Array.isArray(row.blocks) ? row.blocks : [],
        });
        const content = [text.meta, text.body].filter((t) => t !== "").join("\n");
        const config = searchConfig(row.lang);
        await tx.execute(sql`
          INSERT INTO page_search (page_id, content, document)
          VALUES (
            ${row.id},
            ${content},
            setweight(to_tsvector(${config}::regconfig, ${text.title}), 'A')
              || setweight(to_tsvector(${config}::regconfig, ${text.meta}), 'B')
              || setweight(to_tsvector(${config}::regconfig, ${text.body}), 'C')
          )
          ON CONFLICT (page_id) DO UPDATE
            SET content = EXCLUDED.content, document = EXCLUDED.document, indexed_at = now()`);
      }
      return rows.length;
    });
    indexed += count;
    if (count < INDEX_BATCH) return indexed;
  }
}

/** Search over one database: the index brought up to date before each query, once at a time. */
export interface SiteSearch {
  search: (q: string, page: number) => Promise<SearchPage>;
  suggest: (q: string) => Promise<Suggestion[]>;
  /** Brings the index up to date (the searches call it; tests and tools may too). */
  refresh: () => Promise<void>;
}

const searches = new WeakMap<Db, Map<string, SiteSearch>>();

/** The one SiteSearch of a database and language (the API and the results page share it). */
export function siteSearch(db: Db, lang: string): SiteSearch {
  let byBase = searches.get(db);
  if (!byBase) {
    byBase = new Map();
    searches.set(db, byBase);
  }
  let made = byBase.get(lang);
  if (!made) {
    made = makeSiteSearch(db, lang);
    byBase.set(lang, made);
  }
  return made;
}

/**
 * Search over one language's pages, in its text search configuration. The index (one table for
 * every language) is shared: a refresh by any language's search indexes every stale page.
 */
function makeSiteSearch(db: Db, lang: string): SiteSearch {
  const base = `/${lang}/`;
  const config = searchConfig(lang);
  const listed = sql`${LISTED} AND p.lang = ${lang}`;
  // One refresh runs at a time; a caller arriving during one waits for the next, which sees
  // every write committed before it asked.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    if (!running) {
      running = indexStalePages(db)
        .then(() => undefined)
        .finally(() => {
          running = null;
        });
      return running;
    }
    if (!queued)
      queued = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return refresh();
        });
    return queued;
  };

  const search = async (q: string, page: number): Promise<SearchPage> => {
    const words = q.trim();
    if (words === "") return { total: 0, hits: [] };
    await refresh();
    // Ranked by ts_rank (title A, meta B, blocks C; length-normalised), a title that matches
    // first, a title that is the query itself before it.
    const offset = (Math.min(Math.max(page, 1), SEARCH_MAX_PAGE) - 1) * SEARCH_PER_PAGE;
    const rows = rowsOf<{
      path: string;
      title: string;
      rank: number | string;
      total: number | string;
      snippet: string | null;
    }>(
      await db.execute(sql`
        WITH query AS (SELECT websearch_to_tsquery(${config}::regconfig, ${words}) AS q),
        found AS (
          SELECT p.path, p.title, s.content,
            ts_rank(s.document, query.q, 1)
              + CASE WHEN ts_filter(s.document, '{a}') @@ query.q THEN 1 ELSE 0 END
              + CASE WHEN lower(p.title) = lower(${words}) THEN 1 ELSE 0 END AS rank,
            count(*) OVER () AS total
          FROM page_search s JOIN pages p ON p.id = s.page_id, query
          WHERE s.document @@ query.q AND ${listed}
          ORDER BY rank DESC, p.path
          LIMIT ${SEARCH_PER_PAGE} OFFSET ${offset}
        )
        SELECT found.path, found.title, found.rank, found.total,
          ts_headline(${config}::regconfig, found.content, query.q, ${HEADLINE_OPTIONS}) AS snippet
        FROM found, query
        ORDER BY found.rank DESC, found.path`),
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && offset > 0) {
      // Past the last page: the count still tells the visitor how many there are.
      const [counted] = rowsOf<{ total: number | string }>(
        await db.execute(sql`
          SELECT count(*) AS total
          FROM page_search s JOIN pages p ON p.id = s.page_id
          WHERE s.document @@ websearch_to_tsquery(${config}::regconfig, ${words}) AND ${listed}`),
      );
      total = Number(counted?.total ?? 0);
    }
    return {
      total,
      hits: rows.map((r) => ({
        path: r.path,
        url: searchResultUrl(base, r.path),
        title: r.title,
        snippet: parseHighlight(r.snippet ?? ""),
        rank: Number(r.rank),
      })),
    };
  };

  const suggest = async (q: string): Promise<Suggestion[]> => {
    // Letters, marks and digits only: nothing of the query reaches to_tsquery's syntax.
    const words = q
      .normalize("NFC")
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w !== "")
      .slice(0, 8);
    if (words.length === 0) return [];
    const prefixes = words.map((w) => `${w}:*`).join(" & ");
    const start = words.join(" ");
    const rows = rowsOf<{ path: string; title: string }>(
      await db.execute(sql`
        SELECT p.path, p.title
        FROM pages p
        WHERE ${listed}
          AND (to_tsvector('simple', p.title) @@ to_tsquery('simple', ${prefixes})
            OR to_tsvector(${config}::regconfig, p.title) @@ to_tsquery(${config}::regconfig, ${prefixes}))
        ORDER BY starts_with(lower(p.title), lower(${start})) DESC, length(p.title), p.title
        LIMIT ${SUGGEST_LIMIT}`),
    );
    return rows.map((r) => ({ path: r.path, url: searchResultUrl(base, r.path), title: r.title }));
  };

  return { search, suggest, refresh };
}
