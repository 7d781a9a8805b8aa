/**
 * Pure rules of the admin screens: how stored setting strings become form values and back,
 * which value is the default, how the server's refusals land on a key, how audit entries are
 * labelled and diffed. No React, no fetch, so they are tested on their own.
 */
import { type ChangeObject, diffJson } from "diff";
import type {
  AdminUser,
  AuditEntry as AuditEntryType,
  Metahead as MetaheadType,
  SettingsOverviewDocument,
} from "../../generated/types.ts";
import { isTableRule, ruleMessage } from "../../runtime/core/validation-messages.ts";
import { isEmail as isSchemaEmail } from "../../runtime/core/value-rules.ts";
import type { ApiProblem } from "../api.ts";

/** A JSON Schema node as far as the admin reads it. */
export interface SchemaNode {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  properties?: Record<string, SchemaNode>;
  [keyword: string]: unknown;
}

type SettingsOverview = SettingsOverviewDocument["data"];

/**
 * GET /api/admin/settings (generated): namespaces, values and unknown keys, with what the server
 * knows of defaults, stored, raw-HTML and JSON keys (the admin works without those).
 */
export type SettingsPayload = Pick<SettingsOverview, "namespaces" | "values" | "unknown"> &
  Partial<Omit<SettingsOverview, "namespaces" | "values" | "unknown">>;

export const NAMESPACE_LABELS: Readonly<Record<string, string>> = {
  general: "عام",
  search: "البحث",
  security: "الأمان",
  auth: "تسجيل الدخول",
};

export function namespaceLabel(namespace: string): string {
  return NAMESPACE_LABELS[namespace] ?? namespace;
}

/** The property schema of one key inside its namespace's form schema (a plain string otherwise). */
export function keySchema(namespaceSchema: SchemaNode | undefined, key: string): SchemaNode {
  return namespaceSchema?.properties?.[key] ?? { type: "string", title: key };
}

/** Whether the form edits this key as a string (text, enum of strings) rather than parsed JSON. */
function isStringNode(node: SchemaNode): boolean {
  if (node.type === "string") return true;
  if (node.type === undefined && Array.isArray(node.enum))
    return node.enum.every((v) => typeof v === "string");
  return node.type === undefined && node.properties === undefined && node.items === undefined;
}

/**
 * A stored string as the form wants it: strings stay strings; JSON-held keys whose form schema
 * is an object or array are parsed; numbers and booleans are read back from their text.
 */
export function toFormValue(node: SchemaNode, stored: string | undefined): unknown {
  if (stored === undefined) return node.default;
  if (isStringNode(node)) return stored;
  if (node.type === "boolean") return stored === "true";
  if (node.type === "number" || node.type === "integer") {
    const n = Number(stored);
    return stored.trim() === "" || Number.isNaN(n) ? undefined : n;
  }
  if (stored.trim() === "") return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    // An unreadable stored value is shown empty rather than breaking the form.
    return undefined;
  }
}

/** What PUT /api/admin/settings/:key receives: always a string. */
export function toStoredValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The default as stored text: the schema's default, or empty for a key without one. */
export function defaultText(node: SchemaNode): string {
  return node.default === undefined ? "" : toStoredValue(node.default);
}

/** A key shows "افتراضي" when nothing is stored for it or it holds exactly its default. */
export function isDefaultValue(node: SchemaNode, stored: string | undefined): boolean {
  return stored === undefined || stored === defaultText(node);
}

/** What the settings screen shows of one key. */
export interface SettingState {
  /** The current value as stored text, or undefined when nothing is stored and no default exists. */
  value: string | undefined;
  defaultValue: string;
  /** A value is stored (so "reset to default" has something to remove). */
  isStored: boolean;
  /** Shown with the "افتراضي" note. */
  isDefault: boolean;
  isRawHtml: boolean;
}

export function settingState(
  payload: SettingsPayload,
  key: string,
  node: SchemaNode,
  ui: Record<string, unknown> | undefined,
): SettingState {
  const value = payload.values[key];
  const defaultValue = payload.defaults?.[key] ?? defaultText(node);
  const isStored = payload.stored_keys ? payload.stored_keys.includes(key) : value !== undefined;
  return {
    value,
    defaultValue,
    isStored,
    isDefault: !isStored || value === undefined || value === defaultValue,
    isRawHtml: (payload.raw_html_keys?.includes(key) ?? false) || isRawHtmlKey(node, ui),
  };
}

/** Keys whose value is raw HTML or script: marked in the schema or edited as HTML. */
export function isRawHtmlKey(node: SchemaNode, ui: Record<string, unknown> | undefined): boolean {
  if (node["x-raw-html"] === true) return true;
  const options = ui?.["ui:options"];
  return (
    typeof options === "object" &&
    options !== null &&
    (options as Record<string, unknown>).language === "html"
  );
}

/** Arabic names of the validation rules the server reports. */
/** One line naming the key, the rule and the server's words, e.g. for a 422 on a setting. */
export function problemText(key: string, problem: Pick<ApiProblem, "rule" | "message">): string {
  // The rule in the words of the one message table (the builder and the server use it too).
  const ruleText =
    problem.rule === "raw_html"
      ? "تتطلب تفعيل HTML الخام (raw_html)"
      : isTableRule(problem.rule)
        ? `${ruleMessage(problem.rule, {})} (${problem.rule})`
        : problem.rule;
  return `${key}: ${ruleText}${problem.message ? ` — ${problem.message}` : ""}`;
}

/**
 * RJSF extraErrors for a one-key form from a refusal's details: every problem is shown on the
 * key itself, whatever the pointer inside a JSON value, so the user sees it where they edit.
 */
