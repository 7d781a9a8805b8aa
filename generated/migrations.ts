// Generated from schemas/blocks/*.migrations.ts by `npm run generate`. Do not edit: change the schema and regenerate.

import { migrations as lrdxInPageNavigationMigrations } from "../schemas/blocks/lrdx-in-page-navigation.migrations.ts";
import type { BlockTemplateKey } from "./types.ts";

/** A stored block as a migration reads and writes it: plain JSON, before validation. */
export interface StoredBlockShape {
  template: string;
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
}

/**
 * One step of a block schema's history: `up` turns an instance of x-version `from` into one of
 * `to` (pure; an instance already in the new shape comes back unchanged). `old` and `new` are
 * fixtures: `up(old)` must equal `new`, and `new` must validate against today's schema.
 */
export interface BlockMigration {
  from: number;
  to: number;
  /** What changed in the schema and why, for the migration report. */
  why: string;
  up: (block: StoredBlockShape) => StoredBlockShape;
  old: StoredBlockShape;
  new: StoredBlockShape;
}

/** Template key -> its migrations, oldest first; a block without migrations has no entry. */
export const blockMigrations: { readonly [K in BlockTemplateKey]?: readonly BlockMigration[] } = {
  "lrdx-in-page-navigation": lrdxInPageNavigationMigrations,
};
