import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultCtx, type GeneratorCtx, resolveCtx } from "../../generator/ctx.ts";
import { GeneratorError, type SchemaProblem } from "../../generator/errors.ts";
import { isObject, type JsonObject, readPointer } from "../../generator/json.ts";
import { InvalidBlockLabelError, scaffoldBlock } from "../../generator/new-block.ts";
import { generate } from "../../generator/pipeline.ts";
import { writeGenerated } from "../../generator/write.ts";

/*
 * Broken schemas stop generation with problems naming file, pointer and rule. Each case copies
 * schemas/ into a temporary root (ctx.root; ctx.schemasDir stays "schemas"), breaks one thing
 * and runs the real pipeline.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A temporary project root holding a copy of schemas/ (and of generated/ when asked). */
function tmpRoot(withGenerated = false): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "generator-check-"));
  roots.push(root);
  cpSync(path.join(defaultCtx.root, defaultCtx.schemasDir), path.join(root, "schemas"), {
    recursive: true,
  });
  if (withGenerated)
    cpSync(path.join(defaultCtx.root, defaultCtx.outDir), path.join(root, "generated"), {
      recursive: true,
    });
  return root;
}

/** Edits one schema file (path relative to the root) in place. */
function editSchema(root: string, file: string, edit: (json: JsonObject) => void): void {
  const full = path.join(root, file);
  const json: unknown = JSON.parse(readFileSync(full, "utf8"));
  if (!isObject(json)) throw new Error(`${file} is not an object`);
  edit(json);
  writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
}

/** The object at a JSON pointer; fails the test setup when there is none. */
function at(json: JsonObject, pointer: string): JsonObject {
  const node = readPointer(json, pointer);
  if (!isObject(node)) throw new Error(`no object at ${pointer}`);
  return node;
}

/** Runs generate and returns the problems it stops with. */
async function problemsOf(ctx: GeneratorCtx): Promise<SchemaProblem[]> {
  try {
    await generate(ctx);
  } catch (error) {
    if (error instanceof GeneratorError) return error.problems;
    throw error;
  }
  throw new Error("generation succeeded on a broken schema");
}

const quote = "schemas/blocks/lrdx-quote.schema.json";
const accordion = "schemas/blocks/lrdx-accordion.schema.json";
const common = "schemas/shared/common.schema.json";
const search = "schemas/settings/search.schema.json";

interface BreakCase {
  name: string;
  file: string;
  edit: (json: JsonObject) => void;
  /** Problems that must be among those reported (message checked as a substring). */
  want: { file: string; pointer: string; rule: string; message?: string }[];
  ctx?: Partial<GeneratorCtx>;
}

