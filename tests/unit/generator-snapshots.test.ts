import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { defaultCtx, type GeneratorCtx } from "../../generator/ctx.ts";
import type { SchemaSet } from "../../generator/load.ts";
import { generate } from "../../generator/pipeline.ts";
import { isOwnedElsewhere } from "../../generator/write.ts";

/**
 * Whole-output snapshots of `generate(defaultCtx)` plus the drift checks: generation is
 * deterministic and pure, and the committed generated/ is what the schemas produce today.
 */

// Every schema set `generate` loads, with a deep copy taken before anything else sees it.
const loads = vi.hoisted(() => [] as { set: SchemaSet; before: SchemaSet }[]);
vi.mock("../../generator/load.ts", async (importOriginal) => {
  const mod = await importOriginal<typeof import("../../generator/load.ts")>();
  return {
    ...mod,
    loadSchemas: (ctx: GeneratorCtx): SchemaSet => {
      const set = mod.loadSchemas(ctx);
      loads.push({ set, before: structuredClone(set) });
      return set;
    },
  };
});

const first = await generate(defaultCtx);
const second = await generate(defaultCtx);
const outDir = path.join(defaultCtx.root, defaultCtx.outDir);
const isCode = (p: string): boolean => /\.(ts|js)$/.test(p);

describe("generated file snapshots", () => {
  it.each(first.files)("$path", async ({ path: file, text }) => {
    await expect(text).toMatchFileSnapshot(`__snapshots__/generated/${file}.snap`);
  });
});

describe("generation is deterministic and pure", () => {
  it("emits the same files in the same order twice", () => {
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
  });

  it.each(first.files.map((f, i) => ({ path: f.path, text: f.text, again: second.files[i] })))(
    "$path is identical on a second run",
    ({ path: file, text, again }) => {
      expect(again?.path).toBe(file);
      expect(again?.text === text, `${file} differs between two runs of generate`).toBe(true);
    },
  );

  it("emits each path once", () => {
    const paths = first.files.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("does not mutate the schemas it loaded", () => {
    expect(loads).toHaveLength(2);
    for (const { set, before } of loads) expect(set).toEqual(before);
  });
});

/** 1-based number of the first line where two texts differ. */
function firstDifferentLine(a: string, b: string): number {
  const la = a.split("\n");
  const lb = b.split("\n");
  const n = Math.max(la.length, lb.length);
  for (let i = 0; i < n; i++) if (la[i] !== lb[i]) return i + 1;
  return 0;
}

describe("generated/ is fresh", () => {
  it.each(first.files)("generated/$path matches the schemas", ({ path: file, text }) => {
    let committed: string | undefined;
    try {
      committed = readFileSync(path.join(outDir, file), "utf8");
    } catch {
      committed = undefined;
    }
    expect(
      committed,
      `generated/${file} is missing: run \`npm run generate\` and commit it`,
    ).toBeDefined();
    expect(
      committed === text,
      `generated/${file} is stale (first difference at line ${firstDifferentLine(committed ?? "", text)}): run \`npm run generate\` and commit the result`,
    ).toBe(true);
  });

  it("holds no file the generator does not emit", () => {
    const emitted = new Set(first.files.map((f) => f.path));
    const stray = readdirSync(outDir, { recursive: true, encoding: "utf8" })
      .filter((name) => statSync(path.join(outDir, name)).isFile())
      .map((name) => name.split(path.sep).join("/"))
      .filter(
        (name) => !name.endsWith("README.md") && !isOwnedElsewhere(name) && !emitted.has(name),
      );
    expect(stray, "stray files in generated/: run `npm run generate` to remove them").toEqual([]);
  });
});

describe("banners", () => {
  const bannerLine =
    /^\/\/ Generated from .+ by `npm run generate`\. Do not edit: change the schema and regenerate\.\n/;

  it.each(first.files.filter((f) => isCode(f.path)))("$path starts with the banner", ({ text }) => {
    expect(text).toMatch(bannerLine);
  });

  it.each(first.files.filter((f) => f.path.endsWith(".json")))(
    "$path says it in $comment",
    ({ text }) => {
      const doc = JSON.parse(text) as { $comment?: unknown };
      expect(doc.$comment).toMatch(/^Generated from .+ by `npm run generate`\./);
    },
  );

  it("every emitted file is code or JSON", () => {
    expect(first.files.filter((f) => !isCode(f.path) && !f.path.endsWith(".json"))).toEqual([]);
  });
});
