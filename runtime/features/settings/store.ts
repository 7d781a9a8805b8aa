import { asc, eq } from "drizzle-orm";
import { settingsUiSchemas } from "../../../generated/ui-schema.ts";
import {
  egressSettingFields,
  jsonSettingKeys,
  rawHtmlSettingKeys,
  settingsDefaults,
  settingsValidators,
} from "../../../generated/validate.ts";
import { ALLOW_LIST_SETTING, egressUrlRefusal, parseAllowList } from "../../adapters/egress.ts";
import { languageOverrideOf } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import { metaheads, pages, settings } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, invalid, notFound, type ProblemDetail } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { validateSetting } from "../content/index.ts";
import { assertRawHtmlAllowed } from "../pages/index.ts";
import { compileMetaheadSass } from "./metahead-sass.ts";

/** The keys of a namespace in the form's order (ui:order first, then any the order leaves out). */
function namespaceKeys(namespace: string): string[] {
  const ui = (settingsUiSchemas as Record<string, Record<string, unknown>>)[namespace] ?? {};
  const order = Array.isArray(ui["ui:order"]) ? (ui["ui:order"] as string[]) : [];
  const all = Object.keys(ui).filter((k) => !k.startsWith("ui:"));
  const fromDefaults = Object.keys(settingsDefaults).filter((k) => k.startsWith(`${namespace}.`));
  const keys = [...order.filter((k) => k !== "*"), ...all, ...fromDefaults];
  return [...new Set(keys)];
}

function settingNamespaces(): { namespace: string; keys: string[] }[] {
  const names = new Set([...Object.keys(settingsUiSchemas), ...Object.keys(settingsValidators)]);
  return [...names].sort().map((namespace) => ({ namespace, keys: namespaceKeys(namespace) }));
}

/** Every namespace and key, the value each has now (stored, else its default), and stored keys no schema knows. */
export async function settingsOverview(db: Db) {
  const rows = await db.select().from(settings).orderBy(asc(settings.key));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const namespaces = settingNamespaces();
  const known = new Set(namespaces.flatMap((n) => n.keys));
  const values: Record<string, string> = {};
  const defaults: Record<string, string> = {};
  for (const key of known) {
    const fallback = settingsDefaults[key];
    if (fallback !== undefined) defaults[key] = fallback;
    const value = stored.get(key) ?? fallback;
    if (value !== undefined) values[key] = value;
  }
  return {
    namespaces,
    values,
    defaults,
    stored_keys: rows.filter((r) => known.has(r.key)).map((r) => r.key),
    raw_html_keys: [...rawHtmlSettingKeys],
    json_keys: [...jsonSettingKeys],
    unknown: rows.filter((r) => !known.has(r.key)).map((r) => ({ key: r.key, value: r.value })),
  };
}

/** Dot-separated names, and `@{lang}` for a language's own value (runtime/core/settings.ts). */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_{}-]+)*(@[a-z]{2,3}(-[a-z]{2,5})?)?$/;

function assertKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key))
    throw invalid(
      "/key",
      "pattern",
      `the key "${key}" must be dot-separated names of letters, digits, _ and -`,
    );
}

function settingProblem(key: string, details: ProblemDetail[]): ApiProblem {
  const first = details[0];
  return new ApiProblem(
    422,
    "invalid",
    `${key}${first?.pointer ?? ""}: ${first?.message ?? "is invalid"} (rule: ${first?.rule ?? "?"})`,
    details,
  );
}

/** The strings at a pointer of egressSettingFields ("*" any array item), each with its own pointer. */
function stringsAt(value: unknown, pointer: string): { at: string; text: string }[] {
  let found: { at: string; node: unknown }[] = [{ at: "", node: value }];
  for (const raw of pointer.split("/").slice(1)) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    found = found.flatMap(({ at, node }) => {
      if (token === "*")
        return Array.isArray(node) ? node.map((item, i) => ({ at: `${at}/${i}`, node: item })) : [];
      if (typeof node !== "object" || node === null || Array.isArray(node)) return [];
      return Object.hasOwn(node, token)
        ? [{ at: `${at}/${raw}`, node: (node as Record<string, unknown>)[token] }]
        : [];
    });
  }
  return found.flatMap(({ at, node }) => (typeof node === "string" ? [{ at, text: node }] : []));
}

