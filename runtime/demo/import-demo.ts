import { importContent } from "../content/import-export.ts";
import type { Db } from "../db/client.ts";
import { media } from "../db/schema.ts";
import { demoContent } from "./demo-content.ts";
import { demoImages } from "./images.ts";

/** Imports the demo content and its pictures (the default image ids included) in one go. */
export async function importDemo(
  db: Db,
): Promise<{ pages: number; settings: number; images: number }> {
  const images = await demoImages();
  const report = await importContent(db, demoContent());
  await db.transaction(async (tx) => {
    for (const image of images) await tx.insert(media).values(image).onConflictDoNothing();
  });
  return { ...report, images: images.length };
}
