import { exitPatterns, isExitUrl } from "../../runtime/core/popups.ts";
import { readJson } from "./read-json.ts";
import type { ModalsPartProps } from "./shell.tsx";

/*
 * The shell's modals (the video modal, the modal form, the exit popup: site/islands/shell.tsx,
 * part "modals") are React components no page needs until a visitor asks for one. Until then a
 * page holds one click listener: the first click that would open one of them (a video link, a
 * form link, a link the exit popup asks about) is held, the modals are mounted, and the same
 * click is given again to the same element, now with its modal listening. An address naming a
 * modal (`#video=…`, `#form-…`), on arrival or later, mounts them at once.
 */

/** What the video modal and the modal form open from (site/shell/video-modal.tsx, modal-form.tsx). */
const MODAL_TRIGGERS =
  "[data-video-modal], a[href*='#video='], a[data-link-type='form'], a[href^='#form-']";
const MODAL_HASH = /^#(video=|form-)/;

/**
 * Watches for the first need of the modals; `mount` renders them and settles once they listen.
 * Does nothing on a page without the part (the builder's preview).
 */
export function watchShellModals(mount: (el: HTMLElement) => Promise<void>): void {
  const el = document.querySelector<HTMLElement>('[data-shell-island="modals"]');
  if (!el) return;
  let mounted: Promise<void> | null = null;
  const mountOnce = () => {
    mounted ??= mount(el).then(() => {
      el.dataset.mounted = "true";
    });
    return mounted;
  };
  const exit = exitPatternsOfPage();
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || !(e.target instanceof Element)) return;
    const link = e.target.closest<HTMLAnchorElement>("a[href]");
    const trigger =
      e.target.closest<HTMLElement>(MODAL_TRIGGERS) ??
      (link && exit && !link.closest("dialog") && isExitUrl(link.href, exit, window.location.href)
        ? link
        : null);
    if (!trigger) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    document.removeEventListener("click", onClick, { capture: true });
    const again = new MouseEvent("click", {
      bubbles: true,
      cancelable: true,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      shiftKey: e.shiftKey,
      altKey: e.altKey,
    });
    void mountOnce().then(() => trigger.dispatchEvent(again));
  };
  document.addEventListener("click", onClick, { capture: true });
  const onHash = () => {
    if (!MODAL_HASH.test(window.location.hash)) return;
    document.removeEventListener("click", onClick, { capture: true });
    window.removeEventListener("hashchange", onHash);
    void mountOnce();
  };
  window.addEventListener("hashchange", onHash);
  onHash();
}

/** The exit popup's patterns from the part's props, or null when it asks about no link. */
function exitPatternsOfPage(): ReturnType<typeof exitPatterns> | null {
  try {
    const props = readJson<Pick<ModalsPartProps, "exit"> | null>("shell-props-modals", null);
    return props?.exit ? exitPatterns(props.exit.doUrl, props.exit.dontUrl) : null;
  } catch {
    return null;
  }
}
