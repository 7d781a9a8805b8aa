import type { PageWorking } from "./types.ts";

/** Moves the block at `from` to `to` (both indexes in the current list). */
export function moveBlock(working: PageWorking, from: number, to: number): PageWorking {
  const count = working.items.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return working;
  const items = [...working.items];
  const [moved] = items.splice(from, 1);
  if (!moved) return working;
  items.splice(to, 0, moved);
  return { ...working, items };
}
