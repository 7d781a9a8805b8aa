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

/** Block-level fields of Content Blocks (lrdx-content-blocks). */
export interface ContentBlocksFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** الفقرة (Text) */
  "paragraph": string;
  /** عدد الأعمدة — Items per row from tablets up (up to 4 per row); phones show one. (Number) */
  "col-numbers": number;
  /** شريط تمرير على الهاتف — On phones the items scroll sideways (CSS scroll-snap) instead of stacking. (Bool) */
  "mobile-slider": boolean;
  /** محاذاة الأزرار في الأسفل — Aligns the CTAs at the bottom of each item, so the buttons of a row line up. (Bool) */
  "align_cta_items": boolean;
}

/** One repeatable group of Content Blocks. */
export interface ContentBlocksGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** رابط الصورة — Makes the picture a link when its url is set. (Link) */
  "image-link": Link;
  /** العنوان (String) */
  "header": string;
  /** الوصف (Markdown) */
  "description": string;
  /** الرابط — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rdx-link": Link;
}

/** A stored Content Blocks block. */
export interface ContentBlocksBlock {
  template: "lrdx-content-blocks";
  fields: ContentBlocksFields;
  groups: ContentBlocksGroup[];
}

export interface FormComponentFormHiddenFieldMapping {
  [k: string]: string;
}

export interface FormComponentFormParamsMapping {
  [k: string]: string;
}

export interface FormComponentFormLocationParamsMapping {
  [k: string]: string;
}

export interface FormComponentFormLocationMapping {
  [k: string]: string;
}

/** Block-level fields of Entry Form (lrdx-form-component). */
export interface FormComponentFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (Text) */
  "paragraph": string;
  /** النموذج — The form of the forms service to show. The editor will list the forms service's forms; until then these are its known forms. (Select) */
  "form_id": "1" | "2" | "3";
  /** النموذج في عمودين — Lays the form's fields out in two columns from tablets up. (Bool) */
  "has_two_columns": boolean;
  /** الحقول المخفية — Hidden field name -> value sent with every submission. (Json) */
  "form_hidden_field_mapping": FormComponentFormHiddenFieldMapping;
  /** ربط معاملات الرابط بالحقول — URL parameter -> id of the form field it fills. (Json) */
  "form_params_mapping": FormComponentFormParamsMapping;
  /** ربط معاملات الرابط بالموقع — URL parameter -> id of the form's location field it fills. (Json) */
  "form_location_params_mapping": FormComponentFormLocationParamsMapping;
  /** ربط المعرّفات بالمواقع — Any internal or external id (a retailer code, a CRM id) -> the forms service's location id. (Json) */
  "form_location_mapping": FormComponentFormLocationMapping;
  /** موضع الزر (Select) */
  "button_position": "left" | "center" | "right";
  /** موضع النموذج (Select) */
  "form_position": "left" | "center" | "right";
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** لون الزر (Select) */
  "button_color": "primary" | "secondary";
  /** مسافة فوق الزر — Adds space between the last field and the submit button. (Bool) */
  "has_button_margin": boolean;
  /** النموذج في نافذة منبثقة — The form opens in a dialog from its link instead of showing in the page. (Bool) */
  "modal_form": boolean;
}

/** One repeatable group of Entry Form. */
export interface FormComponentGroup {

}

/** A stored Entry Form block. */
export interface FormComponentBlock {
  template: "lrdx-form-component";
  fields: FormComponentFields;
  groups: FormComponentGroup[];
}

/** Block-level fields of Hero Title Banner (lrdx-hero-title-banner). */
export interface HeroTitleBannerFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** الفقرة (Text) */
  "paragraph": string;
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "rdx-image": Image;
  /** صورة الجوال — Portrait picture shown below 741px. Optional: left as the catalogue's default image (24735, i.e. never picked), phones show the main picture. Its alternative text is the main picture's (one <picture>, one alt). (Image) */
  "rdx-image-mobile": Image;
  /** الأزرار (LinksCollection) */
  "rdx-buttons": Link[];
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المحاذاة العمودية (Select) */
  "vertical_alignment": "center" | "top" | "bottom";
  /** صندوق النص في الجهة الأخرى — The text box sits at the inline end instead of the inline start (left instead of right in Arabic). (Bool) */
  "is_reversed": boolean;
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Hero Title Banner. */
export interface HeroTitleBannerGroup {

}

