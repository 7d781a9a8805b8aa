import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { GeneratorCtx } from "./ctx.ts";
import { GeneratorError, type SchemaProblem } from "./errors.ts";
import { isObject, type JsonObject } from "./json.ts";

/** The folders of schemas/, each holding one kind of document. */
export type SchemaKind = "meta" | "shared" | "blocks" | "settings" | "entities";
const kinds: SchemaKind[] = ["meta", "shared", "blocks", "settings", "entities"];

/** One schema document as read from disk. */
export interface SchemaFile {
  kind: SchemaKind;
  /** Path relative to the project root, used in every message. */
  file: string;
  id: string;
  json: JsonObject;
}

export type SchemaSet = Record<SchemaKind, SchemaFile[]>;

/** Phase 1: read every schemas/<kind>/*.schema.json; a file that is not JSON stops generation. */
export function loadSchemas(ctx: GeneratorCtx): SchemaSet {
  const problems: SchemaProblem[] = [];
  const set: SchemaSet = { meta: [], shared: [], blocks: [], settings: [], entities: [] };
  for (const kind of kinds) {
    const dir = path.join(ctx.root, ctx.schemasDir, kind);
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith(".schema.json"));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const file = path.posix.join(ctx.schemasDir, kind, name);
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
      } catch (error) {
        problems.push({ file, pointer: "", rule: "json-syntax", message: String(error) });
        continue;
      }
      if (!isObject(json)) {
        problems.push({ file, pointer: "", rule: "json-object", message: "must be a JSON object" });
        continue;
      }
      const id = typeof json.$id === "string" ? json.$id : `${ctx.idBase}${kind}/${name}`;
      set[kind].push({ kind, file, id, json });
    }
  }
  if (problems.length > 0) throw new GeneratorError(problems);
  return set;
}

/** The API's route table as written in schemas/api/routes.json, before it is checked. */
export interface RouteContractFile {
  file: string;
  json: JsonObject;
}

/** Phase 1 for the API: read schemas/api/routes.json (the route table); absent means no API. */
export function loadRouteContract(ctx: GeneratorCtx): RouteContractFile | null {
  const file = path.posix.join(ctx.schemasDir, "api", "routes.json");
  let text: string;
  try {
    text = readFileSync(path.join(ctx.root, file), "utf8");
  } catch {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new GeneratorError([{ file, pointer: "", rule: "json-syntax", message: String(error) }]);
  }
  if (!isObject(json))
    throw new GeneratorError([
      { file, pointer: "", rule: "json-object", message: "must be a JSON object" },
    ]);
  return { file, json };
}
