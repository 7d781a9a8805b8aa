import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { hasArabicLetter } from "./check.ts";
import { chromiumPath, hasChromium } from "./chromium.ts";
import { defaultCtx, type GeneratorCtx } from "./ctx.ts";
import { GeneratorError } from "./errors.ts";
import { type PageDataKind, pageDataKinds, pascalCase } from "./ir.ts";
import { generate } from "./pipeline.ts";
import { writeGenerated } from "./write.ts";

/** The three files of a new block; paths relative to the project root, with forward slashes. */
interface BlockScaffold {
  key: string;
  title: string;
  /** The Arabic name editors read (`x-label`). */
  label: string;
  /** What the page route loads for the block (`x-page-data`), or null. */
  pageData: PageDataKind | null;
  componentName: string;
  schemaPath: string;
  schemaText: string;
  componentPath: string;
  componentText: string;
  cssPath: string;
  cssText: string;
}

/** A key new-block refuses; the message says what a key must look like. */
export class InvalidBlockKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidBlockKeyError";
  }
}

/** A label new-block refuses; the message says what an editor label must be. */
export class InvalidBlockLabelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidBlockLabelError";
  }
}

/** A page-data kind new-block refuses; the message lists the kinds the page route loads. */
export class InvalidPageDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidPageDataError";
  }
}

/** What scaffoldBlock needs beyond the key. */
interface ScaffoldOptions {
  ctx?: GeneratorCtx;
  /** The Arabic name editors read (`x-label`); without one, "كتلة <Title>", to be replaced. */
  label?: string;
  /**
   * An existing loader of the page route the block uses (`x-page-data`: stock-listing, retailers,
   * news…); without one the block needs nothing from the server.
   */
  pageData?: string;
}

/** The meta-schema's title and x-label limits (schemas/meta/block.schema.json). */
const maxTitleLength = 80;
const maxLabelLength = 60;
const headingModule = "site/ui/heading.tsx";
const typesModule = "types.ts";

/** Throws InvalidBlockKeyError unless key can name a block: prefix-lower-case-words. */
function validateBlockKey(key: string, ctx: GeneratorCtx = defaultCtx): void {
  const pattern = new RegExp(`^${ctx.prefix}-[a-z0-9]+(-[a-z0-9]+)*$`);
  if (!pattern.test(key)) {
    throw new InvalidBlockKeyError(
      `invalid block key "${key}": must match ${pattern.source} ` +
        `(the "${ctx.prefix}-" prefix, then lower-case words of a-z and 0-9 joined by single hyphens, e.g. ${ctx.prefix}-image-gallery)`,
    );
  }
  const name = key.slice(ctx.prefix.length + 1);
  if (!/^[a-z]/.test(name)) {
    throw new InvalidBlockKeyError(
      `invalid block key "${key}": the part after "${ctx.prefix}-" must start with a letter, ` +
        `because it becomes the component name and the generated type name (${pascalCase(name)}Block)`,
    );
  }
  if (titleOf(name).length > maxTitleLength) {
    throw new InvalidBlockKeyError(
      `invalid block key "${key}": too long; its title must fit the meta-schema's ${maxTitleLength} characters`,
    );
  }
}

/** Throws InvalidBlockLabelError unless label can be a block's x-label (rule label-is-arabic). */
function validateBlockLabel(label: string): void {
  if (label !== label.trim() || label === "") {
    throw new InvalidBlockLabelError(
      `invalid block label ${JSON.stringify(label)}: must not be empty or start or end with spaces`,
    );
  }
  if (!hasArabicLetter(label)) {
    throw new InvalidBlockLabelError(
      `invalid block label ${JSON.stringify(label)}: must be the block's Arabic name as editors read it (e.g. "معرض الصور")`,
    );
  }
  if (label.length > maxLabelLength) {
    throw new InvalidBlockLabelError(
      `invalid block label ${JSON.stringify(label)}: longer than the meta-schema's ${maxLabelLength} characters`,
    );
  }
}

/** The page-data kind named, or InvalidPageDataError naming the kinds there are. */
function parsePageData(kind: string): PageDataKind {
  const found = pageDataKinds.find((k) => k === kind);
  if (found === undefined)
    throw new InvalidPageDataError(
      `unknown page data ${JSON.stringify(kind)}: must be one of ${pageDataKinds.join(", ")} (the page route's loaders, schemas/README.md)`,
    );
  return found;
}

