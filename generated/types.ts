// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

/**
 * A dynamic-content rule: the content shows when the strategy named by key accepts value.
 */
export interface DcStrategy {
  key: string;
  value: string;
}

/**
 * An icon of the lrdx theme's icon set; empty means no icon.
 */
export type IconName =
  | ""
  | "arrow-start"
  | "arrow-end"
  | "chevron-down"
  | "phone"
  | "location"
  | "calendar"
  | "car"
  | "steering-wheel"
  | "fuel"
  | "electric"
  | "email"
  | "search"
  | "info"
  | "check"
  | "star"
  | "download"
  | "whatsapp"
  | "wrench"
  | "shield";

/**
 * A media-library image reference: the image id and, where the field asks for it, its alternative text.
 */
export interface Image {
  /**
   * Media-library image id.
   */
  id: number;
  /**
   * Alternative text read by screen readers.
   */
  alt?: string;
}

/**
 * The catalogue's Link / CTA value (catalogue §3.5).
 */
export interface Link {
  link_text: string;
  url: string;
  type: "internal" | "external" | "form" | "file";
  target: "_self" | "_blank";
  rdx_forms_form_id: string;
  /**
   * Hidden form field name -> value, sent with a form link.
   */
  hidden_fields: {
    [k: string]: string;
  };
  icon: string;
  theme: string;
  ui_type: "primary" | "secondary" | "tertiary";
  size: "medium" | "small";
  form_layout: "" | "double_column";
  dc_strategy?: DcStrategy;
}

/**
 * Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.
 *
 * @maxItems 50
 */
export type OfferSchedule = {
  start: string;
  end: string;
}[];

/** Block-level fields of Accordion (lrdx-accordion). */
export interface AccordionFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** سمة الألوان (Select) */
  "color_theme": "light-theme" | "dark-theme";
  /** حدود بين العناصر (Bool) */
  "border_between_groups": boolean;
  /** مسافة بين العناصر (Bool) */
  "margin_between_groups": boolean;
  /** نص زر فتح الكل (String) */
  "open_all_label": string;
  /** نص زر إغلاق الكل (String) */
  "close_all_label": string;
  /** نشر كبيانات منظمة (FAQ) — Publishes the questions and answers as FAQPage structured data. (Bool) */
  "has_schema": boolean;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
}

/** One repeatable group of Accordion. */
export interface AccordionGroup {
  /** السؤال (String) */
  "accordion_title": string;
  /** الإجابة (Markdown) */
  "accordion_content": string;
}

/** A stored Accordion block. */
export interface AccordionBlock {
  template: "lrdx-accordion";
  fields: AccordionFields;
  groups: AccordionGroup[];
}

/** Block-level fields of Quote (lrdx-quote). */
export interface QuoteFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** المحاذاة (Select) */
  "section_class": "left" | "center" | "right";
  /** ضبط النص (Bool) */
  "justify_text": boolean;
  /** الاقتباس (Text) */
  "quote": string;
  /** القائل (String) */
  "author": string;
  /** منصب القائل (String) */
  "author_position": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
}

/** One repeatable group of Quote. */
export interface QuoteGroup {

}

/** A stored Quote block. */
export interface QuoteBlock {
  template: "lrdx-quote";
  fields: QuoteFields;
  groups: QuoteGroup[];
}

/**
 * A block as stored and exchanged: its template key, its fields and its repeatable groups. The template's own validator checks the inside.
 */
export interface BlockInstance {
  template: string;
  fields: {};
  groups: {}[];
}

/**
 * What `npm run content -- export` writes and `import` reads.
 */