/**
 * The egress rule on write: every URL of the value the server itself would request (x-egress in
 * the key's schema) must be http(s) and public, or allowed by security.egress_allowed_hosts (the
 * stored allow-list); a site-relative one is this server. The allow-list's own entries must read.
 */
async function egressProblems(db: Db, key: string, value: string): Promise<ProblemDetail[]> {
  const base = languageOverrideOf(key)?.key ?? key;
  if (base === ALLOW_LIST_SETTING)
    return parseAllowList(value).problems.map((message) => ({
      pointer: "",
      rule: "allow-list",
      message,
    }));
  const pointers = egressSettingFields[base];
  if (!pointers || value.trim() === "") return [];
  let parsed: unknown = value;
  if (jsonSettingKeys.has(base)) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const [stored] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ALLOW_LIST_SETTING))
    .limit(1);
  const allowList = parseAllowList(stored?.value ?? "").list;
  const details: ProblemDetail[] = [];
  for (const pointer of pointers)
    for (const { at, text } of stringsAt(parsed, pointer)) {
      // Only an absolute URL (a scheme, or //host) leaves the server.
      if (!/^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(text)) continue;
      const refusal = await egressUrlRefusal(text, allowList);
      if (refusal)
        details.push({
          pointer: at,
          rule: refusal.rule,
          message: `the server may call only public http(s) addresses, or what ${ALLOW_LIST_SETTING} allows: ${refusal.message}`,
        });
    }
  return details;
}

/**
 * Writes one setting inside the caller's transaction and audits it (`before`: its stored value,
 * absent when it has none). A new, non-empty value of a raw-HTML key (a language's own value of
 * one too) needs the raw-HTML capability and is audited as such.
 */
async function writeSetting(
  tx: Db,
  actor: Actor,
  key: string,
  value: string,
  before: string | undefined,
): Promise<void> {
  const isRawHtml =
    rawHtmlSettingKeys.has(languageOverrideOf(key)?.key ?? key) &&
    value !== (before ?? "") &&
    value.trim() !== "";
  if (isRawHtml) await assertRawHtmlAllowed(tx, actor, key);
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  await recordAudit(tx, actor, {
    action: isRawHtml ? "raw_html" : before !== undefined ? "update" : "create",
    entity: "setting",
    entityId: key,
    before: before !== undefined ? { key, value: before } : null,
    after: { key, value },
  });
}

/** Validates with the namespace's generated validator (JSON keys parsed first), then upserts. */
export async function putSetting(db: Db, actor: Actor, key: string, body: unknown) {
  assertKey(key);
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== "string")
    throw settingProblem(key, [
      {
        pointer: "/value",
        rule: "type",
        message: "value must be a string (JSON is sent as a string)",
      },
    ]);
  const problems = validateSetting({ key, value });
  if (problems.length > 0)
    throw settingProblem(
      key,
      problems.map((p) => ({ pointer: p.pointer, rule: p.rule, message: p.message })),
    );
  const egress = await egressProblems(db, key, value);
  if (egress.length > 0) throw settingProblem(key, egress);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.key, key)).limit(1);
    await writeSetting(tx, actor, key, value, before?.value);
    return { key, value };
  });
}

/** What one save of a namespace's screen sends: every key it sets, and the stored keys it removes. */
export interface NamespaceSave {
  values: Record<string, string>;
  remove?: string[];
}

/** Whether a key (or a language's own value of it, `{key}@{lang}`) is one of the namespace's keys. */
function belongsTo(keys: ReadonlySet<string>, key: string): boolean {
  return keys.has(languageOverrideOf(key)?.key ?? key);
}

/**
 * One save of a namespace's screen: every key is checked first (its namespace, its generated
 * validator, the egress rule), and only when all pass are they written, with their removals, in
 * one transaction, each audited; a refusal names every key it refuses, so nothing is half-written.
 */
