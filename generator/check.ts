import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { createAjv } from "./ajv.ts";
import type { GeneratorCtx } from "./ctx.ts";
import { GeneratorError, type SchemaProblem } from "./errors.ts";
import { isObject, pointerToken } from "./json.ts";
import { editorKeywordNames } from "./keywords.ts";
import type { SchemaFile, SchemaSet } from "./load.ts";

/** A check beyond the meta-schema, named so a failure says which rule broke. */
interface CrossCheck {
  name: string;
  check: (file: SchemaFile, ctx: GeneratorCtx) => { pointer: string; message: string } | undefined;
}

/** True when text holds at least one Arabic letter (diacritics and digits alone do not count). */
export function hasArabicLetter(text: string): boolean {
  return /(?=\p{Script=Arabic})\p{L}/u.test(text);
}

const blockChecks: CrossCheck[] = [
  {
    // Editors read x-label; an English copy of the title or a left-over placeholder must not ship.
    name: "label-is-arabic",
    check: (f) => {
      const label = String(f.json["x-label"]);
      return hasArabicLetter(label)
        ? undefined
        : {
            pointer: "/x-label",
            message: `must be the block's Arabic name as editors read it (e.g. "معرض الصور"); "${label}" has no Arabic letter`,
          };
    },
  },
  {
    name: "key-has-prefix",
    check: (f, ctx) =>
      String(f.json["x-key"]).startsWith(`${ctx.prefix}-`)
        ? undefined
        : { pointer: "/x-key", message: `must start with the theme prefix "${ctx.prefix}-"` },
  },
  {
    name: "key-matches-file",
    check: (f) =>
      `${f.json["x-key"]}.schema.json` === path.posix.basename(f.file)
        ? undefined
        : {
            pointer: "/x-key",
            message: `must equal the file name (${path.posix.basename(f.file)})`,
          },
  },
  {
    name: "id-matches-file",
    check: (f, ctx) => {
      const want = `${ctx.idBase}blocks/${path.posix.basename(f.file)}`;
      return f.json.$id === want ? undefined : { pointer: "/$id", message: `must be "${want}"` };
    },
  },
  {
    name: "template-const-is-key",
    check: (f) => {
      const props = f.json.properties;
      const template = isObject(props) ? props.template : undefined;
      return isObject(template) && template.const === f.json["x-key"]
        ? undefined
        : { pointer: "/properties/template/const", message: "must equal x-key" };
    },
  },
  {
    name: "max-field-groups-is-max-items",
    check: (f) => {
      const props = f.json.properties;
      const groups = isObject(props) ? props.groups : undefined;
      const maxItems = isObject(groups) ? groups.maxItems : undefined;
      const declared = f.json["x-max-field-groups"];
      if (declared === undefined) {
        return maxItems === undefined || maxItems === 0
          ? undefined
          : {
              pointer: "/x-max-field-groups",
              message: `must be set to ${maxItems}, groups.maxItems`,
            };
      }
      return declared === maxItems
        ? undefined
        : {
            pointer: "/x-max-field-groups",
            message: `must equal properties.groups.maxItems (${maxItems})`,
          };
    },
  },
  {
    // Tab panels are cut by each group's blocks_count: a tab block without one would own nothing.
    name: "tabs-have-blocks-count",
    check: (f) => {
      if (f.json["x-tabs"] !== true) return undefined;
      const props = f.json.properties;
      const groups = isObject(props) ? props.groups : undefined;
      const items = isObject(groups) ? groups.items : undefined;
      const fields = isObject(items) ? items.properties : undefined;
      return isObject(fields) && fields.blocks_count !== undefined
        ? undefined
        : {
            pointer: "/x-tabs",
            message:
              "the block's groups must have a blocks_count field: it says how many following blocks each tab owns",
          };
    },
  },
];

/**
 * Phase 2: every block schema against schemas/meta/block.schema.json, then the cross-checks,
 * then each example against its own schema. Collects every problem before failing.
 */
