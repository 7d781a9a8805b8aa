/**
 * The settings screens' pure rules: each namespace's Arabic title and description (from its
 * schema), the language values stored beside a key (`{key}@{lang}`), what one save of a
 * namespace sends, and how a refusal lands on the keys it names.
 */
import { isSettingsNamespace, settingsFormSchemas } from "../../../generated/form-schemas.ts";
import { settingsNamespaceTexts } from "../../../generated/settings.ts";
import { type ObjectUiSchema, settingsUiSchemas } from "../../../generated/ui-schema.ts";
import { LANGUAGES } from "../../../runtime/core/languages.ts";
import { languageOverrideOf } from "../../../runtime/core/settings.ts";
import type { ApiProblem } from "../../api.ts";
import { keySchema, type SchemaNode, type SettingsPayload } from "../admin-logic.ts";
import type { SearchEntry } from "./settings-search.ts";

/** A namespace as the list shows it: never its raw key as the title. */
export interface NamespaceInfo {
  namespace: string;
  title: string;
  description: string;
  keys: string[];
}

/** The namespace's Arabic title and description from its schema; a namespace no schema knows keeps its key. */
export function namespaceInfo(namespace: string, keys: readonly string[]): NamespaceInfo {
  const texts = settingsNamespaceTexts[namespace];
  return {
    namespace,
    title: texts?.title ?? namespace,
    description: texts?.description ?? "",
    keys: [...keys],
  };
}

/** Every namespace of the overview, sorted by its Arabic title. */
export function namespaceList(payload: SettingsPayload): NamespaceInfo[] {
  return payload.namespaces
    .map((n) => namespaceInfo(n.namespace, n.keys))
    .sort((a, b) => a.title.localeCompare(b.title, "ar"));
}

/** The generated form of a namespace the schemas know; a stored namespace may be unknown. */
export function namespaceSchema(namespace: string): SchemaNode | undefined {
  return isSettingsNamespace(namespace) ? settingsFormSchemas[namespace] : undefined;
}

/** The uiSchema of one key of a namespace the schemas know. */
export function keyUi(namespace: string, key: string): Record<string, unknown> | undefined {
  if (!isSettingsNamespace(namespace)) return undefined;
  const keys: ObjectUiSchema = settingsUiSchemas[namespace];
  const ui = keys[key];
  return Array.isArray(ui) ? undefined : ui;
}

/** The namespace's keys in the order its uiSchema names them, then any others. */
export function orderedKeys(namespace: string, keys: readonly string[]): string[] {
  const named = isSettingsNamespace(namespace) ? settingsUiSchemas[namespace]["ui:order"] : [];
  return [
    ...named.filter((k) => keys.includes(k)),
    ...keys.filter((k) => !named.includes(k)).sort(),
  ];
}

/** The key's Arabic label (its schema title), or the key itself for one no schema describes. */
export function keyLabel(namespace: string, key: string): string {
  const title = keySchema(namespaceSchema(namespace), key).title;
  return typeof title === "string" && title !== "" ? title : key;
}

/** A language's own value of a key, stored as `{key}@{lang}`. */
export interface LanguageValue {
  storedKey: string;
  lang: string;
  value: string;
}

/** The language values stored for the keys the schemas know, by the key they override. */
export function languageValues(payload: SettingsPayload): Map<string, LanguageValue[]> {
  const known = new Set(payload.namespaces.flatMap((n) => n.keys));
  const byKey = new Map<string, LanguageValue[]>();
  for (const { key, value } of payload.unknown) {
    const override = languageOverrideOf(key);
    if (!override || !known.has(override.key)) continue;
    const list = byKey.get(override.key) ?? [];
    list.push({ storedKey: key, lang: override.lang, value });
    byKey.set(override.key, list);
  }
  return byKey;
}

/** Stored keys no schema describes, leaving out the language values shown beside their key. */
export function otherKeys(payload: SettingsPayload): SettingsPayload["unknown"] {
  const known = new Set(payload.namespaces.flatMap((n) => n.keys));
  return payload.unknown.filter((u) => {
    const override = languageOverrideOf(u.key);
    return !override || !known.has(override.key);
  });
}

/** A language's name in Arabic (الإنجليزية), by its URL code; the code when Intl does not know it. */
export function languageName(lang: string): string {
  const tag = LANGUAGES.find((l) => l.url === lang)?.tag ?? lang;
  try {
    return new Intl.DisplayNames(["ar"], { type: "language" }).of(tag) ?? lang;
  } catch {
    return lang;
  }
}

/** The languages a key may get its own value in: every site language but Arabic, the default. */
export function overridableLanguages(): { code: string; name: string }[] {
  return LANGUAGES.filter((l) => l.url !== "ar")
    .map((l) => ({ code: l.url, name: languageName(l.url) }))
    .sort((a, b) => a.name.localeCompare(b.name, "ar"));
}

/** Every key of every namespace for the search, with its value and its language values. */
export function searchEntries(payload: SettingsPayload): SearchEntry[] {
  const byLang = languageValues(payload);
  return payload.namespaces.flatMap(({ namespace, keys }) => {
    const info = namespaceInfo(namespace, keys);
    return keys.map((key) => {
      const node = keySchema(namespaceSchema(namespace), key);
      const value = payload.values[key];
      return {
        namespace,
        namespaceTitle: info.title,
        key,
        label: keyLabel(namespace, key),
        description: typeof node.description === "string" ? node.description : "",
        values: [
          ...(value === undefined ? [] : [value]),
          ...(byLang.get(key) ?? []).map((v) => v.value),
        ],
      };
    });
  });
}

/** One namespace's edits: the stored text of every key shown, and what it was when loaded. */
export interface NamespaceDraft {
  initial: Readonly<Record<string, string>>;
  current: Readonly<Record<string, string>>;
  /** Stored keys to remove (a key back to its default, a language value deleted). */
  removed: ReadonlySet<string>;
}

/** Whether leaving now would lose edits. */
export function isDirty(draft: NamespaceDraft): boolean {
  if (draft.removed.size > 0) return true;
  const keys = new Set([...Object.keys(draft.initial), ...Object.keys(draft.current)]);
  return [...keys].some((k) => draft.current[k] !== draft.initial[k]);
}

/** The body of PUT /api/admin/settings/namespaces/:namespace: only what changed. */
export function saveBody(draft: NamespaceDraft): {
  values: Record<string, string>;
  remove: string[];
} {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft.current))
    if (!draft.removed.has(key) && value !== draft.initial[key]) values[key] = value;
  return { values, remove: [...draft.removed] };
}

/**
 * A refusal's details by the stored key they name (their pointer starts with `/{key}`), each
 * with the pointer inside the value, so every message is shown on its own field.
 */
export function problemsByKey(
  details: readonly Pick<ApiProblem, "rule" | "message" | "pointer">[],
  keys: readonly string[],
): Map<string, Pick<ApiProblem, "rule" | "message" | "pointer">[]> {
  // The longest key first: `/a.b@en` is the language value, not `/a.b`.
  const byLength = [...keys].sort((a, b) => b.length - a.length);
  const out = new Map<string, Pick<ApiProblem, "rule" | "message" | "pointer">[]>();
  for (const d of details) {
    const key = byLength.find((k) => d.pointer === `/${k}` || d.pointer.startsWith(`/${k}/`));
    if (!key) continue;
    const list = out.get(key) ?? [];
    list.push({ ...d, pointer: d.pointer.slice(key.length + 1) });
    out.set(key, list);
  }
  return out;
}
