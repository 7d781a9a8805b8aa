// Generated from 5 schemas under schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { ComponentType } from "react";
import type { BlockProps } from "./types.ts";

/** Template keys of the blocks that hydrate in the browser (`x-island`). */
export type IslandTemplateKey = "lrdx-accordion" | "lrdx-expanded-entry-form" | "lrdx-overseas-stock-locator" | "lrdx-stock-locator" | "lrdx-stock-locator-carousel";

/** Island template key -> its component, loaded only on pages that show it. */
export const islandLoaders: {
  [K in IslandTemplateKey]: () => Promise<{ default: ComponentType<BlockProps<K>> }>;
} = {
  "lrdx-accordion": () => import("../site/blocks/Accordion/index.tsx"),
  "lrdx-expanded-entry-form": () => import("../site/blocks/ExpandedEntryForm/index.tsx"),
  "lrdx-overseas-stock-locator": () => import("../site/blocks/OverseasStockLocator/index.tsx"),
  "lrdx-stock-locator": () => import("../site/blocks/StockLocator/index.tsx"),
  "lrdx-stock-locator-carousel": () => import("../site/blocks/StockLocatorCarousel/index.tsx"),
};

export function isIslandTemplateKey(key: string): key is IslandTemplateKey {
  return Object.hasOwn(islandLoaders, key);
}