export async function putSettingsNamespace(
  db: Db,
  actor: Actor,
  namespace: string,
  body: NamespaceSave,
) {
  const known = settingNamespaces().find((n) => n.namespace === namespace);
  if (!known) throw notFound(`No settings schema declares the namespace ${namespace}`);
  const keys = new Set(known.keys);
  const remove = body.remove ?? [];
  const details: ProblemDetail[] = [];
  const entries = Object.entries(body.values);
  for (const key of [...entries.map(([k]) => k), ...remove]) {
    if (key.length > 200 || !KEY_PATTERN.test(key))
      details.push({ pointer: `/${key}`, rule: "pattern", message: `${key}: not a settings key` });
    else if (!belongsTo(keys, key))
      details.push({
        pointer: `/${key}`,
        rule: "namespace",
        message: `${key} is not a key of the namespace ${namespace}`,
      });
  }
  for (const key of remove)
    if (Object.hasOwn(body.values, key))
      details.push({
        pointer: `/${key}`,
        rule: "conflict",
        message: `${key} is both set and removed`,
      });
  for (const [key, value] of entries) {
    if (details.some((d) => d.pointer === `/${key}`)) continue;
    for (const p of validateSetting({ key, value }))
      details.push({
        pointer: `/${key}${p.pointer}`,
        rule: p.rule,
        message: `${key}: ${p.message}`,
      });
    for (const p of await egressProblems(db, key, value))
      details.push({
        pointer: `/${key}${p.pointer}`,
        rule: p.rule,
        message: `${key}: ${p.message}`,
      });
  }
  if (details.length > 0)
    throw new ApiProblem(
      422,
      "invalid",
      details.map((d) => `${d.message} (rule: ${d.rule})`).join("\n"),
      details,
    );
  return db.transaction(async (tx) => {
    const saved: { key: string; value: string }[] = [];
    for (const [key, value] of entries) {
      const [before] = await tx.select().from(settings).where(eq(settings.key, key)).limit(1);
      // An unchanged key is neither written nor audited: the history shows what the save changed.
      if (before?.value === value) continue;
      await writeSetting(tx, actor, key, value, before?.value);
      saved.push({ key, value });
    }
    const removed: string[] = [];
    for (const key of remove) {
      const [before] = await tx.select().from(settings).where(eq(settings.key, key)).limit(1);
      if (!before) continue;
      await tx.delete(settings).where(eq(settings.key, key));
      await recordAudit(tx, actor, {
        action: "delete",
        entity: "setting",
        entityId: key,
        before: { key, value: before.value },
      });
      removed.push(key);
    }
    return { namespace, saved, removed };
  });
}

/** Removes a stored value: the built-in default applies again. */
export async function deleteSetting(db: Db, actor: Actor, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.key, key)).limit(1);
    if (!before) throw notFound(`No value is stored for the setting ${key}`);
    await tx.delete(settings).where(eq(settings.key, key));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "setting",
      entityId: key,
      before: { key, value: before.value },
    });
  });
}

const METAHEAD_LANGUAGES = ["javascript", "js-src", "css", "sass", "scss", "html"] as const;
type MetaheadRow = typeof metaheads.$inferSelect;
type MetaheadValues = Omit<MetaheadRow, "id">;

const METAHEAD_KEYS = [
  "rdx_core_page_id",
  "reload_on_each_page",
  "in_body",
  "content",
  "language",
  "sequence",
  "lang",
] as const;

/** A site language as a metahead names it: a primary language subtag (`ar`, `en`). */
const METAHEAD_LANG_PATTERN = /^[a-z]{2,3}$/;

