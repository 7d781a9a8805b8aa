import type { CollectionSliderBlock, Link } from "../../../generated/types.ts";
import { DEFAULT_IMAGE_ID } from "../../../runtime/core/image-url.ts";

/** A card of the Collection Slider, whether an editor filled it in or the feed answered it. */
export type CollectionSlide =
  | {
      source: "manual";
      name: string;
      label: string;
      image: { id: number; alt: string };
      /** The second picture shown on hover or focus; null when none was picked. */
      hoverImageId: number | null;
      link: Link | null;
    }
  | {
      source: "feed";
      name: string;
      label: string;
      image: { url: string; alt: string };
      hoverImageUrl: string | null;
      /** Where the card leads (a safe absolute or site-relative URL); "" when nowhere. */
      url: string;
      /** How many variants (colours, sizes) the card stands for when the feed grouped them. */
      variants: number;
    };

/**
 * One item of the collection feed, as the server hands it to the island: already checked
 * (runtime/adapters/collection-feed.ts), URLs safe to put in the page.
 */
export interface CollectionFeedItem {
  id: string;
  name: string;
  label: string;
  url: string;
  image: { url: string; alt: string };
  imageHover: { url: string } | null;
  variants: number;
}

/** What the server read from the feed for one slider: its items, or that it failed. */
export type CollectionFeedResult =
  | { status: "ok"; items: CollectionFeedItem[] }
  | { status: "failed" };

/** The slider's cap (catalogue §9.1: at most 30 groups; the feed's limit is held to it too). */
export const COLLECTION_SLIDER_MAX = 30;

/** The editor's groups as slides; a group without a name is skipped (the schema requires one). */
function slidesFromGroups(groups: CollectionSliderBlock["groups"]): CollectionSlide[] {
  return groups.slice(0, COLLECTION_SLIDER_MAX).flatMap((g) =>
    g.item_name.trim() === ""
      ? []
      : [
          {
            source: "manual" as const,
            name: g.item_name,
            label: g.item_label,
            image: { id: g.image.id, alt: g.image.alt ?? "" },
            hoverImageId: g.image_hover.id === DEFAULT_IMAGE_ID ? null : g.image_hover.id,
            link:
              g["rdx-link"].link_text.trim() === "" && g["rdx-link"].type !== "form"
                ? null
                : g["rdx-link"],
          },
        ],
  );
}

function slidesFromFeed(items: readonly CollectionFeedItem[], limit: number): CollectionSlide[] {
  return items.slice(0, Math.min(limit, COLLECTION_SLIDER_MAX)).map((item) => ({
    source: "feed" as const,
    name: item.name,
    label: item.label,
    image: item.image,
    hoverImageUrl: item.imageHover?.url ?? null,
    url: item.url,
    variants: item.variants,
  }));
}

/** What the slider shows: the feed's cards, else its own groups, else the empty state. */
type CollectionView =
  | { kind: "slides"; slides: CollectionSlide[]; from: "feed" | "manual" }
  | { kind: "empty" };

/**
 * The slider's choice (the block's description): with a collection set, the feed's items when it
 * answered some; otherwise (no collection, the feed failed or answered nothing, or nothing was
 * read, as in the editor's preview) the manual groups; with neither, the empty state.
 */
export function collectionView(
  block: CollectionSliderBlock,
  feed: CollectionFeedResult | null | undefined,
): CollectionView {
  const isFed = block.fields.collection.trim() !== "";
  if (isFed && feed?.status === "ok") {
    const slides = slidesFromFeed(feed.items, block.fields.limit);
    if (slides.length > 0) return { kind: "slides", slides, from: "feed" };
  }
  const manual = slidesFromGroups(block.groups);
  return manual.length > 0 ? { kind: "slides", slides: manual, from: "manual" } : { kind: "empty" };
}

/** The feed's answer the server added to the island's props (`feed`), or null when none. */
export function collectionFeedOf(props: object): CollectionFeedResult | null {
  const value: unknown = Reflect.get(props, "feed");
  if (typeof value !== "object" || value === null) return null;
  const status: unknown = Reflect.get(value, "status");
  if (status === "failed") return { status: "failed" };
  const items: unknown = Reflect.get(value, "items");
  return status === "ok" && Array.isArray(items) ? (value as CollectionFeedResult) : null;
}
