import type { ErrorObject } from "ajv";
import type { Page } from "../../../generated/types.ts";
import { validatePage } from "../../../generated/validate.ts";
import { pagePathProblem } from "../../core/page-path.ts";
import { errorPointer } from "../../core/validation-messages.ts";
import type { Db } from "../../db/client.ts";
import { ApiProblem, invalid, type ProblemDetail } from "../../http/problem.ts";
import { describe, formatContentProblem, useful, validateBlock } from "../content/index.ts";
import {
  assertRevision,
  type PageRow,
  type PageSnapshot,
  requirePageRow,
  SNAPSHOT_KEYS,
} from "./page-rows.ts";

/**
 * The page-path rule is the PagePath schema's pattern (schemas/entities/page-path.schema.json),
 * the same one the API checks at the edge: lower-case segments of letters (Arabic included),
 * digits and hyphens joined by "/", no leading or trailing slash; the home page is "index".
 */
export function assertPath(path: unknown, pointer = "/path"): asserts path is string {
  const problem = pagePathProblem(path);
  if (problem) throw invalid(pointer, problem.rule, problem.message);
}

function pageErrors(errors: ErrorObject[] | null | undefined): ProblemDetail[] {
  return useful(errors).map((e) => ({
    pointer: errorPointer(e),
    rule: e.keyword,
    message: describe(e),
  }));
}

export function validationFailure(details: ProblemDetail[]): ApiProblem {
  const lines = details.map((d) =>
    formatContentProblem({
      where: d.block === undefined ? "page" : `block ${d.block} (${d.template ?? "?"})`,
      pointer: d.pointer,
      rule: d.rule,
      message: d.message,
    }),
  );
  return new ApiProblem(422, "invalid", lines.join("\n"), details);
}

function rejectUnknownKeys(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length > 0)
    throw validationFailure(
      unknown.map((k) => ({
        pointer: `/${k}`,
        rule: "additionalProperties",
        message: `"${k}" cannot be set here`,
      })),
    );
}

export function asBody(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid("", "type", "the body must be a JSON object");
  return value as Record<string, unknown>;
}

export function readRevision(body: Record<string, unknown>): number {
  const revision = body.revision;
  if (typeof revision !== "number" || !Number.isInteger(revision) || revision < 1)
    throw invalid(
      "/revision",
      "required",
      "revision (the revision the change started from) is required",
    );
  return revision;
}

/**
 * The start of every change to an existing page: the body, the revision it started from, and the
 * page as it is now, refused when that revision is stale.
 */
export async function readPageChange(
  db: Db,
  id: number,
  input: unknown,
): Promise<{ body: Record<string, unknown>; revision: number; current: PageRow }> {
  const body = asBody(input);
  const revision = readRevision(body);
  const current = await requirePageRow(db, id);
  await assertRevision(db, current, revision);
  return { body, revision, current };
}

/** Redirect, link and structure fields: they live on the row, not in the draft. */
export const ROUTING_KEYS = [
  "type",
  "to",
  "http_code",
  "link_type",
  "redirect_path",
  "link_new_window",
  "external_meta_image",
] as const;

const REDIRECT_CODES = [301, 302, 307, 308];

/** The rules the Page schema cannot say: a redirect needs a target, a site-relative redirect starts with / or ./. */
function routingProblems(page: Page): ProblemDetail[] {
  const problems: ProblemDetail[] = [];
  if (page.type === "url_redirection") {
    if (!page.to?.trim())
      problems.push({
        pointer: "/to",
        rule: "required",
        message: "a redirection needs its target `to`",
      });
    if (page.http_code !== null && !REDIRECT_CODES.includes(page.http_code))
      problems.push({
        pointer: "/http_code",
        rule: "enum",
        message: `must be one of ${REDIRECT_CODES.join(", ")}`,
      });
  }
  if (page.redirect_path?.trim()) {
    const target = page.redirect_path.trim();
    if (!/^(\/|\.\/|https?:\/\/)/i.test(target))
      problems.push({
        pointer: "/redirect_path",
        rule: "pattern",
        message: "a site-relative redirect must start with / or ./ (or be an http(s) URL)",
      });
  }
  return problems;
}

