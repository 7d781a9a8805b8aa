/**
 * The loading bar (000 §4, timings §9): a thin bar at the top of the window while the next page
 * of the site is on its way (after a click on a same-site link or a form submit), and while an
 * island says it is fetching data (see LOADING_START_EVENT).
 *
 * - Throttle 200 ms: a next page that comes sooner never shows it.
 * - It then grows every 100 ms toward 90 % over 5000 ms (easing out, so it slows as it nears),
 *   and stays there until the wait ends; it completes, and hides 500 ms later.
 * - It grows from the inline start: from the right in Arabic and Hebrew (site/shell/loading-bar.css).
 * - With prefers-reduced-motion it does not move: a full, still line while something loads.
 * - It is decoration for sighted visitors (aria-hidden): the browser already tells assistive
 *   technology a page is loading, and the bar has no text.
 *
 * Its own small entry (vite.config.ts), loaded async on every page: it never delays the first paint.
 */

/** §9 "Loading bar: throttle 200 ms, duration 5000 ms, hide after 500 ms, tick every 100 ms". */
export const LOADING_BAR_TIMING = {
  throttleMs: 200,
  durationMs: 5000,
  hideAfterMs: 500,
  tickMs: 100,
  /** Where it stops growing while the wait goes on (a fraction of the width). */
  maxProgress: 0.9,
} as const;

/**
 * An island fetching data dispatches this on window before it starts, and LOADING_DONE_EVENT
 * once it has its answer (or failed); overlapping fetches are counted.
 */
const LOADING_START_EVENT = "site:loading-start";
const LOADING_DONE_EVENT = "site:loading-done";

/** The bar's progress (0 to maxProgress) `elapsedMs` after it was shown: ease-out over the duration. */
export function progressAt(elapsedMs: number, timing = LOADING_BAR_TIMING): number {
  const t = Math.min(1, Math.max(0, elapsedMs / timing.durationMs));
  return timing.maxProgress * (1 - (1 - t) ** 2);
}

/** What the bar does on screen. */
export interface LoadingBarView {
  show(): void;
  /** 0 to 1 of the width. */
  setProgress(progress: number): void;
  hide(): void;
}

/** The timers it runs on (the window's, or fake ones in tests). */
interface LoadingBarClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

type LoadingBarPhase = "idle" | "waiting" | "running" | "finishing";

interface LoadingBar {
  /** Something started loading (counted: each start needs its done). */
  start(): void;
  /** Something finished loading; the bar completes when nothing else is. */
  done(): void;
  /** Back to nothing, at once (the page came back from the back-forward cache). */
  reset(): void;
  phase(): LoadingBarPhase;
}

/** The bar's timing rules over a view and a clock. */
export function createLoadingBar(
  view: LoadingBarView,
  clock: LoadingBarClock,
  timing = LOADING_BAR_TIMING,
): LoadingBar {
  let phase: LoadingBarPhase = "idle";
  let pending = 0;
  let throttle: unknown = null;
  let ticker: unknown = null;
  let hider: unknown = null;
  let elapsed = 0;

  const stopTimers = () => {
    if (throttle !== null) clock.clearTimeout(throttle);
    if (ticker !== null) clock.clearInterval(ticker);
    if (hider !== null) clock.clearTimeout(hider);
    throttle = ticker = hider = null;
  };
  const run = () => {
    throttle = null;
    phase = "running";
    elapsed = 0;
    view.setProgress(0);
    view.show();
    ticker = clock.setInterval(() => {
      elapsed += timing.tickMs;
      view.setProgress(progressAt(elapsed, timing));
    }, timing.tickMs);
  };

  return {
    phase: () => phase,
    start() {
      pending++;
      if (phase === "waiting" || phase === "running") return;
      if (phase === "finishing") {
        // Something new began while the bar was completing: it runs again from where it is.
        stopTimers();
        run();
        return;
      }
      phase = "waiting";
      throttle = clock.setTimeout(run, timing.throttleMs);
    },
    done() {
      if (pending === 0) return;
      pending--;
      if (pending > 0) return;
      if (phase === "waiting") {
        // It came sooner than the throttle: nothing was shown, nothing is.
        stopTimers();
        phase = "idle";
        return;
      }
      if (phase !== "running") return;
      stopTimers();
      phase = "finishing";
      view.setProgress(1);
      hider = clock.setTimeout(() => {
        hider = null;
        phase = "idle";
        view.hide();
      }, timing.hideAfterMs);
    },
    reset() {
      stopTimers();
      pending = 0;
      if (phase !== "idle") view.hide();
      phase = "idle";
    },
  };
}