const cases: BreakCase[] = [
  {
    name: "unknown x-field kind",
    file: quote,
    edit: (j) => {
      at(j, "/properties/fields/properties/justify_text")["x-field"] = "Checkbox";
    },
    want: [
      {
        file: quote,
        pointer: "/properties/fields/properties/justify_text/x-field",
        rule: "meta-schema enum",
        message: "Bool",
      },
    ],
  },
  {
    name: "a $ref field whose target names no kind",
    file: quote,
    edit: (j) => {
      at(j, "/properties/fields/properties").extra_link = {
        title: "رابط",
        $ref: "../shared/link.schema.json",
      };
    },
    want: [
      {
        file: quote,
        pointer: "/properties/fields/properties/extra_link",
        rule: "field-has-known-kind",
        message: "x-field must be one of",
      },
    ],
  },
  {
    name: "x-group not in the list",
    file: quote,
    edit: (j) => {
      j["x-group"] = "Marketing";
    },
    want: [{ file: quote, pointer: "/x-group", rule: "meta-schema enum", message: "Content" }],
  },
  {
    name: "block without x-label",
    file: quote,
    edit: (j) => {
      delete j["x-label"];
    },
    want: [{ file: quote, pointer: "", rule: "meta-schema required", message: "x-label" }],
  },
  {
    name: "x-label left in English",
    file: quote,
    edit: (j) => {
      j["x-label"] = "Quote";
    },
    want: [
      {
        file: quote,
        pointer: "/x-label",
        rule: "label-is-arabic",
        message: `"Quote" has no Arabic letter`,
      },
    ],
  },
  {
    name: "two blocks with one x-label",
    file: quote,
    edit: (j) => {
      j["x-label"] = "أكورديون";
    },
    want: [
      {
        file: quote,
        pointer: "/x-label",
        rule: "unique-label",
        message: "schemas/blocks/lrdx-accordion.schema.json",
      },
    ],
  },
  {
    name: "x-key not matching the file name",
    file: quote,
    edit: (j) => {
      j["x-key"] = "lrdx-pull-quote";
      at(j, "/properties/template").const = "lrdx-pull-quote";
    },
    want: [
      {
        file: quote,
        pointer: "/x-key",
        rule: "key-matches-file",
        message: "lrdx-quote.schema.json",
      },
    ],
  },
  {
    name: "x-key without the theme prefix",
    file: quote,
    edit: () => {},
    ctx: { prefix: "acme" },
    want: [{ file: quote, pointer: "/x-key", rule: "key-has-prefix", message: '"acme-"' }],
  },
  {
    name: "$id not matching the file name",
    file: quote,
    edit: (j) => {
      j.$id = "https://schema.cms.local/blocks/lrdx-other.schema.json";
    },
    want: [{ file: quote, pointer: "/$id", rule: "id-matches-file" }],
  },
  {
    name: "template const differs from x-key",
    file: quote,
    edit: (j) => {
      at(j, "/properties/template").const = "lrdx-accordion";
    },
    want: [
      {
        file: quote,
        pointer: "/properties/template/const",
        rule: "template-const-is-key",
        message: "must equal x-key",
      },
    ],
  },
  {
    name: "x-max-field-groups differs from groups.maxItems",
    file: accordion,
    edit: (j) => {
      j["x-max-field-groups"] = 25;
    },
    want: [
      {
        file: accordion,
        pointer: "/x-max-field-groups",
        rule: "max-field-groups-is-max-items",
        message: "(30)",
      },
    ],
  },
  {
    name: "x-max-field-groups missing while groups.maxItems is set",
    file: accordion,
    edit: (j) => {
      delete j["x-max-field-groups"];
    },
    want: [
      {
        file: accordion,
        pointer: "/x-max-field-groups",
        rule: "max-field-groups-is-max-items",
        message: "must be set to 30",
      },
    ],
  },
  {
    name: "example violating its schema (enum)",
    file: quote,
    edit: (j) => {
      at(j, "/examples/0/fields").section_class = "middle";
    },
    want: [
      { file: quote, pointer: "/examples/0/fields/section_class", rule: "example-valid enum" },
    ],
  },
  {
    name: "example violating its schema (unknown field, second example)",
    file: quote,
    edit: (j) => {
      at(j, "/examples/1/fields").colour = "red";
    },
    want: [
      { file: quote, pointer: "/examples/1/fields", rule: "example-valid additionalProperties" },
    ],
  },
  {
    name: "Select whose x-enum-labels length differs from enum",
    file: quote,
    edit: (j) => {
      at(j, "/properties/fields/properties/section_class")["x-enum-labels"] = ["يسار", "وسط"];
    },
    want: [
      {
        file: quote,
        pointer: "/properties/fields/properties/section_class",
        rule: "select-labels-match-values",
        message: "must have 3 entries",
      },
    ],
  },
  {
    name: "field of its own without title",
    file: quote,
    edit: (j) => {
      delete at(j, "/properties/fields/properties/justify_text").title;
    },
    want: [
      {
        file: quote,
        pointer: "/properties/fields/properties/justify_text",
        rule: "meta-schema required",
        message: "title",
      },
      {
        file: quote,
        pointer: "/properties/fields/properties/justify_text",
        rule: "meta-schema anyOf",
      },
    ],
  },
  {
    name: "common field without title, reached through $ref",
    file: common,
    edit: (j) => {
      delete at(j, "/$defs/block_scroll_id").title;
    },
    // buildIR stops at the first block that fails (blocks load in file-name order).
    want: [
      {
        file: "schemas/blocks/lrdx-accolade-image-box.schema.json",
        pointer: "/properties/fields/properties/block_scroll_id",
        rule: "field-has-label",
        message: "title (the field's label) is required",
      },
    ],
  },
  {
    name: "Select setting without enum",
    file: search,
    edit: (j) => {
      delete at(j, "/properties/search.popup.enabled").enum;
      j.examples = [{}];
    },
    want: [
      {
        file: search,
        pointer: "/properties/search.popup.enabled",
        rule: "select-has-enum",
      },
    ],
  },
  {
    name: "unknown editor keyword on a settings schema",
    file: search,
    edit: (j) => {
      j["x-colour"] = "red";
    },
    want: [{ file: search, pointer: "/x-colour", rule: "known-keyword" }],
  },
  {
    name: "settings schema without title",
    file: search,
    edit: (j) => {
      delete j.title;
    },
    want: [{ file: search, pointer: "/title", rule: "has-title" }],
  },
  {
    name: "unknown page data a block asks the server for",
    file: quote,
    edit: (j) => {
      j["x-page-data"] = "weather";
    },
    want: [{ file: quote, pointer: "/x-page-data", rule: "meta-schema enum", message: "news" }],
  },
  {
    name: "unknown market",
    file: quote,
    edit: (j) => {
      j["x-market"] = "europe";
    },
    want: [{ file: quote, pointer: "/x-market", rule: "meta-schema enum", message: "overseas" }],
  },
  {
    name: "x-tabs on a block whose groups have no blocks_count",
    file: accordion,
    edit: (j) => {
      j["x-tabs"] = true;
    },
    want: [
      {
        file: accordion,
        pointer: "/x-tabs",
        rule: "tabs-have-blocks-count",
        message: "blocks_count",
      },
    ],
  },
  {
    name: "block without examples",
    file: quote,
    edit: (j) => {
      j.examples = [];
    },
    want: [{ file: quote, pointer: "/examples", rule: "meta-schema minItems" }],
  },
];

