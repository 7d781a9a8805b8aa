// Generated from schemas/blocks/lrdx-accordion.schema.json, schemas/blocks/lrdx-expanded-entry-form.schema.json by `npm run generate`. Do not edit: change the schema and regenerate.

import type { ComponentType } from "react";
import type { BlockProps } from "./types.ts";

/** Template keys of the blocks that hydrate in the browser (`x-island`). */
export type IslandTemplateKey = "lrdx-accordion" | "lrdx-expanded-entry-form";

/** Island template key -> its component, loaded only on pages that show it. */
export const islandLoaders: {
  [K in IslandTemplateKey]: () => Promise<{ default: ComponentType<BlockProps<K>> }>;
} = {
  "lrdx-accordion": () => import("../site/blocks/Accordion/index.tsx"),
  "lrdx-expanded-entry-form": () => import("../site/blocks/ExpandedEntryForm/index.tsx"),
};

export function isIslandTemplateKey(key: string): key is IslandTemplateKey {
  return Object.hasOwn(islandLoaders, key);
}
