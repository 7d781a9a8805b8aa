import { and, asc, eq, like, ne, sql } from "drizzle-orm";
import type { Page } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { pages, users } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, isUniqueViolation } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { pageOf } from "../content/index.ts";
import {
  auditPage,
  type PageRow,
  type PageSnapshot,
  requirePageRow,
  updateAtRevision,
  workingSnapshot,
} from "./page-rows.ts";
import { asBody, readPageChange, validateNewPage, validatePagePatch } from "./page-validate.ts";

export interface PageSummary {
  id: number;
  path: string;
  lang: PageRow["lang"];
  translation_key: string | null;
  title: string;
  page_type: PageRow["page_type"];
  type: string | null;
  link_type: PageRow["link_type"];
  is_published: boolean;
  has_draft: boolean;
  revision: number;
  updated_at: Date;
  updated_by_label: string | null;
}

/**
 * Every language's tree as a flat list, by language then path; the title is the working title
 * (draft first). The editor shows one language at a time.
 */
export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .select({ page: pages, label: users.email })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updated_by))
    .orderBy(asc(pages.lang), asc(pages.path));
  return rows.map(({ page, label }) => ({
    id: page.id,
    path: page.path,
    lang: page.lang,
    translation_key: page.translation_key,
    title: workingSnapshot(page).title,
    page_type: page.page_type,
    type: page.type,
    link_type: page.link_type,
    is_published: page.is_published,
    has_draft: page.draft !== null,
    revision: page.revision,
    updated_at: page.updated_at,
    updated_by_label: label,
  }));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const pathTaken = (path: string) =>
  new ApiProblem(409, "path_taken", `path: another page already has the path "${path}"`, [
    { pointer: "/path", rule: "unique", message: `"${path}" is taken` },
  ]);

const translationTaken = (lang: string) =>
  new ApiProblem(
    409,
    "translation_taken",
    `translation_of: the page already has a version in the language "${lang}"`,
    [
      {
        pointer: "/translation_of",
        rule: "unique",
        message: `a version in "${lang}" exists already`,
      },
    ],
  );

/** Paths are unique within a language: /ar/about and /en/about are two pages. */
async function assertPathFree(
  db: Db,
  path: string,
  lang: PageRow["lang"],
  exceptId?: number,
): Promise<void> {
  const samePath = and(eq(pages.path, path), eq(pages.lang, lang));
  const where = exceptId === undefined ? samePath : and(samePath, ne(pages.id, exceptId));
  const [taken] = await db.select({ id: pages.id }).from(pages).where(where).limit(1);
  if (taken) throw pathTaken(path);
}

/** Runs a write; a unique violation that slipped past the checks (a race) is still a 409. */
async function guardUnique<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw pathTaken(path);
    throw error;
  }
}

/**
 * `translation_of` names the page the new one is a language version of: both then share its
 * translation key (`page-{id}` of the source when it had none). Refused when the source is
 * missing, in the same language, or already has a version in the new page's language.
 */
async function translationKeyFor(tx: Db, sourceId: number, lang: PageRow["lang"]): Promise<string> {
  const source = await requirePageRow(tx, sourceId).catch(() => {
    throw new ApiProblem(422, "invalid", "translation_of: no page has this id", [
      { pointer: "/translation_of", rule: "exists", message: "no page has this id" },
    ]);
  });
  if (source.lang === lang)
    throw new ApiProblem(
      422,
      "invalid",
      "translation_of: a language version must be in another language than its source",
      [
        {
          pointer: "/translation_of",
          rule: "otherLanguage",
          message: "same language as the source",
        },
      ],
    );
  const key = source.translation_key ?? `page-${source.id}`;
  const [sibling] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.translation_key, key), eq(pages.lang, lang)))
    .limit(1);
  if (sibling) throw translationTaken(lang);
  if (source.translation_key === null)
    await tx.update(pages).set({ translation_key: key }).where(eq(pages.id, source.id));
  return key;
}

function rowValues(page: Page) {
  const { blocks, ...rest } = page;
  return { ...rest, blocks: blocks as unknown[] };
}

/** A new page, folder, news item, redirection or link: unpublished, revision 1. */
export async function createPage(db: Db, actor: Actor, input: unknown): Promise<PageRow> {
  const { translation_of: translationOf, ...body } = asBody(input);
  if (
    translationOf !== undefined &&
    !(Number.isInteger(translationOf) && Number(translationOf) >= 1)
  )
    throw new ApiProblem(422, "invalid", "translation_of: must be a page id", [
      { pointer: "/translation_of", rule: "type", message: "must be a page id" },
    ]);
  const page = validateNewPage(body);
  return guardUnique(page.path, () =>
    db.transaction(async (tx) => {
      await assertPathFree(tx, page.path, page.lang);
      if (translationOf !== undefined)
        page.translation_key = await translationKeyFor(tx, Number(translationOf), page.lang);
      const [row] = await tx
        .insert(pages)
        .values({ ...rowValues(page), is_published: false, updated_by: actor.userId })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await recordAudit(tx, actor, {
        action: "create",
        entity: "page",
        entityId: row.id,
        after: auditPage(row),
      });
      return row;
    }),
  );
}