export interface ContentDocument {
  /**
   * Items: A page as imported and exported: the fields of the spec's Page entity, its path as the pages API looks it up, and its blocks.
   */
  pages: {
    /**
     * No language base, no leading or trailing slash; the home page is "index".
     */
    path: string;
    page_type: "page" | "folder" | "news";
    meta_title: string | null;
    meta_description: string | null;
    image_id: number | null;
    external_meta_image: string | null;
    canonical_url: string | null;
    disable_seo_tracking: boolean;
    /**
     * url_redirection makes the page a redirect to `to`.
     */
    type: null | "url_redirection";
    to: string | null;
    http_code: null | 301 | 302 | 303 | 307 | 308;
    link_type: null | "internal" | "external" | "file";
    redirect_path: string | null;
    link_new_window: boolean;
    /**
     * @maxItems 200
     *
     * Items: A block as stored and exchanged: its template key, its fields and its repeatable groups. The template's own validator checks the inside.
     */
    blocks: {
      template: string;
      fields: {};
      groups: {}[];
    }[];
  }[];
  /**
   * Items: One key/value setting. 'true' stands for boolean true; JSON is held as a string.
   */
  settings: {
    key: string;
    value: string;
  }[];
}

/**
 * A page as imported and exported: the fields of the spec's Page entity, its path as the pages API looks it up, and its blocks.
 */
export interface Page {
  /**
   * No language base, no leading or trailing slash; the home page is "index".
   */
  path: string;
  page_type: "page" | "folder" | "news";
  meta_title: string | null;
  meta_description: string | null;
  image_id: number | null;
  external_meta_image: string | null;
  canonical_url: string | null;
  disable_seo_tracking: boolean;
  /**
   * url_redirection makes the page a redirect to `to`.
   */
  type: null | "url_redirection";
  to: string | null;
  http_code: null | 301 | 302 | 303 | 307 | 308;
  link_type: null | "internal" | "external" | "file";
  redirect_path: string | null;
  link_new_window: boolean;
  /**
   * @maxItems 200
   *
   * Items: A block as stored and exchanged: its template key, its fields and its repeatable groups. The template's own validator checks the inside.
   */
  blocks: {
    template: string;
    fields: {};
    groups: {}[];
  }[];
}

/**
 * A page as the pages API serves it (JSON:API resource; the client reads data and flattens it to its attributes).
 */
export interface PageResource {
  id: string;
  type: "page";
  attributes: {
    id: number;
    path: string;
    page_type: "page" | "folder" | "news";
    meta_title?: string | null;
    meta_description?: string | null;
    image_id?: number | null;
    external_meta_image?: string | null;
    canonical_url?: string | null;
    disable_seo_tracking?: boolean;
    type?: string | null;
    to?: string | null;
    http_code?: number | null;
    link_type?: string | null;
    redirect_path?: string | null;
    link_new_window?: boolean;
    blocks: {
      id: string;
      type: "block";
      attributes: {
        key: string;
        fields: {};
        groups: {}[];
        positions: {
          id: string;
          type: "position";
          attributes: {
            page_id?: number;
            index?: number;
          };
        }[];
        active_positions: {
          id: string;
          type: "position";
          attributes: {
            page_id?: number;
            index?: number;
          };
        }[];
      };
    }[];
    metaheads: {}[];
  };
}

/**
 * One key/value setting. 'true' stands for boolean true; JSON is held as a string.
 */
export interface Setting {
  key: string;
  value: string;
}

/**
 * A setting as GET /settings serves it; flattened by the client to {id, key, value}.
 */
export interface SettingResource {
  id: string;
  type: "setting";
  attributes: {
    key: string;
    value: string;
  };
}

/** Every block template key. */
export type BlockTemplateKey = "lrdx-accordion" | "lrdx-quote";

/** Template key -> stored block instance (defaults filled in). */
export interface BlockInstanceMap {
  "lrdx-accordion": AccordionBlock;
  "lrdx-quote": QuoteBlock;
}

/** Any stored block. */
export type AnyBlock = BlockInstanceMap[BlockTemplateKey];

/** Props of the component that renders a block: its stored instance and its position on the page. */
export interface BlockProps<K extends BlockTemplateKey> {
  block: BlockInstanceMap[K];
  /** 0-based position on the page; the first two blocks load images eagerly. */
  index: number;
}
