import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { blockRegistry, isBlockTemplateKey } from "../generated/blocks.ts";
import type { BlockTemplateKey } from "../generated/types.ts";
import { blockValidators } from "../generated/validate.ts";
import { launchChromium } from "./chromium.ts";
import { defaultCtx } from "./ctx.ts";
import { pascalCase } from "./ir.ts";

/**
 * `npm run thumbnails [-- --force] [key ...]`: a PNG of every block's first schema example,
 * server-rendered by the real site (in-memory database with the demo pictures) and photographed
 * by Chromium in Arabic, right to left. A key is redone only when its inputs changed.
 */

const root = defaultCtx.root;
export const thumbnailsDir = path.join(root, defaultCtx.outDir, "thumbnails");
const manifestPath = path.join(thumbnailsDir, "manifest.json");

/** What the picture looks like; part of every hash, so changing it redoes every thumbnail. */
export const thumbnailFormat = {
  viewportWidth: 1280,
  viewportHeight: 900,
  width: 480,
  maxHeight: 360,
} as const;

interface ManifestEntry {
  /** sha256 of the filled example, the component folder and the format. */
  hash: string;
  width: number;
  height: number;
}

interface ThumbnailManifest {
  $comment: string;
  thumbnails: Record<string, ManifestEntry>;
}

const manifestComment =
  "Written by `npm run thumbnails`: the hash of each thumbnail's inputs (schema example, component, style). Do not edit.";

/** Every block key of the registry, sorted. */
function thumbnailKeys(): BlockTemplateKey[] {
  return (Object.keys(blockRegistry) as BlockTemplateKey[]).sort();
}