/**
 * Rename, move and meta fields. Routing fields change the row; title and meta fields go into the
 * draft (visitors see them after publishing). A folder's move carries its children along, in the
 * same transaction.
 */
export async function patchPage(
  db: Db,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<PageRow> {
  const { body, revision, current } = await readPageChange(db, id, input);
  const { path, routing, snapshot } = validatePagePatch(body, pageOf(current));
  const isMove = path !== current.path;
  if (isMove && path.startsWith(`${current.path}/`))
    throw new ApiProblem(422, "invalid", "path: a page cannot move inside itself", [
      { pointer: "/path", rule: "path", message: "cannot move a page inside itself" },
    ]);
  return guardUnique(path, () =>
    db.transaction(async (tx) => {
      const before = await requirePageRow(tx, id);
      const set: Partial<typeof pages.$inferInsert> = { ...routing, path };
      if (Object.keys(snapshot).length > 0) set.draft = { ...workingSnapshot(before), ...snapshot };
      const children =
        isMove && before.page_type === "folder"
          ? await tx
              .select()
              .from(pages)
              .where(
                and(like(pages.path, `${escapeLike(before.path)}/%`), eq(pages.lang, before.lang)),
              )
          : [];
      if (isMove) {
        await assertPathFree(tx, path, before.lang, id);
        for (const child of children)
          await assertPathFree(
            tx,
            path + child.path.slice(before.path.length),
            before.lang,
            child.id,
          );
      }
      const after = await updateAtRevision(tx, actor, id, revision, set);
      for (const child of children) {
        const [moved] = await tx
          .update(pages)
          .set({
            path: path + child.path.slice(before.path.length),
            revision: sql`${pages.revision} + 1`,
            updated_by: actor.userId,
            updated_at: new Date(),
          })
          .where(eq(pages.id, child.id))
          .returning();
        await recordAudit(tx, actor, {
          action: "move",
          entity: "page",
          entityId: child.id,
          before: { path: child.path },
          after: { path: moved?.path, with_folder: id },
        });
      }
      await recordAudit(tx, actor, {
        action: isMove ? "move" : "update",
        entity: "page",
        entityId: id,
        before: auditPage(before),
        after: auditPage(after),
      });
      return after;
    }),
  );
}

/**
 * A copy of the working state under a new path and title, in the same language, unpublished,
 * without history; a copy is not a language version of its source (no translation key).
 */
export async function duplicatePage(
  db: Db,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<PageRow> {
  const body = asBody(input);
  const source = await requirePageRow(db, id);
  const working: PageSnapshot = workingSnapshot(source);
  const page = validateNewPage({
    ...Object.fromEntries(
      Object.entries(pageOf(source)).filter(
        ([k]) => !["blocks", "path", "title", "translation_key"].includes(k),
      ),
    ),
    meta_title: working.meta_title,
    meta_description: working.meta_description,
    image_id: working.image_id,
    canonical_url: working.canonical_url,
    disable_seo_tracking: working.disable_seo_tracking,
    path: body.path,
    title: body.title ?? working.title,
  });
  // The copied HTML boxes hold values the site already has: copying them writes no new raw HTML.
  return guardUnique(page.path, () =>
    db.transaction(async (tx) => {
      await assertPathFree(tx, page.path, page.lang);
      const [row] = await tx
        .insert(pages)
        .values({
          ...rowValues(page),
          blocks: structuredClone(working.blocks),
          is_published: false,
          updated_by: actor.userId,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await recordAudit(tx, actor, {
        action: "duplicate",
        entity: "page",
        entityId: row.id,
        before: { source_id: source.id, source_path: source.path },
        after: auditPage(row),
      });
      return row;
    }),
  );
}

/** Deletes a page (its versions, presence and own metaheads go with it); a folder only when empty. */
export async function deletePage(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requirePageRow(tx, id);
    if (row.page_type === "folder") {
      const [child] = await tx
        .select({ path: pages.path })
        .from(pages)
        .where(and(like(pages.path, `${escapeLike(row.path)}/%`), eq(pages.lang, row.lang)))
        .limit(1);
      if (child)
        throw new ApiProblem(
          409,
          "folder_not_empty",
          `The folder "${row.path}" still holds pages (e.g. "${child.path}"); move or delete them first`,
        );
    }
    await tx.delete(pages).where(eq(pages.id, id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "page",
      entityId: id,
      before: auditPage(row),
    });
  });
}
