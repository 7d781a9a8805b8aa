import type { MakeUid, PageWorking } from "./types.ts";

/** A copy of the block right after it. */
export function duplicateBlock(working: PageWorking, uid: string, makeUid: MakeUid): PageWorking {
  const index = working.items.findIndex((i) => i.uid === uid);
  const source = working.items[index];
  if (!source) return working;
  const items = [...working.items];
  items.splice(index + 1, 0, { uid: makeUid(), block: structuredClone(source.block) });
  return { ...working, items };
}
