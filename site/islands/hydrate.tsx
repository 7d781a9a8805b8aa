import { type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Renders its children; once they committed and their effects ran (a parent's effects run after
 * its children's), the mount says so. A wrapper, not a sibling: a sibling would change the tree
 * position `useId` derives the server's ids from.
 */
function Hydrated({
  el,
  onHydrated,
  children,
}: {
  el: HTMLElement;
  onHydrated: () => void;
  children: ReactNode;
}): ReactNode {
  useEffect(() => {
    el.dataset.hydrated = "true";
    onHydrated();
  }, [el, onHydrated]);
  return children;
}

/**
 * Hydrates server-rendered HTML in `el` as a transition: React then works in slices of a few
 * milliseconds and gives the browser back its main thread between them, so a page's islands do
 * not hold its first paint, a tap or a scroll in one long task (a click on a part not yet
 * hydrated is replayed once it is). `data-hydrated` is "pending" until the island's effects have
 * run, then "true": the island answers to the visitor from then on. The promise settles then.
 */
export function hydrateIn(
  el: HTMLElement,
  node: ReactNode,
  identifierPrefix: string,
): Promise<void> {
  el.dataset.hydrated = "pending";
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        el,
        <Hydrated el={el} onHydrated={resolve}>
          {node}
        </Hydrated>,
        { identifierPrefix },
      );
    });
  });
}

/** Renders `node` into `el`, which the server left empty (the shell's parts). */
export function renderIn(el: HTMLElement, node: ReactNode): void {
  createRoot(el).render(node);
}
