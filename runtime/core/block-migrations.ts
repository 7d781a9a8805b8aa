import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
import {
  type BlockMigration,
  blockMigrations,
  type StoredBlockShape,
} from "../../generated/migrations.ts";
import { isRecord } from "./records.ts";

/** The version a stored block without `version` is read as: every schema started at x-version 1. */
const FIRST_BLOCK_VERSION = 1;

/** One stored block after its migrations ran: what changed, from which version to which. */
interface MigratedBlock {
  /** The block in today's shape, carrying today's version; the input itself is never changed. */
  block: unknown;
  template: string;
  from: number;
  to: number;
  /** Names of the steps that ran, e.g. "1→2". Empty when the block was already current. */
  steps: string[];
}

/** The stored version, or the first one when absent or not a positive integer. */
function storedVersion(raw: unknown): number {
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
  // Not a block this site can migrate: validation names what is wrong with it. Copied too, so
  // that validating what comes back never fills defaults into the caller's JSON.
  const unchanged = () => ({ block: structuredClone(raw), template, from, to: from, steps: [] });
  if (!isRecord(raw) || !isBlockTemplateKey(template)) return unchanged();
  const fields = raw.fields ?? {};
  const groups = raw.groups ?? [];
  if (!isRecord(fields) || !Array.isArray(groups) || !groups.every(isRecord)) return unchanged();
  const target = blockRegistry[template].version;
  const steps: string[] = [];
  // A copy: validation fills defaults in place, and the caller's stored JSON must stay as it was.
  const { version: _stored, fields: f, groups: g, ...rest } = structuredClone(raw);
  // Checked above: fields is an object (or absent), groups an array of objects (or absent).
  let current: StoredBlockShape = {
    ...rest,
    template,
    fields: isRecord(f) ? f : {},
    groups: Array.isArray(g) ? g.filter(isRecord) : [],
  };
  let version = from;
  const list = migrations[template] ?? [];
  while (version < target) {
    const step = list.find((m) => m.from === version);
    if (!step) break;
    current = step.up(current);
    steps.push(`${step.from}→${step.to}`);
    version = step.to;
  }
  // A block whose chain is broken keeps its stored version, so validation reports it and a
  // later release that adds the missing step can still migrate it.
  const block = { ...current, version };
  return { block, template, from, to: version, steps };
}

/** Whether migrating changed the stored JSON: content, or only the version stamp, or nothing. */
export function changeOf(raw: unknown, migrated: MigratedBlock): "content" | "stamp" | "none" {
  if (canonicalJson(withoutVersion(raw)) !== canonicalJson(withoutVersion(migrated.block)))
    return "content";
  const stored = isRecord(raw) ? raw.version : undefined;
  const stamped = isRecord(migrated.block) ? migrated.block.version : undefined;
  return stored === stamped ? "none" : "stamp";
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
