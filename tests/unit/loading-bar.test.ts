import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createLoadingBar,
  isSitePageUrl,
  LOADING_BAR_TIMING,
  type LoadingBarView,
  progressAt,
} from "../../site/islands/loading-bar.ts";

/** What the view was told, in order, and where it stands. */
function recordingView() {
  const state = { isShown: false, progress: 0, shows: 0 };
  const view: LoadingBarView = {
    show: () => {
      state.isShown = true;
      state.shows++;
    },
    setProgress: (p) => {
      state.progress = p;
    },
    hide: () => {
      state.isShown = false;
      state.progress = 0;
    },
  };
  return { view, state };
}

const timers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (run: () => void, ms: number) => setInterval(run, ms),
  clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
};

describe("the loading bar's timing (000 §9: throttle 200, duration 5000, hide after 500, tick 100)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is not shown when the wait ends within the 200 ms throttle", () => {
    const { view, state } = recordingView();
    const bar = createLoadingBar(view, timers);
    bar.start();
    expect(bar.phase()).toBe("waiting");
    vi.advanceTimersByTime(199);
    bar.done();
    vi.advanceTimersByTime(10_000);
    expect(state.shows).toBe(0);
    expect(bar.phase()).toBe("idle");
  });

  it("shows at 200 ms, grows every 100 ms toward 90 % over 5000 ms and stays there", () => {
    const { view, state } = recordingView();
    const bar = createLoadingBar(view, timers);
    bar.start();
    vi.advanceTimersByTime(199);
    expect(state.isShown).toBe(false);
    vi.advanceTimersByTime(1);
    expect(state.isShown).toBe(true);
    expect(state.progress).toBe(0);
    vi.advanceTimersByTime(99);
    expect(state.progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.progress).toBeCloseTo(progressAt(100));
    const seen: number[] = [];
    for (let i = 0; i < 49; i++) {
      vi.advanceTimersByTime(100);
      seen.push(state.progress);
    }
    // Each tick grows it, ever more slowly; 5000 ms after it showed, it is at 90 %.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0);
    expect(state.progress).toBeCloseTo(0.9);
    vi.advanceTimersByTime(20_000);
    expect(state.progress).toBeCloseTo(0.9);
    expect(bar.phase()).toBe("running");
  });

  it("completes when the wait ends and hides 500 ms later", () => {
    const { view, state } = recordingView();
    const bar = createLoadingBar(view, timers);
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.done();
    expect(state.progress).toBe(1);
    expect(bar.phase()).toBe("finishing");
    vi.advanceTimersByTime(499);
    expect(state.isShown).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.isShown).toBe(false);
    expect(bar.phase()).toBe("idle");
  });

  it("counts overlapping waits: it completes when the last one ends", () => {
    const { view, state } = recordingView();
    const bar = createLoadingBar(view, timers);
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    expect(bar.phase()).toBe("running");
    bar.done();
    expect(state.progress).toBe(1);
    bar.done();
    expect(bar.phase()).toBe("finishing");
  });

  it("runs again when something starts while it completes, and resets at once", () => {
    const { view, state } = recordingView();
    const bar = createLoadingBar(view, timers);
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    vi.advanceTimersByTime(200);
    bar.start();
    expect(bar.phase()).toBe("running");
    vi.advanceTimersByTime(1000);
    expect(state.isShown).toBe(true);
    expect(state.progress).toBeLessThan(1);
    bar.reset();
    expect(state.isShown).toBe(false);
    expect(bar.phase()).toBe("idle");
    vi.advanceTimersByTime(10_000);
    expect(state.isShown).toBe(false);
  });

  it("eases out: fast at first, 90 % at the duration, never more", () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(LOADING_BAR_TIMING.durationMs / 2)).toBeCloseTo(0.675);
    expect(progressAt(LOADING_BAR_TIMING.durationMs)).toBeCloseTo(0.9);
    expect(progressAt(60_000)).toBeCloseTo(0.9);
  });
});

describe("which navigations show it", () => {
  const here = new URL("https://www.example.com/ar/offers?x=1");

  it("another page of the site, or this one reloaded", () => {
    expect(isSitePageUrl("/ar/models", here)).toBe(true);
    expect(isSitePageUrl("https://www.example.com/ar/offers?x=2", here)).toBe(true);
    expect(isSitePageUrl("https://www.example.com/ar/offers?x=1", here)).toBe(true);
  });

  it("not a jump within the page, another site or another scheme", () => {
    expect(isSitePageUrl("#component-2", here)).toBe(false);
    expect(isSitePageUrl("/ar/offers?x=1#rdx-a", here)).toBe(false);
    expect(isSitePageUrl("https://other.example.com/ar/", here)).toBe(false);
    expect(isSitePageUrl("mailto:a@example.com", here)).toBe(false);
    expect(isSitePageUrl("tel:+971", here)).toBe(false);
  });
});
