import { and, eq, gt, ne, sql } from "drizzle-orm";
import { migrateBlock } from "../../core/block-migrations.ts";
import type { Db } from "../../db/client.ts";
import { type PageSnapshot, pagePresence, pages, users } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, notFound } from "../../http/problem.ts";

export type PageRow = typeof pages.$inferSelect;
export type PageUpdate = Partial<typeof pages.$inferInsert>;

export type { PageSnapshot };

export const SNAPSHOT_KEYS = [
  "title",
  "meta_title",
  "meta_description",
  "image_id",
  "canonical_url",
  "disable_seo_tracking",
  "blocks",
] as const satisfies readonly (keyof PageSnapshot)[];

/** What visitors see now, as a snapshot. */
export function publishedSnapshot(row: PageRow): PageSnapshot {
  return {
    title: row.title,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    image_id: row.image_id,
    canonical_url: row.canonical_url,
    disable_seo_tracking: row.disable_seo_tracking,
    blocks: row.blocks,
  };
}

/** The working copy: the draft when there is one, else the current state. */
export function workingSnapshot(row: PageRow): PageSnapshot {
  return row.draft ?? publishedSnapshot(row);
}

export async function userLabel(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email ?? null;
}

export async function findPageRow(db: Db, id: number): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

export async function requirePageRow(db: Db, id: number): Promise<PageRow> {
  const row = await findPageRow(db, id);
  if (!row) throw notFound(`No page has the id ${id}`);
  return row;
}

/**
 * Writes `set` only if the page is still at `expected` revision, and moves it to the next one.
 * The condition sits in the UPDATE itself, so of two concurrent saves from one revision exactly
 * one wins; the other gets 409 stale with who saved in between.
 */
export async function updateAtRevision(
  db: Db,
  actor: Actor,
  id: number,
  expected: number,
  set: PageUpdate,
): Promise<PageRow> {
  const [row] = await db
    .update(pages)
    .set({
      ...set,
      revision: sql`${pages.revision} + 1`,
      updated_by: actor.userId,
      updated_at: new Date(),
    })
    .where(and(eq(pages.id, id), eq(pages.revision, expected)))
    .returning();
  if (row) return row;
  const current = await requirePageRow(db, id);
  throw await staleProblem(db, current);
}

export async function staleProblem(db: Db, current: PageRow): Promise<ApiProblem> {
  const label = await userLabel(db, current.updated_by);
  return new ApiProblem(
    409,
    "stale",
    `The page was saved by ${label ?? "someone else"} in the meantime (revision ${current.revision}); reload it before saving`,
    undefined,
    {
      revision: current.revision,
      updated_by_label: label,
      updated_at: current.updated_at,
    },
  );
}

/** Refuses early when the caller started from another revision (before any work is done). */
export async function assertRevision(db: Db, row: PageRow, expected: number): Promise<void> {
  if (row.revision !== expected) throw await staleProblem(db, row);
}

export interface PresenceEditor {
  email: string;
  seen_at: Date;
}

/** Users other than the actor who had the page open in the last 60 seconds. */
export async function otherEditors(
  db: Db,
  pageId: number,
  userId: number | null,
): Promise<PresenceEditor[]> {
  const since = new Date(Date.now() - 60_000);
  const conditions = [eq(pagePresence.page_id, pageId), gt(pagePresence.seen_at, since)];
  if (userId !== null) conditions.push(ne(pagePresence.user_id, userId));
  return db
    .select({ email: users.email, seen_at: pagePresence.seen_at })
    .from(pagePresence)
    .innerJoin(users, eq(users.id, pagePresence.user_id))
    .where(and(...conditions))
    .orderBy(users.email);
}

/** Every column, the working state and who else has it open: what the builder loads. */
/** Stored blocks in today's shape: the builder edits what a visitor would be shown. */
const currentBlocks = (blocks: readonly unknown[]): unknown[] =>
  blocks.map((block) => migrateBlock(block).block);

/**
 * A page for the builder. Blocks stored by an older schema come migrated, as the site reads them,
 * so an editor never edits (and saves back) a shape the schema no longer has.
 */
export async function pageDetail(db: Db, row: PageRow, actor: Actor) {
  return {
    ...row,
    blocks: currentBlocks(row.blocks),
    draft: row.draft ? { ...row.draft, blocks: currentBlocks(row.draft.blocks ?? []) } : null,
    has_draft: row.draft !== null,
    updated_by_label: await userLabel(db, row.updated_by),
    editors: await otherEditors(db, row.id, actor.userId),
  };
}

/** The audit's picture of a page: the row itself (pages hold no binary data). */
export function auditPage(row: PageRow): Record<string, unknown> {
  return { ...row };
}
