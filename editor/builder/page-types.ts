import type {
  BlockTemplateKey,
  PageDetailDocument,
  PageSummaryList,
  PageVersionDocument,
  PageVersionList,
  PresenceDocument,
} from "../../generated/types.ts";

/** A block as stored in a page's `blocks` and in a draft snapshot. */
export interface StoredBlock {
  template: BlockTemplateKey;
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
}

export type PageType = PageSummary["page_type"];
export type LinkType = NonNullable<PageSummary["link_type"]>;

/** One row of GET /api/cms/pages (generated from the route table's reply schema). */
export type PageSummary = PageSummaryList["data"][number];

/** The page fields a draft carries besides its blocks. */
export interface PageMetaValues {
  title: string;
  meta_title: string;
  meta_description: string;
  image_id: number | null;
  canonical_url: string;
  disable_seo_tracking: boolean;
}

/** The body of PUT /api/cms/pages/:id/draft. */
export interface DraftSnapshot extends PageMetaValues {
  blocks: StoredBlock[];
}

/** Another editor who has the page open. */
export type PageEditor = PresenceDocument["data"]["editors"][number];

/**
 * GET /api/cms/pages/:id: every column, the working state and who else has it open. The draft is
 * stored JSON (any object) in the schema; the builder reads it as a partial snapshot and checks
 * each value it takes (snapshotOf).
 */
export type PageDetail = Omit<PageDetailDocument["data"], "draft"> & {
  draft: Partial<DraftSnapshot> | null;
};

/** One row of GET /api/cms/pages/:id/versions. */
export type VersionSummary = PageVersionList["data"][number];

/** GET /api/cms/pages/:id/versions/:version. */
export type VersionDetail = PageVersionDocument["data"];
