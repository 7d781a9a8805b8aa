import { createHash } from "node:crypto";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import type { FormAttributes } from "../../../generated/types.ts";
import { LruMap } from "../../cache/lru.ts";
import { type CompileContext, compileLeadSchema, type JsonSchema } from "../../core/form-schema.ts";

/**
 * A form's lead validator: its compiled JSON Schema checked by Ajv on the server, and the very
 * code Ajv generated for it, served to the browser as an ES module with no imports. Lengths count
 * UTF-16 code units (`unicode: false`) so the generated code needs no runtime helper.
 */
export interface LeadValidator {
  schema: JsonSchema;
  validate: (values: unknown) => { ok: true } | { ok: false; errors: ErrorObject[] };
  /** The ES module the browser imports: `export default validate`. */
  moduleCode: string;
  /** A short hash of the module, for cache busting and ETags. */
  hash: string;
}

function build(schema: JsonSchema): LeadValidator {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    unicode: false,
    logger: false,
    code: { source: true, esm: true, lines: false },
  });
  const validate: ValidateFunction = ajv.compile(schema);
  const moduleCode = standaloneCode(ajv, validate);
  return {
    schema,
    validate: (values) =>
      validate(values) ? { ok: true } : { ok: false, errors: [...(validate.errors ?? [])] },
    moduleCode,
    hash: createHash("sha256").update(moduleCode).digest("hex").slice(0, 16),
  };
}

const cache = new LruMap<string, LeadValidator>(200);

const byVersion = new LruMap<string, LeadValidator>(200);

/**
 * The validator of a form's definition (cached by the compiled schema). `version` names a stored
 * form's version (id, updated_at, location ids): a repeat skips compiling and hashing.
 */
export function leadValidatorOf(
  form: FormAttributes,
  context: CompileContext = {},
  version?: string,
): LeadValidator {
  const known = version === undefined ? undefined : byVersion.get(version);
  if (known) return known;
  const schema = compileLeadSchema(form, context);
  const key = createHash("sha256").update(JSON.stringify(schema)).digest("hex");
  const made = cache.get(key) ?? build(schema);
  cache.set(key, made);
  if (version !== undefined) byVersion.set(version, made);
  return made;
}
