import {
  type IslandTemplateKey,
  isIslandTemplateKey,
  islandLoaders,
} from "../../generated/islands.ts";
import type { BlockProps } from "../../generated/types.ts";
import { applyPassThrough } from "../../runtime/core/predefined-links.ts";
import { watchLeadForms } from "../forms/watch-lead-forms.ts";
import {
  ConsentGateContext,
  type ConsentGateSettings,
  readConsentRecord,
  readGateSettings,
  revealConsentGates,
} from "../ui/consent-gate.tsx";
import { defaultSiteContext, SiteContext, type SiteContextValue } from "../ui/site-context.tsx";
import { loadChunk } from "./chunk-reload.ts";
import { watchHeader } from "./header-reveal.ts";
import type { SearchFieldsProps } from "./search-fields.tsx";
import type { ShellPartProps } from "./shell.tsx";
import { whenParsed } from "./when-parsed.ts";

/**
 * React's DOM renderer (site/islands/hydrate.tsx), a chunk of its own asked for once the page
 * runs its script: on a phone's connection it must not share the bandwidth of the page's
 * stylesheet and first picture.
 */
const reactDom = () => loadChunk(() => import("./hydrate.tsx"));

/** Reads JSON the server embedded in a <script type="application/json">. */
function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}

/** Hydrates one island with the props the server rendered it with. */
async function hydrateIsland<K extends IslandTemplateKey>(
  el: HTMLElement,
  key: K,
  id: string,
  site: SiteContextValue,
  consent: ConsentGateSettings,
): Promise<void> {
  const [{ default: Component }, { hydrateIn }] = await Promise.all([
    loadChunk(() => islandLoaders[key]()),
    reactDom(),
  ]);
  const props = readJson<BlockProps<K> | null>(`island-props-${id}`, null);
  if (props === null) return;
  const record = readConsentRecord();
  await hydrateIn(
    el,
    <SiteContext.Provider value={site}>
      <ConsentGateContext.Provider value={consent}>
        <Component {...props} />
      </ConsentGateContext.Provider>
    </SiteContext.Provider>,
    `${id}-`,
  );
  // What the visitor consented to shows in the island once React owns its HTML as the server
  // sent it (revealed before, it would be a mismatch).
  if (record) revealConsentGates(record, el);
}

/**
 * Hydrates each island on its own: the rest of the page stays static HTML. Settles once every
 * island's effects ran.
 */
async function hydrateIslands(): Promise<void> {
  const site = readJson<SiteContextValue>("site-context", defaultSiteContext);
  // The blocks were rendered inside the page's consent gate settings: the islands hydrate in them.
  const consent = readGateSettings();
  const elements = document.querySelectorAll<HTMLElement>("[data-island]");
  await Promise.all(
    [...elements].map(async (el) => {
      const key = el.dataset.island ?? "";
      if (!isIslandTemplateKey(key)) return;
      await hydrateIsland(el, key, el.dataset.islandId ?? "", site, consent);
    }),
  );
}

/**
 * Renders the shell islands (site/islands/shell.tsx): the server wrote an empty mount and the
 * part's props; nothing in them shows before the browser has read what the visitor stored.
 * Each part's components load only on pages that carry it. They render at the default priority,
 * not as transitions: the banner reveals what the visitor already consented to (maps, videos),
 * which must not wait behind the islands' hydration in slices.
 */
async function mountShellIslands(): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>("[data-shell-island]");
  await Promise.all(
    [...elements].map(async (el) => {
      const props = readJson<ShellPartProps | null>(
        `shell-props-${el.dataset.shellIsland ?? ""}`,
        null,
      );
      if (props === null) return;
      if (props.part === "top") {
        const [{ ConsentBanner }, { BasicPopup }, { renderIn }] = await Promise.all([
          loadChunk(() => import("../shell/consent-banner.tsx")),
          loadChunk(() => import("../shell/basic-popup.tsx")),
          reactDom(),
        ]);
        renderIn(
          el,
          <>
            {props.consent ? <ConsentBanner consent={props.consent} /> : null}
            {props.popup ? <BasicPopup {...props.popup} base={props.base} /> : null}
          </>,
        );
      } else {
        const [{ VideoModal }, { ModalForm }, { ExitPopup }, { renderIn }] = await Promise.all([
          loadChunk(() => import("../shell/video-modal.tsx")),
          loadChunk(() => import("../shell/modal-form.tsx")),
          loadChunk(() => import("../shell/exit-popup.tsx")),
          reactDom(),
        ]);
        renderIn(
          el,
          <>
            <VideoModal consent={props.consent} texts={props.texts} />
            <ModalForm texts={props.texts} />
            {props.exit ? (
              <ExitPopup
                exit={props.exit}
                closeLabel={props.texts.close}
                title={props.texts.exitTitle}
              />
            ) : null}
          </>,
        );
      }
      el.dataset.mounted = "true";
    }),
  );
}

/**
 * Hydrates each search box in place (site/shell/search-form.tsx): the server-rendered <search>
 * is the root, its props the JSON beside it. Before that, the box is a plain GET form.
 */
async function hydrateSearchForms(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-search-form]")];
  if (elements.length === 0) return;
  const [{ SearchFields }, { hydrateIn }] = await Promise.all([
    loadChunk(() => import("./search-fields.tsx")),
    reactDom(),
  ]);
  for (const el of elements) {
    const id = el.dataset.searchForm ?? "";
    const props = readJson<SearchFieldsProps | null>(`search-form-props-${id}`, null);
    if (props === null) continue;
    hydrateIn(el, <SearchFields {...props} />, `${id}-`);
  }
}

/**
 * Runs `work` once the page has loaded and the browser is idle: the shell's parts (banner,
 * popups, modals) and the search boxes must not compete with the page's first paint for the
 * network or the main thread. The blocks' islands, part of what is seen first, do not wait.
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
 * a small chunk fetched after the document is parsed, so it never holds the first paint.
 */
function startNewsMemory(): void {
  if (!document.querySelector("[data-news-list], [data-news-back]")) return;
  void loadChunk(() => import("./news.ts")).then(({ startNews }) => startNews());
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

/** How long the shell's parts wait at most for the islands to hydrate (one may never). */
const SHELL_WAITS_FOR_ISLANDS_MS = 5000;

whenParsed(() => {
  watchHeader();
  startPageContent();
  // What the visitor consented to earlier (a map, a video) shows at once, outside the islands.
  const record = readConsentRecord();
  if (record) revealConsentGates(record, document, "[data-island]");
  const islandsHydrated = hydrateIslands().catch(() => undefined);
  startNewsMemory();
  startShowroom();
  startOrderOnline();
  // Server-rendered forms hydrate when they near the viewport or are first touched.
  watchLeadForms(() => loadChunk(() => import("./lead-form.tsx")));
  whenSettled(() => {
    // The consent banner reveals gated content (a map, a video) in the page's HTML, islands'
    // included: an island still hydrating would take the revealed content for a mismatch.
    void Promise.race([
      islandsHydrated,
      new Promise((resolve) => setTimeout(resolve, SHELL_WAITS_FOR_ISLANDS_MS)),
    ]).then(mountShellIslands);
    void hydrateSearchForms();
  });
});
