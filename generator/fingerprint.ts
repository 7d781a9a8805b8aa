import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GeneratorCtx } from "./ctx.ts";
import { isOwnedElsewhere } from "./write.ts";

/*
 * A run of `npm run generate` with nothing changed returns after hashing. The stamp it compares
 * with is written after every full run: the hash of everything generation reads (the schemas, the
 * generator's own sources, the installed packages, Node's version, the options) and the hash of
 * every file it wrote. Any difference — a schema, an emitter, a dependency, a generated file
 * edited, deleted or added by hand — makes the next run a full one, so the shortcut is never
 * wrong; `--force` skips it.
 */

/** What one full run recorded. */
export interface Stamp {
  /** Hash of every input (`inputsHash`). */
  inputs: string;
  /** Each generated file (path relative to the output folder) -> hash of its text. */
  outputs: Record<string, string>;
}

const generatorDir = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(generatorDir, "..");

const sha256 = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");

/** Every file under a folder, relative paths in a stable order ("/"-separated); none when absent. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join("/"))
    .sort();
}

/**
 * The hash of everything a run's output depends on: every file under the schemas folder (schemas,
 * the route table, block migrations), every source of the generator, the installed packages
 * (npm's record of node_modules, else the lock file), Node's version and the run's options.
 */
export function inputsHash(ctx: GeneratorCtx): string {
  const hash = createHash("sha256");
  const add = (label: string, data: string | Buffer) => {
    hash.update(`${label}\0${data.length}\0`);
    hash.update(data);
  };
  add("node", process.version);
  add("ctx", JSON.stringify(ctx));
  const schemasDir = path.join(ctx.root, ctx.schemasDir);
  for (const name of filesUnder(schemasDir))
    add(`schemas/${name}`, readFileSync(path.join(schemasDir, name)));
  for (const name of filesUnder(generatorDir).filter((n) => n.endsWith(".ts")))
    add(`generator/${name}`, readFileSync(path.join(generatorDir, name)));
  const packages = ["node_modules/.package-lock.json", "package-lock.json"]
    .map((p) => path.join(projectRoot, p))
    .find((p) => existsSync(p));
  add("packages", packages ? readFileSync(packages) : "");
  return hash.digest("hex");
}

/** Each emitted file's hash, as the stamp records it. */
export function outputHashes(files: readonly { path: string; text: string }[]): Stamp["outputs"] {
  return Object.fromEntries(files.map((f) => [f.path, sha256(f.text)]));
}

/**
 * The output folder as it is now, hashed like `outputHashes`: every file the pipeline owns (not the
 * thumbnails, nor a README it leaves alone).
 */
export function currentOutputs(ctx: GeneratorCtx): Stamp["outputs"] {
  const outDir = path.join(ctx.root, ctx.outDir);
  return Object.fromEntries(
    filesUnder(outDir)
      .filter((name) => !isOwnedElsewhere(name) && !name.endsWith("README.md"))
      .map((name) => [name, sha256(readFileSync(path.join(outDir, name)))]),
  );
}

/** Where the stamp of an output folder is kept: npm's cache folder, never committed. */
export function stampPath(ctx: GeneratorCtx): string {
  const outDir = path.resolve(ctx.root, ctx.outDir);
  return path.join(
    projectRoot,
    "node_modules",
    ".cache",
    "generator",
    `${sha256(outDir).slice(0, 16)}.json`,
  );
}

function readStamp(ctx: GeneratorCtx): Stamp | null {
  try {
    const json: unknown = JSON.parse(readFileSync(stampPath(ctx), "utf8"));
    if (typeof json !== "object" || json === null) return null;
    const inputs = "inputs" in json ? json.inputs : undefined;
    const outputs = "outputs" in json ? json.outputs : undefined;
    if (typeof inputs !== "string" || typeof outputs !== "object" || outputs === null) return null;
    const entries = Object.entries(outputs);
    if (!entries.every((e): e is [string, string] => typeof e[1] === "string")) return null;
    return { inputs, outputs: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

/** True when the last full run had these inputs and the output folder still holds exactly what it wrote. */
export function isUpToDate(ctx: GeneratorCtx, inputs: string): boolean {
  const stamp = readStamp(ctx);
  if (!stamp || stamp.inputs !== inputs) return false;
  const now = currentOutputs(ctx);
  const recorded = Object.keys(stamp.outputs);
  return (
    recorded.length === Object.keys(now).length &&
    recorded.every((file) => now[file] === stamp.outputs[file])
  );
}

/** Records a full run; a cache that cannot be written only costs the next run its shortcut. */
export function writeStamp(ctx: GeneratorCtx, stamp: Stamp): void {
  try {
    const file = stampPath(ctx);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stamp)}\n`);
  } catch {
    // read-only node_modules: every run is a full one
  }
}