/** The fields of a metahead, checked one by one; on create the missing ones take their defaults. */
async function readMetahead(
  db: Db,
  input: unknown,
  base: MetaheadValues | null,
): Promise<MetaheadValues> {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw invalid("", "type", "the body must be a JSON object");
  const body = input as Record<string, unknown>;
  const details: ProblemDetail[] = [];
  for (const key of Object.keys(body))
    if (!(METAHEAD_KEYS as readonly string[]).includes(key))
      details.push({
        pointer: `/${key}`,
        rule: "additionalProperties",
        message: `"${key}" is not a metahead field`,
      });
  const next: MetaheadValues = base ?? {
    rdx_core_page_id: null,
    reload_on_each_page: false,
    in_body: false,
    content: "",
    language: "",
    sequence: 0,
    lang: null,
    compiled_css: null,
  };
  const result = { ...next };
  if ("language" in body || !base) {
    if (!(METAHEAD_LANGUAGES as readonly unknown[]).includes(body.language))
      details.push({
        pointer: "/language",
        rule: "enum",
        message: `language must be one of ${METAHEAD_LANGUAGES.join(", ")}`,
      });
    else result.language = body.language as string;
  }
  if ("content" in body) {
    if (typeof body.content !== "string")
      details.push({ pointer: "/content", rule: "type", message: "content must be a string" });
    else if (body.content.length > 100_000)
      details.push({
        pointer: "/content",
        rule: "maxLength",
        message: "content must be at most 100000 characters",
      });
    else result.content = body.content;
  }
  if ("sequence" in body) {
    const s = body.sequence;
    if (typeof s !== "number" || !Number.isInteger(s) || Math.abs(s) > 2_147_483_647)
      details.push({ pointer: "/sequence", rule: "type", message: "sequence must be an integer" });
    else result.sequence = s;
  }
  for (const flag of ["in_body", "reload_on_each_page"] as const)
    if (flag in body) {
      if (typeof body[flag] !== "boolean")
        details.push({
          pointer: `/${flag}`,
          rule: "type",
          message: `${flag} must be true or false`,
        });
      else result[flag] = body[flag] as boolean;
    }
  if ("lang" in body) {
    const lang = body.lang;
    if (lang === null) result.lang = null;
    else if (typeof lang !== "string" || !METAHEAD_LANG_PATTERN.test(lang))
      details.push({
        pointer: "/lang",
        rule: "pattern",
        message: "lang must be null (every language) or a language code such as ar or en",
      });
    else result.lang = lang;
  }
  if ("rdx_core_page_id" in body) {
    const id = body.rdx_core_page_id;
    if (id === null) result.rdx_core_page_id = null;
    else if (typeof id !== "number" || !Number.isInteger(id) || id < 1)
      details.push({
        pointer: "/rdx_core_page_id",
        rule: "type",
        message: "rdx_core_page_id must be null (global) or a page id",
      });
    else {
      const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id)).limit(1);
      if (!page)
        details.push({
          pointer: "/rdx_core_page_id",
          rule: "exists",
          message: `no page has the id ${id}`,
        });
      else result.rdx_core_page_id = id;
    }
  }
  // sass and scss are compiled here, when saved, and the CSS is stored beside the source; a
  // stylesheet that does not compile is not stored.
  result.compiled_css = null;
  if (
    details.length === 0 &&
    (result.language === "sass" || result.language === "scss") &&
    result.content.trim() !== ""
  ) {
    const compiled = compileMetaheadSass(result.content, result.language);
    if (compiled.ok) result.compiled_css = compiled.css;
    else
      details.push({
        pointer: "/content",
        rule: result.language,
        message: `${result.language} does not compile${
          compiled.line === null ? "" : ` (line ${compiled.line}, column ${compiled.column})`
        }: ${compiled.message}`,
      });
  }
  if (details.length > 0)
    throw new ApiProblem(
      422,
      "invalid",
      details.map((d) => `${d.pointer.slice(1)}: ${d.message} (rule: ${d.rule})`).join("\n"),
      details,
    );
  return result;
}

export async function listAllMetaheads(db: Db): Promise<MetaheadRow[]> {
  return db.select().from(metaheads).orderBy(asc(metaheads.sequence), asc(metaheads.id));
}

async function requireMetahead(db: Db, id: number): Promise<MetaheadRow> {
  const [row] = await db.select().from(metaheads).where(eq(metaheads.id, id)).limit(1);
  if (!row) throw notFound(`No metahead has the id ${id}`);
  return row;
}

/** Metaheads are code run on the site: every write is a raw-HTML write. */
export async function createMetahead(db: Db, actor: Actor, input: unknown): Promise<MetaheadRow> {
  const values = await readMetahead(db, input, null);
  await assertRawHtmlAllowed(db, actor, "A metahead");
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(metaheads).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, actor, {
      action: "raw_html",
      entity: "metahead",
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export async function updateMetahead(
  db: Db,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<MetaheadRow> {
  const before = await requireMetahead(db, id);
  const { id: _id, ...base } = before;
  const values = await readMetahead(db, input, base);
  await assertRawHtmlAllowed(db, actor, `The metahead ${id}`);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(metaheads).set(values).where(eq(metaheads.id, id)).returning();
    if (!row) throw notFound(`No metahead has the id ${id}`);
    await recordAudit(tx, actor, {
      action: "raw_html",
      entity: "metahead",
      entityId: id,
      before,
      after: row,
    });
    return row;
  });
}

/** Removing code is always allowed to those who may manage it, even with the switch off. */
export async function deleteMetahead(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await requireMetahead(tx, id);
    await tx.delete(metaheads).where(eq(metaheads.id, id));
    await recordAudit(tx, actor, { action: "delete", entity: "metahead", entityId: id, before });
  });
}
