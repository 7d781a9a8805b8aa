import type { GeneratorCtx } from "../ctx.ts";
import { isObject } from "../json.ts";
import type { SchemaSet } from "../load.ts";
import { banner, type Emitted } from "./banner.ts";

/** The shared library of rules a value follows whichever field holds it. */
const VALUE_RULES_FILE = "shared/value-rules.schema.json";

/**
 * The patterns of the value rules (schemas/shared/value-rules.schema.json), by rule name, as
 * data: a failed `pattern` names only its pattern, so the message table recognises a rule by it
 * and words it (runtime/core/validation-messages.ts).
 */
export function emitValueRules(set: SchemaSet, ctx: GeneratorCtx): Emitted {
  const file = set.shared.find((f) => f.file.endsWith(`/${VALUE_RULES_FILE}`));
  const defs = file && isObject(file.json.$defs) ? file.json.$defs : {};
  const patterns: Record<string, string> = {};
  for (const [name, rule] of Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)))
    if (isObject(rule) && typeof rule.pattern === "string") patterns[name] = rule.pattern;
  const text = [
    banner(ctx, [`${ctx.schemasDir}/${VALUE_RULES_FILE}`]),
    "/** Rule name -> the pattern of that value rule, as the schemas (and so Ajv's errors) say it. */",
    `export const valueRulePatterns = ${JSON.stringify(patterns, null, 2)} as const;`,
    "",
  ].join("\n");
  return { path: "value-rules.ts", text };
}
