import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface SiteAssets {
  /** URL of the one stylesheet: base styles, the shell's stylesheets (site/shell/*.css), the form's (site/forms/*.css), the showroom's (site/showroom/*.css), the stock parts' (site/stock/*.css) and every block folder's style.css. */
  stylesheetHref: string;
  stylesheet: string;
  /** URL of the island client entry, or null when the client was not built. */
  islandScriptHref: string | null;
  /** Folder served under /static/. */
  clientDir: string;
  /** Built browser entries by source path (editor/main.tsx, editor/preview/main.tsx), or absent when not built. */
  entries: Record<string, BuiltEntry>;
}

export interface BuiltEntry {
  script: string;
  styles: string[];
}

/** Concatenates the site CSS once at start; its name carries a content hash for long caching. */
export function loadAssets(builtClientDir?: string): SiteAssets {
  const parts = [path.join(root, "site/styles/base.css")];
  const shellDir = path.join(root, "site/shell");
  for (const name of readdirSync(shellDir).sort())
    if (name.endsWith(".css")) parts.push(path.join(shellDir, name));
  // The visitor's form (site/forms/*.css): in Entry Form and the other form blocks, and the modal.
  const formsDir = path.join(root, "site/forms");
  for (const name of readdirSync(formsDir).sort())
    if (name.endsWith(".css")) parts.push(path.join(formsDir, name));
  // The showroom page's styles (site/showroom/*.css).
  const showroomDir = path.join(root, "site/showroom");
  if (existsSync(showroomDir))
    for (const name of readdirSync(showroomDir).sort())
      if (name.endsWith(".css")) parts.push(path.join(showroomDir, name));
  // The stock locator's parts other blocks mount too (site/stock/*.css): postcode search, saved
  // cars, trade-in.
  const stockDir = path.join(root, "site/stock");
  if (existsSync(stockDir))
    for (const name of readdirSync(stockDir).sort())
      if (name.endsWith(".css")) parts.push(path.join(stockDir, name));
  const blocksDir = path.join(root, "site/blocks");
  for (const name of readdirSync(blocksDir).sort()) {
    const css = path.join(blocksDir, name, "style.css");
    if (existsSync(css)) parts.push(css);
  }
  const stylesheet = parts
    .map((p) => `/* ${path.relative(root, p)} */\n${readFileSync(p, "utf8")}`)
    .join("\n");
  const hash = createHash("sha256").update(stylesheet).digest("hex").slice(0, 10);
  // SITE_CLIENT_DIR: a bundle built elsewhere than dist/client (tests/helpers/build-client.ts).
  const builtDir = builtClientDir ?? process.env.SITE_CLIENT_DIR;
  const clientDir = builtDir ? path.resolve(builtDir) : path.join(root, "dist/client");
  let islandScriptHref: string | null = null;
  const entries: Record<string, BuiltEntry> = {};
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
      string,
      { file: string; isEntry?: boolean; css?: string[] }
    >;
    for (const [source, chunk] of Object.entries(manifest)) {
      if (!chunk.isEntry) continue;
      entries[source] = {
        script: `/static/${chunk.file}`,
        styles: (chunk.css ?? []).map((file) => `/static/${file}`),
      };
    }
    islandScriptHref = entries["site/islands/client.tsx"]?.script ?? null;
  }
  return {
    stylesheetHref: `/static/site.${hash}.css`,
    stylesheet,
    islandScriptHref,
    clientDir,
    entries,
  };
}
