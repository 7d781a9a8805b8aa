import type { ErrorObject } from "ajv";
import type { StockVehicle } from "../../../../generated/types.ts";
import { validateStockVehicle } from "../../../../generated/validate.ts";
import { errorPointer, pointerTokens } from "../../../core/validation-messages.ts";
import type { SourceRow } from "./rows.ts";

/**
 * A row checked by the generated validator: every rule it breaks, worded for a person reading
 * the import's output.
 */

/** The value a JSON pointer names inside a row, for the message. */
function valueAt(value: unknown, pointer: string): unknown {
  let node: unknown = value;
  for (const token of pointerTokens(pointer)) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function shown(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** One rule a row breaks, worded for a person reading the import's output. */
function ruleText(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return "is required";
    case "additionalProperties":
      return "is not a stock vehicle attribute";
    case "enum": {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `must be one of ${allowed.map(String).join(", ")}`;
    }
    default:
      return error.message ?? error.keyword;
  }
}

/** "row 17 (line 18)": where a row is in its file. */
export function rowLabel(source: Pick<SourceRow, "row" | "line">): string {
  return source.line === undefined
    ? `row ${source.row}`
    : `row ${source.row} (line ${source.line})`;
}

/**
 * A row checked by the generated validator (defaults filled in), or its problems, each naming
 * the row, the field and the rule: 'row 17, msrp_price: must be >= 0 (got -5)'.
 */
export function checkRow(
  source: SourceRow,
): { vehicle: StockVehicle; problems: [] } | { vehicle: null; problems: string[] } {
  const label = rowLabel(source);
  const problems = source.problems.map((p) =>
    p.field ? `${label}, ${p.field}: ${p.rule}` : `${label}: ${p.rule}`,
  );
  const value = source.value;
  if (validateStockVehicle(value) && problems.length === 0) return { vehicle: value, problems: [] };
  if (source.problems.some((p) => p.field === null)) return { vehicle: null, problems };
  const seen = new Set<string>();
  for (const error of validateStockVehicle.errors ?? []) {
    if (["if", "then", "else", "allOf", "anyOf", "oneOf", "not"].includes(error.keyword)) continue;
    const pointer = errorPointer(error);
    const field = pointerTokens(pointer).join("/");
    const given = valueAt(value, pointer);
    const rule = ruleText(error);
    const withValue =
      given === undefined || error.keyword === "additionalProperties" || typeof given === "object"
        ? rule
        : `${rule} (got ${shown(given)})`;
    const text = field ? `${label}, ${field}: ${withValue}` : `${label}: ${withValue}`;
    if (seen.has(text)) continue;
    seen.add(text);
    problems.push(text);
  }
  if (problems.length === 0) problems.push(`${label}: is not a stock vehicle`);
  return { vehicle: null, problems };
}
