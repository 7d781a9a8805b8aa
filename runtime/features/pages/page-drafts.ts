import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pagePresence, pageVersions } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import {
  auditPage,
  otherEditors,
  type PageRow,
  type PageSnapshot,
  requirePageRow,
  updateAtRevision,
  workingSnapshot,
} from "./page-rows.ts";
import { readPageChange, validateSnapshot } from "./page-validate.ts";
import { assertRawHtmlBlocksAllowed, changedRawHtml } from "./raw-html.ts";

/** The HTML a page holds now (draft and published): keeping it needs no capability. */
const baselineBlocks = (row: PageRow): unknown[][] => [
  row.blocks,
  ...(row.draft ? [row.draft.blocks ?? []] : []),
];

/**
 * Writes a validated snapshot into the draft at the given revision, audited as `action` (as
 * "raw_html" when it brings HTML the page does not hold now, which needs the capability).
 */
async function storeDraft(
  db: Db,
  actor: Actor,
  id: number,
  revision: number,
  snapshot: PageSnapshot,
  action: string,
  audited: unknown,
): Promise<PageRow> {
  return db.transaction(async (tx) => {
    const before = await requirePageRow(tx, id);
    // HTML that differs from what the page holds now is new HTML, even from an old version.
    const changed = changedRawHtml(snapshot.blocks, baselineBlocks(before));
    await assertRawHtmlBlocksAllowed(tx, actor, changed);
    const after = await updateAtRevision(tx, actor, id, revision, {
      draft: snapshot,
    });
    await recordAudit(tx, actor, {
      action: changed.length > 0 ? "raw_html" : action,
      entity: "page",
      entityId: id,
      before: workingSnapshot(before),
      after: audited,
    });
    return after;
  });
}

/**
 * Stores a validated snapshot as the page's draft. New raw HTML needs the capability; nothing is
 * stored when any block fails or the revision is stale.
 */
export async function saveDraft(
  db: Db,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<PageRow> {
  const { body, revision, current } = await readPageChange(db, id, input);
  const snapshot = validateSnapshot(body.snapshot, current.path);
  return storeDraft(db, actor, id, revision, snapshot, "save_draft", snapshot);
}

/**
 * Publishes the draft (or the current state when there is none): the published columns take the
 * snapshot, a new version records it, the draft is cleared. One transaction.
 */
export async function publishPage(
  db: Db,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<PageRow> {
  const { revision, current } = await readPageChange(db, id, input);
  // Stored drafts were valid when saved; checking again applies today's validators and defaults.
  const snapshot = validateSnapshot(workingSnapshot(current), current.path);
  return db.transaction(async (tx) => {
    const before = await requirePageRow(tx, id);
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${pageVersions.version}), 0)` })
      .from(pageVersions)
      .where(eq(pageVersions.page_id, id));
    const version = Number(last?.version ?? 0) + 1;
    const after = await updateAtRevision(tx, actor, id, revision, {
      ...snapshot,
      is_published: true,
      published_version: version,
      draft: null,
    });
    await tx.insert(pageVersions).values({
      page_id: id,
      version,
      snapshot,
      created_by: actor.userId,
      created_by_label: actor.label,
    });
    await recordAudit(tx, actor, {
      action: "publish",
      entity: "page",
      entityId: id,
      before: auditPage(before),
      after: { ...auditPage(after), version },
    });
    return after;
  });
}

export async function listVersions(db: Db, id: number) {
  await requirePageRow(db, id);
  return db
    .select({
      version: pageVersions.version,
      created_at: pageVersions.created_at,
      created_by_label: pageVersions.created_by_label,
    })
    .from(pageVersions)
    .where(eq(pageVersions.page_id, id))
    .orderBy(desc(pageVersions.version));
}

export async function getVersion(db: Db, id: number, version: number) {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.page_id, id), eq(pageVersions.version, version)))
    .limit(1);
  if (!row) throw notFound(`Page ${id} has no version ${version}`);
  return {
    version: row.version,
    snapshot: row.snapshot,
    created_at: row.created_at,
    created_by_label: row.created_by_label,
  };
}

/** The version's snapshot becomes the draft; visitors keep seeing the published page. */
export async function restoreVersion(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  input: unknown,
): Promise<PageRow> {
  const { revision, current } = await readPageChange(db, id, input);
  const stored = await getVersion(db, id, version);
  const snapshot = validateSnapshot(stored.snapshot, current.path);
  return storeDraft(db, actor, id, revision, snapshot, "restore", {
    ...snapshot,
    restored_version: version,
  });
}

/** A heartbeat from an open builder: records the actor, answers with everyone else there. */
export async function heartbeat(db: Db, actor: Actor, id: number) {
  await requirePageRow(db, id);
  if (actor.userId !== null)
    await db
      .insert(pagePresence)
      .values({ page_id: id, user_id: actor.userId, seen_at: new Date() })
      .onConflictDoUpdate({
        target: [pagePresence.page_id, pagePresence.user_id],
        set: { seen_at: new Date() },
      });
  return otherEditors(db, id, actor.userId);
}
