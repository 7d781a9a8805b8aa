import type { GeneratorCtx } from "../ctx.ts";
import type { IR, SettingsIR } from "../ir.ts";
import { pascalCase } from "../ir.ts";
import { banner, type Emitted } from "./banner.ts";
import { formatDeclarations, schemaToTs } from "./types.ts";

/**
 * Settings: every stored key of every settings schema -> its value type (the stored string, or
 * the parsed shape of a JSON key), so a reader names only keys the schemas declare.
 */
export async function emitSettingTypes(ir: IR, ctx: GeneratorCtx): Promise<Emitted> {
  const shapes: string[] = [];
  const entries: string[] = [];
  const jsonKeys: string[] = [];
  for (const s of ir.settings)
    for (const k of s.keys) {
      const doc = `  /** ${docText(`${k.label}${k.description ? ` — ${k.description}` : ""}`)} */`;
      if (k.jsonSchema) {
        const name = jsonValueTypeName(s, k.key);
        shapes.push(await schemaToTs(k.jsonSchema, name));
        jsonKeys.push(JSON.stringify(k.key));
        entries.push(doc, `  ${JSON.stringify(k.key)}: ${name};`);
      } else entries.push(doc, `  ${JSON.stringify(k.key)}: string;`);
    }
  const text = [
    banner(ctx, [`${ctx.schemasDir}/settings/`]),
    ...shapes,
    "/**",
    " * Every settings key the schemas declare, written as it is stored (the namespace, then the",
    " * property path), -> its value: the stored string, or for a JSON key (x-json, see JsonSettingKey)",
    " * the shape its JSON parses to. A value is checked against its schema when it is written; a key",
    " * on a language's pages may be overridden by `{key}@{lang}` (runtime/core/settings.ts).",
    " */",
    `export interface SettingTypes {\n${entries.join("\n")}\n}\n`,
    "/** Every settings key the schemas declare. */",
    "export type SettingKey = keyof SettingTypes;\n",
    "/** The keys whose value is JSON held as a string (x-json): read them parsed, by settingJson. */",
    `export type JsonSettingKey = ${jsonKeys.join(" | ") || "never"};\n`,
    "/** The keys whose value is read as the stored string. */",
    "export type PlainSettingKey = Exclude<SettingKey, JsonSettingKey>;\n",
    "/**",
    " * Every settings namespace -> its schema's title and description, as the admin shows them (in",
    " * Arabic): the list of namespaces and the heading of each namespace's screen.",
    " */",
    `export const settingsNamespaceTexts: Readonly<Record<string, { title: string; description: string }>> = ${JSON.stringify(namespaceTexts(ir), null, 2)};\n`,
  ].join("\n");
  return { path: "settings.ts", text: await formatDeclarations(text) };
}

/** Each namespace's title and description, sorted by namespace so the output never depends on disk order. */
function namespaceTexts(ir: IR): Record<string, { title: string; description: string }> {
  const texts: Record<string, { title: string; description: string }> = {};
  for (const s of [...ir.settings].sort((a, b) => a.namespace.localeCompare(b.namespace)))
    texts[s.namespace] = {
      title: s.title,
      description: typeof s.schema.description === "string" ? s.schema.description : "",
    };
  return texts;
}

/** The name of a JSON key's parsed shape: the namespace's type name, then the key's path. */
function jsonValueTypeName(s: SettingsIR, key: string): string {
  return `${s.typeName}${pascalCase(key.replace(`${s.namespace}.`, ""))}Value`;
}

/** A label or description as a doc comment's text: one line, never closing the comment. */
function docText(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\*\//g, "*\\/").trim();
}
