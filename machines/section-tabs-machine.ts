import { assign, setup } from "xstate";

/**
 * Which tab of a tabbed block (Section Tabs, Section Image Tabs) is current. Tabs are chosen by a
 * click, by the keyboard (WAI-ARIA tabs pattern, automatic activation) or by the URL hash naming a
 * tab's tab_id (002 §2.1); choosing a tab that has a tab_id writes it to the hash.
 */
interface SectionTabsContext {
  /** Each tab's tab_id as the editor wrote it ("" when it has none). */
  ids: readonly string[];
  selected: number;
}

export type SectionTabsEvent =
  | { type: "SELECT"; index: number }
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  | { type: "FIRST" }
  | { type: "LAST" }
  /** The URL hash changed (or the page opened with one): a tab named by it becomes current. */
  | { type: "HASH"; hash: string };

/** The tab a URL hash names ("#id", "id" or percent-encoded), or -1 when it names none. */
export function tabIndexForHash(ids: readonly string[], hash: string): number {
  let name = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: compared as written.
  }
  if (name === "") return -1;
  return ids.indexOf(name);
}

/** The hash to write when tab `index` becomes current; null when it has no tab_id. */
export function hashForTab(ids: readonly string[], index: number): string | null {
  const id = ids[index] ?? "";
  return id === "" ? null : `#${encodeURIComponent(id)}`;
}

/**
 * The event a key press on a tab sends, or null for other keys. Arrows follow the reading
 * direction: in right-to-left, ArrowLeft goes to the next tab and ArrowRight to the previous.
 */
export function tabKeyEvent(key: string, dir: "rtl" | "ltr"): SectionTabsEvent | null {
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return { type: "NEXT" };
  if (key === backward) return { type: "PREVIOUS" };
  if (key === "Home") return { type: "FIRST" };
  if (key === "End") return { type: "LAST" };
  return null;
}

const wrap = (index: number, count: number): number =>
  count === 0 ? 0 : ((index % count) + count) % count;

export const sectionTabsMachine = setup({
  types: {
    context: {} as SectionTabsContext,
    events: {} as SectionTabsEvent,
    input: {} as { ids: readonly string[]; hash?: string },
  },
  actions: {
    select: assign({
      selected: ({ context, event }) => {
        const count = context.ids.length;
        switch (event.type) {
          case "SELECT":
            return event.index >= 0 && event.index < count ? event.index : context.selected;
          case "NEXT":
            return wrap(context.selected + 1, count);
          case "PREVIOUS":
            return wrap(context.selected - 1, count);
          case "FIRST":
            return 0;
          case "LAST":
            return Math.max(0, count - 1);
          case "HASH": {
            const found = tabIndexForHash(context.ids, event.hash);
            return found === -1 ? context.selected : found;
          }
        }
      },
    }),
  },
}).createMachine({
  id: "sectionTabs",
  context: ({ input }) => {
    const found = input.hash ? tabIndexForHash(input.ids, input.hash) : -1;
    return { ids: input.ids, selected: found === -1 ? 0 : found };
  },
  on: {
    SELECT: { actions: "select" },
    NEXT: { actions: "select" },
    PREVIOUS: { actions: "select" },
    FIRST: { actions: "select" },
    LAST: { actions: "select" },
    HASH: { actions: "select" },
  },
});
