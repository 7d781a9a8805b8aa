/** The tag manager's queue, as the islands see it. */
interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

/**
 * Reports what a visitor did with a vehicle selector block to the tag manager: one
 * `vehicle_selector` event with the block, the action (select, edit, clear, back, view_all) and
 * the option chosen, so a marketer can count which vehicles and packs visitors look for.
 */
export function pushSelectorEvent(entry: {
  selector: string;
  action: string;
  option?: string;
}): void {
  const w: Window & DataLayerWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: "vehicle_selector", ...entry });
}

/** pushSelectorEvent bound to one selector. */
export const selectorAnalytics =
  (selector: string) =>
  (action: string, option?: string): void =>
    pushSelectorEvent(option === undefined ? { selector, action } : { selector, action, option });