/** "image-gallery" -> "Image Gallery". */
function titleOf(name: string): string {
  return name
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/**
 * Pure: the schema, component and stylesheet of a new block. Throws InvalidBlockKeyError,
 * InvalidBlockLabelError or InvalidPageDataError.
 */
export function scaffoldBlock(key: string, options: ScaffoldOptions = {}): BlockScaffold {
  const ctx = options.ctx ?? defaultCtx;
  validateBlockKey(key, ctx);
  const name = key.slice(ctx.prefix.length + 1);
  const title = titleOf(name);
  const label = options.label ?? `كتلة ${title}`;
  validateBlockLabel(label);
  const pageData = options.pageData === undefined ? null : parsePageData(options.pageData);
  // As build-ir.ts names components: the key without its theme prefix, PascalCased.
  const componentName = pascalCase(name);
  const componentDir = path.posix.join(ctx.blocksDir, componentName);
  const schemaPath = path.posix.join(ctx.schemasDir, "blocks", `${key}.schema.json`);
  const componentPath = path.posix.join(componentDir, "index.tsx");
  const cssPath = path.posix.join(componentDir, "style.css");
  const common = path.posix.relative(
    path.posix.join(ctx.schemasDir, "blocks"),
    path.posix.join(ctx.schemasDir, "shared", "common.schema.json"),
  );
  const typesImport = path.posix.relative(componentDir, path.posix.join(ctx.outDir, typesModule));
  const headingImport = path.posix.relative(componentDir, headingModule);
  const q = JSON.stringify;

  const schemaText = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": ${q(`${ctx.idBase}blocks/${key}.schema.json`)},
  "title": ${q(title)},
  "x-label": ${q(label)},
  "description": ${q(`A ${title} block.`)},
  "x-key": ${q(key)},
  "x-group": "Content",
  "x-list-priority": 50,
  "x-version": 1,${pageData === null ? "" : `\n  "x-page-data": ${q(pageData)},`}
  "type": "object",
  "additionalProperties": false,
  "required": ["template", "fields", "groups"],
  "properties": {
    "template": { "const": ${q(key)} },
    "fields": {
      "type": "object",
      "additionalProperties": false,
      "default": {},
      "properties": {
        "block_scroll_id": { "$ref": ${q(`${common}#/$defs/block_scroll_id`)} },
        "heading": { "$ref": ${q(`${common}#/$defs/heading`)} },
        "paragraph": { "$ref": ${q(`${common}#/$defs/paragraph`)} }
      }
    },
    "groups": {
      "type": "array",
      "maxItems": 0,
      "items": { "type": "object", "additionalProperties": false, "default": {}, "properties": {} },
      "default": []
    }
  },
  "examples": [
    {
      "template": ${q(key)},
      "fields": {
        "heading": "عنوان تجريبي",
        "paragraph": "فقرة تجريبية"
      },
      "groups": []
    }
  ]
}
`;

  const componentText = `import type { BlockProps } from ${q(prefixDot(typesImport))};
import { Heading } from ${q(prefixDot(headingImport))};

/** A ${title} block: a heading and a paragraph; an empty field renders nothing. */
export default function ${componentName}({ block }: BlockProps<${q(key)}>) {
  const { heading, paragraph } = block.fields;
  return (
    <div className="${name}">
      <Heading tag={2} className="${name}__heading">
        {heading}
      </Heading>
      {paragraph ? <p className="${name}__paragraph">{paragraph}</p> : null}
    </div>
  );
}
`;

  const cssText = `.${name} {
  max-inline-size: var(--grid-max);
  margin-inline: auto;
  padding-block: var(--space-l);
  padding-inline: var(--gutter);
}
.${name}__paragraph {
  max-inline-size: 48rem;
  margin-block: var(--space-m) 0;
  line-height: 1.7;
}
`;

  return {
    key,
    title,
    label,
    pageData,
    componentName,
    schemaPath,
    schemaText,
    componentPath,
    componentText,
    cssPath,
    cssText,
  };
}

function prefixDot(relative: string): string {
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** The existing file or folder that stops the scaffold, if any (folders compared ignoring case). */
function existingTarget(s: BlockScaffold, ctx: GeneratorCtx): string | undefined {
  if (existsSync(path.join(ctx.root, s.schemaPath))) return s.schemaPath;
  const blocksDir = path.join(ctx.root, ctx.blocksDir);
  if (!existsSync(blocksDir)) return undefined;
  const clash = readdirSync(blocksDir).find(
    (n) =>
      n.toLowerCase() === s.componentName.toLowerCase() &&
      statSync(path.join(blocksDir, n)).isDirectory(),
  );
  return clash === undefined ? undefined : path.posix.join(ctx.blocksDir, clash);
}

/** Asks for the Arabic label on a terminal; undefined when no one can answer. */
async function askLabel(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question("Arabic name editors read (x-label), e.g. معرض الصور: ")).trim();
  } finally {
    rl.close();
  }
}

/**
 * The command line: the key, the label's words, and `--page-data <kind>` (or `--page-data=<kind>`)
 * anywhere after the key. null when an option lacks its value or is unknown.
 */
export function parseNewBlockArgs(
  args: readonly string[],
): { key: string | undefined; labelWords: string[]; pageData: string | undefined } | null {
  const [key, ...rest] = args;
  const labelWords: string[] = [];
  let pageData: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    if (arg === "--page-data") {
      pageData = rest[i + 1];
      if (pageData === undefined) return null;
      i += 1;
    } else if (arg.startsWith("--page-data=")) pageData = arg.slice("--page-data=".length);
    else if (arg.startsWith("--")) return null;
    else labelWords.push(arg);
  }
  return { key, labelWords, pageData };
}

async function main(args: string[]): Promise<number> {
  const ctx = defaultCtx;
  const usage =
    `usage: npm run new-block -- <key> <Arabic label> [--page-data <kind>]   (e.g. npm run new-block -- ${ctx.prefix}-image-gallery "معرض الصور"; ` +
    `--page-data ${pageDataKinds[0]} makes the page route load what that loader loads for the block: ${pageDataKinds.join(", ")})`;
  const parsed = parseNewBlockArgs(args);
  if (parsed === null || parsed.key === undefined) {
    console.error(usage);
    return 2;
  }
  const { key, labelWords, pageData } = parsed;
  const label = labelWords.length > 0 ? labelWords.join(" ") : await askLabel();
  if (label === undefined) {
    console.error(`the block's Arabic label is missing\n${usage}`);
    return 2;
  }
  let scaffold: BlockScaffold;
  try {
    scaffold = scaffoldBlock(key, { ctx, label, pageData });
  } catch (error) {
    if (
      error instanceof InvalidBlockKeyError ||
      error instanceof InvalidBlockLabelError ||
      error instanceof InvalidPageDataError
    ) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const existing = existingTarget(scaffold, ctx);
  if (existing !== undefined) {
    console.error(`${existing} already exists; nothing written`);
    return 1;
  }

  const componentDir = path.join(ctx.root, path.dirname(scaffold.componentPath));
  const written: string[] = [];
  let createdDir = false;
  let generatedTouched = false;
  try {
    mkdirSync(componentDir, { recursive: true });
    createdDir = true;
    for (const [rel, text] of [
      [scaffold.schemaPath, scaffold.schemaText],
      [scaffold.componentPath, scaffold.componentText],
      [scaffold.cssPath, scaffold.cssText],
    ] as const) {
      writeFileSync(path.join(ctx.root, rel), text, { flag: "wx" });
      written.push(rel);
    }
    const { files } = await generate(ctx);
    generatedTouched = true;
    const report = writeGenerated(files, ctx);
    console.log(
      `generated ${files.length} files: ${report.written.length} written, ${report.unchanged.length} unchanged, ${report.removed.length} removed`,
    );
  } catch (error) {
    console.error(
      error instanceof GeneratorError
        ? `generation failed:\n${error.message}`
        : `new-block failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    for (const rel of written) rmSync(path.join(ctx.root, rel), { force: true });
    if (createdDir) rmSync(componentDir, { recursive: true, force: true });
    console.error(`removed ${written.length ? written.join(", ") : "nothing"}; no block added`);
    if (generatedTouched) await restoreGenerated(ctx);
    return 1;
  }
  console.log(`created ${scaffold.schemaPath}`);
  console.log(`created ${scaffold.componentPath}`);
  console.log(`created ${scaffold.cssPath}`);
  const isDrawn = drawThumbnail(scaffold.key, ctx);
  console.log(
    `next: edit the schema and the component, then npm run generate && npm run thumbnails -- ${scaffold.key}`,
  );
  return isDrawn ? 0 : 1;
}

/**
 * Draws the new block's catalogue thumbnail with `npm run thumbnails -- <key>` in a process of
 * its own (it reads the registry just regenerated). Without Chromium it says what to install
 * and run; the block stays either way. False only when the drawing itself failed.
 */
function drawThumbnail(key: string, ctx: GeneratorCtx): boolean {
  const command = `npm run thumbnails -- ${key}`;
  if (!hasChromium()) {
    console.log(
      `thumbnail not drawn: no Chromium at ${chromiumPath()}. Install it (apt-get install chromium fonts-noto-core) ` +
        `or set CHROMIUM_PATH, then run ${command} and commit ${ctx.outDir}/thumbnails/ ` +
        "(CI, which has Chromium, fails until the thumbnail is there).",
    );
    return true;
  }
  console.log(`drawing the thumbnail: ${command}`);
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./thumbnails.ts", import.meta.url)), key],
    { cwd: ctx.root, stdio: "inherit" },
  );
  if (run.status === 0) return true;
  console.error(
    `the block is written, but drawing its thumbnail failed: fix the example or the component, then run ${command}`,
  );
  return false;
}

/** After a failed write of generated/, regenerate it from the schemas without the new block. */
async function restoreGenerated(ctx: GeneratorCtx): Promise<void> {
  try {
    writeGenerated((await generate(ctx)).files, ctx);
  } catch (error) {
    console.error(`could not restore ${ctx.outDir}/; run ${ctx.command}: ${String(error)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
