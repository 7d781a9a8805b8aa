import type { StoredBlock } from "../page-types.ts";
import type { MakeUid, PageWorking } from "./types.ts";

/**
 * Puts one block back as an older version had it: its content and its place. The block it
 * replaces (the same block in today's draft, when the history matched one) leaves the list;
 * the restored copy goes to `at`, its position in that version, or to the end when the draft
 * is now shorter than that.
 */
export function restoreBlock(
  working: PageWorking,
  { block, at, replacing }: { block: StoredBlock; at: number; replacing: number | null },
  makeUid: MakeUid,
): PageWorking {
  const items = [...working.items];
  const replaced = replacing === null ? undefined : items[replacing];
  if (replaced) items.splice(replacing ?? 0, 1);
  const index = Math.min(Math.max(at, 0), items.length);
  // Keeping the replaced block's session id keeps it expanded and selected in the list.
  items.splice(index, 0, { uid: replaced?.uid ?? makeUid(), block: structuredClone(block) });
  return { ...working, items };
}
