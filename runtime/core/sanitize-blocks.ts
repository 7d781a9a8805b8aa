import sanitizeHtml from "sanitize-html";
import { blockRegistry } from "../../generated/registry.ts";
import type { AnyBlock } from "../../generated/types.ts";
import { protectSpecTags } from "./spec-tags.ts";

/** Editor rich text may format and link, never script: the allow-list of sanitize-html plus a few. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "figure",
    "figcaption",
    "bdi",
    "sup",
    "sub",
  ],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "srcset", "alt", "title", "width", "height", "loading"],
    "*": ["dir", "lang", "class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

function cleanRecord<T extends object>(record: T, keys: readonly string[]): T {
  if (keys.length === 0) return record;
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const key of keys) {
    const value = out[key];
    // Spec tags would not survive sanitising: they are kept as markers, filled at render time.
    if (typeof value === "string") out[key] = sanitizeRichText(protectSpecTags(value));
  }
  return out as T;
}

/**
 * Group fields that hold another block's groups, by block: the Tabbed Component's slides are the
 * Hero Carousel's groups (its schema refers to them), and their HTML is that block's to clean.
 */
const NESTED_GROUPS: Partial<Record<AnyBlock["template"], Record<string, AnyBlock["template"]>>> = {
  "lrdx-tabbed-component": { slides: "lrdx-hero-slider" },
};

function cleanGroup(template: AnyBlock["template"], group: object): object {
  const out = cleanRecord(group, blockRegistry[template].groupHtmlFields) as Record<
    string,
    unknown
  >;
  for (const [field, inner] of Object.entries(NESTED_GROUPS[template] ?? {})) {
    const value = out[field];
    if (Array.isArray(value))
      out[field] = value.map((g: unknown) =>
        typeof g === "object" && g !== null ? cleanGroup(inner, g) : g,
      );
  }
  return out;
}

/** The block with every editor HTML field (per the registry) sanitised; raw-HTML fields untouched. */
export function sanitizeBlock<B extends AnyBlock>(block: B): B {
  const def = blockRegistry[block.template];
  return {
    ...block,
    fields: cleanRecord(block.fields, def.htmlFields),
    groups: block.groups.map((g: object) => cleanGroup(block.template, g)),
  } as B;
}
