import type { StoredBlock } from "../page-types.ts";
import type { MakeUid, PageWorking } from "./types.ts";

/** Inserts blocks at `at` (default: the end). Also serves paste, which inserts copies. */
export function addBlocks(
  working: PageWorking,
  blocks: readonly StoredBlock[],
  at: number | undefined,
  makeUid: MakeUid,
): PageWorking {
  const index = at === undefined ? working.items.length : clamp(at, 0, working.items.length);
  const added = blocks.map((block) => ({ uid: makeUid(), block: structuredClone(block) }));
  const items = [...working.items];
  items.splice(index, 0, ...added);
  return { ...working, items };
}

export const clamp = (n: number, min: number, max: number): number =>
  Math.min(Math.max(n, min), max);
