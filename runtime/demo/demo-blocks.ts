/**
 * Builders of the blocks the demo's pages are made of, so each page reads as its content rather
 * than as block fields: a title banner, a text, an HTML box, cards, a form… Every page of the
 * demo opens with exactly one level-1 heading (the title banner), the blocks below use level 2.
 */
import type { DemoBlock } from "./examples.ts";

/** A link or button as blocks store it (000 §3 Link / CTA). */
export interface DemoLink {
  link_text: string;
  url: string;
  type: "internal" | "external";
  ui_type?: "primary" | "secondary" | "tertiary";
  target?: "_self" | "_blank";
}

export const link = (text: string, url: string, ui: DemoLink["ui_type"] = "primary"): DemoLink => ({
  link_text: text,
  url,
  type: "internal",
  ui_type: ui,
});

/** A picture field: an id of runtime/demo/demo-pictures.ts and what it shows. */
export const picture = (id: number, alt: string) => ({ id, alt });

/** The page's title banner: its only level-1 heading, over a picture. */
export function titleBanner(input: {
  heading: string;
  paragraph?: string;
  image: { id: number; alt: string };
  mobileImage?: number;
  buttons?: DemoLink[];
  theme?: "dark-theme" | "light-theme";
  scrollId?: string;
}): DemoBlock {
  return {
    template: "lrdx-hero-title-banner",
    fields: {
      block_scroll_id: input.scrollId ?? "",
      heading: input.heading,
      header_tag: 1,
      header_size: "xl",
      paragraph: input.paragraph ?? "",
      "rdx-image": input.image,
      ...(input.mobileImage === undefined ? {} : { "rdx-image-mobile": { id: input.mobileImage } }),
      "rdx-buttons": input.buttons ?? [],
      box_color: input.theme ?? "dark-theme",
      vertical_alignment: "bottom",
    },
    groups: [],
  };
}

/** A text section: a level-2 heading, paragraphs (one a line) and buttons. */
export function textSection(input: {
  heading: string;
  paragraph: string;
  buttons?: DemoLink[];
  scrollId?: string;
  centred?: boolean;
}): DemoBlock {
  return {
    template: "lrdx-snippet",
    fields: {
      block_scroll_id: input.scrollId ?? "",
      section_class: input.centred === false ? "" : "narrow-center",
      heading: input.heading,
      header_tag: 2,
      header_size: "l",
      paragraph: input.paragraph,
      "rdx-buttons": input.buttons ?? [],
    },
    groups: [],
  };
}

/** Rich text (an HTML box) under an optional level-2 heading. */
export function richText(html: string, heading = "", scrollId = ""): DemoBlock {
  return {
    template: "lrdx-html-box",
    fields: { block_scroll_id: scrollId, heading, header_tag: 2, html, dir: "rtl" },
    groups: [],
  };
}

/** A card of a row of cards: picture, title, text (HTML) and a link. */
export interface DemoCard {
  image: { id: number; alt: string };
  header: string;
  description: string;
  link?: DemoLink;
}

/** A row of cards under a level-2 heading. */
export function cards(input: {
  heading: string;
  paragraph?: string;
  cards: readonly DemoCard[];
  columns?: 2 | 3 | 4;
  scrollId?: string;
}): DemoBlock {
  return {
    template: "lrdx-content-blocks",
    fields: {
      block_scroll_id: input.scrollId ?? "",
      heading: input.heading,
      header_tag: 2,
      header_size: "l",
      paragraph: input.paragraph ?? "",
      "col-numbers": input.columns ?? 3,
      "mobile-slider": false,
      align_cta_items: true,
    },
    groups: input.cards.map((card) => ({
      image: card.image,
      ...(card.link ? { "image-link": { ...card.link, link_text: card.header } } : {}),
      header: card.header,
      description: card.description,
      ...(card.link ? { "rdx-link": card.link } : {}),
    })),
  };
}

/** Questions and answers (answers in HTML). */
export function questions(heading: string, items: readonly [string, string][]): DemoBlock {
  return {
    template: "lrdx-accordion",
    fields: { heading, header_tag: 2, has_schema: true },
    groups: items.map(([title, content]) => ({
      accordion_title: title,
      accordion_content: content,
    })),
  };
}

/** One of the demo's forms (runtime/demo/demo-forms.ts) on the page, under a level-2 heading. */
export function formSection(input: {
  formId: number;
  heading: string;
  paragraph: string;
  hidden?: Record<string, string>;
  scrollId?: string;
}): DemoBlock {
  return {
    template: "lrdx-form-component",
    fields: {
      block_scroll_id: input.scrollId ?? "form",
      heading: input.heading,
      header_tag: 2,
      paragraph: input.paragraph,
      form_id: String(input.formId),
      has_two_columns: true,
      form_hidden_field_mapping: input.hidden ?? {},
      form_params_mapping: { utm_source: "lead_source", model: "vehicle_interest" },
      form_location_params_mapping: { retailer: "preferred_location" },
      form_location_mapping: { "DXB-01": "1", "AUH-02": "2", "SHJ-03": "3" },
      button_position: "center",
      form_position: "center",
      box_color: "light-theme",
      button_color: "primary",
      has_button_margin: true,
      modal_form: false,
    },
    groups: [],
  };
}

/** Key figures of a model in a row (value, unit, label). */
export function keyFigures(
  heading: string,
  figures: readonly { value: string; unit: string; label: string }[],
  disclaimer: string,
): DemoBlock {
  return {
    template: "lrdx-specification-at-a-glance",
    fields: {
      block_scroll_id: "specifications",
      "col-numbers": 4,
      heading,
      disclaimer,
    },
    groups: figures.map((f) => ({ ...f })),
  };
}

/** A quotation with its author. */
export function quotation(quote: string, author: string, position: string): DemoBlock {
  return {
    template: "lrdx-quote",
    fields: { quote, author, author_position: position, section_class: "center" },
    groups: [],
  };
}

/** The retailer locator over the demo's dealers, under a level-2 heading. */
export function retailerLocator(heading: string, paragraph: string): DemoBlock {
  return {
    template: "lrdx-retailer-locator",
    fields: {
      block_scroll_id: "find-retailer",
      heading,
      paragraph,
      header_tag: 2,
      header_size: "l",
      box_color: "white-theme",
    },
    groups: [],
  };
}
