import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { MAX_IMAGE_SIDE, snapImageWidth, THUMBNAIL_WIDTH } from "../../core/image-url.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { media, pages } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, invalid, notFound, type ProblemDetail } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { type InspectedImage, shownName } from "./media-upload.ts";

export const MEDIA_PAGE_SIZE = 40;

/** A library row without its bytes. */
type MediaColumns = Pick<
  typeof media.$inferSelect,
  "id" | "filename" | "mime" | "alt" | "width" | "height" | "size_bytes" | "created_at"
>;

/** A library item as the editor lists it; the bytes stay in the database. */
interface MediaItem extends MediaColumns {
  /** The picture at its own width (at most 3200), as JPEG: the served width at or above it. */
  url: string;
  /** A small variant for grids and pickers. */
  thumbnail_url: string;
}

const columns = {
  id: media.id,
  filename: media.filename,
  mime: media.mime,
  alt: media.alt,
  width: media.width,
  height: media.height,
  // Demo pictures were stored before size_bytes existed: the bytes themselves are the truth.
  size_bytes: sql<number>`octet_length(${media.data})`,
  created_at: media.created_at,
};

function item(row: MediaColumns): MediaItem {
  return {
    ...row,
    // Names stored before uploads were cleaned of bidirectional controls are shown cleaned too.
    filename: shownName(row.filename),
    size_bytes: Number(row.size_bytes),
    url: `/api/v2/images/${row.id}/w/${snapImageWidth(Math.min(row.width, MAX_IMAGE_SIDE)) ?? MAX_IMAGE_SIDE}.jpg`,
    thumbnail_url: `/api/v2/images/${row.id}/w/${THUMBNAIL_WIDTH}.jpg`,
  };
}

/** The audit's picture of an item: everything but the bytes. */
const auditItem = (row: MediaColumns) => ({ ...row, size_bytes: Number(row.size_bytes) });

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; q matches the file name or the alt text, whatever the case. */
export async function listMedia(
  db: Db,
  query: { q?: string | undefined; page?: number; perPage?: number },
): Promise<{ data: MediaItem[]; total: number }> {
  const perPage = query.perPage ?? MEDIA_PAGE_SIZE;
  const page = query.page ?? 1;
  const q = query.q?.trim();
  const where: SQL | undefined = q
    ? or(ilike(media.filename, `%${escapeLike(q)}%`), ilike(media.alt, `%${escapeLike(q)}%`))
    : undefined;
  const rows = await db
    .select(columns)
    .from(media)
    .where(where)
    .orderBy(desc(media.created_at), desc(media.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [count] = await db.select({ total: sql<number>`count(*)` }).from(media).where(where);
  return { data: rows.map(item), total: Number(count?.total ?? 0) };
}

export async function getMediaItem(db: Db, id: number): Promise<MediaItem> {
  const [row] = await db.select(columns).from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound(`No image has the id ${id}`);
  return item(row);
}

function readAlt(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw invalid("/alt", "type", "alt must be a string");
  if (value.length > 300) throw invalid("/alt", "maxLength", "alt must be at most 300 characters");
  return value.trim();
}

/** Stores an inspected picture under the next id of the library's sequence. */
export async function addMedia(
  db: Db,
  actor: Actor,
  upload: InspectedImage & { filename: string; alt: unknown },
): Promise<MediaItem> {
  const alt = readAlt(upload.alt);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        id: sql`nextval('media_id_seq')`,
        filename: upload.filename,
        mime: upload.mime,
        alt,
        width: upload.width,
        height: upload.height,
        data: upload.data,
        size_bytes: upload.data.length,
        created_by: actor.userId,
      })
      .returning({ id: media.id });
    if (!row) throw new Error("insert returned no row");
    const [stored] = await tx.select(columns).from(media).where(eq(media.id, row.id));
    if (!stored) throw new Error("inserted row not found");
    await recordAudit(tx, actor, {
      action: "upload",
      entity: "media",
      entityId: row.id,
      after: auditItem(stored),
    });
    return item(stored);
  });
}

