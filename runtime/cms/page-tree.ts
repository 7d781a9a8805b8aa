import { and, asc, eq, like, ne, sql } from "drizzle-orm";
import type { Page } from "../../generated/types.ts";
import type { Actor } from "../auth/actor.ts";
import { recordAudit } from "../auth/audit.ts";
import { pageOf } from "../content/import-export.ts";
import type { Db } from "../db/client.ts";
import { pages, users } from "../db/schema.ts";
import {
  auditPage,
  type PageRow,
  type PageSnapshot,
  requirePageRow,
  updateAtRevision,
  workingSnapshot,
} from "./page-rows.ts";
import { asBody, readPageChange, validateNewPage, validatePagePatch } from "./page-validate.ts";
import { ApiProblem, isUniqueViolation } from "./problem.ts";

export interface PageSummary {
  id: number;
  path: string;
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

/** The tree as a flat list in path order; the title is the working title (draft first). */
export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .select({ page: pages, label: users.email })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updated_by))
    .orderBy(asc(pages.path));
  return rows.map(({ page, label }) => ({
    id: page.id,
    path: page.path,
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

async function assertPathFree(db: Db, path: string, exceptId?: number): Promise<void> {
  const where =
    exceptId === undefined
      ? eq(pages.path, path)
      : and(eq(pages.path, path), ne(pages.id, exceptId));
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

function rowValues(page: Page) {
  const { blocks, ...rest } = page;
  return { ...rest, blocks: blocks as unknown[] };
}

/** A new page, folder, news item, redirection or link: unpublished, revision 1. */
export async function createPage(db: Db, actor: Actor, input: unknown): Promise<PageRow> {
  const page = validateNewPage(input);
  return guardUnique(page.path, () =>
    db.transaction(async (tx) => {
      await assertPathFree(tx, page.path);
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
              .where(like(pages.path, `${escapeLike(before.path)}/%`))
          : [];
      if (isMove) {
        await assertPathFree(tx, path, id);
        for (const child of children)
          await assertPathFree(tx, path + child.path.slice(before.path.length), child.id);
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

/** A copy of the working state under a new path and title, unpublished, without history. */
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
      Object.entries(pageOf(source)).filter(([k]) => !["blocks", "path", "title"].includes(k)),
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
      await assertPathFree(tx, page.path);
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
        .where(like(pages.path, `${escapeLike(row.path)}/%`))
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
