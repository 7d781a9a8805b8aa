import { settingsDefaults } from "../../generated/validate.ts";
import { mergeSettings, type SettingsMap } from "../core/settings.ts";
import { type Db, listenerOf } from "../db/client.ts";
import {
  findFirstChildPath,
  findPublishedPage,
  listMetaheads,
  listSettings,
  type MetaheadRow,
  type PageWithId,
} from "../db/repo.ts";
import {
  type ContentScope,
  ContentVersions,
  followContentChanges,
  type VersionStamp,
} from "./content-versions.ts";
import { LruMap } from "./lru.ts";

/** A published page as the site route needs it: the row with its metaheads, a folder's first child. */
export interface PageLookup {
  page: PageWithId | null;
  /** The first published page inside it, when the page is a folder. */
  childPath: string | null;
}

interface Held<T> {
  stamp: VersionStamp;
  value: Promise<T>;
}

/** How many page paths (found or not) are held; the least recently read go first. */
const PAGE_LIMIT = 2000;

const PAGE_SCOPES: readonly ContentScope[] = ["pages", "metaheads"];

/**
 * What the site reads from the database for a page: settings, global metaheads and the page,
 * held in memory while the database announces no write that touches them (see
 * ContentVersions). Without notifications (a database that openDatabase did not open), every
 * call reads the database, as before.
 */
export class SiteData {
  private settingsHeld: Held<SettingsMap> | null = null;
  private globalsHeld: Held<MetaheadRow[]> | null = null;
  private readonly pages = new LruMap<string, Held<PageLookup>>(PAGE_LIMIT);

  private constructor(
    private readonly db: Db,
    /** Null when this process gets no notifications: nothing is held. */
    readonly versions: ContentVersions | null,
    readonly stop: () => Promise<void>,
  ) {}

  /** Follows the database's content notifications when it can (see runtime/db/client.ts). */
  static async open(db: Db, log: (message: string, detail?: unknown) => void): Promise<SiteData> {
    const listen = listenerOf(db);
    if (!listen) return new SiteData(db, null, async () => {});
    const versions = new ContentVersions();
    const stop = await followContentChanges(db, listen, versions, log);
    return new SiteData(db, versions, stop);
  }

  /** The versions now, for something about to be read; null when nothing may be held. */
  stamp(): VersionStamp | null {
    return this.versions?.current() ?? null;
  }

  isFresh(
    stamp: VersionStamp | null,
    path: string | null,
    scopes?: readonly ContentScope[],
  ): boolean {
    if (stamp === null || this.versions === null) return false;
    return this.versions.isFresh(stamp, path, scopes);
  }

  private hold<T>(
    held: Held<T> | null | undefined,
    path: string | null,
    scopes: readonly ContentScope[],
    read: () => Promise<T>,
    keep: (next: Held<T>) => void,
    drop: (next: Held<T>) => void,
  ): Promise<T> {
    if (held && this.isFresh(held.stamp, path, scopes)) return held.value;
    const stamp = this.stamp();
    const value = read();
    if (stamp === null) return value;
    // Concurrent requests share one read; a failed read is not kept.
    const next = { stamp, value };
    keep(next);
    value.catch(() => drop(next));
    return value;
  }

  /** Every setting over the schema defaults. */
  settings(): Promise<SettingsMap> {
    return this.hold(
      this.settingsHeld,
      null,
      ["settings"],
      async () => mergeSettings(settingsDefaults, await listSettings(this.db)),
      (next) => {
        this.settingsHeld = next;
      },
      (next) => {
        if (this.settingsHeld === next) this.settingsHeld = null;
      },
    );
  }

  /** The metaheads of no page, which every document carries. */
  globalMetaheads(): Promise<MetaheadRow[]> {
    return this.hold(
      this.globalsHeld,
      null,
      ["metaheads"],
      () => listMetaheads(this.db, null),
      (next) => {
        this.globalsHeld = next;
      },
      (next) => {
        if (this.globalsHeld === next) this.globalsHeld = null;
      },
    );
  }

  /** The published page at a lookup path, or null. */
  page(path: string): Promise<PageLookup> {
    return this.hold(
      this.pages.get(path),
      path,
      PAGE_SCOPES,
      async () => {
        const page = await findPublishedPage(this.db, path);
        const childPath =
          page?.page_type === "folder" ? await findFirstChildPath(this.db, page.path) : null;
        return { page, childPath };
      },
      (next) => this.pages.set(path, next),
      (next) => {
        if (this.pages.get(path) === next) this.pages.delete(path);
      },
    );
  }
}
