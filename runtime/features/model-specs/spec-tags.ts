import type { ModelSpec, ModelSpecValues } from "../../../generated/types.ts";
import type { ContentScope, VersionStamp } from "../../cache/content-versions.ts";
import { LruMap } from "../../cache/lru.ts";
import type { PreparedBlock } from "../../core/prepare-blocks.ts";
import { fillPageSpecTags, fillSpecTags, type SpecBatchLoader } from "../../core/spec-tags.ts";

/** How many model keys (found or not) are held; the least recently read go first. */
const MODEL_LIMIT = 1000;

/** A write to model_specs bumps the settings scope for every page (migration 008). */
const SPEC_SCOPES: readonly ContentScope[] = ["settings"];

/** What tells whether something read at a stamp is still current (SiteData). */
interface Freshness {
  isFresh(
    stamp: VersionStamp | null,
    path: string | null,
    scopes?: readonly ContentScope[],
  ): boolean;
}

/** Fills the `<spec>` tags of one render's prepared blocks (a copy; the held blocks are not changed). */
export type SpecTagFiller = (
  blocks: readonly PreparedBlock[],
  stamp: VersionStamp | null,
) => Promise<PreparedBlock[]>;

/** Where no specs are known: every tag shows nothing. */
export const specTagsUnfilled: SpecTagFiller = async (blocks) => fillSpecTags(blocks, new Map());

interface Held {
  stamp: VersionStamp;
  specs: ModelSpecValues | null;
}

/**
 * Model specs held in memory per model key (000 §3: "Cached per model key"), for the spec tags of
 * rendered pages. An entry, found or not, stays while the database announces no write to
 * model_specs (its trigger bumps the settings scope, which every process hears, see
 * runtime/cache/content-versions.ts): after a write, the next render reads the keys it needs
 * again. Without notifications (stamp null) nothing is held and every render reads.
 */
export class ModelSpecCache {
  private readonly held = new LruMap<string, Held>(MODEL_LIMIT);

  constructor(
    /** One read of several models (the ones that exist, any order). */
    private readonly fetch: (keys: readonly string[]) => Promise<ModelSpec[]>,
    private readonly freshness: Freshness,
    private readonly log: (message: string, detail?: unknown) => void,
  ) {}

  /**
   * The batch loader of one render that took `stamp` before reading anything: every key maps to
   * its specs or null (no such model, or the read failed: logged, and not held). The keys not
   * held are read in one query.
   */
  loader(stamp: VersionStamp | null): SpecBatchLoader {
    return async (keys) => {
      const out = new Map<string, ModelSpecValues | null>();
      const missing: string[] = [];
      for (const key of keys) {
        const held = this.held.get(key);
        if (held && this.freshness.isFresh(held.stamp, null, SPEC_SCOPES)) out.set(key, held.specs);
        else missing.push(key);
      }
      if (missing.length === 0) return out;
      let found: ModelSpec[];
      try {
        found = await this.fetch(missing);
      } catch (error) {
        this.log("the model specs could not be read", error);
        for (const key of missing) out.set(key, null);
        return out;
      }
      const byKey = new Map(found.map((m) => [m.key, m.specs]));
      for (const key of missing) {
        const specs = byKey.get(key) ?? null;
        out.set(key, specs);
        if (stamp !== null) this.held.set(key, { stamp, specs });
      }
      return out;
    };
  }

  /** One render's tags filled with ONE batched load (runtime/core/spec-tags.ts fillPageSpecTags). */
  readonly filler: SpecTagFiller = (blocks, stamp) => fillPageSpecTags(blocks, this.loader(stamp));
}
