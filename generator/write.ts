import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GeneratorCtx } from "./ctx.ts";
import type { Emitted } from "./emit/banner.ts";

interface WriteReport {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/** Phase 7, the only one that touches the disk: rewrites a file only when its text changed. */
export function writeGenerated(files: Emitted[], ctx: GeneratorCtx): WriteReport {
  const outDir = path.join(ctx.root, ctx.outDir);
  mkdirSync(outDir, { recursive: true });
  const report: WriteReport = { written: [], unchanged: [], removed: [] };
  const wanted = new Set(files.map((f) => f.path));
  for (const f of files) {
    const target = path.join(outDir, f.path);
    mkdirSync(path.dirname(target), { recursive: true });
    if (existsSync(target) && readFileSync(target, "utf8") === f.text) {
      report.unchanged.push(f.path);
      continue;
    }
    writeFileSync(target, f.text);
    report.written.push(f.path);
  }
  for (const name of readdirSync(outDir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(outDir, name);
    const relative = name.split(path.sep).join("/");
    if (
      !wanted.has(relative) &&
      !isOwnedElsewhere(relative) &&
      !name.endsWith("README.md") &&
      !isDir(full)
    ) {
      rmSync(full);
      report.removed.push(name);
    }
  }
  return report;
}

/** generated/thumbnails/ is drawn by `npm run thumbnails` (a browser), not by this pipeline. */
export function isOwnedElsewhere(relativePath: string): boolean {
  return relativePath === "thumbnails" || relativePath.startsWith("thumbnails/");
}

function isDir(p: string): boolean {
  try {
    return readdirSync(p) !== undefined;
  } catch {
    return false;
  }
}
