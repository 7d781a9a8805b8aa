import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface SiteAssets {
  /** URL of the one stylesheet: base styles, the shell's stylesheets (site/shell/*.css), the form's (site/forms/*.css), the showroom's (site/showroom/*.css), the order-online journey's (site/order-online/*.css), the stock parts' (site/stock/*.css) and every block folder's style.css. */
  stylesheetHref: string;
  stylesheet: string;
  /**
   * URL of the stylesheet of a page showing these block templates: everything above but the block
   * folders, then the style.css of each block's folder and of the block folders its component
   * imports (the tall banner takes the banner's), so a page ships its own blocks' styles only.
   * Absent: pages take stylesheetHref.
   */
  stylesheetFor?: (templates: readonly string[]) => string;
  /** A stylesheet's text by its URL (stylesheetHref, or one stylesheetFor gave). */
  stylesheetAt?: (href: string) => string | undefined;
  /** URL of the island client entry, or null when the client was not built. */
  islandScriptHref: string | null;
  /** Folder served under /static/. */
  clientDir: string;
  /** Built browser entries by source path (editor/main.tsx, editor/preview/main.tsx), or absent when not built. */
  entries: Record<string, BuiltEntry>;
}

/** A page stylesheet's file under /static/css/: site.<hash of its text>.<its block folders>.css. */
export const PAGE_STYLESHEET_FILE = /^site\.([0-9a-f]{10})\.([0-9a-f]{1,32})\.css$/;

/** How many distinct page stylesheets are kept (each a set of block folders). */
const MAX_PAGE_STYLESHEETS = 500;

interface BlockFolder {
  name: string;
  /** Its style.css as a section of a stylesheet, when it has one. */
  css: string | null;
}

/**
 * The block folders (site/blocks/<Name>) in name order with their style.css, which template keys
 * each one's component renders (`BlockProps<"key">`, or generated/block-components.ts for a folder
 * several blocks share), and which other block folders its files
 * import from (`from "../<Name>/…"`, or `@import "../<Name>/style.css";` in its style.css): what
 * a page's blocks need of the stylesheet.
 */
function blockStyles(): {
  folders: BlockFolder[];
  closure: (templates: readonly string[]) => Set<string>;
} {
  const blocksDir = path.join(root, "site/blocks");
  const folders: BlockFolder[] = [];
  const folderOfKey = new Map<string, string>();
  const imports = new Map<string, string[]>();
  for (const name of readdirSync(blocksDir).sort()) {
    const dir = path.join(blocksDir, name);
    const css = path.join(dir, "style.css");
    const used = new Set<string>();
    // A style.css may build on another block folder's: `@import "../<Name>/style.css";` puts
    // that folder's styles in every page sheet this one is in (the line itself is dropped: the
    // sheets are concatenated, an @import mid-sheet would be ignored).
    const text = existsSync(css)
      ? readFileSync(css, "utf8").replace(
          /^@import "\.\.\/([A-Za-z0-9]+)\/style\.css";\n/gm,
          (_line, other: string) => {
            if (other !== name) used.add(other);
            return "";
          },
        )
      : null;
    folders.push({ name, css: text === null ? null : cssSection(css, text) });
    for (const file of readdirSync(dir)) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(dir, file), "utf8");
      if (file === "index.tsx")
        for (const m of source.matchAll(/BlockProps<"([a-z0-9-]+)">/g))
          if (m[1] && !folderOfKey.has(m[1])) folderOfKey.set(m[1], name);
      for (const m of source.matchAll(/from "\.\.\/([A-Za-z0-9]+)\//g))
        if (m[1] && m[1] !== name) used.add(m[1]);
    }
    imports.set(name, [...used]);
  }
  // A folder several blocks share (schema x-component) types its props by their key union, not
  // by one key: the generated loaders say which folder renders each key.
  const loaders = path.join(root, "generated/block-components.ts");
  if (existsSync(loaders))
    for (const m of readFileSync(loaders, "utf8").matchAll(
      /"([a-z0-9-]+)": \(\) => import\("\.\.\/site\/blocks\/([A-Za-z0-9]+)\/index\.tsx"\)/g,
    ))
      if (m[1] && m[2] && !folderOfKey.has(m[1])) folderOfKey.set(m[1], m[2]);
  const closure = (templates: readonly string[]) => {
    const wanted = new Set<string>();
    const visit = (name: string) => {
      if (wanted.has(name)) return;
      wanted.add(name);
      for (const other of imports.get(name) ?? []) visit(other);
    };
    for (const key of templates) {
      const name = folderOfKey.get(key);
      if (name) visit(name);
    }
    return wanted;
  };
  return { folders, closure };
}

