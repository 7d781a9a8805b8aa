/** The carousel's track measured in the browser: where each slide starts, how far it scrolls. */
interface TrackGeometry {
  /** Each slide's distance from the first slide's start, along the inline axis, in px. */
  offsets: number[];
  /** How far the track scrolls along the inline axis (always positive). */
  position: number;
  maxScroll: number;
  isRtl: boolean;
}

export function measure(track: HTMLElement): TrackGeometry {
  const isRtl = getComputedStyle(track).direction === "rtl";
  const slides = [...track.children] as HTMLElement[];
  const starts = slides.map((s) => {
    const r = s.getBoundingClientRect();
    return isRtl ? -r.right : r.left;
  });
  const first = starts[0] ?? 0;
  return {
    offsets: starts.map((s) => s - first),
    position: Math.abs(track.scrollLeft),
    maxScroll: Math.max(0, track.scrollWidth - track.clientWidth),
    isRtl,
  };
}

/** The position nearest to where the track has scrolled. */
export function nearest(g: TrackGeometry): number {
  let best = 0;
  g.offsets.forEach((o, i) => {
    const bestOffset = g.offsets[best] ?? 0;
    if (Math.abs(o - g.position) < Math.abs(bestOffset - g.position)) best = i;
  });
  return best;
}

/** The last slide the track can bring to its start: the last position. */
export function lastReachable(g: TrackGeometry): number {
  const i = g.offsets.findIndex((o) => o >= g.maxScroll - 2);
  return i === -1 ? g.offsets.length - 1 : i;
}

/** Whether `from`, or an element between it and the track, can scroll sideways. */
export function scrollsSideways(from: HTMLElement, track: HTMLElement | null): boolean {
  for (let el: HTMLElement | null = from; el && el !== track; el = el.parentElement) {
    const overflow = getComputedStyle(el).overflowX;
    if ((overflow === "auto" || overflow === "scroll") && el.scrollWidth > el.clientWidth)
      return true;
  }
  return false;
}
