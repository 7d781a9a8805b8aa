import type { ComponentType } from "react";
import { ConsentGateContext, type ConsentGateSettings } from "../ui/consent-gate.tsx";
import { defaultPriceContext, PriceContext, type PriceContextValue } from "../ui/price-context.ts";
import { defaultSiteContext, SiteContext, type SiteContextValue } from "../ui/site-context.tsx";
import { loadChunk } from "./chunk-reload.ts";
import { readConsentRecord, readGateSettings, revealConsentGates } from "./consent-record.ts";
import { hydrateIn, renderIn } from "./hydrate.tsx";
import { readJson } from "./read-json.ts";
import type { SearchFieldsProps } from "./search-fields.tsx";
import type { ShellPartProps } from "./shell.tsx";

/*
 * The React roots the island script (site/islands/client.tsx) makes: a chunk asked for the first
 * time one is needed (an island near the viewport or touched, the basic popup on its pages, a
 * modal asked for), with React's DOM renderer (site/islands/hydrate.tsx) beside it. Until then a
 * page runs no React at all: the cookie banner does without (site/islands/consent-banner.ts).
 */

interface PageContexts {
  site: SiteContextValue;
  price: PriceContextValue;
  consent: ConsentGateSettings;
}

let pageContexts: PageContexts | null = null;

/**
 * What every island renders in, read once: the site and price contexts at the end of the body,
 * and the consent gate settings the server rendered the blocks with.
 */
function contexts(): PageContexts {
  pageContexts ??= {
    site: readJson<SiteContextValue>("site-context", defaultSiteContext),
    price: readJson<PriceContextValue>("price-context", defaultPriceContext),
    consent: readGateSettings(),
  };
  return pageContexts;
}

/**
 * Hydrates one block island with the props the server rendered it with (their script element is
 * `island-props-<id>`). Settles once its effects ran; nothing happens without props.
 */
export async function hydrateBlock<P extends object>(
  el: HTMLElement,
  Component: ComponentType<P>,
  id: string,
): Promise<void> {
  const props = readJson<P | null>(`island-props-${id}`, null);
  if (props === null) return;
  const { site, price, consent } = contexts();
  await hydrateIn(
    el,
    <SiteContext.Provider value={site}>
      <PriceContext.Provider value={price}>
        <ConsentGateContext.Provider value={consent}>
          <Component {...props} />
        </ConsentGateContext.Provider>
      </PriceContext.Provider>
    </SiteContext.Provider>,
    `${id}-`,
  );
  // What the visitor consented to, up to now, shows in the island once React owns its HTML as the
  // server sent it (revealed before, it would be a mismatch).
  const record = readConsentRecord();
  if (record) revealConsentGates(record, el);
}

/**
 * Renders one shell part (site/islands/shell.tsx) into the empty mount the server wrote: the basic
 * popup ("top"; the cookie banner beside it needs no React, site/islands/consent-banner.ts), or
 * the video modal, the modal form and the exit popup ("modals"). Each part's components load only
 * on pages that carry it. They render at the default priority, not as transitions. Settles once
 * the part's listeners are in place.
 */
export async function mountShellPart(el: HTMLElement): Promise<void> {
  const props = readJson<ShellPartProps | null>(
    `shell-props-${el.dataset.shellIsland ?? ""}`,
    null,
  );
  if (props === null) return;
  if (props.part === "top") {
    if (!props.popup) return;
    const { BasicPopup } = await loadChunk(() => import("../shell/basic-popup.tsx"));
    await renderIn(el, <BasicPopup {...props.popup} base={props.base} />);
    return;
  }
  const [{ VideoModal }, { ModalForm }, { ExitPopup }] = await Promise.all([
    loadChunk(() => import("../shell/video-modal.tsx")),
    loadChunk(() => import("../shell/modal-form.tsx")),
    loadChunk(() => import("../shell/exit-popup.tsx")),
  ]);
  await renderIn(
    el,
    // The video modal's consent placeholder reads the page's gate settings, as blocks do.
    <ConsentGateContext.Provider value={props.consent}>
      <VideoModal consent={props.consent} texts={props.texts} />
      <ModalForm texts={props.texts} />
      {props.exit ? (
        <ExitPopup exit={props.exit} closeLabel={props.texts.close} title={props.texts.exitTitle} />
      ) : null}
    </ConsentGateContext.Provider>,
  );
}

/**
 * Hydrates one search box in place (site/shell/search-form.tsx): the server-rendered <search> is
 * the root, its props the JSON beside it. Before that, the box is a plain GET form.
 */
export async function hydrateSearchForm(el: HTMLElement): Promise<void> {
  const id = el.dataset.searchForm ?? "";
  const props = readJson<SearchFieldsProps | null>(`search-form-props-${id}`, null);
  if (props === null) return;
  const { SearchFields } = await loadChunk(() => import("./search-fields.tsx"));
  await hydrateIn(el, <SearchFields {...props} />, `${id}-`);
}
