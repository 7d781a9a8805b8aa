import { and, asc, eq, isNull, like, ne, or } from "drizzle-orm";
import type { LanguageCode } from "../../../generated/types.ts";
import type { PageRecord } from "../../core/page-resolution.ts";
import type { Db } from "../../db/client.ts";
import { media, metaheads, pages, settings } from "../../db/tables/index.ts";

export type MetaheadRow = typeof metaheads.$inferSelect;
export interface PageWithId extends PageRecord {
  metaheads: MetaheadRow[];
  /** The published versions of the page in other languages (hreflang, the language switch). */
  translations: PageTranslation[];
}

/** A published language version of a page. */
export interface PageTranslation {
  lang: string;
  path: string;
}

type PageRow = typeof pages.$inferSelect;

/**
 * A published page by its language and lookup path, with its own metaheads in sequence order and
 * its published versions in the other languages.
 */
export async function findPublishedPage(
  db: Db,
  path: string,
  lang: LanguageCode,
): Promise<PageWithId | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.path, path), eq(pages.lang, lang), eq(pages.is_published, true)))
    .limit(1);
  return row ? pageWithRelations(db, row) : null;
}

/** A page of any state, for its preview (runtime/features/pages/disabled-preview.ts). */
export interface PreviewedPage {
  /** The page as it will be published: its working copy (the draft, else what it holds). */
  page: PageWithId;
  isPublished: boolean;
  /** Published once and taken offline since (a disabled page), rather than never published. */
  wasPublished: boolean;
}

/**
 * A page by its language and lookup path whatever its state, with its working copy (the draft
 * when there is one) in place of the published fields: what publishing it would show.
 */
export async function findPageForPreview(
  db: Db,
  path: string,
  lang: LanguageCode,
): Promise<PreviewedPage | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.path, path), eq(pages.lang, lang)))
    .limit(1);
  if (!row) return null;
  const page = await pageWithRelations(db, row);
  const working = row.draft;
  return {
    page: working ? { ...page, ...working, blocks: working.blocks ?? [] } : page,
    isPublished: row.is_published,
    wasPublished: row.published_version !== null,
  };
}

/** The row as the site reads it: its metaheads and published language versions, no editor state. */
async function pageWithRelations(db: Db, row: PageRow): Promise<PageWithId> {
  const [heads, translations] = await Promise.all([
    db
      .select()
      .from(metaheads)
      .where(eq(metaheads.rdx_core_page_id, row.id))
      .orderBy(asc(metaheads.sequence)),
    row.translation_key === null
      ? Promise.resolve([])
      : db
          .select({ lang: pages.lang, path: pages.path })
          .from(pages)
          .where(
            and(
              eq(pages.translation_key, row.translation_key),
              ne(pages.id, row.id),
              eq(pages.is_published, true),
            ),
          )
          .orderBy(asc(pages.lang)),
  ]);
  // Editors' working state never reaches visitors: drafts stay in the builder.
  const {
    is_published: _p,
    created_at: _c,
    updated_at: _u,
    draft: _d,
    revision: _r,
    published_version: _v,
    updated_by: _b,
    ...page
  } = row;
  return { ...page, blocks: row.blocks, metaheads: heads, translations };
}

/** The first published page inside a folder, in path order (the folder handler goes there). */
export async function findFirstChildPath(
  db: Db,
  folderPath: string,
  lang: LanguageCode,
): Promise<string | null> {
  const escaped = folderPath.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [row] = await db
    .select({ path: pages.path })
    .from(pages)
    .where(
      and(
        like(pages.path, `${escaped}/%`),
        eq(pages.lang, lang),
        eq(pages.is_published, true),
        eq(pages.page_type, "page"),
      ),
    )
    .orderBy(asc(pages.path))
    .limit(1);
  return row?.path ?? null;
}

export async function listSettings(db: Db): Promise<{ id: number; key: string; value: string }[]> {
  return db.select().from(settings).orderBy(asc(settings.key));
}

/** Global metaheads and those of one page, for GET /metaheads?q[page_id_equal_or_null]=. */
export async function listMetaheads(db: Db, pageId: number | null): Promise<MetaheadRow[]> {
  const where =
    pageId === null
      ? isNull(metaheads.rdx_core_page_id)
      : or(isNull(metaheads.rdx_core_page_id), eq(metaheads.rdx_core_page_id, pageId));
  return db
    .select()
    .from(metaheads)
    .where(where)
    .orderBy(asc(metaheads.sequence), asc(metaheads.id));
}

export async function findMedia(db: Db, id: number): Promise<typeof media.$inferSelect | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ?? null;
}
