import type { PageWorking } from "./types.ts";

export function removeBlock(working: PageWorking, uid: string): PageWorking {
  const items = working.items.filter((i) => i.uid !== uid);
  return items.length === working.items.length ? working : { ...working, items };
}
