import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
import { isRecord } from "./records.ts";

/**
 * Tabs over the following blocks (002 §3.8 Section Tabs and Section Image Tabs: each group's
 * blocks_count is "how many following blocks belong to the tab"). The page renderer wraps the
 * blocks each tab owns in a panel element right after the tab block; the block's island then
 * shows only the current tab's panel (002 §4.8). Without JavaScript every panel stays visible,
 * and each tab is a link to its panel.
 *
 * Counting (decided here; the catalogue says only "following blocks"): blocks are counted in page
 * order as the editor placed them, scheduled-out and failed blocks included, so a tab keeps the
 * blocks the editor gave it whatever the date; a tab block inside another tab's panel owns blocks
 * of that panel only (its count is cut at the panel's end); a count past the end of the page (or
 * of the panel) is cut there.
 */

/** True for a block whose groups' blocks_count own the following blocks (schema `x-tabs`). */
function isTabOwner(key: string): boolean {
  return isBlockTemplateKey(key) && blockRegistry[key].ownsFollowingBlocks;
}

/** One tab's panel: the page positions [start, end) it owns. */
export interface TabPanelRange {
  tab: number;
  start: number;
  end: number;
  /** The panel element's id (see tabPanelId). */
  id: string;
}

/** What the grouping reads of one block of the page. */
export interface TabPlanInput {
  key: string;
  /** Position on the page (frame.index). */
  index: number;
  /** The block's groups; only tab owners' are read. */
  groups?: readonly unknown[];
}

/** A group's blocks_count as a whole number ≥ 0 (anything else counts 0). */
function countOf(group: unknown): number {
  const n = isRecord(group) ? group.blocks_count : undefined;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function tabIdOf(group: unknown): string {
  const id = isRecord(group) ? group.tab_id : undefined;
  return typeof id === "string" ? id : "";
}

/**
 * The id of a tab's panel: its tab_id when the editor gave one (so /page#tab_id scrolls to the
 * panel without JavaScript, and selects the tab with it), else `tabs-b<owner>-<tab>`.
 */
export function tabPanelId(owner: number, tab: number, tabId: string): string {
  return tabId !== "" ? tabId : `tabs-b${owner}-${tab}`;
}

/** The id of a tab's button (its panel is labelled by it). */
export function tabButtonId(owner: number, tab: number): string {
  return `tabs-b${owner}-tab-${tab}`;
}

/**
 * Every tab owner's panels, by the owner's position. `total` is the page's block count (the
 * positions run 0..total-1, whether or not each block is rendered).
 */
export function tabPanelPlan(
  blocks: readonly TabPlanInput[],
  total: number,
): Map<number, TabPanelRange[]> {
  const byIndex = new Map(blocks.map((b) => [b.index, b]));
  const plan = new Map<number, TabPanelRange[]>();
  // Walks positions [from, limit): an owner's panels are planned and walked inside, cut at limit.
  const walk = (from: number, limit: number): void => {
    let at = from;
    while (at < limit) {
      const block = byIndex.get(at);
      at += 1;
      if (!block || !isTabOwner(block.key)) continue;
      const ranges: TabPanelRange[] = [];
      let start = at;
      (block.groups ?? []).forEach((group, tab) => {
        const end = Math.min(limit, start + countOf(group));
        ranges.push({ tab, start, end, id: tabPanelId(block.index, tab, tabIdOf(group)) });
        walk(start, end);
        start = end;
      });
      plan.set(block.index, ranges);
      at = start;
    }
  };
  walk(0, total);
  return plan;
}

/** A rendered page as blocks and tab panels. */
export type TabNode<T> =
  | { kind: "block"; item: T }
  | { kind: "panel"; owner: number; range: TabPanelRange; children: TabNode<T>[] };

/**
 * The rendered blocks (in page order; some positions may be missing) with each tab's blocks
 * moved into its panel, placed right after the tab block. An owner that is not rendered owns
 * nothing: its following blocks stay on the page as they are.
 */
export function groupTabPanels<T>(
  items: readonly T[],
  indexOf: (item: T) => number,
  plan: ReadonlyMap<number, readonly TabPanelRange[]>,
): TabNode<T>[] {
  let cursor = 0;
  const take = (limit: number): TabNode<T>[] => {
    const out: TabNode<T>[] = [];
    while (cursor < items.length) {
      const item = items[cursor] as T;
      const index = indexOf(item);
      if (index >= limit) break;
      cursor += 1;
      out.push({ kind: "block", item });
      for (const range of plan.get(index) ?? []) {
        // Positions before range.start that were not rendered are skipped by take's limit.
        out.push({ kind: "panel", owner: index, range, children: take(range.end) });
      }
    }
    return out;
  };
  return take(Number.POSITIVE_INFINITY);
}
