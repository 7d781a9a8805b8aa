import type { CollectionFeedResult } from "../../../site/blocks/CollectionSlider/slides.ts";
import type { CollectionFeed } from "../../adapters/collection-feed.ts";
import {
  type PageDataLoader,
  type PageDataRequest,
  pageDataFields,
  wantsPageData,
} from "../../ssr/page-data.ts";

/**
 * Fed sliders (`x-page-data: collection-feed`, e.g. the Collection Slider with a `collection`
 * set): before the page renders, each one's items are read from the collection feed
 * (runtime/adapters/collection-feed.ts) and handed to its island as props; the browser never
 * calls the feed.
 */

interface CollectionSliderRender {
  /** The extra props of each fed slider's island (`feed`), by its position on the page. */
  props: Readonly<Record<number, { feed: CollectionFeedResult }>>;
  /** A kept copy of the page expires then (the feed changes under it). */
  expiresAt: number;
}

/** How long a page showing a feed may be kept. */
export const COLLECTION_DOCUMENT_TTL_MS = 5 * 60_000;
/** How long a page showing a feed that failed may be kept. */
export const COLLECTION_FAILURE_TTL_MS = 30_000;

/**
 * Each fed slider's items; a slider whose feed fails gets `{ status: "failed" }` and shows its
 * manual groups or its error state. Sliders read in parallel; null when the page has none fed.
 */
export function collectionSliderLoader(feed: CollectionFeed): PageDataLoader & {
  load: (input: PageDataRequest) => Promise<CollectionSliderRender | null>;
} {
  return {
    name: "collection sliders",
    wants: wantsPageData("collection-feed"),
    load: (input) => readFeeds(feed, input),
  };
}

async function readFeeds(
  feed: CollectionFeed,
  input: PageDataRequest,
): Promise<CollectionSliderRender | null> {
  const fed = input.blocks.flatMap((p) => {
    const fields = pageDataFields(p, "collection-feed");
    return !fields || fields.collection.trim() === "" ? [] : [{ index: p.frame.index, fields }];
  });
  if (fed.length === 0) return null;
  const answers = await Promise.all(
    fed.map(async ({ index, fields }): Promise<[number, CollectionFeedResult]> => {
      try {
        const items = await feed.items({
          collection: fields.collection.trim(),
          lang: fields.lang,
          market: fields.market,
          limit: fields.limit,
          grouped: fields.grouped,
        });
        return [index, { status: "ok", items }];
      } catch (error) {
        input.log(`the collection feed ${fields.collection} could not be read`, error);
        return [index, { status: "failed" }];
      }
    }),
  );
  const props: Record<number, { feed: CollectionFeedResult }> = {};
  for (const [index, feedResult] of answers) props[index] = { feed: feedResult };
  // A page showing a failure is kept only a short while: the feed may be back soon.
  const hasFailed = answers.some(([, a]) => a.status === "failed");
  const ttl = hasFailed ? COLLECTION_FAILURE_TTL_MS : COLLECTION_DOCUMENT_TTL_MS;
  return { props, expiresAt: input.now.getTime() + ttl };
}