export function checkSchemas(set: SchemaSet, ctx: GeneratorCtx): void {
  const problems: SchemaProblem[] = [];
  const meta = set.meta.find((m) => m.file.endsWith("block.schema.json"));
  if (!meta)
    throw new GeneratorError([
      {
        file: `${ctx.schemasDir}/meta/block.schema.json`,
        pointer: "",
        rule: "meta-schema-present",
        message: "is missing",
      },
    ]);
  const metaAjv = new Ajv2020({ allErrors: true, strict: false });
  const validateMeta = metaAjv.compile(meta.json);

  const seen = new Map<string, string>();
  const seenLabels = new Map<string, string>();
  for (const file of set.blocks) {
    if (!validateMeta(file.json)) {
      for (const e of validateMeta.errors ?? []) {
        const extra =
          e.keyword === "enum"
            ? `: ${JSON.stringify(e.params.allowedValues)}`
            : e.keyword === "additionalProperties"
              ? ` "${e.params.additionalProperty}"`
              : "";
        problems.push({
          file: file.file,
          pointer: e.instancePath,
          rule: `meta-schema ${e.keyword}`,
          message: `${e.message}${extra}`,
        });
      }
      continue;
    }
    for (const c of blockChecks) {
      const found = c.check(file, ctx);
      if (found) problems.push({ file: file.file, rule: c.name, ...found });
    }
    const key = String(file.json["x-key"]);
    const other = seen.get(key);
    if (other)
      problems.push({
        file: file.file,
        pointer: "/x-key",
        rule: "unique-key",
        message: `"${key}" is already used by ${other}`,
      });
    seen.set(key, file.file);
    const label = String(file.json["x-label"]);
    const sameLabel = seenLabels.get(label);
    if (sameLabel)
      problems.push({
        file: file.file,
        pointer: "/x-label",
        rule: "unique-label",
        message: `"${label}" is already the label of ${sameLabel}; editors could not tell the blocks apart`,
      });
    seenLabels.set(label, file.file);
  }
  for (const file of [...set.settings, ...set.entities]) {
    if (typeof file.json.$id !== "string")
      problems.push({ file: file.file, pointer: "/$id", rule: "has-id", message: "must be set" });
    if (typeof file.json.title !== "string")
      problems.push({
        file: file.file,
        pointer: "/title",
        rule: "has-title",
        message: "must be set",
      });
    for (const k of Object.keys(file.json)) {
      if (k.startsWith("x-") && !editorKeywordNames.includes(k as never))
        problems.push({
          file: file.file,
          pointer: `/${pointerToken(k)}`,
          rule: "known-keyword",
          message: `unknown editor keyword "${k}"`,
        });
    }
  }
  if (problems.length > 0) throw new GeneratorError(problems);

  let ajv: ReturnType<typeof createAjv>;
  try {
    ajv = createAjv(set);
  } catch (error) {
    throw new GeneratorError([
      { file: ctx.schemasDir, pointer: "", rule: "ajv-compile", message: String(error) },
    ]);
  }
  for (const file of [...set.blocks, ...set.settings, ...set.entities]) {
    let validate: ReturnType<typeof ajv.compile>;
    try {
      validate = ajv.compile({ $ref: file.id });
    } catch (error) {
      problems.push({ file: file.file, pointer: "", rule: "ajv-compile", message: String(error) });
      continue;
    }
    const examples = Array.isArray(file.json.examples) ? file.json.examples : [];
    examples.forEach((example, i) => {
      if (validate(structuredClone(example))) return;
      for (const e of validate.errors ?? []) {
        problems.push({
          file: file.file,
          pointer: `/examples/${i}${e.instancePath}`,
          rule: `example-valid ${e.keyword}`,
          message: e.message ?? "is invalid",
        });
      }
    });
  }
  if (problems.length > 0) throw new GeneratorError(problems);
}