/** The block's first schema example, validated with its defaults filled in (as the site renders it). */
function filledExample(key: BlockTemplateKey): unknown {
  const file = path.join(root, defaultCtx.schemasDir, "blocks", `${key}.schema.json`);
  const schema = JSON.parse(readFileSync(file, "utf8")) as { examples?: unknown[] };
  const first = schema.examples?.[0];
  if (first === undefined) throw new Error(`${path.relative(root, file)} has no examples`);
  const block = structuredClone(first);
  const validate = blockValidators[key];
  if (!validate(block)) {
    const problems = (validate.errors ?? [])
      .map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`)
      .join("; ");
    throw new Error(`${path.relative(root, file)}: examples[0] is invalid: ${problems}`);
  }
  return block;
}

/** The block's component folder (index.tsx and style.css), as check-components names it. */
function componentDir(key: BlockTemplateKey): string {
  // A block sharing its component with others names the folder (`x-component`).
  const schemaPath = path.join(root, defaultCtx.schemasDir, "blocks", `${key}.schema.json`);
  const schema: unknown = existsSync(schemaPath)
    ? JSON.parse(readFileSync(schemaPath, "utf8"))
    : {};
  const shared =
    typeof schema === "object" && schema !== null && "x-component" in schema
      ? schema["x-component"]
      : undefined;
  const name = typeof shared === "string" ? shared : pascalCase(key.replace(/^[a-z0-9]+-/, ""));
  return path.join(root, defaultCtx.blocksDir, name);
}

/** Hash of everything one thumbnail is made of: the filled example, every file of the component folder, the format. */
export function thumbnailHash(key: BlockTemplateKey): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ key, format: thumbnailFormat, example: filledExample(key) }));
  const dir = componentDir(key);
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  for (const name of files) {
    hash.update(`\0${name}\0`);
    hash.update(readFileSync(path.join(dir, name)));
  }
  return hash.digest("hex");
}

export function readManifest(): ThumbnailManifest {
  if (!existsSync(manifestPath)) return { $comment: manifestComment, thumbnails: {} };
  const parsed = JSON.parse(readFileSync(manifestPath, "utf8")) as Partial<ThumbnailManifest>;
  return { $comment: manifestComment, thumbnails: parsed.thumbnails ?? {} };
}

function writeManifest(manifest: ThumbnailManifest): void {
  const sorted: Record<string, ManifestEntry> = {};
  for (const key of Object.keys(manifest.thumbnails).sort()) {
    const entry = manifest.thumbnails[key];
    if (entry) sorted[key] = entry;
  }
  const text = `${JSON.stringify({ $comment: manifestComment, thumbnails: sorted }, null, 2)}\n`;
  if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== text) {
    writeFileSync(manifestPath, text);
  }
}

/** The example as placed on its page: without its offer schedule, so the picture never depends on today's date. */
function pageBlock(key: BlockTemplateKey): unknown {
  const block = filledExample(key) as { fields?: Record<string, unknown> };
  if (block.fields) delete block.fields.offer_schedule;
  return block;
}

/** Page path of the throwaway page that holds one block. */
const pagePath = (key: string): string => `__thumbnails/${key}`;

/** Freezes the page for a stable picture: no motion, no caret, no sticky header over the block. */
const freezeCss = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
.site-header, .site-footer, .skip-link { display: none !important; }
/* The shell's fixed parts (breadcrumbs, the FAB, the cookie banner and popups, the loading bar)
   would lie over a tall block. */
.site-breadcrumbs, .site-fab, [data-shell-island], .consent-banner, .loading-bar { display: none !important; }
`;

interface Site {
  origin: string;
  close: () => Promise<void>;
}

/** Settings the thumbnails' site has beyond the demo's (each block is shown as it can be). */
const THUMBNAIL_SETTINGS: Readonly<Record<string, string>> = { "stock_locator.market": "overseas" };

/** The real server on an in-memory PGlite with the demo (its pictures) and one page per block. */
async function startSite(keys: readonly BlockTemplateKey[]): Promise<Site> {
  const [{ openDatabase }, { migrate }, { importDemo }, { buildServer }, { pages, settings }] =
    await Promise.all([
      import("../runtime/db/client.ts"),
      import("../runtime/db/migrate.ts"),
      import("../runtime/demo/import-demo.ts"),
      import("../runtime/server.ts"),
      import("../runtime/db/tables/index.ts"),
    ]);
  const database = await openDatabase({ isInMemory: true });
  let app: FastifyInstance | null = null;
  try {
    await migrate(database);
    await importDemo(database.db);
    await database.db.transaction(async (tx) => {
      // Settings some blocks need to show at all: the Overseas Stock Locator shows visitors
      // nothing outside the overseas market (002 §5.5).
      for (const [key, value] of Object.entries(THUMBNAIL_SETTINGS))
        await tx
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({ target: settings.key, set: { value } });
      for (const key of keys) {
        await tx.insert(pages).values({
          path: pagePath(key),
          title: blockRegistry[key].name,
          blocks: [pageBlock(key)],
          is_published: true,
        });
      }
    });
    app = await buildServer({ db: database.db, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (typeof address !== "object" || !address) throw new Error("the server has no address");
    const server = app;
    return {
      origin: `http://127.0.0.1:${address.port}`,
      close: async () => {
        await server.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

/** Opens the block's page and photographs the block element at full viewport width. */
async function photograph(page: Page, origin: string, key: BlockTemplateKey): Promise<Buffer> {
  const url = `${origin}/ar/${pagePath(key)}`;
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (response?.status() !== 200) {
    throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
  }
  await page.addStyleTag({ content: freezeCss });
  const { lang, dir } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
  if (lang !== "ar" || dir !== "rtl") throw new Error(`${url} is lang=${lang} dir=${dir}`);
  const block = page.locator(`main .block-frame[data-template="${key}"]`).first();
  if ((await block.count()) === 0) throw new Error(`${url} has no ${key} block`);
  // A load-failure view drawn for later, hidden, is no failure.
  if ((await block.locator(".block-error:visible").count()) > 0) {
    throw new Error(`${url}: the ${key} example rendered as an error block`);
  }
  // Every picture loaded and decoded, every font in use ready.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = "eager";
    await Promise.all(
      images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              img.addEventListener("load", () => resolve(), { once: true });
              img.addEventListener("error", () => resolve(), { once: true });
            }),
      ),
    );
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  // A frame that gives up its box (display: contents, for a sticky bar) is shown by its content.
  const hasBox = async (l: Locator) => {
    const box = await l.boundingBox();
    return box !== null && box.width >= 1 && box.height >= 1;
  };
  // A block visitors do not see (structured data only) is drawn as the editor's preview shows
  // it: its hidden summary revealed.
  if (!(await hasBox(block)))
    await block.locator("[hidden]").evaluateAll((els) => {
      for (const el of els) (el as HTMLElement).hidden = false;
    });
  const target = (await hasBox(block))
    ? block
    : block.locator(":scope > :not(.block-anchor):not(script)").first();
  if (!(await hasBox(target))) throw new Error(`${url}: the ${key} block is empty`);
  return target.screenshot({ animations: "disabled", caret: "hide", scale: "css", type: "png" });
}

/** 480 px wide, at most 360 px high, cropped from the top. */
async function shrink(shot: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const meta = await sharp(shot).metadata();
  const { width: outWidth, maxHeight } = thumbnailFormat;
  const scaled = Math.max(1, Math.round(((meta.height ?? 1) * outWidth) / (meta.width ?? 1)));
  const height = Math.min(maxHeight, scaled);
  const png = await sharp(shot)
    .resize({ width: outWidth, height, fit: "cover", position: "top", kernel: "lanczos3" })
    .png({ compressionLevel: 9, adaptiveFiltering: false, palette: false })
    .toBuffer();
  return { png, width: outWidth, height };
}

interface Options {
  force: boolean;
  only: BlockTemplateKey[];
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { force: false, only: [] };
  for (const arg of argv) {
    if (arg === "--force") options.force = true;
    else if (isBlockTemplateKey(arg)) options.only.push(arg);
    else throw new Error(`unknown argument ${arg}: use --force and/or block keys`);
  }
  return options;
}

async function generateThumbnails(options: Options): Promise<void> {
  const started = performance.now();
  mkdirSync(thumbnailsDir, { recursive: true });
  const keys = options.only.length > 0 ? options.only : thumbnailKeys();
  const manifest = readManifest();

  // A removed block takes its thumbnail with it.
  const known = new Set<string>(thumbnailKeys());
  for (const key of Object.keys(manifest.thumbnails)) {
    if (!known.has(key)) delete manifest.thumbnails[key];
  }
  for (const name of readdirSync(thumbnailsDir)) {
    if (name.endsWith(".png") && !known.has(name.slice(0, -4))) {
      rmSync(path.join(thumbnailsDir, name));
      console.log(`removed ${name} (no such block)`);
    }
  }

  const hashes = new Map(keys.map((key) => [key, thumbnailHash(key)] as const));
  const todo = keys.filter(
    (key) =>
      options.force ||
      manifest.thumbnails[key]?.hash !== hashes.get(key) ||
      !existsSync(path.join(thumbnailsDir, `${key}.png`)),
  );

  let site: Site | null = null;
  let browser: Browser | null = null;
  try {
    if (todo.length > 0) {
      site = await startSite(todo);
      // Text rendered the same on every machine, so unchanged blocks keep their pictures.
      browser = await launchChromium(["--font-render-hinting=none", "--disable-lcd-text"]);
    }
    const context = await browser?.newContext({
      viewport: { width: thumbnailFormat.viewportWidth, height: thumbnailFormat.viewportHeight },
      deviceScaleFactor: 1,
      locale: "ar",
      timezoneId: "Asia/Dubai",
      reducedMotion: "reduce",
      colorScheme: "light",
    });
    const origin = site?.origin ?? "";
    // Nothing leaves the machine: an embed pointing elsewhere stays empty, the same on every run.
    await context?.route("**/*", (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort(),
    );
    const page = await context?.newPage();
    for (const [i, key] of keys.entries()) {
      const label = `${i + 1}/${keys.length} ${key} …`;
      const hash = hashes.get(key) as string;
      if (!todo.includes(key) || !page) {
        console.log(`${label} up to date`);
        continue;
      }
      const { png, width, height } = await shrink(await photograph(page, origin, key));
      const file = path.join(thumbnailsDir, `${key}.png`);
      const same = existsSync(file) && readFileSync(file).equals(png);
      if (!same) writeFileSync(file, png);
      manifest.thumbnails[key] = { hash, width, height };
      writeManifest(manifest);
      console.log(`${label} ${same ? "unchanged" : "written"}`);
    }
    writeManifest(manifest);
  } finally {
    await browser?.close();
    await site?.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `thumbnails: ${todo.length} rendered, ${keys.length - todo.length} up to date, in ${seconds} s`,
  );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  Promise.resolve()
    .then(() => generateThumbnails(parseArgs(process.argv.slice(2))))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