/**
 * A file's styles as a section of a stylesheet: minified (what a phone downloads and parses
 * before the page shows), after a comment naming the file so a sheet still reads by its sources.
 * Each file is minified once at start: a page's sheet is its sections put together.
 */
function cssSection(file: string, text: string): string {
  return `/* ${path.relative(root, file)} */\n${minifyCss(text)}`;
}

function minifyCss(text: string): string {
  try {
    return transformSync(text, { loader: "css", minify: true, logLevel: "silent" }).code.trimEnd();
  } catch {
    // A file esbuild cannot read is sent as written: the browser skips what it cannot parse.
    return text;
  }
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
  // The order-online journey's styles (site/order-online/*.css).
  const orderOnlineDir = path.join(root, "site/order-online");
  if (existsSync(orderOnlineDir))
    for (const name of readdirSync(orderOnlineDir).sort())
      if (name.endsWith(".css")) parts.push(path.join(orderOnlineDir, name));
  // The stock locator's parts other blocks mount too (site/stock/*.css): postcode search, saved
  // cars, trade-in.
  const stockDir = path.join(root, "site/stock");
  if (existsSync(stockDir))
    for (const name of readdirSync(stockDir).sort())
      if (name.endsWith(".css")) parts.push(path.join(stockDir, name));
  const common = parts.map((p) => cssSection(p, readFileSync(p, "utf8")));
  const blocks = blockStyles();
  const stylesheet = [...common, ...blocks.folders.flatMap((f) => f.css ?? [])].join("\n");
  const hash = createHash("sha256").update(stylesheet).digest("hex").slice(0, 10);
  const stylesheetHref = `/static/site.${hash}.css`;
  const sheets = new Map<string, string>([[stylesheetHref, stylesheet]]);
  // A page's sheet is named by its block folders (a bit per folder of those with styles, in
  // hexadecimal) and a hash of its text: any process of the same build can make it again from
  // its name (after a restart, or behind a load balancer), and a name from another build is
  // refused (its hash does not match).
  const styled = blocks.folders.filter((f) => f.css !== null);
  const sheetText = (names: ReadonlySet<string>) =>
    [...common, ...styled.filter((f) => names.has(f.name)).map((f) => f.css)].join("\n");
  const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);
  const maskOf = (names: ReadonlySet<string>) => {
    let mask = 0n;
    styled.forEach((f, i) => {
      if (names.has(f.name)) mask |= 1n << BigInt(i);
    });
    return mask.toString(16);
  };
  const keep = (href: string, text: string) => {
    // As many sheets as distinct sets of blocks asked for; past the bound, made on each ask.
    if (sheets.size <= MAX_PAGE_STYLESHEETS) sheets.set(href, text);
  };
  const stylesheetFor = (templates: readonly string[]): string => {
    const wanted = blocks.closure(templates);
    const text = sheetText(wanted);
    const href = `/static/css/site.${hashOf(text)}.${maskOf(wanted)}.css`;
    if (!sheets.has(href)) keep(href, text);
    return href;
  };
  const stylesheetAt = (href: string): string | undefined => {
    const held = sheets.get(href);
    if (held !== undefined) return held;
    const m = href.startsWith("/static/css/")
      ? PAGE_STYLESHEET_FILE.exec(href.slice("/static/css/".length))
      : null;
    if (!m?.[1] || !m[2]) return undefined;
    const mask = BigInt(`0x${m[2]}`);
    if (mask >> BigInt(styled.length) !== 0n) return undefined;
    const names = new Set(
      styled.filter((_, i) => ((mask >> BigInt(i)) & 1n) === 1n).map((f) => f.name),
    );
    const text = sheetText(names);
    if (hashOf(text) !== m[1]) return undefined;
    keep(href, text);
    return text;
  };
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
    stylesheetHref,
    stylesheet,
    stylesheetFor,
    stylesheetAt,
    islandScriptHref,
    clientDir,
    entries,
  };
}
