import type { ErrorObject } from "ajv";
import { isBlockTemplateKey } from "../../generated/blocks.ts";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { ruleMessage } from "../../runtime/core/validation-messages.ts";
import { catalogueEntry } from "./catalogue.ts";
import type { StoredBlock } from "./page-types.ts";

/** One problem of one block, in Arabic, at a JSON pointer inside the block. */
export interface BlockProblem {
  pointer: string;
  message: string;
}

/** A new block of the template: the validator fills every default. */
export function newBlock(key: BlockTemplateKey): StoredBlock {
  const block = { template: key, fields: {}, groups: [] };
  blockValidators[key](block);
  return block as StoredBlock;
}

/** The Arabic label of the field a pointer names (/fields/x or /groups/N/x), else the key. */
export function fieldLabel(template: string, pointer: string): string {
  const parts = pointer.split("/").filter(Boolean);
  const entry = catalogueEntry(template);
  if (parts[0] === "fields" && parts[1]) {
    return entry?.fields.find((f) => f.symbol === parts[1])?.label ?? parts[1];
  }
  if (parts[0] === "groups" && parts[1] !== undefined) {
    const n = Number(parts[1]) + 1;
    const field = parts[2]
      ? (entry?.groupFields.find((f) => f.symbol === parts[2])?.label ?? parts[2])
      : "";
    return field ? `${field} (المجموعة ${n})` : `المجموعة ${n}`;
  }
  if (parts[0] === "groups") return "المجموعات";
  return parts.join("/") || "الكتلة";
}

/** One failed rule on one field, worded by the one message table the server and the forms use. */
function describe(error: ErrorObject, label: string): string {
  return `الحقل «${label}»: ${ruleMessage(error.keyword, error.params)}.`;
}

/** Ajv errors as Arabic messages naming the field, one per pointer and rule. */
export function describeErrors(template: string, errors: readonly ErrorObject[]): BlockProblem[] {
  const out: BlockProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    const pointer =
      error.keyword === "required" && missing
        ? `${error.instancePath}/${missing}`
        : error.instancePath;
    const key = `${pointer}|${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, message: describe(error, fieldLabel(template, pointer)) });
  }
  return out;
}

/**
 * Client validation of one block with the generated validator, on a copy (validators fill
 * defaults in place, and the working state must only change through the reducer).
 */
export function validateBlock(block: StoredBlock): BlockProblem[] {
  if (!isBlockTemplateKey(block.template))
    return [{ pointer: "/template", message: `القالب «${block.template}» غير معروف.` }];
  const validator = blockValidators[block.template];
  if (validator(structuredClone(block))) return [];
  return describeErrors(block.template, validator.errors ?? []);
}

/** Problems of every block, by block index; blocks without problems are left out. */
export function validateBlocks(blocks: readonly StoredBlock[]): Map<number, BlockProblem[]> {
  const out = new Map<number, BlockProblem[]>();
  blocks.forEach((b, i) => {
    const problems = validateBlock(b);
    if (problems.length > 0) out.set(i, problems);
  });
  return out;
}
