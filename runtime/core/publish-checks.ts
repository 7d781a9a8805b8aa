import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
import catalogueJson from "../../generated/catalogue.json" with { type: "json" };
import { blockFormSchemas } from "../../generated/form-schemas.ts";
import { localDateTime } from "./offer-schedule.ts";

/*
 * The checks a page goes through before it is published, shared by the server (which refuses a
 * publish on an error) and the builder (which lists them beside the publish button). Pure: the
 * server hands in what only it knows (how many <h1> each block renders, which pages and forms
 * exist), everything else is read from the blocks and their schemas.
 *
 * Severity, as the product decided it:
 * - errors block publishing: no <h1> or more than one, a link to a page that does not exist or is
 *   not published, a required field left empty, a form block naming no existing form;
 * - warnings do not: a picture whose field asks for alternative text (schema `x-with-alt`) and has
 *   none (a decorative picture may rightly have none, so it is the editor's call), and a block whose
 *   every scheduled period has ended (it will never show, which may be intended for an archive).
 * A picture field without `x-with-alt` takes its text from elsewhere (a phone variant uses the main
 * picture's) and is not checked.
 */

/** What a check found, by kind. */
export type PublishCheckCode =
  | "no_h1"
  | "many_h1"
  | "image_alt"
  | "link_missing"
  | "link_unpublished"
  | "required_empty"
  | "form_missing"
  | "schedule_past";

export type PublishCheckSeverity = "error" | "warning";

/** One finding, named so that the builder can take the editor to the field. */
export interface PublishCheck {
  code: PublishCheckCode;
  severity: PublishCheckSeverity;
  /** The block's position on the page, 0-based; null for the page as a whole. */
  block: number | null;
  /** The block's template key; null for the page as a whole. */
  template: string | null;
  /** JSON pointer inside the block (`/fields/heading`, `/groups/2/image`); "" for the block or page. */
  pointer: string;
  /** The Arabic label of the field, from its schema; null when the check is about no one field. */
  fieldLabel: string | null;
  /** What the check is about: the link's address, the form's id, the number of <h1>s. */
  value: string | null;
  /** The finding in Arabic, as the server's refusal and the builder say it. */
  message: string;
}

/** Where a link inside the site leads, as the pages table knows it. */
export type LinkTargetStatus = "published" | "unpublished" | "missing";

/** What only the server knows about the page being checked. */
export interface PublishCheckInput {
  /** The page's stored blocks (the draft being published). */
  blocks: readonly unknown[];
  /** The page's language (URL code): a site-relative link resolves under it. */
  lang: string;
  /** How many <h1> elements each block rendered, by position; a missing entry counts 0. */
  headingsByBlock: readonly number[];
  /** Where an internal path leads; `lang` and `path` as the pages table stores them. */
  linkStatus: (target: { lang: string; path: string }) => LinkTargetStatus;
  /** Whether a form with this id exists. */
  hasForm: (id: string) => boolean;
  /** Every language URL code the site routes, to read `/en/x` as English's page `x`. */
  languages: ReadonlySet<string>;
  now: Date;
  timeZone: string;
}

interface CatalogueFieldInfo {
  symbol: string;
  label: string;
  field_type: string;
  attrs?: Readonly<Record<string, unknown>> | null;
}

interface TemplateInfo {
  label: string;
  fields: readonly CatalogueFieldInfo[];
  groupFields: readonly CatalogueFieldInfo[];
  requiredGroupFields: readonly string[];
  requiredFields: readonly string[];
}

const templates = new Map<string, TemplateInfo>();

interface RawCatalogue {
  data: readonly {
    attributes: {
      key: string;
      fields: readonly CatalogueFieldInfo[];
      field_groups_template: readonly CatalogueFieldInfo[];
    };
  }[];
}

/** The generated catalogue's fields of a template (kinds, Arabic labels, `withAlt`). */
function catalogueFields(key: string, raw: RawCatalogue = catalogueJson) {
  return raw.data.find((t) => t.attributes.key === key)?.attributes;
}

function requiredOf(schema: unknown, part: "fields" | "groups"): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const props: unknown = Reflect.get(schema, "properties");
  if (typeof props !== "object" || props === null) return [];
  let node: unknown = Reflect.get(props, part);
  if (part === "groups" && typeof node === "object" && node !== null)
    node = Reflect.get(node, "items");
  if (typeof node !== "object" || node === null) return [];
  const required: unknown = Reflect.get(node, "required");
  return Array.isArray(required) ? required.filter((r) => typeof r === "string") : [];
}

function templateInfo(key: string): TemplateInfo | null {
  const known = templates.get(key);
  if (known) return known;
  if (!isBlockTemplateKey(key)) return null;
  const entry = catalogueFields(key);
  const info: TemplateInfo = {
    label: blockRegistry[key].label,
    fields: entry?.fields ?? [],
    groupFields: entry?.field_groups_template ?? [],
    requiredFields: requiredOf(blockFormSchemas[key], "fields"),
    requiredGroupFields: requiredOf(blockFormSchemas[key], "groups"),
  };
  templates.set(key, info);
  return info;
}

