import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkComponents } from "../../generator/check-components.ts";
import { defaultCtx, resolveCtx } from "../../generator/ctx.ts";
import {
  InvalidBlockKeyError,
  InvalidPageDataError,
  parseNewBlockArgs,
  scaffoldBlock,
} from "../../generator/new-block.ts";
import { generate } from "../../generator/pipeline.ts";

const repo = defaultCtx.root;
const temps: string[] = [];

/** A temp root holding copies of the repo's schemas/ and, when asked, site/blocks/. */
function tempRoot(withBlocks: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), "new-block-"));
  temps.push(root);
  cpSync(path.join(repo, "schemas"), path.join(root, "schemas"), { recursive: true });
  if (withBlocks) {
    cpSync(path.join(repo, "site/blocks"), path.join(root, "site/blocks"), { recursive: true });
  }
  return root;
}

function write(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

describe("scaffoldBlock", () => {
  it("names the three files after the key", () => {
    const s = scaffoldBlock("lrdx-demo-thing");
    expect(s.schemaPath).toBe("schemas/blocks/lrdx-demo-thing.schema.json");
    expect(s.componentPath).toBe("site/blocks/DemoThing/index.tsx");
    expect(s.cssPath).toBe("site/blocks/DemoThing/style.css");
    expect(s.componentText).toContain('BlockProps<"lrdx-demo-thing">');
    expect(s.componentText).toContain('import { Heading } from "../../ui/heading.tsx";');
    expect(s.cssText).not.toMatch(/\b(left|right|top|bottom)\b/);
  });

  it("writes a schema the generator accepts, with its fields and Arabic example", async () => {
    const s = scaffoldBlock("lrdx-demo-thing");
    const json: unknown = JSON.parse(s.schemaText);
    expect(json).toMatchObject({
      title: "Demo Thing",
      description: "A Demo Thing block.",
      "x-key": "lrdx-demo-thing",
      "x-group": "Content",
      "x-list-priority": 50,
      "x-version": 1,
    });
    const root = tempRoot(false);
    write(root, s.schemaPath, s.schemaText);
    const { ir, files } = await generate(resolveCtx({ root }));
    const block = ir.blocks.find((b) => b.key === "lrdx-demo-thing");
    expect(block).toBeDefined();
    expect(block?.componentName).toBe("DemoThing");
    expect(block?.hasGroups).toBe(false);
    expect(block?.fields.map((f) => [f.symbol, f.kind])).toEqual([
      ["block_scroll_id", "String"],
      ["heading", "String"],
      ["paragraph", "Text"],
    ]);
    expect(block?.examples[0]).toEqual({
      template: "lrdx-demo-thing",
      fields: { heading: "عنوان تجريبي", paragraph: "فقرة تجريبية" },
      groups: [],
    });
    const types = files.find((f) => f.path === "types.ts")?.text ?? "";
    expect(types).toContain('"lrdx-demo-thing": DemoThingBlock;');
  }, 90_000);

  it("with --page-data, declares the loader it uses and joins that loader's blocks", async () => {
    const s = scaffoldBlock("lrdx-demo-thing", { pageData: "retailers" });
    expect(s.pageData).toBe("retailers");
    expect(JSON.parse(s.schemaText)).toMatchObject({ "x-page-data": "retailers" });
    expect(JSON.parse(scaffoldBlock("lrdx-demo-thing").schemaText)).not.toHaveProperty(
      "x-page-data",
    );
    const root = tempRoot(false);
    write(root, s.schemaPath, s.schemaText);
    const { ir, files } = await generate(resolveCtx({ root }));
    expect(ir.blocks.find((b) => b.key === "lrdx-demo-thing")?.pageData).toBe("retailers");
    const blocks = files.find((f) => f.path === "blocks.ts")?.text ?? "";
    expect(blocks).toMatch(/"lrdx-demo-thing": \{[^}]*pageData: "retailers",/);
    const types = files.find((f) => f.path === "types.ts")?.text ?? "";
    expect(types).toContain('BlockInstanceMap["lrdx-demo-thing"]["fields"]');
  });

  it("refuses a page data no loader serves, naming those there are", () => {
    expect(() => scaffoldBlock("lrdx-demo-thing", { pageData: "weather" })).toThrow(
      InvalidPageDataError,
    );
    expect(() => scaffoldBlock("lrdx-demo-thing", { pageData: "weather" })).toThrow(
      /stock-listing, stock-carousel, retailers, maps, news, collection-feed, ev-preorder/,
    );
  });

  it.each([
    {
      args: ["lrdx-a", "اسم", "الكتلة"],
      want: { key: "lrdx-a", labelWords: ["اسم", "الكتلة"], pageData: undefined },
    },
    {
      args: ["lrdx-a", "اسم", "--page-data", "news"],
      want: { key: "lrdx-a", labelWords: ["اسم"], pageData: "news" },
    },
    {
      args: ["lrdx-a", "--page-data=maps", "اسم"],
      want: { key: "lrdx-a", labelWords: ["اسم"], pageData: "maps" },
    },
    { args: ["lrdx-a", "اسم", "--page-data"], want: null },
    { args: ["lrdx-a", "اسم", "--market", "mena"], want: null },
  ])("reads the command line $args", ({ args, want }) => {
    expect(parseNewBlockArgs(args)).toEqual(want);
  });

  it("writes a component checkComponents accepts", () => {
    const s = scaffoldBlock("lrdx-demo-thing");
    const root = tempRoot(true);
    for (const [rel, text] of [
      [s.schemaPath, s.schemaText],
      [s.componentPath, s.componentText],
      [s.cssPath, s.cssText],
    ] as const) {
      write(root, rel, text);
    }
    expect(checkComponents(root)).toEqual([]);
  });

  it.each([
    "demo-thing",
    "lrdx",
    "lrdx-",
    "lrdx-Demo",
    "lrdx-demo--thing",
    "lrdx-demo-",
    "lrdx-demo_thing",
    "lrdx-demo thing",
    "xlrdx-demo",
    "lrdx-2col",
    `lrdx-${"a".repeat(81)}`,
  ])("refuses the key %j", (key) => {
    expect(() => scaffoldBlock(key)).toThrow(InvalidBlockKeyError);
  });
});

describe("checkComponents", () => {
  it("finds nothing wrong in the repo", () => {
    expect(checkComponents(repo)).toEqual([]);
  });

  it("reports a component typed by another block's props", () => {
    const root = tempRoot(true);
    const rel = "site/blocks/Snippet/index.tsx";
    const text = readFileSync(path.join(root, rel), "utf8");
    expect(text).toContain('BlockProps<"lrdx-snippet">');
    write(root, rel, text.replaceAll('BlockProps<"lrdx-snippet">', 'BlockProps<"lrdx-quote">'));
    const problems = checkComponents(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: rel, rule: "props-typed-by-key" });
    expect(problems[0]?.message).toContain('BlockProps<"lrdx-snippet">');
  });

  it("reports a missing component, an orphan folder and a default export that is no function", () => {
    const root = tempRoot(true);
    rmSync(path.join(root, "site/blocks/Quote"), { recursive: true });
    write(
      root,
      "site/blocks/Orphan/index.tsx",
      "export default function Orphan() {\n  return null;\n}\n",
    );
    write(root, "site/blocks/HtmlBox/index.tsx", "export default 42;\n");
    const problems = checkComponents(root).map((p) => [p.file, p.rule]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ["schemas/blocks/lrdx-quote.schema.json", "schema-has-component"],
        ["site/blocks/Orphan", "component-has-schema"],
        ["site/blocks/HtmlBox/index.tsx", "default-export-is-function"],
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it("x-component: a folder several blocks share is typed by their key union and named by each", () => {
    const root = tempRoot(true);
    const rel = "site/blocks/HirePurchaseCalculator/index.tsx";
    const text = readFileSync(path.join(root, rel), "utf8");
    expect(text).toContain("BlockProps<HirePurchaseCalculatorTemplateKey>");
    write(
      root,
      rel,
      text.replace(
        "BlockProps<HirePurchaseCalculatorTemplateKey>",
        'BlockProps<"lrdx-hire-purchase-malta">',
      ),
    );
    // A block that takes the Quote's folder by x-component while the Quote does not name it.
    const quote = JSON.parse(
      readFileSync(path.join(root, "schemas/blocks/lrdx-quote.schema.json"), "utf8"),
    ) as Record<string, unknown>;
    write(
      root,
      "schemas/blocks/lrdx-quote-twin.schema.json",
      JSON.stringify({ ...quote, "x-key": "lrdx-quote-twin", "x-component": "Quote" }),
    );
    const problems = checkComponents(root).map((p) => [p.file, p.rule]);
    expect(problems).toEqual([
      ["schemas/blocks/lrdx-quote.schema.json", "one-component-per-schema"],
      [rel, "props-typed-by-key"],
      // The twin names the folder, so the folder must take QuoteTemplateKey, not one key.
      ["site/blocks/Quote/index.tsx", "props-typed-by-key"],
    ]);
  });

  it("accepts a const arrow default export and reports a missing annotation", () => {
    const root = tempRoot(true);
    write(
      root,
      "site/blocks/HtmlBox/index.tsx",
      'import type { BlockProps } from "../../../generated/types.ts";\n' +
        'const HtmlBox = ({ block }: BlockProps<"lrdx-html-box">) => block.fields.html;\n' +
        "export default HtmlBox;\n",
    );
    write(root, "site/blocks/Quote/index.tsx", "export default (props: unknown) => null;\n");
    const problems = checkComponents(root);
    expect(problems.map((p) => [p.file, p.rule])).toEqual([
      ["site/blocks/Quote/index.tsx", "props-typed-by-key"],
    ]);
  });
});

/**
 * `npm run new-block` as a developer runs it, in a copy of the project (sources, generated/, the
 * dependencies linked): afterwards the block is in the registry and the catalogue, its component
 * passes the component check and the compiler, it renders its example, and the demo home page
 * shows it, with nothing else touched. Chromium is hidden, so the command must say how to draw
 * the thumbnail; drawing it is `npm run thumbnails`' own path, covered by tests/api/thumbnails.
 */
describe("npm run new-block in a copy of the project", () => {
  // The README's example, or the first variant whose key and label no block has yet (both unique).
  const blocksDir = path.join(repo, "schemas/blocks");
  const labels = new Set(
    readdirSync(blocksDir)
      .filter((f) => f.endsWith(".schema.json"))
      .map(
        (f) =>
          (JSON.parse(readFileSync(path.join(blocksDir, f), "utf8")) as Record<string, unknown>)[
            "x-label"
          ],
      ),
  );
  let key = "lrdx-anything";
  let label = "اسم";
  for (
    let n = 2;
    existsSync(path.join(blocksDir, `${key}.schema.json`)) || labels.has(label);
    n++
  ) {
    key = `lrdx-anything-${n}`;
    label = `اسم ${n}`;
  }
  const { componentPath, cssPath, componentName } = scaffoldBlock(key, { label });
  let root: string;
  let run: { status: number | null; output: string };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "new-block-project-"));
    for (const dir of ["schemas", "site", "generated", "generator", "runtime", "machines"]) {
      cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
    }
    for (const file of ["package.json", "tsconfig.json"]) {
      cpSync(path.join(repo, file), path.join(root, file));
    }
    symlinkSync(path.join(repo, "node_modules"), path.join(root, "node_modules"), "dir");
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "generator/new-block.ts", key, label],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
      },
    );
    run = { status: result.status, output: `${result.stdout}${result.stderr}` };
  }, 60_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("writes the schema and the component folder and says how to draw the thumbnail", () => {
    expect(run.status, run.output).toBe(0);
    for (const rel of [`schemas/blocks/${key}.schema.json`, componentPath, cssPath]) {
      expect(existsSync(path.join(root, rel)), rel).toBe(true);
    }
    expect(run.output).toContain("no Chromium at /nonexistent/chromium");
    expect(run.output).toContain(`npm run thumbnails -- ${key}`);
  });

  it("regenerates the registry and the catalogue with the block and its Arabic label", () => {
    const registry = readFileSync(path.join(root, "generated/blocks.ts"), "utf8");
    expect(registry).toContain(`  ${JSON.stringify(key)}: {\n    key: ${JSON.stringify(key)},`);
    const components = readFileSync(path.join(root, "generated/block-components.ts"), "utf8");
    expect(components).toContain(
      `${JSON.stringify(key)}: () => import("../site/blocks/${componentName}/index.tsx")`,
    );
    const catalogue = JSON.parse(readFileSync(path.join(root, "generated/catalogue.json"), "utf8"));
    const entry = catalogue.data.find(
      (e: { attributes: { key: string } }) => e.attributes.key === key,
    );
    expect(entry?.attributes).toMatchObject({ key, label });
  });

  it("passes the component check and the compiler", () => {
    expect(checkComponents(root)).toEqual([]);
    const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
    const { options } = ts.convertCompilerOptionsFromJson(config.config.compilerOptions, root);
    const program = ts.createProgram(
      [
        path.join(root, componentPath),
        path.join(root, "generated/blocks.ts"),
        path.join(root, "generated/block-components.ts"),
      ],
      options,
    );
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
    // The compiler checks the block with the whole registry it joins: about a minute on a busy
    // two-core machine.
  }, 150_000);

  it("is on the demo block showcase, valid and rendered from its example", () => {
    const probe = `
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { blockComponents } from "./generated/block-components.ts";
import { blockValidators } from "./generated/validate.ts";
import { demoContent } from "./runtime/demo/demo-content.ts";
const home = demoContent().pages.find((p) => p.path === "blocks")?.blocks ?? [];
const invalid = home.filter((b) => !blockValidators[b.template](b)).map((b) => b.template);
const block = home.find((b) => b.template === ${JSON.stringify(key)});
const { default: Component } = await blockComponents[${JSON.stringify(key)}]();
const html = renderToString(createElement(Component, { block, index: 0 }));
console.log(JSON.stringify({ templates: home.map((b) => b.template), invalid, html }));
`;
    writeFileSync(path.join(root, "probe.ts"), probe);
    const result = spawnSync(process.execPath, ["--import", "tsx", "probe.ts"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    const { templates, invalid, html } = JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "");
    expect(templates).toContain(key);
    expect(invalid).toEqual([]);
    expect(html).toContain("عنوان تجريبي");
    expect(html).toContain("فقرة تجريبية");
  }, 60_000);
});