export async function updateAlt(
  db: Db,
  actor: Actor,
  id: number,
  body: unknown,
): Promise<MediaItem> {
  if (typeof body !== "object" || body === null || !("alt" in body))
    throw invalid("/alt", "required", "alt is required");
  const alt = readAlt((body as { alt: unknown }).alt);
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(media).where(eq(media.id, id)).limit(1);
    if (!before) throw notFound(`No image has the id ${id}`);
    await tx.update(media).set({ alt }).where(eq(media.id, id));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "media",
      entityId: id,
      before: auditItem(before),
      after: { ...auditItem(before), alt },
    });
    return item({ ...before, alt });
  });
}

/** An Image value ({id, alt?}) anywhere inside a page's blocks. */
function referencesImage(value: unknown, id: number): boolean {
  if (Array.isArray(value)) return value.some((v) => referencesImage(v, id));
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (record.id === id && keys.every((k) => k === "id" || k === "alt")) return true;
  return Object.values(record).some((v) => referencesImage(v, id));
}

/** A page that shows a picture: its path and id. */
interface MediaUser {
  path: string;
  page_id: number;
}

/** One page refusing a delete, with the page named in machine-readable fields. */
type InUseDetail = ProblemDetail & MediaUser;

/** The pages whose published blocks, draft or social image use the picture. */
async function pagesUsingMedia(db: Db, id: number): Promise<MediaUser[]> {
  const needle = `%${id}%`;
  const rows = await db
    .select({
      id: pages.id,
      path: pages.path,
      blocks: pages.blocks,
      draft: pages.draft,
      image_id: pages.image_id,
    })
    .from(pages)
    .where(
      or(
        eq(pages.image_id, id),
        sql`${pages.blocks}::text LIKE ${needle}`,
        and(sql`${pages.draft} IS NOT NULL`, sql`${pages.draft}::text LIKE ${needle}`),
      ),
    );
  return rows
    .filter(
      (r) =>
        r.image_id === id ||
        referencesImage(r.blocks, id) ||
        referencesImage(r.draft, id) ||
        (r.draft as { image_id?: unknown } | null)?.image_id === id,
    )
    .map((r) => ({ path: r.path, page_id: r.id }));
}

/** The model catalogue's nameplates (by code) and models (by key) whose picture it is. */
async function catalogueUsingMedia(db: Db, id: number): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`
      SELECT code AS key FROM catalogue_nameplates WHERE image_id = ${id}
      UNION ALL SELECT key FROM catalogue_models WHERE image_id = ${id}
      ORDER BY 1 LIMIT 20`),
  );
  return rows.map((r) => r.key);
}

/** Deletes a picture no page uses (published, draft or social image); 409 media_in_use otherwise. */
export async function deleteMedia(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(media).where(eq(media.id, id)).limit(1);
    if (!before) throw notFound(`No image has the id ${id}`);
    const users = await pagesUsingMedia(tx, id);
    const catalogue = await catalogueUsingMedia(tx, id);
    if (catalogue.length > 0)
      throw new ApiProblem(
        409,
        "media_in_use",
        `The image ${id} is the picture of ${catalogue.join(", ")} in the model catalogue; choose another picture there first`,
        catalogue.map((key) => ({
          pointer: "/id",
          rule: "in_use",
          message: `the model catalogue's ${key}`,
        })),
      );
    if (users.length > 0)
      throw new ApiProblem(
        409,
        "media_in_use",
        `The image ${id} is used by ${users.length} page(s): ${users
          .slice(0, 10)
          .map((u) => u.path)
          .join(", ")}; remove it from them first`,
        users.map(
          (u): InUseDetail => ({
            pointer: "/id",
            rule: "in_use",
            message: `used by ${u.path}`,
            path: u.path,
            page_id: u.page_id,
          }),
        ),
      );
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "media",
      entityId: id,
      before: auditItem(before),
    });
  });
}
