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
 * A site language by its URL code: one of the 51 languages of the platform (runtime/core/languages.ts), lower case with - for _ (pt_BR is pt-br).
 */
export type LanguageCode =
  | "ar"
  | "az"
  | "bd"
  | "bg"
  | "ca"
  | "ckb"
  | "cs"
  | "da"
  | "de"
  | "el"
  | "en"
  | "es"
  | "et"
  | "eu"
  | "fa"
  | "fi"
  | "fr"
  | "he"
  | "hr"
  | "hu"
  | "id"
  | "it"
  | "ja"
  | "ka"
  | "ko"
  | "lt"
  | "lv"
  | "mn"
  | "ms-my"
  | "nb-no"
  | "ne"
  | "nl"
  | "nn-no"
  | "pl"
  | "pt-br"
  | "pt-pt"
  | "ro"
  | "ru"
  | "sk"
  | "sl"
  | "sq"
  | "sr"
  | "sr-latin"
  | "sv"
  | "th"
  | "tr"
  | "uk"
  | "uz"
  | "vi"
  | "zh-cn"
  | "zh-tw";

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

/** Block-level fields of Accolade Image Box (lrdx-accolade-image-box). */
export interface AccoladeImageBoxFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان — Optional title above the slides; also the carousel's accessible name. (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** تقدّم تلقائي بمؤقّت — On: the slides advance by themselves with a visible timer and a pause button. (Bool) */
  "has_timer": boolean;
  /** مدة الشريحة (ملّي ثانية) — How long each slide shows with has_timer on (not in the catalogue). (Number) */
  "timer_duration": number;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Accolade Image Box. */
export interface AccoladeImageBoxGroup {
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** الصندوق على اليمين في الصفحات العربية — On: in right-to-left pages the box sits on the right (the inline start); off: on the left. (Bool) */
  "right_on_rtl": boolean;
  /** السطر العلوي — A short line above the paragraph (the award and its year). (String) */
  "top_paragraph": string;
  /** الفقرة (Text) */
  "paragraph": string;
  /** الروابط (LinksCollection) */
  "links": Link[];
  /** صورة الخلفية — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "background_image": Image;
  /** شعار الجائزة — The award's logo in the box; left as the default image (24735, never picked), none is shown. (Image) */
  "logo_image": Image;
}

/** A stored Accolade Image Box block. */
export interface AccoladeImageBoxBlock {
  template: "lrdx-accolade-image-box";
  fields: AccoladeImageBoxFields;
  groups: AccoladeImageBoxGroup[];
}

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
  /** نشر كبيانات منظمة (FAQ) — Publishes the questions and answers as schema.org FAQPage structured data (JSON-LD): one Question per group with its answer as an Answer; a group whose answer is empty is left out of the data (an Answer needs its text). (Bool) */
  "has_schema": boolean;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
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

/** Block-level fields of Car Rent (lrdx-car-rent). */
export interface CarRentFields {
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
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Car Rent. */
export interface CarRentGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** العنوان (String) */
  "heading": string;
  /** الفقرة (Text) */
  "paragraph": string;
  /** الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "button": Link;
  /** الأيقونة 1 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-1": IconName;
  /** نص الأيقونة 1 (String) */
  "icon-text-1": string;
  /** الأيقونة 2 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-2": IconName;
  /** نص الأيقونة 2 (String) */
  "icon-text-2": string;
  /** الأيقونة 3 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-3": IconName;
  /** نص الأيقونة 3 (String) */
  "icon-text-3": string;
  /** الأيقونة 4 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-4": IconName;
  /** نص الأيقونة 4 (String) */
  "icon-text-4": string;
  /** الأيقونة 5 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-5": IconName;
  /** نص الأيقونة 5 (String) */
  "icon-text-5": string;
  /** الأيقونة 6 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-6": IconName;
  /** نص الأيقونة 6 (String) */
  "icon-text-6": string;
  /** الأيقونة 7 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-7": IconName;
  /** نص الأيقونة 7 (String) */
  "icon-text-7": string;
  /** الأيقونة 8 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon-8": IconName;
  /** نص الأيقونة 8 (String) */
  "icon-text-8": string;
  /** عنوان التجهيز 1 (String) */
  "equipment-title-1": string;
  /** وصف التجهيز 1 (Text) */
  "equipment-description-1": string;
  /** صورة التجهيز 1 — Shown beside the equipment item; left as the default image (24735), the item shows no picture. (Image) */
  "equipment-image-1": Image;
  /** عنوان التجهيز 2 (String) */
  "equipment-title-2": string;
  /** وصف التجهيز 2 (Text) */
  "equipment-description-2": string;
  /** صورة التجهيز 2 — Shown beside the equipment item; left as the default image (24735), the item shows no picture. (Image) */
  "equipment-image-2": Image;
  /** عنوان التجهيز 3 (String) */
  "equipment-title-3": string;
  /** وصف التجهيز 3 (Text) */
  "equipment-description-3": string;
  /** صورة التجهيز 3 — Shown beside the equipment item; left as the default image (24735), the item shows no picture. (Image) */
  "equipment-image-3": Image;
  /** عنوان التجهيز 4 (String) */
  "equipment-title-4": string;
  /** وصف التجهيز 4 (Text) */
  "equipment-description-4": string;
  /** صورة التجهيز 4 — Shown beside the equipment item; left as the default image (24735), the item shows no picture. (Image) */
  "equipment-image-4": Image;
  /** عنوان التجهيز 5 (String) */
  "equipment-title-5": string;
  /** وصف التجهيز 5 (Text) */
  "equipment-description-5": string;
  /** صورة التجهيز 5 — Shown beside the equipment item; left as the default image (24735), the item shows no picture. (Image) */
  "equipment-image-5": Image;
}

/** A stored Car Rent block. */
export interface CarRentBlock {
  template: "lrdx-car-rent";
  fields: CarRentFields;
  groups: CarRentGroup[];
}

/** Block-level fields of Collection Carousel (lrdx-collection-carousel). */
export interface CollectionCarouselFields {
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
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Collection Carousel. */
export interface CollectionCarouselGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "rdx-image": Image;
  /** الرابط — http:// or https:// is an external address; anything else is a path of this site (e.g. /collection/defender-bag), under the page's language. (String) */
  "url": string;
  /** فتح في علامة تبويب جديدة (Bool) */
  "target": boolean;
  /** العنوان (String) */
  "heading": string;
  /** النص (Text) */
  "text": string;
}

/** A stored Collection Carousel block. */
export interface CollectionCarouselBlock {
  template: "lrdx-collection-carousel";
  fields: CollectionCarouselFields;
  groups: CollectionCarouselGroup[];
}

export type CollectionItemImages = string[];

export type CollectionItemSizes = ("XS" | "S" | "M" | "L" | "XL" | "XXL" | "XXXL" | "XXXXL")[];

/** Block-level fields of Collection Item (lrdx-collection-item). */
export interface CollectionItemFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** صور المنتج — The product's photos as a list of image URLs, in carousel order (the catalogue held this list as a JSON string; here it is a structured value). Each URL follows the safe-link rule; site-relative paths such as the media library's /api/v2/images/… are allowed. (Json) */
  "images": CollectionItemImages;
  /** النص البديل للصور — Read for every photo, followed by its position (photo 2 of 5). (String) */
  "images_alt": string;
  /** قالب المنتج (HTML) — The product's HTML; {{photos}} marks where the photo carousel goes and {{sizes}} where the sizes go. A placeholder alone in a paragraph replaces the paragraph. (Markdown) */
  "html": string;
  /** المقاسات المتوفرة — The sizes the product comes in, shown in the catalogue's order XS through XXXXL whatever order they were picked in. (Json) */
  "sizes": CollectionItemSizes;
  /** عنوان المقاسات (String) */
  "sizes_label": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Collection Item. */
export interface CollectionItemGroup {

}

/** A stored Collection Item block. */
export interface CollectionItemBlock {
  template: "lrdx-collection-item";
  fields: CollectionItemFields;
  groups: CollectionItemGroup[];
}

/** Block-level fields of Collection Slider (lrdx-collection-slider). */
export interface CollectionSliderFields {
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
  /** لغة المصدر — The language the feed answers in. (Select) */
  "lang": "en" | "ar";
  /** السوق — The feed's market code, e.g. AE or SA; empty: the feed's default market. (String) */
  "market": string;
  /** المجموعة — The feed's collection id. Empty: the slider shows its groups (filled by hand). Set: the slider shows the feed's items, its groups being the fallback. (String) */
  "collection": string;
  /** عدد العناصر — How many items the feed is asked for (at most 30, the slider's cap). (Number) */
  "limit": number;
  /** تجميع المتغيّرات — The feed answers one card per product, its colours and sizes counted on the card, instead of one card per variant. (Bool) */
  "grouped": boolean;
  /** إظهار ترقيم الشرائح — Draws a button per slide under the slider (its pagination dots). (Bool) */
  "show_pagination": boolean;
  /** نص زر عناصر المصدر — Not a catalogue field: the button of each card the feed answered (an editor's group has its own button). (String) */
  "feed_button_label": string;
  /** نص عدد الخيارات — Not a catalogue field: written under a grouped feed item that stands for several variants; {count} is replaced by their number. (String) */
  "variants_label": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ — Shown when the feed fails or answers nothing and the slider has no groups of its own. (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Collection Slider. */
export interface CollectionSliderGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** الصورة عند التمرير — Shown while the pointer is over the card or the card's button has focus. Left as the default image: none. (Image) */
  "image_hover": Image;
  /** اسم العنصر (String) */
  "item_name": string;
  /** التسمية — A short line under the name: a price, 'new', a colour count. (String) */
  "item_label": string;
  /** الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rdx-link": Link;
}

/** A stored Collection Slider block. */
export interface CollectionSliderBlock {
  template: "lrdx-collection-slider";
  fields: CollectionSliderFields;
  groups: CollectionSliderGroup[];
}

/** Block-level fields of Color Button Carousel (lrdx-color-button-carousel). */
export interface ColorButtonCarouselFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** أزرار ألوان أكبر (Bool) */
  "is_bigger_picker": boolean;
  /** العبارة الرئيسية — The block's heading, above the pictures. (String) */
  "global_tagline": string;
  /** الفقرة (Text) */
  "global_paragraph": string;
  /** رابط الزر — Where the button under the picture leads (a site path such as /models/defender/configure, or an http(s) address); no url, no button. (String) */
  "link_url": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Color Button Carousel. */
export interface ColorButtonCarouselGroup {
  /** صورة السيارة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "rdx-main-image": Image;
  /** صورة اللون المصغّرة — The colour button's picture; its alternative text names the colour (the button's accessible name). (Image) */
  "rdx-thumbnail-image": Image;
  /** نص الزر — The button's label while this colour shows; empty: the button hides for this colour. (String) */
  "link_label": string;
}

/** A stored Color Button Carousel block. */
export interface ColorButtonCarouselBlock {
  template: "lrdx-color-button-carousel";
  fields: ColorButtonCarouselFields;
  groups: ColorButtonCarouselGroup[];
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

/** Block-level fields of Content Blocks Carousel (lrdx-content-blocks-carousel). */
export interface ContentBlocksCarouselFields {
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
  /** عدد الأعمدة — Items in view from 1024px (1–4). (Number) */
  "col-numbers": number;
  /** محاذاة الأزرار في الأسفل — Aligns the CTAs at the bottom of each item, so the buttons of a row line up. (Bool) */
  "align_cta_items": boolean;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Content Blocks Carousel. */
export interface ContentBlocksCarouselGroup {
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

/** A stored Content Blocks Carousel block. */
export interface ContentBlocksCarouselBlock {
  template: "lrdx-content-blocks-carousel";
  fields: ContentBlocksCarouselFields;
  groups: ContentBlocksCarouselGroup[];
}

/** Block-level fields of Derivatives (lrdx-derivatives). */
export interface DerivativesFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** الأيقونة — Drawn before the model's name. (Icon) */
  "icon": IconName;
  /** رمز الطراز — The model whose figures are shown: a model of the model catalogue (l663_26my_x), a nameplate code (l663: its newest model) or a model key with a compare sheet (000 §7). Lower case. (String) */
  "car_key": string;
  /** رمز المحرك — The engine of the model whose figures are shown, by its catalogue code (p400); empty or unknown: the model's first engine. (String) */
  "engine_key": string;
  /** عرض الأرقام في أعمدة — On: the three figures sit side by side (stacked on phones); off: one under the other. (Bool) */
  "has_columns": boolean;
  /** رمز المواصفة الأولى — A spec name of the site's specification (top_speed, acceleration, consumption, power, emissions, range…). (String) */
  "spec_key_1": string;
  /** عنوان المواصفة الأولى — Empty: the site's label of the spec. (String) */
  "spec_label_1": string;
  /** رمز المواصفة الثانية (String) */
  "spec_key_2": string;
  /** عنوان المواصفة الثانية (String) */
  "spec_label_2": string;
  /** رمز المواصفة الثالثة (String) */
  "spec_key_3": string;
  /** عنوان المواصفة الثالثة (String) */
  "spec_label_3": string;
  /** عنوان المزايا — Heading of the standard equipment part. (String) */
  "features_heading": string;
  /** عنوان المواصفات — Heading of the three figures. (String) */
  "specs_heading": string;
  /** اسم الطراز — The model's name as shown; empty: the catalogue's name of the model. (String) */
  "model": string;
  /** نوع الهيكل (String) */
  "bodystyle": string;
  /** معرّف التبويب في الرابط — Optional: /page#tab_id reaches this block and opens its standard equipment part. Letters, digits, _ and -. (String) */
  "tab_id": string;
  /** نص زر المعدات القياسية (String) */
  "standard_equipment_information_label": string;
  /** محتوى المعدات القياسية (Markdown) */
  "standard_equipment_information_content": string;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Derivatives. */
export interface DerivativesGroup {

}

/** A stored Derivatives block. */
export interface DerivativesBlock {
  template: "lrdx-derivatives";
  fields: DerivativesFields;
  groups: DerivativesGroup[];
}

/** Block-level fields of Diesel Petrol Quiz (lrdx-diesel-petrol-quiz). */
export interface DieselPetrolQuizFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** صورة المقدمة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** عنوان المقدمة (String) */
  "dpq_box_heading": string;
  /** نص المقدمة (Text) */
  "dpq_box_body": string;
  /** زر البدء (String) */
  "dpq_box_cta": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** زر السؤال التالي (String) */
  "dpq_step_forword_label": string;
  /** زر السؤال السابق (String) */
  "dpq_step_backword_label": string;
  /** زر عرض النتيجة (String) */
  "dpq_final_step_label": string;
  /** زر البدء من جديد (String) */
  "dpq_initial_step_label": string;
  /** تلميح الإجابة الواحدة — Shown under a single-answer question (steps 1, 2, 4 and 5): 'Select an answer' (002 §5.2). (String) */
  "dpq_single_hint_label": string;
  /** تلميح الإجابات المتعددة — Shown under the multi-answer question (step 3): 'Select all that apply' (002 §5.2). (String) */
  "dpq_multi_hint_label": string;
  /** عدّاد الخطوات — The step indicator, announced to screen readers on each step. Must keep {current} and {total}. (String) */
  "dpq_step_counter_label": string;
  /** السؤال 1: العنوان (String) */
  "dpq_step_one_heading": string;
  /** السؤال 1: الوصف (String) */
  "dpq_step_one_subheading": string;
  /** السؤال 1: الإجابة 1 (String) */
  "dpq_step_one_answer_1": string;
  /** السؤال 1: وصف الإجابة 1 (String) */
  "dpq_step_one_answer_1_desc": string;
  /** السؤال 1: الإجابة 2 (String) */
  "dpq_step_one_answer_2": string;
  /** السؤال 1: وصف الإجابة 2 (String) */
  "dpq_step_one_answer_2_desc": string;
  /** السؤال 1: الإجابة 3 (String) */
  "dpq_step_one_answer_3": string;
  /** السؤال 1: وصف الإجابة 3 (String) */
  "dpq_step_one_answer_3_desc": string;
  /** السؤال 2: العنوان (String) */
  "dpq_step_two_heading": string;
  /** السؤال 2: الوصف (String) */
  "dpq_step_two_subheading": string;
  /** السؤال 2: الإجابة 1 (String) */
  "dpq_step_two_answer_1": string;
  /** السؤال 2: وصف الإجابة 1 (String) */
  "dpq_step_two_answer_1_desc": string;
  /** السؤال 2: الإجابة 2 (String) */
  "dpq_step_two_answer_2": string;
  /** السؤال 2: وصف الإجابة 2 (String) */
  "dpq_step_two_answer_2_desc": string;
  /** السؤال 2: الإجابة 3 (String) */
  "dpq_step_two_answer_3": string;
  /** السؤال 2: وصف الإجابة 3 (String) */
  "dpq_step_two_answer_3_desc": string;
  /** السؤال 2: الإجابة 4 (String) */
  "dpq_step_two_answer_4": string;
  /** السؤال 2: وصف الإجابة 4 (String) */
  "dpq_step_two_answer_4_desc": string;
  /** السؤال 3: العنوان (String) */
  "dpq_step_three_heading": string;
  /** السؤال 3: الوصف (String) */
  "dpq_step_three_subheading": string;
  /** السؤال 3: الإجابة 1 (String) */
  "dpq_step_three_answer_1": string;
  /** السؤال 3: وصف الإجابة 1 (String) */
  "dpq_step_three_answer_1_desc": string;
  /** السؤال 3: الإجابة 2 (String) */
  "dpq_step_three_answer_2": string;
  /** السؤال 3: وصف الإجابة 2 (String) */
  "dpq_step_three_answer_2_desc": string;
  /** السؤال 3: الإجابة 3 (String) */
  "dpq_step_three_answer_3": string;
  /** السؤال 3: وصف الإجابة 3 (String) */
  "dpq_step_three_answer_3_desc": string;
  /** السؤال 3: الإجابة 4 (String) */
  "dpq_step_three_answer_4": string;
  /** السؤال 3: وصف الإجابة 4 (String) */
  "dpq_step_three_answer_4_desc": string;
  /** السؤال 4: العنوان (String) */
  "dpq_step_four_heading": string;
  /** السؤال 4: الوصف (String) */
  "dpq_step_four_subheading": string;
  /** السؤال 4: الإجابة 1 (String) */
  "dpq_step_four_answer_1": string;
  /** السؤال 4: وصف الإجابة 1 (String) */
  "dpq_step_four_answer_1_desc": string;
  /** السؤال 4: الإجابة 2 (String) */
  "dpq_step_four_answer_2": string;
  /** السؤال 4: وصف الإجابة 2 (String) */
  "dpq_step_four_answer_2_desc": string;
  /** السؤال 5: العنوان (String) */
  "dpq_step_fifth_heading": string;
  /** السؤال 5: الوصف (String) */
  "dpq_step_fifth_subheading": string;
  /** السؤال 5: الإجابة 1 (String) */
  "dpq_step_fifth_answer_1": string;
  /** السؤال 5: وصف الإجابة 1 (String) */
  "dpq_step_fifth_answer_1_desc": string;
  /** السؤال 5: الإجابة 2 (String) */
  "dpq_step_fifth_answer_2": string;
  /** السؤال 5: وصف الإجابة 2 (String) */
  "dpq_step_fifth_answer_2_desc": string;
  /** السؤال 5: الإجابة 3 (String) */
  "dpq_step_fifth_answer_3": string;
  /** السؤال 5: وصف الإجابة 3 (String) */
  "dpq_step_fifth_answer_3_desc": string;
  /** عنوان المزايا (String) */
  "dpq_advantages_label": string;
  /** عنوان العيوب (String) */
  "dpq_disadvantages_label": string;
  /** عنوان الاقتراح الجانبي — The heading of every result's aside: 'You could also consider'. (String) */
  "aside_proposition_label": string;
  /** نتيجة البنزين: العنوان (String) */
  "petrol_result_heading": string;
  /** نتيجة البنزين: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "petrol_result_image": Image;
  /** نتيجة البنزين: المقدمة (Text) */
  "petrol_result_introduction": string;
  /** نتيجة البنزين: الوصف (Text) */
  "petrol_result_description": string;
  /** نتيجة البنزين: المزايا — One advantage a line, shown as a list. (Text) */
  "petrol_result_advantages": string;
  /** نتيجة البنزين: العيوب — One disadvantage a line, shown as a list. (Text) */
  "petrol_result_disadvantages": string;
  /** نتيجة البنزين: نص رابط السيارة (String) */
  "petrol_result_vehicle_label": string;
  /** نتيجة البنزين: رابط السيارة — Its label is the vehicle label when set, else the link's own text. (Link) */
  "petrol_result_vehicle_link": Link;
  /** نتيجة البنزين: نص الرابط الآخر (String) */
  "petrol_result_other_label": string;
  /** نتيجة البنزين: الرابط الآخر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "petrol_result_other_link": Link;
  /** نتيجة البنزين: عنوان الاقتراح (String) */
  "petrol_result_aside_label": string;
  /** نتيجة البنزين: وصف الاقتراح (Text) */
  "petrol_result_aside_description": string;
  /** نتيجة البنزين: نص الرابط الأساسي للاقتراح (String) */
  "petrol_result_aside_primary_label": string;
  /** نتيجة البنزين: الرابط الأساسي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "petrol_result_aside_primary_link": Link;
  /** نتيجة البنزين: نص الرابط الثانوي للاقتراح (String) */
  "petrol_result_aside_secondary_label": string;
  /** نتيجة البنزين: الرابط الثانوي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "petrol_result_aside_secondary_link": Link;
  /** نتيجة الديزل: العنوان (String) */
  "diesel_result_heading": string;
  /** نتيجة الديزل: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "diesel_result_image": Image;
  /** نتيجة الديزل: المقدمة (Text) */
  "diesel_result_introduction": string;
  /** نتيجة الديزل: الوصف (Text) */
  "diesel_result_description": string;
  /** نتيجة الديزل: المزايا — One advantage a line, shown as a list. (Text) */
  "diesel_result_advantages": string;
  /** نتيجة الديزل: العيوب — One disadvantage a line, shown as a list. (Text) */
  "diesel_result_disadvantages": string;
  /** نتيجة الديزل: نص رابط السيارة (String) */
  "diesel_result_vehicle_label": string;
  /** نتيجة الديزل: رابط السيارة — Its label is the vehicle label when set, else the link's own text. (Link) */
  "diesel_result_vehicle_link": Link;
  /** نتيجة الديزل: نص الرابط الآخر (String) */
  "diesel_result_other_label": string;
  /** نتيجة الديزل: الرابط الآخر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "diesel_result_other_link": Link;
  /** نتيجة الديزل: عنوان الاقتراح (String) */
  "diesel_result_aside_label": string;
  /** نتيجة الديزل: وصف الاقتراح (Text) */
  "diesel_result_aside_description": string;
  /** نتيجة الديزل: نص الرابط الأساسي للاقتراح (String) */
  "diesel_result_aside_primary_label": string;
  /** نتيجة الديزل: الرابط الأساسي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "diesel_result_aside_primary_link": Link;
  /** نتيجة الديزل: نص الرابط الثانوي للاقتراح (String) */
  "diesel_result_aside_secondary_label": string;
  /** نتيجة الديزل: الرابط الثانوي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "diesel_result_aside_secondary_link": Link;
  /** نتيجة الهجين القابل للشحن: العنوان (String) */
  "phev_result_heading": string;
  /** نتيجة الهجين القابل للشحن: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "phev_result_image": Image;
  /** نتيجة الهجين القابل للشحن: المقدمة (Text) */
  "phev_result_introduction": string;
  /** نتيجة الهجين القابل للشحن: الوصف (Text) */
  "phev_result_description": string;
  /** نتيجة الهجين القابل للشحن: المزايا — One advantage a line, shown as a list. (Text) */
  "phev_result_advantages": string;
  /** نتيجة الهجين القابل للشحن: العيوب — One disadvantage a line, shown as a list. (Text) */
  "phev_result_disadvantages": string;
  /** نتيجة الهجين القابل للشحن: نص رابط السيارة (String) */
  "phev_result_vehicle_label": string;
  /** نتيجة الهجين القابل للشحن: رابط السيارة — Its label is the vehicle label when set, else the link's own text. (Link) */
  "phev_result_vehicle_link": Link;
  /** نتيجة الهجين القابل للشحن: نص الرابط الآخر (String) */
  "phev_result_other_label": string;
  /** نتيجة الهجين القابل للشحن: الرابط الآخر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "phev_result_other_link": Link;
  /** نتيجة الهجين القابل للشحن: عنوان الاقتراح (String) */
  "phev_result_aside_label": string;
  /** نتيجة الهجين القابل للشحن: وصف الاقتراح (Text) */
  "phev_result_aside_description": string;
  /** نتيجة الهجين القابل للشحن: نص الرابط الأساسي للاقتراح (String) */
  "phev_result_aside_primary_label": string;
  /** نتيجة الهجين القابل للشحن: الرابط الأساسي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "phev_result_aside_primary_link": Link;
  /** نتيجة الهجين القابل للشحن: نص الرابط الثانوي للاقتراح (String) */
  "phev_result_aside_secondary_label": string;
  /** نتيجة الهجين القابل للشحن: الرابط الثانوي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "phev_result_aside_secondary_link": Link;
  /** نتيجة الكهربائية بالكامل: العنوان (String) */
  "bev_result_heading": string;
  /** نتيجة الكهربائية بالكامل: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "bev_result_image": Image;
  /** نتيجة الكهربائية بالكامل: المقدمة (Text) */
  "bev_result_introduction": string;
  /** نتيجة الكهربائية بالكامل: الوصف (Text) */
  "bev_result_description": string;
  /** نتيجة الكهربائية بالكامل: المزايا — One advantage a line, shown as a list. (Text) */
  "bev_result_advantages": string;
  /** نتيجة الكهربائية بالكامل: العيوب — One disadvantage a line, shown as a list. (Text) */
  "bev_result_disadvantages": string;
  /** نتيجة الكهربائية بالكامل: نص رابط السيارة (String) */
  "bev_result_vehicle_label": string;
  /** نتيجة الكهربائية بالكامل: رابط السيارة — Its label is the vehicle label when set, else the link's own text. (Link) */
  "bev_result_vehicle_link": Link;
  /** نتيجة الكهربائية بالكامل: نص الرابط الآخر (String) */
  "bev_result_other_label": string;
  /** نتيجة الكهربائية بالكامل: الرابط الآخر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "bev_result_other_link": Link;
  /** نتيجة الكهربائية بالكامل: عنوان الاقتراح (String) */
  "bev_result_aside_label": string;
  /** نتيجة الكهربائية بالكامل: وصف الاقتراح (Text) */
  "bev_result_aside_description": string;
  /** نتيجة الكهربائية بالكامل: نص الرابط الأساسي للاقتراح (String) */
  "bev_result_aside_primary_label": string;
  /** نتيجة الكهربائية بالكامل: الرابط الأساسي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "bev_result_aside_primary_link": Link;
  /** نتيجة الكهربائية بالكامل: نص الرابط الثانوي للاقتراح (String) */
  "bev_result_aside_secondary_label": string;
  /** نتيجة الكهربائية بالكامل: الرابط الثانوي للاقتراح — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "bev_result_aside_secondary_link": Link;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Diesel Petrol Quiz. */
export interface DieselPetrolQuizGroup {

}

/** A stored Diesel Petrol Quiz block. */
export interface DieselPetrolQuizBlock {
  template: "lrdx-diesel-petrol-quiz";
  fields: DieselPetrolQuizFields;
  groups: DieselPetrolQuizGroup[];
}

/** Block-level fields of Dropdown Sections Selector (lrdx-dropdown-sections-selector). */
export interface DropdownSectionsSelectorFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** عنوان القائمة المنسدلة (String) */
  "dropdown_label": string;
  /** الخيار الافتراضي للقائمة — The dropdown's empty first option, and the bar's button label before a choice. (String) */
  "dropdown_default": string;
  /** عنوان النافذة (String) */
  "modal_title": string;
  /** نص النافذة (Text) */
  "modal_text": string;
  /** نص زر العرض (String) */
  "button_label": string;
  /** نص الاختيار — Written before the chosen option: 'Your selection'. (String) */
  "selection_text": string;
  /** نص زر التعديل (String) */
  "edit_text": string;
  /** نص زر المسح (String) */
  "clear_text": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Dropdown Sections Selector. */
export interface DropdownSectionsSelectorGroup {
  /** نص الخيار (String) */
  "option_label": string;
  /** معرّفات الكتل — The block_scroll_id of each block relevant to this option, comma-separated (002 §3.12), e.g. 'urban-pack, towing'. Each id is letters, digits, _ or - (a block_scroll_id); spaces around the commas are allowed. (String) */
  "option_blocks": string;
}

/** A stored Dropdown Sections Selector block. */
export interface DropdownSectionsSelectorBlock {
  template: "lrdx-dropdown-sections-selector";
  fields: DropdownSectionsSelectorFields;
  groups: DropdownSectionsSelectorGroup[];
}

/** Block-level fields of Dual Frame Carousel 2.0 (lrdx-dual-frame-carousel-new). */
export interface DualFrameCarouselNewFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** المحاذاة العمودية — Where the text box sits against the picture from 1024px. (Select) */
  "vertical_alignment": "center" | "top";
  /** رابط فيديو يوتيوب — A YouTube address; when set, each slide's text box offers a button that plays it in the video modal (the link itself without JavaScript). (String) */
  "youtube": string;
  /** نص زر الفيديو — The label of the video button (designed here: the catalogue has none). (String) */
  "video_label": string;
  /** موضع الصورة — The side of the picture frame from 1024px, as seen on screen (right is the reading start in Arabic). (Select) */
  "image_alignment": "left" | "right";
  /** إيقاف التشغيل التلقائي — The slides change only when the visitor asks. (Bool) */
  "disable_autoplay": boolean;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Dual Frame Carousel 2.0. */
export interface DualFrameCarouselNewGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "rdx-image": Image;
  /** العنوان (String) */
  "title": string;
  /** النص (Markdown) */
  "text": string;
  /** الرابط — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rdx-link": Link;
}

/** A stored Dual Frame Carousel 2.0 block. */
export interface DualFrameCarouselNewBlock {
  template: "lrdx-dual-frame-carousel-new";
  fields: DualFrameCarouselNewFields;
  groups: DualFrameCarouselNewGroup[];
}

/** Block-level fields of Dual Frame Map (lrdx-dual-frame-map). */
export interface DualFrameMapFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** خط العرض — The location's latitude in decimal degrees (default 52.229676, 002 §9.2). (Number) */
  "location_latitude": number;
  /** خط الطول — The location's longitude in decimal degrees (default 21.012229, 002 §9.2). (Number) */
  "location_longitude": number;
  /** محتوى الموقع — HTML beside the map: the dealer's name, phones, e-mail, address, a directions link, services and opening hours (sanitised like every rich text). (Markdown) */
  "location_content": string;
  /** الخريطة في الجهة الأخرى — The map sits at the inline end instead of the inline start. (Bool) */
  "is_reversed": boolean;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Dual Frame Map. */
export interface DualFrameMapGroup {

}

/** A stored Dual Frame Map block. */
export interface DualFrameMapBlock {
  template: "lrdx-dual-frame-map";
  fields: DualFrameMapFields;
  groups: DualFrameMapGroup[];
}

/** Block-level fields of Electrifying Power (lrdx-electrifying-power). */
export interface ElectrifyingPowerFields {
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
  /** الصورة في الجهة الأخرى — From 1024px the picture sits at the inline start (right in Arabic) instead of the inline end. (Bool) */
  "is_reversed": boolean;
  /** الأزرار (LinksCollection) */
  "rdx-buttons": Link[];
  /** ملاحظة قانونية — Small print under the figures (how the range was measured). (Text) */
  "disclaimer": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Electrifying Power. */
export interface ElectrifyingPowerGroup {
  /** الأيقونة — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon": IconName;
  /** القيمة — The figure as written (digits, a range such as 0–80%, or up to 113). (String) */
  "value": string;
  /** الوحدة — Written after the value (كم، كيلوواط، ثانية، دقيقة). (String) */
  "unit": string;
  /** الوصف (String) */
  "label": string;
}

/** A stored Electrifying Power block. */
export interface ElectrifyingPowerBlock {
  template: "lrdx-electrifying-power";
  fields: ElectrifyingPowerFields;
  groups: ElectrifyingPowerGroup[];
}

export interface ExpandedEntryFormFormHiddenFieldMapping {
  [k: string]: string;
}

export interface ExpandedEntryFormFormParamsMapping {
  [k: string]: string;
}

export interface ExpandedEntryFormFormLocationParamsMapping {
  [k: string]: string;
}

export interface ExpandedEntryFormFormLocationMapping {
  [k: string]: string;
}

/** Block-level fields of Expanded Entry Form (lrdx-expanded-entry-form). */
export interface ExpandedEntryFormFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** النموذج — The form of the forms service to show, by id: the editor lists the forms (GET /forms). (Select) */
  "form_id": string;
  /** النموذج في عمودين — Lays the form's fields out in two columns from tablets up. (Bool) */
  "has_two_columns": boolean;
  /** الحقول المخفية — Hidden field name -> value sent with every submission. (Json) */
  "form_hidden_field_mapping": ExpandedEntryFormFormHiddenFieldMapping;
  /** ربط معاملات الرابط بالحقول — URL parameter -> id of the form field it fills. (Json) */
  "form_params_mapping": ExpandedEntryFormFormParamsMapping;
  /** ربط معاملات الرابط بالموقع — URL parameter -> id of the form's location field it fills. (Json) */
  "form_location_params_mapping": ExpandedEntryFormFormLocationParamsMapping;
  /** ربط المعرّفات بالمواقع — Any internal or external id (a retailer code, a CRM id) -> the forms service's location id. (Json) */
  "form_location_mapping": ExpandedEntryFormFormLocationMapping;
  /** موضع الزر (Select) */
  "button_position": "left" | "center" | "right";
  /** لون الزر (Select) */
  "button_color": "primary" | "secondary";
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** مسافة فوق الزر — Adds space between the last field and the submit button. (Bool) */
  "has_button_margin": boolean;
  /** عدد التبويبات في الصف العلوي — How many tabs share the top row (and each row under it) from tablets up; the rest wrap onto further rows in order. Phones show two tabs a row (one when this is 1). (Number) */
  "top_tabs_limit": number;
  /** إخلاء المسؤولية — Small print under the tabs and the form, e.g. the offers' terms. (Markdown) */
  "disclaimer": string;
  /** فقرة النموذج — Text above the form. (Text) */
  "form-paragraph": string;
  /** إخلاء مسؤولية النموذج — Small print under the form, e.g. how the visitor's data is used. (Markdown) */
  "form-disclaimer": string;
}

/** One repeatable group of Expanded Entry Form. */
export interface ExpandedEntryFormGroup {
  /** أيقونة التبويب — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "tab_icon": IconName;
  /** عنوان التبويب — The tab's name; a tab without one is named by its position. (String) */
  "tab_label": string;
  /** معرّف التبويب — Written to the address (#tab_id) when the tab is chosen and sent with the lead as additionalData.menaTabs; empty means tab-<position> (tab-1, tab-2...). Letters, digits, '_' and '-'. (String) */
  "tab_id": string;
  /** الحشو الأفقي للتبويب (بكسل) — Space on either side of the tab's label, in px. (Number) */
  "tab_x_padding": number;
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** الفقرة (Text) */
  "paragraph": string;
}

/** A stored Expanded Entry Form block. */
export interface ExpandedEntryFormBlock {
  template: "lrdx-expanded-entry-form";
  fields: ExpandedEntryFormFields;
  groups: ExpandedEntryFormGroup[];
}

export interface ExtendedWarrantyFormHiddenFieldMapping {
  [k: string]: string;
}

export interface ExtendedWarrantyTableContent {
  /**
   * The table's caption, read first by screen readers.
   */
  caption: string;
  /**
   * Heading of the vehicle-class column.
   */
  class_heading: string;
  /**
   * Heading of the price column.
   */
  price_heading: string;
  /**
   * Written after each price (the catalogue's prices are in AED).
   */
  currency: string;
  /**
   * One row per vehicle class, in the order shown.
   *
   * @maxItems 40
   */
  rows: {
    /**
     * The vehicle class, as visitors read it.
     */
    vehicle_class: string;
    /**
     * Starting price in the table's currency.
     */
    price: number;
  }[];
}

/** Block-level fields of Extended Warranty (lrdx-extended-warranty). */
export interface ExtendedWarrantyFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** النموذج — The form of the forms service to show, by id: the editor lists the forms (GET /forms). (Select) */
  "form_id": string;
  /** النموذج في عمودين — Lays the form's fields out in two columns from tablets up. (Bool) */
  "has_two_columns": boolean;
  /** الحقول المخفية — Hidden field name -> value sent with every submission. (Json) */
  "form_hidden_field_mapping": ExtendedWarrantyFormHiddenFieldMapping;
  /** جدول الأسعار — The price table: its caption, the two column headings, the currency written after each price, and one row per vehicle class with its starting price (a number; shown with the site's thousands separator and digits). A row without a class name is not shown. (Json) */
  "table_content": ExtendedWarrantyTableContent;
}

/** One repeatable group of Extended Warranty. */
export interface ExtendedWarrantyGroup {

}

/** A stored Extended Warranty block. */
export interface ExtendedWarrantyBlock {
  template: "lrdx-extended-warranty";
  fields: ExtendedWarrantyFields;
  groups: ExtendedWarrantyGroup[];
}

/** Block-level fields of Exterior 360 (lrdx-exterior360). */
export interface Exterior360Fields {
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
  /** تسلسل الصور الخارجي — The media library's exterior image sequence (its preset code): frame i is the picture firstImageId + i of that sequence (runtime/core/view360-sequences.ts). (Select) */
  "preset-exterior": "l663-110-exterior" | "l460-exterior";
  /** شريط تمرير بمقبض — A slider under the view whose handle turns the car (a native range input, keyboard operable). (Bool) */
  "has_slider_with_handle": boolean;
  /** سمة شريط التمرير — The slider's colours: light (dark handle on a light track) for light pages, dark for dark ones. The catalogue names the field without its options; these two are this site's. (Select) */
  "slider_theme": "light" | "dark";
  /** لوحة جانبية — A side panel (at the inline end from 1024px, under the view on smaller screens) with the heading, the paragraph and buttons for the front, side and rear views. (Bool) */
  "has_sidebar": boolean;
  /** دوران تلقائي — Once every frame has loaded the car turns by itself until the visitor interacts or presses pause; never when the visitor prefers reduced motion. (Bool) */
  "has_autostart": boolean;
  /** نص «انقر للتفاعل» — Shown over the view before the first interaction, on screens with a mouse. (String) */
  "clickToInteract": string;
  /** نص «المس للتفاعل» — Shown instead of clickToInteract on touch screens. (String) */
  "touchToInteract": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Exterior 360. */
export interface Exterior360Group {

}

/** A stored Exterior 360 block. */
export interface Exterior360Block {
  template: "lrdx-exterior360";
  fields: Exterior360Fields;
  groups: Exterior360Group[];
}

export interface FinanceCalculatorModelsInfo {
  /**
   * A catalogue model key (l663_26my_x); empty: the first popular model.
   */
  preselected_model: string;
  /**
   * An engine code of that model (d300); empty: its first engine.
   */
  preselected_engine: string;
  models: {
    model_key: string;
    /**
     * Paid by the distributor towards the deposit: the total deposit is the cash deposit plus this.
     */
    deposit_contribution: number;
  }[];
}

export interface FinanceCalculatorGroupFinanceProductInput {
  down_payment: {
    label: string;
    min: number;
    max: number;
    default: number;
    interval: number;
    /**
     * percent: min, max, default and interval are percentages of the on-the-road price (at most 100 is taken). amount: they are amounts in minor units of the catalogue's currency (fils for AED: 2000000 is 20,000.00).
     */
    unit: "percent" | "amount";
  };
  duration: {
    label: string;
    min: number;
    max: number;
    default: number;
    /**
     * Not in the catalogue's configuration (002 §3.11): one unit unless set.
     */
    interval: number;
    unit: "years" | "months";
    /**
     * Written after the duration's value (سنوات, شهراً).
     */
    unit_label: string;
  };
  interest_rate: {
    label: string;
    /**
     * The product's yearly nominal rate in percent (3.99 is 3.99 %); the monthly rate is a twelfth of it. Shown, not chosen by the visitor. Not in the catalogue's configuration, which names only the label (002 §3.11): 0 unless set.
     */
    rate: number;
  };
}

export interface FinanceCalculatorGroupFinanceProductOutput {
  monthly_payment: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
  };
  on_the_road_price: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
  };
  total_deposit: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
    cash_deposit: {
      /**
       * Empty: the figure is not shown.
       */
      label: string;
      /**
       * A note under the figure; empty for none.
       */
      description: string;
    };
  };
  total_amount_of_credit: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
  };
  monthly_payments: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
  };
  duration_of_agreement: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
    /**
     * Written after the months (Months).
     */
    unit: string;
  };
  interest_rate: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
  };
  created_at: {
    /**
     * Empty: the figure is not shown.
     */
    label: string;
    /**
     * A note under the figure; empty for none.
     */
    description: string;
    /**
     * A BCP 47 tag for the date; empty: the page's language.
     */
    language: string;
    date_style: "full" | "long" | "medium" | "short";
    time_style: "full" | "long" | "medium" | "short";
  };
}

/** Block-level fields of Finance Calculator (lrdx-finance-calculator). */
export interface FinanceCalculatorFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** نمط الحاسبة — default: a light panel, the steps one under another. mena: a dark panel, the products as cards and the monthly payment as the quote's headline. (Select) */
  "calculator_style": "default" | "mena";
  /** الطرازات المعروضة — Comma-separated nameplate codes (l663, l460); only their models are offered. Empty: every model of the catalogue. (String) */
  "nameplate_key_filter": string;
  /** العنوان (String) */
  "calc_header": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** وصف الحاسبة (Text) */
  "calc_header_description": string;
  /** نص زر اختيار المركبة (String) */
  "choose_label": string;
  /** نص زر تغيير المركبة (String) */
  "change_vehicle_label": string;
  /** عنوان المركبة المختارة (String) */
  "choosen_vehicle_text": string;
  /** نص قائمة سنة الطراز (String) */
  "model_year": string;
  /** نص قائمة نوع الهيكل (String) */
  "version_label": string;
  /** نص قائمة الطراز والفئة (String) */
  "trim_label": string;
  /** نص قائمة المحرك (String) */
  "engine_label": string;
  /** عنوان تخصيص العرض (String) */
  "personalise_quote_title": string;
  /** نص اختيار منتج التمويل (String) */
  "choose_finance_product_label": string;
  /** نص اختيار الخيارات (String) */
  "choose_options_label": string;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "your_quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_quote_label": string;
  /** نص التحميل — Shown while the models are read in the browser (the editor's preview). (String) */
  "loading_text": string;
  /** نص عدم توفر السعر — Shown instead of a price for an engine without one when hide_free_items is off; such a vehicle cannot be quoted. Not in the catalogue (decided). (String) */
  "no_price_text": string;
  /** نص عدم توفر مركبات — Shown when the catalogue offers no vehicle after the filter. Not in the catalogue (decided). (String) */
  "no_vehicles_text": string;
  /** نص زر الإنقاص — The stepper's minus button, read by screen readers with the input's label. (String) */
  "decrease_label": string;
  /** نص زر الزيادة — The stepper's plus button, read by screen readers with the input's label. (String) */
  "increase_label": string;
  /** ملاحظة القسط الشهري — Written under the calculator after its mark (*), which follows the monthly payment. (Text) */
  "monthly_price_disclaimer": string;
  /** ملاحظة سعر السيارة — Written under the calculator after its mark (** after the monthly payment's, * when that one is empty), which follows the vehicle's price. (Text) */
  "car_price_disclaimer": string;
  /** عنوان إخلاء المسؤولية (String) */
  "calc_disclaimer_header": string;
  /** نص إخلاء المسؤولية (Markdown) */
  "calc_disclaimer_text": string;
  /** إخفاء المركبات بلا سعر — Leaves out engines without a price in the catalogue (and models and years left without one). (Bool) */
  "hide_free_items": boolean;
  /** معلومات الطرازات — What the catalogue does not hold about the offered models (002 §3.11 models_info, shape not shown, so designed): the vehicle preselected at start (a model key and engine code; empty: the catalogue's first popular model) and each model's deposit contribution (minor units, added to the cash deposit in the total deposit). Edited as a form, stored as this structure. (Json) */
  "models_info": FinanceCalculatorModelsInfo;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Finance Calculator. */
export interface FinanceCalculatorGroup {
  /** رمز منتج التمويل — The product's code (hire_purchase, pcp, murabaha…), sent with the analytics events. (String) */
  "finance_product": string;
  /** اسم منتج التمويل (String) */
  "finance_product_name": string;
  /** وصف منتج التمويل (Text) */
  "finance_product_description": string;
  /** رابط المنتج — Under the product's description while personalising (e.g. the product's page). (Link) */
  "finance_product_link": Link;
  /** زر العرض — The quote's main button (e.g. apply for finance). (Link) */
  "finance_product_button": Link;
  /** أزرار العرض الإضافية — More buttons under the quote (e.g. book a test drive). (LinksCollection) */
  "finance_product_buttons": Link[];
  /** إعداد مدخلات المنتج — What the visitor sets for this product (002 §3.11 input configuration, §5.3 bounds): down payment, duration, and the interest rate shown. Edited as a form, stored as this structure. (Json) */
  "finance_product_input": FinanceCalculatorGroupFinanceProductInput;
  /** إعداد مخرجات العرض — The figures 'Your quote' shows, in this order (002 §3.11 output configuration): each with its label and an optional description; an emptied label hides its figure. Edited as a form, stored as this structure. (Json) */
  "finance_product_output": FinanceCalculatorGroupFinanceProductOutput;
  /** عنوان ملاحظة المنتج (String) */
  "finance_product_disclaimer_title": string;
  /** نص ملاحظة المنتج (Markdown) */
  "finance_product_disclaimer_body": string;
}

/** A stored Finance Calculator block. */
export interface FinanceCalculatorBlock {
  template: "lrdx-finance-calculator";
  fields: FinanceCalculatorFields;
  groups: FinanceCalculatorGroup[];
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
  /** النموذج — The form of the forms service to show, by id: the editor lists the forms (GET /forms). (Select) */
  "form_id": string;
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

/** Block-level fields of Gallery Carousel (lrdx-gallery). */
export interface GalleryFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** اسم المعرض (String) */
  "gallery_name": string;
  /** مستوى العنوان — The level of the gallery's name. (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** السماح بتنزيل الخلفيات — Each picture offers two wallpaper downloads: desktop 1600×900 and phone 1080×1920. (Bool) */
  "can_download_wallpaper": boolean;
  /** رابط المشاركة على فيسبوك — Shows a link that shares the gallery (the page, at the current picture) on Facebook. (Bool) */
  "fb_link": boolean;
  /** رابط المشاركة على إكس (تويتر) — Shows a link that shares the gallery (the page, at the current picture) on X (Twitter). (Bool) */
  "tw_link": boolean;
  /** نص زر الفئات — The label of the button that lists the pictures' categories. Empty: no button (and every picture shows). (String) */
  "categories_button": string;
  /** نص خيار كل الفئات — Not a catalogue field: the first choice of the categories list, showing every picture. (String) */
  "all_categories_label": string;
  /** نص مشاركة فيسبوك — Not a catalogue field: the Facebook share link's text. (String) */
  "share_fb_label": string;
  /** نص مشاركة إكس — Not a catalogue field: the X (Twitter) share link's text. (String) */
  "share_tw_label": string;
  /** نص خلفية سطح المكتب — Not a catalogue field: the desktop wallpaper download link's text (1600×900). (String) */
  "wallpaper_desktop_label": string;
  /** نص خلفية الجوال — Not a catalogue field: the phone wallpaper download link's text (1080×1920). (String) */
  "wallpaper_mobile_label": string;
  /** نص زر ملء الشاشة — Not a catalogue field: the label of the button that shows the gallery over the whole screen (where the browser allows it). (String) */
  "fullscreen_label": string;
  /** زر الإغلاق — Where closing the gallery goes: a page of this site. Form, external and file links are refused (catalogue §5.5); an empty link shows no close button. (Link) */
  "close_button": Link;
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Gallery Carousel. */
export interface GalleryGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** الفئة — The category the picture belongs to (pictures with the same text form one category). Empty: only under all pictures. (String) */
  "category": string;
  /** التعليق (String) */
  "caption": string;
}

/** A stored Gallery Carousel block. */
export interface GalleryBlock {
  template: "lrdx-gallery";
  fields: GalleryFields;
  groups: GalleryGroup[];
}

/** Block-level fields of Gallery Categories (lrdx-gallery-categories). */
export interface GalleryCategoriesFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** اسم المعرض (String) */
  "gallery_name": string;
  /** مستوى العنوان — The level of the gallery's name. (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** زر المشاركة على فيسبوك (Bool) */
  "has_fb_button": boolean;
  /** زر المشاركة على إكس (تويتر) (Bool) */
  "has_tw_button": boolean;
  /** زر الإغلاق — Where closing the categories goes; an empty link shows no close button. (Link) */
  "close_button": Link;
  /** نص عدد الصور — Not a catalogue field: written on a card with its images_quantity; {count} is replaced by the number. (String) */
  "images_label": string;
  /** نص مشاركة فيسبوك — Not a catalogue field: the Facebook share button's text. (String) */
  "share_fb_label": string;
  /** نص مشاركة إكس — Not a catalogue field: the X (Twitter) share button's text. (String) */
  "share_tw_label": string;
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Gallery Categories. */
export interface GalleryCategoriesGroup {
  /** اسم الفئة (String) */
  "category_name": string;
  /** عدد الصور — Shown on the card as '12 صورة'. 0: not shown. (Number) */
  "images_quantity": number;
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** رابط المعرض — The page of this category's gallery (a site path such as /models/defender/gallery, or an https address). (String) */
  "gallery_url": string;
}

/** A stored Gallery Categories block. */
export interface GalleryCategoriesBlock {
  template: "lrdx-gallery-categories";
  fields: GalleryCategoriesFields;
  groups: GalleryCategoriesGroup[];
}

export interface HeroSliderGroupVideoStyles {
  /**
   * cover fills the slide and crops; contain shows the whole video with bands.
   */
  fit: "cover" | "contain";
  /**
   * Horizontal focal point in percent from the video's left edge, kept in view when cropped.
   */
  focus_x: number;
  /**
   * Vertical focal point in percent from the top edge.
   */
  focus_y: number;
  /**
   * Scale of the video inside the slide (1 = as fitted).
   */
  zoom: number;
  /**
   * Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.
   */
  background: string;
}

export interface HeroSliderGroupVideoStylesWide {
  /**
   * cover fills the slide and crops; contain shows the whole video with bands.
   */
  fit: "cover" | "contain";
  /**
   * Horizontal focal point in percent from the video's left edge, kept in view when cropped.
   */
  focus_x: number;
  /**
   * Vertical focal point in percent from the top edge.
   */
  focus_y: number;
  /**
   * Scale of the video inside the slide (1 = as fitted).
   */
  zoom: number;
  /**
   * Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.
   */
  background: string;
}

/** Block-level fields of Hero Carousel (lrdx-hero-slider). */
export interface HeroSliderFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** مؤقت الشريحة — Shows the time left of the current slide as a bar in the controls box (only while the slides advance by themselves). (Bool) */
  "has_timer": boolean;
  /** صندوق النص فوق الصورة — On: each slide's text sits in a coloured box (box_color) over the picture from 741px up. Off: the text sits in a band below the picture at every width. Decided here: the catalogue names the switch only. (Bool) */
  "has_banner": boolean;
  /** السماح بأربع شرائح على الجوال — 'Allow 4 slides on mobile': on phones (below 741px) only the first 4 slides are shown; larger screens show every slide. (Bool) */
  "has_touch_devices_slides_limit": boolean;
  /** فيديو مخصص للجوال — Phones (below 741px) play each slide's video_mobile instead of video_desktop; a slide without video_mobile shows its picture on phones. (Bool) */
  "has_mobile_video": boolean;
  /** نسبة عرض عريضة — From 741px up, slides show their wide picture (rdx-image-wide, 1600x650) and take the wide ratio; phones keep 16:9. (Bool) */
  "has_wide_ratio": boolean;
  /** ملء الشاشة (FFI) — Full-frame image: from 741px up the slides fill the window's height (less the header) instead of a fixed ratio; the picture is cropped around its centre. Decided here: the catalogue names the switch only. (Bool) */
  "is_ffi": boolean;
  /** تشغيل تلقائي — The slides advance by themselves (every slide_duration ms) and background videos play muted. Off: the visitor moves the slides. (Bool) */
  "is_autoplay": boolean;
  /** مفتاح العرض — The offer these slides advertise (an offer's key in the offers feed); passed to personalisation and written on the block for analytics. (String) */
  "offer_key": string;
  /** تخصيص المحتوى (MXO) — Asks the personalisation service which slide to show first (runtime/core/personalisation.ts). The local provider answers nothing, so the editor's order stays; a real one would call the MXO interaction API. (Bool) */
  "has_mxo": boolean;
  /** مدة الشريحة (ملّي ثانية) — Milliseconds each slide shows before the next; held as a string as in the catalogue. 1000–60000. (String) */
  "slide_duration": string;
  /** لون صندوق المؤقت — Colour of the box holding the timer, the slide buttons and pause/play. (Select) */
  "timer_box_color": "white-theme" | "light-theme" | "dark-theme";
  /** لون صندوق النص (Select) */
  "box_color": "white-theme" | "light-theme" | "dark-theme";
  /** لون أزرار الفيديو — The catalogue's video controls colour: dark-theme draws the play/pause of video slides dark, light-theme light. (Select) */
  "video_controls_color": "dark-theme" | "light-theme";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Hero Carousel. */
export interface HeroSliderGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "rdx-image": Image;
  /** الصورة العريضة — Shown from 741px up when has_wide_ratio is on. Left as the default image, the slide's picture is used, cropped to the wide ratio. Its alternative text is the picture's. (Image) */
  "rdx-image-wide": Image;
  /** مدة هذه الشريحة (ملّي ثانية) — This slide's own time in ms instead of slide_duration; empty: slide_duration. (String) */
  "slide_duration_limit": string;
  /** رابط فيديو يوتيوب — A YouTube address (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…). Played through youtube-nocookie.com, only once the visitor consented to third-party content and only when the slide is shown. (String) */
  "video_bg": string;
  /** نوع الفيديو — video: a play button over the picture starts the video with its controls. video_background: the video plays muted and looped behind the text (when is_autoplay is on and the visitor does not prefer reduced motion), with a pause button. (Select) */
  "video_type": "video" | "video_background";
  /** فيديو (ملف) للشاشات الكبيرة — A native video file (MP4/WebM on this site or https) for the slide; plays in place of the YouTube video when both are set. (String) */
  "video_desktop": string;
  /** فيديو (ملف) للجوال — The native video phones play when has_mobile_video is on. (String) */
  "video_mobile": string;
  /** تنسيق الفيديو — How the video sits in the slide. The catalogue held this as a JSON string; here a structured value. (Json) */
  "video-styles": HeroSliderGroupVideoStyles;
  /** تنسيق الفيديو العريض — video-styles for the wide ratio (has_wide_ratio, 741px up). The catalogue held this as a JSON string; here a structured value. (Json) */
  "video-styles-wide": HeroSliderGroupVideoStylesWide;
  /** الرابط — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rdx-link": Link;
  /** روابط بديلة — Shown instead of rdx-link when it is empty or its dynamic-content rule hides it. At most 2. (LinksCollection) */
  "rdx-fallback-links": Link[];
  /** العنوان — The slide's headline (HTML, sanitised like every HTML field). (Markdown) */
  "info": string;
  /** الوصف — HTML, sanitised. (Markdown) */
  "description": string;
  /** السعر — HTML, sanitised. (Markdown) */
  "price": string;
}

/** A stored Hero Carousel block. */
export interface HeroSliderBlock {
  template: "lrdx-hero-slider";
  fields: HeroSliderFields;
  groups: HeroSliderGroup[];
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

/** Block-level fields of Hero Title Banner Tall (lrdx-hero-title-banner-tall). */
export interface HeroTitleBannerTallFields {
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
  /** صورة الجوال — Portrait picture (9:16) shown below 741px, from the catalogue's tall sizes. Optional: left as the default image (24735), phones show the main picture cropped to the tall frame. Its alternative text is the main picture's. (Image) */
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
  /** مؤقت العرض — Shows a countdown (days, hours, minutes) to the end of the offer period running now (offer_schedule: 23:59:59 of its end day, in the visitor's clock). Without an offer_schedule nothing is shown. (Bool) */
  "has_timer": boolean;
  /** نص المؤقت (String) */
  "timer_label": string;
}

/** One repeatable group of Hero Title Banner Tall. */
export interface HeroTitleBannerTallGroup {

}

/** A stored Hero Title Banner Tall block. */
export interface HeroTitleBannerTallBlock {
  template: "lrdx-hero-title-banner-tall";
  fields: HeroTitleBannerTallFields;
  groups: HeroTitleBannerTallGroup[];
}

export interface HirePurchaseBruneiLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseBrunei (lrdx-hire-purchase-brunei). */
export interface HirePurchaseBruneiFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "brunei";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseBruneiLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseBrunei. */
export interface HirePurchaseBruneiGroup {

}

/** A stored HirePurchaseBrunei block. */
export interface HirePurchaseBruneiBlock {
  template: "lrdx-hire-purchase-brunei";
  fields: HirePurchaseBruneiFields;
  groups: HirePurchaseBruneiGroup[];
}

export interface HirePurchaseBulgariaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseBulgaria (lrdx-hire-purchase-bulgaria). */
export interface HirePurchaseBulgariaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "bulgaria";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseBulgariaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseBulgaria. */
export interface HirePurchaseBulgariaGroup {

}

/** A stored HirePurchaseBulgaria block. */
export interface HirePurchaseBulgariaBlock {
  template: "lrdx-hire-purchase-bulgaria";
  fields: HirePurchaseBulgariaFields;
  groups: HirePurchaseBulgariaGroup[];
}

export interface HirePurchaseCyprusLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseCyprus (lrdx-hire-purchase-cyprus). */
export interface HirePurchaseCyprusFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "cyprus";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseCyprusLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseCyprus. */
export interface HirePurchaseCyprusGroup {

}

/** A stored HirePurchaseCyprus block. */
export interface HirePurchaseCyprusBlock {
  template: "lrdx-hire-purchase-cyprus";
  fields: HirePurchaseCyprusFields;
  groups: HirePurchaseCyprusGroup[];
}

export interface HirePurchaseDenmarkLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseDenmark (lrdx-hire-purchase-denmark). */
export interface HirePurchaseDenmarkFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "denmark";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseDenmarkLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseDenmark. */
export interface HirePurchaseDenmarkGroup {

}

/** A stored HirePurchaseDenmark block. */
export interface HirePurchaseDenmarkBlock {
  template: "lrdx-hire-purchase-denmark";
  fields: HirePurchaseDenmarkFields;
  groups: HirePurchaseDenmarkGroup[];
}

export interface HirePurchaseEstoniaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseEstonia (lrdx-hire-purchase-estonia). */
export interface HirePurchaseEstoniaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "estonia";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseEstoniaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseEstonia. */
export interface HirePurchaseEstoniaGroup {

}

/** A stored HirePurchaseEstonia block. */
export interface HirePurchaseEstoniaBlock {
  template: "lrdx-hire-purchase-estonia";
  fields: HirePurchaseEstoniaFields;
  groups: HirePurchaseEstoniaGroup[];
}

export interface HirePurchaseFinlandLoanLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseFinlandLoan (lrdx-hire-purchase-finland-loan). */
export interface HirePurchaseFinlandLoanFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "finland-loan";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseFinlandLoanLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseFinlandLoan. */
export interface HirePurchaseFinlandLoanGroup {

}

/** A stored HirePurchaseFinlandLoan block. */
export interface HirePurchaseFinlandLoanBlock {
  template: "lrdx-hire-purchase-finland-loan";
  fields: HirePurchaseFinlandLoanFields;
  groups: HirePurchaseFinlandLoanGroup[];
}

export interface HirePurchaseFinlandLoanLfiLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseFinlandLoanLFI (lrdx-hire-purchase-finland-loan-lfi). */
export interface HirePurchaseFinlandLoanLfiFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "finland-loan-lfi";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseFinlandLoanLfiLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseFinlandLoanLFI. */
export interface HirePurchaseFinlandLoanLfiGroup {

}

/** A stored HirePurchaseFinlandLoanLFI block. */
export interface HirePurchaseFinlandLoanLfiBlock {
  template: "lrdx-hire-purchase-finland-loan-lfi";
  fields: HirePurchaseFinlandLoanLfiFields;
  groups: HirePurchaseFinlandLoanLfiGroup[];
}

export interface HirePurchaseGibraltarLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseGibraltar (lrdx-hire-purchase-gibraltar). */
export interface HirePurchaseGibraltarFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "gibraltar";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseGibraltarLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseGibraltar. */
export interface HirePurchaseGibraltarGroup {

}

/** A stored HirePurchaseGibraltar block. */
export interface HirePurchaseGibraltarBlock {
  template: "lrdx-hire-purchase-gibraltar";
  fields: HirePurchaseGibraltarFields;
  groups: HirePurchaseGibraltarGroup[];
}

export interface HirePurchaseGreeceLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseGreece (lrdx-hire-purchase-greece). */
export interface HirePurchaseGreeceFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "greece";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseGreeceLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseGreece. */
export interface HirePurchaseGreeceGroup {

}

/** A stored HirePurchaseGreece block. */
export interface HirePurchaseGreeceBlock {
  template: "lrdx-hire-purchase-greece";
  fields: HirePurchaseGreeceFields;
  groups: HirePurchaseGreeceGroup[];
}

export interface HirePurchaseHungaryLeasingLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseHungaryLeasing (lrdx-hire-purchase-hungary-leasing). */
export interface HirePurchaseHungaryLeasingFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "hungary-leasing";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseHungaryLeasingLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseHungaryLeasing. */
export interface HirePurchaseHungaryLeasingGroup {

}

/** A stored HirePurchaseHungaryLeasing block. */
export interface HirePurchaseHungaryLeasingBlock {
  template: "lrdx-hire-purchase-hungary-leasing";
  fields: HirePurchaseHungaryLeasingFields;
  groups: HirePurchaseHungaryLeasingGroup[];
}

export interface HirePurchaseIcelandLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseIceland (lrdx-hire-purchase-iceland). */
export interface HirePurchaseIcelandFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "iceland";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseIcelandLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseIceland. */
export interface HirePurchaseIcelandGroup {

}

/** A stored HirePurchaseIceland block. */
export interface HirePurchaseIcelandBlock {
  template: "lrdx-hire-purchase-iceland";
  fields: HirePurchaseIcelandFields;
  groups: HirePurchaseIcelandGroup[];
}

export interface HirePurchaseIrelandLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseIreland (lrdx-hire-purchase-ireland). */
export interface HirePurchaseIrelandFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "ireland";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseIrelandLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseIreland. */
export interface HirePurchaseIrelandGroup {

}

/** A stored HirePurchaseIreland block. */
export interface HirePurchaseIrelandBlock {
  template: "lrdx-hire-purchase-ireland";
  fields: HirePurchaseIrelandFields;
  groups: HirePurchaseIrelandGroup[];
}

export interface HirePurchaseIrelandSecondaryLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseIrelandSecondary (lrdx-hire-purchase-ireland-secondary). */
export interface HirePurchaseIrelandSecondaryFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "ireland-secondary";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseIrelandSecondaryLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseIrelandSecondary. */
export interface HirePurchaseIrelandSecondaryGroup {

}

/** A stored HirePurchaseIrelandSecondary block. */
export interface HirePurchaseIrelandSecondaryBlock {
  template: "lrdx-hire-purchase-ireland-secondary";
  fields: HirePurchaseIrelandSecondaryFields;
  groups: HirePurchaseIrelandSecondaryGroup[];
}

export interface HirePurchaseLatviaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseLatvia (lrdx-hire-purchase-latvia). */
export interface HirePurchaseLatviaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "latvia";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseLatviaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseLatvia. */
export interface HirePurchaseLatviaGroup {

}

/** A stored HirePurchaseLatvia block. */
export interface HirePurchaseLatviaBlock {
  template: "lrdx-hire-purchase-latvia";
  fields: HirePurchaseLatviaFields;
  groups: HirePurchaseLatviaGroup[];
}

export interface HirePurchaseLithuaniaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseLithuania (lrdx-hire-purchase-lithuania). */
export interface HirePurchaseLithuaniaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "lithuania";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseLithuaniaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseLithuania. */
export interface HirePurchaseLithuaniaGroup {

}

/** A stored HirePurchaseLithuania block. */
export interface HirePurchaseLithuaniaBlock {
  template: "lrdx-hire-purchase-lithuania";
  fields: HirePurchaseLithuaniaFields;
  groups: HirePurchaseLithuaniaGroup[];
}

export interface HirePurchaseMaltaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseMalta (lrdx-hire-purchase-malta). */
export interface HirePurchaseMaltaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "malta";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseMaltaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseMalta. */
export interface HirePurchaseMaltaGroup {

}

/** A stored HirePurchaseMalta block. */
export interface HirePurchaseMaltaBlock {
  template: "lrdx-hire-purchase-malta";
  fields: HirePurchaseMaltaFields;
  groups: HirePurchaseMaltaGroup[];
}

export interface HirePurchaseMoldovaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseMoldova (lrdx-hire-purchase-moldova). */
export interface HirePurchaseMoldovaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "moldova";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseMoldovaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseMoldova. */
export interface HirePurchaseMoldovaGroup {

}

/** A stored HirePurchaseMoldova block. */
export interface HirePurchaseMoldovaBlock {
  template: "lrdx-hire-purchase-moldova";
  fields: HirePurchaseMoldovaFields;
  groups: HirePurchaseMoldovaGroup[];
}

export interface HirePurchaseNorwayLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseNorway (lrdx-hire-purchase-norway). */
export interface HirePurchaseNorwayFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "norway";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseNorwayLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseNorway. */
export interface HirePurchaseNorwayGroup {

}

/** A stored HirePurchaseNorway block. */
export interface HirePurchaseNorwayBlock {
  template: "lrdx-hire-purchase-norway";
  fields: HirePurchaseNorwayFields;
  groups: HirePurchaseNorwayGroup[];
}

export interface HirePurchaseNzLeaseLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseNZLease (lrdx-hire-purchase-nz-lease). */
export interface HirePurchaseNzLeaseFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "nz-lease";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseNzLeaseLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseNZLease. */
export interface HirePurchaseNzLeaseGroup {

}

/** A stored HirePurchaseNZLease block. */
export interface HirePurchaseNzLeaseBlock {
  template: "lrdx-hire-purchase-nz-lease";
  fields: HirePurchaseNzLeaseFields;
  groups: HirePurchaseNzLeaseGroup[];
}

export interface HirePurchaseNzLoanLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseNZLoan (lrdx-hire-purchase-nz-loan). */
export interface HirePurchaseNzLoanFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "nz-loan";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseNzLoanLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseNZLoan. */
export interface HirePurchaseNzLoanGroup {

}

/** A stored HirePurchaseNZLoan block. */
export interface HirePurchaseNzLoanBlock {
  template: "lrdx-hire-purchase-nz-loan";
  fields: HirePurchaseNzLoanFields;
  groups: HirePurchaseNzLoanGroup[];
}

export interface HirePurchaseRomaniaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseRomania (lrdx-hire-purchase-romania). */
export interface HirePurchaseRomaniaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "romania";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseRomaniaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseRomania. */
export interface HirePurchaseRomaniaGroup {

}

/** A stored HirePurchaseRomania block. */
export interface HirePurchaseRomaniaBlock {
  template: "lrdx-hire-purchase-romania";
  fields: HirePurchaseRomaniaFields;
  groups: HirePurchaseRomaniaGroup[];
}

export interface HirePurchaseSampleLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseSample (lrdx-hire-purchase-sample). */
export interface HirePurchaseSampleFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "sample";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseSampleLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseSample. */
export interface HirePurchaseSampleGroup {

}

/** A stored HirePurchaseSample block. */
export interface HirePurchaseSampleBlock {
  template: "lrdx-hire-purchase-sample";
  fields: HirePurchaseSampleFields;
  groups: HirePurchaseSampleGroup[];
}

export interface HirePurchaseSingaporeLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseSingapore (lrdx-hire-purchase-singapore). */
export interface HirePurchaseSingaporeFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "singapore";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseSingaporeLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseSingapore. */
export interface HirePurchaseSingaporeGroup {

}

/** A stored HirePurchaseSingapore block. */
export interface HirePurchaseSingaporeBlock {
  template: "lrdx-hire-purchase-singapore";
  fields: HirePurchaseSingaporeFields;
  groups: HirePurchaseSingaporeGroup[];
}

export interface HirePurchaseSloveniaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseSlovenia (lrdx-hire-purchase-slovenia). */
export interface HirePurchaseSloveniaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "slovenia";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseSloveniaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseSlovenia. */
export interface HirePurchaseSloveniaGroup {

}

/** A stored HirePurchaseSlovenia block. */
export interface HirePurchaseSloveniaBlock {
  template: "lrdx-hire-purchase-slovenia";
  fields: HirePurchaseSloveniaFields;
  groups: HirePurchaseSloveniaGroup[];
}

export interface HirePurchaseSwedenLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseSweden (lrdx-hire-purchase-sweden). */
export interface HirePurchaseSwedenFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "sweden";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseSwedenLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseSweden. */
export interface HirePurchaseSwedenGroup {

}

/** A stored HirePurchaseSweden block. */
export interface HirePurchaseSwedenBlock {
  template: "lrdx-hire-purchase-sweden";
  fields: HirePurchaseSwedenFields;
  groups: HirePurchaseSwedenGroup[];
}

export interface HirePurchaseThailandLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseThailand (lrdx-hire-purchase-thailand). */
export interface HirePurchaseThailandFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "thailand";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseThailandLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseThailand. */
export interface HirePurchaseThailandGroup {

}

/** A stored HirePurchaseThailand block. */
export interface HirePurchaseThailandBlock {
  template: "lrdx-hire-purchase-thailand";
  fields: HirePurchaseThailandFields;
  groups: HirePurchaseThailandGroup[];
}

export interface HirePurchaseUkraineLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseUkraine (lrdx-hire-purchase-ukraine). */
export interface HirePurchaseUkraineFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "ukraine";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseUkraineLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseUkraine. */
export interface HirePurchaseUkraineGroup {

}

/** A stored HirePurchaseUkraine block. */
export interface HirePurchaseUkraineBlock {
  template: "lrdx-hire-purchase-ukraine";
  fields: HirePurchaseUkraineFields;
  groups: HirePurchaseUkraineGroup[];
}

export interface HirePurchaseUniversalLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseUniversal (lrdx-hire-purchase-universal). */
export interface HirePurchaseUniversalFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "universal";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseUniversalLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseUniversal. */
export interface HirePurchaseUniversalGroup {

}

/** A stored HirePurchaseUniversal block. */
export interface HirePurchaseUniversalBlock {
  template: "lrdx-hire-purchase-universal";
  fields: HirePurchaseUniversalFields;
  groups: HirePurchaseUniversalGroup[];
}

export interface HirePurchaseUniversalLeasingLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseUniversalLeasing (lrdx-hire-purchase-universal-leasing). */
export interface HirePurchaseUniversalLeasingFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "universal-leasing";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseUniversalLeasingLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseUniversalLeasing. */
export interface HirePurchaseUniversalLeasingGroup {

}

/** A stored HirePurchaseUniversalLeasing block. */
export interface HirePurchaseUniversalLeasingBlock {
  template: "lrdx-hire-purchase-universal-leasing";
  fields: HirePurchaseUniversalLeasingFields;
  groups: HirePurchaseUniversalLeasingGroup[];
}

export interface HirePurchaseUniversalMenaLabels {
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** Block-level fields of HirePurchaseUniversalMena (lrdx-hire-purchase-universal-mena). */
export interface HirePurchaseUniversalMenaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** السوق — The market whose preset (currency, ranges, fees, tax, labels, legal example) the calculator uses; each template has exactly one. (Select) */
  "market": "universal-mena";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "intro": string;
  /** سعر المركبة (بالوحدة الصغرى للعملة) — The cash price the calculator starts from, in minor units of the market's currency (fils, cents, satang; ISK whole krónur). Absent: the market preset's sample price. The visitor may change it. (Number) */
  "vehicle_price"?: number;
  /** معدل الفائدة السنوي (%) — The nominal (or, in flat-rate markets, flat) yearly rate in percent the calculator starts from. Absent: the market preset's default. Kept inside the market's rate range. (Number) */
  "interest_rate"?: number;
  /** تسميات الحاسبة — The figure labels; each left empty takes the market's own label in the page's language (markets.ts labelsAr on the Arabic site, labels otherwise). (Json) */
  "labels": HirePurchaseUniversalMenaLabels;
  /** نص زر الحساب (String) */
  "calculate_label": string;
  /** عنوان العرض (String) */
  "quote_title": string;
  /** نص زر تعديل العرض (String) */
  "edit_label": string;
  /** نص زر جدول السداد (String) */
  "schedule_label": string;
  /** عنوان المثال التمثيلي — Heading of the representative example shown where the market's regulator asks for one (markets.ts legalExample). (String) */
  "legal_example_title": string;
  /** إخلاء المسؤولية (String) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of HirePurchaseUniversalMena. */
export interface HirePurchaseUniversalMenaGroup {

}

/** A stored HirePurchaseUniversalMena block. */
export interface HirePurchaseUniversalMenaBlock {
  template: "lrdx-hire-purchase-universal-mena";
  fields: HirePurchaseUniversalMenaFields;
  groups: HirePurchaseUniversalMenaGroup[];
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

/** Block-level fields of House of Brands (lrdx-house-of-brands). */
export interface HouseOfBrandsFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** تخطيط الأزرار — single-cta: one button per brand; dual-cta: the secondary button as well. (Select) */
  "layout_variant": "single-cta" | "dual-cta";
  /** تفعيل الحركة — On: each brand's animation video plays (muted, looped, with a pause button) and the panels fade in; never for visitors who prefer reduced motion. (Bool) */
  "enable_animation": boolean;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of House of Brands. */
export interface HouseOfBrandsGroup {
  /** العلامة (Select) */
  "brand": "range-rover" | "defender" | "discovery";
  /** صورة الخلفية — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "bg-image": Image;
  /** فيديو الحركة — A short native video (mp4) played muted in a loop over the picture when enable_animation is on; empty: the picture only. (String) */
  "animation_video": string;
  /** الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "button": Link;
  /** الزر الثانوي — Shown only with layout_variant dual-cta. (Link) */
  "secondary_button": Link;
}

/** A stored House of Brands block. */
export interface HouseOfBrandsBlock {
  template: "lrdx-house-of-brands";
  fields: HouseOfBrandsFields;
  groups: HouseOfBrandsGroup[];
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

/** Block-level fields of Icons Timeline (lrdx-icons-timeline). */
export interface IconsTimelineFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** عنوان عمود الطراز — The caption over the models of the rail. (String) */
  "modelHeadline": string;
  /** عنوان عمود السنة — The caption over the years of the rail. (String) */
  "yearHeadline": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Icons Timeline. */
export interface IconsTimelineGroup {
  /** الصورة مع السنة — The stage's picture; the year is written over it. (Image) */
  "image": Image;
  /** الصورة الصغيرة — The icon's small picture on the rail. (Image) */
  "small_image": Image;
  /** الطراز (String) */
  "model": string;
  /** السنة (String) */
  "year": string;
  /** العنوان (String) */
  "heading": string;
  /** الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "button": Link;
}

/** A stored Icons Timeline block. */
export interface IconsTimelineBlock {
  template: "lrdx-icons-timeline";
  fields: IconsTimelineFields;
  groups: IconsTimelineGroup[];
}

/** Block-level fields of Immersive Hero (lrdx-immersive-hero). */
export interface ImmersiveHeroFields {
  /** موضع المحتوى — middle centres the text. left-top, left-middle and left-bottom put it at the inline start (right in Arabic, left in English) at the top, middle or bottom: the catalogue's 'left' is read as the side text starts on. (Select) */
  "content_placement": "middle" | "left-top" | "left-middle" | "left-bottom";
  /** ترتيب الأزرار — inline: buttons side by side; row: each button on its own line, full width of the text box. (Select) */
  "buttons_placement": "inline" | "row";
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** تخصيص المحتوى (MXO) — Asks the personalisation service which slide to show first (runtime/core/personalisation.ts); the local provider answers nothing. (Bool) */
  "has_mxo": boolean;
  /** تخصيص موضع المحتوى (MXO) — Lets the personalisation service choose content_placement; the local provider answers nothing, so the editor's placement stays. (Bool) */
  "has_mxo_layout": boolean;
  /** مدة الشريحة (ملّي ثانية) — Milliseconds each slide shows before the next when is_autoplay is on. 1000–60000. (Number) */
  "video_time": number;
  /** تشغيل تلقائي — Slides advance every video_time ms and videos play muted by themselves; a pause button stops both. (Bool) */
  "is_autoplay": boolean;
  /** تظليل فوق الصورة — A dark gradient over the picture and video so white text stays readable. (Bool) */
  "is_overlay": boolean;
  /** نص زر التمرير — Label of the button at the bottom that scrolls to the next block; empty: no button. (String) */
  "scroll-to": string;
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Immersive Hero. */
export interface ImmersiveHeroGroup {
  /** العنوان (String) */
  "heading": string;
  /** الفقرة (Text) */
  "paragraph": string;
  /** أيقونة الشريحة — Shown in the slide's button under the hero (with the heading as its name). (Icon) */
  "slide-icon": IconName;
  /** السعر — HTML, sanitised. (Markdown) */
  "price": string;
  /** إخلاء المسؤولية — Small print under the buttons (HTML, sanitised). (Markdown) */
  "disclaimer": string;
  /** الصورة البديلة — The fallback picture: shown while the video loads, when it cannot play, on phones without native_video_mobile, and for visitors who prefer reduced motion. (Image) */
  "rdx-image": Image;
  /** صورة مخصصة للجوال — Phones (below 741px) show rdx-image-mobile instead of the fallback picture. (Bool) */
  "has_mobile_image": boolean;
  /** صورة الجوال — Portrait picture for phones when has_mobile_image is on; its alternative text is the fallback picture's. (Image) */
  "rdx-image-mobile": Image;
  /** فيديو الشاشات الكبيرة — Native video file (MP4/WebM) for 741px up, played muted over the fallback picture. (String) */
  "native_video": string;
  /** فيديو الجوال — Editor rule (§5.5): must be filled, or videos do not appear on phones (below 741px): they show the picture instead. (String) */
  "native_video_mobile": string;
  /** الأزرار (LinksCollection) */
  "rdx-buttons": Link[];
}

/** A stored Immersive Hero block. */
export interface ImmersiveHeroBlock {
  template: "lrdx-immersive-hero";
  fields: ImmersiveHeroFields;
  groups: ImmersiveHeroGroup[];
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
  /** معرّف القسم — The scroll id (block_scroll_id) of the block this item goes to, or component-N for the N-th block of the page. Named like the field it points at since x-version 2 (was blockId). (String) */
  "block_scroll_id": string;
}

/** A stored In-page Navigation block. */
export interface InPageNavigationBlock {
  template: "lrdx-in-page-navigation";
  fields: InPageNavigationFields;
  groups: InPageNavigationGroup[];
}

/** Block-level fields of Infotainment System Selector (lrdx-infotainment-system-selector). */
export interface InfotainmentSystemSelectorFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان — The selector's heading above the dropdown. (String) */
  "modal_title": string;
  /** النص الإرشادي (Text) */
  "modal_text": string;
  /** عنوان القائمة المنسدلة (String) */
  "dropdown_label": string;
  /** الخيار الافتراضي للقائمة (String) */
  "dropdown_default": string;
  /** نص زر العرض (String) */
  "button_label": string;
  /** عنوان السيارة المختارة — Shown once an option is chosen; {selectedOption} is replaced by the option's label and must be kept (002 §5.5). (String) */
  "model_title": string;
  /** نص زر الرجوع (String) */
  "back_button_label": string;
  /** أيقونة زر الرجوع — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "back_icon": IconName;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Infotainment System Selector. */
export interface InfotainmentSystemSelectorGroup {
  /** نص الخيار (String) */
  "option_label": string;
  /** عدد الكتل التالية — How many of the blocks that follow this block on the page belong to this option (counted as Section Tabs counts them, runtime/core/tab-panels.ts). (Number) */
  "blocks_count": number;
}

/** A stored Infotainment System Selector block. */
export interface InfotainmentSystemSelectorBlock {
  template: "lrdx-infotainment-system-selector";
  fields: InfotainmentSystemSelectorFields;
  groups: InfotainmentSystemSelectorGroup[];
}

export type InspiredCollectionGroupModalImageRows = [
  {
    /**
     * Media-library image id.
     */
    id: number;
    /**
     * How much of the row the picture takes: all of it, two thirds or one third.
     */
    width: "full" | "two-three" | "one-three";
    /**
     * Caption under the picture, also its alternative text.
     */
    description: string;
  },
  ...{
    /**
     * Media-library image id.
     */
    id: number;
    /**
     * How much of the row the picture takes: all of it, two thirds or one third.
     */
    width: "full" | "two-three" | "one-three";
    /**
     * Caption under the picture, also its alternative text.
     */
    description: string;
  }[]
][];

/** Block-level fields of Inspired Collection (lrdx-inspired-collection). */
export interface InspiredCollectionFields {
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
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Inspired Collection. */
export interface InspiredCollectionGroup {
  /** الصورة الرئيسية — The collage's large picture (16:9). (Image) */
  "image_1": Image;
  /** الصورة الثانية — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image_2": Image;
  /** الصورة الثالثة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image_3": Image;
  /** الصورة الرابعة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image_4": Image;
  /** نص زر فتح النافذة — The button under the collage that opens the collection's dialog. Empty: the page language's own 'Discover the collection'. (String) */
  "modal_btn_label": string;
  /** عنوان النافذة — The dialog's title; also the collection's title under its collage. (String) */
  "modal_heading": string;
  /** فقرة النافذة (Text) */
  "modal_paragraph": string;
  /** صفوف صور النافذة — The dialog's pictures in rows (the catalogue held this imageRows list as a JSON string; here it is a structured value). Each row holds up to three pictures; each picture is a media-library id, a width (full, two-three or one-three of the row) and a description shown as its caption and read as its alternative text. A row wider than full wraps. (Json) */
  "modal_image_rows": InspiredCollectionGroupModalImageRows;
  /** جدول محتوى النافذة — HTML (usually a table: item, material, price) shown under the pictures; sanitised like every editor HTML field. (Markdown) */
  "modal_content_table": string;
  /** زر أسفل النافذة — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "modal_bottom_button": Link;
  /** صورة أسفل النافذة — A last wide picture at the bottom of the dialog; left as the catalogue's default image (24735, never picked), none is shown. (Image) */
  "modal_bottom_image": Image;
}

/** A stored Inspired Collection block. */
export interface InspiredCollectionBlock {
  template: "lrdx-inspired-collection";
  fields: InspiredCollectionFields;
  groups: InspiredCollectionGroup[];
}

/** Block-level fields of Interior 360 (lrdx-interior-360). */
export interface Interior360Fields {
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
  /** البانوراما الداخلية — The media library's interior sequence (its preset code): one 4:1 panorama of the whole cabin, the dashboard in its middle (runtime/core/view360-sequences.ts). (Select) */
  "preset-interior": "l663-110-interior";
  /** أيقونة زر التفاعل — Drawn beside the 'click to interact' label. (Icon) */
  "icon": IconName;
  /** نص «انقر للتفاعل» — The label of the button that enters the interactive mode, on screens with a mouse. (String) */
  "clickToInteract": string;
  /** نص «المس للتفاعل» — The same label on touch screens. (String) */
  "touchToInteract": string;
  /** نص «العودة إلى لوحة القيادة» (String) */
  "resetToDash": string;
  /** نص «خروج» (String) */
  "exit": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Interior 360. */
export interface Interior360Group {

}

/** A stored Interior 360 block. */
export interface Interior360Block {
  template: "lrdx-interior-360";
  fields: Interior360Fields;
  groups: Interior360Group[];
}

/** Block-level fields of L460 BEV Reservation (lrdx-l-460-bev). */
export interface L460BevFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** عنوان الترحيب (String) */
  "welcome-title": string;
  /** نص الترحيب (Text) */
  "welcome-text": string;
  /** صورة الترحيب — The landing's welcome picture. (Image) */
  "welcome-image": Image;
  /** عنوان كتلة السيارة (String) */
  "vehicle-title": string;
  /** نص كتلة السيارة (Text) */
  "vehicle-text": string;
  /** صورة السيارة — Left as the default picture, the programme vehicle's own picture shows. (Image) */
  "vehicle-image": Image;
  /** نص زر الحجز (String) */
  "vehicle-button-label": string;
  /** اسم مجموعة التبويبات — The tab list's accessible name (read by screen readers). (String) */
  "tabs-label": string;
  /** عنوان صفحة «تم الحجز» (String) */
  "reservation-made-heading": string;
  /** نص صفحة «تم الحجز» (Text) */
  "reservation-made-text": string;
  /** عنوان صفحة «لا توجد سيارات» (String) */
  "no-vehicles-heading": string;
  /** نص صفحة «لا توجد سيارات» (Text) */
  "no-vehicles-text": string;
  /** عنوان خطوة الدفع — block-8-title: the checkout step's title. (String) */
  "block-8-title": string;
  /** نص زر الرجوع (String) */
  "back-button-label": string;
  /** عنوان الدفع (String) */
  "heading": string;
  /** فقرة الدفع (Text) */
  "paragraph": string;
  /** تنبيه حجز السيارة المؤقت — {{ soft_lock_time }} is replaced by the time the vehicle is held until (hour and minute, the site's time zone). (Text) */
  "order-details-locked-info": string;
  /** نص رسوم الحجز (String) */
  "order-details-reservation-fee-info": string;
  /** رمز العملة — Shown before the reservation fee at checkout. (String) */
  "price-currency-symbol": string;
  /** عنوان خطأ الدفع (String) */
  "payment-provider-error-title": string;
  /** فقرة خطأ الدفع (Text) */
  "payment-provider-error-paragraph": string;
  /** نص رسالة خطأ الدفع — Followed by the payment provider's own message. (String) */
  "payment-provider-error-message": string;
  /** لغة مزوّد الدفع — The card form's language at the payment provider (Stripe locale, e.g. en, ar, auto). (String) */
  "payment-provider-locale": string;
  /** نص مربع الموافقة على الشروط (String) */
  "checkbox-label": string;
  /** إخلاء المسؤولية تحت مربع الموافقة (Markdown) */
  "checkbox-disclaimer": string;
  /** نص زر الدفع (String) */
  "submit-button-label": string;
  /** عنوان صفحة الشكر (String) */
  "thank-you-heading": string;
  /** نص صفحة الشكر (Text) */
  "thank-you-text": string;
  /** عنوان «الصفحة غير متاحة» (String) */
  "unavailable-heading": string;
  /** نص «الصفحة غير متاحة» (Text) */
  "unavailable-text": string;
  /** عنوان «انتهت مهلة الحجز» (String) */
  "soft-lock-expired-heading": string;
  /** نص «انتهت مهلة الحجز» (Text) */
  "soft-lock-expired-text": string;
  /** نص زر «انتهت مهلة الحجز» (String) */
  "soft-lock-expired-button-label": string;
  /** عنوان «انتهت صلاحية الدفع» (String) */
  "payment-expired-heading": string;
  /** نص «انتهت صلاحية الدفع» (Text) */
  "payment-expired-text": string;
  /** نص زر «انتهت صلاحية الدفع» (String) */
  "payment-expired-button-label": string;
  /** عنوان صفحة الخطأ (String) */
  "error-heading": string;
  /** فقرة صفحة الخطأ (Text) */
  "error-paragraph": string;
  /** الفقرة الثانوية لصفحة الخطأ (Text) */
  "error-secondary-paragraph": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
}

/** One repeatable group of L460 BEV Reservation. */
export interface L460BevGroup {
  /** عنوان التبويب (String) */
  "tab-title": string;
  /** محتوى التبويب (Markdown) */
  "tab-body": string;
}

/** A stored L460 BEV Reservation block. */
export interface L460BevBlock {
  template: "lrdx-l-460-bev";
  fields: L460BevFields;
  groups: L460BevGroup[];
}

/** Block-level fields of L460 BEV Reservation Cancellation (lrdx-l-460-bev-cancel). */
export interface L460BevCancelFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** عنوان صفحة الإلغاء (String) */
  "landing-heading": string;
  /** فقرة صفحة الإلغاء (Text) */
  "landing-paragraph": string;
  /** نص زر الإلغاء (String) */
  "landing-button-label": string;
  /** عنوان صفحة التأكيد (String) */
  "thank-you-heading": string;
  /** نص صفحة التأكيد (Text) */
  "thank-you-text": string;
  /** عنوان نافذة التأكيد (String) */
  "modal-heading": string;
  /** نص نافذة التأكيد (Text) */
  "modal-text": string;
  /** نص الزر الأساسي في النافذة (String) */
  "modal-primary-button-label": string;
  /** نص الزر الثانوي في النافذة (String) */
  "modal-secondary-button-label": string;
  /** عنوان «الصفحة غير متاحة» (String) */
  "unavailable-heading": string;
  /** نص «الصفحة غير متاحة» (Text) */
  "unavailable-text": string;
  /** عنوان «إلغاء الحجوزات المدفوعة فقط» (String) */
  "paid-lead-cancel-only-heading": string;
  /** نص «إلغاء الحجوزات المدفوعة فقط» (Text) */
  "paid-lead-cancel-only-text": string;
  /** عنوان «الإلغاء قيد المعالجة» (String) */
  "awaiting-cancellation-heading": string;
  /** نص «الإلغاء قيد المعالجة» (Text) */
  "awaiting-cancellation-text": string;
  /** عنوان «تم الإلغاء» (String) */
  "cancelled-heading": string;
  /** نص «تم الإلغاء» (Text) */
  "cancelled-text": string;
  /** عنوان صفحة الخطأ (String) */
  "error-heading": string;
  /** فقرة صفحة الخطأ (Text) */
  "error-paragraph": string;
  /** الفقرة الثانوية لصفحة الخطأ (Text) */
  "error-secondary-paragraph": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
}

/** One repeatable group of L460 BEV Reservation Cancellation. */
export interface L460BevCancelGroup {

}

/** A stored L460 BEV Reservation Cancellation block. */
export interface L460BevCancelBlock {
  template: "lrdx-l-460-bev-cancel";
  fields: L460BevCancelFields;
  groups: L460BevCancelGroup[];
}

/** Block-level fields of Local VIN Checker (lrdx-local-vin-checker). */
export interface LocalVinCheckerFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** لون القسم — The section's theme (the catalogue's section_class). (Select) */
  "section_class": "" | "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** ارتفاع القسم — The section's least height: as its content, half or the whole of the screen's height. (Select) */
  "section_height": "auto" | "half" | "full";
  /** العنوان (String) */
  "section_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الفقرة (String) */
  "section_paragraph": string;
  /** عنوان حقل رقم الهيكل (String) */
  "label_text": string;
  /** نص زر الفحص (String) */
  "button_text": string;
  /** رسالة رقم الهيكل غير الصحيح — Shown under the field when the VIN is empty or malformed (its length, letters or check digit), before anything is asked of the server. (String) */
  "invalid_text": string;
  /** الرد الإيجابي — Shown when the VIN is in the list of affected vehicles (002 §8); {phone} is replaced by service_phone as a tel: link. (String) */
  "response_positive": string;
  /** هاتف مركز الخدمة — The service centre's phone number for {phone} in response_positive (international format). (String) */
  "service_phone": string;
  /** الرد السلبي (String) */
  "response_negative": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Local VIN Checker. */
export interface LocalVinCheckerGroup {

}

/** A stored Local VIN Checker block. */
export interface LocalVinCheckerBlock {
  template: "lrdx-local-vin-checker";
  fields: LocalVinCheckerFields;
  groups: LocalVinCheckerGroup[];
}

/** Block-level fields of Map Update (lrdx-map-update). */
export interface MapUpdateFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان الرئيسي (String) */
  "main_title": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الخطوة 1 في مسار الخطوات (String) */
  "breadCrumb_1": string;
  /** الخطوة 2 في مسار الخطوات (String) */
  "breadCrumb_2": string;
  /** الخطوة 3 في مسار الخطوات (String) */
  "breadCrumb_3": string;
  /** عنوان الخطوة 1 — The heading of step 1 above its information boxes. (String) */
  "step_1_title": string;
  /** نص المربع الأول — An information box of step 1; a box without text is not shown (up to four). (String) */
  "step_1_box_1_text": string;
  /** أيقونة المربع الأول — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "step_1_box_1_icon": IconName;
  /** تلميح المربع الأول — More about the box, shown by its info button (a toggletip: on click, focus and hover). (String) */
  "step_1_box_1_tooltip": string;
  /** نص المربع الثاني — An information box of step 1; a box without text is not shown (up to four). (String) */
  "step_1_box_2_text": string;
  /** أيقونة المربع الثاني — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "step_1_box_2_icon": IconName;
  /** تلميح المربع الثاني — More about the box, shown by its info button (a toggletip: on click, focus and hover). (String) */
  "step_1_box_2_tooltip": string;
  /** نص المربع الثالث — An information box of step 1; a box without text is not shown (up to four). (String) */
  "step_1_box_3_text": string;
  /** أيقونة المربع الثالث — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "step_1_box_3_icon": IconName;
  /** تلميح المربع الثالث — More about the box, shown by its info button (a toggletip: on click, focus and hover). (String) */
  "step_1_box_3_tooltip": string;
  /** نص المربع الرابع — An information box of step 1; a box without text is not shown (up to four). (String) */
  "step_1_box_4_text": string;
  /** أيقونة المربع الرابع — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "step_1_box_4_icon": IconName;
  /** تلميح المربع الرابع — More about the box, shown by its info button (a toggletip: on click, focus and hover). (String) */
  "step_1_box_4_tooltip": string;
  /** عنوان حقل رقم الهيكل (String) */
  "step_1_input_label": string;
  /** نص زر المتابعة (String) */
  "step_1_button_label": string;
  /** رسالة رقم الهيكل المطلوب — Shown under the VIN field when it is submitted empty (002 §5.1: the VIN is required). (String) */
  "step_1_required_text": string;
  /** رسالة رقم الهيكل غير المعروف — Shown under the VIN field when the VIN is malformed (its check digit, length or letters) or the server does not recognise it (002 §5.1, §8); the wizard stays on step 1. (String) */
  "step_1_error_text": string;
  /** نص التذييل (String) */
  "step_1_footer_text": string;
  /** نص رابط الوكيل — The text of the footer's retailer link (not in the catalogue's list; its url is step_1_retailer_link_url). (String) */
  "step_1_retailer_link_text": string;
  /** رابط الوكيل — The retailer locator the footer links to (a site path or an http(s) address); no url, no link. (String) */
  "step_1_retailer_link_url": string;
  /** عنوان رقم الهيكل في الخطوة 2 (String) */
  "step_2_vin_text": string;
  /** نص رابط تغيير المركبة (String) */
  "step_2_vehicle_change": string;
  /** نص خانة الموافقة (String) */
  "step_2_terms_checkbox_text": string;
  /** نص رابط الشروط — The terms link's text after step_2_terms_checkbox_text (not in the catalogue's list). (String) */
  "step_2_terms_link_text": string;
  /** رابط الشروط — The terms the visitor agrees to, opened in a new tab. (String) */
  "step_2_terms_link_url": string;
  /** رسالة الموافقة المطلوبة — Said beside DOWNLOAD MAPS while the terms box is not ticked (the button is disabled until it is; 002 §5.1). (String) */
  "step_2_terms_required_text": string;
  /** نص رابط التطبيق (String) */
  "step_2_download_latest": string;
  /** رابط التطبيق — Where the maker's map updater app is downloaded (opened in a new tab); no url, no link. (String) */
  "step_2_download_latest_url": string;
  /** نص زر تنزيل الخرائط (String) */
  "step_2_download_maps": string;
  /** رابط ملف الخرائط — Where the map package is downloaded from: the block's own field (002 §7 does not show the map download call). The VIN is added as the vin query parameter so a maker's portal can serve the vehicle's region; a site path (a file of the media library) or an http(s) address. (String) */
  "map_download_url": string;
  /** عنوان الخطوة 3 (String) */
  "step_3_main_title": string;
  /** نص الخطوة 3 (String) */
  "step_3_main_text": string;
  /** العنوان الفرعي للخطوة 3 (String) */
  "step_3_subtitle": string;
  /** الفقرة 1 للخطوة 3 (String) */
  "step_3_paragraph_1": string;
  /** الفقرة 2 للخطوة 3 (String) */
  "step_3_paragraph_2": string;
  /** الفقرة 3 للخطوة 3 (String) */
  "step_3_paragraph_3": string;
  /** نص رابط إعادة التنزيل — Starts the same download again; the wizard stays on step 3 (002 §4.2). (String) */
  "step_3_download_link_text": string;
  /** نص رابط الوكيل في الخطوة 3 (String) */
  "step_3_retailer_link_text": string;
  /** رابط الوكيل في الخطوة 3 — The retailer locator of step 3; no url, no link. (String) */
  "step_3_retailer_link_url": string;
  /** نص زر مركبة جديدة — Back to step 1 with an empty VIN field (002 §4.2). (String) */
  "step_3_vehicle_update_text": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Map Update. */
export interface MapUpdateGroup {

}

/** A stored Map Update block. */
export interface MapUpdateBlock {
  template: "lrdx-map-update";
  fields: MapUpdateFields;
  groups: MapUpdateGroup[];
}

/** Block-level fields of Masonry (lrdx-masonry). */
export interface MasonryFields {
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
  /** موضع الفيديو (Select) */
  "img_video_grid": "video-top" | "video-bottom";
  /** رابط الفيديو (MP4) — A native video file URL (MP4). Empty: the placeholder picture takes the video's place. (String) */
  "native_video": string;
  /** إيقاف التشغيل التلقائي (Bool) */
  "disable_autoplay": boolean;
  /** سمة أزرار الفيديو (Select) */
  "video_ui_theme": "light" | "dark";
  /** صورة الفيديو الافتراضية — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image_video_placeholder": Image;
  /** الصورة 1 — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image_1": Image;
  /** الصورة 2 — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image_2": Image;
  /** الصورة 3 — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image_3": Image;
  /** نص زر التشغيل (String) */
  "play_label": string;
  /** نص زر الإيقاف (String) */
  "pause_label": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Masonry. */
export interface MasonryGroup {

}

/** A stored Masonry block. */
export interface MasonryBlock {
  template: "lrdx-masonry";
  fields: MasonryFields;
  groups: MasonryGroup[];
}

/** Block-level fields of Model Summary Filters (lrdx-model-summary-filters). */
export interface ModelSummaryFiltersFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** الطراز — A nameplate (000 §9 codes, lower case: l460, l663…): only its catalogue models are offered. Empty: every model of the catalogue. (Select) */
  "model": string;
  /** نص قائمة نوع الهيكل (String) */
  "selectBodystyle": string;
  /** نص قائمة الطراز (String) */
  "selectModel": string;
  /** نص زر الإرسال (String) */
  "submit": string;
  /** نص السعر الابتدائي — Written before the model's price from in its summary. (String) */
  "price_from_label": string;
  /** عنوان المحرّكات — The heading of the engines list in the summary. (String) */
  "engines_label": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Model Summary Filters. */
export interface ModelSummaryFiltersGroup {
  /** الطراز — The nameplate whose models' summaries offer this link. (Select) */
  "nameplate": string;
  /** رابط صفحة الطراز — Offered in the summary of every model of the nameplate; its text is the button's label. (Link) */
  "link": Link;
}

/** A stored Model Summary Filters block. */
export interface ModelSummaryFiltersBlock {
  template: "lrdx-model-summary-filters";
  fields: ModelSummaryFiltersFields;
  groups: ModelSummaryFiltersGroup[];
}

export type ModelsCarouselManualGroupSpecs = {
  /**
   * The table's caption.
   */
  name: string;
  table: {
    /**
     * The version (trim) the row describes.
     */
    Name: string;
    Engine: string;
    Consumption: string;
    Price: string;
    Lease: string;
  }[];
}[];

/** Block-level fields of Models Carousel Manual (lrdx-models-carousel-manual). */
export interface ModelsCarouselManualFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** عنوان قائمة الطرازات — The label over the row of nameplates that chooses the slide; it also names the carousel for screen readers. (String) */
  "models-label": string;
  /** عنوان عمود الفئة — Not a catalogue field: the heading of the specification tables' Name column. (String) */
  "spec_name_label": string;
  /** عنوان عمود المحرك — Not a catalogue field: the heading of the Engine column. (String) */
  "spec_engine_label": string;
  /** عنوان عمود الاستهلاك — Not a catalogue field: the heading of the Consumption column. (String) */
  "spec_consumption_label": string;
  /** عنوان عمود السعر — Not a catalogue field: the heading of the Price column. (String) */
  "spec_price_label": string;
  /** عنوان عمود التأجير — Not a catalogue field: the heading of the Lease column. (String) */
  "spec_lease_label": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Models Carousel Manual. */
export interface ModelsCarouselManualGroup {
  /** اسم الطراز (String) */
  "nameplate": string;
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** صورة السيارة المفرّغة — The car cut out on a transparent background (PNG), drawn over the picture. Left as the default image: none. (Image) */
  "transparent-image": Image;
  /** جداول المواصفات — The model's specification tables: each has a name (its caption, e.g. a model year or a body) and rows of Name, Engine, Consumption, Price and Lease. The catalogue held this as a JSON string; it is stored as structured JSON here. At most 6 tables of 20 rows. (Json) */
  "specs": ModelsCarouselManualGroupSpecs;
}

/** A stored Models Carousel Manual block. */
export interface ModelsCarouselManualBlock {
  template: "lrdx-models-carousel-manual";
  fields: ModelsCarouselManualFields;
  groups: ModelsCarouselManualGroup[];
}

export interface ModelsSpecificationsGroupAccordionSchema {
  type: "table";
  content: {
    title: string;
    specs: {
      label: string;
      key: string;
    }[];
  }[];
}

/** Block-level fields of Models and Specifications (lrdx-models-specifications). */
export interface ModelsSpecificationsFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** طيّ القائمة — On: the list starts with its first 3 cards and a button shows the rest. (Bool) */
  "is_toggle": boolean;
  /** نص شريط الطيّ (String) */
  "toggle_label": string;
  /** نص زر عرض الكل (String) */
  "open_collapse_label": string;
  /** نص زر عرض أقل (String) */
  "close_collapse_label": string;
  /** عنوان قائمة المحركات (String) */
  "engine_dropdown_label": string;
  /** عنوان المواصفات الرئيسية — Heading of a card's specification tables. (String) */
  "kf_acc_label": string;
  /** ملاحظة المواصفات القياسية — The note under a card's specification tables. (String) */
  "std_acc_label": string;
  /** الزر الرئيسي — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "main-button": Link;
  /** أيقونة الخطوة التالية 1 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "rtg_icon_1": IconName;
  /** رابط الخطوة التالية 1 — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rtg_link_1": Link;
  /** نص الخطوة التالية 1 (Text) */
  "rtg_paragraph_1": string;
  /** أيقونة الخطوة التالية 2 — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "rtg_icon_2": IconName;
  /** رابط الخطوة التالية 2 — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rtg_link_2": Link;
  /** نص الخطوة التالية 2 (Text) */
  "rtg_paragraph_2": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Models and Specifications. */
export interface ModelsSpecificationsGroup {
  /** إخفاء البطاقة — On: the card is not shown (kept for later). (Bool) */
  "is_disabled": boolean;
  /** رمز الطراز — The model whose engines and figures the card shows: a catalogue model (l663_26my_x), a nameplate code (its newest model) or a key with a compare sheet. (String) */
  "car_key": string;
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** اسم الطراز (String) */
  "car_title": string;
  /** السعر ابتداءً من (بالوحدة الصغرى للعملة) — In minor units of the site's currency (fils for AED: 40500000 is 405,000.00); 0 shows no price. (Number) */
  "price": number;
  /** نص المحرك الكهربائي (String) */
  "electric_label": string;
  /** نص محرك الوقود (String) */
  "petrol_label": string;
  /** نص المحرك الهجين (String) */
  "hybrid_label": string;
  /** نص زر المواصفات (String) */
  "button_label": string;
  /** جدول المواصفات — The card's specification: sections, each a title and its specs (a label, empty for the site's own, and a spec key: top_speed, acceleration, combined_wltp_consumption_teh, emission, tank, power…). (Json) */
  "accordion_schema": ModelsSpecificationsGroupAccordionSchema;
  /** نص زر المواصفات الإضافية (String) */
  "additional_specification_modal_button_label": string;
  /** محتوى نافذة المواصفات الإضافية — Empty: no button and no dialog. (Markdown) */
  "additional_specification_modal_content": string;
}

/** A stored Models and Specifications block. */
export interface ModelsSpecificationsBlock {
  template: "lrdx-models-specifications";
  fields: ModelsSpecificationsFields;
  groups: ModelsSpecificationsGroup[];
}

/** Block-level fields of News (lrdx-news). */
export interface NewsFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان — Optional: a heading over the list; empty shows none (the page's hero usually names it). (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** مسار الأخبار — Not a field of the catalogue: the page path whose news pages are listed (those under it: news lists news/…), written as page paths are (no language base, no slashes around). Empty: the news pages under the page that holds the block. (String) */
  "news_path": string;
  /** لون الخلفية — The block's background: one of the site's box themes. (Select) */
  "background_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** نص «اقرأ المزيد» (String) */
  "read_more": string;
  /** نص ترقيم الصفحات — Written after the current page number; % is the number of pages ('2 من 5'). A text with {{current}} and {{total}} is used as it is ('صفحة {{current}} من {{total}}'). (String) */
  "pagination_text": string;
  /** عنوان الخطأ (String) */
  "error_heading": string;
  /** رسالة الخطأ (Text) */
  "error_message": string;
  /** عنوان عدم وجود نتائج (String) */
  "no_results_heading": string;
  /** رسالة عدم وجود نتائج (Text) */
  "no_results_message": string;
  /** عنوان الروابط السريعة على الهاتف — The quick links' heading on phones (the catalogue's 'Next Steps'). (String) */
  "quick_links_mobile_label": string;
  /** الروابط السريعة على الجانب الآخر — Puts the quick links on the other side of the list on wide screens (at the start side instead of the end side). (Bool) */
  "quick_links_is_reversed": boolean;
}

/** One repeatable group of News. */
export interface NewsGroup {
  /** رابط سريع — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rdx-link": Link;
}

/** A stored News block. */
export interface NewsBlock {
  template: "lrdx-news";
  fields: NewsFields;
  groups: NewsGroup[];
}

export type NumberButtonSliderHotspots = {
  /**
   * Percent from the picture's left edge.
   */
  x: number;
  /**
   * Percent from the picture's top edge.
   */
  y: number;
  /**
   * 1-based number of the slide (group) the hotspot opens.
   */
  slide: number;
  /**
   * Accessible name of the hotspot button.
   */
  label: string;
}[];

/** Block-level fields of Number Button Carousel (lrdx-number-button-slider). */
export interface NumberButtonSliderFields {
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
  /** مؤقّت الشرائح — The slides advance by themselves every 6000 ms, the current number button showing the time left; a pause / play button stops them. Off: the visitor changes slides. (Bool) */
  "has_timer": boolean;
  /** أيقونات على النقاط التفاعلية — The hotspots are drawn as a plus icon instead of their slide's number. (Bool) */
  "has_icons": boolean;
  /** صورة النقاط التفاعلية — The picture the hotspots sit on, above the carousel; shown only when hotspots has at least one hotspot. (Image) */
  "hotspots_image": Image;
  /** النقاط التفاعلية — Where each hotspot sits on the hotspots picture and which slide it opens. The catalogue held this as a JSON string; here it is a list. A hotspot whose slide does not exist is not drawn. (Json) */
  "hotspots": NumberButtonSliderHotspots;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Number Button Carousel. */
export interface NumberButtonSliderGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** العبارة — The line shown over the slide's picture. (String) */
  "tagline": string;
  /** نص الزر المرقّم — The words beside the slide's number on its button; without them the button reads only its number. (String) */
  "link_label": string;
}

/** A stored Number Button Carousel block. */
export interface NumberButtonSliderBlock {
  template: "lrdx-number-button-slider";
  fields: NumberButtonSliderFields;
  groups: NumberButtonSliderGroup[];
}

/** Block-level fields of Off-road Product-match Quiz (lrdx-off-road-quiz). */
export interface OffRoadQuizFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** رابط بيانات صور الإجابات (JSON) — An https:// URL (or a site path such as /data/off-road-quiz-images.json, read from the site's data folder) of a JSON document giving each answer its picture; the server reads it through the egress guard (3 s, answers kept 5 minutes) before rendering, the browser never calls it. Shape (002 §7: 'not shown', designed here): {"activities": {"<answer id>": {"url": "<https:// or site path>"}}, "journeys": {…}, "companions": {…}}, answer ids as runtime/core/quiz-scoring/off-road.ts names them (activities: off-roading, camping, water-sports, cycling, horse-riding, city-culture; journeys: city, motorway, trails, towing; companions: alone, partner, children, friends, dogs). Unknown ids, other keys and URLs that are neither https:// nor a site path are ignored; an answer without a picture shows its words alone. The pictures are decorative (each answer's words name it). Empty: no pictures. A URL that fails (no answer, not 2xx, not JSON of this shape, refused by the egress guard) shows error_msg with try_again_btn_label, which reloads the page. (String) */
  "images_data_url": string;
  /** فيديو شاشة الترحيب — The welcome screen's video: the media library's path (or an https:// URL) of a native MP4 or WebM file, played muted and looping over welcome_imageid, without sound or controls of its own beyond a pause button; visitors who prefer reduced motion, and any video that fails, see the picture alone. Empty: the picture alone. (String) */
  "welcome_video": string;
  /** زر إيقاف الفيديو — The welcome video's pause button (the video plays muted and looping). (String) */
  "pause_video_label": string;
  /** زر تشغيل الفيديو (String) */
  "play_video_label": string;
  /** صورة شاشة الترحيب — The welcome screen's picture, and the video's poster. (Image) */
  "welcome_imageid": Image;
  /** عنوان علوي لشاشة الترحيب (String) */
  "welcome_label": string;
  /** عنوان شاشة الترحيب — The block's heading (header_tag), naming the quiz. (String) */
  "welcome_title": string;
  /** نص شاشة الترحيب (Text) */
  "welcome_paragraph": string;
  /** زر ساعدني في الاختيار — HELP ME CHOOSE: starts the three questions. (String) */
  "help_me_choose_label": string;
  /** زر ابدأ الآن — GET STARTED: for a visitor who knows what they want, goes straight to get_started_link (the configurator); empty, or the link without a URL: not shown. (String) */
  "get_started_label": string;
  /** رابط ابدأ الآن — Where GET STARTED goes: the external configurator's start. (Link) */
  "get_started_link": Link;
  /** مؤشر الخطوة — Above each question, announced to screen readers on each step. Must keep {current} and {total}. (String) */
  "step_label": string;
  /** تلميح الاختيار المتعدد — Under each question: every question takes any number of answers, none included. (String) */
  "multi_hint_label": string;
  /** زر إلغاء تحديد الكل — 'Deselect all': clears the question's answers (disabled while none is chosen). (String) */
  "deselect_all_label": string;
  /** زر السابق — Back one question, or to the welcome screen from the first. (String) */
  "previous_label": string;
  /** زر السؤال التالي — NEXT QUESTION on questions 1 and 2. (String) */
  "next_label": string;
  /** زر عرض النتائج — SEE RESULTS on question 3. (String) */
  "see_results_label": string;
  /** السؤال 1: التسمية — ACTIVITIES: the question's name over its title, and its name in the summary of the result. (String) */
  "question_1_label": string;
  /** السؤال 1: العنوان (String) */
  "question_1_title": string;
  /** السؤال 1: الوصف (String) */
  "question_1_subtitle": string;
  /** السؤال 1: الإجابة 1 — The answers mean, in order: off-roading, camping, water sports, cycling, horse riding, city culture (their picture is the images_data_url JSON's, by that id). (String) */
  "question_1_answer_1": string;
  /** السؤال 1: الإجابة 2 (String) */
  "question_1_answer_2": string;
  /** السؤال 1: الإجابة 3 (String) */
  "question_1_answer_3": string;
  /** السؤال 1: الإجابة 4 (String) */
  "question_1_answer_4": string;
  /** السؤال 1: الإجابة 5 (String) */
  "question_1_answer_5": string;
  /** السؤال 1: الإجابة 6 (String) */
  "question_1_answer_6": string;
  /** السؤال 2: التسمية — JOURNEYS: the question's name over its title, and its name in the summary of the result. (String) */
  "question_2_label": string;
  /** السؤال 2: العنوان (String) */
  "question_2_title": string;
  /** السؤال 2: الوصف (String) */
  "question_2_subtitle": string;
  /** السؤال 2: الإجابة 1 — The answers mean, in order: city streets, motorways, trails, towing (their picture is the images_data_url JSON's, by that id). (String) */
  "question_2_answer_1": string;
  /** السؤال 2: الإجابة 2 (String) */
  "question_2_answer_2": string;
  /** السؤال 2: الإجابة 3 (String) */
  "question_2_answer_3": string;
  /** السؤال 2: الإجابة 4 (String) */
  "question_2_answer_4": string;
  /** السؤال 3: التسمية — COMPANIONS: the question's name over its title, and its name in the summary of the result. (String) */
  "question_3_label": string;
  /** السؤال 3: العنوان (String) */
  "question_3_title": string;
  /** السؤال 3: الوصف (String) */
  "question_3_subtitle": string;
  /** السؤال 3: الإجابة 1 — The answers mean, in order: alone, partner, children, friends, dogs (their picture is the images_data_url JSON's, by that id). (String) */
  "question_3_answer_1": string;
  /** السؤال 3: الإجابة 2 (String) */
  "question_3_answer_2": string;
  /** السؤال 3: الإجابة 3 (String) */
  "question_3_answer_3": string;
  /** السؤال 3: الإجابة 4 (String) */
  "question_3_answer_4": string;
  /** السؤال 3: الإجابة 5 (String) */
  "question_3_answer_5": string;
  /** عنوان النتيجة — 'Your perfect match': the result's heading. (String) */
  "result_label": string;
  /** نص الانبعاثات — Under the matched variant: its fuel's lowest CO2 emissions (diesel_emissions or petrol_emissions), {value} in the page language's digits. Empty: not shown. (String) */
  "emissions_label": string;
  /** انبعاثات الديزل (غ/كم) — As low as, in g/km (002 §9.5: 204). (Number) */
  "diesel_emissions": number;
  /** انبعاثات البنزين (غ/كم) — As low as, in g/km (002 §9.5: 227). (Number) */
  "petrol_emissions": number;
  /** زر متابعة هذا التكوين — CONTINUE THIS BUILD: the matched variant's _continue link (the external configurator). (String) */
  "continue_build_label": string;
  /** زر بدء تكوين جديد — START NEW BUILD: start_new_build_link (the configurator from scratch); empty, or the link without a URL: not shown. (String) */
  "start_new_build_label": string;
  /** رابط بدء تكوين جديد — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "start_new_build_link": Link;
  /** زر البدء من جديد — START AGAIN: back to the welcome screen, every answer forgotten. (String) */
  "start_again_label": string;
  /** عنوان ملخص الإجابات — Over the list of the given answers on the result ('none' for a question left empty is none_label). (String) */
  "summary_label": string;
  /** نص عدم الاختيار — A question answered with nothing, in the summary. (String) */
  "none_label": string;
  /** ديفندر 90 ديزل D300 مع حزمة المغامر: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_diesel_adventurer_image": Image;
  /** ديفندر 90 ديزل D300 مع حزمة المغامر: الوصف — The matched variant's description (html): its name first, then what it brings. The 16 variants are body 90 or 110 × diesel or petrol × pack (002 §3.10, §9.5). (Markdown) */
  "variant_90_diesel_adventurer_body": string;
  /** ديفندر 90 ديزل D300 مع حزمة المغامر: رابط متابعة التكوين — CONTINUE THIS BUILD: the external configurator, opened on this variant. (Link) */
  "variant_90_diesel_adventurer_continue": Link;
  /** ديفندر 90 ديزل D300 مع حزمة الريف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_diesel_country_image": Image;
  /** ديفندر 90 ديزل D300 مع حزمة الريف: الوصف (Markdown) */
  "variant_90_diesel_country_body": string;
  /** ديفندر 90 ديزل D300 مع حزمة الريف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_90_diesel_country_continue": Link;
  /** ديفندر 90 ديزل D300 مع حزمة المستكشف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_diesel_explorer_image": Image;
  /** ديفندر 90 ديزل D300 مع حزمة المستكشف: الوصف (Markdown) */
  "variant_90_diesel_explorer_body": string;
  /** ديفندر 90 ديزل D300 مع حزمة المستكشف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_90_diesel_explorer_continue": Link;
  /** ديفندر 90 ديزل D300 مع حزمة المدينة: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_diesel_urban_image": Image;
  /** ديفندر 90 ديزل D300 مع حزمة المدينة: الوصف (Markdown) */
  "variant_90_diesel_urban_body": string;
  /** ديفندر 90 ديزل D300 مع حزمة المدينة: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_90_diesel_urban_continue": Link;
  /** ديفندر 90 بنزين P400 مع حزمة المغامر: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_petrol_adventurer_image": Image;
  /** ديفندر 90 بنزين P400 مع حزمة المغامر: الوصف (Markdown) */
  "variant_90_petrol_adventurer_body": string;
  /** ديفندر 90 بنزين P400 مع حزمة المغامر: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_90_petrol_adventurer_continue": Link;
  /** ديفندر 90 بنزين P400 مع حزمة الريف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_petrol_country_image": Image;
  /** ديفندر 90 بنزين P400 مع حزمة الريف: الوصف (Markdown) */
  "variant_90_petrol_country_body": string;
  /** ديفندر 90 بنزين P400 مع حزمة الريف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_90_petrol_country_continue": Link;
  /** ديفندر 90 بنزين P400 مع حزمة المستكشف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_petrol_explorer_image": Image;
  /** ديفندر 90 بنزين P400 مع حزمة المستكشف: الوصف (Markdown) */
  "variant_90_petrol_explorer_body": string;
  /** ديفندر 90 بنزين P400 مع حزمة المستكشف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_90_petrol_explorer_continue": Link;
  /** ديفندر 90 بنزين P400 مع حزمة المدينة: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_90_petrol_urban_image": Image;
  /** ديفندر 90 بنزين P400 مع حزمة المدينة: الوصف (Markdown) */
  "variant_90_petrol_urban_body": string;
  /** ديفندر 90 بنزين P400 مع حزمة المدينة: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_90_petrol_urban_continue": Link;
  /** ديفندر 110 ديزل D300 مع حزمة المغامر: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_diesel_adventurer_image": Image;
  /** ديفندر 110 ديزل D300 مع حزمة المغامر: الوصف (Markdown) */
  "variant_110_diesel_adventurer_body": string;
  /** ديفندر 110 ديزل D300 مع حزمة المغامر: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_diesel_adventurer_continue": Link;
  /** ديفندر 110 ديزل D300 مع حزمة الريف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_diesel_country_image": Image;
  /** ديفندر 110 ديزل D300 مع حزمة الريف: الوصف (Markdown) */
  "variant_110_diesel_country_body": string;
  /** ديفندر 110 ديزل D300 مع حزمة الريف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_diesel_country_continue": Link;
  /** ديفندر 110 ديزل D300 مع حزمة المستكشف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_diesel_explorer_image": Image;
  /** ديفندر 110 ديزل D300 مع حزمة المستكشف: الوصف (Markdown) */
  "variant_110_diesel_explorer_body": string;
  /** ديفندر 110 ديزل D300 مع حزمة المستكشف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_diesel_explorer_continue": Link;
  /** ديفندر 110 ديزل D300 مع حزمة المدينة: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_diesel_urban_image": Image;
  /** ديفندر 110 ديزل D300 مع حزمة المدينة: الوصف (Markdown) */
  "variant_110_diesel_urban_body": string;
  /** ديفندر 110 ديزل D300 مع حزمة المدينة: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_diesel_urban_continue": Link;
  /** ديفندر 110 بنزين P400 مع حزمة المغامر: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_petrol_adventurer_image": Image;
  /** ديفندر 110 بنزين P400 مع حزمة المغامر: الوصف (Markdown) */
  "variant_110_petrol_adventurer_body": string;
  /** ديفندر 110 بنزين P400 مع حزمة المغامر: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_petrol_adventurer_continue": Link;
  /** ديفندر 110 بنزين P400 مع حزمة الريف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_petrol_country_image": Image;
  /** ديفندر 110 بنزين P400 مع حزمة الريف: الوصف (Markdown) */
  "variant_110_petrol_country_body": string;
  /** ديفندر 110 بنزين P400 مع حزمة الريف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_petrol_country_continue": Link;
  /** ديفندر 110 بنزين P400 مع حزمة المستكشف: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_petrol_explorer_image": Image;
  /** ديفندر 110 بنزين P400 مع حزمة المستكشف: الوصف (Markdown) */
  "variant_110_petrol_explorer_body": string;
  /** ديفندر 110 بنزين P400 مع حزمة المستكشف: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_petrol_explorer_continue": Link;
  /** ديفندر 110 بنزين P400 مع حزمة المدينة: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "variant_110_petrol_urban_image": Image;
  /** ديفندر 110 بنزين P400 مع حزمة المدينة: الوصف (Markdown) */
  "variant_110_petrol_urban_body": string;
  /** ديفندر 110 بنزين P400 مع حزمة المدينة: رابط متابعة التكوين — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "variant_110_petrol_urban_continue": Link;
  /** عنوان حزم الإكسسوارات — The heading over every accessory pack (the block's groups), under the result. (String) */
  "wherever_your_lifestyle": string;
  /** رابط كل الإكسسوارات — After the packs: all the accessories. Without a URL: not shown. (Link) */
  "all_accessories": Link;
  /** إخلاء المسؤولية (Text) */
  "disclaimer": string;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Off-road Product-match Quiz. */
export interface OffRoadQuizGroup {
  /** صورة الحزمة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** وصف الحزمة — The pack's name and what it holds (html): the first line is its name. (Markdown) */
  "data": string;
  /** رابط الحزمة — The pack's page (or its configurator option). (Link) */
  "link": Link;
  /** رابط ثانوي — A second, quieter link (a retailer, a brochure); without a URL: not shown. (Link) */
  "secondary_link": Link;
}

/** A stored Off-road Product-match Quiz block. */
export interface OffRoadQuizBlock {
  template: "lrdx-off-road-quiz";
  fields: OffRoadQuizFields;
  groups: OffRoadQuizGroup[];
}

/** Block-level fields of Offers to CRM (lrdx-offers-to-crm). */
export interface OffersToCrmFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** فئة العرض — Sent to the CRM as the hidden field category, e.g. new-vehicles, service, certified-pre-owned. (String) */
  "category": string;
  /** رينج روفر — The offer concerns Range Rover: range-rover is sent in the hidden field brands. (Bool) */
  "brand_range_rover": boolean;
  /** ديفندر — The offer concerns Defender: defender is sent in the hidden field brands. (Bool) */
  "brand_defender": boolean;
  /** ديسكفري — The offer concerns Discovery: discovery is sent in the hidden field brands. (Bool) */
  "brand_discovery": boolean;
  /** جاكوار — The offer concerns Jaguar: jaguar is sent in the hidden field brands. (Bool) */
  "brand_jaguar": boolean;
  /** عنوان النموذج (String) */
  "form_title": string;
  /** العنوان الفرعي للنموذج — The subtitle under the title (the catalogue spells the field form_subtile). (Text) */
  "form_subtile": string;
  /** النموذج — The form of the forms service to show, by id (the editor lists the forms, GET /forms); its CRM integration sends the lead on. (Select) */
  "form_id": string;
  /** النموذج في عمودين — Lays the form's fields out in two columns from tablets up. (Bool) */
  "has_two_columns": boolean;
  /** موضع الزر (Select) */
  "button_position": "left" | "center" | "right";
  /** نص الخطأ — Shown in place of the form when the forms service has no such public form. (String) */
  "error_text": string;
  /** نص زر الخطأ — The link under the error text; it loads the page again. (String) */
  "error_button_text": string;
}

/** One repeatable group of Offers to CRM. */
export interface OffersToCrmGroup {

}

/** A stored Offers to CRM block. */
export interface OffersToCrmBlock {
  template: "lrdx-offers-to-crm";
  fields: OffersToCrmFields;
  groups: OffersToCrmGroup[];
}

/**
 * @maxItems 17
 */
export type OverseasStockLocatorCardAttributes = (
  | "productionYear"
  | "model"
  | "mileage"
  | "engines"
  | "color"
  | "drivetrain"
  | "vin"
  | "power"
  | "capacity"
  | "status"
  | "state"
  | "colorInterior"
  | "transmission"
  | "modelYear"
  | "batteryCapacity"
  | "numberOfSeats"
  | "version"
)[];

/**
 * @maxItems 3
 */
export type OverseasStockLocatorCardIcons = (
  | "productionYear"
  | "mileage"
  | "engines"
  | "power"
  | "color"
  | "drivetrain"
  | "transmission"
  | "capacity"
  | "state"
  | "batteryCapacity"
  | "numberOfSeats"
)[];

export interface OverseasStockLocatorVehicles {
  headline: string;
  /**
   * @maxItems 12
   */
  list: {
    id: number;
    list?: string;
  }[];
}

/** Block-level fields of Overseas Stock Locator (lrdx-overseas-stock-locator). */
export interface OverseasStockLocatorFields {
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
  /** قائمة النشر — The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}. (String) */
  "ci_key_list": string;
  /** العلامة المعروضة — sl_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq]. (Select) */
  "sl_key_brand": "" | "Land Rover" | "Jaguar";
  /** الفلاتر (Separator) */
  "filters_separator": { big: boolean };
  /** فلتر: العلامة (Bool) */
  "filter-brands": boolean;
  /** فلتر: الطراز (Bool) */
  "filter-models": boolean;
  /** فلتر: خيارات التمويل (Bool) */
  "filter-financing_options": boolean;
  /** فلتر: الفئة (جديدة، مستعملة…) (Bool) */
  "filter-states": boolean;
  /** فلتر: حالة التوفر (Bool) */
  "filter-statuses": boolean;
  /** فلتر: سعر التجزئة (Bool) */
  "filter-msrp_price": boolean;
  /** فلتر: السعر المعروض (Bool) */
  "filter-display_price": boolean;
  /** فلتر: المسافة المقطوعة (Bool) */
  "filter-mileage": boolean;
  /** فلتر: سنة الصنع (Bool) */
  "filter-production_year": boolean;
  /** فلتر: سنة الطراز (Bool) */
  "filter-model_year": boolean;
  /** فلتر: القوة (Bool) */
  "filter-power": boolean;
  /** فلتر: نوع المحرك (Bool) */
  "filter-engine_types": boolean;
  /** فلتر: ناقل الحركة (Bool) */
  "filter-transmissions": boolean;
  /** فلتر: اللون (Bool) */
  "filter-colors": boolean;
  /** فلتر: اسم اللون (Bool) */
  "filter-specific_colors": boolean;
  /** فلتر: الوكيل (Bool) */
  "filter-dealers": boolean;
  /** فلتر: عدد المقاعد (Bool) */
  "filter-number_of_seats": boolean;
  /** القائمة والبطاقات (Separator) */
  "cards_separator": { big: boolean };
  /** عدد السيارات في الصفحة — Page size: 1 to 12 (001 §5). (Number) */
  "items_per_page": number;
  /** الترتيب الافتراضي (Select) */
  "default_sort": "productionYearAsc" | "productionYearDesc" | "createdAtAsc" | "createdAtDesc" | "mileageAsc" | "mileageDesc" | "priceAsc" | "priceDesc" | "status";
  /** خصائص البطاقة — The vehicle attributes each card lists, in this order (001 §9 default). Allowed: productionYear, model, mileage, engines, color, drivetrain, vin, power, capacity, status, state, colorInterior, transmission, modelYear, batteryCapacity, numberOfSeats, version. (Json) */
  "card_attributes": OverseasStockLocatorCardAttributes;
  /** أيقونات البطاقة — The attributes shown with an icon on each card: at most 3, each one of productionYear, mileage, engines, power, color, drivetrain, transmission, capacity, state, batteryCapacity, numberOfSeats; otherwise the default (engines, power, color) is used. (Json) */
  "card_icons": OverseasStockLocatorCardIcons;
  /** نمط زر إعادة الضبط — The theme of the reset button on the no-results page. (Select) */
  "reset_button_theme": "primary" | "secondary" | "tertiary";
  /** سيارات مختارة — Vehicles shown above the list under their headline (the display_selected_vehicles feature of stock_locator.features): {headline, list: [{id, list?}]}, at most 12, each a vehicle id of the block's list (or of the list named). (Json) */
  "vehicles": OverseasStockLocatorVehicles;
  /** حاسبة الميزانية الشهرية (Separator) */
  "calculator_separator": { big: boolean };
  /** حاسبة الميزانية الشهرية — 'Filter By Monthly Budget': the visitor enters a monthly budget and the list keeps the vehicles whose price that budget pays for (the price filter's upper bound from the rate, term and down payment below). (Bool) */
  "reverse_calculator": boolean;
  /** نسبة الفائدة السنوية (%) (Number) */
  "reverse_calculator_rate": number;
  /** مدة التمويل (أشهر) (Number) */
  "reverse_calculator_term": number;
  /** الدفعة الأولى (%) (Number) */
  "reverse_calculator_down_payment": number;
  /** رسالة خطأ الحاسبة — Shown when the budget cannot be applied (default: 'Something went wrong, please refresh the page and try again'). (String) */
  "reverse_calculator_error": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Overseas Stock Locator. */
export interface OverseasStockLocatorGroup {

}

/** A stored Overseas Stock Locator block. */
export interface OverseasStockLocatorBlock {
  template: "lrdx-overseas-stock-locator";
  fields: OverseasStockLocatorFields;
  groups: OverseasStockLocatorGroup[];
}

/** Block-level fields of Parallax Image (lrdx-parallax-image). */
export interface ParallaxImageFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** نسبة الصورة (Select) */
  "image-ratio": "16-9" | "16-6-5";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Parallax Image. */
export interface ParallaxImageGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** عنوان الصورة (String) */
  "heading": string;
  /** وصف الصورة (Text) */
  "paragraph": string;
}

/** A stored Parallax Image block. */
export interface ParallaxImageBlock {
  template: "lrdx-parallax-image";
  fields: ParallaxImageFields;
  groups: ParallaxImageGroup[];
}

/** Block-level fields of Powertrain Quiz (lrdx-powertrain-quiz). */
export interface PowertrainQuizFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** اسم الاختبار — The quiz's name, read by screen readers as the block's name (the quiz opens on its first question, without an intro). (String) */
  "quiz_label": string;
  /** مؤشر الخطوة — The STEP indicator above each question, announced to screen readers on each step. Must keep {current} and {total}. (String) */
  "step_label": string;
  /** تلميح الإجابة — Shown under each question (every question takes one answer). (String) */
  "single_hint_label": string;
  /** زر السابق (String) */
  "previous_label": string;
  /** زر السؤال التالي (String) */
  "next_label": string;
  /** زر عرض النتائج — Next on the fifth question: 'See Results'. (String) */
  "see_results_label": string;
  /** السؤال 1: العنوان (String) */
  "question_1_title": string;
  /** السؤال 1: الوصف (String) */
  "question_1_subtitle": string;
  /** السؤال 1: الإجابة 1 (String) */
  "question_1_answer_1": string;
  /** السؤال 1: الإجابة 2 (String) */
  "question_1_answer_2": string;
  /** السؤال 2: العنوان (String) */
  "question_2_title": string;
  /** السؤال 2: الوصف (String) */
  "question_2_subtitle": string;
  /** السؤال 2: الإجابة 1 (String) */
  "question_2_answer_1": string;
  /** السؤال 2: الإجابة 2 (String) */
  "question_2_answer_2": string;
  /** السؤال 3: العنوان (String) */
  "question_3_title": string;
  /** السؤال 3: الوصف (String) */
  "question_3_subtitle": string;
  /** السؤال 3: الإجابة 1 (String) */
  "question_3_answer_1": string;
  /** السؤال 3: الإجابة 2 (String) */
  "question_3_answer_2": string;
  /** السؤال 4: العنوان (String) */
  "question_4_title": string;
  /** السؤال 4: الوصف (String) */
  "question_4_subtitle": string;
  /** السؤال 4: الإجابة 1 (String) */
  "question_4_answer_1": string;
  /** السؤال 4: الإجابة 2 (String) */
  "question_4_answer_2": string;
  /** السؤال 4: الإجابة 3 (String) */
  "question_4_answer_3": string;
  /** السؤال 4: الإجابة 4 (String) */
  "question_4_answer_4": string;
  /** السؤال 4: الإجابة 5 (String) */
  "question_4_answer_5": string;
  /** السؤال 5: العنوان (String) */
  "question_5_title": string;
  /** السؤال 5: الوصف (String) */
  "question_5_subtitle": string;
  /** السؤال 5: الإجابة 1 (String) */
  "question_5_answer_1": string;
  /** السؤال 5: الإجابة 2 (String) */
  "question_5_answer_2": string;
  /** السؤال 5: الإجابة 3 (String) */
  "question_5_answer_3": string;
  /** عنوان المزايا — The heading of every result's benefits: 'BENEFITS'. (String) */
  "benefits_label": string;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "phev_private_image": Image;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: العنوان (String) */
  "phev_private_title": string;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: الاسم — The recommended powertrain or model, shown under the title. (String) */
  "phev_private_name": string;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: الوصف (Text) */
  "phev_private_description": string;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: نص الزر — The label of the result's button to its link; empty: the link's own text. (String) */
  "phev_private_button": string;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: الرابط — Where the result's button goes. (Link) */
  "phev_private_link": Link;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: المزايا — One benefit a line, shown as a list under BENEFITS. (Text) */
  "phev_private_benefits": string;
  /** نتيجة الهجين القابل للشحن للاستخدام الشخصي: إخلاء المسؤولية (Text) */
  "phev_private_disclaimer": string;
  /** نتيجة الهجين القابل للشحن للشركات: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "phev_business_image": Image;
  /** نتيجة الهجين القابل للشحن للشركات: العنوان (String) */
  "phev_business_title": string;
  /** نتيجة الهجين القابل للشحن للشركات: الاسم — The recommended powertrain or model, shown under the title. (String) */
  "phev_business_name": string;
  /** نتيجة الهجين القابل للشحن للشركات: الوصف (Text) */
  "phev_business_description": string;
  /** نتيجة الهجين القابل للشحن للشركات: نص الزر — The label of the result's button to its link; empty: the link's own text. (String) */
  "phev_business_button": string;
  /** نتيجة الهجين القابل للشحن للشركات: الرابط — Where the result's button goes. (Link) */
  "phev_business_link": Link;
  /** نتيجة الهجين القابل للشحن للشركات: المزايا — One benefit a line, shown as a list under BENEFITS. (Text) */
  "phev_business_benefits": string;
  /** نتيجة الهجين القابل للشحن للشركات: إخلاء المسؤولية (Text) */
  "phev_business_disclaimer": string;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "diesel_private_image": Image;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: العنوان (String) */
  "diesel_private_title": string;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الاسم — The recommended powertrain or model, shown under the title. (String) */
  "diesel_private_name": string;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الوصف (Text) */
  "diesel_private_description": string;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: نص الزر — The label of the result's button to its link; empty: the link's own text. (String) */
  "diesel_private_button": string;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الرابط — Where the result's button goes. (Link) */
  "diesel_private_link": Link;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: المزايا — One benefit a line, shown as a list under BENEFITS. (Text) */
  "diesel_private_benefits": string;
  /** نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: إخلاء المسؤولية (Text) */
  "diesel_private_disclaimer": string;
  /** نتيجة الديزل الهجين الخفيف للشركات: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "diesel_business_image": Image;
  /** نتيجة الديزل الهجين الخفيف للشركات: العنوان (String) */
  "diesel_business_title": string;
  /** نتيجة الديزل الهجين الخفيف للشركات: الاسم — The recommended powertrain or model, shown under the title. (String) */
  "diesel_business_name": string;
  /** نتيجة الديزل الهجين الخفيف للشركات: الوصف (Text) */
  "diesel_business_description": string;
  /** نتيجة الديزل الهجين الخفيف للشركات: نص الزر — The label of the result's button to its link; empty: the link's own text. (String) */
  "diesel_business_button": string;
  /** نتيجة الديزل الهجين الخفيف للشركات: الرابط — Where the result's button goes. (Link) */
  "diesel_business_link": Link;
  /** نتيجة الديزل الهجين الخفيف للشركات: المزايا — One benefit a line, shown as a list under BENEFITS. (Text) */
  "diesel_business_benefits": string;
  /** نتيجة الديزل الهجين الخفيف للشركات: إخلاء المسؤولية (Text) */
  "diesel_business_disclaimer": string;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "petrol_private_image": Image;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: العنوان (String) */
  "petrol_private_title": string;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الاسم — The recommended powertrain or model, shown under the title. (String) */
  "petrol_private_name": string;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الوصف (Text) */
  "petrol_private_description": string;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: نص الزر — The label of the result's button to its link; empty: the link's own text. (String) */
  "petrol_private_button": string;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الرابط — Where the result's button goes. (Link) */
  "petrol_private_link": Link;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: المزايا — One benefit a line, shown as a list under BENEFITS. (Text) */
  "petrol_private_benefits": string;
  /** نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: إخلاء المسؤولية (Text) */
  "petrol_private_disclaimer": string;
  /** نتيجة البنزين الهجين الخفيف للشركات: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "petrol_business_image": Image;
  /** نتيجة البنزين الهجين الخفيف للشركات: العنوان (String) */
  "petrol_business_title": string;
  /** نتيجة البنزين الهجين الخفيف للشركات: الاسم — The recommended powertrain or model, shown under the title. (String) */
  "petrol_business_name": string;
  /** نتيجة البنزين الهجين الخفيف للشركات: الوصف (Text) */
  "petrol_business_description": string;
  /** نتيجة البنزين الهجين الخفيف للشركات: نص الزر — The label of the result's button to its link; empty: the link's own text. (String) */
  "petrol_business_button": string;
  /** نتيجة البنزين الهجين الخفيف للشركات: الرابط — Where the result's button goes. (Link) */
  "petrol_business_link": Link;
  /** نتيجة البنزين الهجين الخفيف للشركات: المزايا — One benefit a line, shown as a list under BENEFITS. (Text) */
  "petrol_business_benefits": string;
  /** نتيجة البنزين الهجين الخفيف للشركات: إخلاء المسؤولية (Text) */
  "petrol_business_disclaimer": string;
  /** عنوان الملخص — 'HOW WE MATCHED YOU': the summary's heading, and the result's link to it. (String) */
  "summary_title": string;
  /** مقدمة الملخص (String) */
  "summary_intro": string;
  /** الملخص: السؤال 1، الإجابة 1 — How the summary words answer 1 of question 1. (String) */
  "summary_question_1_answer_1": string;
  /** الملخص: السؤال 1، الإجابة 2 — How the summary words answer 2 of question 1. (String) */
  "summary_question_1_answer_2": string;
  /** الملخص: السؤال 2، الإجابة 1 — How the summary words answer 1 of question 2. (String) */
  "summary_question_2_answer_1": string;
  /** الملخص: السؤال 2، الإجابة 2 — How the summary words answer 2 of question 2. (String) */
  "summary_question_2_answer_2": string;
  /** الملخص: السؤال 3، الإجابة 1 — How the summary words answer 1 of question 3. (String) */
  "summary_question_3_answer_1": string;
  /** الملخص: السؤال 3، الإجابة 2 — How the summary words answer 2 of question 3. (String) */
  "summary_question_3_answer_2": string;
  /** الملخص: السؤال 4، الإجابة 1 — How the summary words answer 1 of question 4. (String) */
  "summary_question_4_answer_1": string;
  /** الملخص: السؤال 4، الإجابة 2 — How the summary words answer 2 of question 4. (String) */
  "summary_question_4_answer_2": string;
  /** الملخص: السؤال 4، الإجابة 3 — How the summary words answer 3 of question 4. (String) */
  "summary_question_4_answer_3": string;
  /** الملخص: السؤال 4، الإجابة 4 — How the summary words answer 4 of question 4. (String) */
  "summary_question_4_answer_4": string;
  /** الملخص: السؤال 4، الإجابة 5 — How the summary words answer 5 of question 4. (String) */
  "summary_question_4_answer_5": string;
  /** الملخص: السؤال 5، الإجابة 1 — How the summary words answer 1 of question 5. (String) */
  "summary_question_5_answer_1": string;
  /** الملخص: السؤال 5، الإجابة 2 — How the summary words answer 2 of question 5. (String) */
  "summary_question_5_answer_2": string;
  /** الملخص: السؤال 5، الإجابة 3 — How the summary words answer 3 of question 5. (String) */
  "summary_question_5_answer_3": string;
  /** زر العودة إلى النتيجة (String) */
  "back_to_result_label": string;
  /** زر البدء من جديد (String) */
  "start_again_label": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Powertrain Quiz. */
export interface PowertrainQuizGroup {

}

/** A stored Powertrain Quiz block. */
export interface PowertrainQuizBlock {
  template: "lrdx-powertrain-quiz";
  fields: PowertrainQuizFields;
  groups: PowertrainQuizGroup[];
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

/** Block-level fields of Quote Slider (lrdx-quote-slider). */
export interface QuoteSliderFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Quote Slider. */
export interface QuoteSliderGroup {
  /** محاذاة الاقتباس — As seen on screen: right is the reading start in Arabic. (Select) */
  "section_class": "left" | "center" | "right";
  /** ضبط النص — Justifies the quote's lines (text-align: justify). (Bool) */
  "justify_text": boolean;
  /** الاقتباس (Text) */
  "quote": string;
  /** القائل (String) */
  "author": string;
  /** صفة القائل (String) */
  "author_position": string;
}

/** A stored Quote Slider block. */
export interface QuoteSliderBlock {
  template: "lrdx-quote-slider";
  fields: QuoteSliderFields;
  groups: QuoteSliderGroup[];
}

export interface RangeCalculatorTranslations {
  engine: string;
  wheel_size: string;
  inch: string;
  outside_temperature: string;
  celsius: string;
  climate_control: string;
  preconditioning: string;
  on: string;
  off: string;
  driving_environment: string;
  combined: string;
  motorway: string;
  urban: string;
  occupants: string;
  km: string;
  mile: string;
  more_info: string;
}

export type RangeCalculatorGroupRangeCarEnginesMapper = {
  code: string;
  label: string;
}[];

export type RangeCalculatorGroupWheelSizesMapper = {
  code: string;
  inches: number;
}[];

/** Block-level fields of Range Calculator (lrdx-range-calculator). */
export interface RangeCalculatorFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان — The calculator's heading; empty: none (the section is named by select_label). (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** رابط بيانات المدى (JSON) — An https:// URL, or a site path /data/<name>.json read from the site's data folder (the demo's file: /data/range-calculator.json), of the JSON the ranges are computed from; the server reads it through the egress guard (3 s, answers kept 5 minutes) before rendering, the browser never calls it. Its shape is ours (002 §7: 'not shown'): schemas/entities/range-calculator-data.schema.json, engines by code with their WLTP range and usable battery energy, and the conditions' factors. Empty, unreadable, refused by the egress guard or not of that shape: error_msg with try_again_btn_label. (String) */
  "json_url": string;
  /** عنوان اختيار السيارة (String) */
  "select_label": string;
  /** عنوان المدى (String) */
  "range_label": string;
  /** وحدة المدى — The unit the range is shown in (002 §9.8); the model computes kilometres, a mile is 1.609344 km. (Select) */
  "range_unit": "km" | "mile";
  /** تنبيه المدى — Shown under the range. (Text) */
  "range_disclaimer": string;
  /** نص أسفل أحجام العجلات (String) */
  "wheel_bottom_label": string;
  /** نافذة مساعدة حجم العجلات — The wheel size help dialog's text (HTML, sanitised); empty: no help button. (Markdown) */
  "wheel_modal": string;
  /** نافذة مساعدة التكييف — The climate control help dialog's text (HTML, sanitised); empty: no help button. (Markdown) */
  "climate_modal": string;
  /** نافذة مساعدة التهيئة المسبقة — The preconditioning help dialog's text (HTML, sanitised); empty: no help button. (Markdown) */
  "preconditioning_modal": string;
  /** نافذة مساعدة بيئة القيادة — The driving environment help dialog's text (HTML, sanitised); empty: no help button. (Markdown) */
  "env_modal": string;
  /** نصوص المرشحات — The filters' words (002 §3.11 'translations: JSON of filter labels'), edited as a form and stored as this structure; each help dialog's title is its filter's label. (Json) */
  "translations": RangeCalculatorTranslations;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Range Calculator. */
export interface RangeCalculatorGroup {
  /** صورة السيارة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** اسم السيارة (String) */
  "car_name": string;
  /** وصف السيارة (Text) */
  "car_description": string;
  /** رابط السيارة — The car's page; its link_text is the button's words (no URL: no button). (Link) */
  "car_link": Link;
  /** محركات السيارة — The car's engines: each a code of the data file's engines and the name shown (an engine select appears when there are two or more). At most 10. (Json) */
  "range_car_engines_mapper": RangeCalculatorGroupRangeCarEnginesMapper;
  /** أحجام العجلات — The car's wheel options: each a code (a, b, c…) and its size in inches (002 §3.11: a)=19, b)=20, c)=21). The smallest is the size of the WLTP figure and is chosen first. At most 8; codes unique. (Json) */
  "wheel_sizes_mapper": RangeCalculatorGroupWheelSizesMapper;
}

/** A stored Range Calculator block. */
export interface RangeCalculatorBlock {
  template: "lrdx-range-calculator";
  fields: RangeCalculatorFields;
  groups: RangeCalculatorGroup[];
}

/** Block-level fields of Ready To Go Bar (lrdx-ready-to-go-bar). */
export interface ReadyToGoBarFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** إيقاف الزر العائم في هذه الصفحة — On: no floating action button on this page (neither these items nor the admin items). Off: the floating action button shows this bar's items instead of the admin items. (Bool) */
  "fabDisabled": boolean;
  /** نص زر «عرض المزيد» على الهاتف — The phone button that shows the rest of the items. Empty, or the catalogue's default 'Show more', shows the page language's own text (عرض المزيد in Arabic). (String) */
  "mobile_button_label": string;
  /** إخفاء الشريط — On: the bar is not shown on the page; its items still feed the floating action button. (Bool) */
  "hide_block": boolean;
}

/** One repeatable group of Ready To Go Bar. */
export interface ReadyToGoBarGroup {
  /** الأيقونة — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon": IconName;
  /** الرابط — The item's link; its dc_strategy decides whether the item or its fallback shows. (Link) */
  "link": Link;
  /** النص — A line under the link. (Text) */
  "content": string;
  /** عرض الرابط كزر — On: the link is drawn as a button (the icon and text stay beside it). (Bool) */
  "isUsedAsButton": boolean;
  /** استخدام بديل المحتوى الديناميكي — On: when the link's dynamic-content strategy refuses the item, the fallback icon, link and text show instead; off: nothing shows then. (Bool) */
  "use_dc_fallback": boolean;
  /** أيقونة البديل — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "fallback_icon": IconName;
  /** رابط البديل — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "fallback_link": Link;
  /** نص البديل (Text) */
  "fallback_content": string;
}

/** A stored Ready To Go Bar block. */
export interface ReadyToGoBarBlock {
  template: "lrdx-ready-to-go-bar";
  fields: ReadyToGoBarFields;
  groups: ReadyToGoBarGroup[];
}

export interface RentACarBlockTranslations {
  locations_title: string;
  pick_up_label: string;
  drop_off_label: string;
  location_placeholder: string;
  different_dropoff_label: string;
  custom_address_option: string;
  custom_pick_up_label: string;
  custom_drop_off_label: string;
  distance_text: string;
  dates_title: string;
  pick_up_date_label: string;
  drop_off_date_label: string;
  choose_dates: string;
  calendar_label: string;
  previous_month: string;
  next_month: string;
  confirm: string;
  vehicles_title: string;
  filter_label: string;
  all: string;
  price_from: string;
  price_on_request: string;
  locations_count: string;
  tooltip: string;
  choose_vehicle: string;
  chosen_vehicle: string;
  no_vehicles: string;
  continue: string;
  reserve_title: string;
  back: string;
  next: string;
  close: string;
  step_of: string;
  contact_title: string;
  form_loading: string;
  summary_title: string;
  pick_up_details: string;
  drop_off_details: string;
  vehicle_label: string;
  days_label: string;
  daily_price_label: string;
  extras_label: string;
  total_label: string;
  send: string;
  sending: string;
  decrease: string;
  increase: string;
}

export interface RentACarLocationsJson {
  locations_list: {
    name_key: string;
    city_name: string;
    point_name: string;
    address: string;
    /**
     * Latitude and longitude of the location: the drop-off list shows each location's great-circle distance from the chosen pick-up (runtime/core/geo.ts).
     */
    coordinates?: {
      lat: number;
      lng: number;
    };
  }[];
}

export interface RentACarVehiclesJson {
  vehicles_list: {
    /**
     * A picture of the media library, by id.
     */
    image_id: number;
    display_name: string;
    /**
     * The nameplate the cards are filtered by.
     */
    nameplate_name: string;
    price: {
      /**
       * The daily price in minor units of the site's currency (fils, cents): 14300 is 143.00. null: price on request.
       */
      daily: number | null;
    };
    /**
     * The name_key of each location the vehicle can be picked up at; 'unofficial' lets it be picked up at a custom address.
     */
    locations: string[];
    specification: string[];
  }[];
}

export interface RentACarFormHiddenFieldMapping {
  [k: string]: string;
}

export interface RentACarAdditionalJson {
  allow_different_dropoff: boolean;
  allow_custom_pickup: boolean;
  allow_custom_dropoff: boolean;
  distance_unit: "km" | "mi";
  /**
   * Weekdays that cannot be chosen for pick-up or drop-off: 0 Sunday … 6 Saturday (002 §9.7: Sunday).
   */
  datepicker_disabled_days: number[];
  /**
   * How chosen dates are written: Intl.DateTimeFormat options. The locale's own format is used only on a page of its language (en-US on an English page); any other page writes dates in its own language (Arabic on /ar/).
   */
  date: {
    locale: string;
    options: {
      weekday: "" | "narrow" | "short" | "long";
      year: "" | "numeric" | "2-digit";
      month: "" | "numeric" | "2-digit" | "narrow" | "short" | "long";
      day: "" | "numeric" | "2-digit";
    };
  };
}

export interface RentACarGroupDataJson {
  items: {
    heading: string;
    subitems: {
      heading: string;
      /**
       * Price of one unit for the whole rental, in minor units of the site's currency (20000 is 200.00); 0 is free.
       */
      price: number;
      price_string_context: string;
      features_list: string[];
      controller:
        | {
            type: "amount";
            min: number;
            max: number;
            /**
             * How many units one press of + or − adds or takes away (1 when absent).
             */
            value?: number;
            default: number;
          }
        | {
            type: "toggler";
            true_label: string;
            false_label: string;
            /**
             * How many units are charged while on.
             */
            value?: number;
            default: boolean;
          };
    }[];
  }[];
}

/** Block-level fields of Rent a Car (lrdx-rent-a-car). */
export interface RentACarFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** نصوص الواجهة — The wizard's own words. `$1` (and `$2`) are replaced by the figure the text names. (Json) */
  "block_translations": RentACarBlockTranslations;
  /** المواقع — Where cars are picked up and dropped off (002 §3.16). (Json) */
  "locations_json": RentACarLocationsJson;
  /** السيارات — The cars for rent (002 §3.16). (Json) */
  "vehicles_json": RentACarVehiclesJson;
  /** ملاحظة المواقع (Text) */
  "location_disclaimer": string;
  /** نموذج بيانات التواصل — The form of the forms service shown at CONTACT DETAILS; the inquiry is a lead of this form (POST /forms/{id}/leads). (Select) */
  "contact_step_form_id": string;
  /** الحقول المخفية — Hidden field name -> value sent with the inquiry. A value may hold the booking's placeholders: {{pick_up_location}}, {{drop_off_location}}, {{pick_up_date}}, {{drop_off_date}}, {{days}}, {{vehicle}}, {{extras}}, {{total}}, {{currency}} (runtime/core/rent-a-car.ts fillBookingTemplate). Dates are ISO days, the total is in major units. (Json) */
  "form_hidden_field_mapping": RentACarFormHiddenFieldMapping;
  /** قالب ملخص بيانات التواصل — HTML shown in the summary under the booking's details; {{f_<field name>}} is replaced by what the visitor wrote in that field of the contact form (escaped). (Markdown) */
  "form_summary_template": string;
  /** عنوان رسالة الشكر (String) */
  "ty_heading": string;
  /** نص رسالة الشكر (Text) */
  "ty_disclaimer": string;
  /** نص زر العودة (String) */
  "ty_button_label": string;
  /** عنوان رسالة الخطأ (String) */
  "error_heading": string;
  /** نص رسالة الخطأ (Text) */
  "error_disclaimer": string;
  /** إعدادات إضافية (Json) */
  "additional_json": RentACarAdditionalJson;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Rent a Car. */
export interface RentACarGroup {
  /** اسم الخطوة (String) */
  "name": string;
  /** الإضافات — The extras of this step: items, each a heading over its options (002 §3.16). (Json) */
  "data_json": RentACarGroupDataJson;
}

/** A stored Rent a Car block. */
export interface RentACarBlock {
  template: "lrdx-rent-a-car";
  fields: RentACarFields;
  groups: RentACarGroup[];
}

/** Block-level fields of Retailer Locator (lrdx-retailer-locator). */
export interface RetailerLocatorFields {
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
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Retailer Locator. */
export interface RetailerLocatorGroup {

}

/** A stored Retailer Locator block. */
export interface RetailerLocatorBlock {
  template: "lrdx-retailer-locator";
  fields: RetailerLocatorFields;
  groups: RetailerLocatorGroup[];
}

export type RetailerLocatorCardsGroupContactInfo = {
  /**
   * phone: a tel: link; whatsapp: a https://wa.me/ link; email: a mailto: link.
   */
  type: "phone" | "whatsapp" | "email";
  /**
   * The icon beside the label; empty: the type's own icon.
   */
  icon:
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
   * The link's visible text.
   */
  label: string;
  /**
   * tel:+971…, https://wa.me/971…, or mailto:…; a bare number or address is made into the type's link.
   */
  href: string;
}[];

export type RetailerLocatorCardsGroupServices = {
  /**
   * An icon of the lrdx theme's icon set; empty means no icon.
   */
  icon:
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
  label: string;
}[];

/** Block-level fields of Retailer Locator Cards (lrdx-retailer-locator-cards). */
export interface RetailerLocatorCardsFields {
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
  /** نص «الوكلاء» — The label of the list, followed by how many retailers it shows ('الوكلاء (5)'). (String) */
  "retailers_translation": string;
  /** نص «ابحث» — The search box's label (searches names and cities). (String) */
  "search_translation": string;
  /** نص «المسافة» — The button that asks the visitor's position and orders the cards by distance, and the distance's label on each card. (String) */
  "distance_translation": string;
  /** نص «عرض» — Each card's link to its position in the maps provider (directions from the visitor). (String) */
  "show_translation": string;
  /** نص «الخدمات» — The heading of each card's services. (String) */
  "services_translation": string;
  /** وحدة المسافة (Select) */
  "distance_unit": "km" | "mi";
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Retailer Locator Cards. */
export interface RetailerLocatorCardsGroup {
  /** اسم الوكيل (String) */
  "name": string;
  /** العنوان (String) */
  "address": string;
  /** المدينة (String) */
  "city": string;
  /** خط العرض — Decimal degrees; with longitude, the card's distance from the visitor and its map link. Left out: no distance. (Number) */
  "latitude"?: number;
  /** خط الطول — Decimal degrees. (Number) */
  "longitude"?: number;
  /** وسائل التواصل — The card's contact links. The catalogue held this as a JSON string; here it is a structured list. (Json) */
  "contact_info": RetailerLocatorCardsGroupContactInfo;
  /** الخدمات — The services the retailer offers. The catalogue held this as a JSON string; here it is a structured list. (Json) */
  "services": RetailerLocatorCardsGroupServices;
}

/** A stored Retailer Locator Cards block. */
export interface RetailerLocatorCardsBlock {
  template: "lrdx-retailer-locator-cards";
  fields: RetailerLocatorCardsFields;
  groups: RetailerLocatorCardsGroup[];
}

/** Block-level fields of Retailer Locator (Mena) (lrdx-retailer-locator-mena). */
export interface RetailerLocatorMenaFields {
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
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Retailer Locator (Mena). */
export interface RetailerLocatorMenaGroup {

}

/** A stored Retailer Locator (Mena) block. */
export interface RetailerLocatorMenaBlock {
  template: "lrdx-retailer-locator-mena";
  fields: RetailerLocatorMenaFields;
  groups: RetailerLocatorMenaGroup[];
}

/** Block-level fields of Retailer Locator With Map (lrdx-retailer-locator-with-map). */
export interface RetailerLocatorWithMapFields {
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
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Retailer Locator With Map. */
export interface RetailerLocatorWithMapGroup {

}

/** A stored Retailer Locator With Map block. */
export interface RetailerLocatorWithMapBlock {
  template: "lrdx-retailer-locator-with-map";
  fields: RetailerLocatorWithMapFields;
  groups: RetailerLocatorWithMapGroup[];
}

export interface RetailerSchemaGroupAddress {
  street_address: string;
  address_locality: string;
  address_region: string;
  postal_code: string;
  address_country: string;
}

export type RetailerSchemaGroupContactInfo = {
  type: "telephone" | "email" | "fax";
  value: string;
}[];

export type RetailerSchemaGroupOffersInfo = {
  category: string;
  description: string;
  url: string;
}[];

/** Block-level fields of Retailer Schema (lrdx-retailer-schema). */
export interface RetailerSchemaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
}

/** One repeatable group of Retailer Schema. */
export interface RetailerSchemaGroup {
  /** الصورة — schema.org image (an absolute URL of the media variant). (Image) */
  "retailer_image": Image;
  /** الاسم (String) */
  "retailer_name": string;
  /** الوصف (Text) */
  "retailer_description": string;
  /** الكلمات المفتاحية — Comma-separated keywords (schema.org keywords). (String) */
  "retailer_keywords": string;
  /** ساعات العمل — schema.org openingHours, one period a line in its format: 'Mo-Th 09:00-21:00', 'Sa 16:00-21:00'. (Text) */
  "opening_hours": string;
  /** طرق الدفع المقبولة — schema.org paymentAccepted, e.g. 'نقداً، بطاقة ائتمان، تمويل'. (String) */
  "payment_accepted": string;
  /** نطاق الأسعار — schema.org priceRange, e.g. '$$$' or 'AED 250,000 – 1,200,000'. (String) */
  "price_range": string;
  /** العنوان — schema.org PostalAddress. The catalogue held the address as one text; here it is structured so the PostalAddress carries its parts. (Json) */
  "address": RetailerSchemaGroupAddress;
  /** خط العرض — schema.org geo GeoCoordinates latitude; with longitude, or no geo. (Number) */
  "latitude"?: number;
  /** خط الطول — schema.org geo GeoCoordinates longitude. (Number) */
  "longitude"?: number;
  /** وسائل التواصل — telephone, email and faxNumber. The catalogue held this as a JSON string; here it is a structured list. (Json) */
  "contact_info": RetailerSchemaGroupContactInfo;
  /** العروض — schema.org makesOffer: one Offer each. The catalogue held this as a JSON string; here it is a structured list. (Json) */
  "offers_info": RetailerSchemaGroupOffersInfo;
}

/** A stored Retailer Schema block. */
export interface RetailerSchemaBlock {
  template: "lrdx-retailer-schema";
  fields: RetailerSchemaFields;
  groups: RetailerSchemaGroup[];
}

export interface RetailerServiceSchemaGroupAddress {
  street_address: string;
  address_locality: string;
  address_region: string;
  postal_code: string;
  address_country: string;
}

export type RetailerServiceSchemaGroupContactInfo = {
  type: "telephone" | "email" | "fax";
  value: string;
}[];

export type RetailerServiceSchemaGroupOffersInfo = {
  category: string;
  description: string;
  url: string;
}[];

/** Block-level fields of Retailer Service Schema (lrdx-retailer-service-schema). */
export interface RetailerServiceSchemaFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
}

/** One repeatable group of Retailer Service Schema. */
export interface RetailerServiceSchemaGroup {
  /** الصورة — schema.org image (an absolute URL of the media variant). (Image) */
  "image": Image;
  /** الاسم (String) */
  "name": string;
  /** الوصف (Text) */
  "description": string;
  /** الكلمات المفتاحية — Comma-separated keywords (schema.org keywords). (String) */
  "keywords": string;
  /** ساعات العمل — schema.org openingHours, one period a line in its format: 'Mo-Th 09:00-21:00', 'Sa 16:00-21:00'. (Text) */
  "opening_hours": string;
  /** طرق الدفع المقبولة — schema.org paymentAccepted, e.g. 'نقداً، بطاقة ائتمان، تمويل'. (String) */
  "payment_accepted": string;
  /** نطاق الأسعار — schema.org priceRange, e.g. '$$$' or 'AED 250,000 – 1,200,000'. (String) */
  "price_range": string;
  /** العنوان — schema.org PostalAddress. The catalogue held the address as one text; here it is structured so the PostalAddress carries its parts. (Json) */
  "address": RetailerServiceSchemaGroupAddress;
  /** خط العرض — schema.org geo GeoCoordinates latitude; with longitude, or no geo. (Number) */
  "latitude"?: number;
  /** خط الطول — schema.org geo GeoCoordinates longitude. (Number) */
  "longitude"?: number;
  /** وسائل التواصل — telephone, email and faxNumber. The catalogue held this as a JSON string; here it is a structured list. (Json) */
  "contact_info": RetailerServiceSchemaGroupContactInfo;
  /** العروض — schema.org makesOffer: one Offer each. The catalogue held this as a JSON string; here it is a structured list. (Json) */
  "offers_info": RetailerServiceSchemaGroupOffersInfo;
}

/** A stored Retailer Service Schema block. */
export interface RetailerServiceSchemaBlock {
  template: "lrdx-retailer-service-schema";
  fields: RetailerServiceSchemaFields;
  groups: RetailerServiceSchemaGroup[];
}

/** Block-level fields of Seat Slider (lrdx-seat-slider). */
export interface SeatSliderFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان الصغير — A short line over the big heading. (String) */
  "small_heading": string;
  /** العنوان الكبير (String) */
  "big_heading": string;
  /** مستوى العنوان — The level of the big heading. (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** السعة (لتر) — The boot volume the last frame reaches, in litres. (Number) */
  "counter": number;
  /** وحدة السعة — Written after the counter (not a catalogue field: the catalogue counts in litres; the word is the editor's). (String) */
  "counter_unit": string;
  /** صورة تحت النص — A small picture under the headings (a badge or the model's outline). Left as the default image: none. (Image) */
  "image_under_text": Image;
  /** إخلاء المسؤولية (Text) */
  "disclaimer": string;
  /** الإطار 1 — The first frame: every seat up (where the slider starts). (Image) */
  "frame_1": Image;
  /** الإطار 2 — The second frame. (Image) */
  "frame_2": Image;
  /** الإطار 3 — The third frame. (Image) */
  "frame_3": Image;
  /** الإطار 4 — The last frame: every seat folded (the counter reaches its full litres). (Image) */
  "frame_4": Image;
  /** العدّاد في الجهة الأخرى — The counter sits at the inline end of the picture instead of its inline start. (Bool) */
  "reversed_counter_position": boolean;
  /** نص دعوة التفاعل (String) */
  "click_to_interact_label": string;
  /** نص دعوة التفاعل على الجوال — Shown instead of click_to_interact_label below 741px. (String) */
  "click_to_interact_label_mobile": string;
  /** اسم شريط التمرير — Not a catalogue field: the accessible name of the slider that moves through the frames (screen readers read it with the frame and the litres). (String) */
  "slider_label": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
}

/** One repeatable group of Seat Slider. */
export interface SeatSliderGroup {

}

/** A stored Seat Slider block. */
export interface SeatSliderBlock {
  template: "lrdx-seat-slider";
  fields: SeatSliderFields;
  groups: SeatSliderGroup[];
}

/** Block-level fields of Section Image Tabs (lrdx-section-image-tabs). */
export interface SectionImageTabsFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** تحميل الصور عند الحاجة (Bool) */
  "has_lazyload": boolean;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Section Image Tabs. */
export interface SectionImageTabsGroup {
  /** الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "image": Image;
  /** عدد الكتل التالية — How many of the blocks that follow this block on the page belong to this tab (002 §3.8). Counted in page order, scheduled-out blocks included; cut at the end of the page. (Number) */
  "blocks_count": number;
  /** نص التبويب (String) */
  "tab_label": string;
  /** معرّف التبويب — Written to the URL hash when the tab is chosen (002 §2.1); opening the page with #tab_id selects the tab. Also the id of the tab's panel, so the link works without JavaScript. Letters, digits, _ and - only. (String) */
  "tab_id": string;
}

/** A stored Section Image Tabs block. */
export interface SectionImageTabsBlock {
  template: "lrdx-section-image-tabs";
  fields: SectionImageTabsFields;
  groups: SectionImageTabsGroup[];
}

/** Block-level fields of Section Tabs (lrdx-section-tabs). */
export interface SectionTabsFields {
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
  /** موضع النص — Where the current tab's copy (group_title, group_paragraph) sits: above or below the tab list. (Select) */
  "copy_position": "top" | "bottom";
  /** نافذة المقارنة — Adds a button that opens a dialog (modal_title) presenting every tab by its modal_tab_title, modal_tab_subtitle and modal_tab_image; choosing one selects its tab. (Bool) */
  "has_modal": boolean;
  /** عنوان النافذة (String) */
  "modal_title": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Section Tabs. */
export interface SectionTabsGroup {
  /** عدد الكتل التالية — How many of the blocks that follow this block on the page belong to this tab (002 §3.8). Counted in page order, scheduled-out blocks included; cut at the end of the page. (Number) */
  "blocks_count": number;
  /** أيقونة التبويب — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "tab_icon": IconName;
  /** نص التبويب (String) */
  "tab_label": string;
  /** معرّف التبويب — Written to the URL hash when the tab is chosen (002 §2.1); opening the page with #tab_id selects the tab. Also the id of the tab's panel, so the link works without JavaScript. Letters, digits, _ and - only. (String) */
  "tab_id": string;
  /** عنوان القسم (String) */
  "group_title": string;
  /** فقرة القسم (Text) */
  "group_paragraph": string;
  /** عنوان التبويب في النافذة (String) */
  "modal_tab_title": string;
  /** وصف التبويب في النافذة (String) */
  "modal_tab_subtitle": string;
  /** صورة التبويب في النافذة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "modal_tab_image": Image;
}

/** A stored Section Tabs block. */
export interface SectionTabsBlock {
  template: "lrdx-section-tabs";
  fields: SectionTabsFields;
  groups: SectionTabsGroup[];
}

export interface SelectYourVehicleToUpdateSubblocksMapper {
  dropdowns: {
    label: string;
    key: string;
    children: string[];
  }[];
  subblocks_groups: {
    key: string;
    match_dropdowns: {
      parent_key: string;
      child_key: string[];
    }[];
  }[];
}

/** Block-level fields of Select your vehicle to update (lrdx-select-your-vehicle-to-update). */
export interface SelectYourVehicleToUpdateFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** لون خلفية البطاقات (Select) */
  "subgroups_bg_theme": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** فئة القسم — Extra CSS class names on the block's section (letters, digits, _, - and spaces). (String) */
  "section_class": string;
  /** عنوان قائمة السيارة (String) */
  "parent_dropdown_label": string;
  /** نص قائمة السيارة (String) */
  "parent_dropdown_placeholder": string;
  /** خيار كل السيارات (String) */
  "parent_all_items_label": string;
  /** عنوان قائمة سنة الطراز (String) */
  "child_dropdown_label": string;
  /** نص قائمة سنة الطراز (String) */
  "child_dropdown_placeholder": string;
  /** خيار كل السنوات (String) */
  "child_all_items_label": string;
  /** نص زر العرض (String) */
  "button_text": string;
  /** نص زر المسح (String) */
  "clear_text": string;
  /** عنوان النتائج (String) */
  "result_text": string;
  /** سطر النتائج — The result line: {amount} is the number of cards shown (in the page's digits), {parent} and {child} the chosen vehicle and year (or the 'all' labels). (String) */
  "result_text_label": string;
  /** نص إرشادي أسفل القوائم (Text) */
  "info_text_below": string;
  /** نص «عرض الكل» (String) */
  "view_all_link_text": string;
  /** ربط البطاقات بالسيارات — The vehicles of the parent dropdown with their years, and for each sub-block key the vehicles and years it matches (002 §3.12). Edited as a form, stored as this structure. (Json) */
  "subblocks_mapper": SelectYourVehicleToUpdateSubblocksMapper;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Select your vehicle to update. */
export interface SelectYourVehicleToUpdateGroup {
  /** مفتاح البطاقة — The subblocks_mapper.subblocks_groups key this card belongs to. (String) */
  "subblock_key": string;
  /** نص زر البطاقة (String) */
  "button_text": string;
  /** عنوان النافذة — The card's title, and the modal's. (String) */
  "modal_title": string;
  /** وصف النافذة (Text) */
  "modal_description": string;
  /** زر النافذة — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "modal_button": Link;
}

/** A stored Select your vehicle to update block. */
export interface SelectYourVehicleToUpdateBlock {
  template: "lrdx-select-your-vehicle-to-update";
  fields: SelectYourVehicleToUpdateFields;
  groups: SelectYourVehicleToUpdateGroup[];
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

export interface SingleOfferHiddenFields {
  [k: string]: string;
}

/** Block-level fields of Single Offer (lrdx-single-offer). */
export interface SingleOfferFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** عنوان العرض (String) */
  "title": string;
  /** الوصف — The offer's main text. (Markdown) */
  "description": string;
  /** الوصف الثاني — A second text under the first, e.g. the offer's terms. (Markdown) */
  "description_second": string;
  /** رابط العرض (#) — The address hash without '#': the offer's anchor id, so /ar/offers#hash opens the page at this offer. Letters, digits, '_' and '-'; it must differ from the page's other anchors. (String) */
  "hash": string;
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** الحقول المخفية — Hidden field name -> value sent with every lead of this offer (e.g. the offer's code for the CRM). (Json) */
  "hidden_fields": SingleOfferHiddenFields;
  /** النموذج — The form of the forms service to show, by id: the editor lists the forms (GET /forms). (Select) */
  "form_id": string;
  /** النموذج في عمودين — Lays the form's fields out in two columns from tablets up. (Bool) */
  "has_two_columns": boolean;
}

/** One repeatable group of Single Offer. */
export interface SingleOfferGroup {

}

/** A stored Single Offer block. */
export interface SingleOfferBlock {
  template: "lrdx-single-offer";
  fields: SingleOfferFields;
  groups: SingleOfferGroup[];
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

export type SpecificationAccordionVariants = {
  model_label: string;
  engine_label: string;
  specification_label: string;
  model_key: string;
}[];

/** Block-level fields of Specification Accordion (lrdx-specification-accordion). */
export interface SpecificationAccordionFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** الطراز — The nameplate (000 §9 codes, lower case: l460, l663…), chosen among the model catalogue's: its specs are shown first, and its catalogue models fill the lists when the block has no variants of its own. (Select) */
  "model": string;
  /** رمز طراز إضافي — Takes priority over model when filled (002 §5.5): e.g. a model-year code (l460_24my). (String) */
  "model_key_additional": string;
  /** الخيارات — The choices of the three lists: each a model, engine and specification label and the model key whose specs it shows. Designed here (the catalogue shows only the list labels). An empty list offers the model catalogue's models of the nameplate of model_key_additional or model (its code, the part before the first _): model year and body style as the model, the engines, the trims as the specification, with each engine's specification from /vehicles/{id}/specs; with no such models in the catalogue, the one model of model_key_additional or model. (Json) */
  "variants": SpecificationAccordionVariants;
  /** نص قائمة الطراز (String) */
  "selectModelLabel": string;
  /** نص قائمة المحرك (String) */
  "selectEngineLabel": string;
  /** نص قائمة الفئة (String) */
  "selectSpecificationLabel": string;
  /** نص زر عرض المواصفات (String) */
  "viewSpecificationLabel": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Specification Accordion. */
export interface SpecificationAccordionGroup {
  /** العنوان (String) */
  "title": string;
  /** المحتوى (Markdown) */
  "content": string;
}

/** A stored Specification Accordion block. */
export interface SpecificationAccordionBlock {
  template: "lrdx-specification-accordion";
  fields: SpecificationAccordionFields;
  groups: SpecificationAccordionGroup[];
}

/** Block-level fields of Specification at a Glance (lrdx-specification-at-a-glance). */
export interface SpecificationAtAGlanceFields {
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
  /** عدد الأعمدة (Number) */
  "col-numbers": number;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** ملاحظة (Text) */
  "disclaimer": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Specification at a Glance. */
export interface SpecificationAtAGlanceGroup {
  /** القيمة (String) */
  "value": string;
  /** الوحدة (String) */
  "unit": string;
  /** الوصف (String) */
  "label": string;
  /** الأيقونة — An icon of the lrdx theme's icon set; empty means no icon. (Icon) */
  "icon": IconName;
}

/** A stored Specification at a Glance block. */
export interface SpecificationAtAGlanceBlock {
  template: "lrdx-specification-at-a-glance";
  fields: SpecificationAtAGlanceFields;
  groups: SpecificationAtAGlanceGroup[];
}

/**
 * @maxItems 17
 */
export type StockLocatorCardAttributes = (
  | "productionYear"
  | "model"
  | "mileage"
  | "engines"
  | "color"
  | "drivetrain"
  | "vin"
  | "power"
  | "capacity"
  | "status"
  | "state"
  | "colorInterior"
  | "transmission"
  | "modelYear"
  | "batteryCapacity"
  | "numberOfSeats"
  | "version"
)[];

/**
 * @maxItems 3
 */
export type StockLocatorCardIcons = (
  | "productionYear"
  | "mileage"
  | "engines"
  | "power"
  | "color"
  | "drivetrain"
  | "transmission"
  | "capacity"
  | "state"
  | "batteryCapacity"
  | "numberOfSeats"
)[];

export interface StockLocatorVehicles {
  headline: string;
  /**
   * @maxItems 12
   */
  list: {
    id: number;
    list?: string;
  }[];
}

/** Block-level fields of Stock Locator (lrdx-stock-locator). */
export interface StockLocatorFields {
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
  /** قائمة النشر — The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}. (String) */
  "ci_key_list": string;
  /** العلامة المعروضة — sl_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq]. (Select) */
  "sl_key_brand": "" | "Land Rover" | "Jaguar";
  /** الفلاتر (Separator) */
  "filters_separator": { big: boolean };
  /** فلتر: العلامة (Bool) */
  "filter-brands": boolean;
  /** فلتر: الطراز (Bool) */
  "filter-models": boolean;
  /** فلتر: خيارات التمويل (Bool) */
  "filter-financing_options": boolean;
  /** فلتر: الفئة (جديدة، مستعملة…) (Bool) */
  "filter-states": boolean;
  /** فلتر: حالة التوفر (Bool) */
  "filter-statuses": boolean;
  /** فلتر: سعر التجزئة (Bool) */
  "filter-msrp_price": boolean;
  /** فلتر: السعر المعروض (Bool) */
  "filter-display_price": boolean;
  /** فلتر: المسافة المقطوعة (Bool) */
  "filter-mileage": boolean;
  /** فلتر: سنة الصنع (Bool) */
  "filter-production_year": boolean;
  /** فلتر: سنة الطراز (Bool) */
  "filter-model_year": boolean;
  /** فلتر: القوة (Bool) */
  "filter-power": boolean;
  /** فلتر: نوع المحرك (Bool) */
  "filter-engine_types": boolean;
  /** فلتر: ناقل الحركة (Bool) */
  "filter-transmissions": boolean;
  /** فلتر: اللون (Bool) */
  "filter-colors": boolean;
  /** فلتر: اسم اللون (Bool) */
  "filter-specific_colors": boolean;
  /** فلتر: الوكيل (Bool) */
  "filter-dealers": boolean;
  /** فلتر: عدد المقاعد (Bool) */
  "filter-number_of_seats": boolean;
  /** القائمة والبطاقات (Separator) */
  "cards_separator": { big: boolean };
  /** عدد السيارات في الصفحة — Page size: 1 to 12 (001 §5). (Number) */
  "items_per_page": number;
  /** الترتيب الافتراضي (Select) */
  "default_sort": "productionYearAsc" | "productionYearDesc" | "createdAtAsc" | "createdAtDesc" | "mileageAsc" | "mileageDesc" | "priceAsc" | "priceDesc" | "status";
  /** خصائص البطاقة — The vehicle attributes each card lists, in this order (001 §9 default). Allowed: productionYear, model, mileage, engines, color, drivetrain, vin, power, capacity, status, state, colorInterior, transmission, modelYear, batteryCapacity, numberOfSeats, version. (Json) */
  "card_attributes": StockLocatorCardAttributes;
  /** أيقونات البطاقة — The attributes shown with an icon on each card: at most 3, each one of productionYear, mileage, engines, power, color, drivetrain, transmission, capacity, state, batteryCapacity, numberOfSeats; otherwise the default (engines, power, color) is used. (Json) */
  "card_icons": StockLocatorCardIcons;
  /** نمط زر إعادة الضبط — The theme of the reset button on the no-results page. (Select) */
  "reset_button_theme": "primary" | "secondary" | "tertiary";
  /** سيارات مختارة — Vehicles shown above the list under their headline (the display_selected_vehicles feature of stock_locator.features): {headline, list: [{id, list?}]}, at most 12, each a vehicle id of the block's list (or of the list named). (Json) */
  "vehicles": StockLocatorVehicles;
  /** حاسبة الميزانية الشهرية (Separator) */
  "calculator_separator": { big: boolean };
  /** حاسبة الميزانية الشهرية — 'Filter By Monthly Budget': the visitor enters a monthly budget and the list keeps the vehicles whose price that budget pays for (the price filter's upper bound from the rate, term and down payment below). (Bool) */
  "reverse_calculator": boolean;
  /** نسبة الفائدة السنوية (%) (Number) */
  "reverse_calculator_rate": number;
  /** مدة التمويل (أشهر) (Number) */
  "reverse_calculator_term": number;
  /** الدفعة الأولى (%) (Number) */
  "reverse_calculator_down_payment": number;
  /** رسالة خطأ الحاسبة — Shown when the budget cannot be applied (default: 'Something went wrong, please refresh the page and try again'). (String) */
  "reverse_calculator_error": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Stock Locator. */
export interface StockLocatorGroup {

}

/** A stored Stock Locator block. */
export interface StockLocatorBlock {
  template: "lrdx-stock-locator";
  fields: StockLocatorFields;
  groups: StockLocatorGroup[];
}

/**
 * @maxItems 17
 */
export type StockLocatorCarouselCardAttributes = (
  | "productionYear"
  | "model"
  | "mileage"
  | "engines"
  | "color"
  | "drivetrain"
  | "vin"
  | "power"
  | "capacity"
  | "status"
  | "state"
  | "colorInterior"
  | "transmission"
  | "modelYear"
  | "batteryCapacity"
  | "numberOfSeats"
  | "version"
)[];

/** Block-level fields of Stock Locator Carousel (lrdx-stock-locator-carousel). */
export interface StockLocatorCarouselFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** العنوان (String) */
  "heading": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** حجم العنوان (Select) */
  "header_size": "xs" | "s" | "m" | "l" | "xl";
  /** قائمة النشر — The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}. (String) */
  "ci_key_list": string;
  /** العلامة — ci_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq]. (Select) */
  "ci_key_brand": "" | "Land Rover" | "Jaguar";
  /** طراز لاند روفر — With the brand Land Rover: the model (nameplate code, 001 §9) the carousel shows; '' for every model. (Select) */
  "lr_model_key": "" | "l405" | "l494" | "l460" | "l461" | "l560" | "l551" | "l550" | "l663" | "l462";
  /** طراز جاكوار — With the brand Jaguar: the model (nameplate code, 001 §9) the carousel shows; '' for every model. (Select) */
  "jag_model_key": "" | "x761" | "x590" | "x540" | "x152" | "x760" | "x260";
  /** عدد السيارات (Number) */
  "items": number;
  /** الترتيب (Select) */
  "sort": "productionYearAsc" | "productionYearDesc" | "createdAtAsc" | "createdAtDesc" | "mileageAsc" | "mileageDesc" | "priceAsc" | "priceDesc" | "status";
  /** خصائص البطاقة — The attributes each card lists (see the Stock Locator). (Json) */
  "card_attributes": StockLocatorCarouselCardAttributes;
  /** الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "rdx-link": Link;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Stock Locator Carousel. */
export interface StockLocatorCarouselGroup {

}

/** A stored Stock Locator Carousel block. */
export interface StockLocatorCarouselBlock {
  template: "lrdx-stock-locator-carousel";
  fields: StockLocatorCarouselFields;
  groups: StockLocatorCarouselGroup[];
}

/** Block-level fields of Subscription Quiz (lrdx-subscription-quiz). */
export interface SubscriptionQuizFields {
  /** معرّف التمرير — The block's scroll anchor: /ar/page#id scrolls here. (String) */
  "block_scroll_id": string;
  /** مستوى العنوان (Select) */
  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;
  /** الترحيب: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "welcome_imageid": Image;
  /** الترحيب: العنوان (String) */
  "main_title": string;
  /** الترحيب: النص (Text) */
  "main_paragraph": string;
  /** الترحيب: زر البدء — START: the welcome screen's button to the first step. (String) */
  "main_button_title": string;
  /** الأسئلة: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "quiz_image_id": Image;
  /** الأسئلة: العنوان — Shown beside every step, above the question. (String) */
  "quiz_title": string;
  /** الأسئلة: النص (Text) */
  "quiz_paragraph": string;
  /** الأسئلة: زر التالي — Next on each step; the third step's Next opens the summary. (String) */
  "quiz_button_title": string;
  /** زر السابق (String) */
  "previous_label": string;
  /** مؤشر الخطوة — The step indicator above each question, announced to screen readers on each step. Must keep {current} and {total}. (String) */
  "step_label": string;
  /** تلميح الإجابة (String) */
  "single_hint_label": string;
  /** الخطوة 1: السؤال (String) */
  "quiz_label_step_1": string;
  /** الخطوة 1: الإجابة 1 (String) */
  "quiz_answer_label_step_1_1": string;
  /** الخطوة 1: الإجابة 2 (String) */
  "quiz_answer_label_step_1_2": string;
  /** الخطوة 1: الإجابة 3 (String) */
  "quiz_answer_label_step_1_3": string;
  /** الخطوة 2: السؤال (String) */
  "quiz_label_step_2": string;
  /** الخطوة 2: الإجابة 1 (String) */
  "quiz_answer_label_step_2_1": string;
  /** الخطوة 2: الإجابة 2 (String) */
  "quiz_answer_label_step_2_2": string;
  /** الخطوة 2: الإجابة 3 (String) */
  "quiz_answer_label_step_2_3": string;
  /** الخطوة 3: السؤال (String) */
  "quiz_label_step_3": string;
  /** الخطوة 3: الإجابة 1 (String) */
  "quiz_answer_label_step_3_1": string;
  /** الخطوة 3: الإجابة 2 (String) */
  "quiz_answer_label_step_3_2": string;
  /** الملخص: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "summary_image_id": Image;
  /** الملخص: العنوان (String) */
  "summary_title": string;
  /** الملخص: النص (Text) */
  "summary_paragraph": string;
  /** الملخص: العنوان الفرعي (String) */
  "summary_subtitle": string;
  /** الملخص: زر النتائج — RESULTS: the summary's button to the results. (String) */
  "summary_button_title": string;
  /** عنوان المنتج المقترح — The kicker above the main product's title. (String) */
  "main_product_label": string;
  /** عنوان البدائل — The heading above the alternative product cards. (String) */
  "alternatives_label": string;
  /** المنتج المقترح — الاشتراك: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "main_product_subscription_image_id": Image;
  /** المنتج المقترح — الاشتراك: العنوان (String) */
  "main_product_subscription_title": string;
  /** المنتج المقترح — الاشتراك: المحتوى — One point a line, shown as a list. (Text) */
  "main_product_subscription_content": string;
  /** المنتج المقترح — الاشتراك: الزر — The card's button (its text is the label). (Link) */
  "main_product_subscription_button": Link;
  /** المنتج المقترح — الاشتراك: نص التذييل (Text) */
  "main_product_subscription_footer_content": string;
  /** المنتج المقترح — الاشتراك: زر التذييل — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "main_product_subscription_footer_button": Link;
  /** المنتج المقترح — التمويل: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "main_product_loan_image_id": Image;
  /** المنتج المقترح — التمويل: العنوان (String) */
  "main_product_loan_title": string;
  /** المنتج المقترح — التمويل: المحتوى — One point a line, shown as a list. (Text) */
  "main_product_loan_content": string;
  /** المنتج المقترح — التمويل: الزر — The card's button (its text is the label). (Link) */
  "main_product_loan_button": Link;
  /** المنتج المقترح — التمويل: نص التذييل (Text) */
  "main_product_loan_footer_content": string;
  /** المنتج المقترح — التمويل: زر التذييل — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "main_product_loan_footer_button": Link;
  /** المنتج المقترح — التأجير الشامل: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "main_product_fullservice_image_id": Image;
  /** المنتج المقترح — التأجير الشامل: العنوان (String) */
  "main_product_fullservice_title": string;
  /** المنتج المقترح — التأجير الشامل: المحتوى — One point a line, shown as a list. (Text) */
  "main_product_fullservice_content": string;
  /** المنتج المقترح — التأجير الشامل: الزر — The card's button (its text is the label). (Link) */
  "main_product_fullservice_button": Link;
  /** المنتج المقترح — التأجير الشامل: نص التذييل (Text) */
  "main_product_fullservice_footer_content": string;
  /** المنتج المقترح — التأجير الشامل: زر التذييل — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "main_product_fullservice_footer_button": Link;
  /** البديل — الاشتراك: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "alternative_product_subscription_image_id": Image;
  /** البديل — الاشتراك: العنوان (String) */
  "alternative_product_subscription_title": string;
  /** البديل — الاشتراك: المحتوى (Text) */
  "alternative_product_subscription_content": string;
  /** البديل — الاشتراك: الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "alternative_product_subscription_button": Link;
  /** البديل — التمويل: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "alternative_product_loan_image_id": Image;
  /** البديل — التمويل: العنوان (String) */
  "alternative_product_loan_title": string;
  /** البديل — التمويل: المحتوى (Text) */
  "alternative_product_loan_content": string;
  /** البديل — التمويل: الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "alternative_product_loan_button": Link;
  /** البديل — التأجير الشامل: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "alternative_product_fullservice_image_id": Image;
  /** البديل — التأجير الشامل: العنوان (String) */
  "alternative_product_fullservice_title": string;
  /** البديل — التأجير الشامل: المحتوى (Text) */
  "alternative_product_fullservice_content": string;
  /** البديل — التأجير الشامل: الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "alternative_product_fullservice_button": Link;
  /** البديل — التأجير الفوري: الصورة — A media-library image reference: the image id and, where the field asks for it, its alternative text. (Image) */
  "alternative_product_leasingtogo_image_id": Image;
  /** البديل — التأجير الفوري: العنوان (String) */
  "alternative_product_leasingtogo_title": string;
  /** البديل — التأجير الفوري: المحتوى (Text) */
  "alternative_product_leasingtogo_content": string;
  /** البديل — التأجير الفوري: الزر — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "alternative_product_leasingtogo_button": Link;
  /** التذييل: نص الخدمات (Text) */
  "footer_services_item_content": string;
  /** التذييل: زر الخدمات — The catalogue's Link / CTA value (catalogue §3.5). (Link) */
  "footer_services_item_button": Link;
  /** التذييل: دعوة لإعادة الاختبار (String) */
  "footer_start_quiz": string;
  /** التذييل: زر إعادة الاختبار — 'start quiz': back to the welcome screen, every answer forgotten. (String) */
  "footer_button_label": string;
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Subscription Quiz. */
export interface SubscriptionQuizGroup {

}

/** A stored Subscription Quiz block. */
export interface SubscriptionQuizBlock {
  template: "lrdx-subscription-quiz";
  fields: SubscriptionQuizFields;
  groups: SubscriptionQuizGroup[];
}

export type TabbedComponentGroupSlides = {
  /**
   * A media-library image reference: the image id and, where the field asks for it, its alternative text.
   */
  "rdx-image": {
    /**
     * Media-library image id.
     */
    id: number;
    /**
     * Alternative text read by screen readers.
     */
    alt?: string;
  };
  /**
   * Shown from 741px up when has_wide_ratio is on. Left as the default image, the slide's picture is used, cropped to the wide ratio. Its alternative text is the picture's.
   */
  "rdx-image-wide": {
    /**
     * Media-library image id.
     */
    id: number;
    /**
     * Alternative text read by screen readers.
     */
    alt?: string;
  };
  /**
   * This slide's own time in ms instead of slide_duration; empty: slide_duration.
   */
  slide_duration_limit: string;
  /**
   * A YouTube address (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…). Played through youtube-nocookie.com, only once the visitor consented to third-party content and only when the slide is shown.
   */
  video_bg: string;
  /**
   * video: a play button over the picture starts the video with its controls. video_background: the video plays muted and looped behind the text (when is_autoplay is on and the visitor does not prefer reduced motion), with a pause button.
   */
  video_type: "video" | "video_background";
  /**
   * A native video file (MP4/WebM on this site or https) for the slide; plays in place of the YouTube video when both are set.
   */
  video_desktop: string;
  /**
   * The native video phones play when has_mobile_video is on.
   */
  video_mobile: string;
  /**
   * How the video sits in the slide. The catalogue held this as a JSON string; here a structured value.
   */
  "video-styles": {
    /**
     * cover fills the slide and crops; contain shows the whole video with bands.
     */
    fit: "cover" | "contain";
    /**
     * Horizontal focal point in percent from the video's left edge, kept in view when cropped.
     */
    focus_x: number;
    /**
     * Vertical focal point in percent from the top edge.
     */
    focus_y: number;
    /**
     * Scale of the video inside the slide (1 = as fitted).
     */
    zoom: number;
    /**
     * Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.
     */
    background: string;
  };
  /**
   * video-styles for the wide ratio (has_wide_ratio, 741px up). The catalogue held this as a JSON string; here a structured value.
   */
  "video-styles-wide": {
    /**
     * cover fills the slide and crops; contain shows the whole video with bands.
     */
    fit: "cover" | "contain";
    /**
     * Horizontal focal point in percent from the video's left edge, kept in view when cropped.
     */
    focus_x: number;
    /**
     * Vertical focal point in percent from the top edge.
     */
    focus_y: number;
    /**
     * Scale of the video inside the slide (1 = as fitted).
     */
    zoom: number;
    /**
     * Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.
     */
    background: string;
  };
  /**
   * The catalogue's Link / CTA value (catalogue §3.5).
   */
  "rdx-link": {
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
    /**
     * A dynamic-content rule: the content shows when the strategy named by key accepts value.
     */
    dc_strategy?: {
      key: string;
      value: string;
    };
  };
  /**
   * Shown instead of rdx-link when it is empty or its dynamic-content rule hides it. At most 2.
   *
   * @maxItems 2
   *
   * Items: The catalogue's Link / CTA value (catalogue §3.5).
   */
  "rdx-fallback-links": {
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
    /**
     * A dynamic-content rule: the content shows when the strategy named by key accepts value.
     */
    dc_strategy?: {
      key: string;
      value: string;
    };
  }[];
  /**
   * The slide's headline (HTML, sanitised like every HTML field).
   */
  info: string;
  /**
   * HTML, sanitised.
   */
  description: string;
  /**
   * HTML, sanitised.
   */
  price: string;
}[];

/** Block-level fields of Tabbed Component (lrdx-tabbed-component). */
export interface TabbedComponentFields {
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
  /** إظهار أزرار التحكم — The exterior view's slider with its handle. Keyboard and drag work either way. (Bool) */
  "hasControls": boolean;
  /** إظهار أزرار الفيديو — The browser's controls on a video slide the visitor starts; off, a click on the video plays and pauses it. A background video keeps its pause button either way. (Bool) */
  "hasVideoControls": boolean;
  /** نص «انقر للتفاعل» — Shown over the view before the first interaction, on screens with a mouse. (String) */
  "clickToInteract": string;
  /** نص «المس للتفاعل» — Shown instead of clickToInteract on touch screens. (String) */
  "touchToInteract": string;
  /** نص «العودة إلى لوحة القيادة» (String) */
  "resetToDash": string;
  /** نص «خروج» (String) */
  "exit": string;
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Tabbed Component. */
export interface TabbedComponentGroup {
  /** عنوان التبويب (String) */
  "tab_label": string;
  /** المكوّن المعروض — What the tab shows. (Select) */
  "component_type": "lrdx-hero-slider" | "lrdx-exterior360" | "lrdx-interior-360";
  /** تسلسل الصور الخارجي — For an Exterior 360 tab: the media library's exterior image sequence. (Select) */
  "preset-exterior": "l663-110-exterior" | "l460-exterior";
  /** البانوراما الداخلية — For an Interior 360 tab: the media library's cabin panorama. (Select) */
  "preset-interior": "l663-110-interior";
  /** الشرائح — For a Hero Carousel tab: its slides, with the Hero Carousel's group fields. (Json) */
  "slides": TabbedComponentGroupSlides;
}

/** A stored Tabbed Component block. */
export interface TabbedComponentBlock {
  template: "lrdx-tabbed-component";
  fields: TabbedComponentFields;
  groups: TabbedComponentGroup[];
}

/** Block-level fields of Text Steps (lrdx-text-steps). */
export interface TextStepsFields {
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
  /** الأزرار (LinksCollection) */
  "rdx-buttons": Link[];
  /** لون الصندوق (Select) */
  "box_color": "white-theme" | "light-theme" | "grey-theme" | "dark-theme";
  /** المسافات (Select) */
  "padding_grid_class": "" | "top-space-0" | "bottom-space-0" | "y-space-0";
  /** الحدود (Select) */
  "border_grid_class": "border-top" | "border-bottom" | "border-top-bottom" | "no-border";
  /** جدول العرض — Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible. (DateRange) */
  "offer_schedule": OfferSchedule;
  /** رسالة الخطأ (String) */
  "error_msg": string;
  /** نص زر إعادة المحاولة (String) */
  "try_again_btn_label": string;
}

/** One repeatable group of Text Steps. */
export interface TextStepsGroup {
  /** عنوان الخطوة (String) */
  "step_title": string;
  /** نص الخطوة (Text) */
  "step_paragraph": string;
}

/** A stored Text Steps block. */
export interface TextStepsBlock {
  template: "lrdx-text-steps";
  fields: TextStepsFields;
  groups: TextStepsGroup[];
}

/**
 * One reservation for the distributor: the buyer, the vehicle, the fee, the CRM view and everything that happened to it.
 */
export interface AdminEvReservationDocument {
  data: {
    id: string;
    reference: string;
    status:
      | "created"
      | "payment_intent_created"
      | "paid"
      | "cancellation_initialised"
      | "refunded"
      | "cancelled"
      | "expired"
      | "payment_expired";
    name: string;
    email: string;
    phone_number: string;
    vehicle: {
      id: string;
      title: string;
      vin: string;
    };
    amount_minor: number;
    currency: string;
    created_at: string;
    paid_at: string | null;
    cancellation_requested_at: string | null;
    salesforce: {
      [k: string]: string | number | boolean | null;
    };
    events: {
      kind: string;
      source: string;
      actor: string;
      created_at: string;
      detail: {};
    }[];
    payment_status: string;
    cancellation_reason: string;
    locale: string;
  };
}

/**
 * The distributor's reservations, 25 a page.
 */
export interface AdminEvReservationList {
  data: {
    id: string;
    reference: string;
    status:
      | "created"
      | "payment_intent_created"
      | "paid"
      | "cancellation_initialised"
      | "refunded"
      | "cancelled"
      | "expired"
      | "payment_expired";
    name: string;
    email: string;
    phone_number: string;
    vehicle: {
      id: string;
      title: string;
      vin: string;
    };
    amount_minor: number;
    currency: string;
    created_at: string;
    paid_at: string | null;
    cancellation_requested_at: string | null;
  }[];
  meta: {
    total: number;
    page: number;
    pages: number;
  };
}

/**
 * Reservations by status and by a part of the name, e-mail, phone or reference, newest first.
 */
export interface AdminEvReservationsQuery {
  status?:
    | "created"
    | "payment_intent_created"
    | "paid"
    | "cancellation_initialised"
    | "refunded"
    | "cancelled"
    | "expired"
    | "payment_expired";
  q?: string;
  page: number;
}

/**
 * A lead as the inbox shows it: its form's name, status, owner, and every value under its field's label with the text the visitor chose (an option's label, a showroom's name: never an id). The detail adds its files, its deliveries (attempts made of the maximum, the next try, the last error) and its history.
 */
export interface AdminLead {
  id: string;
  type: "lead";
  attributes: {
    form_id: number;
    form_name: string;
    /**
     * Where a lead stands in the sales team's work: new (nobody has answered it yet), contacted, qualified, then won or lost. Any status may follow any other (a lost lead that calls back is contacted again).
     */
    status: "new" | "contacted" | "qualified" | "won" | "lost";
    owner: {
      id: number;
      name: string;
    } | null;
    created_at: string;
    updated_at: string;
    /**
     * The lead's values in the form's order, then those of fields no longer in the form (is_current false).
     */
    fields: {
      name: string;
      label: string;
      kind: string;
      text: string;
      is_current: boolean;
    }[];
    files?: {
      id: string;
      field: string;
      name: string;
      media_type: string;
      size: number;
    }[];
    /**
     * Items: One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
     */
    deliveries?: {
      id: string;
      type: "lead_integration";
      attributes: {
        kind:
          | "notification"
          | "confirmation"
          | "integration"
          | "lead_export"
          | "order_mail"
          | "ev_lead_crm";
        target: string;
        status: "pending" | "delivered" | "dead";
        attempts: number;
        max_attempts?: number;
        last_error?: string | null;
        next_attempt_at?: string | null;
        delivered_at?: string | null;
        created_at: string;
        lead_id?: string | null;
        form_id?: number | null;
      };
    }[];
    history?: {
      id: string;
      kind: "received" | "status" | "owner" | "note";
      before: string | null;
      after: string | null;
      note: string | null;
      actor: string;
      created_at: string;
    }[];
  };
}

/**
 * One lead of the inbox with its files, deliveries and history.
 */
export interface AdminLeadDocument {
  /**
   * A lead as the inbox shows it: its form's name, status, owner, and every value under its field's label with the text the visitor chose (an option's label, a showroom's name: never an id). The detail adds its files, its deliveries (attempts made of the maximum, the next try, the last error) and its history.
   */
  data: {
    id: string;
    type: "lead";
    attributes: {
      form_id: number;
      form_name: string;
      /**
       * Where a lead stands in the sales team's work: new (nobody has answered it yet), contacted, qualified, then won or lost. Any status may follow any other (a lost lead that calls back is contacted again).
       */
      status: "new" | "contacted" | "qualified" | "won" | "lost";
      owner: {
        id: number;
        name: string;
      } | null;
      created_at: string;
      updated_at: string;
      /**
       * The lead's values in the form's order, then those of fields no longer in the form (is_current false).
       */
      fields: {
        name: string;
        label: string;
        kind: string;
        text: string;
        is_current: boolean;
      }[];
      files?: {
        id: string;
        field: string;
        name: string;
        media_type: string;
        size: number;
      }[];
      /**
       * Items: One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
       */
      deliveries?: {
        id: string;
        type: "lead_integration";
        attributes: {
          kind:
            | "notification"
            | "confirmation"
            | "integration"
            | "lead_export"
            | "order_mail"
            | "ev_lead_crm";
          target: string;
          status: "pending" | "delivered" | "dead";
          attempts: number;
          max_attempts?: number;
          last_error?: string | null;
          next_attempt_at?: string | null;
          delivered_at?: string | null;
          created_at: string;
          lead_id?: string | null;
          form_id?: number | null;
        };
      }[];
      history?: {
        id: string;
        kind: "received" | "status" | "owner" | "note";
        before: string | null;
        after: string | null;
        note: string | null;
        actor: string;
        created_at: string;
      }[];
    };
  };
}

/**
 * A page of the lead inbox across every form, with the total the filters match, the number of new leads (the menu's badge), and what the filters offer: the forms and the users who may own a lead.
 */
export interface AdminLeadList {
  /**
   * Items: A lead as the inbox shows it: its form's name, status, owner, and every value under its field's label with the text the visitor chose (an option's label, a showroom's name: never an id). The detail adds its files, its deliveries (attempts made of the maximum, the next try, the last error) and its history.
   */
  data: {
    id: string;
    type: "lead";
    attributes: {
      form_id: number;
      form_name: string;
      /**
       * Where a lead stands in the sales team's work: new (nobody has answered it yet), contacted, qualified, then won or lost. Any status may follow any other (a lost lead that calls back is contacted again).
       */
      status: "new" | "contacted" | "qualified" | "won" | "lost";
      owner: {
        id: number;
        name: string;
      } | null;
      created_at: string;
      updated_at: string;
      /**
       * The lead's values in the form's order, then those of fields no longer in the form (is_current false).
       */
      fields: {
        name: string;
        label: string;
        kind: string;
        text: string;
        is_current: boolean;
      }[];
      files?: {
        id: string;
        field: string;
        name: string;
        media_type: string;
        size: number;
      }[];
      /**
       * Items: One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
       */
      deliveries?: {
        id: string;
        type: "lead_integration";
        attributes: {
          kind:
            | "notification"
            | "confirmation"
            | "integration"
            | "lead_export"
            | "order_mail"
            | "ev_lead_crm";
          target: string;
          status: "pending" | "delivered" | "dead";
          attempts: number;
          max_attempts?: number;
          last_error?: string | null;
          next_attempt_at?: string | null;
          delivered_at?: string | null;
          created_at: string;
          lead_id?: string | null;
          form_id?: number | null;
        };
      }[];
      history?: {
        id: string;
        kind: "received" | "status" | "owner" | "note";
        before: string | null;
        after: string | null;
        note: string | null;
        actor: string;
        created_at: string;
      }[];
    };
  }[];
  meta: {
    total: number;
    page: number;
    items: number;
    pages: number;
    new_count: number;
    forms: {
      id: number;
      name: string;
    }[];
    owners: {
      id: number;
      name: string;
    }[];
  };
}

/**
 * A lead of any form, by its id, in the lead inbox.
 */
export interface AdminLeadParams {
  leadId: string;
}

/**
 * Where a lead stands in the sales team's work: new (nobody has answered it yet), contacted, qualified, then won or lost. Any status may follow any other (a lost lead that calls back is contacted again).
 */
export type AdminLeadStatus = "new" | "contacted" | "qualified" | "won" | "lost";

/**
 * A change to a lead in the inbox: its status, its owner (a user who may read leads; null: nobody) and/or a note, at least one. Each change is written to the lead's history and the audit log in one transaction.
 */
export interface AdminLeadUpdateBody {
  /**
   * Where a lead stands in the sales team's work: new (nobody has answered it yet), contacted, qualified, then won or lost. Any status may follow any other (a lost lead that calls back is contacted again).
   */
  status?: "new" | "contacted" | "qualified" | "won" | "lost";
  owner_id?: number | null;
  note?: string;
}

/**
 * The lead inbox's filters, newest first: a form, a status, an owner (a user id, or 'none' for leads nobody took), the day window the leads came in (dates, both days included, read in UTC as the per-form list and the export read them), and paging (items 1-100, default 25).
 */
export interface AdminLeadsQuery {
  form?: number;
  /**
   * Where a lead stands in the sales team's work: new (nobody has answered it yet), contacted, qualified, then won or lost. Any status may follow any other (a lost lead that calls back is contacted again).
   */
  status?: "new" | "contacted" | "qualified" | "won" | "lost";
  owner?: string;
  from?: string;
  to?: string;
  page: number;
  items: number;
}

/**
 * An order and what the distributor does to it.
 */
export interface AdminOrderActionParams {
  orderNumber: string;
  action: "capture" | "cancel" | "refund" | "resend_confirmation";
}

/**
 * One order for the distributor: the buyer, the finance and trade-in data, its payments and every event of its money.
 */
export interface AdminOrderDocument {
  data: {
    order_number: string;
    created_at: string;
    updated_at: string;
    status:
      | "initiated"
      | "awaiting_payment"
      | "awaiting_confirmation"
      | "authorised"
      | "paid"
      | "confirmed"
      | "cancelled"
      | "expired"
      | "refunded";
    payment_status:
      | "none"
      | "pending"
      | "requires_action"
      | "authorised"
      | "paid"
      | "failed"
      | "voided"
      | "refunded";
    cancel_reason: string;
    vehicle_id: string;
    vehicle_vin: string;
    config_url: string | null;
    amount: number;
    currency: string;
    vendor_type: string;
    provider: string | null;
    customer_email: string;
    locale: string;
    lead_attributes: {
      [k: string]: unknown;
    };
    metadata: {
      [k: string]: unknown;
    };
    finance_option: unknown;
    paid_at: string | null;
    confirmed_at: string | null;
    payments: {
      provider: string;
      kind: string;
      provider_payment_id: string;
      amount: number;
      currency: string;
      capture_method: string;
      status: string;
      refunded: number;
      created_at: string;
      updated_at: string;
    }[];
    events: {
      kind: string;
      source: string;
      actor: string;
      provider: string | null;
      detail: {
        [k: string]: unknown;
      };
      created_at: string;
    }[];
    /**
     * What the distributor may do now
     */
    actions: ("capture" | "cancel" | "refund" | "resend_confirmation")[];
  };
}

/**
 * A page of orders; meta.total counts every match.
 */
export interface AdminOrderList {
  /**
   * Items: One order as the distributor's list shows it.
   */
  data: {
    order_number: string;
    created_at: string;
    updated_at: string;
    status:
      | "initiated"
      | "awaiting_payment"
      | "awaiting_confirmation"
      | "authorised"
      | "paid"
      | "confirmed"
      | "cancelled"
      | "expired"
      | "refunded";
    payment_status:
      | "none"
      | "pending"
      | "requires_action"
      | "authorised"
      | "paid"
      | "failed"
      | "voided"
      | "refunded";
    cancel_reason: string;
    vehicle_id: string;
    vehicle_vin: string;
    config_url: string | null;
    amount: number;
    currency: string;
    vendor_type: string;
    provider: string | null;
    customer_email: string;
    locale: string;
  }[];
  meta: {
    total: number;
    page: number;
    per_page: number;
  };
}

/**
 * One order as the distributor's list shows it.
 */
export interface AdminOrderSummary {
  order_number: string;
  created_at: string;
  updated_at: string;
  status:
    | "initiated"
    | "awaiting_payment"
    | "awaiting_confirmation"
    | "authorised"
    | "paid"
    | "confirmed"
    | "cancelled"
    | "expired"
    | "refunded";
  payment_status:
    | "none"
    | "pending"
    | "requires_action"
    | "authorised"
    | "paid"
    | "failed"
    | "voided"
    | "refunded";
  cancel_reason: string;
  vehicle_id: string;
  vehicle_vin: string;
  config_url: string | null;
  amount: number;
  currency: string;
  vendor_type: string;
  provider: string | null;
  customer_email: string;
  locale: string;
}

/**
 * Orders by status, vehicle (a number: the vehicle's id; else a part of its VIN) and creation date (from/to inclusive, YYYY-MM-DD), newest first.
 */
export interface AdminOrdersQuery {
  status?:
    | "initiated"
    | "awaiting_payment"
    | "awaiting_confirmation"
    | "authorised"
    | "paid"
    | "confirmed"
    | "cancelled"
    | "expired"
    | "refunded";
  vehicle?: string;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

/**
 * The local SMS provider's sent messages (the development phone). With a real provider: none, and meta.provider says which.
 */
export interface AdminSmsList {
  data: {
    id: string;
    to: string;
    body: string;
    created_at: string;
  }[];
  meta: {
    provider: string;
    total: number;
    page: number;
  };
}

/**
 * The development phone's messages, newest first, 50 a page.
 */
export interface AdminSmsQuery {
  page: number;
}

/**
 * A user as the admin sees it: never the password hash.
 */
export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: "admin" | "editor" | "viewer";
  disabled: boolean;
  has_password: boolean;
  sso: boolean;
  /**
   * ISO 8601 date and time.
   */
  created_at: string;
  /**
   * ISO 8601 date and time.
   */
  updated_at: string;
  /**
   * An editor with this capability may read, export and repair leads (admins always may).
   */
  lead_access: boolean;
}

/**
 * One user.
 */
export interface AdminUserDocument {
  /**
   * A user as the admin sees it: never the password hash.
   */
  data: {
    id: number;
    email: string;
    name: string;
    role: "admin" | "editor" | "viewer";
    disabled: boolean;
    has_password: boolean;
    sso: boolean;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    /**
     * ISO 8601 date and time.
     */
    updated_at: string;
    /**
     * An editor with this capability may read, export and repair leads (admins always may).
     */
    lead_access: boolean;
  };
}

/**
 * Every user, by e-mail.
 */
export interface AdminUserList {
  /**
   * Items: A user as the admin sees it: never the password hash.
   */
  data: {
    id: number;
    email: string;
    name: string;
    role: "admin" | "editor" | "viewer";
    disabled: boolean;
    has_password: boolean;
    sso: boolean;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    /**
     * ISO 8601 date and time.
     */
    updated_at: string;
    /**
     * An editor with this capability may read, export and repair leads (admins always may).
     */
    lead_access: boolean;
  }[];
}

/**
 * A VIN of the list of affected vehicles (a recall or a service campaign) and the admin's note on it.
 */
export interface AffectedVin {
  vin: string;
  note: string;
  created_at: string;
}

/**
 * A VIN added to the list of affected vehicles, normalised (upper case, no spaces), its ninth character its ISO 3779 check digit (422 naming /vin, rule check_digit). Adding a VIN already listed changes nothing and answers the row kept (200).
 */
export interface AffectedVinBody {
  /**
   * 17 characters of A-Z and 0-9 without I, O and Q.
   */
  vin: string;
  /**
   * What the admin wants to remember about it (the campaign), at most 200 characters.
   */
  note: string;
}

/**
 * One VIN of the list of affected vehicles; on an add, meta.created says whether this call listed it (201) or found it already listed and kept it as it was, note included (200).
 */
export interface AffectedVinDocument {
  /**
   * A VIN of the list of affected vehicles (a recall or a service campaign) and the admin's note on it.
   */
  data: {
    vin: string;
    note: string;
    created_at: string;
  };
  meta: {
    /**
     * True when this call added the VIN; false when it was already listed (nothing changed).
     */
    created: boolean;
  };
}

/**
 * A page of the list of affected vehicles, by VIN; meta counts every match.
 */
export interface AffectedVinList {
  /**
   * Items: A VIN of the list of affected vehicles (a recall or a service campaign) and the admin's note on it.
   */
  data: {
    vin: string;
    note: string;
    created_at: string;
  }[];
  meta: {
    total: number;
    page: number;
    items: number;
    pages: number;
  };
}

/**
 * The admin's list of affected vehicles: q keeps the VINs that hold it (any case), page and items page it (items 1-100, default 50).
 */
export interface AffectedVinsQuery {
  /**
   * Characters the VIN holds.
   */
  q?: string;
  page: number;
  items: number;
}

/**
 * An API token as listed: never its secret.
 */
export interface ApiToken {
  id: number;
  name: string;
  prefix: string;
  role: "admin" | "editor" | "viewer";
  created_by: number | null;
  /**
   * ISO 8601 date and time.
   */
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/**
 * A new token with its secret, shown this once.
 */
export interface ApiTokenIssued {
  data: {
    id: number;
    name: string;
    prefix: string;
    role: "admin" | "editor" | "viewer";
    created_by: number | null;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    last_used_at: string | null;
    revoked_at: string | null;
    token: string;
  };
}

/**
 * Every token, newest first.
 */
export interface ApiTokenList {
  /**
   * Items: An API token as listed: never its secret.
   */
  data: {
    id: number;
    name: string;
    prefix: string;
    role: "admin" | "editor" | "viewer";
    created_by: number | null;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    last_used_at: string | null;
    revoked_at: string | null;
  }[];
}

/**
 * An app icon's size in pixels: one of the documented sizes (64, 120, 144, 152, 192, 384, 512).
 */
export interface AppIconParams {
  size: 64 | 120 | 144 | 152 | 192 | 384 | 512;
}

/**
 * One write: who, when, what, before and after.
 */
export interface AuditEntry {
  id: number;
  /**
   * ISO 8601 date and time.
   */
  at: string;
  actor_user_id?: number | null;
  actor_label?: string;
  action: string;
  entity: string;
  entity_id?: string | null;
  before?: unknown;
  after?: unknown;
  [k: string]: unknown;
}

/**
 * One page of the audit log, newest first.
 */
export interface AuditPage {
  /**
   * Items: One write: who, when, what, before and after.
   */
  data: {
    id: number;
    /**
     * ISO 8601 date and time.
     */
    at: string;
    actor_user_id?: number | null;
    actor_label?: string;
    action: string;
    entity: string;
    entity_id?: string | null;
    before?: unknown;
    after?: unknown;
    [k: string]: unknown;
  }[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * Filters and page of the audit log.
 */
export interface AuditQuery {
  entity?: string;
  entity_id?: string;
  page: number;
}

/**
 * How the sign-in screen may sign in.
 */
export interface AuthProviders {
  password: boolean;
  oidc: null | {
    startUrl: string;
  };
}

/**
 * A block as stored and exchanged: its template key, its fields and its repeatable groups. The template's own validator checks the inside.
 */
export interface BlockInstance {
  template: string;
  /**
   * The x-version of the block's schema this instance was written for; absent means 1. Older blocks are migrated on read, on import and by `npm run content -- migrate`.
   */
  version?: number;
  fields: {};
  groups: {}[];
}

/**
 * 001 §3 'Buy-online order (as sent)', as a JSON:API resource of type order: the order named by lock_id, the buyer's details, and the payment's id at its provider (asked of the provider, never taken on the browser's word).
 */
export interface BuyOnlineOrderBody {
  data: {
    type: "order";
    attributes: {
      /**
       * The stock vehicle's id (or the configurator build's item id on the configurator journey)
       */
      vehicle_id: string | number;
      vehicle_vin?: string;
      /**
       * The hold's lock id that orders/init returned
       */
      lock_id: string;
      vendor_uuid?: string;
      config_url?: string;
      /**
       * The journey's data kept with the order: tradeInData, paymentOptionsData, the finance selection…
       */
      metadata?: {
        [k: string]: unknown;
      };
      /**
       * The finance selection carried from the showroom (001 §3)
       */
      finance_option?: {} | string | null;
      stripe_payment_intent_id?: string;
      paypal_order_id?: string;
      liqpay_order_id?: string;
      rdx_forms_lead_id?: string;
      /**
       * The buyer's details from the checkout form (name, phone…)
       */
      lead_attributes?: {
        [k: string]: unknown;
      };
      confirmation_by_link: boolean;
      customer_email: string;
      locale: string;
    };
  };
}

/**
 * The captcha the site shows: the provider (local: the site's own check, offline; recaptcha: Google reCAPTCHA with its site key) and, for the local one, a signed token the visitor's 'I am not a robot' answer sends as g-recaptcha-response.
 */
export interface CaptchaTokenDocument {
  data: {
    type: "captcha";
    attributes: {
      provider: "local" | "recaptcha";
      site_key?: string;
      token?: string;
    };
  };
}

/**
 * The whole catalogue as the admin screen edits it, each kind in its order (position, then id); specs holds the specification sheets of the nameplates' codes and the models' keys that have one (the model specs).
 */
export interface CatalogueAdmin {
  data: {
    /**
     * Items: A brand or a body style as stored.
     */
    brands: {
      id: number;
      code: string;
      /**
       * The name in Arabic, 1-80 characters, trimmed.
       */
      name_ar: string;
      /**
       * The name in English, 1-80 characters, trimmed.
       */
      name_en: string;
      /**
       * Order among its siblings, ascending (then by id); 0-9999, default 0.
       */
      position: number;
      updated_at: string;
    }[];
    /**
     * Items: A brand or a body style as stored.
     */
    body_styles: {
      id: number;
      code: string;
      /**
       * The name in Arabic, 1-80 characters, trimmed.
       */
      name_ar: string;
      /**
       * The name in English, 1-80 characters, trimmed.
       */
      name_en: string;
      /**
       * Order among its siblings, ascending (then by id); 0-9999, default 0.
       */
      position: number;
      updated_at: string;
    }[];
    /**
     * Items: A nameplate as stored.
     */
    nameplates: {
      id: number;
      brand_id: number;
      code: string;
      /**
       * The name in Arabic, 1-80 characters, trimmed.
       */
      name_ar: string;
      /**
       * The name in English, 1-80 characters, trimmed.
       */
      name_en: string;
      /**
       * Order among its siblings, ascending (then by id); 0-9999, default 0.
       */
      position: number;
      image_id: number | null;
      updated_at: string;
    }[];
    /**
     * Items: A model (trim) as stored.
     */
    models: {
      id: number;
      nameplate_id: number;
      model_year: number;
      body_style_id: number;
      key: string;
      /**
       * The name in Arabic, 1-80 characters, trimmed.
       */
      name_ar: string;
      /**
       * The name in English, 1-80 characters, trimmed.
       */
      name_en: string;
      /**
       * Order among its siblings, ascending (then by id); 0-9999, default 0.
       */
      position: number;
      image_id: number | null;
      popular: boolean;
      updated_at: string;
    }[];
    /**
     * Items: An engine as stored (price in minor units).
     */
    engines: {
      id: number;
      model_id: number;
      code: string;
      /**
       * The name in Arabic, 1-80 characters, trimmed.
       */
      name_ar: string;
      /**
       * The name in English, 1-80 characters, trimmed.
       */
      name_en: string;
      /**
       * Order among its siblings, ascending (then by id); 0-9999, default 0.
       */
      position: number;
      powertrain: "ice" | "mhev" | "hev" | "phev" | "bev";
      fuel: "petrol" | "diesel" | "electric";
      power_hp: number | null;
      power_kw: number | null;
      capacity_cc: number | null;
      price_from: number | null;
      /**
       * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
       */
      specs: {
        [k: string]: string | number;
      };
      updated_at: string;
    }[];
    specs: {
      /**
       * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
       */
      [k: string]: {
        [k: string]: string | number;
      };
    };
    /**
     * The site's currency (price.currency_iso) the prices are in, and its minor-unit digits.
     */
    currency: {
      iso: string;
      digits: number;
    };
  };
}

/**
 * An engine as stored (price in minor units).
 */
export interface CatalogueEngine {
  id: number;
  model_id: number;
  code: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
  powertrain: "ice" | "mhev" | "hev" | "phev" | "bev";
  fuel: "petrol" | "diesel" | "electric";
  power_hp: number | null;
  power_kw: number | null;
  capacity_cc: number | null;
  price_from: number | null;
  /**
   * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
   */
  specs: {
    [k: string]: string | number;
  };
  updated_at: string;
}

/**
 * An engine of a model as an editor writes it: powertrain, fuel, power, capacity, the price from, and the specs that differ by engine (the model's and nameplate's sheets hold the rest). An electric engine (powertrain bev) has fuel electric and no capacity, and only it (422 naming the field otherwise). The code is unique within its model (409 code_taken).
 */
export type CatalogueEngineBody = {
  /**
   * The id of an existing row (422 naming this field otherwise).
   */
  model_id: number;
  /**
   * A short code, unique within the model (p400, d350, p550e).
   */
  code: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
  /**
   * ice (combustion only), mhev (mild hybrid), hev (hybrid), phev (plug-in hybrid) or bev (electric).
   */
  powertrain: "ice" | "mhev" | "hev" | "phev" | "bev";
  /**
   * petrol, diesel or electric (electric only with powertrain bev).
   */
  fuel: "petrol" | "diesel" | "electric";
  /**
   * Power in metric horsepower (PS), as published; null when not published.
   */
  power_hp: number | null;
  /**
   * Power in kW, as published; null when not published.
   */
  power_kw: number | null;
  /**
   * Engine capacity in cm³; null for an electric engine.
   */
  capacity_cc: number | null;
  /**
   * The price from, in minor units of the site's currency (price.currency_iso: fils for AED), or null when not published.
   */
  price_from: number | null;
  /**
   * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
   */
  specs: {
    [k: string]: string | number;
  };
};

/**
 * An engine after the write.
 */
export interface CatalogueEngineDocument {
  /**
   * An engine as stored (price in minor units).
   */
  data: {
    id: number;
    model_id: number;
    code: string;
    /**
     * The name in Arabic, 1-80 characters, trimmed.
     */
    name_ar: string;
    /**
     * The name in English, 1-80 characters, trimmed.
     */
    name_en: string;
    /**
     * Order among its siblings, ascending (then by id); 0-9999, default 0.
     */
    position: number;
    powertrain: "ice" | "mhev" | "hev" | "phev" | "bev";
    fuel: "petrol" | "diesel" | "electric";
    power_hp: number | null;
    power_kw: number | null;
    capacity_cc: number | null;
    price_from: number | null;
    /**
     * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
     */
    specs: {
      [k: string]: string | number;
    };
    updated_at: string;
  };
}

/**
 * The language of a catalogue answer. Unknown parameters are refused (400 naming them).
 */
export interface CatalogueLangQuery {
  /**
   * The language of the names and labels: ar (default) or en.
   */
  lang: "ar" | "en";
}

/**
 * A model (trim) as stored.
 */
export interface CatalogueModel {
  id: number;
  nameplate_id: number;
  model_year: number;
  body_style_id: number;
  key: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
  image_id: number | null;
  popular: boolean;
  updated_at: string;
}

/**
 * A model (one trim of one model year and body style of a nameplate) as an editor writes it. Its key names its specification sheet: the nameplate's code, '_', then the rest (l460_25my_se); unique (409 key_taken), and it must begin with its nameplate's code and '_' (422 otherwise).
 */
export interface CatalogueModelBody {
  /**
   * The id of an existing row (422 naming this field otherwise).
   */
  nameplate_id: number;
  /**
   * The model year, 1990-2100.
   */
  model_year: number;
  /**
   * The id of an existing row (422 naming this field otherwise).
   */
  body_style_id: number;
  /**
   * The model key: its nameplate's code, '_', then letters, digits, '_' or '-'; at most 32 characters, lower case.
   */
  key: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
  /**
   * A picture of the media library (its id), or null for none; the picture must exist (422 otherwise).
   */
  image_id: number | null;
  /**
   * Preselected where a block starts with a popular vehicle (002 §2.7).
   */
  popular: boolean;
}

/**
 * A model after the write.
 */
export interface CatalogueModelDocument {
  /**
   * A model (trim) as stored.
   */
  data: {
    id: number;
    nameplate_id: number;
    model_year: number;
    body_style_id: number;
    key: string;
    /**
     * The name in Arabic, 1-80 characters, trimmed.
     */
    name_ar: string;
    /**
     * The name in English, 1-80 characters, trimmed.
     */
    name_en: string;
    /**
     * Order among its siblings, ascending (then by id); 0-9999, default 0.
     */
    position: number;
    image_id: number | null;
    popular: boolean;
    updated_at: string;
  };
}

/**
 * A brand or a body style as stored.
 */
export interface CatalogueNamed {
  id: number;
  code: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
  updated_at: string;
}

/**
 * A brand or a body style as an editor writes it (POST creates, PUT replaces whole). The code is unique among its kind (409 code_taken).
 */
export interface CatalogueNamedBody {
  /**
   * A short code, lower case: letters, digits and '-' (land-rover, suv).
   */
  code: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
}

/**
 * A brand or a body style after the write.
 */
export interface CatalogueNamedDocument {
  /**
   * A brand or a body style as stored.
   */
  data: {
    id: number;
    code: string;
    /**
     * The name in Arabic, 1-80 characters, trimmed.
     */
    name_ar: string;
    /**
     * The name in English, 1-80 characters, trimmed.
     */
    name_en: string;
    /**
     * Order among its siblings, ascending (then by id); 0-9999, default 0.
     */
    position: number;
    updated_at: string;
  };
}

/**
 * A nameplate as stored.
 */
export interface CatalogueNameplate {
  id: number;
  brand_id: number;
  code: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
  image_id: number | null;
  updated_at: string;
}

/**
 * A nameplate (a model family) as an editor writes it. Its code is the internal nameplate code of 000 §9 / 001 §9 (l460, x590…), unique (409 code_taken); it names the nameplate's specification sheet (the model specs of that key), which moves with it when the code changes.
 */
export interface CatalogueNameplateBody {
  /**
   * The id of an existing row (422 naming this field otherwise).
   */
  brand_id: number;
  /**
   * The internal nameplate code, lower case, without '_' (l460, x590).
   */
  code: string;
  /**
   * The name in Arabic, 1-80 characters, trimmed.
   */
  name_ar: string;
  /**
   * The name in English, 1-80 characters, trimmed.
   */
  name_en: string;
  /**
   * Order among its siblings, ascending (then by id); 0-9999, default 0.
   */
  position: number;
  /**
   * A picture of the media library (its id), or null for none; the picture must exist (422 otherwise).
   */
  image_id: number | null;
}

/**
 * A nameplate after the write.
 */
export interface CatalogueNameplateDocument {
  /**
   * A nameplate as stored.
   */
  data: {
    id: number;
    brand_id: number;
    code: string;
    /**
     * The name in Arabic, 1-80 characters, trimmed.
     */
    name_ar: string;
    /**
     * The name in English, 1-80 characters, trimmed.
     */
    name_en: string;
    /**
     * Order among its siblings, ascending (then by id); 0-9999, default 0.
     */
    position: number;
    image_id: number | null;
    updated_at: string;
  };
}

/**
 * A script error or unhandled promise rejection in a visitor's browser, sent by the site's error-reporting script (only while performance.error_reporting_api_key is set).
 */
export interface ClientErrorReport {
  kind: "error" | "unhandledrejection";
  message: string;
  source?: string;
  line?: number;
  column?: number;
  /**
   * The page's path, without its query.
   */
  page: string;
}

/**
 * The company config of a scope (all: every scope merged, later scopes over all); read at data.data.
 */
export interface CompanyConfigDocument {
  data: {
    id: string;
    type: "company_config";
    attributes: {
      [k: string]: unknown;
    };
  };
}

/**
 * A company config scope (default all).
 */
export interface CompanyConfigParams {
  scope: string;
}

/**
 * A configurator build (001 §3 'Configurator vehicle': color, item_id, availability, model_year, gross_price, net_price, plus nameplate_external_code and status); read at data.data. The site turns it into a stock vehicle.
 */
export interface ConfiguratorVehicleDocument {
  data: {
    id: string;
    type: "configurator_vehicle";
    attributes: {
      config_url: string;
      [k: string]: unknown;
    };
  };
}

/**
 * The configurator build's URL.
 */
export interface ConfiguratorVehicleQuery {
  config_url: string;
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
     * No language base, no leading or trailing slash; the home page is "index". The one page-path rule (PagePath), shared with the API.
     */
    path: string;
    /**
     * The site language the page is in, by its URL code; the page is served at /{lang}/{path}.
     */
    lang: LanguageCode;
    /**
     * Pages in several languages that are versions of one another share this key (at most one page per language); null: the page has no language versions.
     */
    translation_key: string | null;
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
     */
    blocks: AnyBlock[];
  }[];
  /**
   * Items: One key/value setting. 'true' stands for boolean true; JSON is held as a string.
   */
  settings: {
    /**
     * Dot-separated names; `@{lang}` at the end is that language's own value.
     */
    key: string;
    value: string;
  }[];
}

/**
 * A dealer (retailer) as the admin's Dealers tab edits it (002 §3.15): exactly what the retailer blocks (runtime/features/dealers/page-data.ts) and the postcode search's dealers call (runtime/features/dealers/stock-routes.ts) read of a stock_dealers row. dealer_code, name, brands, state, postcode and locality are columns; the rest are keys of its attributes (other keys an import wrote, such as contact_details or display names, are kept as they are).
 */
export interface DealerAttributes {
  /**
   * The code vehicles name their dealer by (owner_dealer_code); unique.
   */
  dealer_code: string;
  name: string;
  /**
   * The brands the dealer sells (the postcode search's q[brand_eq]).
   *
   * @maxItems 10
   */
  brands: string[];
  state: string;
  /**
   * Empty, or 3 to 10 digits (what the postcode search matches).
   */
  postcode: string;
  /**
   * The postcode search's q[locality_eq]; the blocks show it when city is empty.
   */
  locality: string;
  address: string;
  city: string;
  /**
   * Empty, or a two-letter country code in capitals (the Mena locator lists the MENA markets' dealers and those without a country).
   */
  country: string;
  phone: string;
  /**
   * An international number; the blocks link it to wa.me.
   */
  whatsapp: string;
  /**
   * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
   */
  email: string;
  /**
   * Service codes (sales, service, approved, parts, bodyshop, accessories have Arabic names; another code is shown as stored).
   *
   * @maxItems 20
   */
  services: string[];
  /**
   * Free text, one period a line.
   */
  opening_hours: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A new dealer, or a dealer replaced whole (PUT): JSON:API, type dealer.
 */
export interface DealerBody {
  data: {
    type: "dealer";
    id?: string;
    /**
     * A dealer (retailer) as the admin's Dealers tab edits it (002 §3.15): exactly what the retailer blocks (runtime/features/dealers/page-data.ts) and the postcode search's dealers call (runtime/features/dealers/stock-routes.ts) read of a stock_dealers row. dealer_code, name, brands, state, postcode and locality are columns; the rest are keys of its attributes (other keys an import wrote, such as contact_details or display names, are kept as they are).
     */
    attributes: {
      /**
       * The code vehicles name their dealer by (owner_dealer_code); unique.
       */
      dealer_code: string;
      name: string;
      /**
       * The brands the dealer sells (the postcode search's q[brand_eq]).
       *
       * @maxItems 10
       */
      brands: string[];
      state: string;
      /**
       * Empty, or 3 to 10 digits (what the postcode search matches).
       */
      postcode: string;
      /**
       * The postcode search's q[locality_eq]; the blocks show it when city is empty.
       */
      locality: string;
      address: string;
      city: string;
      /**
       * Empty, or a two-letter country code in capitals (the Mena locator lists the MENA markets' dealers and those without a country).
       */
      country: string;
      phone: string;
      /**
       * An international number; the blocks link it to wa.me.
       */
      whatsapp: string;
      /**
       * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
       */
      email: string;
      /**
       * Service codes (sales, service, approved, parts, bodyshop, accessories have Arabic names; another code is shown as stored).
       *
       * @maxItems 20
       */
      services: string[];
      /**
       * Free text, one period a line.
       */
      opening_hours: string;
      latitude: number | null;
      longitude: number | null;
    };
  };
}

/**
 * One dealer.
 */
export interface DealerDocument {
  /**
   * A dealer: JSON:API, type dealer; meta.vehicles counts the stock vehicles that name it.
   */
  data: {
    id: string;
    type: "dealer";
    /**
     * A dealer (retailer) as the admin's Dealers tab edits it (002 §3.15): exactly what the retailer blocks (runtime/features/dealers/page-data.ts) and the postcode search's dealers call (runtime/features/dealers/stock-routes.ts) read of a stock_dealers row. dealer_code, name, brands, state, postcode and locality are columns; the rest are keys of its attributes (other keys an import wrote, such as contact_details or display names, are kept as they are).
     */
    attributes: {
      /**
       * The code vehicles name their dealer by (owner_dealer_code); unique.
       */
      dealer_code: string;
      name: string;
      /**
       * The brands the dealer sells (the postcode search's q[brand_eq]).
       *
       * @maxItems 10
       */
      brands: string[];
      state: string;
      /**
       * Empty, or 3 to 10 digits (what the postcode search matches).
       */
      postcode: string;
      /**
       * The postcode search's q[locality_eq]; the blocks show it when city is empty.
       */
      locality: string;
      address: string;
      city: string;
      /**
       * Empty, or a two-letter country code in capitals (the Mena locator lists the MENA markets' dealers and those without a country).
       */
      country: string;
      phone: string;
      /**
       * An international number; the blocks link it to wa.me.
       */
      whatsapp: string;
      /**
       * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
       */
      email: string;
      /**
       * Service codes (sales, service, approved, parts, bodyshop, accessories have Arabic names; another code is shown as stored).
       *
       * @maxItems 20
       */
      services: string[];
      /**
       * Free text, one period a line.
       */
      opening_hours: string;
      latitude: number | null;
      longitude: number | null;
    };
    meta: {
      vehicles: number;
    };
  };
}

/**
 * The dealers matching the search, by name (at most 500); meta.total counts every match.
 */
export interface DealerList {
  /**
   * Items: A dealer: JSON:API, type dealer; meta.vehicles counts the stock vehicles that name it.
   */
  data: {
    id: string;
    type: "dealer";
    /**
     * A dealer (retailer) as the admin's Dealers tab edits it (002 §3.15): exactly what the retailer blocks (runtime/features/dealers/page-data.ts) and the postcode search's dealers call (runtime/features/dealers/stock-routes.ts) read of a stock_dealers row. dealer_code, name, brands, state, postcode and locality are columns; the rest are keys of its attributes (other keys an import wrote, such as contact_details or display names, are kept as they are).
     */
    attributes: {
      /**
       * The code vehicles name their dealer by (owner_dealer_code); unique.
       */
      dealer_code: string;
      name: string;
      /**
       * The brands the dealer sells (the postcode search's q[brand_eq]).
       *
       * @maxItems 10
       */
      brands: string[];
      state: string;
      /**
       * Empty, or 3 to 10 digits (what the postcode search matches).
       */
      postcode: string;
      /**
       * The postcode search's q[locality_eq]; the blocks show it when city is empty.
       */
      locality: string;
      address: string;
      city: string;
      /**
       * Empty, or a two-letter country code in capitals (the Mena locator lists the MENA markets' dealers and those without a country).
       */
      country: string;
      phone: string;
      /**
       * An international number; the blocks link it to wa.me.
       */
      whatsapp: string;
      /**
       * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
       */
      email: string;
      /**
       * Service codes (sales, service, approved, parts, bodyshop, accessories have Arabic names; another code is shown as stored).
       *
       * @maxItems 20
       */
      services: string[];
      /**
       * Free text, one period a line.
       */
      opening_hours: string;
      latitude: number | null;
      longitude: number | null;
    };
    meta: {
      vehicles: number;
    };
  }[];
  meta: {
    total: number;
  };
}

/**
 * A dealer: JSON:API, type dealer; meta.vehicles counts the stock vehicles that name it.
 */
export interface DealerResource {
  id: string;
  type: "dealer";
  /**
   * A dealer (retailer) as the admin's Dealers tab edits it (002 §3.15): exactly what the retailer blocks (runtime/features/dealers/page-data.ts) and the postcode search's dealers call (runtime/features/dealers/stock-routes.ts) read of a stock_dealers row. dealer_code, name, brands, state, postcode and locality are columns; the rest are keys of its attributes (other keys an import wrote, such as contact_details or display names, are kept as they are).
   */
  attributes: {
    /**
     * The code vehicles name their dealer by (owner_dealer_code); unique.
     */
    dealer_code: string;
    name: string;
    /**
     * The brands the dealer sells (the postcode search's q[brand_eq]).
     *
     * @maxItems 10
     */
    brands: string[];
    state: string;
    /**
     * Empty, or 3 to 10 digits (what the postcode search matches).
     */
    postcode: string;
    /**
     * The postcode search's q[locality_eq]; the blocks show it when city is empty.
     */
    locality: string;
    address: string;
    city: string;
    /**
     * Empty, or a two-letter country code in capitals (the Mena locator lists the MENA markets' dealers and those without a country).
     */
    country: string;
    phone: string;
    /**
     * An international number; the blocks link it to wa.me.
     */
    whatsapp: string;
    /**
     * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
     */
    email: string;
    /**
     * Service codes (sales, service, approved, parts, bodyshop, accessories have Arabic names; another code is shown as stored).
     *
     * @maxItems 20
     */
    services: string[];
    /**
     * Free text, one period a line.
     */
    opening_hours: string;
    latitude: number | null;
    longitude: number | null;
  };
  meta: {
    vehicles: number;
  };
}

/**
 * The admin's dealers list: q keeps the dealers whose name or dealer code holds it (any case).
 */
export interface DealersQuery {
  /**
   * Text the name or the dealer code holds.
   */
  q?: string;
}

/**
 * 001 §7 PUT api/leads/{id}/initialize_cancellation (body ours): the cancellation token of the confirmation e-mail and, when the programme requires it, the token of a fresh verification of the reservation's own phone.
 */
export interface EvCancellationBody {
  cancellation: {
    token: string;
    phone_verification_token?: string;
    reason?: string;
  };
}

/**
 * 001 §7 POST /api/leads (fields not shown in the spec; ours): the buyer and, when the programme requires it, the token of a verified phone (check_verification), used once. Or {retry_of} with the old lead's x-lead-token: after the soft lock ran out, a new reservation for the same buyer (the same vehicle when it is still free).
 */
export interface EvLeadCreateBody {
  lead: (
    | {
        retry_of?: never;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    first_name?: string;
    last_name?: string;
    email?: string;
    /**
     * E.164, e.g. +971501234567
     */
    phone_number?: string;
    phone_verification_token?: string;
    locale?: string;
    /**
     * The page the visitor reserves on: the card provider sends them back there
     */
    page_path?: string;
    /**
     * A vehicle of the programme's list; absent: the server gives a free one
     */
    vehicle_id?: number;
    retry_of?: string;
  };
}

/**
 * A new reservation, with the access token its browser sends as x-lead-token (given once; the server keeps only its hash).
 */
export interface EvLeadCreatedDocument {
  data: {
    id: string;
    type: "lead";
    attributes: {
      status:
        | "created"
        | "payment_intent_created"
        | "paid"
        | "cancellation_initialised"
        | "refunded"
        | "cancelled"
        | "expired"
        | "payment_expired";
      /**
       * The reservation's number (its order's)
       */
      reference: string;
      first_name: string;
      last_name: string;
      email: string;
      phone_number: string;
      phone_verified: boolean;
      locale: string;
      vehicle: {
        id: string;
        title: string;
        vin_short: string;
        model_year: number | null;
        color: string;
      };
      reservation_fee: {
        amount_minor: number;
        currency: string;
      };
      /**
       * While created or payment_intent_created: when the vehicle is released
       */
      soft_lock_until: string | null;
      payment_status:
        | "none"
        | "pending"
        | "requires_action"
        | "authorised"
        | "paid"
        | "failed"
        | "voided"
        | "refunded";
      /**
       * The provider's decline message, '' when none
       */
      payment_message: string;
      created_at: string;
      paid_at: string | null;
      cancellation_requested_at: string | null;
      /**
       * The CRM data view (only in salesforce_data): Salesforce Lead fields
       */
      salesforce?: {
        [k: string]: string | number | boolean | null;
      };
    };
  };
  meta: {
    access_token: string;
  };
}

/**
 * An electric-vehicle reservation (lead) as its owner reads it: its status (runtime/core/ev-preorder.ts), the vehicle, the fee and the soft lock.
 */
export interface EvLeadDocument {
  data: {
    id: string;
    type: "lead";
    attributes: {
      status:
        | "created"
        | "payment_intent_created"
        | "paid"
        | "cancellation_initialised"
        | "refunded"
        | "cancelled"
        | "expired"
        | "payment_expired";
      /**
       * The reservation's number (its order's)
       */
      reference: string;
      first_name: string;
      last_name: string;
      email: string;
      phone_number: string;
      phone_verified: boolean;
      locale: string;
      vehicle: {
        id: string;
        title: string;
        vin_short: string;
        model_year: number | null;
        color: string;
      };
      reservation_fee: {
        amount_minor: number;
        currency: string;
      };
      /**
       * While created or payment_intent_created: when the vehicle is released
       */
      soft_lock_until: string | null;
      payment_status:
        | "none"
        | "pending"
        | "requires_action"
        | "authorised"
        | "paid"
        | "failed"
        | "voided"
        | "refunded";
      /**
       * The provider's decline message, '' when none
       */
      payment_message: string;
      created_at: string;
      paid_at: string | null;
      cancellation_requested_at: string | null;
      /**
       * The CRM data view (only in salesforce_data): Salesforce Lead fields
       */
      salesforce?: {
        [k: string]: string | number | boolean | null;
      };
    };
  };
}

/**
 * The proof of owning a reservation: the access token its browser was given (POST /api/leads), or the cancellation token of its e-mail.
 */
export interface EvLeadHeaders {
  "x-lead-token"?: string;
  [k: string]: unknown;
}

/**
 * A reservation by its lead id (a UUID: unguessable, and never enough alone to read or change it).
 */
export interface EvLeadParams {
  leadId: string;
}

/**
 * 001 §7 POST /api/stripe/create_payment_intent: the reservation's fee, by card, for the lead named; the Terms and Conditions must be accepted (002 §5.4: enforced here).
 */
export interface EvPaymentIntentBody {
  payment_intent: {
    salesforce_lead_id: string;
    /**
     * The checkout's Terms and Conditions checkbox: must be true
     */
    terms_accepted: true;
  };
}

/**
 * The reservation fee's card payment: where the browser pays (redirect_url: the provider's page; or client_secret with Stripe.js and publishable_key).
 */
export interface EvPaymentIntentDocument {
  data: {
    id: string;
    type: "payment_intent";
    attributes: {
      provider: string;
      status: string;
      client_secret: string | null;
      redirect_url: string | null;
      publishable_key: string | null;
      amount_minor: number;
      currency: string;
    };
  };
}

/**
 * A payment call: an Idempotency-Key (the same key and body give the same payment) and the reservation's access token.
 */
export interface EvPaymentIntentHeaders {
  "idempotency-key": string;
  "x-lead-token": string;
  [k: string]: unknown;
}

/**
 * A form's definition as editors build it: its fields (names unique), layout and submission options. It compiles to the JSON Schema of a lead's values (runtime/core/form-schema.ts), checked by the same Ajv-generated code on the server and in the browser.
 */
export interface FormAttributes {
  name: string;
  description: string;
  /**
   * The language of its messages (Arabic or English rule texts).
   */
  lang: "ar" | "en";
  /**
   * At least one.
   *
   * @minItems 1
   * @maxItems 100
   *
   * Items: One field of a form, as editors build it. Its kind decides the input and the value a lead holds for it: text, textarea, select, radio, date, hidden, dynamic and ga_client_id hold a string; checkbox a boolean (without options) or a list of chosen values (with options); file a list of uploaded file ids; phone a number in E.164 (+9715...). rules: min and max bound a text's length in characters (max: 'Character limit exceeded'), a checkbox list's or a file field's number of items; size bounds each file in kilobytes.
   */
  fields: [
    {
      /**
       * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
       */
      name: string;
      type:
        | "text"
        | "textarea"
        | "select"
        | "checkbox"
        | "radio"
        | "file"
        | "phone"
        | "date"
        | "hidden"
        | "dynamic"
        | "ga_client_id";
      label: string;
      required: boolean;
      rules: {
        min?: number;
        max?: number;
        /**
         * Largest file, in kilobytes.
         */
        size?: number;
      };
      /**
       * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
       *
       * @maxItems 500
       */
      options: {
        value: string;
        label: string;
      }[];
      /**
       * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
       */
      source: "" | "locations";
      /**
       * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
       */
      format: "" | "email" | "number";
      verify_email: boolean;
      placeholder: string;
      help: string;
      /**
       * full spans both columns of a two-column form; half takes one.
       */
      width: "half" | "full";
      default: string;
      /**
       * For a file field: the media types accepted, checked by the file's content.
       */
      accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
      /**
       * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
       */
      default_country: string;
    },
    ...{
      /**
       * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
       */
      name: string;
      type:
        | "text"
        | "textarea"
        | "select"
        | "checkbox"
        | "radio"
        | "file"
        | "phone"
        | "date"
        | "hidden"
        | "dynamic"
        | "ga_client_id";
      label: string;
      required: boolean;
      rules: {
        min?: number;
        max?: number;
        /**
         * Largest file, in kilobytes.
         */
        size?: number;
      };
      /**
       * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
       *
       * @maxItems 500
       */
      options: {
        value: string;
        label: string;
      }[];
      /**
       * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
       */
      source: "" | "locations";
      /**
       * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
       */
      format: "" | "email" | "number";
      verify_email: boolean;
      placeholder: string;
      help: string;
      /**
       * full spans both columns of a two-column form; half takes one.
       */
      width: "half" | "full";
      default: string;
      /**
       * For a file field: the media types accepted, checked by the file's content.
       */
      accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
      /**
       * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
       */
      default_country: string;
    }[]
  ];
  /**
   * double_column: two columns at 741 px and wider.
   */
  layout: "single_column" | "double_column";
  submit_label: string;
  /**
   * Leads must carry g-recaptcha-response, checked by the captcha verifier.
   */
  captcha: boolean;
  /**
   * A form that is not public is served only with a Bearer token (or to signed-in staff).
   */
  is_public: boolean;
}

/**
 * A new form, or a form replaced whole (PUT): JSON:API, type form.
 */
export interface FormBody {
  data: {
    type: "form";
    id?: string;
    /**
     * A form's definition as editors build it: its fields (names unique), layout and submission options. It compiles to the JSON Schema of a lead's values (runtime/core/form-schema.ts), checked by the same Ajv-generated code on the server and in the browser.
     */
    attributes: {
      name: string;
      description: string;
      /**
       * The language of its messages (Arabic or English rule texts).
       */
      lang: "ar" | "en";
      /**
       * At least one.
       *
       * @minItems 1
       * @maxItems 100
       *
       * Items: One field of a form, as editors build it. Its kind decides the input and the value a lead holds for it: text, textarea, select, radio, date, hidden, dynamic and ga_client_id hold a string; checkbox a boolean (without options) or a list of chosen values (with options); file a list of uploaded file ids; phone a number in E.164 (+9715...). rules: min and max bound a text's length in characters (max: 'Character limit exceeded'), a checkbox list's or a file field's number of items; size bounds each file in kilobytes.
       */
      fields: [
        {
          /**
           * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
           */
          name: string;
          type:
            | "text"
            | "textarea"
            | "select"
            | "checkbox"
            | "radio"
            | "file"
            | "phone"
            | "date"
            | "hidden"
            | "dynamic"
            | "ga_client_id";
          label: string;
          required: boolean;
          rules: {
            min?: number;
            max?: number;
            /**
             * Largest file, in kilobytes.
             */
            size?: number;
          };
          /**
           * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
           *
           * @maxItems 500
           */
          options: {
            value: string;
            label: string;
          }[];
          /**
           * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
           */
          source: "" | "locations";
          /**
           * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
           */
          format: "" | "email" | "number";
          verify_email: boolean;
          placeholder: string;
          help: string;
          /**
           * full spans both columns of a two-column form; half takes one.
           */
          width: "half" | "full";
          default: string;
          /**
           * For a file field: the media types accepted, checked by the file's content.
           */
          accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
          /**
           * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
           */
          default_country: string;
        },
        ...{
          /**
           * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
           */
          name: string;
          type:
            | "text"
            | "textarea"
            | "select"
            | "checkbox"
            | "radio"
            | "file"
            | "phone"
            | "date"
            | "hidden"
            | "dynamic"
            | "ga_client_id";
          label: string;
          required: boolean;
          rules: {
            min?: number;
            max?: number;
            /**
             * Largest file, in kilobytes.
             */
            size?: number;
          };
          /**
           * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
           *
           * @maxItems 500
           */
          options: {
            value: string;
            label: string;
          }[];
          /**
           * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
           */
          source: "" | "locations";
          /**
           * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
           */
          format: "" | "email" | "number";
          verify_email: boolean;
          placeholder: string;
          help: string;
          /**
           * full spans both columns of a two-column form; half takes one.
           */
          width: "half" | "full";
          default: string;
          /**
           * For a file field: the media types accepted, checked by the file's content.
           */
          accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
          /**
           * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
           */
          default_country: string;
        }[]
      ];
      /**
       * double_column: two columns at 741 px and wider.
       */
      layout: "single_column" | "double_column";
      submit_label: string;
      /**
       * Leads must carry g-recaptcha-response, checked by the captcha verifier.
       */
      captcha: boolean;
      /**
       * A form that is not public is served only with a Bearer token (or to signed-in staff).
       */
      is_public: boolean;
    };
  };
}

/**
 * One form.
 */
export interface FormDocument {
  /**
   * A form as the forms service answers it: JSON:API, type form. attributes.schema is the compiled JSON Schema of a lead's values.
   */
  data: {
    id: string;
    type: "form";
    attributes: {
      name: string;
      description?: string;
      lang?: "ar" | "en";
      /**
       * Items: One field of a form, as editors build it. Its kind decides the input and the value a lead holds for it: text, textarea, select, radio, date, hidden, dynamic and ga_client_id hold a string; checkbox a boolean (without options) or a list of chosen values (with options); file a list of uploaded file ids; phone a number in E.164 (+9715...). rules: min and max bound a text's length in characters (max: 'Character limit exceeded'), a checkbox list's or a file field's number of items; size bounds each file in kilobytes.
       */
      fields: {
        /**
         * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
         */
        name: string;
        type:
          | "text"
          | "textarea"
          | "select"
          | "checkbox"
          | "radio"
          | "file"
          | "phone"
          | "date"
          | "hidden"
          | "dynamic"
          | "ga_client_id";
        label: string;
        required: boolean;
        rules: {
          min?: number;
          max?: number;
          /**
           * Largest file, in kilobytes.
           */
          size?: number;
        };
        /**
         * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
         *
         * @maxItems 500
         */
        options: {
          value: string;
          label: string;
        }[];
        /**
         * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
         */
        source: "" | "locations";
        /**
         * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
         */
        format: "" | "email" | "number";
        verify_email: boolean;
        placeholder: string;
        help: string;
        /**
         * full spans both columns of a two-column form; half takes one.
         */
        width: "half" | "full";
        default: string;
        /**
         * For a file field: the media types accepted, checked by the file's content.
         */
        accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
        /**
         * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
         */
        default_country: string;
      }[];
      layout: "single_column" | "double_column";
      submit_label: string;
      captcha: boolean;
      is_public: boolean;
      thank_you: {
        type: "message" | "page";
        title: string;
        message: string;
        /**
         * A path on this site (/ar/thank-you) or an https URL, opened after sending when type is page.
         */
        page_url: string;
      };
      schema?: {
        [k: string]: unknown;
      };
      leads_count?: number;
      created_at: string;
      updated_at: string;
    };
  };
}

/**
 * The copy's name (default: the form's name with ' (نسخة)').
 */
export interface FormDuplicateQuery {
  name?: string;
}

/**
 * A form exported as JSON (GET /forms/{formId}/export) and imported again (POST /forms/import): its definition, settings and integrations (secrets left out). Leads are not part of it.
 */
export interface FormExport {
  data: {
    type?: "form_export";
    attributes: {
      /**
       * A form's definition as editors build it: its fields (names unique), layout and submission options. It compiles to the JSON Schema of a lead's values (runtime/core/form-schema.ts), checked by the same Ajv-generated code on the server and in the browser.
       */
      form: {
        name: string;
        description: string;
        /**
         * The language of its messages (Arabic or English rule texts).
         */
        lang: "ar" | "en";
        /**
         * At least one.
         *
         * @minItems 1
         * @maxItems 100
         *
         * Items: One field of a form, as editors build it. Its kind decides the input and the value a lead holds for it: text, textarea, select, radio, date, hidden, dynamic and ga_client_id hold a string; checkbox a boolean (without options) or a list of chosen values (with options); file a list of uploaded file ids; phone a number in E.164 (+9715...). rules: min and max bound a text's length in characters (max: 'Character limit exceeded'), a checkbox list's or a file field's number of items; size bounds each file in kilobytes.
         */
        fields: [
          {
            /**
             * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
             */
            name: string;
            type:
              | "text"
              | "textarea"
              | "select"
              | "checkbox"
              | "radio"
              | "file"
              | "phone"
              | "date"
              | "hidden"
              | "dynamic"
              | "ga_client_id";
            label: string;
            required: boolean;
            rules: {
              min?: number;
              max?: number;
              /**
               * Largest file, in kilobytes.
               */
              size?: number;
            };
            /**
             * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
             *
             * @maxItems 500
             */
            options: {
              value: string;
              label: string;
            }[];
            /**
             * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
             */
            source: "" | "locations";
            /**
             * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
             */
            format: "" | "email" | "number";
            verify_email: boolean;
            placeholder: string;
            help: string;
            /**
             * full spans both columns of a two-column form; half takes one.
             */
            width: "half" | "full";
            default: string;
            /**
             * For a file field: the media types accepted, checked by the file's content.
             */
            accept: (
              "application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic"
            )[];
            /**
             * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
             */
            default_country: string;
          },
          ...{
            /**
             * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
             */
            name: string;
            type:
              | "text"
              | "textarea"
              | "select"
              | "checkbox"
              | "radio"
              | "file"
              | "phone"
              | "date"
              | "hidden"
              | "dynamic"
              | "ga_client_id";
            label: string;
            required: boolean;
            rules: {
              min?: number;
              max?: number;
              /**
               * Largest file, in kilobytes.
               */
              size?: number;
            };
            /**
             * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
             *
             * @maxItems 500
             */
            options: {
              value: string;
              label: string;
            }[];
            /**
             * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
             */
            source: "" | "locations";
            /**
             * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
             */
            format: "" | "email" | "number";
            verify_email: boolean;
            placeholder: string;
            help: string;
            /**
             * full spans both columns of a two-column form; half takes one.
             */
            width: "half" | "full";
            default: string;
            /**
             * For a file field: the media types accepted, checked by the file's content.
             */
            accept: (
              "application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic"
            )[];
            /**
             * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
             */
            default_country: string;
          }[]
        ];
        /**
         * double_column: two columns at 741 px and wider.
         */
        layout: "single_column" | "double_column";
        submit_label: string;
        /**
         * Leads must carry g-recaptcha-response, checked by the captcha verifier.
         */
        captcha: boolean;
        /**
         * A form that is not public is served only with a Bearer token (or to signed-in staff).
         */
        is_public: boolean;
      };
      /**
       * A form's settings sub-resources: what the visitor sees after sending (thank_you), the mail staff get for each lead (notifications) and the mail the visitor gets (confirmations). Texts may hold {{field name}} placeholders, replaced by the lead's values as plain text.
       */
      settings?: {
        thank_you: {
          type: "message" | "page";
          title: string;
          message: string;
          /**
           * A path on this site (/ar/thank-you) or an https URL, opened after sending when type is page.
           */
          page_url: string;
        };
        notifications: {
          enabled: boolean;
          /**
           * @maxItems 20
           */
          recipients: string[];
          subject: string;
        };
        confirmations: {
          enabled: boolean;
          /**
           * The name of the form's e-mail field the confirmation goes to.
           */
          email_field: string;
          subject: string;
          body: string;
        };
      };
      /**
       * Where a form's leads are delivered besides the mail: each target a webhook (a JSON POST signed with HMAC-SHA256 of the body under the secret, header x-signature, and the delivery's stable id in idempotency-key) or a CRM system behind the CRM interface (local: kept in the site's CRM inbox; salesforce: Web-to-Lead). field_map renames lead fields for the target; unmapped fields are sent under their own names.
       */
      integrations?: {
        /**
         * @maxItems 10
         */
        targets: {
          id: string;
          kind: "webhook" | "crm";
          enabled: boolean;
          /**
           * The webhook's https (or, when allowed, http) URL.
           */
          url: string;
          secret: string;
          system: "" | "local" | "salesforce";
          /**
           * The Salesforce organisation id (Web-to-Lead oid).
           */
          org_id: string;
          field_map: {
            [k: string]: string;
          };
        }[];
      };
      exported_at?: string;
    };
  };
}

/**
 * One field of a form, as editors build it. Its kind decides the input and the value a lead holds for it: text, textarea, select, radio, date, hidden, dynamic and ga_client_id hold a string; checkbox a boolean (without options) or a list of chosen values (with options); file a list of uploaded file ids; phone a number in E.164 (+9715...). rules: min and max bound a text's length in characters (max: 'Character limit exceeded'), a checkbox list's or a file field's number of items; size bounds each file in kilobytes.
 */
export interface FormField {
  /**
   * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
   */
  name: string;
  type:
    | "text"
    | "textarea"
    | "select"
    | "checkbox"
    | "radio"
    | "file"
    | "phone"
    | "date"
    | "hidden"
    | "dynamic"
    | "ga_client_id";
  label: string;
  required: boolean;
  rules: {
    min?: number;
    max?: number;
    /**
     * Largest file, in kilobytes.
     */
    size?: number;
  };
  /**
   * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
   *
   * @maxItems 500
   */
  options: {
    value: string;
    label: string;
  }[];
  /**
   * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
   */
  source: "" | "locations";
  /**
   * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
   */
  format: "" | "email" | "number";
  verify_email: boolean;
  placeholder: string;
  help: string;
  /**
   * full spans both columns of a two-column form; half takes one.
   */
  width: "half" | "full";
  default: string;
  /**
   * For a file field: the media types accepted, checked by the file's content.
   */
  accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
  /**
   * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
   */
  default_country: string;
}

/**
 * lang: the language of the compiled messages the site shows (default: the form's).
 */
export interface FormGetQuery {
  lang?: "ar" | "en";
}

/**
 * Where a form's leads are delivered besides the mail: each target a webhook (a JSON POST signed with HMAC-SHA256 of the body under the secret, header x-signature, and the delivery's stable id in idempotency-key) or a CRM system behind the CRM interface (local: kept in the site's CRM inbox; salesforce: Web-to-Lead). field_map renames lead fields for the target; unmapped fields are sent under their own names.
 */
export interface FormIntegrations {
  /**
   * @maxItems 10
   */
  targets: {
    id: string;
    kind: "webhook" | "crm";
    enabled: boolean;
    /**
     * The webhook's https (or, when allowed, http) URL.
     */
    url: string;
    secret: string;
    system: "" | "local" | "salesforce";
    /**
     * The Salesforce organisation id (Web-to-Lead oid).
     */
    org_id: string;
    field_map: {
      [k: string]: string;
    };
  }[];
}

/**
 * A form's integrations: JSON:API, type integration, attributes.config typed (schemas/entities/form-integrations.schema.json). Secrets are never sent back: a stored secret reads as '********', and writing that value keeps it.
 */
export interface FormIntegrationsDocument {
  data: {
    id?: string;
    type: "integration";
    attributes: {
      /**
       * Where a form's leads are delivered besides the mail: each target a webhook (a JSON POST signed with HMAC-SHA256 of the body under the secret, header x-signature, and the delivery's stable id in idempotency-key) or a CRM system behind the CRM interface (local: kept in the site's CRM inbox; salesforce: Web-to-Lead). field_map renames lead fields for the target; unmapped fields are sent under their own names.
       */
      config: {
        /**
         * @maxItems 10
         */
        targets: {
          id: string;
          kind: "webhook" | "crm";
          enabled: boolean;
          /**
           * The webhook's https (or, when allowed, http) URL.
           */
          url: string;
          secret: string;
          system: "" | "local" | "salesforce";
          /**
           * The Salesforce organisation id (Web-to-Lead oid).
           */
          org_id: string;
          field_map: {
            [k: string]: string;
          };
        }[];
      };
    };
  };
}

/**
 * The forms, by id: every form for staff, the public ones for visitors.
 */
export interface FormList {
  /**
   * Items: A form as the forms service answers it: JSON:API, type form. attributes.schema is the compiled JSON Schema of a lead's values.
   */
  data: {
    id: string;
    type: "form";
    attributes: {
      name: string;
      description?: string;
      lang?: "ar" | "en";
      /**
       * Items: One field of a form, as editors build it. Its kind decides the input and the value a lead holds for it: text, textarea, select, radio, date, hidden, dynamic and ga_client_id hold a string; checkbox a boolean (without options) or a list of chosen values (with options); file a list of uploaded file ids; phone a number in E.164 (+9715...). rules: min and max bound a text's length in characters (max: 'Character limit exceeded'), a checkbox list's or a file field's number of items; size bounds each file in kilobytes.
       */
      fields: {
        /**
         * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
         */
        name: string;
        type:
          | "text"
          | "textarea"
          | "select"
          | "checkbox"
          | "radio"
          | "file"
          | "phone"
          | "date"
          | "hidden"
          | "dynamic"
          | "ga_client_id";
        label: string;
        required: boolean;
        rules: {
          min?: number;
          max?: number;
          /**
           * Largest file, in kilobytes.
           */
          size?: number;
        };
        /**
         * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
         *
         * @maxItems 500
         */
        options: {
          value: string;
          label: string;
        }[];
        /**
         * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
         */
        source: "" | "locations";
        /**
         * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
         */
        format: "" | "email" | "number";
        verify_email: boolean;
        placeholder: string;
        help: string;
        /**
         * full spans both columns of a two-column form; half takes one.
         */
        width: "half" | "full";
        default: string;
        /**
         * For a file field: the media types accepted, checked by the file's content.
         */
        accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
        /**
         * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
         */
        default_country: string;
      }[];
      layout: "single_column" | "double_column";
      submit_label: string;
      captcha: boolean;
      is_public: boolean;
      thank_you: {
        type: "message" | "page";
        title: string;
        message: string;
        /**
         * A path on this site (/ar/thank-you) or an https URL, opened after sending when type is page.
         */
        page_url: string;
      };
      schema?: {
        [k: string]: unknown;
      };
      leads_count?: number;
      created_at: string;
      updated_at: string;
    };
  }[];
}

/**
 * A form's id in the URL.
 */
export interface FormParams {
  formId: number;
}

/**
 * A form as the forms service answers it: JSON:API, type form. attributes.schema is the compiled JSON Schema of a lead's values.
 */
export interface FormResource {
  id: string;
  type: "form";
  attributes: {
    name: string;
    description?: string;
    lang?: "ar" | "en";
    /**
     * Items: One field of a form, as editors build it. Its kind decides the input and the value a lead holds for it: text, textarea, select, radio, date, hidden, dynamic and ga_client_id hold a string; checkbox a boolean (without options) or a list of chosen values (with options); file a list of uploaded file ids; phone a number in E.164 (+9715...). rules: min and max bound a text's length in characters (max: 'Character limit exceeded'), a checkbox list's or a file field's number of items; size bounds each file in kilobytes.
     */
    fields: {
      /**
       * The key of the value in a lead: letters, digits, '_', '-' and '.', e.g. first_name or additionalData.menaTabs.
       */
      name: string;
      type:
        | "text"
        | "textarea"
        | "select"
        | "checkbox"
        | "radio"
        | "file"
        | "phone"
        | "date"
        | "hidden"
        | "dynamic"
        | "ga_client_id";
      label: string;
      required: boolean;
      rules: {
        min?: number;
        max?: number;
        /**
         * Largest file, in kilobytes.
         */
        size?: number;
      };
      /**
       * The choices of a select, radio or checkbox list. A select with source 'locations' takes the locations instead.
       *
       * @maxItems 500
       */
      options: {
        value: string;
        label: string;
      }[];
      /**
       * 'locations': a select whose options are the forms service's locations (value: the location id), the field form_location_params_mapping fills.
       */
      source: "" | "locations";
      /**
       * For a text field: 'email' checks the address's shape (and, with verify_email, asks the e-mail verification service).
       */
      format: "" | "email" | "number";
      verify_email: boolean;
      placeholder: string;
      help: string;
      /**
       * full spans both columns of a two-column form; half takes one.
       */
      width: "half" | "full";
      default: string;
      /**
       * For a file field: the media types accepted, checked by the file's content.
       */
      accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/heic")[];
      /**
       * For a phone field: the country the dropdown starts on (ISO 3166 alpha-2).
       */
      default_country: string;
    }[];
    layout: "single_column" | "double_column";
    submit_label: string;
    captcha: boolean;
    is_public: boolean;
    thank_you: {
      type: "message" | "page";
      title: string;
      message: string;
      /**
       * A path on this site (/ar/thank-you) or an https URL, opened after sending when type is page.
       */
      page_url: string;
    };
    schema?: {
      [k: string]: unknown;
    };
    leads_count?: number;
    created_at: string;
    updated_at: string;
  };
}

/**
 * One settings sub-resource of a form (thank_you, notifications or confirmations): JSON:API, type setting, id the sub-resource's name.
 */
export interface FormSettingDocument {
  data: {
    id: "thank_you" | "notifications" | "confirmations";
    type: "form_setting";
    attributes: {
      [k: string]: unknown;
    };
  };
}

/**
 * A form's settings sub-resources: what the visitor sees after sending (thank_you), the mail staff get for each lead (notifications) and the mail the visitor gets (confirmations). Texts may hold {{field name}} placeholders, replaced by the lead's values as plain text.
 */
export interface FormSettings {
  thank_you: {
    type: "message" | "page";
    title: string;
    message: string;
    /**
     * A path on this site (/ar/thank-you) or an https URL, opened after sending when type is page.
     */
    page_url: string;
  };
  notifications: {
    enabled: boolean;
    /**
     * @maxItems 20
     */
    recipients: string[];
    subject: string;
  };
  confirmations: {
    enabled: boolean;
    /**
     * The name of the form's e-mail field the confirmation goes to.
     */
    email_field: string;
    subject: string;
    body: string;
  };
}

/**
 * A form's settings replaced (the admin's form builder): thank_you, notifications and confirmations, each whole; one left out keeps its stored value.
 */
export interface FormSettingsBody {
  data: {
    type: "form_settings";
    /**
     * A form's settings sub-resources: what the visitor sees after sending (thank_you), the mail staff get for each lead (notifications) and the mail the visitor gets (confirmations). Texts may hold {{field name}} placeholders, replaced by the lead's values as plain text.
     */
    attributes: {
      thank_you: {
        type: "message" | "page";
        title: string;
        message: string;
        /**
         * A path on this site (/ar/thank-you) or an https URL, opened after sending when type is page.
         */
        page_url: string;
      };
      notifications: {
        enabled: boolean;
        /**
         * @maxItems 20
         */
        recipients: string[];
        subject: string;
      };
      confirmations: {
        enabled: boolean;
        /**
         * The name of the form's e-mail field the confirmation goes to.
         */
        email_field: string;
        subject: string;
        body: string;
      };
    };
  };
}

/**
 * GET /vehicles/grouped_nameplates: the nameplates that have models, grouped by brand (in the brands' order) and, within a brand, by body style; a nameplate with models of several body styles is listed under each. For menus and selectors.
 */
export interface GroupedNameplates {
  data: {
    id: string;
    type: "nameplate_group";
    attributes: {
      brand: {
        code: string;
        name: string;
      };
      body_styles: {
        code: string;
        name: string;
        nameplates: {
          id: string;
          code: string;
          name: string;
          image_id: number | null;
          /**
           * Its models' years, newest first.
           */
          model_years: number[];
          /**
           * The least price from, minor units of currency; null when none is published.
           */
          price_from: number | null;
          currency: string;
        }[];
      }[];
    };
  }[];
}

/**
 * What a health probe answers while the process serves (liveness) or while it and its database answer (readiness).
 */
export interface HealthStatus {
  status: "ok";
}

/**
 * Where a hold stands: active (yours), expired (ended, the car is free), taken (ended and another buyer holds the car: the kicked-out modal), ordered (your order has the car).
 */
export interface HoldDocument {
  data: {
    /**
     * The lock id
     */
    id: string;
    type: "hold";
    attributes: {
      vehicle_id: string;
      expires_at: string | null;
      state: "active" | "expired" | "taken" | "ordered";
      order_number: string;
    };
  };
}

/**
 * A hold by its lock id.
 */
export interface HoldParams {
  lockId: string;
}

/**
 * A numeric id in the URL.
 */
export interface IdParams {
  id: number;
}

/**
 * A call that creates or changes a payment carries an Idempotency-Key (1 to 255 visible characters; a UUID fits): the same key with the same body gives the first answer again, without charging twice; with another body, 409 idempotency_conflict.
 */
export interface IdempotencyHeaders {
  "idempotency-key": string;
  [k: string]: unknown;
}

/**
 * A picture id, a width and a height with its format, e.g. 640/h/360.jpg.
 */
export interface ImageSizeParams {
  id: number;
  w: string;
  spec: string;
}

/**
 * A picture and its variants at the catalogue's sizes.
 */
export interface ImageVariants {
  data: {
    id: number;
    alt: string;
    mime: string;
    width: number;
    height: number;
    variants: {
      width: number;
      height: number;
      url: string;
    }[];
  };
}

/**
 * A picture id and a width with its format, e.g. 640.webp.
 */
export interface ImageWidthParams {
  id: number;
  spec: string;
}

/**
 * 001 §7 PUT /buy_online/orders/send_inquiry_email: each recipient must be one the site names (order_online.inquiry_recipients, or the vehicle dealer's e-mail).
 */
export interface InquiryEmailBody {
  /**
   * @minItems 1
   * @maxItems 10
   */
  recipients: [string, ...string[]];
  customer_data: {
    [k: string]: unknown;
  };
  vehicle_data: {
    [k: string]: unknown;
  };
}

/**
 * The inquiry e-mail is queued (sent by the outbox over SMTP).
 */
export interface InquiryEmailDocument {
  data: {
    /**
     * The queue's id
     */
    id: string;
    type: "inquiry_email";
    attributes: {
      recipients: number;
    };
  };
}

/**
 * Repair a lead's integrations: JSON:API, type request. Every delivery of the lead that is dead (or the ones named in ids, dead or pending) is queued again now with a fresh count of attempts; body, when given, replaces the payload sent to the integration targets (corrected values).
 */
export interface IntegrationFixBody {
  data: {
    type: "request";
    attributes?: {
      body?: {
        [k: string]: unknown;
      };
      /**
       * @maxItems 50
       */
      ids?: string[];
    };
  };
}

/**
 * The active CRM system (forms.crm_system: none, local or salesforce) and, from /integrations/verify, whether its configuration is complete and it answers.
 */
export interface IntegrationSystemDocument {
  data: {
    id: string;
    type: "integration_system";
    attributes: {
      system: "none" | "local" | "salesforce";
      ok?: boolean;
      message?: string;
    };
  };
}

/**
 * A visitor's submission: JSON:API, type lead. values: one entry per field of the form (checked against the form's compiled schema: unknown names refused); hidden_fields: what the page's form_hidden_field_mapping adds; submission_key: the page's idempotency key for this submission (a retry answers the lead already stored); g-recaptcha-response: the captcha answer when the form asks for one (also accepted at the top level).
 */
export interface LeadBody {
  data: {
    type: "lead";
    attributes: {
      values: {
        [k: string]: string | boolean | number | string[];
      };
      hidden_fields?: {
        [k: string]: string;
      };
      submission_key?: string;
      page_url?: string;
      lang?: "ar" | "en";
      "g-recaptcha-response"?: string;
    };
  };
  "g-recaptcha-response"?: string;
}

/**
 * What a visitor's submission answers: the lead's id and when it was stored, and what the form shows next (thank_you). Never the stored values.
 */
export interface LeadCreatedDocument {
  data: {
    id: string;
    type: "lead";
    attributes: {
      created_at: string;
      thank_you: {
        type: "message" | "page";
        title: string;
        message: string;
        /**
         * A path on this site (/ar/thank-you) or an https URL, opened after sending when type is page.
         */
        page_url: string;
      };
    };
  };
}

/**
 * One lead.
 */
export interface LeadDocument {
  /**
   * A lead: JSON:API, type lead; values as submitted, the files attached, and its deliveries' state (integrations).
   */
  data: {
    id: string;
    type: "lead";
    attributes: {
      form_id: number;
      values: {
        [k: string]: unknown;
      };
      hidden_fields?: {
        [k: string]: string;
      };
      meta?: {
        [k: string]: unknown;
      };
      files?: {
        id: string;
        field: string;
        name: string;
        media_type: string;
        size: number;
      }[];
      /**
       * Items: One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
       */
      integrations?: {
        id: string;
        type: "lead_integration";
        attributes: {
          kind:
            | "notification"
            | "confirmation"
            | "integration"
            | "lead_export"
            | "order_mail"
            | "ev_lead_crm";
          target: string;
          status: "pending" | "delivered" | "dead";
          attempts: number;
          max_attempts?: number;
          last_error?: string | null;
          next_attempt_at?: string | null;
          delivered_at?: string | null;
          created_at: string;
          lead_id?: string | null;
          form_id?: number | null;
        };
      }[];
      created_at: string;
    };
  };
}

/**
 * A lead export: its status (pending, running, done, failed) and progress (0-100, with the leads written and the total).
 */
export interface LeadExportDocument {
  data: {
    id: string;
    type: "lead_export";
    attributes: {
      status: "pending" | "running" | "done" | "failed";
      progress: number;
      processed: number;
      total?: number | null;
      error?: string | null;
      filters?: {
        [k: string]: string;
      };
      created_at: string;
      finished_at?: string | null;
    };
  };
}

/**
 * The file's format: csv (default) or xlsx.
 */
export interface LeadExportDownloadQuery {
  format: "csv" | "xlsx";
}

/**
 * A form's id and one of its lead exports' ids in the URL.
 */
export interface LeadExportParams {
  formId: number;
  exportId: string;
}

/**
 * The leads an export holds: the created_at window and sort of the lead list.
 */
export interface LeadExportQuery {
  /**
   * A real date (2026-02-28) or date and time (2026-02-28T09:30, seconds, a fraction and an offset optional; none means UTC): 2026-02-30 and 0000-00-00 are refused.
   */
  "filter[created_at_gteq]"?: string;
  /**
   * A real date (2026-02-28) or date and time (2026-02-28T09:30, seconds, a fraction and an offset optional; none means UTC): 2026-02-30 and 0000-00-00 are refused.
   */
  "filter[created_at_lteq]"?: string;
  sort: string;
}

/**
 * A file a visitor uploaded for a form's file field, not yet part of a lead: its id goes into the lead's values. Its type was checked by its content.
 */
export interface LeadFileDocument {
  data: {
    id: string;
    type: "lead_file";
    attributes: {
      field: string;
      name: string;
      media_type: string;
      size: number;
    };
  };
}

/**
 * A form's id, one of its leads' ids and one of that lead's files' ids in the URL.
 */
export interface LeadFileDownloadParams {
  formId: number;
  leadId: string;
  fileId: string;
}

/**
 * A form's id and an uploaded file's id in the URL.
 */
export interface LeadFileParams {
  formId: number;
  fileId: string;
}

/**
 * One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
 */
export interface LeadIntegration {
  id: string;
  type: "lead_integration";
  attributes: {
    kind:
      | "notification"
      | "confirmation"
      | "integration"
      | "lead_export"
      | "order_mail"
      | "ev_lead_crm";
    target: string;
    status: "pending" | "delivered" | "dead";
    attempts: number;
    max_attempts?: number;
    last_error?: string | null;
    next_attempt_at?: string | null;
    delivered_at?: string | null;
    created_at: string;
    lead_id?: string | null;
    form_id?: number | null;
  };
}

/**
 * Every delivery a lead caused, oldest first.
 */
export interface LeadIntegrationList {
  /**
   * Items: One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
   */
  data: {
    id: string;
    type: "lead_integration";
    attributes: {
      kind:
        | "notification"
        | "confirmation"
        | "integration"
        | "lead_export"
        | "order_mail"
        | "ev_lead_crm";
      target: string;
      status: "pending" | "delivered" | "dead";
      attempts: number;
      max_attempts?: number;
      last_error?: string | null;
      next_attempt_at?: string | null;
      delivered_at?: string | null;
      created_at: string;
      lead_id?: string | null;
      form_id?: number | null;
    };
  }[];
}

/**
 * A page of a form's leads, with the total matching the filters.
 */
export interface LeadList {
  /**
   * Items: A lead: JSON:API, type lead; values as submitted, the files attached, and its deliveries' state (integrations).
   */
  data: {
    id: string;
    type: "lead";
    attributes: {
      form_id: number;
      values: {
        [k: string]: unknown;
      };
      hidden_fields?: {
        [k: string]: string;
      };
      meta?: {
        [k: string]: unknown;
      };
      files?: {
        id: string;
        field: string;
        name: string;
        media_type: string;
        size: number;
      }[];
      /**
       * Items: One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
       */
      integrations?: {
        id: string;
        type: "lead_integration";
        attributes: {
          kind:
            | "notification"
            | "confirmation"
            | "integration"
            | "lead_export"
            | "order_mail"
            | "ev_lead_crm";
          target: string;
          status: "pending" | "delivered" | "dead";
          attempts: number;
          max_attempts?: number;
          last_error?: string | null;
          next_attempt_at?: string | null;
          delivered_at?: string | null;
          created_at: string;
          lead_id?: string | null;
          form_id?: number | null;
        };
      }[];
      created_at: string;
    };
  }[];
  meta: {
    total: number;
    page: number;
    items: number;
    pages: number;
  };
}

/**
 * A form's id and one of its leads' ids in the URL.
 */
export interface LeadParams {
  formId: number;
  leadId: string;
}

/**
 * A lead: JSON:API, type lead; values as submitted, the files attached, and its deliveries' state (integrations).
 */
export interface LeadResource {
  id: string;
  type: "lead";
  attributes: {
    form_id: number;
    values: {
      [k: string]: unknown;
    };
    hidden_fields?: {
      [k: string]: string;
    };
    meta?: {
      [k: string]: unknown;
    };
    files?: {
      id: string;
      field: string;
      name: string;
      media_type: string;
      size: number;
    }[];
    /**
     * Items: One delivery a lead caused (an outbox row): the staff notification, the visitor's confirmation, or an integration target; pending (with its next attempt), delivered, or dead after its last attempt.
     */
    integrations?: {
      id: string;
      type: "lead_integration";
      attributes: {
        kind:
          | "notification"
          | "confirmation"
          | "integration"
          | "lead_export"
          | "order_mail"
          | "ev_lead_crm";
        target: string;
        status: "pending" | "delivered" | "dead";
        attempts: number;
        max_attempts?: number;
        last_error?: string | null;
        next_attempt_at?: string | null;
        delivered_at?: string | null;
        created_at: string;
        lead_id?: string | null;
        form_id?: number | null;
      };
    }[];
    created_at: string;
  };
}

/**
 * Paging (items per page 1-100, default 25; page from 1), the created_at window (ISO dates or date-times, both ends included; a date alone as 'to' means the whole day) and the sort: a field (created_at or a value field's name), '-' first for descending, optionally followed by ',-created_at' (the second sort form). Default -created_at.
 */
export interface LeadsQuery {
  items: number;
  page: number;
  /**
   * A real date (2026-02-28) or date and time (2026-02-28T09:30, seconds, a fraction and an offset optional; none means UTC): 2026-02-30 and 0000-00-00 are refused.
   */
  "filter[created_at_gteq]"?: string;
  /**
   * A real date (2026-02-28) or date and time (2026-02-28T09:30, seconds, a fraction and an offset optional; none means UTC): 2026-02-30 and 0000-00-00 are refused.
   */
  "filter[created_at_lteq]"?: string;
  sort: string;
}

/**
 * LiqPay's server callback (form fields data and signature).
 */
export interface LiqpayCallbackBody {
  data: string;
  signature: string;
}

/**
 * The hosted checkout's form: POST data and signature to checkout_url (empty values are omitted from data).
 */
export interface LiqpayCheckoutDocument {
  data: {
    /**
     * The provider's order id
     */
    id: string;
    type: "liqpay_checkout";
    attributes: {
      data: string;
      signature: string;
      checkout_url: string;
      order_number: string;
    };
  };
}

/**
 * 001 §7 GET /buy_online/liqpay/checkout_data (hosted checkout); amount in major units; language default en. lock_id names the order.
 */
export interface LiqpayCheckoutQuery {
  company_uuid?: string;
  amount: string;
  /**
   * ISO 4217 code; must be the order's currency (order_online.currency)
   */
  currency: string;
  description?: string;
  language: string;
  paytypes?: string;
  /**
   * Where the provider sends the buyer back: a path of this site (default /{locale}/showroom-order-online/success)
   */
  result_url?: string;
  /**
   * The hold's lock id that orders/init returned
   */
  lock_id: string;
  /**
   * The stock vehicle's id (or the configurator build's item id on the configurator journey)
   */
  vehicle_id?: string | number;
}

/**
 * A location (showroom, service centre) a form's location field offers. The spec does not show its attributes: these are ours. code is the id retailers and CRMs know it by (form_location_mapping maps such ids to a location).
 */
export interface LocationAttributes {
  name: string;
  code: string;
  city: string;
  address: string;
  phone: string;
  /**
   * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
   */
  email: string;
  /**
   * @maxItems 10
   */
  services: ("sales" | "service" | "parts" | "test_drive")[];
  latitude: number | null;
  longitude: number | null;
}

/**
 * A new location, or a location replaced whole (PUT): JSON:API, type location.
 */
export interface LocationBody {
  data: {
    type: "location";
    id?: string;
    /**
     * A location (showroom, service centre) a form's location field offers. The spec does not show its attributes: these are ours. code is the id retailers and CRMs know it by (form_location_mapping maps such ids to a location).
     */
    attributes: {
      name: string;
      code: string;
      city: string;
      address: string;
      phone: string;
      /**
       * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
       */
      email: string;
      /**
       * @maxItems 10
       */
      services: ("sales" | "service" | "parts" | "test_drive")[];
      latitude: number | null;
      longitude: number | null;
    };
  };
}

/**
 * One location.
 */
export interface LocationDocument {
  /**
   * A location: JSON:API, type location.
   */
  data: {
    id: string;
    type: "location";
    /**
     * A location (showroom, service centre) a form's location field offers. The spec does not show its attributes: these are ours. code is the id retailers and CRMs know it by (form_location_mapping maps such ids to a location).
     */
    attributes: {
      name: string;
      code: string;
      city: string;
      address: string;
      phone: string;
      /**
       * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
       */
      email: string;
      /**
       * @maxItems 10
       */
      services: ("sales" | "service" | "parts" | "test_drive")[];
      latitude: number | null;
      longitude: number | null;
    };
  };
}

/**
 * Every location, by name.
 */
export interface LocationList {
  /**
   * Items: A location: JSON:API, type location.
   */
  data: {
    id: string;
    type: "location";
    /**
     * A location (showroom, service centre) a form's location field offers. The spec does not show its attributes: these are ours. code is the id retailers and CRMs know it by (form_location_mapping maps such ids to a location).
     */
    attributes: {
      name: string;
      code: string;
      city: string;
      address: string;
      phone: string;
      /**
       * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
       */
      email: string;
      /**
       * @maxItems 10
       */
      services: ("sales" | "service" | "parts" | "test_drive")[];
      latitude: number | null;
      longitude: number | null;
    };
  }[];
}

/**
 * A location: JSON:API, type location.
 */
export interface LocationResource {
  id: string;
  type: "location";
  /**
   * A location (showroom, service centre) a form's location field offers. The spec does not show its attributes: these are ours. code is the id retailers and CRMs know it by (form_location_mapping maps such ids to a location).
   */
  attributes: {
    name: string;
    code: string;
    city: string;
    address: string;
    phone: string;
    /**
     * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
     */
    email: string;
    /**
     * @maxItems 10
     */
    services: ("sales" | "service" | "parts" | "test_drive")[];
    latitude: number | null;
    longitude: number | null;
  };
}

/**
 * A sign-in with e-mail and password.
 */
export interface LoginBody {
  email: string;
  password: string;
}

/**
 * A picture's alternative text.
 */
export interface MediaAlt {
  alt: string;
}

/**
 * One library picture.
 */
export interface MediaDocument {
  /**
   * A library picture without its bytes.
   */
  data: {
    id: number;
    filename: string;
    mime: string;
    alt: string;
    width: number;
    height: number;
    size_bytes: number;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    url: string;
    thumbnail_url: string;
  };
}

/**
 * A library picture without its bytes.
 */
export interface MediaItem {
  id: number;
  filename: string;
  mime: string;
  alt: string;
  width: number;
  height: number;
  size_bytes: number;
  /**
   * ISO 8601 date and time.
   */
  created_at: string;
  url: string;
  thumbnail_url: string;
}

/**
 * One page of the library, newest first, and how many match.
 */
export interface MediaList {
  /**
   * Items: A library picture without its bytes.
   */
  data: {
    id: number;
    filename: string;
    mime: string;
    alt: string;
    width: number;
    height: number;
    size_bytes: number;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    url: string;
    thumbnail_url: string;
  }[];
  total: number;
}

/**
 * Search and page of the media library.
 */
export interface MediaListQuery {
  q?: string;
  page?: number;
  per_page?: number;
}

/**
 * A snippet of script, style or HTML written into site pages (site-wide, or one page's).
 */
export interface Metahead {
  id: number;
  rdx_core_page_id: number | null;
  reload_on_each_page: boolean;
  in_body: boolean;
  content: string;
  language: string;
  sequence: number;
  /**
   * The site language it is written on; null: every language.
   */
  lang: string | null;
  /**
   * A sass or scss metahead's CSS, compiled when it was saved; null for the other languages.
   */
  compiled_css: string | null;
}

/**
 * A new metahead.
 */
export interface MetaheadCreate {
  language: "javascript" | "js-src" | "css" | "sass" | "scss" | "html";
  content?: string;
  sequence?: number;
  /**
   * Written at the end of <body> instead of in <head>.
   */
  in_body?: boolean;
  /**
   * Runs again on every page change; a global metahead without it runs once, a page's own always runs again (see data-metahead-run).
   */
  reload_on_each_page?: boolean;
  rdx_core_page_id?: null | number;
  /**
   * The site language it is written on (a language code such as ar or en); null: every language.
   */
  lang?: null | string;
}

/**
 * One metahead.
 */
export interface MetaheadDocument {
  /**
   * A snippet of script, style or HTML written into site pages (site-wide, or one page's).
   */
  data: {
    id: number;
    rdx_core_page_id: number | null;
    reload_on_each_page: boolean;
    in_body: boolean;
    content: string;
    language: string;
    sequence: number;
    /**
     * The site language it is written on; null: every language.
     */
    lang: string | null;
    /**
     * A sass or scss metahead's CSS, compiled when it was saved; null for the other languages.
     */
    compiled_css: string | null;
  };
}

/**
 * Every metahead in sequence order.
 */
export interface MetaheadList {
  /**
   * Items: A snippet of script, style or HTML written into site pages (site-wide, or one page's).
   */
  data: {
    id: number;
    rdx_core_page_id: number | null;
    reload_on_each_page: boolean;
    in_body: boolean;
    content: string;
    language: string;
    sequence: number;
    /**
     * The site language it is written on; null: every language.
     */
    lang: string | null;
    /**
     * A sass or scss metahead's CSS, compiled when it was saved; null for the other languages.
     */
    compiled_css: string | null;
  }[];
}

/**
 * Changes to a metahead.
 */
export interface MetaheadPatch {
  language?: "javascript" | "js-src" | "css" | "sass" | "scss" | "html";
  content?: string;
  sequence?: number;
  /**
   * Written at the end of <body> instead of in <head>.
   */
  in_body?: boolean;
  /**
   * Runs again on every page change; a global metahead without it runs once, a page's own always runs again (see data-metahead-run).
   */
  reload_on_each_page?: boolean;
  rdx_core_page_id?: null | number;
  /**
   * The site language it is written on (a language code such as ar or en); null: every language.
   */
  lang?: null | string;
}

/**
 * Metaheads as JSON:API resources.
 */
export interface MetaheadResourceList {
  data: {
    id: string;
    type: "metahead";
    /**
     * A snippet of script, style or HTML written into site pages (site-wide, or one page's).
     */
    attributes: {
      id: number;
      rdx_core_page_id: number | null;
      reload_on_each_page: boolean;
      in_body: boolean;
      content: string;
      language: string;
      sequence: number;
      /**
       * The site language it is written on; null: every language.
       */
      lang: string | null;
      /**
       * A sass or scss metahead's CSS, compiled when it was saved; null for the other languages.
       */
      compiled_css: string | null;
    };
  }[];
}

/**
 * Filter of GET /metaheads: a page's own metaheads and the site-wide ones.
 */
export interface MetaheadsQuery {
  /**
   * A page id; empty for the site-wide metaheads only.
   */
  "q[page_id_equal_or_null]"?: number | null;
  [k: string]: unknown;
}

/**
 * One model's specifications (000 §3 Model spec): its model key (a nameplate or model-year code such as l460, lower case) and a map of spec name to value.
 */
export interface ModelSpec {
  key: string;
  /**
   * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
   */
  specs: {
    [k: string]: string | number;
  };
}

/**
 * A model's specs as the admin lists them: with when they last changed.
 */
export interface ModelSpecAdmin {
  key: string;
  /**
   * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
   */
  specs: {
    [k: string]: string | number;
  };
  /**
   * ISO 8601 date and time.
   */
  updated_at: string;
}

/**
 * Every model's specs, by key.
 */
export interface ModelSpecAdminList {
  /**
   * Items: A model's specs as the admin lists them: with when they last changed.
   */
  data: {
    key: string;
    /**
     * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
     */
    specs: {
      [k: string]: string | number;
    };
    /**
     * ISO 8601 date and time.
     */
    updated_at: string;
  }[];
}

/**
 * A model's specs as an editor saves them: the whole map, replacing what was stored.
 */
export interface ModelSpecBody {
  /**
   * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
   */
  specs: {
    [k: string]: string | number;
  };
}

/**
 * One model's specs, as saved.
 */
export interface ModelSpecDocument {
  /**
   * A model's specs as the admin lists them: with when they last changed.
   */
  data: {
    key: string;
    /**
     * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
     */
    specs: {
      [k: string]: string | number;
    };
    /**
     * ISO 8601 date and time.
     */
    updated_at: string;
  };
}

/**
 * A model key in the URL (l460, L460: nameplate codes are lower-cased, 000 §9).
 */
export interface ModelSpecKeyParams {
  modelKey: string;
}

/**
 * Model specs as the compare API answers them: data[0] is the model asked for (one key), or the models found, in the order asked (several keys; unknown keys are left out).
 */
export interface ModelSpecList {
  /**
   * Items: One model's specifications (000 §3 Model spec): its model key (a nameplate or model-year code such as l460, lower case) and a map of spec name to value.
   */
  data: {
    key: string;
    /**
     * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
     */
    specs: {
      [k: string]: string | number;
    };
  }[];
}

/**
 * The core CMS API's spec compare (/compare/spec/{id}): JSON:API resources whose attributes are the model (key, specs); clients flatten each to its attributes.
 */
export interface ModelSpecResourceList {
  data: {
    id: string;
    type: "model_spec";
    /**
     * One model's specifications (000 §3 Model spec): its model key (a nameplate or model-year code such as l460, lower case) and a map of spec name to value.
     */
    attributes: {
      key: string;
      /**
       * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
       */
      specs: {
        [k: string]: string | number;
      };
    };
  }[];
}

/**
 * A model's specs: spec name (letters, digits, _ . -; at most 64, matched exactly as written, so top_speed and Top_Speed are two specs) to its value, a text of at most 200 characters (units included, e.g. "250 كم/س") or a number. At most 100 specs. Values are text, never HTML: the site escapes them.
 */
export interface ModelSpecValues {
  [k: string]: string | number;
}

/**
 * Several models at once: keys, comma-separated (l460,l461), at most 50 (what one page's spec tags need, bounded).
 */
export interface ModelSpecsQuery {
  keys: string;
}

/**
 * What the external navigation service answers (000 §7): the header's HTML (with the {{retailer-name}} and {{retailer-url}} placeholders the site fills), and the stylesheet and script it needs (null when none).
 */
export interface NaasAnswer {
  html: string;
  cssLink: string | null;
  javascriptLink: string | null;
}

/**
 * The external navigation's file name: nav.locale={locale}[.disable{selector}...][.enable{selector}...][.logo={logo}].json (runtime/core/external-navigation.ts naasFileName; the parts are read from the raw, still-encoded path).
 */
export interface NaasParams {
  file: string;
}

/**
 * A page's breadcrumbs: home, then its ancestor pages (folders and parent pages) by path, then the page itself (url null).
 */
export interface NavBreadcrumbList {
  data: {
    label: string;
    url: string | null;
  }[];
}

/**
 * Which language's menu: its entries and those of every language; absent, the site's default language.
 */
export interface NavEntriesQuery {
  lang?: LanguageCode;
}

/**
 * One entry of the v2 navigation: a link (url empty for a heading that only opens its children), its parent (null at the top) and its position among its siblings.
 */
export interface NavEntry {
  id: number;
  parent_id: null | number;
  position: number;
  label: string;
  url: string;
  target: "_self" | "_blank";
  lang: null | string;
}

/**
 * A new navigation entry, placed last among its siblings. At most three levels.
 */
export interface NavEntryCreate {
  parent_id?: null | number;
  label: string;
  url?: string;
  target?: "_self" | "_blank";
  lang?: null | string;
}

/**
 * One navigation entry.
 */
export interface NavEntryDocument {
  /**
   * One entry of the v2 navigation: a link (url empty for a heading that only opens its children), its parent (null at the top) and its position among its siblings.
   */
  data: {
    id: number;
    parent_id: null | number;
    position: number;
    label: string;
    url: string;
    target: "_self" | "_blank";
    lang: null | string;
  };
}

/**
 * Every navigation entry, each parent before its children (depth first), siblings by position.
 */
export interface NavEntryList {
  /**
   * Items: One entry of the v2 navigation: a link (url empty for a heading that only opens its children), its parent (null at the top) and its position among its siblings.
   */
  data: {
    id: number;
    parent_id: null | number;
    position: number;
    label: string;
    url: string;
    target: "_self" | "_blank";
    lang: null | string;
  }[];
}

/**
 * The new order of one parent's children: every child's id once, first to last.
 */
export interface NavEntryOrder {
  parent_id: null | number;
  /**
   * @minItems 1
   * @maxItems 500
   */
  ids: [number, ...number[]];
}

/**
 * Changes to a navigation entry; a new parent_id moves it (last among its new siblings).
 */
export interface NavEntryPatch {
  parent_id?: null | number;
  label?: string;
  url?: string;
  target?: "_self" | "_blank";
  lang?: null | string;
}

/**
 * The v1 navigation (GET /nav_entries): the same entries of one language's menu as GET /nav_entries_v2, in the same order (each parent before its children, depth first, siblings by position), each a JSON:API resource of type nav_entry: its id as a string, attributes label, url, target, position, parent_id (the parent's id as a string, null at the top) and lang (null: every language's menu), and relationships.parent naming the same parent. Both calls answer whichever navigation is active (navigation.use_v2 says which one the site's header follows).
 */
export interface NavEntryV1List {
  data: {
    id: string;
    type: "nav_entry";
    attributes: {
      label: string;
      url: string;
      target: "_self" | "_blank";
      position: number;
      /**
       * The parent entry's id, as its resource's id; null at the top.
       */
      parent_id: string | null;
      lang: null | string;
    };
    relationships: {
      parent: {
        data: null | {
          type: "nav_entry";
          id: string;
        };
      };
    };
  }[];
}

/**
 * One page of the news feed with the feed's locale and market (the mena_news settings as the document's rules read them).
 */
export interface NewsList {
  /**
   * mena_news.locale, one of en, ar, fr, ge, ru.
   */
  locale: string;
  /**
   * mena_news.market upper-cased, one of the twenty markets.
   */
  market: string;
  page: number;
  per_page: number;
  /**
   * News pages in all.
   */
  total: number;
  total_pages: number;
  data: {
    id: number;
    /**
     * The page path, e.g. news/defender-octa-arrives.
     */
    path: string;
    /**
     * The page's site URL, e.g. /ar/news/defender-octa-arrives.
     */
    url: string;
    title: string;
    meta_description: string | null;
    image_id: number | null;
    /**
     * When the page was first published: its first published version, or its creation for a page that never went through the editor's publishing (an imported one).
     */
    published_at: string;
  }[];
}

/**
 * One page of the news feed: the published news pages, newest first.
 */
export interface NewsQuery {
  page: number;
  items: number;
  /**
   * Only the news pages under this page path (e.g. news); empty: every news page of the site.
   */
  path: string;
  /**
   * The language whose news pages are listed, by its URL code; absent: the site's default language.
   */
  lang?: LanguageCode;
}

/**
 * One offer as the admin manages it.
 */
export interface Offer {
  id: number;
  car_model_key: string;
  /**
   * An offer's properties: lower-case names (not id or car_model_key), each a text, a number, true/false or null.
   */
  properties: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * ISO 8601.
   */
  updated_at: string;
}

/**
 * Every offer, oldest first.
 */
export interface OfferAdminList {
  /**
   * Items: One offer as the admin manages it.
   */
  data: {
    id: number;
    car_model_key: string;
    /**
     * An offer's properties: lower-case names (not id or car_model_key), each a text, a number, true/false or null.
     */
    properties: {
      [k: string]: string | number | boolean | null;
    };
    /**
     * ISO 8601.
     */
    updated_at: string;
  }[];
}

/**
 * GET /offer_car_models: the models the site's offers name (their car_model_key), once each by key: a nameplate code or a model key of the catalogue, with its name, brand and price from in the asked language, and how many offers name it; a key the catalogue does not know is listed with name null so no offer is hidden.
 */
export interface OfferCarModels {
  data: {
    id: string;
    type: "offer_car_model";
    attributes: {
      key: string;
      name: string | null;
      brand: {
        code: string;
        name: string;
      } | null;
      nameplate: {
        code: string;
        name: string;
      } | null;
      image_id: number | null;
      /**
       * The least price from, minor units of currency; null when none is published.
       */
      price_from: number | null;
      currency: string;
      offers: number;
    };
  }[];
}

/**
 * One offer.
 */
export interface OfferDocument {
  /**
   * One offer as the admin manages it.
   */
  data: {
    id: number;
    car_model_key: string;
    /**
     * An offer's properties: lower-case names (not id or car_model_key), each a text, a number, true/false or null.
     */
    properties: {
      [k: string]: string | number | boolean | null;
    };
    /**
     * ISO 8601.
     */
    updated_at: string;
  };
}

/**
 * A new offer, or the whole of an offer replaced: its car model key and any properties (category, title, price, …), which the offers answer lays beside car_model_key.
 */
export interface OfferInput {
  /**
   * The model the offer is for, e.g. defender_110 (compared lower-cased, spaces as '_').
   */
  car_model_key: string;
  /**
   * An offer's properties: lower-case names (not id or car_model_key), each a text, a number, true/false or null.
   */
  properties?: {
    [k: string]: string | number | boolean | null;
  };
}

/**
 * The offers answer as the document describes it: an array of offers, each car_model_key plus its properties (and its id).
 */
export type OfferList = {
  id: number;
  car_model_key: string;
  [k: string]: string | number | boolean | null;
}[];

/**
 * Changes to an offer: a new car model key, and/or properties laid over the stored ones (a property set to null is removed).
 */
export interface OfferPatch {
  car_model_key?: string;
  /**
   * An offer's properties: lower-case names (not id or car_model_key), each a text, a number, true/false or null.
   */
  properties?: {
    [k: string]: string | number | boolean | null;
  };
}

/**
 * An offer's properties: lower-case names (not id or car_model_key), each a text, a number, true/false or null.
 */
export interface OfferProperties {
  [k: string]: string | number | boolean | null;
}

/**
 * Filters on the offers answer: each parameter names a field (car_model_key or a property) and the value it must have, compared lower-cased with spaces as '_' (?car_model_key=Defender 110&category=finance).
 */
export interface OffersQuery {
  [k: string]: string;
}

/**
 * The provider's answer: code and state, or an error.
 */
export interface OidcCallbackQuery {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
  [k: string]: unknown;
}

/**
 * Where to go after single sign-on.
 */
export interface OidcStartQuery {
  returnTo?: string;
  [k: string]: unknown;
}

/**
 * This API's OpenAPI 3.1 description.
 */
export interface OpenapiDocument {
  openapi: string;
  paths: {};
  [k: string]: unknown;
}

/**
 * 001 §7 PUT /buy_online/orders/{orderNumber}/confirm: confirmation_by_link marks a confirmation through the e-mailed link, whose token it then carries.
 */
export interface OrderConfirmBody {
  confirmation_by_link: boolean;
  token?: string;
}

/**
 * 001 §3 'Order (as read back)': never the buyer's e-mail or name.
 */
export interface OrderDocument {
  data: {
    /**
     * The order number
     */
    id: string;
    type: "order";
    attributes: {
      order_number: string;
      created_at: string;
      status:
        | "initiated"
        | "awaiting_payment"
        | "awaiting_confirmation"
        | "authorised"
        | "paid"
        | "confirmed"
        | "cancelled"
        | "expired"
        | "refunded";
      payment_status:
        | "none"
        | "pending"
        | "requires_action"
        | "authorised"
        | "paid"
        | "failed"
        | "voided"
        | "refunded";
      vehicle_id: string;
      vehicle_vin: string;
      amount: number;
      currency: string;
      vendor_type: string;
      config_url: string | null;
      metadata: {
        /**
         * The trade-in data carried into the order (001 §3)
         */
        tradeInData?: {
          [k: string]: unknown;
        };
      };
      confirmed_at: string | null;
    };
  };
}

/**
 * 001 §7 POST /buy_online/orders/init: the vehicle to reserve and the company. lock_id: a hold this visitor already has (answered as it is, not lengthened). config_url: the configurator journey (no hold: a build is not one car).
 */
export interface OrderInitBody {
  /**
   * The stock vehicle's id (or the configurator build's item id on the configurator journey)
   */
  vehicle_id: string | number;
  company_uuid: string;
  /**
   * The hold's lock id that orders/init returned
   */
  lock_id?: string;
  config_url?: string;
}

/**
 * The hold and the order it started: lock_id proves the hold (keep it), expires_at is when it ends (null on the configurator journey), amount the reservation fee in minor units.
 */
export interface OrderInitDocument {
  data: {
    /**
     * The lock id
     */
    id: string;
    type: "order_init";
    attributes: {
      lock_id: string;
      order_number: string;
      vehicle_id: string;
      expires_at: string | null;
      hold_seconds: number;
      amount: number;
      currency: string;
      vendor_type: string;
      status:
        | "initiated"
        | "awaiting_payment"
        | "awaiting_confirmation"
        | "authorised"
        | "paid"
        | "confirmed"
        | "cancelled"
        | "expired"
        | "refunded";
    };
  };
}

/**
 * An order by its number.
 */
export interface OrderNumberParams {
  orderNumber: string;
}

/**
 * A delivery's id in the URL.
 */
export interface OutboxParams {
  outboxId: string;
}

/**
 * Deliveries by status (default dead: the dead-letter list), newest first, 50 a page.
 */
export interface OutboxQuery {
  status: "pending" | "delivered" | "dead";
  page: number;
}

/**
 * A page as imported and exported: the fields of the spec's Page entity, its path as the pages API looks it up, and its blocks.
 */
export interface Page {
  /**
   * No language base, no leading or trailing slash; the home page is "index". The one page-path rule (PagePath), shared with the API.
   */
  path: string;
  /**
   * The site language the page is in, by its URL code; the page is served at /{lang}/{path}.
   */
  lang: LanguageCode;
  /**
   * Pages in several languages that are versions of one another share this key (at most one page per language); null: the page has no language versions.
   */
  translation_key: string | null;
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
   */
  blocks: AnyBlock[];
}

/**
 * One finding of the checks before publishing (runtime/core/publish-checks.ts), named so the builder can open the block and focus the field.
 */
export interface PageCheck {
  /**
   * What was found: no <h1> or more than one, a picture without alternative text, a link to a missing or unpublished page, a required field left empty, a form block naming no form, a block whose schedule has ended.
   */
  code:
    | "no_h1"
    | "many_h1"
    | "image_alt"
    | "link_missing"
    | "link_unpublished"
    | "required_empty"
    | "form_missing"
    | "schedule_past";
  /**
   * An error stops a publish; a warning does not.
   */
  severity: "error" | "warning";
  /**
   * The block's position on the page, 0-based; null for the page as a whole.
   */
  block: number | null;
  /**
   * The block's template key; null for the page as a whole.
   */
  template: string | null;
  /**
   * JSON pointer inside the block (/fields/heading, /groups/2/image); empty for the block or the page.
   */
  pointer: string;
  /**
   * The field's Arabic label from its schema.
   */
  fieldLabel: string | null;
  /**
   * What the check is about: the link's address, the form's id, the number of <h1>s.
   */
  value: string | null;
  /**
   * The finding in Arabic.
   */
  message: string;
}

/**
 * The checks before publishing of a page's working copy (its draft, else what is published): errors stop a publish (422 publish_checks, whose body carries the same checks), warnings do not. Also the `checks` member of that 422.
 */
export interface PageChecksDocument {
  data: {
    /**
     * Items: One finding of the checks before publishing (runtime/core/publish-checks.ts), named so the builder can open the block and focus the field.
     */
    checks: {
      /**
       * What was found: no <h1> or more than one, a picture without alternative text, a link to a missing or unpublished page, a required field left empty, a form block naming no form, a block whose schedule has ended.
       */
      code:
        | "no_h1"
        | "many_h1"
        | "image_alt"
        | "link_missing"
        | "link_unpublished"
        | "required_empty"
        | "form_missing"
        | "schedule_past";
      /**
       * An error stops a publish; a warning does not.
       */
      severity: "error" | "warning";
      /**
       * The block's position on the page, 0-based; null for the page as a whole.
       */
      block: number | null;
      /**
       * The block's template key; null for the page as a whole.
       */
      template: string | null;
      /**
       * JSON pointer inside the block (/fields/heading, /groups/2/image); empty for the block or the page.
       */
      pointer: string;
      /**
       * The field's Arabic label from its schema.
       */
      fieldLabel: string | null;
      /**
       * What the check is about: the link's address, the form's id, the number of <h1>s.
       */
      value: string | null;
      /**
       * The finding in Arabic.
       */
      message: string;
    }[];
    /**
     * True when a check is an error: a publish is refused unless an admin overrides it.
     */
    is_blocking: boolean;
    /**
     * The page's revision the checks were computed at.
     */
    revision: number;
  };
}

/**
 * A new page: its path, title and page fields (the Page schema checks each value).
 */
export interface PageCreate {
  /**
   * A page path: lower-case segments of letters (Arabic included), digits and hyphens joined by /, no leading or trailing slash; the home page is index.
   */
  path: string;
  /**
   * The site language of the new page (default ar).
   */
  lang?: LanguageCode;
  /**
   * The id of a page the new one is a language version of: both then share a translation key.
   */
  translation_of?: number;
  title: string;
  page_type?: "page" | "folder" | "news";
  meta_title?: string | null;
  meta_description?: string | null;
  image_id?: number | null;
  canonical_url?: string | null;
  disable_seo_tracking?: boolean;
  type?: null | "url_redirection";
  to?: string | null;
  http_code?: null | 301 | 302 | 303 | 307 | 308;
  link_type?: null | "internal" | "external" | "file";
  redirect_path?: string | null;
  link_new_window?: boolean;
  external_meta_image?: string | null;
}

/**
 * Every column of a page, its working state and who else has it open.
 */
export interface PageDetailDocument {
  data: {
    id: number;
    path: string;
    lang: LanguageCode;
    translation_key: string | null;
    page_type: "page" | "folder" | "news";
    title: string;
    meta_title: string | null;
    meta_description: string | null;
    image_id: number | null;
    external_meta_image: string | null;
    canonical_url: string | null;
    disable_seo_tracking: boolean;
    type: string | null;
    to: string | null;
    http_code: number | null;
    link_type: null | "internal" | "external" | "file";
    redirect_path: string | null;
    link_new_window: boolean;
    /**
     * Stored blocks as written (each a BlockInstance of its schema version; readers migrate older ones).
     */
    blocks: unknown[];
    is_published: boolean;
    /**
     * The unpublished working copy, or null.
     */
    draft: {
      [k: string]: unknown;
    } | null;
    revision: number;
    published_version: number | null;
    updated_by: number | null;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    /**
     * ISO 8601 date and time.
     */
    updated_at: string;
    has_draft: boolean;
    updated_by_label: string | null;
    editors: {
      email: string;
      /**
       * ISO 8601 date and time.
       */
      seen_at: string;
    }[];
  };
}

/**
 * A draft snapshot (title, meta fields and blocks) with the revision it started from.
 */
export interface PageDraft {
  /**
   * The revision the change started from; a stale one is refused (409).
   */
  revision: number;
  snapshot: {
    title?: string;
    meta_title?: string | null;
    meta_description?: string | null;
    image_id?: number | null;
    canonical_url?: string | null;
    disable_seo_tracking?: boolean;
    /**
     * @maxItems 200
     */
    blocks?: {}[];
    [k: string]: unknown;
  };
}

/**
 * Where the copy goes, and its title (the source's by default).
 */
export interface PageDuplicate {
  /**
   * A page path: lower-case segments of letters (Arabic included), digits and hyphens joined by /, no leading or trailing slash; the home page is index.
   */
  path: string;
  title?: string;
}

/**
 * Which language's page a path names: a site language's URL code; absent, the site's default language (ar).
 */
export interface PageLangQuery {
  lang?: LanguageCode;
}

/**
 * Page fields to change, with the revision the change started from.
 */
export interface PagePatch {
  /**
   * The revision the change started from; a stale one is refused (409).
   */
  revision: number;
  /**
   * A page path: lower-case segments of letters (Arabic included), digits and hyphens joined by /, no leading or trailing slash; the home page is index.
   */
  path?: string;
  title?: string;
  page_type?: "page" | "folder" | "news";
  meta_title?: string | null;
  meta_description?: string | null;
  image_id?: number | null;
  canonical_url?: string | null;
  disable_seo_tracking?: boolean;
  type?: null | "url_redirection";
  to?: string | null;
  http_code?: null | 301 | 302 | 303 | 307 | 308;
  link_type?: null | "internal" | "external" | "file";
  redirect_path?: string | null;
  link_new_window?: boolean;
  external_meta_image?: string | null;
}

/**
 * A page path: lower-case segments of letters (Arabic included), digits and hyphens joined by /, no leading or trailing slash; the home page is index.
 */
export type PagePath = string;

/**
 * The page path after /public_api/pages/by_path/ (no language base).
 */
export interface PagePathParams {
  "*": string;
}

/**
 * A publish: the revision it started from and, for an admin only, the choice to publish although the checks before publishing found errors (audited with the failing checks).
 */
export interface PagePublish {
  /**
   * The revision the change started from; a stale one is refused (409).
   */
  revision: number;
  /**
   * Publish although the checks found errors. Admins only: another role is refused 403 (checks_override); the override is written to the audit log with the failing checks.
   */
  override_checks: boolean;
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
    lang?: string;
    translation_key?: string | null;
    /**
     * The page's published versions in other languages.
     */
    translations?: {
      lang: string;
      path: string;
    }[];
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
 * A published page as a JSON:API document.
 */
export interface PageResourceDocument {
  /**
   * A page as the pages API serves it (JSON:API resource; the client reads data and flattens it to its attributes).
   */
  data: {
    id: string;
    type: "page";
    attributes: {
      id: number;
      path: string;
      lang?: string;
      translation_key?: string | null;
      /**
       * The page's published versions in other languages.
       */
      translations?: {
        lang: string;
        path: string;
      }[];
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
  };
}

/**
 * The revision a publish or a restore started from.
 */
export interface PageRevision {
  /**
   * The revision the change started from; a stale one is refused (409).
   */
  revision: number;
}

/**
 * The page tree as a flat list in path order.
 */
export interface PageSummaryList {
  data: {
    id: number;
    path: string;
    lang: LanguageCode;
    translation_key: string | null;
    title: string;
    page_type: "page" | "folder" | "news";
    type: string | null;
    link_type: null | "internal" | "external" | "file";
    is_published: boolean;
    has_draft: boolean;
    revision: number;
    /**
     * ISO 8601 date and time.
     */
    updated_at: string;
    updated_by_label: string | null;
  }[];
}

/**
 * One published version with its snapshot.
 */
export interface PageVersionDocument {
  data: {
    version: number;
    /**
     * A page snapshot: title, meta fields and blocks (the body of a draft save).
     */
    snapshot: {
      [k: string]: unknown;
    };
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    created_by_label: string | null;
  };
}

/**
 * A page's published versions, newest first.
 */
export interface PageVersionList {
  data: {
    version: number;
    /**
     * ISO 8601 date and time.
     */
    created_at: string;
    created_by_label: string | null;
  }[];
}

/**
 * A page id and one of its version numbers.
 */
export interface PageVersionParams {
  id: number;
  version: number;
}

/**
 * 001 §7 POST /buy_online/payment (card provider). capture_method manual: the payment is on hold (authorised, captured by the distributor). stripe_account_id must be one of checkout_payment.vendor.stripe_connected_accounts. Needs an Idempotency-Key header.
 */
export interface PaymentBody {
  payment: {
    /**
     * In the currency's minor units (fils, cents); must equal the reservation fee
     */
    amount: number;
    /**
     * ISO 4217 code; must be the order's currency (order_online.currency)
     */
    currency: string;
    /**
     * The stock vehicle's id (or the configurator build's item id on the configurator journey)
     */
    vehicle_id: string | number;
    company_uuid: string;
    capture_method?: "manual" | "automatic";
  };
  stripe_account_id?: string;
  /**
   * The hold's lock id that orders/init returned
   */
  lock_id: string;
  /**
   * Where the provider sends the buyer back: a path of this site (default /{locale}/showroom-order-online/success)
   */
  return_url?: string;
  locale?: string;
}

/**
 * A payment at the card provider: the browser confirms it with client_secret (the provider's element) or goes to redirect_url (the local provider's test checkout). Card data never reaches this server.
 */
export interface PaymentDocument {
  data: {
    /**
     * The provider's payment id
     */
    id: string;
    type: "payment";
    attributes: {
      provider: string;
      kind: "card" | "wallet" | "hosted";
      status: string;
      amount: number;
      currency: string;
      capture_method: "automatic" | "manual";
      client_secret?: string;
      redirect_url?: string;
      order_number: string;
    };
  };
}

/**
 * 001 §7 POST buy_online/paypal/create_order (wallet provider): amount_value in major units as a decimal string. Needs an Idempotency-Key header.
 */
export interface PaypalOrderBody {
  order: {
    amount_value: string;
    /**
     * ISO 4217 code; must be the order's currency (order_online.currency)
     */
    amount_currency_code: string;
    company_uuid: string;
    /**
     * The stock vehicle's id (or the configurator build's item id on the configurator journey)
     */
    vehicle_id: string | number;
  };
  /**
   * The hold's lock id that orders/init returned
   */
  lock_id: string;
  /**
   * Where the provider sends the buyer back: a path of this site (default /{locale}/showroom-order-online/success)
   */
  return_url?: string;
  locale?: string;
}

/**
 * The wallet order: the buyer approves it at approve_url, then POST buy_online/orders with paypal_order_id captures it.
 */
export interface PaypalOrderDocument {
  data: {
    /**
     * The provider's order id
     */
    id: string;
    type: "paypal_order";
    attributes: {
      status: string;
      approve_url: string;
      order_number: string;
    };
  };
}

/**
 * The other editors who had the page open in the last minute.
 */
export interface PresenceDocument {
  data: {
    editors: {
      email: string;
      /**
       * ISO 8601 date and time.
       */
      seen_at: string;
    }[];
  };
}

/**
 * The one error body of every API route: Fastify's shape, a machine-readable code, and for validation failures each field (JSON pointer) with its rule and Arabic message.
 */
export interface Problem {
  statusCode: number;
  error: string;
  message: string;
  /**
   * sign_in_required, forbidden, csrf, invalid, bad_request, not_found, stale, ...
   */
  code: string;
  details?: {
    block?: number;
    template?: string;
    pointer: string;
    rule: string;
    message: string;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}

/**
 * A page of the dealers for visitors (the Core CMS API's GET /dealers), by name then dealer code: JSON:API resources of type dealer with the attributes the retailer blocks already show (the Dealers tab's fields), and meta as the leads list's (total, page, items, pages).
 */
export interface PublicDealerList {
  data: {
    id: string;
    type: "dealer";
    /**
     * A dealer (retailer) as the admin's Dealers tab edits it (002 §3.15): exactly what the retailer blocks (runtime/features/dealers/page-data.ts) and the postcode search's dealers call (runtime/features/dealers/stock-routes.ts) read of a stock_dealers row. dealer_code, name, brands, state, postcode and locality are columns; the rest are keys of its attributes (other keys an import wrote, such as contact_details or display names, are kept as they are).
     */
    attributes: {
      /**
       * The code vehicles name their dealer by (owner_dealer_code); unique.
       */
      dealer_code: string;
      name: string;
      /**
       * The brands the dealer sells (the postcode search's q[brand_eq]).
       *
       * @maxItems 10
       */
      brands: string[];
      state: string;
      /**
       * Empty, or 3 to 10 digits (what the postcode search matches).
       */
      postcode: string;
      /**
       * The postcode search's q[locality_eq]; the blocks show it when city is empty.
       */
      locality: string;
      address: string;
      city: string;
      /**
       * Empty, or a two-letter country code in capitals (the Mena locator lists the MENA markets' dealers and those without a country).
       */
      country: string;
      phone: string;
      /**
       * An international number; the blocks link it to wa.me.
       */
      whatsapp: string;
      /**
       * Empty, or an address by the shared email rule (schemas/shared/value-rules.schema.json).
       */
      email: string;
      /**
       * Service codes (sales, service, approved, parts, bodyshop, accessories have Arabic names; another code is shown as stored).
       *
       * @maxItems 20
       */
      services: string[];
      /**
       * Free text, one period a line.
       */
      opening_hours: string;
      latitude: number | null;
      longitude: number | null;
    };
  }[];
  meta: {
    total: number;
    page: number;
    items: number;
    pages: number;
  };
}

/**
 * A page of the Core CMS API's dealers (GET /dealers?items=50): items per page 1-100, default 50 (what the site's own dealers fetch asks), and the page from 1 as the leads list pages.
 */
export interface PublicDealersQuery {
  /**
   * Dealers per page.
   */
  items: number;
  page: number;
}

/**
 * The JSON file a Range Calculator block names in json_url (002 §7: 'Loads json_url (JSON). Shape: not shown', so designed here). `engines` holds each engine's WLTP combined electric range (at its smallest wheel, 20 °C reference, climate control off, driver only) and usable battery energy; `conditions` holds how the visitor's filters change consumption: a consumption factor by outside temperature, the climate control's power draw by outside temperature, each driving environment's consumption factor and average speed, the extra consumption per wheel inch and per occupant, and the share of the cold penalty and of the climate control's energy that preconditioning (on grid power before leaving) saves. The model over it is runtime/core/range-calculator.ts. Beyond this schema the server checks that both temperature tables have a point at the reference temperature and do not fall as it gets colder below it, and that the defaults' temperature is one of the offered temperatures; a file that fails is a load failure.
 */
export interface RangeCalculatorData {
  /**
   * The shape's version.
   */
  version: 1;
  conditions: {
    /**
     * The outside temperature (°C) at which the WLTP figure holds: no temperature penalty.
     */
    reference_temperature_c: number;
    /**
     * The outside temperatures (°C) the filter offers, in the order shown.
     *
     * @minItems 1
     * @maxItems 12
     */
    temperatures_c: [number, ...number[]];
    /**
     * Consumption factor of the drivetrain and battery by outside temperature (1 at the reference); linear between points, flat beyond the ends.
     *
     * @minItems 1
     * @maxItems 30
     */
    temperature_consumption: [
      {
        c: number;
        factor: number;
      },
      ...{
        c: number;
        factor: number;
      }[]
    ];
    /**
     * The climate control's average power draw (kW) by outside temperature: heating in the cold, cooling in the heat; linear between points, flat beyond the ends.
     *
     * @minItems 1
     * @maxItems 30
     */
    hvac_kw: [
      {
        c: number;
        kw: number;
      },
      ...{
        c: number;
        kw: number;
      }[]
    ];
    environments: {
      combined: {
        /**
         * Consumption factor against the WLTP combined cycle (1 for combined).
         */
        factor: number;
        /**
         * Average speed (km/h): the climate control's power is spread over the distance driven in an hour.
         */
        speed_kmh: number;
      };
      motorway: {
        /**
         * Consumption factor against the WLTP combined cycle (1 for combined).
         */
        factor: number;
        /**
         * Average speed (km/h): the climate control's power is spread over the distance driven in an hour.
         */
        speed_kmh: number;
      };
      urban: {
        /**
         * Consumption factor against the WLTP combined cycle (1 for combined).
         */
        factor: number;
        /**
         * Average speed (km/h): the climate control's power is spread over the distance driven in an hour.
         */
        speed_kmh: number;
      };
    };
    /**
     * Extra consumption per inch of wheel above the car's smallest (0.02 is 2 %).
     */
    wheel_factor_per_inch: number;
    /**
     * Extra consumption per occupant beyond the driver.
     */
    occupant_factor: number;
    preconditioning: {
      /**
       * Share of the temperature penalty saved by a battery warmed or cooled on grid power.
       */
      temperature_share: number;
      /**
       * Share of the climate control's energy saved by a cabin brought to temperature on grid power.
       */
      hvac_share: number;
    };
    /**
     * The filters as the page first shows them; each absent one is the WLTP condition (reference temperature, or the offered one nearest it; climate control and preconditioning off; combined; one occupant).
     */
    defaults?: {
      temperature_c?: number;
      climate?: boolean;
      preconditioning?: boolean;
      environment?: "combined" | "motorway" | "urban";
      occupants?: number;
    };
  };
  /**
   * Each engine by the code a block's range_car_engines_mapper names.
   */
  engines: {
    [k: string]: {
      /**
       * WLTP combined electric range (km) on the car's smallest wheel.
       */
      wltp_km: number;
      /**
       * Usable battery energy (kWh).
       */
      usable_kwh: number;
    };
  };
}

/**
 * A site search: the words (websearch syntax: "a phrase", or, -word) and the page of results, 20 a page.
 */
export interface SearchQuery {
  /**
   * What the visitor typed; empty finds nothing.
   */
  q: string;
  page: number;
  /**
   * The language whose pages are searched, by its URL code; absent: the site's default language.
   */
  lang?: LanguageCode;
}

/**
 * One page of search results over the published pages, best first.
 */
export interface SearchResults {
  query: string;
  /**
   * Pages found in all.
   */
  total: number;
  page: number;
  per_page: number;
  results: {
    /**
     * The page path (index for the home page).
     */
    path: string;
    /**
     * The page's site URL, e.g. /ar/models/defender.
     */
    url: string;
    title: string;
    /**
     * Safe HTML: the page's text around the match, escaped, each match in <mark>.
     */
    snippet: string;
    rank: number;
  }[];
}

/**
 * The start of what a visitor is typing in a search box.
 */
export interface SearchSuggestQuery {
  q: string;
  /**
   * The language whose pages are searched, by its URL code; absent: the site's default language.
   */
  lang?: LanguageCode;
}

/**
 * Up to 8 published pages whose title has a word starting with what was typed.
 */
export interface SearchSuggestions {
  query: string;
  /**
   * @maxItems 8
   */
  suggestions: {
    path: string;
    url: string;
    title: string;
  }[];
}

/**
 * The mail the development transport kept instead of sending, newest first (the last 200).
 */
export interface SentMailList {
  data: {
    id: string;
    type: "sent_mail";
    attributes: {
      message_id: string;
      from: string;
      to: string;
      subject: string;
      text: string;
      created_at: string;
    };
  }[];
}

/**
 * The signed-in user, what they may do, the CSRF token to send with writes, and whether they may write raw HTML.
 */
export interface SessionInfo {
  user: {
    id: number;
    email: string;
    name: string;
    role: "admin" | "editor" | "viewer";
  };
  permissions: string[];
  csrfToken: string;
  rawHtml: boolean;
}

/**
 * One key/value setting. 'true' stands for boolean true; JSON is held as a string.
 */
export interface Setting {
  /**
   * Dot-separated names; `@{lang}` at the end is that language's own value.
   */
  key: string;
  value: string;
}

/**
 * POST /settings, used both to update and to add: JSON:API, type setting, the key and its value as text (checked by the key's settings schema, as the admin's settings screen is).
 */
export interface SettingBody {
  data: {
    type: "setting";
    id?: string;
    attributes: {
      key: string;
      value: string;
    };
  };
}

/**
 * A stored setting.
 */
export interface SettingDocument {
  data: {
    key: string;
    value: string;
  };
}

/**
 * A settings key in the URL, dot-separated names; `@{lang}` at the end names that language's own value (general.app_name@en).
 */
export interface SettingKeyParams {
  key: string;
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

/**
 * Every stored setting as a JSON:API resource.
 */
export interface SettingResourceList {
  /**
   * Items: A setting as GET /settings serves it; flattened by the client to {id, key, value}.
   */
  data: {
    id: string;
    type: "setting";
    attributes: {
      key: string;
      value: string;
    };
  }[];
}

/**
 * A setting's new value: always a string (JSON is sent as a string).
 */
export interface SettingValue {
  value: string;
}

/**
 * One save of a namespace's screen: the value of every key it sets (JSON sent as a string; `{key}@{lang}` for a language's own value) and the stored keys it removes (their default applies again).
 */
export interface SettingsNamespaceBody {
  values: {
    [k: string]: string;
  };
  /**
   * @maxItems 500
   */
  remove?: string[];
}

/**
 * What one save of a namespace wrote: the keys whose value changed, and the stored keys it removed.
 */
export interface SettingsNamespaceDocument {
  data: {
    namespace: string;
    saved: {
      key: string;
      value: string;
    }[];
    removed: string[];
  };
}

/**
 * A settings namespace in the URL, as its schema's x-namespace names it (basic_popup).
 */
export interface SettingsNamespaceParams {
  namespace: string;
}

/**
 * Every namespace and key, current values, defaults, and stored keys no schema knows.
 */
export interface SettingsOverviewDocument {
  data: {
    namespaces: {
      namespace: string;
      keys: string[];
    }[];
    values: {
      [k: string]: string;
    };
    defaults: {
      [k: string]: string;
    };
    stored_keys: string[];
    raw_html_keys: string[];
    json_keys: string[];
    unknown: {
      key: string;
      value: string;
    }[];
  };
}

/**
 * 001 §7 POST /{sms-provider}/check_verification: the number and the code it received.
 */
export interface SmsCheckVerificationBody {
  phone_number: string;
  code: string;
}

/**
 * 001 §7 POST /{sms-provider}/create_verification: send a code to this number (E.164).
 */
export interface SmsCreateVerificationBody {
  phone_number: string;
}

/**
 * The SMS-verification provider's name as the path's first segment (001 §7): this server's provider (local offline, twilio with keys); any other name: 404.
 */
export interface SmsProviderParams {
  smsProvider: string;
}

/**
 * A verification: pending (a code was sent, if the number can take one: the answer is the same for every number) or approved (with the token a reservation or cancellation uses once).
 */
export interface SmsVerificationDocument {
  data: {
    type: "verification";
    attributes: {
      status: "pending" | "approved";
      /**
       * Seconds the code (pending) or the token (approved) stays valid
       */
      expires_in: number;
      resend_after?: number;
      verification_token?: string;
    };
  };
}

/**
 * The brands of the stock, with how many vehicles each has.
 */
export interface StockBrandList {
  data: {
    id: string;
    type: "brand";
    attributes: {
      name: string;
      vehicles_count: number;
    };
  }[];
}

/**
 * One showroom or order-online config with its data.
 */
export interface StockConfigAdminDocument {
  /**
   * A showroom or order-online config as the admin reads it: JSON:API, type stock_config; its data only when it is read alone.
   */
  data: {
    id: string;
    type: "stock_config";
    attributes: {
      site: string;
      config_type: string;
      vehicle_state: string;
      updated_at: string;
      data?: {
        [k: string]: unknown;
      };
    };
  };
}

/**
 * Every showroom and order-online config (without their data), by type, site and vehicle state; meta.total counts them, meta.forms holds each config type's data schema, the form the admin edits it with.
 */
export interface StockConfigAdminList {
  /**
   * Items: A showroom or order-online config as the admin reads it: JSON:API, type stock_config; its data only when it is read alone.
   */
  data: {
    id: string;
    type: "stock_config";
    attributes: {
      site: string;
      config_type: string;
      vehicle_state: string;
      updated_at: string;
      data?: {
        [k: string]: unknown;
      };
    };
  }[];
  meta: {
    total: number;
    /**
     * Config type -> the JSON Schema of its data (dereferenced).
     */
    forms: {
      [k: string]: {
        [k: string]: unknown;
      };
    };
  };
}

/**
 * A showroom or order-online config as the admin reads it: JSON:API, type stock_config; its data only when it is read alone.
 */
export interface StockConfigAdminResource {
  id: string;
  type: "stock_config";
  attributes: {
    site: string;
    config_type: string;
    vehicle_state: string;
    updated_at: string;
    data?: {
      [k: string]: unknown;
    };
  };
}

/**
 * A showroom or order-online config written whole (POST, PUT): its site (default all), its type, the vehicle state it is for (default: every state) and its data, checked against its type's schema.
 */
export type StockConfigBody = {
  /**
   * 'all' (every site), or one site as hostname and base path (example.com/ar): a site's own entry is used over the one for every site.
   */
  site?: string;
  config_type:
    | "cash"
    | "lease"
    | "subscription"
    | "additional"
    | "order_online"
    | "config_order_online"
    | "order_online_steps_page"
    | "config_order_online_steps_page"
    | "order_online_checkout_page"
    | "config_order_online_checkout_page"
    | "order_online_success_page"
    | "config_order_online_success_page";
  /**
   * Empty: every vehicle; else the config is used for vehicles of that state (001 §3: a config keyed by vehicle state is used when that state exists).
   */
  vehicle_state?: "" | "new" | "used" | "approved" | "configurator";
  data: {};
};

/**
 * The data of the order-online checkout page config (order_online_checkout_page, config_order_online_checkout_page; 001 §3): its sections (details, form, payment with its vendor, confirmation, rebooking and error sub-pages, terms and conditions, authentication), each a heading, paragraph and the like, and per payment option the sections that override them.
 */
export interface StockConfigCheckoutPageData {
  checkout_details?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  checkout_form?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  checkout_payment?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
    vendor?: {
      /**
       * The vendor type, read trimmed and upper-cased (see the order-online config's vendor).
       */
      type?: string;
      /**
       * @maxItems 20
       */
      stripe_connected_accounts?: string[];
    };
  };
  checkout_confirmation_page?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  checkout_rebooking_page?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  checkout_error_page?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  checkout_terms_and_conditions?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
    label?: string;
    link_text?: string;
    link_url?: string;
  };
  checkout_authentication?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
    enabled: boolean;
  };
  /**
   * Keyed by payment option (cash, lease…): what that option's journey shows instead of the base content.
   */
  content_types: {
    [k: string]: {
      checkout_details?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
      checkout_form?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
      checkout_payment?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
        vendor?: {
          /**
           * The vendor type, read trimmed and upper-cased (see the order-online config's vendor).
           */
          type?: string;
          /**
           * @maxItems 20
           */
          stripe_connected_accounts?: string[];
        };
      };
      checkout_confirmation_page?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
      checkout_rebooking_page?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
      checkout_error_page?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
      checkout_terms_and_conditions?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
        label?: string;
        link_text?: string;
        link_url?: string;
      };
      checkout_authentication?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
        enabled?: boolean;
      };
    };
  };
}

/**
 * A site's configs of the asked types (the site's own entry over the one for every site); read at data.data.
 */
export interface StockConfigList {
  data: {
    id: string;
    type: "config";
    attributes: {
      config_type: string;
      vehicle_state: string;
      data: {
        [k: string]: unknown;
      };
    };
  }[];
}

/**
 * The data of the order-online config (config types order_online and config_order_online; 001 §3 'Order online config'): the reservation fee in major units of its currency (the server converts it to minor units and never takes an amount from the browser), the payment vendor, the payment options offered, how long a vehicle is held for one buyer, who may receive an inquiry e-mail, and whether prices include tax; content_types overrides them per payment option.
 */
export interface StockConfigOrderOnlineData {
  /**
   * In major units of the currency (5000 = 5,000.00 AED); 0 for a free reservation.
   */
  reservation_fee: number;
  /**
   * ISO 4217 code in capitals, e.g. AED.
   */
  currency: string;
  /**
   * The payment vendor type, read trimmed and upper-cased: a card, wallet or hosted-checkout vendor, NO_PAYMENT_WITH_CONFIRMATION_EMAIL (no payment; confirmed by an e-mailed link) or NO_PAYMENT_JAPAN (a free reservation).
   */
  vendor: string;
  /**
   * The payment options the journey offers (cash, lease, subscription…).
   *
   * @maxItems 10
   */
  payment_options: string[];
  /**
   * How long starting checkout holds a vehicle for one buyer.
   */
  soft_lock_minutes: number;
  /**
   * The addresses an inquiry e-mail may be sent to (besides the vehicle dealer's).
   *
   * @maxItems 20
   */
  inquiry_recipients: string[];
  prices: {
    /**
     * On: a configurator build's price is its gross price; off: its net price.
     */
    include_tax: boolean;
  };
  /**
   * Keyed by payment option (cash, lease…): the values that option's journey uses instead of the base ones (e.g. another reservation fee).
   */
  content_types: {
    [k: string]: {
      /**
       * In major units of the currency (5000 = 5,000.00 AED); 0 for a free reservation.
       */
      reservation_fee?: number;
      /**
       * ISO 4217 code in capitals, e.g. AED.
       */
      currency?: string;
      /**
       * The payment vendor type, read trimmed and upper-cased: a card, wallet or hosted-checkout vendor, NO_PAYMENT_WITH_CONFIRMATION_EMAIL (no payment; confirmed by an e-mailed link) or NO_PAYMENT_JAPAN (a free reservation).
       */
      vendor?: string;
      /**
       * The payment options the journey offers (cash, lease, subscription…).
       *
       * @maxItems 10
       */
      payment_options?: string[];
      /**
       * How long starting checkout holds a vehicle for one buyer.
       */
      soft_lock_minutes?: number;
      /**
       * The addresses an inquiry e-mail may be sent to (besides the vehicle dealer's).
       *
       * @maxItems 20
       */
      inquiry_recipients?: string[];
      prices?: {
        /**
         * On: a configurator build's price is its gross price; off: its net price.
         */
        include_tax?: boolean;
      };
      payment_on_hold?: boolean;
    };
  };
  /**
   * The card deposit is authorised only (capture_method manual) and the distributor captures it from the admin's Orders; refunds and cancellations then release it.
   */
  payment_on_hold: boolean;
}

/**
 * The site a config is asked for: its hostname and base path as one URL-encoded segment (example.com/ar), or all.
 */
export interface StockConfigParams {
  site: string;
}

/**
 * The config types wanted, comma-joined (001 §7): showroom configs additional, cash, lease, subscription; order-online configs order_online, order_online_steps_page, order_online_checkout_page, order_online_success_page and their config_ variants.
 */
export interface StockConfigQuery {
  config_type: string;
}

/**
 * The data of a showroom config (config types cash, lease, subscription, additional; 001 §3 'Showroom config'): its title, its accordion, popup and modal content, and the finance options a subscription lists. Read by runtime/core/stock/showroom-content.ts.
 */
export interface StockConfigShowroomData {
  title?: string;
  /**
   * @maxItems 50
   *
   * Items: One content item (001 §3 'Showroom config'): html shows its html (or content); calculator needs config.fields and config.groups; finance_options_table lists the finance options; form renders form.fields.form_id. An item that does not meet its type's rule is not shown. In modal_content, an item named title or title_bottom is the modal's title or bottom line (its content), the rest are its content.
   */
  accordion_content: {
    type?: "html" | "calculator" | "finance_options_table" | "form";
    /**
     * modal_content only: title or title_bottom; empty for content.
     */
    name?: "" | "title" | "title_bottom";
    title?: string;
    html?: string;
    content?: string;
    currency?: string;
    /**
     * @maxItems 20
     */
    finance_products?: {
      label?: string;
      interest_rate?: number;
      downPayment?: number;
      duration?: number;
      residualValue?: number;
    }[];
    /**
     * @maxItems 50
     */
    finance_options?: {
      label: string;
      description?: string;
      duration?: number;
      mileage?: number;
      monthly_fee_factor?: number;
      price?: number;
      monthly_price?: number;
    }[];
    /**
     * The calculator block's fields and groups (002 §3.11); the first group's finance_product_input gives the mini calculator its bounds.
     */
    config?: {
      fields: {
        [k: string]: unknown;
      };
      /**
       * @maxItems 20
       */
      groups: {
        finance_product_input?: string;
        [k: string]: unknown;
      }[];
    };
    form?: {
      fields: {
        form_id: string;
      };
    };
  }[];
  /**
   * @maxItems 50
   *
   * Items: One content item (001 §3 'Showroom config'): html shows its html (or content); calculator needs config.fields and config.groups; finance_options_table lists the finance options; form renders form.fields.form_id. An item that does not meet its type's rule is not shown. In modal_content, an item named title or title_bottom is the modal's title or bottom line (its content), the rest are its content.
   */
  popup_content: {
    type?: "html" | "calculator" | "finance_options_table" | "form";
    /**
     * modal_content only: title or title_bottom; empty for content.
     */
    name?: "" | "title" | "title_bottom";
    title?: string;
    html?: string;
    content?: string;
    currency?: string;
    /**
     * @maxItems 20
     */
    finance_products?: {
      label?: string;
      interest_rate?: number;
      downPayment?: number;
      duration?: number;
      residualValue?: number;
    }[];
    /**
     * @maxItems 50
     */
    finance_options?: {
      label: string;
      description?: string;
      duration?: number;
      mileage?: number;
      monthly_fee_factor?: number;
      price?: number;
      monthly_price?: number;
    }[];
    /**
     * The calculator block's fields and groups (002 §3.11); the first group's finance_product_input gives the mini calculator its bounds.
     */
    config?: {
      fields: {
        [k: string]: unknown;
      };
      /**
       * @maxItems 20
       */
      groups: {
        finance_product_input?: string;
        [k: string]: unknown;
      }[];
    };
    form?: {
      fields: {
        form_id: string;
      };
    };
  }[];
  /**
   * @maxItems 50
   *
   * Items: One content item (001 §3 'Showroom config'): html shows its html (or content); calculator needs config.fields and config.groups; finance_options_table lists the finance options; form renders form.fields.form_id. An item that does not meet its type's rule is not shown. In modal_content, an item named title or title_bottom is the modal's title or bottom line (its content), the rest are its content.
   */
  modal_content: {
    type?: "html" | "calculator" | "finance_options_table" | "form";
    /**
     * modal_content only: title or title_bottom; empty for content.
     */
    name?: "" | "title" | "title_bottom";
    title?: string;
    html?: string;
    content?: string;
    currency?: string;
    /**
     * @maxItems 20
     */
    finance_products?: {
      label?: string;
      interest_rate?: number;
      downPayment?: number;
      duration?: number;
      residualValue?: number;
    }[];
    /**
     * @maxItems 50
     */
    finance_options?: {
      label: string;
      description?: string;
      duration?: number;
      mileage?: number;
      monthly_fee_factor?: number;
      price?: number;
      monthly_price?: number;
    }[];
    /**
     * The calculator block's fields and groups (002 §3.11); the first group's finance_product_input gives the mini calculator its bounds.
     */
    config?: {
      fields: {
        [k: string]: unknown;
      };
      /**
       * @maxItems 20
       */
      groups: {
        finance_product_input?: string;
        [k: string]: unknown;
      }[];
    };
    form?: {
      fields: {
        form_id: string;
      };
    };
  }[];
  /**
   * @maxItems 50
   */
  finance_options?: {
    label: string;
    description?: string;
    duration?: number;
    mileage?: number;
    monthly_fee_factor?: number;
    price?: number;
    monthly_price?: number;
  }[];
}

/**
 * The data of the order-online steps page config (order_online_steps_page, config_order_online_steps_page): each step's label, in order, and per payment option the steps that option's journey shows.
 */
export interface StockConfigStepsPageData {
  /**
   * @maxItems 10
   */
  steps: {
    id: string;
    label: string;
  }[];
  /**
   * Keyed by payment option (cash, lease…): what that option's journey shows instead of the base content.
   */
  content_types: {
    [k: string]: {
      /**
       * @maxItems 10
       */
      steps?: {
        id: string;
        label: string;
      }[];
    };
  };
}

/**
 * The data of the order-online success page config (order_online_success_page, config_order_online_success_page; 001 §3): the confirmation, confirmation error and failure pages, and per payment option the pages that override them.
 */
export interface StockConfigSuccessPageData {
  reservation_confirmation_page?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  reservation_confirmation_error_page?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  reservation_confirmation_failure_page?: {
    heading?: string;
    subheading?: string;
    paragraph?: string;
    button_label?: string;
  };
  /**
   * Keyed by payment option (cash, lease…): what that option's journey shows instead of the base content.
   */
  content_types: {
    [k: string]: {
      reservation_confirmation_page?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
      reservation_confirmation_error_page?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
      reservation_confirmation_failure_page?: {
        heading?: string;
        subheading?: string;
        paragraph?: string;
        button_label?: string;
      };
    };
  };
}

/**
 * The dealers with vehicles in a publication list (001 §3 'Dealer (listing)': id and ciCode, the dealer code), with where they are; read at data.data.
 */
export interface StockDealerList {
  data: {
    /**
     * The dealer's id (filter[owner_id_in], relationships.owner).
     */
    id: string;
    type: "dealer";
    /**
     * The dealer code (filter[owner_dealer_codes_includes], the postcode search's retailer value).
     */
    ciCode: string;
    name: string;
    brands: string[];
    state: string;
    postcode: string;
    locality: string;
    city: string | null;
  }[];
}

/**
 * The publication list whose dealers are asked for (one name).
 */
export interface StockDealersParams {
  listingId: string;
}

/**
 * A listing's dealers (001 §7 'Listing dealers'): those of one brand (filter[brands_name_eq], without regard to case), sorted by name. Unknown parameters are refused (400 naming them).
 */
export interface StockDealersQuery {
  "filter[brands_name_eq]"?: string;
  sort: "name" | "-name";
}

/**
 * An included item of a listing answer (001 §3 'Response wrapper'): a listing (attributes.uuid and disclaimers), a button set setup (setup_type, reservation_fee, financing_options) or a photo (sequence, big_path, medium_path, quarter_hd_path, hd_path, full_path).
 */
export type StockIncluded =
  | {
      id: string;
      type: "listing";
      attributes: {
        uuid: string;
        name: string;
        disclaimers: string[];
      };
    }
  | {
      id: string;
      type: "button_set_setup";
      attributes: {
        setup_type: string;
        reservation_fee?: number | null;
        /**
         * @maxItems 10
         */
        financing_options?: string[];
      };
    }
  | {
      id: string;
      type: "photo";
      attributes: {
        sequence: number;
        big_path?: string;
        medium_path?: string;
        quarter_hd_path?: string;
        hd_path?: string;
        full_path?: string;
      };
    };

/**
 * GET /public_api/listing/{listingId} (and /light): data[] the page of vehicles, included the listing, its button set setup and the page's photos (none on the light list), meta with total, paging, facets, buttons and prices.
 */
export interface StockListingDocument {
  /**
   * @maxItems 12
   *
   * Items: One vehicle as the listing API answers it (JSON:API): its id, its documented attributes (the light list: a subset), the publication lists it is in, and relationships.owner.data.id (the dealer's id, null for none).
   */
  data: {
    id: string;
    type: "vehicle";
    /**
     * One stock vehicle in the stock data service's attribute names (001 §3 'Stock vehicle'): what `npm run stock -- import` reads (a JSON array of these, or CSV rows with these column names; arrays and objects in CSV cells as JSON) and what the listing answers carry as `attributes`. vin is the key an import upserts by. Not documented, ours: color_canonical (the colour filter's value, one of the ten canonical colours), nameplate_model_group, owner_dealer_code (the dealer a vehicle belongs to, by its code in the dealers list; owner_* fields are filled from that dealer when left out), engine_capacity_normalized in cm³, power in power_unit, created_at (the createdAt sorts; default the import time).
     */
    attributes: {
      /**
       * The vehicle identification number (11 to 17 letters and digits, no I, O or Q).
       */
      vin: string;
      nameplate_brand_name: string;
      state: "new" | "used" | "approved" | "demo";
      status:
        | "stock"
        | "available_soon"
        | "reserved"
        | "sold"
        | "in_production"
        | "on_demand"
        | "delivery"
        | "demo";
      nameplate_name: string;
      nameplate_model_group?: string;
      nameplate_external_code?: string;
      model_display_name?: string;
      version?: string;
      drivetrain?: string;
      production_year?: number;
      model_year?: number;
      order_number?: string;
      long_description?: string;
      transmission?: "auto" | "manual";
      mileage?: number;
      mileage_unit: "km" | "mi";
      /**
       * @maxItems 8
       */
      engine_type?: ("petrol" | "diesel" | "bev" | "hev" | "mhev" | "phev" | "phev_rev" | "ffv")[];
      engine_capacity_normalized?: number | null;
      engine_capacity_unit?: string;
      power?: number | null;
      power_unit: "kW" | "bhp";
      battery_capacity?: number | null;
      number_of_seats?: number;
      color_name?: string;
      color_canonical?:
        | "white"
        | "black"
        | "silver"
        | "gray"
        | "red"
        | "green"
        | "bronze"
        | "blue"
        | "yellow"
        | "orange";
      interior_color?: string;
      owner_dealer_code?: string;
      owner_name?: string;
      owner_state?: string;
      owner_uuid?: string;
      owner_address?: string;
      owner_city?: string;
      owner_email?: string;
      owner_phone?: string;
      owner_zipcode?: string;
      owner_opening_hours?: string;
      owner_contact_details?: string;
      owner_metadata?: {
        display_name_jag?: string;
        display_name_lr?: string;
      };
      delivery_date?: string;
      msrp_price?: number | null;
      sale_price?: number | null;
      monthly_price?: number | null;
      subscribe_price?: number | null;
      price_hidden: boolean;
      financing_options?: {
        cash?: boolean;
        lease?: boolean;
        rent?: boolean;
      };
      prices_type?: string;
      /**
       * The drive-away price of a new vehicle per state (for example {"NSW": 61990}).
       */
      price_metadata?: {
        [k: string]: number;
      };
      /**
       * @maxItems 50
       */
      price_breakdown?: {
        label: string;
        value?: number | null;
      }[];
      total_price?: number | null;
      base_price?: number | null;
      currency?: string;
      /**
       * @maxItems 300
       */
      features_optional?: {
        name: string;
        price?: number | null;
      }[];
      /**
       * @maxItems 300
       */
      features_standard?: string[];
      /**
       * @maxItems 300
       */
      accessories?: string[];
      footnote?: string;
      /**
       * @maxItems 60
       */
      photos?: {
        normal: string;
        medium?: string;
        hd?: string;
        quarter_hd?: string;
      }[];
      cover_photo_medium?: string;
      video_url?: string;
      config_url?: string;
      product_card_disclaimer?: {
        description?: string;
      };
      /**
       * @maxItems 20
       */
      disclaimers?: string[];
      avl_field?: {
        registration_date?: string;
        open_market_value?: number | null;
        additional_registration_fee?: number | null;
        preferential_additional_registration_fee?: number | null;
      };
      japan_used_and_approved_cars_field?: {
        date_mot_expiry?: string;
        date_warranty_expiry?: string;
        recycling_fee?: number | null;
        repair_record?: boolean;
        previous_use?: string;
        regular_maintenance_availability?: boolean;
        maintenance_log?: boolean;
        date_registered?: string;
        on_the_road_price?: number | null;
      };
      created_at?: string;
    };
    publication_lists?: string[];
    relationships: {
      owner: {
        data: {
          id: string;
          type: "dealer";
        } | null;
      };
    };
  }[];
  /**
   * Items: An included item of a listing answer (001 §3 'Response wrapper'): a listing (attributes.uuid and disclaimers), a button set setup (setup_type, reservation_fee, financing_options) or a photo (sequence, big_path, medium_path, quarter_hd_path, hd_path, full_path).
   */
  included: (
    | {
        id: string;
        type: "listing";
        attributes: {
          uuid: string;
          name: string;
          disclaimers: string[];
        };
      }
    | {
        id: string;
        type: "button_set_setup";
        attributes: {
          setup_type: string;
          reservation_fee?: number | null;
          /**
           * @maxItems 10
           */
          financing_options?: string[];
        };
      }
    | {
        id: string;
        type: "photo";
        attributes: {
          sequence: number;
          big_path?: string;
          medium_path?: string;
          quarter_hd_path?: string;
          hd_path?: string;
          full_path?: string;
        };
      }
  )[];
  /**
   * A listing answer's meta: meta.buttons (the listing's button set, 001 §3) and meta.prices (for one vehicle its prices; for a list the lowest of each among the vehicles that match, null when none has one); for a list also total (vehicles matching), page, items, pages and facets (for each filter asked, computed with every other filter applied: a checkbox filter's options with counts, a range filter's min and max).
   */
  meta: {
    total?: number;
    page?: number;
    items?: number;
    pages?: number;
    facets?: {
      [k: string]:
        | {
            kind: "checkbox";
            options: {
              value: string;
              count: number;
            }[];
          }
        | {
            kind: "range";
            min: number | null;
            max: number | null;
          };
    };
    buttons: {
      button_set_setup_id: string;
      button_type?: string;
      label: string;
      id: string;
      target?: string;
      target_type?: string;
      target_action?: string;
    }[];
    prices: {
      sale_price: number | null;
      msrp_price: number | null;
      monthly_price: number | null;
      subscribe_price: number | null;
    };
  };
}

/**
 * A publication list by name, or several comma-joined (the vehicle call).
 */
export interface StockListingParams {
  listingId: string;
}

/**
 * The listing call's query (001 §7, the filter table of §3): items, page, sort (a field, '-' for descending), and filter[…] parameters: the _in, _includes and financing_options filters take one value per repeated parameter (filter[state_in]=new&filter[state_in]=used), the ranges _gteq/_lteq a number, the _eq filters one value. Unknown parameters are refused (400 naming them).
 */
export interface StockListingQuery {
  /**
   * Page size: 1 to 12 (001 §5); default the API max.
   */
  items: number;
  page: number;
  sort:
    | "production_year"
    | "-production_year"
    | "created_at"
    | "-created_at"
    | "mileage"
    | "-mileage"
    | "display_price"
    | "-display_price"
    | "status";
  /**
   * The filters whose facets meta.facets carries, one per repeated parameter (facets=brands&facets=models); default every filter; none for no facets.
   *
   * @maxItems 20
   */
  facets?: (
    | "brands"
    | "models"
    | "financing_options"
    | "states"
    | "statuses"
    | "engine_types"
    | "transmissions"
    | "number_of_seats"
    | "colors"
    | "specific_colors"
    | "dealers"
    | "msrp_price"
    | "display_price"
    | "mileage"
    | "production_year"
    | "model_year"
    | "power"
    | "none"
  )[];
  /**
   * @maxItems 50
   */
  "filter[nameplate_brand_name_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[nameplate_name_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[financing_options]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[state_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[status_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[engine_type_includes]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[transmission_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[number_of_seats_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[color_canonical_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[color_name_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[owner_id_in]"?: string[];
  /**
   * @maxItems 50
   */
  "filter[owner_dealer_codes_includes]"?: string[];
  "filter[nameplate_brand_name_eq]"?: string;
  "filter[nameplate_name_eq]"?: string;
  "filter[nameplate_model_group_eq]"?: string;
  "filter[msrp_price_gteq]"?: number;
  "filter[msrp_price_lteq]"?: number;
  "filter[display_price_gteq]"?: number;
  "filter[display_price_lteq]"?: number;
  "filter[mileage_gteq]"?: number;
  "filter[mileage_lteq]"?: number;
  "filter[production_year_gteq]"?: number;
  "filter[production_year_lteq]"?: number;
  "filter[model_year_gteq]"?: number;
  "filter[model_year_lteq]"?: number;
  "filter[power_gteq]"?: number;
  "filter[power_lteq]"?: number;
}

/**
 * A listing answer's meta: meta.buttons (the listing's button set, 001 §3) and meta.prices (for one vehicle its prices; for a list the lowest of each among the vehicles that match, null when none has one); for a list also total (vehicles matching), page, items, pages and facets (for each filter asked, computed with every other filter applied: a checkbox filter's options with counts, a range filter's min and max).
 */
export interface StockMeta {
  total?: number;
  page?: number;
  items?: number;
  pages?: number;
  facets?: {
    [k: string]:
      | {
          kind: "checkbox";
          options: {
            value: string;
            count: number;
          }[];
        }
      | {
          kind: "range";
          min: number | null;
          max: number | null;
        };
  };
  buttons: {
    button_set_setup_id: string;
    button_type?: string;
    label: string;
    id: string;
    target?: string;
    target_type?: string;
    target_action?: string;
  }[];
  prices: {
    sale_price: number | null;
    msrp_price: number | null;
    monthly_price: number | null;
    subscribe_price: number | null;
  };
}

/**
 * The nameplates of the stock: name, brand, model group, external code and the internal code it maps to (001 §9; empty when it maps to none), with how many vehicles each has.
 */
export interface StockNameplateList {
  data: {
    id: string;
    type: "nameplate";
    attributes: {
      name: string;
      brand: string;
      model_group: string;
      external_code: string;
      internal_code: string;
      vehicles_count: number;
    };
  }[];
}

/**
 * Nameplates of one brand (filter[brand_eq]), or of every brand.
 */
export interface StockNameplateQuery {
  "filter[brand_eq]"?: string;
}

/**
 * The dealers the postcode search found (001 §3 'Dealer search result' and 'Retailer / location'), sorted by name; read at data.data. An attribute the dealer does not have is null.
 */
export interface StockRetailerList {
  data: {
    /**
     * The dealer's id, as vehicles' relationships.owner and filter[owner_id_in] name it.
     */
    id: string;
    type: "retailer";
    uuid: string;
    dealer_code: string;
    name: string;
    brands: string[];
    state: string;
    postcode: string;
    locality: string;
    address: string | null;
    city: string | null;
    email: string | null;
    phone: string | null;
    latitude: number | null;
    longitude: number | null;
  }[];
  meta: {
    total: number;
  };
}

/**
 * The dealers call of the postcode search (001 §7): each q[...] narrows the dealers; none given, every dealer. Brand, state and locality match without regard to case; the postcode exactly. Unknown parameters are refused (400 naming them).
 */
export interface StockRetailersQuery {
  /**
   * A brand the dealer sells (one of its brands).
   */
  "q[brand_eq]"?: string;
  /**
   * The dealer's state (ACT, NSW, NT, QLD, SA, TAS, VIC, WA in Australia).
   */
  "q[state_eq]"?: string;
  /**
   * The dealer's postcode: 3 to 10 digits.
   */
  "q[postcode_eq]"?: string;
  /**
   * The dealer's locality (suburb or town).
   */
  "q[locality_eq]"?: string;
  /**
   * Dealer codes, one per repeated parameter.
   *
   * @maxItems 100
   */
  "q[dealer_code_in][]"?: string[];
  /**
   * The same as q[dealer_code_in][], for clients that leave out the brackets.
   *
   * @maxItems 100
   */
  "q[dealer_code_in]"?: string[];
}

/**
 * One stock vehicle in the stock data service's attribute names (001 §3 'Stock vehicle'): what `npm run stock -- import` reads (a JSON array of these, or CSV rows with these column names; arrays and objects in CSV cells as JSON) and what the listing answers carry as `attributes`. vin is the key an import upserts by. Not documented, ours: color_canonical (the colour filter's value, one of the ten canonical colours), nameplate_model_group, owner_dealer_code (the dealer a vehicle belongs to, by its code in the dealers list; owner_* fields are filled from that dealer when left out), engine_capacity_normalized in cm³, power in power_unit, created_at (the createdAt sorts; default the import time).
 */
export interface StockVehicle {
  /**
   * The vehicle identification number (11 to 17 letters and digits, no I, O or Q).
   */
  vin: string;
  nameplate_brand_name: string;
  state: "new" | "used" | "approved" | "demo";
  status:
    | "stock"
    | "available_soon"
    | "reserved"
    | "sold"
    | "in_production"
    | "on_demand"
    | "delivery"
    | "demo";
  nameplate_name: string;
  nameplate_model_group?: string;
  nameplate_external_code?: string;
  model_display_name?: string;
  version?: string;
  drivetrain?: string;
  production_year?: number;
  model_year?: number;
  order_number?: string;
  long_description?: string;
  transmission?: "auto" | "manual";
  mileage?: number;
  mileage_unit: "km" | "mi";
  /**
   * @maxItems 8
   */
  engine_type?: ("petrol" | "diesel" | "bev" | "hev" | "mhev" | "phev" | "phev_rev" | "ffv")[];
  engine_capacity_normalized?: number | null;
  engine_capacity_unit?: string;
  power?: number | null;
  power_unit: "kW" | "bhp";
  battery_capacity?: number | null;
  number_of_seats?: number;
  color_name?: string;
  color_canonical?:
    | "white"
    | "black"
    | "silver"
    | "gray"
    | "red"
    | "green"
    | "bronze"
    | "blue"
    | "yellow"
    | "orange";
  interior_color?: string;
  owner_dealer_code?: string;
  owner_name?: string;
  owner_state?: string;
  owner_uuid?: string;
  owner_address?: string;
  owner_city?: string;
  owner_email?: string;
  owner_phone?: string;
  owner_zipcode?: string;
  owner_opening_hours?: string;
  owner_contact_details?: string;
  owner_metadata?: {
    display_name_jag?: string;
    display_name_lr?: string;
  };
  delivery_date?: string;
  msrp_price?: number | null;
  sale_price?: number | null;
  monthly_price?: number | null;
  subscribe_price?: number | null;
  price_hidden: boolean;
  financing_options?: {
    cash?: boolean;
    lease?: boolean;
    rent?: boolean;
  };
  prices_type?: string;
  /**
   * The drive-away price of a new vehicle per state (for example {"NSW": 61990}).
   */
  price_metadata?: {
    [k: string]: number;
  };
  /**
   * @maxItems 50
   */
  price_breakdown?: {
    label: string;
    value?: number | null;
  }[];
  total_price?: number | null;
  base_price?: number | null;
  currency?: string;
  /**
   * @maxItems 300
   */
  features_optional?: {
    name: string;
    price?: number | null;
  }[];
  /**
   * @maxItems 300
   */
  features_standard?: string[];
  /**
   * @maxItems 300
   */
  accessories?: string[];
  footnote?: string;
  /**
   * @maxItems 60
   */
  photos?: {
    normal: string;
    medium?: string;
    hd?: string;
    quarter_hd?: string;
  }[];
  cover_photo_medium?: string;
  video_url?: string;
  config_url?: string;
  product_card_disclaimer?: {
    description?: string;
  };
  /**
   * @maxItems 20
   */
  disclaimers?: string[];
  avl_field?: {
    registration_date?: string;
    open_market_value?: number | null;
    additional_registration_fee?: number | null;
    preferential_additional_registration_fee?: number | null;
  };
  japan_used_and_approved_cars_field?: {
    date_mot_expiry?: string;
    date_warranty_expiry?: string;
    recycling_fee?: number | null;
    repair_record?: boolean;
    previous_use?: string;
    regular_maintenance_availability?: boolean;
    maintenance_log?: boolean;
    date_registered?: string;
    on_the_road_price?: number | null;
  };
  created_at?: string;
}

/**
 * GET /public_api/listing/{listingId}/vehicle/{vehicleId}: the vehicle (data), the listing, its button set setup and the vehicle's photos (included), meta.buttons and the vehicle's meta.prices. A vehicle not in any of the named lists is 404 with a JSON:API error.
 */
export interface StockVehicleDocument {
  /**
   * One vehicle as the listing API answers it (JSON:API): its id, its documented attributes (the light list: a subset), the publication lists it is in, and relationships.owner.data.id (the dealer's id, null for none).
   */
  data: {
    id: string;
    type: "vehicle";
    /**
     * One stock vehicle in the stock data service's attribute names (001 §3 'Stock vehicle'): what `npm run stock -- import` reads (a JSON array of these, or CSV rows with these column names; arrays and objects in CSV cells as JSON) and what the listing answers carry as `attributes`. vin is the key an import upserts by. Not documented, ours: color_canonical (the colour filter's value, one of the ten canonical colours), nameplate_model_group, owner_dealer_code (the dealer a vehicle belongs to, by its code in the dealers list; owner_* fields are filled from that dealer when left out), engine_capacity_normalized in cm³, power in power_unit, created_at (the createdAt sorts; default the import time).
     */
    attributes: {
      /**
       * The vehicle identification number (11 to 17 letters and digits, no I, O or Q).
       */
      vin: string;
      nameplate_brand_name: string;
      state: "new" | "used" | "approved" | "demo";
      status:
        | "stock"
        | "available_soon"
        | "reserved"
        | "sold"
        | "in_production"
        | "on_demand"
        | "delivery"
        | "demo";
      nameplate_name: string;
      nameplate_model_group?: string;
      nameplate_external_code?: string;
      model_display_name?: string;
      version?: string;
      drivetrain?: string;
      production_year?: number;
      model_year?: number;
      order_number?: string;
      long_description?: string;
      transmission?: "auto" | "manual";
      mileage?: number;
      mileage_unit: "km" | "mi";
      /**
       * @maxItems 8
       */
      engine_type?: ("petrol" | "diesel" | "bev" | "hev" | "mhev" | "phev" | "phev_rev" | "ffv")[];
      engine_capacity_normalized?: number | null;
      engine_capacity_unit?: string;
      power?: number | null;
      power_unit: "kW" | "bhp";
      battery_capacity?: number | null;
      number_of_seats?: number;
      color_name?: string;
      color_canonical?:
        | "white"
        | "black"
        | "silver"
        | "gray"
        | "red"
        | "green"
        | "bronze"
        | "blue"
        | "yellow"
        | "orange";
      interior_color?: string;
      owner_dealer_code?: string;
      owner_name?: string;
      owner_state?: string;
      owner_uuid?: string;
      owner_address?: string;
      owner_city?: string;
      owner_email?: string;
      owner_phone?: string;
      owner_zipcode?: string;
      owner_opening_hours?: string;
      owner_contact_details?: string;
      owner_metadata?: {
        display_name_jag?: string;
        display_name_lr?: string;
      };
      delivery_date?: string;
      msrp_price?: number | null;
      sale_price?: number | null;
      monthly_price?: number | null;
      subscribe_price?: number | null;
      price_hidden: boolean;
      financing_options?: {
        cash?: boolean;
        lease?: boolean;
        rent?: boolean;
      };
      prices_type?: string;
      /**
       * The drive-away price of a new vehicle per state (for example {"NSW": 61990}).
       */
      price_metadata?: {
        [k: string]: number;
      };
      /**
       * @maxItems 50
       */
      price_breakdown?: {
        label: string;
        value?: number | null;
      }[];
      total_price?: number | null;
      base_price?: number | null;
      currency?: string;
      /**
       * @maxItems 300
       */
      features_optional?: {
        name: string;
        price?: number | null;
      }[];
      /**
       * @maxItems 300
       */
      features_standard?: string[];
      /**
       * @maxItems 300
       */
      accessories?: string[];
      footnote?: string;
      /**
       * @maxItems 60
       */
      photos?: {
        normal: string;
        medium?: string;
        hd?: string;
        quarter_hd?: string;
      }[];
      cover_photo_medium?: string;
      video_url?: string;
      config_url?: string;
      product_card_disclaimer?: {
        description?: string;
      };
      /**
       * @maxItems 20
       */
      disclaimers?: string[];
      avl_field?: {
        registration_date?: string;
        open_market_value?: number | null;
        additional_registration_fee?: number | null;
        preferential_additional_registration_fee?: number | null;
      };
      japan_used_and_approved_cars_field?: {
        date_mot_expiry?: string;
        date_warranty_expiry?: string;
        recycling_fee?: number | null;
        repair_record?: boolean;
        previous_use?: string;
        regular_maintenance_availability?: boolean;
        maintenance_log?: boolean;
        date_registered?: string;
        on_the_road_price?: number | null;
      };
      created_at?: string;
    };
    publication_lists?: string[];
    relationships: {
      owner: {
        data: {
          id: string;
          type: "dealer";
        } | null;
      };
    };
  };
  /**
   * Items: An included item of a listing answer (001 §3 'Response wrapper'): a listing (attributes.uuid and disclaimers), a button set setup (setup_type, reservation_fee, financing_options) or a photo (sequence, big_path, medium_path, quarter_hd_path, hd_path, full_path).
   */
  included: (
    | {
        id: string;
        type: "listing";
        attributes: {
          uuid: string;
          name: string;
          disclaimers: string[];
        };
      }
    | {
        id: string;
        type: "button_set_setup";
        attributes: {
          setup_type: string;
          reservation_fee?: number | null;
          /**
           * @maxItems 10
           */
          financing_options?: string[];
        };
      }
    | {
        id: string;
        type: "photo";
        attributes: {
          sequence: number;
          big_path?: string;
          medium_path?: string;
          quarter_hd_path?: string;
          hd_path?: string;
          full_path?: string;
        };
      }
  )[];
  /**
   * A listing answer's meta: meta.buttons (the listing's button set, 001 §3) and meta.prices (for one vehicle its prices; for a list the lowest of each among the vehicles that match, null when none has one); for a list also total (vehicles matching), page, items, pages and facets (for each filter asked, computed with every other filter applied: a checkbox filter's options with counts, a range filter's min and max).
   */
  meta: {
    total?: number;
    page?: number;
    items?: number;
    pages?: number;
    facets?: {
      [k: string]:
        | {
            kind: "checkbox";
            options: {
              value: string;
              count: number;
            }[];
          }
        | {
            kind: "range";
            min: number | null;
            max: number | null;
          };
    };
    buttons: {
      button_set_setup_id: string;
      button_type?: string;
      label: string;
      id: string;
      target?: string;
      target_type?: string;
      target_action?: string;
    }[];
    prices: {
      sale_price: number | null;
      msrp_price: number | null;
      monthly_price: number | null;
      subscribe_price: number | null;
    };
  };
}

/**
 * One vehicle of one or more publication lists (comma-joined).
 */
export interface StockVehicleParams {
  listingId: string;
  vehicleId: number;
}

/**
 * One vehicle as the listing API answers it (JSON:API): its id, its documented attributes (the light list: a subset), the publication lists it is in, and relationships.owner.data.id (the dealer's id, null for none).
 */
export interface StockVehicleResource {
  id: string;
  type: "vehicle";
  /**
   * One stock vehicle in the stock data service's attribute names (001 §3 'Stock vehicle'): what `npm run stock -- import` reads (a JSON array of these, or CSV rows with these column names; arrays and objects in CSV cells as JSON) and what the listing answers carry as `attributes`. vin is the key an import upserts by. Not documented, ours: color_canonical (the colour filter's value, one of the ten canonical colours), nameplate_model_group, owner_dealer_code (the dealer a vehicle belongs to, by its code in the dealers list; owner_* fields are filled from that dealer when left out), engine_capacity_normalized in cm³, power in power_unit, created_at (the createdAt sorts; default the import time).
   */
  attributes: {
    /**
     * The vehicle identification number (11 to 17 letters and digits, no I, O or Q).
     */
    vin: string;
    nameplate_brand_name: string;
    state: "new" | "used" | "approved" | "demo";
    status:
      | "stock"
      | "available_soon"
      | "reserved"
      | "sold"
      | "in_production"
      | "on_demand"
      | "delivery"
      | "demo";
    nameplate_name: string;
    nameplate_model_group?: string;
    nameplate_external_code?: string;
    model_display_name?: string;
    version?: string;
    drivetrain?: string;
    production_year?: number;
    model_year?: number;
    order_number?: string;
    long_description?: string;
    transmission?: "auto" | "manual";
    mileage?: number;
    mileage_unit: "km" | "mi";
    /**
     * @maxItems 8
     */
    engine_type?: ("petrol" | "diesel" | "bev" | "hev" | "mhev" | "phev" | "phev_rev" | "ffv")[];
    engine_capacity_normalized?: number | null;
    engine_capacity_unit?: string;
    power?: number | null;
    power_unit: "kW" | "bhp";
    battery_capacity?: number | null;
    number_of_seats?: number;
    color_name?: string;
    color_canonical?:
      | "white"
      | "black"
      | "silver"
      | "gray"
      | "red"
      | "green"
      | "bronze"
      | "blue"
      | "yellow"
      | "orange";
    interior_color?: string;
    owner_dealer_code?: string;
    owner_name?: string;
    owner_state?: string;
    owner_uuid?: string;
    owner_address?: string;
    owner_city?: string;
    owner_email?: string;
    owner_phone?: string;
    owner_zipcode?: string;
    owner_opening_hours?: string;
    owner_contact_details?: string;
    owner_metadata?: {
      display_name_jag?: string;
      display_name_lr?: string;
    };
    delivery_date?: string;
    msrp_price?: number | null;
    sale_price?: number | null;
    monthly_price?: number | null;
    subscribe_price?: number | null;
    price_hidden: boolean;
    financing_options?: {
      cash?: boolean;
      lease?: boolean;
      rent?: boolean;
    };
    prices_type?: string;
    /**
     * The drive-away price of a new vehicle per state (for example {"NSW": 61990}).
     */
    price_metadata?: {
      [k: string]: number;
    };
    /**
     * @maxItems 50
     */
    price_breakdown?: {
      label: string;
      value?: number | null;
    }[];
    total_price?: number | null;
    base_price?: number | null;
    currency?: string;
    /**
     * @maxItems 300
     */
    features_optional?: {
      name: string;
      price?: number | null;
    }[];
    /**
     * @maxItems 300
     */
    features_standard?: string[];
    /**
     * @maxItems 300
     */
    accessories?: string[];
    footnote?: string;
    /**
     * @maxItems 60
     */
    photos?: {
      normal: string;
      medium?: string;
      hd?: string;
      quarter_hd?: string;
    }[];
    cover_photo_medium?: string;
    video_url?: string;
    config_url?: string;
    product_card_disclaimer?: {
      description?: string;
    };
    /**
     * @maxItems 20
     */
    disclaimers?: string[];
    avl_field?: {
      registration_date?: string;
      open_market_value?: number | null;
      additional_registration_fee?: number | null;
      preferential_additional_registration_fee?: number | null;
    };
    japan_used_and_approved_cars_field?: {
      date_mot_expiry?: string;
      date_warranty_expiry?: string;
      recycling_fee?: number | null;
      repair_record?: boolean;
      previous_use?: string;
      regular_maintenance_availability?: boolean;
      maintenance_log?: boolean;
      date_registered?: string;
      on_the_road_price?: number | null;
    };
    created_at?: string;
  };
  publication_lists?: string[];
  relationships: {
    owner: {
      data: {
        id: string;
        type: "dealer";
      } | null;
    };
  };
}

/**
 * The block catalogue (template entities).
 */
export interface TemplateList {
  data: {
    id: string;
    type: "template";
    attributes: {
      /**
       * The template key, e.g. lrdx-quote.
       */
      key: string;
      /**
       * The catalogue's English name.
       */
      name: string;
      /**
       * The Arabic name editors read.
       */
      label: string;
      group: string;
      [k: string]: unknown;
    };
  }[];
}

/**
 * A block thumbnail file name, {template key}.png.
 */
export interface ThumbnailParams {
  file: string;
}

/**
 * A new API token: what it is for and the role it acts with.
 */
export interface TokenCreate {
  name: string;
  role: "admin" | "editor" | "viewer";
}

/**
 * The trade-in form options (001 §3 'Trade-in'), read at data.data: body types, brands, models (each naming its brand; those of the brand asked for, else all) and fuel types, each option {value, name}, in their order.
 */
export interface TradeInOptionsDocument {
  data: {
    /**
     * The language the names are in.
     */
    lang: string;
    bodyTypes: {
      value: string;
      name: string;
    }[];
    brands: {
      value: string;
      name: string;
    }[];
    models: {
      value: string;
      name: string;
      /**
       * The value of the model's brand.
       */
      brand: string;
    }[];
    fuelTypes: {
      value: string;
      name: string;
    }[];
  };
}

/**
 * The trade-in form options (001 §7): in the language lang names (default en; a language with no options of its own answers English), with the models of one brand when brand is given (its value or its name, without regard to case). Unknown parameters are refused (400 naming them).
 */
export interface TradeInQuery {
  lang: string;
  brand?: string;
}

/**
 * A new local account; without a password the user signs in with single sign-on only.
 */
export interface UserCreate {
  /**
   * name@example.com; spaces around it are ignored and it is stored lower-case.
   */
  email: string;
  name?: string;
  role: "admin" | "editor" | "viewer";
  /**
   * At least 12 characters, no NUL.
   */
  password?: string;
}

/**
 * Changes to a user: each property present is changed.
 */
export interface UserPatch {
  name?: string;
  role?: "admin" | "editor" | "viewer";
  disabled?: boolean;
  /**
   * At least 12 characters, no NUL.
   */
  password?: string;
  /**
   * An editor with this capability may read, export and repair leads (admins always may).
   */
  lead_access?: boolean;
}

/**
 * One model of the catalogue as visitors' blocks read it, in the asked language: its brand, nameplate, model year, body style, name (the trim), picture, whether it is the popular choice, its price from (the least of its engines') in minor units of currency, and its engines in their order.
 */
export interface VehicleAttributes {
  key: string;
  name: string;
  brand: {
    code: string;
    name: string;
  };
  nameplate: {
    code: string;
    name: string;
  };
  model_year: number;
  body_style: {
    code: string;
    name: string;
  };
  image_id: number | null;
  popular: boolean;
  /**
   * The least price from, minor units of currency; null when none is published.
   */
  price_from: number | null;
  /**
   * ISO code of the prices' currency (price.currency_iso).
   */
  currency: string;
  engines: {
    id: string;
    code: string;
    name: string;
    powertrain: "ice" | "mhev" | "hev" | "phev" | "bev";
    fuel: "petrol" | "diesel" | "electric";
    power_hp: number | null;
    power_kw: number | null;
    capacity_cc: number | null;
    price_from: number | null;
  }[];
}

/**
 * GET /vehicles: the catalogue's models by brand, nameplate, model year (newest first), body style and their order; JSON:API resources of type vehicle (id the model's id).
 */
export interface VehicleList {
  data: {
    id: string;
    type: "vehicle";
    /**
     * One model of the catalogue as visitors' blocks read it, in the asked language: its brand, nameplate, model year, body style, name (the trim), picture, whether it is the popular choice, its price from (the least of its engines') in minor units of currency, and its engines in their order.
     */
    attributes: {
      key: string;
      name: string;
      brand: {
        code: string;
        name: string;
      };
      nameplate: {
        code: string;
        name: string;
      };
      model_year: number;
      body_style: {
        code: string;
        name: string;
      };
      image_id: number | null;
      popular: boolean;
      /**
       * The least price from, minor units of currency; null when none is published.
       */
      price_from: number | null;
      /**
       * ISO code of the prices' currency (price.currency_iso).
       */
      currency: string;
      engines: {
        id: string;
        code: string;
        name: string;
        powertrain: "ice" | "mhev" | "hev" | "phev" | "bev";
        fuel: "petrol" | "diesel" | "electric";
        power_hp: number | null;
        power_kw: number | null;
        capacity_cc: number | null;
        price_from: number | null;
      }[];
    };
  }[];
  meta: {
    total: number;
  };
}

/**
 * A model of the catalogue by its id or its key (l460_25my_se).
 */
export interface VehicleParams {
  vehicle: string;
}

/**
 * GET /vehicles/{id}/specs: one model's specification by parameter, each with its label and unit in the asked language and a value for every engine of the model (the engine's own spec, else the model's sheet, else its nameplate's; power, capacity and fuel from the engine's fields). Parameters in the catalogue's order (runtime/core/vehicle-specs.ts), then any others by name. value is as stored (a number, or a text with its unit); text is the value as shown, the number written in the language's digits with the unit.
 */
export interface VehicleSpecs {
  data: {
    id: string;
    type: "vehicle_spec";
    attributes: {
      parameter: string;
      label: string;
      unit: string;
      values: {
        engine_id: string | null;
        value: string | number | null;
        text: string;
      }[];
    };
  }[];
  meta: {
    vehicle: string;
    key: string;
    name: string;
    engines: {
      id: string;
      name: string;
    }[];
  };
}

/**
 * GET /vehicles: the catalogue's models, each filter optional and combined with AND: filter[brand] (a brand code), filter[nameplate] (a nameplate code), filter[model_year] (a year), filter[body_style] (a body style code); lang ar (default) or en. Unknown parameters are refused (400 naming them).
 */
export interface VehiclesQuery {
  /**
   * The language of the names and labels: ar (default) or en.
   */
  lang: "ar" | "en";
  /**
   * A brand code.
   */
  "filter[brand]"?: string;
  /**
   * A nameplate code.
   */
  "filter[nameplate]"?: string;
  /**
   * A model year.
   */
  "filter[model_year]"?: number;
  /**
   * A body style code.
   */
  "filter[body_style]"?: string;
}

/**
 * A visitor's VIN check from an owner tool. The VIN is sent normalised (upper case, no spaces, Latin digits: the blocks normalise what is typed, runtime/core/vin.ts); its ninth character must be its ISO 3779 check digit (422 naming /vin, rule check_digit). purpose says which tool asks: map_update (the Map Update wizard: recognised when the VIN is in the stock or in the list of affected vehicles) or local_check (the Local VIN Checker: recognised when it is in the list of affected vehicles).
 */
export interface VinCheckBody {
  /**
   * 17 characters of A-Z and 0-9 without I, O and Q, the ninth its check digit.
   */
  vin: string;
  /**
   * Which tool asks.
   */
  purpose: "map_update" | "local_check";
}

/**
 * Whether the VIN is recognised for the purpose asked, and nothing else: never what the stock or the list holds about it.
 */
export interface VinCheckResult {
  data: {
    purpose: "map_update" | "local_check";
    recognised: boolean;
  };
}

/**
 * A normalised VIN in the URL.
 */
export interface VinParams {
  vin: string;
}

/**
 * The web app manifest: the site installed on a phone's home screen, in Arabic and right to left.
 */
export interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  dir: "rtl" | "ltr";
  start_url: string;
  scope: string;
  display: "standalone" | "browser";
  theme_color: string;
  background_color: string;
  icons: {
    src: string;
    sizes: string;
    type: string;
    purpose: string;
  }[];
}

/**
 * A provider's notification as it sends it (verified by its signature over the raw body).
 */
export interface WebhookBody {}

/**
 * The provider a notification comes from.
 */
export interface WebhookParams {
  provider: "local" | "stripe" | "paypal";
}

/**
 * A notification was received: duplicate when its event id was already (a replay: nothing changed), ignored when it is no payment of ours.
 */
export interface WebhookReceipt {
  received: true;
  duplicate?: boolean;
  ignored?: boolean;
}

/**
 * A widget's translations in one language, read at data.data.attributes.data.
 */
export interface WidgetTranslationsDocument {
  data: {
    id: string;
    type: "widget_translations_config";
    attributes: {
      lang: string;
      data: {
        [k: string]: unknown;
      };
    };
  };
}

/**
 * A widget translations config by id.
 */
export interface WidgetTranslationsParams {
  configId: string;
}

/**
 * The language, lower-cased (default en).
 */
export interface WidgetTranslationsQuery {
  lang: string;
}

/** Every settings namespace (the part of a key before its first dot). */
export type SettingsNamespace = "auth" | "basic_popup" | "cars_inventory_ssr" | "cookie_consent" | "currency_exchange" | "data_layers" | "dynamic_content" | "exit_popup" | "forms" | "general" | "global" | "l460BevConfig" | "languages" | "mena" | "mena_news" | "meta" | "naas_navigation" | "navigation" | "ntt_cxp_sl" | "performance" | "predefined_links" | "price" | "search" | "security" | "stock_locator";

/** Every block template key. */
export type BlockTemplateKey = "lrdx-accolade-image-box" | "lrdx-accordion" | "lrdx-car-rent" | "lrdx-collection-carousel" | "lrdx-collection-item" | "lrdx-collection-slider" | "lrdx-color-button-carousel" | "lrdx-content-blocks" | "lrdx-content-blocks-carousel" | "lrdx-derivatives" | "lrdx-diesel-petrol-quiz" | "lrdx-dropdown-sections-selector" | "lrdx-dual-frame-carousel-new" | "lrdx-dual-frame-map" | "lrdx-electrifying-power" | "lrdx-expanded-entry-form" | "lrdx-extended-warranty" | "lrdx-exterior360" | "lrdx-finance-calculator" | "lrdx-form-component" | "lrdx-gallery" | "lrdx-gallery-categories" | "lrdx-hero-slider" | "lrdx-hero-title-banner" | "lrdx-hero-title-banner-tall" | "lrdx-hire-purchase-brunei" | "lrdx-hire-purchase-bulgaria" | "lrdx-hire-purchase-cyprus" | "lrdx-hire-purchase-denmark" | "lrdx-hire-purchase-estonia" | "lrdx-hire-purchase-finland-loan" | "lrdx-hire-purchase-finland-loan-lfi" | "lrdx-hire-purchase-gibraltar" | "lrdx-hire-purchase-greece" | "lrdx-hire-purchase-hungary-leasing" | "lrdx-hire-purchase-iceland" | "lrdx-hire-purchase-ireland" | "lrdx-hire-purchase-ireland-secondary" | "lrdx-hire-purchase-latvia" | "lrdx-hire-purchase-lithuania" | "lrdx-hire-purchase-malta" | "lrdx-hire-purchase-moldova" | "lrdx-hire-purchase-norway" | "lrdx-hire-purchase-nz-lease" | "lrdx-hire-purchase-nz-loan" | "lrdx-hire-purchase-romania" | "lrdx-hire-purchase-sample" | "lrdx-hire-purchase-singapore" | "lrdx-hire-purchase-slovenia" | "lrdx-hire-purchase-sweden" | "lrdx-hire-purchase-thailand" | "lrdx-hire-purchase-ukraine" | "lrdx-hire-purchase-universal" | "lrdx-hire-purchase-universal-leasing" | "lrdx-hire-purchase-universal-mena" | "lrdx-hotspots-container" | "lrdx-house-of-brands" | "lrdx-html-box" | "lrdx-icons-timeline" | "lrdx-immersive-hero" | "lrdx-in-page-navigation" | "lrdx-infotainment-system-selector" | "lrdx-inspired-collection" | "lrdx-interior-360" | "lrdx-l-460-bev" | "lrdx-l-460-bev-cancel" | "lrdx-local-vin-checker" | "lrdx-map-update" | "lrdx-masonry" | "lrdx-model-summary-filters" | "lrdx-models-carousel-manual" | "lrdx-models-specifications" | "lrdx-news" | "lrdx-number-button-slider" | "lrdx-off-road-quiz" | "lrdx-offers-to-crm" | "lrdx-overseas-stock-locator" | "lrdx-parallax-image" | "lrdx-powertrain-quiz" | "lrdx-quote" | "lrdx-quote-slider" | "lrdx-range-calculator" | "lrdx-ready-to-go-bar" | "lrdx-rent-a-car" | "lrdx-retailer-locator" | "lrdx-retailer-locator-cards" | "lrdx-retailer-locator-mena" | "lrdx-retailer-locator-with-map" | "lrdx-retailer-schema" | "lrdx-retailer-service-schema" | "lrdx-seat-slider" | "lrdx-section-image-tabs" | "lrdx-section-tabs" | "lrdx-select-your-vehicle-to-update" | "lrdx-sign-post" | "lrdx-single-offer" | "lrdx-snippet" | "lrdx-specification-accordion" | "lrdx-specification-at-a-glance" | "lrdx-stock-locator" | "lrdx-stock-locator-carousel" | "lrdx-subscription-quiz" | "lrdx-tabbed-component" | "lrdx-text-steps";

/** Template key -> stored block instance (defaults filled in). */
export interface BlockInstanceMap {
  "lrdx-accolade-image-box": AccoladeImageBoxBlock;
  "lrdx-accordion": AccordionBlock;
  "lrdx-car-rent": CarRentBlock;
  "lrdx-collection-carousel": CollectionCarouselBlock;
  "lrdx-collection-item": CollectionItemBlock;
  "lrdx-collection-slider": CollectionSliderBlock;
  "lrdx-color-button-carousel": ColorButtonCarouselBlock;
  "lrdx-content-blocks": ContentBlocksBlock;
  "lrdx-content-blocks-carousel": ContentBlocksCarouselBlock;
  "lrdx-derivatives": DerivativesBlock;
  "lrdx-diesel-petrol-quiz": DieselPetrolQuizBlock;
  "lrdx-dropdown-sections-selector": DropdownSectionsSelectorBlock;
  "lrdx-dual-frame-carousel-new": DualFrameCarouselNewBlock;
  "lrdx-dual-frame-map": DualFrameMapBlock;
  "lrdx-electrifying-power": ElectrifyingPowerBlock;
  "lrdx-expanded-entry-form": ExpandedEntryFormBlock;
  "lrdx-extended-warranty": ExtendedWarrantyBlock;
  "lrdx-exterior360": Exterior360Block;
  "lrdx-finance-calculator": FinanceCalculatorBlock;
  "lrdx-form-component": FormComponentBlock;
  "lrdx-gallery": GalleryBlock;
  "lrdx-gallery-categories": GalleryCategoriesBlock;
  "lrdx-hero-slider": HeroSliderBlock;
  "lrdx-hero-title-banner": HeroTitleBannerBlock;
  "lrdx-hero-title-banner-tall": HeroTitleBannerTallBlock;
  "lrdx-hire-purchase-brunei": HirePurchaseBruneiBlock;
  "lrdx-hire-purchase-bulgaria": HirePurchaseBulgariaBlock;
  "lrdx-hire-purchase-cyprus": HirePurchaseCyprusBlock;
  "lrdx-hire-purchase-denmark": HirePurchaseDenmarkBlock;
  "lrdx-hire-purchase-estonia": HirePurchaseEstoniaBlock;
  "lrdx-hire-purchase-finland-loan": HirePurchaseFinlandLoanBlock;
  "lrdx-hire-purchase-finland-loan-lfi": HirePurchaseFinlandLoanLfiBlock;
  "lrdx-hire-purchase-gibraltar": HirePurchaseGibraltarBlock;
  "lrdx-hire-purchase-greece": HirePurchaseGreeceBlock;
  "lrdx-hire-purchase-hungary-leasing": HirePurchaseHungaryLeasingBlock;
  "lrdx-hire-purchase-iceland": HirePurchaseIcelandBlock;
  "lrdx-hire-purchase-ireland": HirePurchaseIrelandBlock;
  "lrdx-hire-purchase-ireland-secondary": HirePurchaseIrelandSecondaryBlock;
  "lrdx-hire-purchase-latvia": HirePurchaseLatviaBlock;
  "lrdx-hire-purchase-lithuania": HirePurchaseLithuaniaBlock;
  "lrdx-hire-purchase-malta": HirePurchaseMaltaBlock;
  "lrdx-hire-purchase-moldova": HirePurchaseMoldovaBlock;
  "lrdx-hire-purchase-norway": HirePurchaseNorwayBlock;
  "lrdx-hire-purchase-nz-lease": HirePurchaseNzLeaseBlock;
  "lrdx-hire-purchase-nz-loan": HirePurchaseNzLoanBlock;
  "lrdx-hire-purchase-romania": HirePurchaseRomaniaBlock;
  "lrdx-hire-purchase-sample": HirePurchaseSampleBlock;
  "lrdx-hire-purchase-singapore": HirePurchaseSingaporeBlock;
  "lrdx-hire-purchase-slovenia": HirePurchaseSloveniaBlock;
  "lrdx-hire-purchase-sweden": HirePurchaseSwedenBlock;
  "lrdx-hire-purchase-thailand": HirePurchaseThailandBlock;
  "lrdx-hire-purchase-ukraine": HirePurchaseUkraineBlock;
  "lrdx-hire-purchase-universal": HirePurchaseUniversalBlock;
  "lrdx-hire-purchase-universal-leasing": HirePurchaseUniversalLeasingBlock;
  "lrdx-hire-purchase-universal-mena": HirePurchaseUniversalMenaBlock;
  "lrdx-hotspots-container": HotspotsContainerBlock;
  "lrdx-house-of-brands": HouseOfBrandsBlock;
  "lrdx-html-box": HtmlBoxBlock;
  "lrdx-icons-timeline": IconsTimelineBlock;
  "lrdx-immersive-hero": ImmersiveHeroBlock;
  "lrdx-in-page-navigation": InPageNavigationBlock;
  "lrdx-infotainment-system-selector": InfotainmentSystemSelectorBlock;
  "lrdx-inspired-collection": InspiredCollectionBlock;
  "lrdx-interior-360": Interior360Block;
  "lrdx-l-460-bev": L460BevBlock;
  "lrdx-l-460-bev-cancel": L460BevCancelBlock;
  "lrdx-local-vin-checker": LocalVinCheckerBlock;
  "lrdx-map-update": MapUpdateBlock;
  "lrdx-masonry": MasonryBlock;
  "lrdx-model-summary-filters": ModelSummaryFiltersBlock;
  "lrdx-models-carousel-manual": ModelsCarouselManualBlock;
  "lrdx-models-specifications": ModelsSpecificationsBlock;
  "lrdx-news": NewsBlock;
  "lrdx-number-button-slider": NumberButtonSliderBlock;
  "lrdx-off-road-quiz": OffRoadQuizBlock;
  "lrdx-offers-to-crm": OffersToCrmBlock;
  "lrdx-overseas-stock-locator": OverseasStockLocatorBlock;
  "lrdx-parallax-image": ParallaxImageBlock;
  "lrdx-powertrain-quiz": PowertrainQuizBlock;
  "lrdx-quote": QuoteBlock;
  "lrdx-quote-slider": QuoteSliderBlock;
  "lrdx-range-calculator": RangeCalculatorBlock;
  "lrdx-ready-to-go-bar": ReadyToGoBarBlock;
  "lrdx-rent-a-car": RentACarBlock;
  "lrdx-retailer-locator": RetailerLocatorBlock;
  "lrdx-retailer-locator-cards": RetailerLocatorCardsBlock;
  "lrdx-retailer-locator-mena": RetailerLocatorMenaBlock;
  "lrdx-retailer-locator-with-map": RetailerLocatorWithMapBlock;
  "lrdx-retailer-schema": RetailerSchemaBlock;
  "lrdx-retailer-service-schema": RetailerServiceSchemaBlock;
  "lrdx-seat-slider": SeatSliderBlock;
  "lrdx-section-image-tabs": SectionImageTabsBlock;
  "lrdx-section-tabs": SectionTabsBlock;
  "lrdx-select-your-vehicle-to-update": SelectYourVehicleToUpdateBlock;
  "lrdx-sign-post": SignPostBlock;
  "lrdx-single-offer": SingleOfferBlock;
  "lrdx-snippet": SnippetBlock;
  "lrdx-specification-accordion": SpecificationAccordionBlock;
  "lrdx-specification-at-a-glance": SpecificationAtAGlanceBlock;
  "lrdx-stock-locator": StockLocatorBlock;
  "lrdx-stock-locator-carousel": StockLocatorCarouselBlock;
  "lrdx-subscription-quiz": SubscriptionQuizBlock;
  "lrdx-tabbed-component": TabbedComponentBlock;
  "lrdx-text-steps": TextStepsBlock;
}

/** Any stored block. */
export type AnyBlock = BlockInstanceMap[BlockTemplateKey];

/** Page-data kind (schema `x-page-data`) -> the template keys of the blocks declaring it. */
export interface PageDataTemplateKeys {
  "stock-listing": "lrdx-overseas-stock-locator" | "lrdx-stock-locator";
  "stock-carousel": "lrdx-stock-locator-carousel";
  "retailers": "lrdx-retailer-locator" | "lrdx-retailer-locator-mena" | "lrdx-retailer-locator-with-map";
  "maps": "lrdx-dual-frame-map" | "lrdx-retailer-locator-cards";
  "news": "lrdx-news";
  "collection-feed": "lrdx-collection-slider";
  "ev-preorder": "lrdx-l-460-bev" | "lrdx-l-460-bev-cancel";
  "vehicle-catalogue": "lrdx-finance-calculator" | "lrdx-model-summary-filters" | "lrdx-specification-accordion";
  "model-figures": "lrdx-derivatives" | "lrdx-models-specifications";
  "quiz-images": "lrdx-off-road-quiz";
  "range-data": "lrdx-range-calculator";
}

/** Page-data kind -> the fields of the blocks declaring it, what its loader reads. */
export interface PageDataFields {
  "stock-listing": BlockInstanceMap["lrdx-overseas-stock-locator"]["fields"] | BlockInstanceMap["lrdx-stock-locator"]["fields"];
  "stock-carousel": BlockInstanceMap["lrdx-stock-locator-carousel"]["fields"];
  "retailers": BlockInstanceMap["lrdx-retailer-locator"]["fields"] | BlockInstanceMap["lrdx-retailer-locator-mena"]["fields"] | BlockInstanceMap["lrdx-retailer-locator-with-map"]["fields"];
  "maps": BlockInstanceMap["lrdx-dual-frame-map"]["fields"] | BlockInstanceMap["lrdx-retailer-locator-cards"]["fields"];
  "news": BlockInstanceMap["lrdx-news"]["fields"];
  "collection-feed": BlockInstanceMap["lrdx-collection-slider"]["fields"];
  "ev-preorder": BlockInstanceMap["lrdx-l-460-bev"]["fields"] | BlockInstanceMap["lrdx-l-460-bev-cancel"]["fields"];
  "vehicle-catalogue": BlockInstanceMap["lrdx-finance-calculator"]["fields"] | BlockInstanceMap["lrdx-model-summary-filters"]["fields"] | BlockInstanceMap["lrdx-specification-accordion"]["fields"];
  "model-figures": BlockInstanceMap["lrdx-derivatives"]["fields"] | BlockInstanceMap["lrdx-models-specifications"]["fields"];
  "quiz-images": BlockInstanceMap["lrdx-off-road-quiz"]["fields"];
  "range-data": BlockInstanceMap["lrdx-range-calculator"]["fields"];
}

/** The page-level FAB blocks (schema `x-page-fab`). */
export type PageFabTemplateKey = "lrdx-ready-to-go-bar";

/** Props of the component that renders a block: its stored instance and its position on the page. */
export interface BlockProps<K extends BlockTemplateKey> {
  block: BlockInstanceMap[K];
  /** 0-based position on the page; the first two blocks load images eagerly. */
  index: number;
}

/** The blocks site/blocks/HirePurchaseCalculator renders (schema `x-component`). */
export type HirePurchaseCalculatorTemplateKey = "lrdx-hire-purchase-brunei" | "lrdx-hire-purchase-bulgaria" | "lrdx-hire-purchase-cyprus" | "lrdx-hire-purchase-denmark" | "lrdx-hire-purchase-estonia" | "lrdx-hire-purchase-finland-loan" | "lrdx-hire-purchase-finland-loan-lfi" | "lrdx-hire-purchase-gibraltar" | "lrdx-hire-purchase-greece" | "lrdx-hire-purchase-hungary-leasing" | "lrdx-hire-purchase-iceland" | "lrdx-hire-purchase-ireland" | "lrdx-hire-purchase-ireland-secondary" | "lrdx-hire-purchase-latvia" | "lrdx-hire-purchase-lithuania" | "lrdx-hire-purchase-malta" | "lrdx-hire-purchase-moldova" | "lrdx-hire-purchase-norway" | "lrdx-hire-purchase-nz-lease" | "lrdx-hire-purchase-nz-loan" | "lrdx-hire-purchase-romania" | "lrdx-hire-purchase-sample" | "lrdx-hire-purchase-singapore" | "lrdx-hire-purchase-slovenia" | "lrdx-hire-purchase-sweden" | "lrdx-hire-purchase-thailand" | "lrdx-hire-purchase-ukraine" | "lrdx-hire-purchase-universal" | "lrdx-hire-purchase-universal-leasing" | "lrdx-hire-purchase-universal-mena";
