import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const blocksDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../schemas/blocks",
);

/** A block as the content file stores it. */
export interface DemoBlock {
  template: string;
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
}

/** The block's schema examples, copied, so the demo never drifts from the schemas. */
export function examplesOf(key: string): DemoBlock[] {
  const file = path.join(blocksDir, `${key}.schema.json`);
  const schema = JSON.parse(readFileSync(file, "utf8")) as { examples?: DemoBlock[] };
  return structuredClone(schema.examples ?? []);
}

/** Example `index` of a block (the first when it has fewer), with `patch` laid over its fields. */
export function example(key: string, index = 0, patch: Record<string, unknown> = {}): DemoBlock {
  const examples = examplesOf(key);
  const block = examples[index] ?? examples[0];
  if (!block) throw new Error(`schemas/blocks/${key}.schema.json has no examples`);
  return { ...block, fields: { ...block.fields, ...patch } };
}
