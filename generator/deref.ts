import { isObject, type Json, type JsonObject, readPointer } from "./json.ts";
import type { SchemaFile, SchemaSet } from "./load.ts";

/** Called for a $ref that points at a whole shared document; may replace the reference. */
type SharedRefHook = (target: SchemaFile, siblings: JsonObject) => Json | undefined;

interface DerefOptions {
  onSharedDocument?: SharedRefHook;
}

/**
 * Phase 3: replace every $ref by the schema it points at. Keywords beside a $ref win over the
 * target's (a field's title, default or x-sizes refine a common definition).
 */
export function dereference(
  root: SchemaFile,
  set: SchemaSet,
  options: DerefOptions = {},
): JsonObject {
  const byId = new Map<string, SchemaFile>();
  for (const list of Object.values(set)) for (const f of list) byId.set(f.id, f);
  const out = walk(root.json, root, byId, options, []);
  if (!isObject(out)) throw new Error(`${root.file}: dereferenced schema is not an object`);
  return out;
}

function walk(
  node: Json,
  doc: SchemaFile,
  byId: Map<string, SchemaFile>,
  options: DerefOptions,
  stack: string[],
): Json {
  if (Array.isArray(node)) return node.map((n) => walk(n, doc, byId, options, stack));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === "string") {
    const { $ref: _ignored, ...siblings } = node;
    const target = new URL(ref, doc.id);
    const hash = decodeURIComponent(target.hash.replace(/^#/, ""));
    target.hash = "";
    const targetDoc = ref.startsWith("#") ? doc : byId.get(target.href);
    if (!targetDoc) throw new Error(`${doc.file}: $ref "${ref}" names no known schema`);
    const key = `${targetDoc.id}#${hash}`;
    if (stack.includes(key)) throw new Error(`${doc.file}: $ref "${ref}" is circular`);
    if (hash === "" && targetDoc.kind === "shared" && options.onSharedDocument) {
      const replaced = options.onSharedDocument(targetDoc, siblings);
      if (replaced !== undefined) return walk(replaced, doc, byId, options, stack);
    }
    const resolved = readPointer(targetDoc.json, hash);
    if (resolved === undefined) throw new Error(`${doc.file}: $ref "${ref}" does not resolve`);
    const inner = walk(resolved, targetDoc, byId, options, [...stack, key]);
    const merged: JsonObject = isObject(inner) ? { ...inner } : {};
    // A whole referenced document brings its own identity keywords; a field must not inherit them.
    delete merged.$id;
    delete merged.$schema;
    delete merged.examples;
    for (const [k, v] of Object.entries(siblings)) merged[k] = walk(v, doc, byId, options, stack);
    return merged;
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = walk(v, doc, byId, options, stack);
  return out;
}
