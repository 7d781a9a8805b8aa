import type { PageRecord } from "../../runtime/core/page-resolution.ts";

/** A published page record with every field at its empty value, then the overrides. */
export function pageRecord(overrides: Partial<PageRecord> = {}): PageRecord {
  return {
    id: 1,
    path: "offers/summer",
    lang: "ar",
    translation_key: null,
    page_type: "page",
    title: "",
    meta_title: null,
    meta_description: null,
    image_id: null,
    external_meta_image: null,
    canonical_url: null,
    disable_seo_tracking: false,
    type: null,
    to: null,
    http_code: null,
    link_type: null,
    redirect_path: null,
    link_new_window: false,
    blocks: [],
    metaheads: [],
    ...overrides,
  };
}