export function keyErrors(
  key: string,
  details: readonly Pick<ApiProblem, "rule" | "message" | "pointer">[],
  fallback: string,
): Record<string, { __errors: string[] }> {
  const messages = details.length
    ? details.map((d) => {
        const inner = d.pointer && d.pointer !== "/" && d.pointer !== `/${key}` ? d.pointer : "";
        return problemText(inner ? `${key} ${inner}` : key, d);
      })
    : [`${key}: ${fallback}`];
  return { [key]: { __errors: messages } };
}

/** A setting key the server accepts: dot-separated names of letters, digits, _ and -. */
export function isValidSettingKey(key: string): boolean {
  return key.length <= 200 && /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_{}-]+)*$/.test(key);
}

// ---------------------------------------------------------------- users and tokens

/** The roles, as the account schemas name them. */
export type RoleName = AdminUser["role"];

export const ROLE_LABELS: Readonly<Record<RoleName, string>> = {
  admin: "مدير",
  editor: "محرر",
  viewer: "مشاهد",
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as RoleName] ?? role;
}

/** Whether a text looks like an e-mail address (the server checks it properly). */
/** An e-mail address as the schema's rule has it (runtime/core/value-rules.ts), spaces around ignored. */
export function isEmail(value: string): boolean {
  return isSchemaEmail(value.trim());
}

// ---------------------------------------------------------------- metaheads

export const METAHEAD_LANGUAGES = ["javascript", "js-src", "css", "sass", "scss", "html"] as const;
export type MetaheadLanguage = (typeof METAHEAD_LANGUAGES)[number];

export const METAHEAD_LANGUAGE_LABELS: Readonly<Record<MetaheadLanguage, string>> = {
  javascript: "JavaScript (نص مضمّن)",
  "js-src": "JavaScript (رابط ملف)",
  css: "CSS",
  sass: "Sass",
  scss: "SCSS",
  html: "HTML",
};

/** A metahead as GET /api/admin/metaheads lists it (generated). */
export type Metahead = MetaheadType;

/** Metaheads in the order the site writes them: by sequence, then by id. */
export function sortMetaheads<T extends Pick<Metahead, "id" | "sequence">>(
  list: readonly T[],
): T[] {
  return [...list].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** The first line of a metahead's content, short enough for a table cell. */
export function contentPreview(content: string, max = 60): string {
  const line = content.trim().split("\n")[0] ?? "";
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

// ---------------------------------------------------------------- audit

/** One audit log entry (generated). */
export type AuditEntry = AuditEntryType;

export const ENTITY_LABELS: Readonly<Record<string, string>> = {
  page: "صفحة",
  media: "وسائط",
  setting: "إعداد",
  metahead: "وسم وصفي",
  user: "مستخدم",
  api_token: "رمز وصول",
  session: "جلسة",
  affected_vin: "رقم هيكل مشمول",
};

export const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: "إنشاء",
  update: "تعديل",
  delete: "حذف",
  publish: "نشر",
  restore: "استعادة",
  sign_in: "تسجيل دخول",
  sign_out: "تسجيل خروج",
  upload: "رفع",
  revoke: "إبطال",
  reset: "إعادة إلى الافتراضي",
  raw_html: "تعديل HTML خام",
  duplicate: "نسخ",
};

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? entity;
}

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const dateTimeFormat = new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeStyle: "short" });

/** A timestamp in Arabic (Intl "ar"); an empty or unreadable one as a dash. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dateTimeFormat.format(date);
}

/** One line of a before/after diff. */
export interface DiffLine {
  kind: "added" | "removed" | "same";
  text: string;
}

function diffInput(value: unknown): string | object {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return value;
  return `${JSON.stringify(value)}\n`;
}

/** The lines of a JSON diff between an entry's before and after (jsdiff's diffJson). */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const changes: ChangeObject<string>[] = diffJson(diffInput(before), diffInput(after));
  const lines: DiffLine[] = [];
  for (const change of changes) {
    const kind = change.added ? "added" : change.removed ? "removed" : "same";
    const text = change.value.endsWith("\n") ? change.value.slice(0, -1) : change.value;
    for (const line of text.split("\n")) lines.push({ kind, text: line });
  }
  return lines;
}

/** The audit list's query string; empty parts left out. */
export function auditQuery(entity: string, page: number): string {
  const params = new URLSearchParams();
  if (entity) params.set("entity", entity);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Newest first, whatever order the server sent. */
export function newestFirst<T extends Pick<AuditEntry, "at" | "id">>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
}

/**
 * The navigation entries one language's menu shows (the site's rule: an entry for every language,
 * lang null, or for that language); null: every entry, whatever its language.
 */
export function navEntriesShownIn<T extends { lang: string | null }>(
  entries: readonly T[],
  lang: string | null,
): T[] {
  return lang === null ? [...entries] : entries.filter((e) => e.lang === null || e.lang === lang);
}

/**
 * The whole sibling order after moving one entry up or down among the siblings a filtered list
 * shows: it trades places with the shown neighbour, the hidden siblings keep theirs (the server
 * takes every sibling in PUT …/order). Null when there is no neighbour that way.
 */
export function siblingOrderAfterMove(
  siblings: readonly number[],
  shown: readonly number[],
  index: number,
  by: -1 | 1,
): number[] | null {
  const a = shown[index];
  const b = shown[index + by];
  if (a === undefined || b === undefined) return null;
  const at = siblings.indexOf(a);
  const other = siblings.indexOf(b);
  if (at === -1 || other === -1) return null;
  const ids = [...siblings];
  ids[at] = b;
  ids[other] = a;
  return ids;
}
