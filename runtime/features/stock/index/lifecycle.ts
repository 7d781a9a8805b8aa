import type { Db } from "../../../db/client.ts";
import { notificationsOf } from "../../../db/client.ts";
import { buildListingIndex, type DocumentReader, readStockVersion } from "./build.ts";
import type { ListingIndex } from "./listing-index.ts";

/**
 * The indexes' life cycle: each process rebuilds a list's index when the stock changes. The stock
 * tables' triggers NOTIFY stock_changed with the new version (migrations/012_stock.sql); on a
 * PostgreSQL server the version is also read at most once a second, so a lost notification
 * delays a change by a second at most.
 */

export interface IndexOptions {
  /** Each index holds its vehicles written, as this reads them (none: the columns only). */
  documents?: DocumentReader;
  /** How long a request waits for a rebuilt index before the held one answers it (REBUILD_WAIT_MS). */
  rebuildWaitMs?: number;
}

/** How long a request waits for a list's index to be rebuilt before the held one answers it. */
const REBUILD_WAIT_MS = 2000;

/** How often a PostgreSQL server's stock version is read besides the notifications. */
const VERSION_CHECK_MS = 1000;

/**
 * Every publication list's index in this process, rebuilt when the stock version moves past the
 * one it was read at; one build at a time per list, shared by the requests that wait for it.
 */
export class ListingIndexes {
  private latest = 0;
  private lastChecked = 0;
  private readonly held = new Map<number, ListingIndex>();
  private readonly building = new Map<number, Promise<ListingIndex>>();

  private constructor(
    private readonly db: Db,
    private readonly isCheckedOnRead: boolean,
    readonly stop: () => Promise<void>,
    private readonly options: IndexOptions,
  ) {}

  /** The indexes of this database's lists (see IndexOptions). */
  static async open(db: Db, options: IndexOptions = {}): Promise<ListingIndexes> {
    const notifications = notificationsOf(db);
    let indexes: ListingIndexes | null = null;
    if (!notifications) return new ListingIndexes(db, true, async () => {}, options);
    const stop = await notifications.listen(
      "stock_changed",
      (payload) => {
        const version = Number(payload);
        if (indexes && Number.isFinite(version) && version > indexes.latest)
          indexes.latest = version;
      },
      () => {
        // Notifications were lost: read the version before the next answer.
        if (indexes) indexes.lastChecked = 0;
      },
    );
    indexes = new ListingIndexes(db, !notifications.isImmediate, stop, options);
    return indexes;
  }

  /** The newest stock version this process knows (read from a server at most once a second). */
  async latestVersion(): Promise<number> {
    const now = Date.now();
    if (this.isCheckedOnRead && now - this.lastChecked >= VERSION_CHECK_MS) {
      this.lastChecked = now;
      this.latest = Math.max(this.latest, await readStockVersion(this.db));
    }
    return this.latest;
  }

  /**
   * The list's index, fresh as of the newest stock version this process knows. While a newer one
   * is built (seconds for 100,000 vehicles), a request waits for it up to REBUILD_WAIT_MS and is
   * then answered from the one held; only a list's first index is always waited for.
   */
  async get(listingId: number): Promise<ListingIndex> {
    await this.latestVersion();
    const held = this.held.get(listingId);
    if (held && held.version >= this.latest) return held;
    let pending = this.building.get(listingId);
    if (!pending) {
      pending = this.build(listingId).finally(() => this.building.delete(listingId));
      this.building.set(listingId, pending);
    }
    if (!held) return pending;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<ListingIndex>((resolve) => {
      timer = setTimeout(() => resolve(held), this.options.rebuildWaitMs ?? REBUILD_WAIT_MS);
    });
    return Promise.race([pending, waited]).finally(() => clearTimeout(timer));
  }

  private async build(listingId: number): Promise<ListingIndex> {
    const index = await buildListingIndex(this.db, listingId, this.options.documents);
    if (index.version > this.latest) this.latest = index.version;
    this.held.set(listingId, index);
    return index;
  }
}
