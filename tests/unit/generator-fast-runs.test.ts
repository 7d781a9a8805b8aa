import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultCtx, type GeneratorCtx, resolveCtx } from "../../generator/ctx.ts";
import { GeneratorError } from "../../generator/errors.ts";
import {
  currentOutputs,
  inputsHash,
  isUpToDate,
  stampPath,
  writeStamp,
} from "../../generator/fingerprint.ts";
import { generate } from "../../generator/pipeline.ts";
import { startValidatorsWorker } from "../../generator/worker.ts";

/*
 * The two ways `npm run generate` saves time: the schemas checked and the validators emitted on a
 * worker thread (the same files, the same failures), and a run with nothing changed stopping
 * after hashing — but never when anything it depends on changed.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) {
    rmSync(stampPath(resolveCtx({ root })), { force: true });
    rmSync(root, { recursive: true, force: true });
  }
});

/** A temporary project root holding a copy of schemas/ and of generated/. */
function tmpRoot(): GeneratorCtx {
  const root = mkdtempSync(path.join(os.tmpdir(), "generator-fast-"));
  roots.push(root);
  for (const dir of [defaultCtx.schemasDir, defaultCtx.outDir])
    cpSync(path.join(defaultCtx.root, dir), path.join(root, dir), {
      recursive: true,
      dereference: true,
    });
  return resolveCtx({ root });
}

describe("with the validators worker", () => {
  it("generate emits the same files, in the same order, as on one thread", async () => {
    const one = await generate(defaultCtx);
    const two = await generate(defaultCtx, { validators: startValidatorsWorker(defaultCtx) });
    expect(two.files.map((f) => f.path)).toEqual(one.files.map((f) => f.path));
    for (const [i, f] of two.files.entries())
      expect(f.text === one.files[i]?.text, `${f.path} differs with the worker`).toBe(true);
  }, 120_000);

  it("a broken schema fails with the check's problems, as on one thread", async () => {
    const ctx = tmpRoot();
    const file = path.join(ctx.root, "schemas/blocks/lrdx-quote.schema.json");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace('"const": "lrdx-quote"', '"const": "lrdx-accordion"'));
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e,
      );
    const one = await failure(generate(ctx));
    const two = await failure(generate(ctx, { validators: startValidatorsWorker(ctx) }));
    expect(one).toBeInstanceOf(GeneratorError);
    expect(two).toBeInstanceOf(GeneratorError);
    expect(String(two)).toBe(String(one));
    expect(String(two)).toContain("must equal x-key (rule: template-const-is-key)");
  }, 120_000);
});

describe("a run with nothing changed", () => {
  it("is up to date only while the inputs and generated/ are what the last run left", () => {
    const ctx = tmpRoot();
    const outDir = path.join(ctx.root, ctx.outDir);
    const inputs = inputsHash(ctx);
    expect(isUpToDate(ctx, inputs), "no run recorded yet").toBe(false);
    writeStamp(ctx, { inputs, outputs: currentOutputs(ctx) });
    expect(isUpToDate(ctx, inputs)).toBe(true);
    expect(inputsHash(ctx)).toBe(inputs);

    // A schema edited: the inputs differ.
    const schema = path.join(ctx.root, "schemas/blocks/lrdx-quote.schema.json");
    const text = readFileSync(schema, "utf8");
    writeFileSync(schema, text.replace('"x-label"', '"x-list-priority": 26, "x-label"'));
    expect(inputsHash(ctx)).not.toBe(inputs);
    writeFileSync(schema, text);
    expect(inputsHash(ctx)).toBe(inputs);

    // A file added beside the schemas (a block's migrations) counts too.
    const migrations = path.join(ctx.root, "schemas/blocks/lrdx-quote.migrations.ts");
    writeFileSync(migrations, "export const migrations = [];\n");
    expect(inputsHash(ctx)).not.toBe(inputs);
    unlinkSync(migrations);

    // generated/ edited, emptied of a file or given a stray one: not up to date.
    const types = path.join(outDir, "types.ts");
    const typesText = readFileSync(types, "utf8");
    writeFileSync(types, `${typesText}// edited by hand\n`);
    expect(isUpToDate(ctx, inputs)).toBe(false);
    unlinkSync(types);
    expect(isUpToDate(ctx, inputs)).toBe(false);
    writeFileSync(types, typesText);
    expect(isUpToDate(ctx, inputs)).toBe(true);
    writeFileSync(path.join(outDir, "stray.ts"), "export {};\n");
    expect(isUpToDate(ctx, inputs)).toBe(false);
    unlinkSync(path.join(outDir, "stray.ts"));
    // A README in generated/ is not the pipeline's: it never makes a run necessary.
    writeFileSync(path.join(outDir, "README.md"), "notes\n");
    expect(isUpToDate(ctx, inputs)).toBe(true);
  });
});
