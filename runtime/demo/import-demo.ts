import type { Db } from "../db/client.ts";
import { media } from "../db/tables/index.ts";
import { importContent } from "../features/content/import-export.ts";
import { seedModelSpecs } from "../features/model-specs/store.ts";
import { indexStalePages } from "../features/search/store.ts";
import { demoContent, demoModelSpecs } from "./demo-content.ts";
import { importDemoEvAllocation } from "./demo-ev.ts";
import { importDemoForms } from "./demo-forms.ts";
import { importDemoNavigation } from "./demo-navigation.ts";
import { importDemoOffers } from "./demo-news.ts";
import { importDemoStock } from "./demo-stock.ts";
import { demoImages } from "./images.ts";

/** Vehicles of the demo inventory an empty database starts with. */
export const DEMO_STOCK_VEHICLES = 300;

/**
 * Imports the demo content and its pictures (the default image ids included) in one go, and fills
 * the site search's index.
 */
export async function importDemo(
  db: Db,
): Promise<{ pages: number; settings: number; images: number }> {
  const images = await demoImages();
  const report = await importContent(db, demoContent());
  await db.transaction(async (tx) => {
    for (const image of images) await tx.insert(media).values(image).onConflictDoNothing();
  });
  await importDemoNavigation(db);
  await seedModelSpecs(db, demoModelSpecs());
  await importDemoOffers(db);
  await importDemoForms(db);
  // A few hundred vehicles in the stock list `default` (npm run stock -- demo loads more).
  await importDemoStock(db, { count: DEMO_STOCK_VEHICLES, listing: "default" });
  // The electric-vehicle pre-order's six cars (runtime/features/ev-preorder).
  await importDemoEvAllocation(db);
  // The site search's index is filled now rather than on the first search.
  await indexStalePages(db);
  return { ...report, images: images.length };
}
