// Generated from 12 schemas under schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { ComponentType } from "react";
import type { BlockProps, BlockTemplateKey } from "./types.ts";

/** What the site and the editor know of a block template. */
export interface BlockDefinition<K extends BlockTemplateKey> {
  key: K;
  /** The catalogue's English name (schema `title`). */
  name: string;
  /** The Arabic name editors read (schema `x-label`). */
  label: string;
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
  /** Raw HTML and script kept as written: writing them needs the raw_html capability. */
  rawHtmlFields: readonly string[];
  groupRawHtmlFields: readonly string[];
  load: () => Promise<{ default: ComponentType<BlockProps<K>> }>;
}

export const blockRegistry: { [K in BlockTemplateKey]: BlockDefinition<K> } = {
  "lrdx-accordion": {
    key: "lrdx-accordion",
    name: "Accordion",
    label: "أكورديون",
    group: "Content",
    listPriority: 30,
    maxFieldGroups: 30,
    isIsland: true,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: ["accordion_content"],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/Accordion/index.tsx"),
  },
  "lrdx-content-blocks": {
    key: "lrdx-content-blocks",
    name: "Content Blocks",
    label: "كتل المحتوى",
    group: "Content",
    listPriority: 21,
    maxFieldGroups: 1000,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: ["description"],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/ContentBlocks/index.tsx"),
  },
  "lrdx-form-component": {
    key: "lrdx-form-component",
    name: "Entry Form",
    label: "نموذج الإدخال",
    group: "Content",
    listPriority: 0,
    maxFieldGroups: null,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/FormComponent/index.tsx"),
  },
  "lrdx-hero-title-banner": {
    key: "lrdx-hero-title-banner",
    name: "Hero Title Banner",
    label: "لافتة العنوان الرئيسية",
    group: "Hero",
    listPriority: 1,
    maxFieldGroups: null,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/HeroTitleBanner/index.tsx"),
  },
  "lrdx-hotspots-container": {
    key: "lrdx-hotspots-container",
    name: "Hotspots Container",
    label: "صورة بنقاط تفاعلية",
    group: "Content",
    listPriority: 24,
    maxFieldGroups: 20,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/HotspotsContainer/index.tsx"),
  },
  "lrdx-html-box": {
    key: "lrdx-html-box",
    name: "HTML Box",
    label: "صندوق HTML",
    group: "Advanced",
    listPriority: 40,
    maxFieldGroups: null,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: ["html"],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/HtmlBox/index.tsx"),
  },
  "lrdx-in-page-navigation": {
    key: "lrdx-in-page-navigation",
    name: "In-page Navigation",
    label: "التنقّل داخل الصفحة",
    group: "Content",
    listPriority: 5,
    maxFieldGroups: 10,
    isIsland: false,
    isHidden: false,
    version: 2,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/InPageNavigation/index.tsx"),
  },
  "lrdx-news": {
    key: "lrdx-news",
    name: "News",
    label: "الأخبار",
    group: "Content",
    listPriority: 60,
    maxFieldGroups: 8,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/News/index.tsx"),
  },
  "lrdx-quote": {
    key: "lrdx-quote",
    name: "Quote",
    label: "اقتباس",
    group: "Content",
    listPriority: 25,
    maxFieldGroups: null,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/Quote/index.tsx"),
  },
  "lrdx-ready-to-go-bar": {
    key: "lrdx-ready-to-go-bar",
    name: "Ready To Go Bar",
    label: "شريط جاهز للانطلاق",
    group: "Content",
    listPriority: 11,
    maxFieldGroups: 5,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/ReadyToGoBar/index.tsx"),
  },
  "lrdx-sign-post": {
    key: "lrdx-sign-post",
    name: "Sign Post",
    label: "لافتات إرشادية",
    group: "Content",
    listPriority: 22,
    maxFieldGroups: 12,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/SignPost/index.tsx"),
  },
  "lrdx-snippet": {
    key: "lrdx-snippet",
    name: "Snippet",
    label: "مقتطف نصّي",
    group: "Content",
    listPriority: 20,
    maxFieldGroups: null,
    isIsland: false,
    isHidden: false,
    version: 1,
    htmlFields: [],
    groupHtmlFields: [],
    rawHtmlFields: [],
    groupRawHtmlFields: [],
    load: () => import("../site/blocks/Snippet/index.tsx"),
  },
};

export const blockTemplateKeys = Object.keys(blockRegistry) as BlockTemplateKey[];

export function isBlockTemplateKey(key: string): key is BlockTemplateKey {
  return Object.hasOwn(blockRegistry, key);
}