/** The Arabic name editors read for a block template; the key when the template is unknown. */
export function blockLabelOf(template: string): string {
  return templateInfo(template)?.label ?? template;
}

/** Numbers as Intl writes them in Arabic. */
const arabicNumber = (n: number): string => new Intl.NumberFormat("ar").format(n);

/** The finding's sentence in Arabic (the builder has the English beside it). */
export function publishCheckMessage(
  check: Pick<PublishCheck, "code" | "fieldLabel" | "value">,
): string {
  const field = check.fieldLabel ? `«${check.fieldLabel}»` : "";
  switch (check.code) {
    case "no_h1":
      return "ليس في الصفحة عنوان رئيسي (H1): اجعل عنوان كتلة الواجهة بمستوى H1.";
    case "many_h1":
      return `في الصفحة ${arabicNumber(Number(check.value ?? 0))} عناوين رئيسية (H1): يجب أن يكون واحدًا فقط.`;
    case "image_alt":
      return `الصورة ${field} بلا نص بديل يقرؤه قارئ الشاشة.`;
    case "link_missing":
      return `الرابط ${field} يؤدي إلى صفحة غير موجودة: ${check.value ?? ""}`;
    case "link_unpublished":
      return `الرابط ${field} يؤدي إلى صفحة غير منشورة: ${check.value ?? ""}`;
    case "required_empty":
      return `الحقل ${field} مطلوب وهو فارغ.`;
    case "form_missing":
      return `الكتلة لا تعرض نموذجًا: النموذج ${check.value ?? ""} غير موجود.`;
    case "schedule_past":
      return "انتهت كل فترات جدول العرض لهذه الكتلة: لن يراها الزوّار.";
    default: {
      const unhandled: never = check.code;
      return unhandled;
    }
  }
}

const SEVERITY: Readonly<Record<PublishCheckCode, PublishCheckSeverity>> = {
  no_h1: "error",
  many_h1: "error",
  image_alt: "warning",
  link_missing: "error",
  link_unpublished: "error",
  required_empty: "error",
  form_missing: "error",
  schedule_past: "warning",
};

function check(
  code: PublishCheckCode,
  at: { block: number | null; template: string | null; pointer: string },
  fieldLabel: string | null = null,
  value: string | null = null,
): PublishCheck {
  return {
    code,
    severity: SEVERITY[code],
    ...at,
    fieldLabel,
    value,
    message: publishCheckMessage({ code, fieldLabel, value }),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === "string" && v.trim() === "") ||
  (Array.isArray(v) && v.length === 0);

/**
 * The page a link inside the site names, or null for a link that leaves the site (another
 * origin, mailto:, an anchor on this page). `/x` is the page's language's page `x`, `/en/x`
 * English's, `./x` and `x` relative paths are not resolved (the site resolves them against the
 * visitor's URL).
 */
export function internalTarget(
  url: string,
  lang: string,
  languages: ReadonlySet<string>,
): { lang: string; path: string } | null {
  const raw = url.trim();
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  const pathOnly = raw.split(/[?#]/, 1)[0] ?? "";
  let segments: string[];
  try {
    segments = decodeURIComponent(pathOnly)
      .split("/")
      .filter((s) => s !== "" && s !== ".");
  } catch {
    return { lang, path: pathOnly };
  }
  let targetLang = lang;
  const first = segments[0];
  if (first !== undefined && languages.has(first)) {
    targetLang = first;
    segments = segments.slice(1);
  }
  return { lang: targetLang, path: segments.length === 0 ? "index" : segments.join("/") };
}

/** Site-relative addresses written in rich text (`href="/models/defender"`). */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1] ?? "");
}

interface Place {
  block: number;
  template: string;
}

/** One field's findings: its kind decides what is looked at. */
function fieldChecks(
  field: CatalogueFieldInfo,
  value: unknown,
  pointer: string,
  place: Place,
  input: PublishCheckInput,
  out: PublishCheck[],
): void {
  const at = { ...place, pointer };
  const linkTo = (url: string, label: string) => {
    const target = internalTarget(url, input.lang, input.languages);
    if (!target) return;
    const status = input.linkStatus(target);
    if (status === "missing") out.push(check("link_missing", at, label, url));
    else if (status === "unpublished") out.push(check("link_unpublished", at, label, url));
  };
  switch (field.field_type) {
    case "Image":
      if (field.attrs?.withAlt === true && isRecord(value) && isEmpty(value.alt))
        out.push(check("image_alt", at, field.label));
      return;
    case "Link":
      if (isRecord(value) && value.type === "internal" && typeof value.url === "string")
        linkTo(value.url, field.label);
      return;
    case "LinksCollection":
      if (Array.isArray(value))
        value.forEach((link, i) => {
          if (isRecord(link) && link.type === "internal" && typeof link.url === "string") {
            const one = { ...place, pointer: `${pointer}/${i}` };
            const target = internalTarget(link.url, input.lang, input.languages);
            if (!target) return;
            const status = input.linkStatus(target);
            if (status !== "published")
              out.push(
                check(
                  status === "missing" ? "link_missing" : "link_unpublished",
                  one,
                  field.label,
                  link.url,
                ),
              );
          }
        });
      return;
    case "Markdown":
    case "Text":
      if (typeof value === "string") for (const href of hrefsIn(value)) linkTo(href, field.label);
      return;
    default:
      return;
  }
}

