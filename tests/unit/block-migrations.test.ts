import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import { blockMigrations } from "../../generated/migrations.ts";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import {
  canonicalJson,
  changeOf,
  migrateBlock,
  withoutVersion,
} from "../../runtime/core/block-migrations.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { demoContent } from "../../runtime/demo/demo-content.ts";
import { validateContent } from "../../runtime/features/content/validate-content.ts";

/** The `examples` of a block schema, read from the file as written. */
function exampleBlocks(key: string): unknown[] {
  const file = path.join(root, "schemas/blocks", `${key}.schema.json`);
  const schema = JSON.parse(readFileSync(file, "utf8")) as { examples?: unknown[] };
  return schema.examples ?? [];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const keys = Object.keys(blockRegistry) as BlockTemplateKey[];
const withMigrations = keys.flatMap((key) =>
  (blockMigrations[key] ?? []).map((m) => [key, `${m.from}→${m.to}`, m] as const),
);

/** Today's validator over a migrated block (its version stamp is the envelope, not content). */
function validateToday(key: BlockTemplateKey, block: unknown): string[] {
  const body = structuredClone(withoutVersion(block));
  const validate = blockValidators[key];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe("block migrations", () => {
  it("at least one block has a migration, so the path is exercised", () => {
    expect(withMigrations.length).toBeGreaterThan(0);
  });

  it("each migrations file beside a schema is in the generated index", () => {
    const files = readdirSync(path.join(root, "schemas/blocks")).filter((f) =>
      f.endsWith(".migrations.ts"),
    );
    expect(files.map((f) => f.replace(".migrations.ts", "")).sort()).toEqual(
      keys.filter((k) => blockMigrations[k]).sort(),
    );
  });

  it.each(keys)("%s: its migrations climb one version at a time to its x-version", (key) => {
    const list = blockMigrations[key] ?? [];
    const version = blockRegistry[key].version;
    // A schema at x-version N > 1 without steps 1→2 … N-1→N would strand stored content.
    expect(list.map((m) => [m.from, m.to])).toEqual(
      Array.from({ length: version - 1 }, (_v, i) => [i + 1, i + 2]),
    );
  });

  it.each(withMigrations)("%s %s turns its old fixture into its new one", (_key, _step, m) => {
    const old = structuredClone(m.old);
    expect(m.up(old)).toEqual(m.new);
    // Pure: the input is left as it was.
    expect(old).toEqual(m.old);
  });

  it.each(withMigrations)("%s %s leaves a block already in the new shape as it is", (_k, _s, m) => {
    expect(m.up(structuredClone(m.new))).toEqual(m.new);
  });

  it.each(withMigrations)(
    "%s %s: the old fixture, migrated all the way, validates against today's schema",
    (key, _step, m) => {
      const result = migrateBlock({ ...structuredClone(m.old), version: m.from });
      expect(result.to).toBe(blockRegistry[key].version);
      expect(result.steps.length).toBe(blockRegistry[key].version - m.from);
      expect(validateToday(key, result.block)).toEqual([]);
    },
  );

  it("reads a block without a version as version 1, and renders it after migrating", () => {
    const stored = {
      template: "lrdx-in-page-navigation",
      fields: {},
      groups: [{ label: "الطرازات", blockId: "models" }],
    };
    const prepared = prepareBlock(stored, 0);
    expect(prepared.kind).toBe("block");
    if (prepared.kind === "block")
      expect(prepared.block.groups[0]).toMatchObject({ block_scroll_id: "models" });
    expect(stored.groups[0]).toEqual({ label: "الطرازات", blockId: "models" });
  });

  it("never migrates a block past its stored version twice, and stamps the version", () => {
    const current = blockRegistry["lrdx-in-page-navigation"].version;
    const once = migrateBlock({ template: "lrdx-in-page-navigation", fields: {}, groups: [] });
    expect(once.block).toMatchObject({ version: current });
    const again = migrateBlock(once.block);
    expect(again.steps).toEqual([]);
    expect(changeOf(once.block, again)).toBe("none");
    expect(changeOf({ template: "lrdx-in-page-navigation", fields: {}, groups: [] }, once)).toBe(
      "stamp",
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });
});

describe("stored content against today's schemas (a schema change without a migration fails here)", () => {
  it("the demo content validates after migrating", () => {
    const result = validateContent(demoContent());
    expect(result.problems).toEqual([]);
  });

  it.each(keys)("%s: every schema example validates as stored content", (key) => {
    const examples = exampleBlocks(key);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      // Examples are in today's shape; stored without a version they are read as 1, so this
      // also proves each migration leaves a block already in today's shape alone.
      const migrated = migrateBlock(structuredClone(example));
      expect(canonicalJson(withoutVersion(migrated.block))).toBe(canonicalJson(example));
      expect(validateToday(key, migrated.block)).toEqual([]);
    }
  });
});
