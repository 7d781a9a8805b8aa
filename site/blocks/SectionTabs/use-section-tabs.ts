import { useMachine } from "@xstate/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import {
  hashForTab,
  sectionTabsMachine,
  tabKeyEvent,
} from "../../../machines/section-tabs-machine.ts";
import { tabButtonId, tabPanelId } from "../../../runtime/core/tab-panels.ts";

/** The panels the page renderer put after tab block `index` (runtime/core/tab-panels.ts). */
function panelsOf(index: number): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[data-tabs-owner="b${index}"]`)];
}

/** What one tab element of a tab block gets from useSectionTabs. */
interface TabElementProps {
  id: string;
  href: string;
  role?: "tab";
  "aria-selected"?: boolean;
  "aria-controls"?: string;
  tabIndex?: number;
  onClick: (event: { preventDefault(): void }) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  ref: (element: HTMLAnchorElement | null) => void;
}

/**
 * The tabs of a tab block over the following blocks (Section Tabs, Section Image Tabs). On the
 * server, and until hydration, each tab is a link to its panel and every panel shows. Once
 * hydrated the tabs follow the WAI-ARIA tabs pattern (roving tabindex, arrows by reading
 * direction, Home/End, automatic activation); the panels become tabpanels and only the current
 * one shows (002 §4.8); the chosen tab's tab_id is written to the URL hash and a hash naming a
 * tab selects it (002 §2.1).
 */
export function useSectionTabs(index: number, ids: readonly string[]) {
  const [snapshot, send, actor] = useMachine(sectionTabsMachine, { input: { ids } });
  const selected = snapshot.context.selected;
  const [isEnhanced, setEnhanced] = useState(false);
  const [hasPanels, setHasPanels] = useState(false);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const scrollOnShow = useRef(false);

  useEffect(() => {
    setEnhanced(true);
    setHasPanels(panelsOf(index).length > 0);
    const before = actor.getSnapshot().context.selected;
    send({ type: "HASH", hash: window.location.hash });
    // Opened at #tab_id: once only that tab's blocks show, the tabs are brought into view.
    scrollOnShow.current = actor.getSnapshot().context.selected !== before;
    const onHash = () => send({ type: "HASH", hash: window.location.hash });
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [actor, send, index]);

  useEffect(() => {
    if (!isEnhanced) return;
    for (const panel of panelsOf(index)) {
      const tab = Number(panel.dataset.tab);
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tabButtonId(index, tab));
      panel.tabIndex = 0;
      panel.hidden = tab !== selected;
    }
    if (scrollOnShow.current) {
      scrollOnShow.current = false;
      document.getElementById(`component-${index + 1}`)?.scrollIntoView({ block: "start" });
    }
  }, [isEnhanced, selected, index]);

  /** Makes the tab the machine now holds current: its hash written, focus on it when asked. */
  const settle = (shouldFocus: boolean) => {
    const now = actor.getSnapshot().context.selected;
    const hash = hashForTab(ids, now);
    if (hash !== null && window.location.hash !== hash)
      window.history.replaceState(window.history.state, "", hash);
    if (shouldFocus) tabs.current[now]?.focus();
  };

  const select = (tab: number, shouldFocus = false) => {
    send({ type: "SELECT", index: tab });
    settle(shouldFocus);
  };

  const tabProps = (tab: number): TabElementProps => {
    const panel = tabPanelId(index, tab, ids[tab] ?? "");
    return {
      id: tabButtonId(index, tab),
      href: `#${panel}`,
      ...(isEnhanced
        ? {
            role: "tab" as const,
            "aria-selected": tab === selected,
            "aria-controls": hasPanels ? panel : undefined,
            tabIndex: tab === selected ? 0 : -1,
          }
        : {}),
      onClick: (event) => {
        event.preventDefault();
        select(tab);
      },
      onKeyDown: (event) => {
        const dir = getComputedStyle(event.currentTarget).direction === "ltr" ? "ltr" : "rtl";
        const next = tabKeyEvent(event.key, dir);
        if (!next) return;
        event.preventDefault();
        send(next);
        settle(true);
      },
      ref: (element) => {
        tabs.current[tab] = element;
      },
    };
  };

  return { selected, isEnhanced, select, tabProps };
}
