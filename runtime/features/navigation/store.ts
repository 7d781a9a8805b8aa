import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type {
  LanguageCode,
  NavEntry,
  NavEntryCreate,
  NavEntryOrder,
  NavEntryPatch,
} from "../../../generated/types.ts";
import {
  type AncestorPage,
  ancestorPaths,
  breadcrumbTrail,
  type Crumb,
} from "../../core/breadcrumbs.ts";
import { depthUnder, isInside, MAX_NAV_DEPTH, subtreeHeight } from "../../core/navigation.ts";
import type { Db } from "../../db/client.ts";
import { navEntries, pages } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, invalid, notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";

type Row = typeof navEntries.$inferSelect;

const entryOf = (row: Row): NavEntry => ({
  id: row.id,
  parent_id: row.parent_id,
  position: row.position,
  label: row.label,
  url: row.url,
  target: row.target,
  lang: row.lang,
});

const noSuchEntry = () => notFound("لا يوجد عنصر تنقل بهذا المعرّف.");
const TOO_DEEP = `لا تتجاوز القائمة ${MAX_NAV_DEPTH} مستويات.`;

/**
 * Every entry, each parent before its children (depth first), siblings by position (the tree is
 * built by runtime/core/navigation navTree).
 */
export async function listNavEntries(db: Db): Promise<NavEntry[]> {
  const rows = await db
    .select()
    .from(navEntries)
    .orderBy(asc(navEntries.position), asc(navEntries.id));
  const children = new Map<number | null, (typeof rows)[number][]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const ordered: NavEntry[] = [];
  const walk = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push(entryOf(row));
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
}

/** Refuses a parent that does not exist, a move under itself, and a tree deeper than three levels. */
function checkPlace(all: readonly NavEntry[], parentId: number | null, movingId: number | null) {
  if (parentId === null) {
    if (movingId !== null && subtreeHeight(all, movingId) > MAX_NAV_DEPTH)
      throw invalid("/parent_id", "maxDepth", TOO_DEEP);
    return;
  }
  if (!all.some((e) => e.id === parentId))
    throw invalid("/parent_id", "exists", "العنصر الأب غير موجود.");
  if (movingId !== null && isInside(all, parentId, movingId))
    throw invalid("/parent_id", "cycle", "لا يُنقل عنصر تحت نفسه أو تحت أحد فروعه.");
  const depth = depthUnder(all, parentId) ?? MAX_NAV_DEPTH + 1;
  const height = movingId === null ? 1 : subtreeHeight(all, movingId);
  if (depth + height - 1 > MAX_NAV_DEPTH) throw invalid("/parent_id", "maxDepth", TOO_DEEP);
}

const nextPosition = (all: readonly NavEntry[], parentId: number | null) =>
  Math.max(-1, ...all.filter((e) => e.parent_id === parentId).map((e) => e.position)) + 1;

/** Adds an entry last among its siblings. */
export async function createNavEntry(
  db: Db,
  actor: Actor | null,
  input: NavEntryCreate,
): Promise<NavEntry> {
  return db.transaction(async (tx) => {
    const all = await listNavEntries(tx);
    const parentId = input.parent_id ?? null;
    checkPlace(all, parentId, null);
    const [row] = await tx
      .insert(navEntries)
      .values({
        parent_id: parentId,
        position: nextPosition(all, parentId),
        label: input.label.trim(),
        url: input.url?.trim() ?? "",
        target: input.target ?? "_self",
        lang: input.lang ?? null,
      })
      .returning();
    if (!row) throw new Error("the navigation entry was not stored");
    const entry = entryOf(row);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "nav_entry",
      entityId: row.id,
      after: entry,
    });
    return entry;
  });
}

