import { createContext, useContext } from "react";
import type { AnyBlock } from "../../generated/types.ts";
import { isBlockShown } from "../../runtime/core/block-visibility.ts";
import { currencyExchangeConfig } from "../../runtime/core/currency-exchange.ts";
import {
  contentDecider,
  type DcStrategyRef,
  type DynamicContentDisplay,
  type StrategyData,
} from "../../runtime/core/dynamic-content.ts";
import { type PageFab, readyToGoFab } from "../../runtime/core/fab.ts";
import {
  PASS_THROUGH_ATTRIBUTE,
  passThroughParams,
  predefinedHref,
  predefinedLinkFor,
  predefinedLinks,
} from "../../runtime/core/predefined-links.ts";
import type { PreparedBlock } from "../../runtime/core/prepared-block.ts";
import { type SettingsMap, siteTimeZone } from "../../runtime/core/settings.ts";

/**
 * What the page's content pieces are decided with on the server (site/layouts/main-layout.tsx
 * provides it; blocks, the FAB and the footer read it):
 * - dynamic content: every strategy depends only on the path and on data the server fetched, so
 *   each piece is decided here and the decision is part of the cached HTML;
 * - predefined links: the href naming an alias becomes its URL with '{lang}' replaced; the
 *   pass-through parameters come from the visitor's URL, so the link only carries their names
 *   and the browser copies them (site/islands/client.tsx, applyPassThrough).
 * Islands render outside the layout and see the default: everything shown, no alias resolved.
 */
export interface PageContent {
  display(strategy: DcStrategyRef | null | undefined, hasFallback: boolean): DynamicContentDisplay;
  /** The predefined link an href names, as its href and the attributes it carries; else null. */
  predefined(href: string): { href: string; attributes: Record<string, string> } | null;
}

const defaultPageContent: PageContent = {
  display: () => "content",
  predefined: () => null,
};

/** The page's decisions from the settings, its language and the strategies' data. */
export function pageContent({
  settings,
  lang,
  dc,
  log,
}: {
  settings: SettingsMap;
  lang: string;
  dc: StrategyData | null;
  log: (message: string) => void;
}): PageContent {
  const links = predefinedLinks(settings, log);
  const passThrough = passThroughParams(settings).join(",");
  return {
    display: dc ? contentDecider(dc, log) : defaultPageContent.display,
    predefined(href) {
      const link = predefinedLinkFor(href, links);
      if (!link) return null;
      const attributes: Record<string, string> = {};
      if (passThrough !== "") attributes[PASS_THROUGH_ATTRIBUTE] = passThrough;
      return { href: predefinedHref(link, lang), attributes };
    },
  };
}

/** Whether the page needs the island script to copy pass-through parameters onto its links. */
function hasPassThroughLinks(settings: SettingsMap): boolean {
  return passThroughParams(settings).length > 0 && predefinedLinks(settings, () => {}).length > 0;
}

export const PageContentContext = createContext<PageContent>(defaultPageContent);

export function usePageContent(): PageContent {
  return useContext(PageContentContext);
}

/** What the server fetched for a page (runtime/features/pages/page-content.ts answers it). */
export interface PageContentData {
  dc: StrategyData | null;
  exchangeRate: number | null;
}

/** What the shell needs of a page's blocks. */
export interface PageBlocksInfo {
  /** Its Ready To Go Bar as the FAB reads it; null when it has none. */
  fab: PageFab | null;
  /**
   * It has prices to convert: a block's content names the currency-exchange class (an HTML box's
   * markup, for instance). The exchange script and the rate are sent to those pages only.
   */
  hasPriceElements: boolean;
}

/** The page's blocks that visitors get at `now` (offer schedules in the site time zone). */
function shownBlocks(
  prepared: readonly PreparedBlock[],
  settings: SettingsMap,
  now: Date,
): AnyBlock[] {
  const zone = siteTimeZone(settings);
  return prepared.flatMap((p) =>
    p.kind === "block" && isBlockShown(p, now, zone) ? [p.block] : [],
  );
}

export function pageBlocksInfo(
  prepared: readonly PreparedBlock[],
  { settings, now }: { settings: SettingsMap; now: Date },
): PageBlocksInfo {
  const shown = shownBlocks(prepared, settings, now);
  const className = currencyExchangeConfig(settings).className;
  return {
    fab: readyToGoFab(shown),
    hasPriceElements: className !== "" && JSON.stringify(shown).includes(className),
  };
}

/** Whether the page needs the island script for its predefined links or its prices. */
export function needsPageContentScript(
  settings: SettingsMap,
  data: PageContentData | null | undefined,
  blocks: PageBlocksInfo | null | undefined,
): boolean {
  if (hasPassThroughLinks(settings)) return true;
  return blocks?.hasPriceElements === true && (data?.exchangeRate ?? null) !== null;
}