/** The closest element matching `selector` on the event's path (through shadow roots). */
function closestOnPath<T extends Element>(event: Event, selector: string): T | null {
  for (const node of event.composedPath())
    if (node instanceof Element && node.matches(selector)) return node as T;
  return null;
}

/**
 * Whether a click leaves for another page of this site in this tab: a plain primary click (no
 * modifier keys) on a link to this origin, not opening elsewhere (target other than _self),
 * not a download, and not a jump within the page (same path and query, with a #fragment).
 */
function isSiteNavigationClick(event: MouseEvent, here: Location | URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = closestOnPath<HTMLAnchorElement | SVGAElement>(event, "a[href]");
  if (!link) return false;
  if (link.hasAttribute("download")) return false;
  const target = link.getAttribute("target");
  if (target && target !== "_self") return false;
  const href = link instanceof HTMLAnchorElement ? link.href : link.href.baseVal;
  return isSitePageUrl(href, here);
}

/** A URL of this site's that is another document than `here` (or the same one, reloaded). */
export function isSitePageUrl(href: string, here: Location | URL): boolean {
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return false;
  }
  if (url.origin !== here.origin) return false;
  const isSameDocument = url.pathname === here.pathname && url.search === here.search;
  return !(isSameDocument && url.hash !== "");
}

/** Whether a submit loads a page of this site in this tab (not a dialog form, not elsewhere). */
function isSiteNavigationSubmit(event: SubmitEvent, here: Location | URL): boolean {
  if (event.defaultPrevented) return false;
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return false;
  const submitter = event.submitter;
  const method = (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "")
    .trim()
    .toLowerCase();
  if (method === "dialog") return false;
  const target = submitter?.getAttribute("formtarget") ?? form.getAttribute("target");
  if (target && target !== "_self") return false;
  const action = submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? "";
  return isSitePageUrl(action === "" ? here.href : action, here);
}

/** The bar's element, made on first use: `<div class="loading-bar"><div class="loading-bar__fill">`. */
function domLoadingBarView(doc: Document): LoadingBarView {
  let bar: HTMLElement | null = null;
  let fill: HTMLElement | null = null;
  const element = () => {
    if (!bar || !fill) {
      bar = doc.createElement("div");
      bar.className = "loading-bar";
      bar.setAttribute("aria-hidden", "true");
      bar.dataset.loadingBar = "";
      fill = doc.createElement("div");
      fill.className = "loading-bar__fill";
      bar.append(fill);
      doc.body.append(bar);
    }
    return { bar, fill };
  };
  return {
    show: () => element().bar.classList.add("is-active"),
    setProgress: (progress) => {
      const { bar: b, fill: f } = element();
      f.style.transform = `scaleX(${progress.toFixed(3)})`;
      b.dataset.progress = progress.toFixed(3);
    },
    hide: () => {
      const { bar: b, fill: f } = element();
      b.classList.remove("is-active");
      f.style.transform = "scaleX(0)";
      b.dataset.progress = "0";
    },
  };
}

/** Starts the bar on this page: navigations by link and form, and islands' fetches. */
function installLoadingBar(win: Window = window): LoadingBar {
  const bar = createLoadingBar(domLoadingBarView(win.document), {
    setTimeout: (run, ms) => win.setTimeout(run, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    setInterval: (run, ms) => win.setInterval(run, ms),
    clearInterval: (id) => win.clearInterval(id as number),
  });
  let isNavigating = false;
  const navigationStarts = () => {
    if (isNavigating) return;
    isNavigating = true;
    bar.start();
  };
  // On window, in the bubbling phase: the page's own handlers have had their say (preventDefault).
  win.addEventListener("click", (event) => {
    if (isSiteNavigationClick(event, win.location)) navigationStarts();
  });
  win.addEventListener("submit", (event) => {
    if (isSiteNavigationSubmit(event, win.location)) navigationStarts();
  });
  // Back from the back-forward cache: the old wait is over.
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) {
      isNavigating = false;
      bar.reset();
    }
  });
  // A navigation that is stopped or fails (the Navigation API, where there is one).
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener("navigateerror", () => {
    if (!isNavigating) return;
    isNavigating = false;
    bar.done();
  });
  win.addEventListener(LOADING_START_EVENT, () => bar.start());
  win.addEventListener(LOADING_DONE_EVENT, () => bar.done());
  return bar;
}

if (typeof window !== "undefined" && typeof document !== "undefined") installLoadingBar();