/** A stored Hero Title Banner block. */
export interface HeroTitleBannerBlock {
  template: "lrdx-hero-title-banner";
  fields: HeroTitleBannerFields;
  groups: HeroTitleBannerGroup[];
}

export type HotspotsContainerHotspots = {
  /**
   * Percent from the picture's left edge.
   */
  x: number;
  /**
   * Percent from the picture's top edge.
   */
  y: number;
  /**
   * 1-based index of the group whose card the hotspot opens.
   */
  group: number;
  /**
   * Accessible name of the hotspot button.
   */
  label: string;
}[];

/** Block-level fields of Hotspots Container (lrdx-hotspots-container). */
export interface HotspotsContainerFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (Text) */
  "paragraph": string;
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "rdx-image": Image;
  /** النقاط التفاعلية — Where the hotspots sit on the picture and which group's card each opens. A hotspot whose group does not exist is not drawn. (Json) */
  "hotspots": HotspotsContainerHotspots;
  /** لون البطاقة (Select) */
  "side_box_color": "white-theme" | "light-theme" | "dark-theme";
}

/** One repeatable group of Hotspots Container. */
export interface HotspotsContainerGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** العنوان (String) */
  "heading": string;
  /** النص (Text) */
  "text": string;
}

/** A stored Hotspots Container block. */
export interface HotspotsContainerBlock {
  template: "lrdx-hotspots-container";
  fields: HotspotsContainerFields;
  groups: HotspotsContainerGroup[];
}

/** Block-level fields of HTML Box (lrdx-html-box). */
export interface HtmlBoxFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** شيفرة HTML — Kept and rendered exactly as written, scripts included: a capability of administrators, never sanitised. (Markdown) */
  "html": string;
  /** اتجاه النص — Direction of the HTML content (the heading follows the page). (Select) */
  "dir": "rtl" | "ltr";
}

/** One repeatable group of HTML Box. */
export interface HtmlBoxGroup {

}

/** A stored HTML Box block. */
export interface HtmlBoxBlock {
  template: "lrdx-html-box";
  fields: HtmlBoxFields;
  groups: HtmlBoxGroup[];
}

/** Block-level fields of In-page Navigation (lrdx-in-page-navigation). */
export interface InPageNavigationFields {
  /** نص رابط العودة للأعلى — Label of the go-to-top link (TOP). (String) */
  "goTopShort": string;
  /** الرابط — Shown at the end of the bar. (Link) */
  "link": Link;
  /** الزر — A primary CTA at the end of the bar. (Link) */
  "button": Link;
}

/** One repeatable group of In-page Navigation. */
export interface InPageNavigationGroup {
  /** النص (String) */
  "label": string;
  /** معرّف القسم — The block_scroll_id of a block on this page, or component-N for the N-th block. (String) */
  "blockId": string;
}

/** A stored In-page Navigation block. */
export interface InPageNavigationBlock {
  template: "lrdx-in-page-navigation";
  fields: InPageNavigationFields;
  groups: InPageNavigationGroup[];
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

/** Block-level fields of Sign Post (lrdx-sign-post). */
export interface SignPostFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** أيقونة العنوان — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "header_icon": IconName;
  /** الفقرة (Text) */
  "paragraph": string;
  /** عدد الأعمدة — Cards per row from 741px up; phones always show one card per row. (Number) */
  "col-numbers": number;
  /** لون الصندوق — Background of the cards. (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** الروابط — A row of links under the cards. (LinksCollection) */
  "rdx-links": Link[];
}

/** One repeatable group of Sign Post. */
export interface SignPostGroup {
  /** صورة البطاقة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** أيقونة البطاقة — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon": IconName;
  /** عنوان البطاقة (String) */
  "heading": string;
  /** نص البطاقة (Text) */
  "text": string;
  /** الرابط — The card's call to action; the card itself is not a link. (Link) */
  "rdx-link": Link;
}

/** A stored Sign Post block. */
export interface SignPostBlock {
  template: "lrdx-sign-post";
  fields: SignPostFields;
  groups: SignPostGroup[];
}

