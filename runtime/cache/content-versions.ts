import { sql } from "drizzle-orm";
import type { Db, Listen } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";

/** The tables whose writes change what visitors see (see migrations/003_content_versions.sql). */
export type ContentScope = "pages" | "settings" | "metaheads";

export const CONTENT_SCOPES: readonly ContentScope[] = ["pages", "settings", "metaheads"];

/** The channel the database triggers NOTIFY on. */
export const CONTENT_CHANNEL = "content_changed";

/** The versions of every scope a process knew when it started reading something. */
export type VersionStamp = Readonly<Record<ContentScope, number> & { epoch: number }>;

/** One NOTIFY payload: a scope's new version and the page paths it touched (null: every page). */
export interface ContentChange {
  scope: ContentScope;
  version: number;
  paths: string[] | null;
}

const isScope = (value: unknown): value is ContentScope =>
  value === "pages" || value === "settings" || value === "metaheads";

/** The payload the trigger writes, or null when it is not one (never trusted blindly). */
export function parseContentChange(payload: string): ContentChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { scope, version, paths } = value as Record<string, unknown>;
  if (!isScope(scope) || typeof version !== "number") return null;
  if (paths === null || paths === undefined) return { scope, version, paths: null };
  if (!Array.isArray(paths)) return null;
  return { scope, version, paths: paths.filter((p): p is string => typeof p === "string") };
}

/** "a/b/c" → ["a/b/c", "a/b", "a"]: a folder's answer (its first child) depends on its children. */
export function pathAndAncestors(path: string): string[] {
  const out: string[] = [];
  for (let at = path.length; at > 0; at = path.lastIndexOf("/", at - 1))
    out.push(path.slice(0, at));
  return out;
}

/**
 * What one server process knows of the content versions, from the database's notifications.
 *
 * Something cached for a page path records the stamp (`current()`) taken before it read the
 * database, and stays fresh while no change to its scope, for every page or for its path, has a
 * higher version. A change that lands while it is being read therefore makes it stale at once:
 * nothing read before a write can outlive the write's notification.
 */
export class ContentVersions {
  private readonly known: Record<ContentScope, number> = { pages: 0, settings: 0, metaheads: 0 };
  /** The last version of each scope that touched every page. */
  private readonly everyPage: Record<ContentScope, number> = {
    pages: 0,
    settings: 0,
    metaheads: 0,
  };
  /** The last version of each scope that touched a path (or, for pages, a path inside it). */
  private readonly byPath: Record<ContentScope, Map<string, number>> = {
    pages: new Map(),
    settings: new Map(),
    metaheads: new Map(),
  };

  /** Grows when notifications may have been lost: everything stamped before is stale. */
  private epoch = 0;

  current(): VersionStamp {
    return { ...this.known, epoch: this.epoch };
  }

  /** Applies one change; older or repeated notifications change nothing that matters. */
  apply(change: ContentChange): void {
    const { scope, version } = change;
    this.known[scope] = Math.max(this.known[scope], version);
    if (change.paths === null) {
      this.everyPage[scope] = Math.max(this.everyPage[scope], version);
      // Every path is older than this now: the per-path marks add nothing.
      this.byPath[scope].clear();
      return;
    }
    const marks = this.byPath[scope];
    for (const path of change.paths)
      for (const touched of scope === "pages" ? pathAndAncestors(path) : [path])
        marks.set(touched, Math.max(marks.get(touched) ?? 0, version));
  }

  /**
   * After notifications may have been lost (or at start): everything cached before now is stale;
   * `read` are the counters as the database has them now.
   */
  invalidateAll(read?: Readonly<Record<ContentScope, number>>): void {
    this.epoch++;
    for (const scope of CONTENT_SCOPES) {
      this.known[scope] = Math.max(this.known[scope], read?.[scope] ?? 0);
      this.everyPage[scope] = this.known[scope];
      this.byPath[scope].clear();
    }
  }

  /** Whether something read at `stamp` for `path` (null: not about one page) is still current. */
  isFresh(stamp: VersionStamp, path: string | null, scopes = CONTENT_SCOPES): boolean {
    if (stamp.epoch !== this.epoch) return false;
    for (const scope of scopes) {
      if (this.everyPage[scope] > stamp[scope]) return false;
      if (path !== null && (this.byPath[scope].get(path) ?? 0) > stamp[scope]) return false;
    }
    return true;
  }
}

/** Reads the counters of every scope. */
export async function readContentVersions(db: Db): Promise<Record<ContentScope, number>> {
  const rows = rowsOf<{ scope: string; version: string | number }>(
    await db.execute(sql`SELECT scope, version FROM content_versions`),
  );
  const out: Record<ContentScope, number> = { pages: 0, settings: 0, metaheads: 0 };
  for (const row of rows) if (isScope(row.scope)) out[row.scope] = Number(row.version);
  return out;
}

/**
 * Keeps `versions` in step with the database: LISTEN first, then read the counters, so no write
 * falls between the two. After a lost connection everything is treated as changed.
 */
export async function followContentChanges(
  db: Db,
  listen: Listen,
  versions: ContentVersions,
  log: (message: string, detail?: unknown) => void,
): Promise<() => Promise<void>> {
  const stop = await listen(
    CONTENT_CHANNEL,
    (payload) => {
      const change = parseContentChange(payload);
      if (change) versions.apply(change);
      else {
        log("an unreadable content change notification: dropping every cached page", payload);
        versions.invalidateAll();
      }
    },
    () => {
      versions.invalidateAll();
      readContentVersions(db).then(
        (read) => versions.invalidateAll(read),
        (error: unknown) => log("the content versions could not be read after a reconnect", error),
      );
    },
  );
  versions.invalidateAll(await readContentVersions(db));
  return stop;
}
