import sanitizeHtml from "sanitize-html";
import { blockRegistry } from "../../generated/blocks.ts";
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

function cleanGroup(template: AnyBlock["template"], group: object): object {
  const out = cleanRecord(group, blockRegistry[template].groupHtmlFields) as Record<
    string,
    unknown
  >;
  // A group field that holds another block's groups (the Tabbed Component's slides are the Hero
  // Carousel's, its schema refers to them): their HTML is that block's to clean.
  for (const [field, inner] of Object.entries(blockRegistry[template].nestedGroups)) {
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
