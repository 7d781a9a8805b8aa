import type { ErrorObject } from "ajv";
import { blockRegistry, isBlockTemplateKey } from "../../../generated/blocks.ts";
import type { ContentDocument, Page, Setting } from "../../../generated/types.ts";
import {
  blockValidators,
  jsonSettingKeys,
  settingsValidators,
  validateContentDocument,
} from "../../../generated/validate.ts";
import { migrateBlock, withoutVersion } from "../../core/block-migrations.ts";
import { LANGUAGE_URL_CODES } from "../../core/languages.ts";
import { languageOverrideOf } from "../../core/settings.ts";

/** One broken rule in a content document, located well enough to fix it. */
export interface ContentProblem {
  /** Human location: page path, block index and template, or setting key. */
  where: string;
  /** JSON pointer inside the located item (block or setting value). */
  pointer: string;
  /** The JSON Schema keyword (or named rule) that failed. */
  rule: string;
  message: string;
}

export function formatContentProblem(p: ContentProblem): string {
  return `${p.where} ${p.pointer || "/"}: ${p.message} (rule: ${p.rule})`;
}

/** An Ajv error in the English the content tools print (the API words it in Arabic too). */
export function describe(e: ErrorObject): string {
  if (e.keyword === "additionalProperties")
    return `has unknown property "${String(e.params.additionalProperty)}"`;
  if (e.keyword === "enum") return `${e.message}: ${JSON.stringify(e.params.allowedValues)}`;
  return e.message ?? "is invalid";
}

/** Ajv reports one error per failed branch of anyOf/oneOf; the summary keywords add nothing. */
export function useful(errors: ErrorObject[] | null | undefined): ErrorObject[] {
  const list = errors ?? [];
  const specific = list.filter(
    (e) => e.keyword !== "if" && e.keyword !== "anyOf" && e.keyword !== "oneOf",
  );
  return specific.length > 0 ? specific : list;
}

type ValidationResult<T> =
  | { isValid: true; value: T; problems: [] }
  | { isValid: false; problems: ContentProblem[] };

/**
 * Checks one block with its template's generated validator after migrating it from its stored
 * version. On success the block is rewritten in place: migrated, defaults filled, stamped with
 * its schema's x-version; on failure it is left as it was.
 */
export function validateBlock(block: unknown, where: string): ContentProblem[] {
  const template =
    typeof block === "object" && block !== null
      ? (block as { template?: unknown }).template
      : undefined;
  if (typeof template !== "string" || !isBlockTemplateKey(template)) {
    return [
      {
        where,
        pointer: "/template",
        rule: "known-template",
        message: `"${String(template)}" is not a block template`,
      },
    ];
  }
  const current = blockRegistry[template].version;
  const migrated = migrateBlock(block);
  if (migrated.to > current)
    return [
      {
        where: `${where} (${template})`,
        pointer: "/version",
        rule: "version",
        message: `was written for version ${migrated.to} of the block; this site knows ${current}`,
      },
    ];
  const body = withoutVersion(migrated.block);
  const validate = blockValidators[template];
  if (validate(body)) {
    const target = block as Record<string, unknown>;
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, body, { version: migrated.to });
    return [];
  }
  const migratedNote =
    migrated.steps.length > 0 ? ` (after migrating ${migrated.steps.join(", ")})` : "";
  return useful(validate.errors).map((e) => ({
    where: `${where} (${template})`,
    pointer: e.instancePath,
    rule: e.keyword,
    message: `${describe(e)}${migratedNote}`,
  }));
}

/** Checks one setting: JSON-string values must parse, and known keys must match their schema. */
export function validateSetting(setting: Setting): ContentProblem[] {
  const where = `setting "${setting.key}"`;
  // A language's own value (`{key}@{lang}`) is checked as the key it overrides.
  const override = languageOverrideOf(setting.key);
  if (override && !(LANGUAGE_URL_CODES as readonly string[]).includes(override.lang))
    return [
      {
        where,
        pointer: "",
        rule: "language",
        message: `"${override.lang}" is not a site language (ar, en, he, pt-br…)`,
      },
    ];
  const key = override?.key ?? setting.key;
  let value: unknown = setting.value;
  if (jsonSettingKeys.has(key)) {
    try {
      value = JSON.parse(setting.value);
    } catch {
      return [{ where, pointer: "", rule: "json", message: `Invalid JSON in ${setting.key}` }];
    }
  }
  const namespace = key.split(".")[0] ?? "";
  const validate = settingsValidators[namespace];
  if (!validate || validate({ [key]: value })) return [];
  return useful(validate.errors).map((e) => ({
    where,
    pointer: e.instancePath.replace(/^\/[^/]+/, ""),
    rule: e.keyword,
    message: describe(e),
  }));
}

/**
 * The whole document: its shape, then every page's blocks and every setting. Defaults are filled
 * in; nothing is returned as valid unless every part is.
 */
export function validateContent(input: unknown): ValidationResult<ContentDocument> {
  const doc = structuredClone(input);
  if (!validateContentDocument(doc)) {
    return {
      isValid: false,
      problems: useful(validateContentDocument.errors).map((e) => ({
        where: "document",
        pointer: e.instancePath,
        rule: e.keyword,
        message: describe(e),
      })),
    };
  }
  const problems: ContentProblem[] = [];
  // Paths are unique within a language, and so are translation keys.
  const seenPaths = new Map<string, number>();
  const seenTranslations = new Map<string, number>();
  doc.pages.forEach((page: Page, i) => {
    const where = `page "${page.lang}/${page.path}"`;
    const first = seenPaths.get(`${page.lang}/${page.path}`);
    if (first !== undefined)
      problems.push({
        where,
        pointer: `/pages/${i}/path`,
        rule: "unique-path",
        message: `is also the path of pages[${first}] in the language ${page.lang}`,
      });
    seenPaths.set(`${page.lang}/${page.path}`, i);
    if (page.translation_key !== null) {
      const twin = seenTranslations.get(`${page.lang}/${page.translation_key}`);
      if (twin !== undefined)
        problems.push({
          where,
          pointer: `/pages/${i}/translation_key`,
          rule: "unique-translation",
          message: `pages[${twin}] is already the ${page.lang} version of "${page.translation_key}"`,
        });
      seenTranslations.set(`${page.lang}/${page.translation_key}`, i);
    }
    for (const [j, block] of page.blocks.entries()) {
      problems.push(...validateBlock(block, `${where} block ${j}`));
    }
  });
  const seenKeys = new Set<string>();
  for (const setting of doc.settings) {
    if (seenKeys.has(setting.key))
      problems.push({
        where: `setting "${setting.key}"`,
        pointer: "",
        rule: "unique-key",
        message: "appears twice",
      });
    seenKeys.add(setting.key);
    problems.push(...validateSetting(setting));
  }
  return problems.length > 0
    ? { isValid: false, problems }
    : { isValid: true, value: doc, problems: [] };
}
