import type { LanguageCode } from "../../../generated/types.ts";
import { settingsDefaults } from "../../../generated/validate.ts";
import {
  CONTENT_SCOPES,
  type ContentScope,
  ContentVersions,
  followContentChanges,
  readContentVersions,
  type VersionStamp,
} from "../../cache/content-versions.ts";
import { LruMap } from "../../cache/lru.ts";
import { SharedRead } from "../../cache/shared-read.ts";
import { type AncestorPage, ancestorPaths } from "../../core/breadcrumbs.ts";
import type { NavEntry } from "../../core/navigation.ts";
import { type PreparedBlock, prepareBlock } from "../../core/prepare-blocks.ts";
import { mergeSettings, type SettingsMap } from "../../core/settings.ts";
import { type Db, notificationsOf } from "../../db/client.ts";
import { ancestorPages, listNavEntries } from "../navigation/index.ts";
import {
  findFirstChildPath,
  findPageForPreview,
  findPublishedPage,
  listMetaheads,
  listSettings,
  type MetaheadRow,
  type PageWithId,
  type PreviewedPage,
} from "./store.ts";

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
  private navHeld: Held<NavEntry[]> | null = null;
  private readonly pages = new LruMap<string, Held<PageLookup>>(PAGE_LIMIT);

  private constructor(
    private readonly db: Db,
    /** Null when this process gets no notifications: nothing is held. */
    readonly versions: ContentVersions | null,
    /** Whether each stamp reads the counters first (see Notifications.isImmediate). */
    private readonly isCheckedOnRead: boolean,
    readonly stop: () => Promise<void>,
  ) {}

  /** Follows the database's content notifications when it can (see runtime/db/client.ts). */
  static async open(db: Db, log: (message: string, detail?: unknown) => void): Promise<SiteData> {
    const notifications = notificationsOf(db);
    if (!notifications) return new SiteData(db, null, false, async () => {});
    const versions = new ContentVersions();
    const stop = await followContentChanges(db, notifications.listen, versions, log);
    return new SiteData(db, versions, !notifications.isImmediate, stop);
  }

  /**
   * The versions now, for something about to be read; null when nothing may be held. On a
   * PostgreSQL server the counters are read first (one primary-key read): a write committed
   * before this request whose notification is still on its way makes everything of its scope
   * stale, so a request never sees less than what was committed before it started, even in the
   * process that wrote. The notification, when it comes, adds nothing.
   */
  async stamp(): Promise<VersionStamp | null> {
    if (!this.versions) return null;
    if (this.isCheckedOnRead) {
      const read = await this.counters.read();
      const known = this.versions.current();
      for (const scope of CONTENT_SCOPES)
        if (read[scope] > known[scope])
          this.versions.apply({ scope, version: read[scope], paths: null });
    }
    return this.versions.current();
  }

  /** The counters' reads, one for every request that arrived while the previous one ran. */
  private readonly counters = new SharedRead(() => readContentVersions(this.db));

  isFresh(
    stamp: VersionStamp | null,
    path: string | null,
    scopes?: readonly ContentScope[],
  ): boolean {
    if (stamp === null || this.versions === null) return false;
    return this.versions.isFresh(stamp, path, scopes);
  }

  private hold<T>(
    stamp: VersionStamp | null,
    held: Held<T> | null | undefined,
    path: string | null,
    scopes: readonly ContentScope[],
    read: () => Promise<T>,
    keep: (next: Held<T>) => void,
    drop: (next: Held<T>) => void,
  ): Promise<T> {
    if (held && this.isFresh(held.stamp, path, scopes)) return held.value;
    const value = read();
    if (stamp === null) return value;
    // Concurrent requests share one read; a failed read is not kept.
    const next = { stamp, value };
    keep(next);
    value.catch(() => drop(next));
    return value;
  }

  /** Every setting over the schema defaults, as of `stamp` (see stamp()) or later. */
  settings(stamp: VersionStamp | null): Promise<SettingsMap> {
    return this.hold(
      stamp,
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
  globalMetaheads(stamp: VersionStamp | null): Promise<MetaheadRow[]> {
    return this.hold(
      stamp,
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

  /** The v2 navigation's entries; a change to them bumps the settings scope (migration 004). */
  navEntries(stamp: VersionStamp | null): Promise<NavEntry[]> {
    return this.hold(
      stamp,
      this.navHeld,
      null,
      ["settings"],
      () => listNavEntries(this.db),
      (next) => {
        this.navHeld = next;
      },
      (next) => {
        if (this.navHeld === next) this.navHeld = null;
      },
    );
  }

  /**
   * The published pages of a language above a page path, for its breadcrumbs: held while no
   * write is announced to the path or to one above it (a title or a publication changes the trail).
   */
  ancestors(
    path: string,
    lang: LanguageCode,
    stamp: VersionStamp | null = null,
  ): Promise<AncestorPage[]> {
    const key = `${lang}/${path}`;
    const held = this.ancestorsHeld.get(key);
    const paths = [path, ...ancestorPaths(path)];
    if (held && paths.every((p) => this.isFresh(held.stamp, p, ["pages"]))) return held.value;
    const value = ancestorPages(this.db, path, lang);
    if (stamp === null) return value;
    const next = { stamp, value };
    this.ancestorsHeld.set(key, next);
    value.catch(() => {
      if (this.ancestorsHeld.get(key) === next) this.ancestorsHeld.delete(key);
    });
    return value;
  }

  private readonly ancestorsHeld = new LruMap<string, Held<AncestorPage[]>>(PAGE_LIMIT);

  // Keyed by the page object SiteData holds for one published version of one path: a write
  // replaces the object, and the old one's blocks go with it.
  private readonly prepared = new WeakMap<PageWithId, PreparedBlock[]>();

  /**
   * The page's blocks prepared once per published version and process (migrated, validated with
   * defaults, sanitised: runtime/core prepareBlock); only the offer schedule is checked per request.
   */
  preparedBlocks(page: PageWithId): PreparedBlock[] {
    let out = this.prepared.get(page);
    if (!out) {
      out = page.blocks.map((raw, index) => prepareBlock(raw, index));
      this.prepared.set(page, out);
    }
    return out;
  }

  /**
   * The published page of a language at a lookup path, or null. Freshness goes by path alone
   * (the announcements carry paths): a write to /en/about also refreshes /ar/about, which costs
   * one read and is never wrong.
   */
  page(stamp: VersionStamp | null, path: string, lang: LanguageCode): Promise<PageLookup> {
    const key = `${lang}/${path}`;
    return this.hold(
      stamp,
      this.pages.get(key),
      path,
      PAGE_SCOPES,
      async () => {
        const page = await findPublishedPage(this.db, path, lang);
        const childPath =
          page?.page_type === "folder" ? await findFirstChildPath(this.db, page.path, lang) : null;
        return { page, childPath };
      },
      (next) => this.pages.set(key, next),
      (next) => {
        if (this.pages.get(key) === next) this.pages.delete(key);
      },
    );
  }

  /**
   * A page of any state with its working copy, for an editor's preview: read for each request,
   * never held (visitors never read it, and an editor expects the copy just saved).
   */
  async previewPage(
    path: string,
    lang: LanguageCode,
  ): Promise<(PreviewedPage & { childPath: string | null }) | null> {
    const found = await findPageForPreview(this.db, path, lang);
    if (!found) return null;
    const childPath =
      found.page.page_type === "folder"
        ? await findFirstChildPath(this.db, found.page.path, lang)
        : null;
    return { ...found, childPath };
  }
}
