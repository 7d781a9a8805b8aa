// Generated from schemas/blocks/lrdx-accordion.schema.json, schemas/blocks/lrdx-quote.schema.json by `npm run generate`. Do not edit: change the schema and regenerate.

import type { ComponentType } from "react";
import type { BlockProps, BlockTemplateKey } from "./types.ts";

/** What the site and the editor know of a block template. */
export interface BlockDefinition<K extends BlockTemplateKey> {
  key: K;
  name: string;
  group: string;
  listPriority: number;
  maxFieldGroups: number | null;
  /** Hydrates on the client; other blocks ship no JavaScript. */
  isIsland: boolean;
  isHidden: boolean;
  version: number;
  /** Editor HTML fields the page renderer sanitises before the component sees them. */
  htmlFields: readonly string[];
  groupHtmlFields: readonly string[];
  load: () => Promise<{ default: ComponentType<BlockProps<K>> }>;
}

export const blockRegistry: { [K in BlockTemplateKey]: BlockDefinition<K> } = {
  "lrdx-accordion": {
    key: "lrdx-accordion",
    name: "Accordion",
    group: "Content",
    listPriority: 30,
    maxFieldGroups: 30,
    isIsland: true,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: ["accordion_content"],
    load: () => import("../site/blocks/Accordion/index.tsx"),
  },
  "lrdx-quote": {
    key: "lrdx-quote",
    name: "Quote",
    group: "Content",
    listPriority: 25,
    maxFieldGroups: null,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    load: () => import("../site/blocks/Quote/index.tsx"),
  },
};

export const blockTemplateKeys = Object.keys(blockRegistry) as BlockTemplateKey[];

export function isBlockTemplateKey(key: string): key is BlockTemplateKey {
  return Object.hasOwn(blockRegistry, key);
}
