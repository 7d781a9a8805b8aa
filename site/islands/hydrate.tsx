import { type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Renders its children; once they committed and their effects ran (a parent's effects run after
 * its children's), it calls `onCommitted`. A wrapper, not a sibling: a sibling would change the
 * tree position `useId` derives the server's ids from.
 */
function Committed({
  onCommitted,
  children,
}: {
  onCommitted: () => void;
  children: ReactNode;
}): ReactNode {
  useEffect(() => {
    onCommitted();
  }, [onCommitted]);
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
      const onCommitted = () => {
        el.dataset.hydrated = "true";
        resolve();
      };
      hydrateRoot(el, <Committed onCommitted={onCommitted}>{node}</Committed>, {
        identifierPrefix,
      });
    });
  });
}

/**
 * Renders `node` into `el`, which the server left empty (the shell's parts); settles once it
 * committed and its effects ran (its listeners are in place).
 */
export function renderIn(el: HTMLElement, node: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    createRoot(el).render(<Committed onCommitted={resolve}>{node}</Committed>);
  });
}
