import {
  type BlockMigration,
  blockMigrations,
  type StoredBlockShape,
} from "../../generated/migrations.ts";
import { blockRegistry, isBlockTemplateKey } from "../../generated/registry.ts";

export type { BlockMigration, StoredBlockShape };

/** The version a stored block without `version` is read as: every schema started at x-version 1. */
export const FIRST_BLOCK_VERSION = 1;

/** One stored block after its migrations ran: what changed, from which version to which. */
export interface MigratedBlock {
  /** The block in today's shape, carrying today's version; the input itself is never changed. */
  block: unknown;
  template: string;
  from: number;
  to: number;
  /** Names of the steps that ran, e.g. "1→2". Empty when the block was already current. */
  steps: string[];
  /** True when the stored JSON differs from what migration made of it (version stamp included). */
  isChanged: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The stored version, or the first one when absent or not a positive integer. */
export function storedVersion(raw: unknown): number {
  const version = isRecord(raw) ? raw.version : undefined;
  return typeof version === "number" && Number.isSafeInteger(version) && version >= 1
    ? version
    : FIRST_BLOCK_VERSION;
}

/**
 * Runs a stored block's migrations from its `version` (absent: 1) up to its schema's x-version
 * and stamps that version. Unknown templates and blocks that are not objects come back as they
 * are (validation names them). Each `up` also leaves a block already in its new shape unchanged,
 * so a block saved without its version (read as 1) is never migrated twice into nonsense.
 */
export function migrateBlock(
  raw: unknown,
  migrations: Readonly<Record<string, readonly BlockMigration[] | undefined>> = blockMigrations,
): MigratedBlock {
  const template = isRecord(raw) && typeof raw.template === "string" ? raw.template : "";
  const from = storedVersion(raw);
  if (!isRecord(raw) || !isBlockTemplateKey(template))
    return { block: raw, template, from, to: from, steps: [], isChanged: false };
  const target = blockRegistry[template].version;
  const steps: string[] = [];
  // A copy: validation fills defaults in place, and the caller's stored JSON must stay as it was.
  const { version: _stored, ...rest } = structuredClone(raw);
  let current: StoredBlockShape = {
    ...rest,
    template,
    fields: isRecord(rest.fields) ? rest.fields : {},
    groups: Array.isArray(rest.groups) ? rest.groups.filter(isRecord) : [],
  };
  let version = from;
  const list = migrations[template] ?? [];
  while (version < target) {
    const step = list.find((m) => m.from === version);
    if (!step) break;
    current = step.up(structuredClone(current));
    steps.push(`${step.from}→${step.to}`);
    version = step.to;
  }
  // A block whose chain is broken keeps its stored version, so validation reports it and a
  // later release that adds the missing step can still migrate it.
  const block = { ...current, version: Math.max(version, from) };
  return {
    block,
    template,
    from,
    to: block.version,
    steps,
    isChanged: canonicalJson(block) !== canonicalJson(raw),
  };
}

/** JSON with object keys sorted, so key order alone never counts as a change. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

/** The block without its version stamp: what the block's own validator checks. */
export function withoutVersion(block: unknown): unknown {
  if (!isRecord(block)) return block;
  const { version: _version, ...rest } = block;
  return rest;
}
