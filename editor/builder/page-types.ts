import type { BlockTemplateKey } from "../../generated/types.ts";

/** A block as stored in a page's `blocks` and in a draft snapshot. */
export interface StoredBlock {
  template: BlockTemplateKey;
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
}

export type PageType = "folder" | "page" | "news";
export type LinkType = "internal" | "external" | "file";

/** One row of GET /api/cms/pages. */
export interface PageSummary {
  id: number;
  path: string;
  title: string;
  page_type: PageType;
  type: string | null;
  link_type: LinkType | null;
  is_published: boolean;
  has_draft: boolean;
  revision: number;
  updated_at: string;
  updated_by_label: string | null;
}

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

export interface PageEditor {
  email: string;
  seen_at: string;
}

/** GET /api/cms/pages/:id. */
export interface PageDetail extends PageSummary {
  meta_title: string | null;
  meta_description: string | null;
  image_id: number | null;
  canonical_url: string | null;
  disable_seo_tracking: boolean;
  to: string | null;
  http_code: number | null;
  redirect_path: string | null;
  link_new_window: boolean;
  blocks: unknown[];
  draft: Partial<DraftSnapshot> | null;
  published_version: number | null;
  editors?: PageEditor[];
}

export interface VersionSummary {
  version: number;
  created_at: string;
  created_by_label: string;
}

export interface VersionDetail extends VersionSummary {
  snapshot: Partial<DraftSnapshot>;
}
