import type { PageMetaValues, StoredBlock } from "../page-types.ts";

/** A block of the working page with an id that lives for the session (drag and drop, focus). */
export interface BlockItem {
  uid: string;
  block: StoredBlock;
}

/** What one undo step restores: the page's meta fields and its blocks. */
export interface PageWorking {
  meta: PageMetaValues;
  items: BlockItem[];
}

/** Gives each new block its session id. */
export type MakeUid = () => string;
