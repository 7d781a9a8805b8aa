/**
 * The Tabbed Component's tab list: which tab is current and where the arrow keys move focus.
 * Tabs run in the reading direction, so in a right-to-left page the next tab is on the left:
 * ArrowLeft moves forward in Arabic and back in English (the ARIA tabs pattern, mirrored).
 */

type Direction = "rtl" | "ltr";

/** The tab a key moves to from `current` among `count` tabs; null for another key. */
export function tabAfterKey(
  current: number,
  count: number,
  key: string,
  dir: Direction,
): number | null {
  if (count <= 0) return null;
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case forward:
      return (current + 1) % count;
    case back:
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** A tab index kept within the tabs there are (a stale or hand-written index never breaks). */
export const clampTab = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.min(count - 1, Math.max(0, Math.trunc(index)));