/** Changes an entry; a new parent moves it last among its new siblings. */
export async function updateNavEntry(
  db: Db,
  actor: Actor | null,
  id: number,
  patch: NavEntryPatch,
): Promise<NavEntry> {
  return db.transaction(async (tx) => {
    const all = await listNavEntries(tx);
    const before = all.find((e) => e.id === id);
    if (!before) throw noSuchEntry();
    const changes: Partial<Omit<Row, "id" | "created_at">> = { updated_at: new Date() };
    if (patch.parent_id !== undefined && patch.parent_id !== before.parent_id) {
      checkPlace(all, patch.parent_id, id);
      changes.parent_id = patch.parent_id;
      changes.position = nextPosition(all, patch.parent_id);
    }
    if (patch.label !== undefined) changes.label = patch.label.trim();
    if (patch.url !== undefined) changes.url = patch.url.trim();
    if (patch.target !== undefined) changes.target = patch.target;
    if (patch.lang !== undefined) changes.lang = patch.lang;
    const [row] = await tx.update(navEntries).set(changes).where(eq(navEntries.id, id)).returning();
    if (!row) throw noSuchEntry();
    const entry = entryOf(row);
    await recordAudit(tx, actor, {
      action: "update",
      entity: "nav_entry",
      entityId: id,
      before,
      after: entry,
    });
    return entry;
  });
}

/** Deletes an entry and everything under it. */
export async function deleteNavEntry(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await listNavEntries(tx);
    const before = all.find((e) => e.id === id);
    if (!before) throw noSuchEntry();
    const removed = all.filter((e) => e.id !== id && isInside(all, e.id, id)).map((e) => e.id);
    await tx.delete(navEntries).where(eq(navEntries.id, id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "nav_entry",
      entityId: id,
      before,
      ...(removed.length > 0 ? { after: { removed_child_ids: removed } } : {}),
    });
  });
}

/** Orders one parent's children: `ids` must name each of them once. */
export async function reorderNavEntries(
  db: Db,
  actor: Actor | null,
  order: NavEntryOrder,
): Promise<NavEntry[]> {
  return db.transaction(async (tx) => {
    const siblings = await tx
      .select()
      .from(navEntries)
      .where(
        order.parent_id === null
          ? isNull(navEntries.parent_id)
          : eq(navEntries.parent_id, order.parent_id),
      );
    const known = new Set(siblings.map((s) => s.id));
    if (order.ids.length !== known.size || order.ids.some((id) => !known.has(id)))
      throw new ApiProblem(
        422,
        "invalid",
        "ids: يجب أن تذكر القائمة كل عناصر هذا الأب مرة واحدة.",
        [
          {
            pointer: "/ids",
            rule: "siblings",
            message: "يجب أن تذكر القائمة كل عناصر هذا الأب مرة واحدة.",
          },
        ],
      );
    const before = [...siblings]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((s) => s.id);
    for (const [position, id] of order.ids.entries())
      await tx
        .update(navEntries)
        .set({ position, updated_at: new Date() })
        .where(and(eq(navEntries.id, id)));
    await recordAudit(tx, actor, {
      action: "reorder",
      entity: "nav_entry",
      entityId: order.parent_id,
      before: { ids: before },
      after: { ids: order.ids },
    });
    return listNavEntries(tx);
  });
}

/** The published pages of one language above a lookup path, with their titles. */
export async function ancestorPages(
  db: Db,
  pagePath: string,
  lang: LanguageCode,
): Promise<AncestorPage[]> {
  const paths = ancestorPaths(pagePath);
  if (paths.length === 0) return [];
  return db
    .select({ path: pages.path, title: pages.title })
    .from(pages)
    .where(and(inArray(pages.path, paths), eq(pages.lang, lang), eq(pages.is_published, true)));
}

/** A published page's breadcrumbs by its id (GET /nav_entries/breadcrumbs/:id). */
export async function breadcrumbsOfPage(
  db: Db,
  id: number,
  /** The home crumb's label in the page's language. */
  homeLabel: (lang: string) => string,
): Promise<Crumb[]> {
  const [page] = await db
    .select({ path: pages.path, title: pages.title, lang: pages.lang })
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.is_published, true)))
    .limit(1);
  if (!page) throw notFound("لا توجد صفحة منشورة بهذا المعرّف.");
  return breadcrumbTrail(page, await ancestorPages(db, page.path, page.lang), {
    base: `/${page.lang}/`,
    homeLabel: homeLabel(page.lang),
  });
}