/** Findings of one block: its fields, its groups, its form and its schedule. */
function blockChecks(raw: unknown, index: number, input: PublishCheckInput): PublishCheck[] {
  if (!isRecord(raw) || typeof raw.template !== "string") return [];
  const info = templateInfo(raw.template);
  if (!info) return [];
  const place: Place = { block: index, template: raw.template };
  const out: PublishCheck[] = [];
  const fields = isRecord(raw.fields) ? raw.fields : {};
  for (const field of info.fields) {
    const pointer = `/fields/${field.symbol}`;
    const value = fields[field.symbol];
    if (info.requiredFields.includes(field.symbol) && isEmpty(value))
      out.push(check("required_empty", { ...place, pointer }, field.label));
    else fieldChecks(field, value, pointer, place, input, out);
  }
  const groups = Array.isArray(raw.groups) ? raw.groups : [];
  groups.forEach((group, g) => {
    if (!isRecord(group)) return;
    for (const field of info.groupFields) {
      const pointer = `/groups/${g}/${field.symbol}`;
      const value = group[field.symbol];
      if (info.requiredGroupFields.includes(field.symbol) && isEmpty(value))
        out.push(check("required_empty", { ...place, pointer }, field.label));
      else fieldChecks(field, value, pointer, place, input, out);
    }
  });
  if (isBlockTemplateKey(raw.template))
    for (const name of blockRegistry[raw.template].formFields) {
      const id = fields[name];
      const label = info.fields.find((f) => f.symbol === name)?.label ?? null;
      const formId = typeof id === "string" || typeof id === "number" ? String(id) : "";
      if (formId === "" || !input.hasForm(formId))
        out.push(check("form_missing", { ...place, pointer: `/fields/${name}` }, label, formId));
    }
  const schedule = fields.offer_schedule;
  if (Array.isArray(schedule) && schedule.length > 0) {
    const { date } = localDateTime(input.now, input.timeZone);
    const ended = (p: unknown): boolean => isRecord(p) && typeof p.end === "string" && p.end < date;
    if (schedule.every(ended)) {
      const label = info.fields.find((f) => f.symbol === "offer_schedule")?.label ?? null;
      out.push(check("schedule_past", { ...place, pointer: "/fields/offer_schedule" }, label));
    }
  }
  return out;
}

/** The Arabic label of a block's heading level field, or null when its template has none. */
function headingLevelLabel(raw: unknown): string | null {
  if (!isRecord(raw) || typeof raw.template !== "string") return null;
  return templateInfo(raw.template)?.fields.find((f) => f.symbol === "header_tag")?.label ?? null;
}

/** The page's heading findings, from the <h1>s each block rendered. */
function headingChecks(input: PublishCheckInput): PublishCheck[] {
  const total = input.headingsByBlock.reduce((sum, n) => sum + n, 0);
  if (total === 0) {
    // Named on the first block whose heading level can make it the H1 (a hero, as a rule), so
    // the editor is taken to the one field that fixes it; on the page when no block has one.
    const index = input.blocks.findIndex((raw) => headingLevelLabel(raw) !== null);
    const raw = input.blocks[index];
    if (index < 0 || !isRecord(raw) || typeof raw.template !== "string")
      return [check("no_h1", { block: null, template: null, pointer: "" })];
    return [
      check(
        "no_h1",
        { block: index, template: raw.template, pointer: "/fields/header_tag" },
        headingLevelLabel(raw),
      ),
    ];
  }
  if (total === 1) return [];
  // Named on every block that renders one after the first, so the editor can go to each.
  const out: PublishCheck[] = [];
  let seen = 0;
  input.headingsByBlock.forEach((n, index) => {
    seen += n;
    if (n > 0 && seen > 1) {
      const raw = input.blocks[index];
      const template = isRecord(raw) && typeof raw.template === "string" ? raw.template : null;
      const label = headingLevelLabel(raw);
      out.push(
        check(
          "many_h1",
          { block: index, template, pointer: label ? "/fields/header_tag" : "" },
          label,
          String(total),
        ),
      );
    }
  });
  return out;
}

/** Every finding on the page: the page's own first, then block by block, errors before warnings. */
export function publishChecks(input: PublishCheckInput): PublishCheck[] {
  const found = [
    ...headingChecks(input),
    ...input.blocks.flatMap((raw, index) => blockChecks(raw, index, input)),
  ];
  const rank = (c: PublishCheck) => (c.block ?? -1) * 2 + (c.severity === "error" ? 0 : 1);
  return found
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** True when a finding stops the page from being published (without an admin's override). */
export const isBlocking = (checks: readonly PublishCheck[]): boolean =>
  checks.some((c) => c.severity === "error");
