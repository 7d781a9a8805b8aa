import type { media } from "../db/tables/index.ts";

/** A demo picture, as the media table stores it. */
export type DemoImage = Pick<
  typeof media.$inferSelect,
  "id" | "filename" | "mime" | "alt" | "width" | "height" | "data"
>;
