import { useCallback, useEffect } from "react";

/** The question asked before edits would be lost. */
export const LEAVE_QUESTION = "لديك تغييرات لم تُحفظ في هذا القسم. أتريد المغادرة وتركها؟";

/**
 * While `isDirty`, leaving asks first: closing or reloading the tab (the browser's own
 * question), and following any link of the app (ours). Returns `confirmLeave` for leaving by
 * code (a search result), true when the user agrees or nothing would be lost.
 */
export function useLeaveGuard(isDirty: boolean): () => boolean {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(target instanceof HTMLAnchorElement) || target.target === "_blank") return;
      const next = new URL(target.href, window.location.href);
      if (next.pathname === window.location.pathname && next.search === window.location.search)
        return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capture: asked before the router's link handler navigates.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isDirty]);
  return useCallback(() => !isDirty || window.confirm(LEAVE_QUESTION), [isDirty]);
}
