import { Name } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import { customFormats, FORMATS_BINDING } from "./formats.ts";
import { editorKeywordNames } from "./keywords.ts";
import type { SchemaSet } from "./load.ts";

type AjvInstance = InstanceType<typeof Ajv2020>;

interface AjvOptions {
  /** Emit standalone code instead of compiling closures. */
  forStandalone?: boolean;
  /** Fill defaults while validating (used for stored content). */
  useDefaults?: boolean;
}

/** One Ajv for the whole schema set: every document added by $id, editor keywords known. */
export function createAjv(set: SchemaSet, options: AjvOptions = {}): AjvInstance {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    // A field may refine a referenced definition (maxItems beside a $ref); the type comes from the target.
    strictTypes: false,
    allowUnionTypes: true,
    useDefaults: options.useDefaults ?? false,
    // Standalone code reads a format's check from the table emitValidators writes first. The
    // checking Ajv only runs each example once: optimising its code would cost more than it saves.
    code: options.forStandalone
      ? { source: true, esm: true, lines: true, formats: new Name(FORMATS_BINDING) }
      : { optimize: false },
  });
  ajv.addVocabulary(editorKeywordNames);
  for (const [name, format] of Object.entries(customFormats)) ajv.addFormat(name, format.validate);
  for (const kind of ["shared", "blocks", "settings", "entities"] as const) {
    for (const file of set[kind]) ajv.addSchema(file.json, file.id);
  }
  return ajv;
}
