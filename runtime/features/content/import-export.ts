import { asc, eq } from "drizzle-orm";
import type { ContentDocument, Page } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { pages, settings } from "../../db/tables/index.ts";
import { type ContentProblem, formatContentProblem, validateContent } from "./validate-content.ts";

/** A content document that failed validation: nothing was written. */
export class ContentInvalidError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(
      `The content is invalid; nothing was imported.\n${problems.map(formatContentProblem).join("\n")}`,
    );
    this.name = "ContentInvalidError";
    this.problems = problems;
  }
}

const pageColumns = (p: Page) => ({
  path: p.path,
  lang: p.lang,
  translation_key: p.translation_key,
  page_type: p.page_type,
  title: p.title,
  meta_title: p.meta_title,
  meta_description: p.meta_description,
  image_id: p.image_id,
  external_meta_image: p.external_meta_image,
  canonical_url: p.canonical_url,
  disable_seo_tracking: p.disable_seo_tracking,
  type: p.type,
  to: p.to,
  http_code: p.http_code,
  link_type: p.link_type,
  redirect_path: p.redirect_path,
  link_new_window: p.link_new_window,
  blocks: p.blocks,
  is_published: true,
});

export interface ImportReport {
  pages: number;
  settings: number;
}

/**
 * Validates the whole document (defaults filled in), then writes it in one transaction: pages are
 * upserted by language and path and published, settings upserted by key. A bad document writes nothing.
 */
export async function importContent(db: Db, input: unknown): Promise<ImportReport> {
  const result = validateContent(input);
  if (!result.isValid) throw new ContentInvalidError(result.problems);
  const doc = result.value;
  await db.transaction(async (tx) => {
    for (const page of doc.pages) {
      const values = pageColumns(page);
      await tx
        .insert(pages)
        .values(values)
        .onConflictDoUpdate({
          target: [pages.lang, pages.path],
          set: { ...values, updated_at: new Date() },
        });
    }
    for (const s of doc.settings) {
      await tx
        .insert(settings)
        .values(s)
        .onConflictDoUpdate({ target: settings.key, set: { value: s.value } });
    }
  });
  return { pages: doc.pages.length, settings: doc.settings.length };
}

/** The row's fields in the shape of the Page schema (what the validators check). */
export function pageOf(row: typeof pages.$inferSelect): Page {
  return {
    path: row.path,
    lang: row.lang,
    translation_key: row.translation_key,
    page_type: row.page_type,
    title: row.title,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    image_id: row.image_id,
    external_meta_image: row.external_meta_image,
    canonical_url: row.canonical_url,
    disable_seo_tracking: row.disable_seo_tracking,
    type: row.type as Page["type"],
    to: row.to,
    http_code: row.http_code as Page["http_code"],
    link_type: row.link_type,
    redirect_path: row.redirect_path,
    link_new_window: row.link_new_window,
    blocks: row.blocks as Page["blocks"],
  };
}

/** Every published page (by path) and every setting (by key), in the import format. */
export async function exportContent(db: Db): Promise<ContentDocument> {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.is_published, true))
    .orderBy(asc(pages.lang), asc(pages.path));
  const settingRows = await db.select().from(settings).orderBy(asc(settings.key));
  return {
    pages: rows.map(pageOf),
    settings: settingRows.map((s) => ({ key: s.key, value: s.value })),
  };
}