describe("broken schemas fail with file, pointer and rule", () => {
  it.each(cases)("$name", async ({ file, edit, want, ctx }) => {
    const root = tmpRoot();
    editSchema(root, file, edit);
    const problems = await problemsOf(resolveCtx({ ...ctx, root }));
    for (const w of want) {
      const { message, ...where } = w;
      expect(problems, JSON.stringify(problems, null, 2)).toContainEqual(
        expect.objectContaining(where),
      );
      if (message !== undefined) {
        const found = problems.filter(
          (p) => p.file === where.file && p.pointer === where.pointer && p.rule === where.rule,
        );
        expect(found.map((p) => p.message).join("\n")).toContain(message);
      }
    }
  });

  it("a file that is not JSON stops generation at load", async () => {
    const root = tmpRoot();
    writeFileSync(path.join(root, quote), "{ not json");
    expect(await problemsOf(resolveCtx({ root }))).toEqual([
      expect.objectContaining({ file: quote, pointer: "", rule: "json-syntax" }),
    ]);
  });

  it("two blocks with one x-key: unique-key", async () => {
    const root = tmpRoot();
    cpSync(path.join(root, quote), path.join(root, "schemas/blocks/lrdx-quote-copy.schema.json"));
    const problems = await problemsOf(resolveCtx({ root }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "schemas/blocks/lrdx-quote.schema.json",
        pointer: "/x-key",
        rule: "unique-key",
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "schemas/blocks/lrdx-quote-copy.schema.json",
        rule: "key-matches-file",
      }),
    );
  });

  it("collects the problems of every block before failing", async () => {
    const root = tmpRoot();
    editSchema(root, quote, (j) => {
      j["x-group"] = "Marketing";
    });
    editSchema(root, accordion, (j) => {
      j["x-max-field-groups"] = 25;
    });
    const problems = await problemsOf(resolveCtx({ root }));
    expect(problems.map((p) => [p.file, p.rule])).toEqual(
      expect.arrayContaining([
        [quote, "meta-schema enum"],
        [accordion, "max-field-groups-is-max-items"],
      ]),
    );
  });

  it("the error message lists each problem as file: pointer: message (rule: name)", async () => {
    const root = tmpRoot();
    editSchema(root, quote, (j) => {
      at(j, "/properties/template").const = "lrdx-accordion";
    });
    try {
      await generate(resolveCtx({ root }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(GeneratorError);
      expect(String(error)).toContain(
        `${quote}: /properties/template/const: must equal x-key (rule: template-const-is-key)`,
      );
    }
  });
});

/** Every file under a folder with its text, to compare before and after. */
function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(dir, name);
    if (statSync(full).isFile()) out[name] = readFileSync(full, "utf8");
  }
  return out;
}

