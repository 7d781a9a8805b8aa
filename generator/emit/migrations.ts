import { existsSync } from "node:fs";
import path from "node:path";
import type { GeneratorCtx } from "../ctx.ts";
import type { IR } from "../ir.ts";
import { banner, type Emitted } from "./banner.ts";

/** Where a block's migrations live: beside its schema, `<key>.migrations.ts`. */
function migrationsFile(ctx: GeneratorCtx, key: string): string {
  return `${ctx.schemasDir}/blocks/${key}.migrations.ts`;
}

/**
 * The block keys that have a migrations file. The one disk read of this output, kept apart from
 * the emitter so the emitter stays a pure function of its inputs.
 */
export function findBlockMigrations(ir: IR, ctx: GeneratorCtx): string[] {
  return ir.blocks
    .map((b) => b.key)
    .filter((key) => existsSync(path.join(ctx.root, migrationsFile(ctx, key))));
}

const identifier = (key: string): string =>
  `${key.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())}Migrations`;

/** Migrations index: template key -> its block's `{from, to, up}` steps, imported from schemas/blocks. */
export function emitMigrations(ir: IR, ctx: GeneratorCtx, keys: readonly string[]): Emitted {
  const known = new Set(ir.blocks.map((b) => b.key));
  const withMigrations = [...keys].filter((k) => known.has(k)).sort();
  const fromOut = path.posix.relative(ctx.outDir, ".") || ".";
  const text = [
    banner(ctx, [migrationsFile(ctx, "*")]),
    ...withMigrations.map(
      (k) =>
        `import { migrations as ${identifier(k)} } from "${fromOut}/${migrationsFile(ctx, k)}";`,
    ),
    'import type { BlockTemplateKey } from "./types.ts";',
    "",
    "/** A stored block as a migration reads and writes it: plain JSON, before validation. */",
    "export interface StoredBlockShape {",
    "  template: string;",
    "  fields: Record<string, unknown>;",
    "  groups: Record<string, unknown>[];",
    "}",
    "",
    "/**",
    " * One step of a block schema's history: `up` turns an instance of x-version `from` into one of",
    " * `to` (pure; an instance already in the new shape comes back unchanged). `old` and `new` are",
    " * fixtures: `up(old)` must equal `new`, and `new` must validate against today's schema.",
    " */",
    "export interface BlockMigration {",
    "  from: number;",
    "  to: number;",
    "  /** What changed in the schema and why, for the migration report. */",
    "  why: string;",
    "  up: (block: StoredBlockShape) => StoredBlockShape;",
    "  old: StoredBlockShape;",
    "  new: StoredBlockShape;",
    "}",
    "",
    "/** Template key -> its migrations, oldest first; a block without migrations has no entry. */",
    "export const blockMigrations: { readonly [K in BlockTemplateKey]?: readonly BlockMigration[] } = {",
    ...withMigrations.map((k) => `  ${JSON.stringify(k)}: ${identifier(k)},`),
    "};",
    "",
  ].join("\n");
  return { path: "migrations.ts", text };
}
