import { readFileSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parse as parseCsv } from "csv-parse";
import { type RowProblem, type SourceRow, StockFileError, StockImportError } from "./rows.ts";

/**
 * A CSV file of vehicles, read as a stream: a header row of documented attribute names
 * (schemas/entities/stock-vehicle.schema.json), then one vehicle a row, each cell read by its
 * attribute's type in the schema.
 */

interface PropertySchema {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
}

/** How a CSV cell of each documented attribute becomes a value: by the schema's type. */
type CellKind = "string" | "integer" | "number" | "boolean" | "json";

const vehicleSchema = JSON.parse(
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      "../../../../schemas/entities/stock-vehicle.schema.json",
    ),
    "utf8",
  ),
) as { properties: Record<string, PropertySchema>; $defs: Record<string, PropertySchema> };

function kindOf(property: PropertySchema): CellKind {
  const resolved =
    property.$ref?.startsWith("#/$defs/") === true
      ? (vehicleSchema.$defs[property.$ref.slice("#/$defs/".length)] ?? property)
      : property;
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.includes("array") || types.includes("object")) return "json";
  if (types.includes("integer")) return "integer";
  if (types.includes("number")) return "number";
  if (types.includes("boolean")) return "boolean";
  return "string";
}

/** Attribute name -> how its CSV cells are read. */
export const cellKinds: ReadonlyMap<string, CellKind> = new Map(
  Object.entries(vehicleSchema.properties).map(([name, property]) => [name, kindOf(property)]),
);

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A CSV cell as the schema's type wants it; a cell that does not read as that type is kept as
 * text, so the validator names the rule it breaks; a JSON cell that does not parse is a problem.
 */
function cellValue(kind: CellKind, cell: string): { value: unknown } | { problem: string } {
  const text = cell.trim();
  switch (kind) {
    case "integer":
    case "number":
      return { value: NUMBER.test(text) ? Number(text) : cell };
    case "boolean": {
      const lower = text.toLowerCase();
      if (lower === "true" || lower === "1") return { value: true };
      if (lower === "false" || lower === "0") return { value: false };
      return { value: cell };
    }
    case "json":
      try {
        return { value: JSON.parse(text) };
      } catch (error) {
        return {
          problem: `is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
        };
      }
    default:
      return { value: cell };
  }
}

/**
 * The rows of a CSV file: a header row of documented attribute names, then one vehicle a row;
 * empty cells left out, numbers and booleans read by the schema's types, arrays and objects as
 * JSON. An unknown or repeated column is refused once, for the whole file.
 */
export async function* readCsvRows(input: Readable): AsyncGenerator<SourceRow> {
  const parser = input.pipe(
    parseCsv({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true }),
  );
  input.on("error", (error) => parser.destroy(error));
  let header: string[] | null = null;
  let kinds: CellKind[] = [];
  let row = 0;
  try {
    for await (const entry of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const { record, info } = entry;
      if (!header) {
        header = record.map((name) => name.trim());
        const problems: string[] = [];
        const seen = new Set<string>();
        for (const name of header) {
          if (name === "") problems.push("header: a column has no name");
          else if (!cellKinds.has(name))
            problems.push(`header, ${name}: is not a stock vehicle attribute`);
          else if (seen.has(name)) problems.push(`header, ${name}: the column is repeated`);
          seen.add(name);
        }
        if (problems.length > 0) throw new StockImportError(problems);
        kinds = header.map((name) => cellKinds.get(name) ?? "string");
        continue;
      }
      row += 1;
      const problems: RowProblem[] = [];
      if (record.length !== header.length)
        problems.push({
          field: null,
          rule: `has ${record.length} cells, the header has ${header.length}`,
        });
      const value: Record<string, unknown> = {};
      record.forEach((cell, i) => {
        const name = header?.[i];
        if (name === undefined || cell.trim() === "") return;
        const read = cellValue(kinds[i] ?? "string", cell);
        if ("problem" in read) problems.push({ field: name, rule: read.problem });
        else value[name] = read.value;
      });
      yield { row, line: info.lines, value, problems };
    }
  } catch (error) {
    if (error instanceof StockImportError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new StockFileError(`the CSV cannot be read: ${message}`);
  }
  if (!header) throw new StockFileError("the CSV is empty: its first row names the attributes");
}
