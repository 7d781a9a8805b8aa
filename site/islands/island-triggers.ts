/**
 * When an island hydrates (site/islands/client.tsx: a block's, or a search box): its HTML is the
 * server's and reads without script, so its code is fetched and run only once the visitor may
 * use it:
 * - when it comes within a screen of the viewport, watched from when the page has loaded and the
 *   browser is idle (so an island in the first screen does not compete with the first paint);
 * - at once when the visitor touches it first (a pointer down, focus or a key inside).
 * A click on one of its controls (a button, a tab) before it hydrated is held, and given again to
 * the same control once it has (or once hydrating failed): the tap that woke it is not lost.
 * Links keep working as plain HTML meanwhile. A field changed before then (a choice in a list, a
 * number typed, a slider moved) keeps what the visitor gave it, and once the island has hydrated
 * that value is given to it again as the visitor's own change (replayFieldEdit), so the island
 * computes from it as from any later change.
 *
 * An island whose HTML already does everything without script (its links and a GET form) may ask
 * to hydrate only when touched, never for being near: `data-hydrate="touch"` on its mount or on
 * its content's root element (see isTouchOnly for what it shows from storage). Its page then
 * spends no main thread on it until the visitor uses it; a tick of one of its checkboxes or radios before then is held and given again as a click is.
 */

/** How near the viewport an island starts: a screen above or below it. */
export const ISLAND_MARGIN = "100% 0px";

/** The controls whose click waits for the island to hydrate; plain HTML does nothing for them. */
const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="slider"]';

/** In an island that hydrates on touch only, its choices wait too (the form would lose them). */
const TOUCH_CONTROLS = `${CONTROLS}, input[type="checkbox"], input[type="radio"]`;

/**
 * Whether an island asked to hydrate only when touched. `data-hydrate-stored` names a local
 * storage key whose content the island shows (saved cars): while it holds something, the island
 * hydrates as any other, so a returning visitor sees what they stored without touching it.
 */
export function isTouchOnly(el: HTMLElement): boolean {
  // Its content's root: the mount's child that says so (React may put a picture's preload link
  // before it).
  const root = el.dataset.hydrate === "touch" ? el : el.querySelector(":scope > [data-hydrate]");
  if (root?.getAttribute("data-hydrate") !== "touch") return false;
  const key = root.getAttribute("data-hydrate-stored");
  if (!key) return true;
  try {
    const stored = localStorage.getItem(key);
    return stored === null || stored === "" || stored === "[]";
  } catch {
    return true;
  }
}

/** The fields whose edits before hydration are given again once it is (not ticks: held as clicks). */
type EditableField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function editableField(target: EventTarget | null): EditableField | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio")
    return target;
  return null;
}

/**
 * Gives `value` to a field as if the visitor had just entered it. React tracks the value it last
 * saw on the field itself (a `value` property on the element) and calls onChange only when the
 * field's value differs from it; a hydrated field has taken the visitor's edit as its tracked
 * value, and a re-render may since have put the server's value back. So the tracked value is set
 * to something the field cannot hold, the real value through the element's own (prototype)
 * setter, and then the events a visitor's edit fires.
 */
export function replayFieldEdit(field: EditableField, value: string): void {
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value");
  field.value = `${value}\u0000`;
  if (own?.set) own.set.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** What wakes an island at once. */
const TOUCHES = ["pointerdown", "focusin", "keydown"] as const;

export interface WatchedIsland {
  el: HTMLElement;
  /** Hydrates it; settles once it is (or failed). */
  hydrate: () => Promise<void>;
}

export function watchIslands(
  islands: readonly WatchedIsland[],
  whenSettled: (work: () => void) => void,
): void {
  if (islands.length === 0) return;
  const started = new Map<HTMLElement, Promise<void>>();
  const settled = new Set<HTMLElement>();
  const touchOnly = new Set(islands.map(({ el }) => el).filter(isTouchOnly));
  const start = ({ el, hydrate }: WatchedIsland): Promise<void> => {
    let hydrated = started.get(el);
    if (!hydrated) {
      hydrated = hydrate()
        .catch(() => undefined)
        .finally(() => {
          settled.add(el);
        });
      started.set(el, hydrated);
    }
    return hydrated;
  };
  for (const island of islands) {
    const { el } = island;
    const controls = touchOnly.has(el) ? TOUCH_CONTROLS : CONTROLS;
    const edits = new Map<EditableField, string>();
    const holdEdit = (e: Event) => {
      const field = editableField(e.target);
      if (settled.has(el) || !field) return;
      if (edits.size === 0)
        void start(island).then(() => {
          for (const [edited, value] of edits)
            if (edited.isConnected) replayFieldEdit(edited, value);
          edits.clear();
        });
      edits.set(field, field.value);
    };
    el.addEventListener("input", holdEdit, { capture: true });
    el.addEventListener("change", holdEdit, { capture: true });
    for (const type of TOUCHES)
      el.addEventListener(type, () => void start(island), {
        capture: true,
        once: true,
        passive: true,
      });
    el.addEventListener(
      "click",
      (e) => {
        if (settled.has(el) || !(e.target instanceof Element)) return;
        const control = e.target.closest<HTMLElement>(controls);
        if (!control || !el.contains(control)) return;
        e.preventDefault();
        e.stopImmediatePropagation();
        void start(island).then(() => {
          if (control.isConnected) control.click();
        });
      },
      { capture: true },
    );
  }
  whenSettled(() => {
    if (!("IntersectionObserver" in window)) {
      for (const island of islands) if (!touchOnly.has(island.el)) void start(island);
      return;
    }
    const byElement = new Map(islands.map((island) => [island.el, island]));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
          observer.unobserve(entry.target);
          const island = byElement.get(entry.target);
          if (island) void start(island);
        }
      },
      { rootMargin: ISLAND_MARGIN },
    );
    for (const island of islands)
      if (!started.has(island.el) && !touchOnly.has(island.el)) observer.observe(island.el);
  });
}
