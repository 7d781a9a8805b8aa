import { TransactionRollbackError } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { media } from "../db/tables/index.ts";
import { seedCatalogue } from "../features/catalogue/index.ts";
import { importContent } from "../features/content/import-export.ts";
import {
  type ArchiveProgress,
  exportSite,
  importSite,
  isSiteEmpty,
  type SiteArchive,
} from "../features/content/site-archive.ts";
import { seedModelSpecs } from "../features/model-specs/store.ts";
import { seedAffectedVins } from "../features/owner-tools/index.ts";
import { indexStalePages } from "../features/search/store.ts";
import { demoCatalogue } from "./demo-catalogue.ts";
import { demoContent, demoModelSpecs } from "./demo-content.ts";
import { importDemoEvAllocation } from "./demo-ev.ts";
import { importDemoForms } from "./demo-forms.ts";
import { importDemoNavigation } from "./demo-navigation.ts";
import { importDemoOffers } from "./demo-news.ts";
import { importDemoStock } from "./demo-stock.ts";
import { demoAffectedVins } from "./demo-vins.ts";
import { demoImages } from "./images.ts";

/** Vehicles of the demo inventory an empty database starts with. */
export const DEMO_STOCK_VEHICLES = 300;

type DemoPicture = Awaited<ReturnType<typeof demoImages>>[number];

/**
 * Writes every part of the demo from its modules (pages, menus, forms, stock…). The pictures are
 * written without their bytes (every module finds them there, by id), which the archive gets
 * straight from the drawings: a picture's bytes are written to the database once, on import.
 */
async function writeDemo(db: Db, images: readonly DemoPicture[]): Promise<void> {
  await importContent(db, demoContent());
  for (const image of images)
    await db
      .insert(media)
      .values({ ...image, data: Buffer.alloc(0) })
      .onConflictDoNothing();
  await importDemoNavigation(db);
  await seedModelSpecs(db, demoModelSpecs());
  await seedCatalogue(db, demoCatalogue());
  await seedAffectedVins(db, demoAffectedVins());
  await importDemoOffers(db);
  await importDemoForms(db);
  // A few hundred vehicles in the stock list `default` (npm run stock -- demo loads more).
  await importDemoStock(db, { count: DEMO_STOCK_VEHICLES, listing: "default" });
  // The electric-vehicle pre-order's six cars (runtime/features/ev-preorder).
  await importDemoEvAllocation(db);
}

/**
 * The demo site as an archive, with its stock: the demo modules write it into the empty database
 * `db` inside a transaction that is then rolled back, after the archive was read from it. The
 * modules keep writing through the site's own stores (the stock import, the forms' checks), and
 * the database is left as empty as it was.
 */
export async function demoArchive(db: Db): Promise<SiteArchive> {
  if (!(await isSiteEmpty(db))) throw new Error("the demo archive is built in an empty database");
  const images = await demoImages();
  const built: { archive?: SiteArchive } = {};
  try {
    await db.transaction(async (tx) => {
      await writeDemo(tx, images);
      built.archive = await exportSite(tx, { withStock: true });
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  const { archive } = built;
  if (!archive) throw new Error("the demo archive was not built");
  const bytesOf = new Map(images.map((image) => [image.id, image.data]));
  let fileBytes = 0;
  for (const row of archive.tables.media ?? []) {
    const bytes = bytesOf.get(Number(row.id));
    if (typeof row.data !== "string" || !bytes) continue;
    archive.files.set(row.data, bytes);
    fileBytes += bytes.length;
  }
  archive.manifest.file_bytes = fileBytes;
  return archive;
}

/**
 * Imports the demo into an empty database the way any site archive is imported (checked whole,
 * one transaction), then fills the site search's index.
 */
export async function importDemo(
  db: Db,
  options: { onProgress?: (progress: ArchiveProgress) => void } = {},
): Promise<{ pages: number; settings: number; images: number }> {
  const archive = await demoArchive(db);
  const report = await importSite(db, archive, options);
  // The site search's index is filled now rather than on the first search.
  await indexStalePages(db);
  return {
    pages: report.counts.pages ?? 0,
    settings: report.counts.settings ?? 0,
    images: report.counts.media ?? 0,
  };
}
