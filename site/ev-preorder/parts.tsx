import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { RichText } from "../ui/rich-text.tsx";
import { duration, minutesLeft } from "./format.ts";
import type { EvText } from "./texts.ts";

/**
 * The pieces both pre-order blocks draw: a one-message view (heading, paragraphs, an optional
 * button), the editor's note, the landing's tabs and the lock's countdown.
 */

/** One view of a block: its heading takes the focus when the view changes, so it is read out. */
export function NoticeView(props: {
  view: string;
  heading: string;
  paragraphs: readonly string[];
  children?: ReactNode;
  isBusy?: boolean;
  /** The view replaced another: its heading takes the focus. */
  shouldFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { shouldFocus } = props;
  useEffect(() => {
    // Not on the page's first paint (the visitor has not acted yet); on every view after it.
    if (shouldFocus) heading.current?.focus();
  }, [shouldFocus]);
  return (
    <div className="ev-notice" data-view={props.view} aria-busy={props.isBusy ? true : undefined}>
      {props.heading ? (
        <h2 className="ev-notice__heading" ref={heading} tabIndex={-1}>
          {props.heading}
        </h2>
      ) : null}
      {props.paragraphs
        .filter((p) => p.trim() !== "")
        .map((p) => (
          <p key={p} className="ev-notice__text">
            {p}
          </p>
        ))}
      {props.children ? <div className="ev-notice__actions">{props.children}</div> : null}
    </div>
  );
}

/** What an editor reads above the block in the page builder's preview. */
export function EditorNote({ text }: { text: string }) {
  return (
    <p className="ev-editor-note" role="note">
      {text}
    </p>
  );
}

/**
 * The landing's tabs (the block's groups): a tab list with one panel shown; arrow keys move
 * between tabs in reading order (so in a right-to-left page the left arrow goes forward), Home
 * and End to the ends, and the focused tab is the shown one.
 */
export function Tabs(props: {
  label: string;
  tabs: readonly { title: string; body: string }[];
  dir: "rtl" | "ltr";
}) {
  const id = useId();
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (props.tabs.length === 0) return null;
  const go = (index: number) => {
    const count = props.tabs.length;
    const next = (index + count) % count;
    setCurrent(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = props.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = props.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) go(current + 1);
    else if (event.key === backward) go(current - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(props.tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="ev-tabs">
      <div className="ev-tabs__list" role="tablist" aria-label={props.label}>
        {props.tabs.map((tab, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are the editor's groups in their order; titles may repeat.
            key={`${i}-${tab.title}`}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="ev-tabs__tab"
            aria-selected={i === current}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => setCurrent(i)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {props.tabs.map((tab, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: panels follow the tabs' order.
          key={`${i}-${tab.title}`}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          className="ev-tabs__panel"
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== current}
        >
          <RichText html={tab.body} />
        </div>
      ))}
    </div>
  );
}

/** The time now, refreshed every `everyMs` (the first render uses `initial`). */
export function useNow(initial: number, everyMs: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The minutes left on the soft lock, said once a minute to screen readers (polite), and
 * `onExpired` called when the lock's time comes (the server is then asked whether it ended).
 */
export function LockCountdown(props: {
  until: string;
  now: number;
  lang: string;
  t: EvText;
  onExpired?: () => void;
}) {
  const now = useNow(props.now, 60_000);
  const { until, onExpired } = props;
  useEffect(() => {
    if (!onExpired) return;
    const ms = Date.parse(until) - Date.now();
    if (!Number.isFinite(ms)) return;
    const timer = setTimeout(onExpired, Math.max(0, ms) + 500);
    return () => clearTimeout(timer);
  }, [until, onExpired]);
  const minutes = minutesLeft(until, now);
  return (
    <p className="ev-countdown" aria-live="polite" aria-atomic="true">
      {props.t("checkout.timeLeft", { time: duration(minutes, "minute", props.lang) })}
    </p>
  );
}