/** A whole Page (as the import validates it) from a create body; defaults filled in. */
export function validateNewPage(input: unknown): Page {
  const body = asBody(input);
  rejectUnknownKeys(body, [
    "path",
    "lang",
    "title",
    "page_type",
    "meta_title",
    "meta_description",
    "image_id",
    "canonical_url",
    "disable_seo_tracking",
    ...ROUTING_KEYS,
  ]);
  assertPath(body.path);
  const page = structuredClone({ ...body, blocks: [] });
  if (!validatePage(page)) throw validationFailure(pageErrors(validatePage.errors));
  const problems = routingProblems(page);
  if (problems.length > 0) throw validationFailure(problems);
  if (page.type === "url_redirection" && page.http_code === null) page.http_code = 301;
  return page;
}

/** The changes of a PATCH: routing fields onto the row, snapshot fields into the draft. */
export function validatePagePatch(
  input: Record<string, unknown>,
  current: Page,
): { path: string; routing: Partial<Page>; snapshot: Partial<PageSnapshot> } {
  const { revision: _revision, ...changes } = input;
  rejectUnknownKeys(changes, [
    "path",
    ...SNAPSHOT_KEYS.filter((k) => k !== "blocks"),
    ...ROUTING_KEYS,
  ]);
  if (changes.path !== undefined) assertPath(changes.path);
  const merged = structuredClone({ ...current, ...changes, blocks: [] });
  if (!validatePage(merged)) throw validationFailure(pageErrors(validatePage.errors));
  const problems = routingProblems(merged);
  if (problems.length > 0) throw validationFailure(problems);
  if (merged.type === "url_redirection" && merged.http_code === null) merged.http_code = 301;
  const routing: Partial<Page> = {};
  const snapshot: Partial<PageSnapshot> = {};
  for (const key of ROUTING_KEYS)
    if (key in changes) Object.assign(routing, { [key]: merged[key] });
  if (merged.type === "url_redirection") routing.http_code = merged.http_code;
  for (const key of SNAPSHOT_KEYS)
    if (key !== "blocks" && key in changes) Object.assign(snapshot, { [key]: merged[key] });
  return { path: merged.path, routing, snapshot };
}

/**
 * A draft snapshot: its page fields with the Page schema, then every block with its template's
 * generated validator (defaults filled in). Any failure refuses the whole snapshot.
 */
export function validateSnapshot(input: unknown, path: string): PageSnapshot {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw invalid(
      "/snapshot",
      "required",
      "snapshot (the page's title, meta fields and blocks) is required",
    );
  const body = input as Record<string, unknown>;
  rejectUnknownKeys(body, SNAPSHOT_KEYS);
  const blocks = body.blocks ?? [];
  if (!Array.isArray(blocks)) throw invalid("/blocks", "type", "blocks must be an array");
  if (blocks.length > 200) throw invalid("/blocks", "maxItems", "a page holds at most 200 blocks");
  const page = structuredClone({ ...body, path, blocks: [] });
  const valid: Page | null = validatePage(page) ? page : null;
  const details: ProblemDetail[] = valid ? [] : pageErrors(validatePage.errors);
  const checked = structuredClone(blocks) as unknown[];
  checked.forEach((block, index) => {
    const template =
      typeof block === "object" && block !== null
        ? (block as { template?: unknown }).template
        : undefined;
    for (const p of validateBlock(block, `block ${index}`))
      details.push({
        block: index,
        ...(typeof template === "string" ? { template } : {}),
        pointer: p.pointer,
        rule: p.rule,
        message: p.message,
      });
  });
  if (details.length > 0 || !valid) throw validationFailure(details);
  return {
    title: valid.title,
    meta_title: valid.meta_title,
    meta_description: valid.meta_description,
    image_id: valid.image_id,
    canonical_url: valid.canonical_url,
    disable_seo_tracking: valid.disable_seo_tracking,
    blocks: checked,
  };
}
