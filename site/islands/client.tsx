import type { IslandTemplateKey, islandLoaders } from "../../generated/islands.ts";
import { applyPassThrough } from "../../runtime/core/predefined-links.ts";
import { watchLeadForms } from "../forms/watch-lead-forms.ts";
import { loadChunk } from "./chunk-reload.ts";
import { readConsentRecord, revealConsentGates } from "./consent-record.ts";
import { watchHeader } from "./header-reveal.ts";
import { type WatchedIsland, watchIslands } from "./island-triggers.ts";
import { readJson } from "./read-json.ts";
import type { TopPartProps } from "./shell.tsx";
import { watchShellModals } from "./shell-modals.ts";
import { whenParsed } from "./when-parsed.ts";

/*
 * The island script of the public site. It runs no React itself: what it finds in the page
 * (block islands, the shell's parts, search boxes, forms) each starts when it is needed, and the
 * React roots (site/islands/roots.tsx, with React's DOM renderer) are a chunk asked for the first
 * time one is, so that on a phone they never share the bandwidth and the main thread of the
 * page's stylesheet, first picture and first paint.
 */

const roots = () => loadChunk(() => import("./roots.tsx"));

/** Renders one of the shell's React parts (site/islands/roots.tsx mountShellPart). */
const mountShellPart = (el: HTMLElement) =>
  roots().then(({ mountShellPart }) => mountShellPart(el));

/**
 * Hydrates one block island. Which component a template key names (generated/islands.ts) is a
 * small chunk of its own, asked for with the React roots: a page whose islands never come near
 * does not load even that list; the component then loads while React still does.
 */
async function hydrateIsland(el: HTMLElement): Promise<void> {
  const rootsLoaded = roots();
  const { isIslandTemplateKey, islandLoaders } = await loadChunk(
    () => import("../../generated/islands.ts"),
  );
  const key = el.dataset.island ?? "";
  if (!isIslandTemplateKey(key)) return;
  await hydrateTemplate(el, key, islandLoaders, rootsLoaded);
}

async function hydrateTemplate<K extends IslandTemplateKey>(
  el: HTMLElement,
  key: K,
  loaders: typeof islandLoaders,
  rootsLoaded: ReturnType<typeof roots>,
): Promise<void> {
  const [{ default: Component }, { hydrateBlock }] = await Promise.all([
    loadChunk(() => loaders[key]()),
    rootsLoaded,
  ]);
  await hydrateBlock(el, Component, el.dataset.islandId ?? "");
}

/**
 * Runs `work` once the page has loaded and the browser is idle: what waits for it must not
 * compete with the page's first paint for the network or the main thread.
 */
function whenSettled(work: () => void): void {
  const idle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 1);
  };
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/**
 * The shell's part "top" (site/islands/shell.tsx), once the page is idle: the cookie banner (no
 * React: site/islands/consent-banner.ts, with the consent machine) and, on the pages it is set
 * for, the basic popup (React). Nothing in them shows before the browser has read what the
 * visitor stored. The mount says `data-mounted="true"` once both answer.
 */
function startShellTop(): void {
  const el = document.querySelector<HTMLElement>('[data-shell-island="top"]');
  if (!el) return;
  const props = readJson<Pick<TopPartProps, "consent" | "popup"> | null>("shell-props-top", null);
  const { consent, popup } = props ?? { consent: null, popup: null };
  void Promise.all([
    consent
      ? loadChunk(() => import("./consent-banner.ts")).then(({ startConsentBanner }) =>
          startConsentBanner(el, consent),
        )
      : null,
    popup ? mountShellPart(el) : null,
  ]).then(() => {
    el.dataset.mounted = "true";
  });
}

/** Hydrates one search box (site/shell/search-form.tsx), a plain GET form until then. */
async function hydrateSearchForm(el: HTMLElement): Promise<void> {
  const { hydrateSearchForm } = await roots();
  await hydrateSearchForm(el);
}

/**
 * Predefined links carry the names of their pass-through parameters and get their values from
 * this visitor's URL, which the shared HTML cannot hold (runtime/core/predefined-links.ts).
 * Prices in the currency-exchange class are converted with the rate the server wrote in
 * #price-exchange (site/islands/price-exchange.ts: a chunk only pages with that rate load).
 */
function startPageContent(): void {
  applyPassThrough(document, location.href);
  if (!document.getElementById("price-exchange")) return;
  void loadChunk(() => import("./price-exchange.ts")).then(({ startPriceExchange }) =>
    startPriceExchange(document),
  );
}

/**
 * News lists and news pages only: the visited-page memory and the back link (site/islands/news.ts),
 * a small chunk. A news page's back link is set at once; a list page is remembered once the list
 * comes near the viewport (seen), or is touched.
 */
function startNewsMemory(): WatchedIsland[] {
  const start = () =>
    loadChunk(() => import("./news.ts")).then(({ startNews }) => {
      startNews();
    });
  if (document.querySelector("[data-news-back]")) {
    void start();
    return [];
  }
  return [...document.querySelectorAll<HTMLElement>("[data-news-list]")].map((el) => ({
    el,
    hydrate: start,
  }));
}

/**
 * The showroom page's mini finance calculator (site/islands/showroom.tsx): a chunk only a page
 * with one loads.
 */
function startShowroom(): void {
  if (!document.querySelector("[data-showroom-island]")) return;
  void loadChunk(() => import("./showroom.tsx")).then(({ hydrateShowroom }) => hydrateShowroom());
}

/**
 * The order-online journey (site/islands/order-online.tsx): a chunk only its pages load.
 */
function startOrderOnline(): void {
  if (!document.querySelector("[data-order-online-island]")) return;
  void loadChunk(() => import("./order-online.tsx")).then(({ hydrateOrderOnline }) =>
    hydrateOrderOnline(),
  );
}

whenParsed(() => {
  watchHeader();
  startPageContent();
  // What the visitor consented to earlier (a map, a video) shows at once; an island's gates
  // wait for the island to hydrate (site/islands/consent-record.ts).
  const record = readConsentRecord();
  if (record) revealConsentGates(record);
  // Block islands, search boxes and news lists start once near the viewport (watched from when
  // the page is idle) or first touched.
  watchIslands(
    [
      ...startNewsMemory(),
      ...[...document.querySelectorAll<HTMLElement>("[data-island]")].map((el) => ({
        el,
        hydrate: () => hydrateIsland(el),
      })),
      ...[...document.querySelectorAll<HTMLElement>("[data-search-form]")].map((el) => ({
        el,
        hydrate: () => hydrateSearchForm(el),
      })),
    ],
    whenSettled,
  );
  startShowroom();
  startOrderOnline();
  // Server-rendered forms hydrate when they near the viewport or are first touched.
  watchLeadForms(() => loadChunk(() => import("./lead-form.tsx")));
  // The shell's modals mount when one is first asked for.
  watchShellModals(mountShellPart);
  whenSettled(startShellTop);
});