/** What `npm run generate` does (generator/cli.ts without its defaultCtx). */
async function runLikeCli(ctx: GeneratorCtx) {
  const { files } = await generate(ctx);
  return writeGenerated(files, ctx);
}

describe("a new block's Arabic label", () => {
  it("is written to x-label and reaches the registry and the catalogue", async () => {
    const s = scaffoldBlock("lrdx-image-gallery", { label: "معرض الصور" });
    expect(JSON.parse(s.schemaText)).toMatchObject({
      title: "Image Gallery",
      "x-label": "معرض الصور",
    });
    const root = tmpRoot();
    writeFileSync(path.join(root, s.schemaPath), s.schemaText);
    const { files } = await generate(resolveCtx({ root }));
    const registry = files.find((f) => f.path === "blocks.ts")?.text ?? "";
    expect(registry).toContain('name: "Image Gallery",\n    label: "معرض الصور",');
    const catalogue = JSON.parse(files.find((f) => f.path === "catalogue.json")?.text ?? "") as {
      data: { id: string; attributes: Record<string, unknown> }[];
    };
    expect(catalogue.data.find((t) => t.id === "lrdx-image-gallery")?.attributes).toMatchObject({
      name: "Image Gallery",
      label: "معرض الصور",
    });
  }, 90_000);

  it.each(["", " معرض", "Image Gallery", "TODO", "ـــ", "م".repeat(61)])(
    "new-block refuses the label %j",
    (label) => {
      expect(() => scaffoldBlock("lrdx-image-gallery", { label })).toThrow(InvalidBlockLabelError);
    },
  );
});

describe("writing", () => {
  it("a failed generation writes nothing", async () => {
    const root = tmpRoot(true);
    const outDir = path.join(root, "generated");
    const before = snapshotDir(outDir);
    editSchema(root, quote, (j) => {
      at(j, "/properties/fields/properties/section_class")["x-enum-labels"] = ["يسار"];
    });
    await expect(runLikeCli(resolveCtx({ root }))).rejects.toBeInstanceOf(GeneratorError);
    expect(snapshotDir(outDir)).toEqual(before);
  });

  it("a failed generation creates no generated/ folder", async () => {
    const root = tmpRoot();
    editSchema(root, quote, (j) => {
      j["x-group"] = "Marketing";
    });
    await expect(runLikeCli(resolveCtx({ root }))).rejects.toBeInstanceOf(GeneratorError);
    expect(readdirSync(root)).toEqual(["schemas"]);
  });

  it("first writes every file, then rewrites nothing and removes only stray files", async () => {
    const root = tmpRoot();
    const ctx = resolveCtx({ root });
    const outDir = path.join(root, "generated");
    const firstRun = await runLikeCli(ctx);
    const emitted = (await generate(ctx)).files.map((f) => f.path).sort();
    expect(firstRun.written.sort()).toEqual(emitted);
    writeFileSync(path.join(outDir, "stray.ts"), "export {};\n");
    writeFileSync(path.join(outDir, "README.md"), "kept\n");
    const again = await runLikeCli(ctx);
    expect(again.written).toEqual([]);
    expect(again.unchanged.sort()).toEqual(emitted);
    expect(again.removed).toEqual(["stray.ts"]);
    expect(readFileSync(path.join(outDir, "README.md"), "utf8")).toBe("kept\n");

    editSchema(root, quote, (j) => {
      j["x-list-priority"] = 26;
    });
    const changed = await runLikeCli(ctx);
    expect(changed.written.sort()).toEqual(["blocks.ts", "catalogue.json"]);
    expect(readFileSync(path.join(outDir, "blocks.ts"), "utf8")).toContain("listPriority: 26,");
  }, 120_000);
});
