/**
 * The header comes back when the page is scrolled up: with this behaviour the header stays at
 * the top (sticky), hides while the page scrolls down past it and shows again on the way up; the
 * breadcrumbs move with it (the rules are in site/shell/header.css, under `.header-reveal`).
 * Without JavaScript the header simply scrolls away and the breadcrumbs stay at the top.
 * Only classes on <html> change, and only transforms move: nothing is laid out again.
 */

interface HeaderRevealState {
  isHidden: boolean;
  /** The scroll position the state was decided at. */
  lastY: number;
}

/** Scrolling less than this (px) between frames changes nothing: no flicker on a shaky touch. */
const SCROLL_SLACK = 4;

/** The header's state at scroll position y, given the header's height. */
function nextHeaderState(
  state: HeaderRevealState,
  y: number,
  headerHeight: number,
): HeaderRevealState {
  if (y <= headerHeight) return { isHidden: false, lastY: y };
  if (y > state.lastY + SCROLL_SLACK) return { isHidden: true, lastY: y };
  if (y < state.lastY - SCROLL_SLACK) return { isHidden: false, lastY: y };
  return state;
}

/** Installs the behaviour on a page with a site header: one passive listener, one frame per change. */
export function watchHeader(win: Window = window): void {
  const doc = win.document;
  const header = doc.querySelector<HTMLElement>(".site-header");
  if (!header) return;
  const root = doc.documentElement;
  let height = header.offsetHeight;
  let state: HeaderRevealState = { isHidden: win.scrollY > height, lastY: win.scrollY };
  root.classList.toggle("header-hidden", state.isHidden);
  root.classList.add("header-reveal");
  // Transitions only from the next frame: the first state is not animated in.
  win.requestAnimationFrame(() =>
    win.requestAnimationFrame(() => root.classList.add("header-animate")),
  );
  let isQueued = false;
  const update = () => {
    isQueued = false;
    const next = nextHeaderState(state, win.scrollY, height);
    if (next.isHidden !== state.isHidden) root.classList.toggle("header-hidden", next.isHidden);
    state = next;
  };
  win.addEventListener(
    "scroll",
    () => {
      if (isQueued) return;
      isQueued = true;
      win.requestAnimationFrame(update);
    },
    { passive: true },
  );
  win.addEventListener(
    "resize",
    () => {
      height = header.offsetHeight;
    },
    { passive: true },
  );
}