/** Block-level fields of Snippet (lrdx-snippet). */
export interface SnippetFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** التخطيط — Column width (wide: the grid; narrow: a reading column, centred on the page) and text alignment. "left" is physical, as in the catalogue: the text sits on the left of the screen in Arabic pages too (the end side in right-to-left). Disclaimer variants set the text as small print. (Select) */
  "section_class": "wide-center" | "wide-left" | "narrow-center" | "narrow-left" | "wide-center-disclaimer" | "narrow-left-disclaimer";
  /** ارتفاع القسم (Select) */
  "section_height": "normal" | "short" | "no-top-padding" | "no-bottom-padding" | "no-padding";
  /** المحتوى (Separator) */
  "intro_separator": { big: boolean };
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** خط العنوان (Select) */
  "header_font": "primary" | "secondary";
  /** الفقرة (Text) */
  "paragraph": string;
  /** الأزرار (LinksCollection) */
  "rdx-buttons": Link[];
  /** حجم الخط (Select) */
  "font_size": "" | "small-size";
}

/** One repeatable group of Snippet. */
export interface SnippetGroup {

}

/** A stored Snippet block. */
export interface SnippetBlock {
  template: "lrdx-snippet";
  fields: SnippetFields;
  groups: SnippetGroup[];
}

/** Settings of namespace "auth": every value is a string (JSON held as a string). */
export interface AuthSettings {
  "auth.oidc.issuer"?: string;
  "auth.oidc.client_id"?: string;
  "auth.oidc.audience"?: string;
  "auth.oidc.instance_id"?: string;
  "auth.oidc.authorization_url"?: string;
  "auth.oidc.default_role"?: string;
}

/** Settings of namespace "general": every value is a string (JSON held as a string). */
export interface GeneralSettings {
  "general.app_name"?: string;
  "general.404_page"?: string;
  "general.site_timezone"?: string;
  "general.media_library_url"?: string;
  "general.footer.content.middle_html"?: string;
  "general.footer.content.bottom_footer"?: string;
  "general.footer.content.top_footer"?: string;
  "general.require_user_login"?: string;
}

/**
 * @maxItems 8
 */
export type GeneralSettingsFooterContentTopFooterValue = {
  heading: string;
  /**
   * @maxItems 30
   */
  items: {
    label: string;
    url: string;
    target: "_self" | "_blank";
  }[];
}[];

/** Settings of namespace "search": every value is a string (JSON held as a string). */
export interface SearchSettings {
  "search.popup.enabled"?: string;
}

/** Settings of namespace "security": every value is a string (JSON held as a string). */
export interface SecuritySettings {
  "security.raw_html_enabled"?: string;
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
    title: string;
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
  title: string;
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
    title: string;
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
export type BlockTemplateKey = "lrdx-accordion" | "lrdx-content-blocks" | "lrdx-form-component" | "lrdx-hero-title-banner" | "lrdx-hotspots-container" | "lrdx-html-box" | "lrdx-in-page-navigation" | "lrdx-quote" | "lrdx-sign-post" | "lrdx-snippet";

/** Template key -> stored block instance (defaults filled in). */
export interface BlockInstanceMap {
  "lrdx-accordion": AccordionBlock;
  "lrdx-content-blocks": ContentBlocksBlock;
  "lrdx-form-component": FormComponentBlock;
  "lrdx-hero-title-banner": HeroTitleBannerBlock;
  "lrdx-hotspots-container": HotspotsContainerBlock;
  "lrdx-html-box": HtmlBoxBlock;
  "lrdx-in-page-navigation": InPageNavigationBlock;
  "lrdx-quote": QuoteBlock;
  "lrdx-sign-post": SignPostBlock;
  "lrdx-snippet": SnippetBlock;
}

/** Any stored block. */
export type AnyBlock = BlockInstanceMap[BlockTemplateKey];

/** Props of the component that renders a block: its stored instance and its position on the page. */
export interface BlockProps<K extends BlockTemplateKey> {
  block: BlockInstanceMap[K];
  /** 0-based position on the page; the first two blocks load images eagerly. */
  index: number;
}
