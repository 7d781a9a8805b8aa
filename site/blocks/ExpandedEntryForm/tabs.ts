/**
 * The Expanded Entry Form's tab rules, pure so the server render, the island and the tests share
 * them: each tab's id, which tab an address hash names, where a key moves the focus, and how the
 * chosen tab reaches the form (its dynamic field additionalData.menaTabs).
 */

/** The form's dynamic field that receives the chosen tab's id. */
export const MENA_TABS_FIELD = "additionalData.menaTabs";

/** The event the form island listens for on its slot when a dynamic value changes. */
export const DYNAMIC_VALUE_EVENT = "lead-form:dynamic";

/** What the event carries: the dynamic field's name and its new value. */
export interface DynamicValueDetail {
  name: string;
  value: string;
}

/** A tab's id: its tab_id, or tab-<position> (1-based) when the editor left it empty. */
export function tabIdOf(tabId: string, index: number): string {
  const id = tabId.trim();
  return id !== "" ? id : `tab-${index + 1}`;
}

/**
 * The position of the tab an address hash ("#warranty", "warranty" or percent-encoded) names,
 * the first when two tabs share an id; null when it names none of them.
 */
export function tabIndexFromHash(hash: string, ids: readonly string[]): number | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.startsWith("#") ? hash.slice(1) : hash);
  } catch {
    return null;
  }
  if (id === "") return null;
  const index = ids.indexOf(id);
  return index === -1 ? null : index;
}

/**
 * Where a key moves the focus in a horizontal tab list of `count` tabs (WAI-ARIA tabs): the arrow
 * pointing along the reading direction goes to the next tab, the other to the previous one, both
 * wrapping; Home and End go to the first and the last. Right to left, ArrowLeft is "next". Null
 * for any other key.
 */
export function tabKeyTarget(
  key: string,
  current: number,
  count: number,
  isRightToLeft: boolean,
): number | null {
  if (count <= 0) return null;
  const next = (current + 1) % count;
  const previous = (current - 1 + count) % count;
  switch (key) {
    case "ArrowRight":
      return isRightToLeft ? previous : next;
    case "ArrowLeft":
      return isRightToLeft ? next : previous;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The slot's dynamic values (its data-dynamic-values JSON) with one value set; bad JSON is dropped. */
export function withDynamicValue(json: string | undefined, name: string, value: string): string {
  let values: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? "{}");
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      for (const [k, v] of Object.entries(parsed)) if (typeof v === "string") values[k] = v;
    }
  } catch {
    values = {};
  }
  return JSON.stringify({ ...values, [name]: value });
}

/**
 * Hands the chosen tab to the form: the slot's data-dynamic-values (read by a form mounted
 * later) and a lead-form:dynamic event on the slot (for a form already mounted).
 */
export function sendTabToForm(slot: HTMLElement, tabId: string): void {
  slot.dataset.dynamicValues = withDynamicValue(slot.dataset.dynamicValues, MENA_TABS_FIELD, tabId);
  slot.dispatchEvent(
    new CustomEvent<DynamicValueDetail>(DYNAMIC_VALUE_EVENT, {
      detail: { name: MENA_TABS_FIELD, value: tabId },
      bubbles: true,
    }),
  );
}
