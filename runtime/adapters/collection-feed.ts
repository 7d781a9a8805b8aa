import {
  COLLECTION_SLIDER_MAX,
  type CollectionFeedItem,
} from "../../site/blocks/CollectionSlider/slides.ts";
import { imageUrl } from "../core/image-url.ts";
import { DEFAULT_PRICE_SETTINGS, formatPrice } from "../core/prices.ts";
import { isRecord } from "../core/records.ts";
import { egressFetch } from "./egress.ts";

/**
 * The collection feed behind the Collection Slider (catalogue §3.7: lang, market, collection,
 * limit, grouped). The server reads it before the page renders and hands the items to the
 * slider's island as props; the browser never calls the feed.
 *
 * Two implementations:
 * - `localCollectionFeed()`: offline, over the demo collections below (the default);
 * - `httpCollectionFeed({ baseUrl })`: the real feed (COLLECTION_FEED_URL), over this HTTP shape:
 *
 *   GET {baseUrl}/collections/{collection}/items?lang={en|ar}&market={market}&limit={1..30}&grouped={true|false}
 *   Accept: application/json
 *
 *   200 {
 *     "data": [
 *       {
 *         "id": "dfd-backpack",                       // string, unique in the answer
 *         "name": "Defender Backpack",               // string, in the asked language
 *         "label": "AED 495",                        // string, optional: price, "new"…
 *         "url": "https://shop.example/p/dfd-backpack", // https:// or a site path, optional
 *         "image": { "url": "https://…/1.jpg", "alt": "…" },      // https:// or a site path
 *         "image_hover": { "url": "https://…/2.jpg" },           // optional, or null
 *         "variants": 3                              // optional, ≥ 1: variants grouped in this item
 *       }
 *     ]
 *   }
 *
 *   404: the collection does not exist (read as an empty collection). Any other status, a body
 *   that is not this shape, or no answer within the timeout (3 s): the feed failed. An item
 *   missing its name or picture, or with a URL that is not https:// or a site path, is dropped;
 *   the answer is cut to `limit` items.
 */
interface CollectionFeedQuery {
  collection: string;
  lang: "en" | "ar";
  /** The market code (AE, SA…); "" for the feed's default. */
  market: string;
  /** How many items at most (1–30). */
  limit: number;
  /** One item per product, its variants counted, instead of one per variant. */
  grouped: boolean;
}

export interface CollectionFeed {
  /** The collection's items; [] when the collection is unknown. Rejects when the feed fails. */
  items(query: CollectionFeedQuery): Promise<CollectionFeedItem[]>;
}

// ----- checking what a feed answered -----

/** https:// (or http:// for a local feed) or a site path; never //host, javascript: and the like. */
export function isFeedUrl(url: string): boolean {
  for (const ch of url) {
    const code = ch.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return false;
  }
  if (/^\/(?![/\\])/.test(url)) return true;
  return /^https?:\/\/[^/\\]/i.test(url);
}

const text = (v: unknown, max: number): string =>
  typeof v === "string" ? v.trim().slice(0, max) : "";

/** One answered item made safe for the page, or null when it cannot be shown. */
export function feedItem(raw: unknown): CollectionFeedItem | null {
  if (!isRecord(raw)) return null;
  const name = text(raw.name, 120);
  const image = isRecord(raw.image) ? raw.image : null;
  const imageSrc = image ? text(image.url, 2000) : "";
  if (name === "" || !isFeedUrl(imageSrc)) return null;
  const url = text(raw.url, 2000);
  const hover = isRecord(raw.image_hover) ? text(raw.image_hover.url, 2000) : "";
  const variants =
    typeof raw.variants === "number" && Number.isInteger(raw.variants) && raw.variants >= 1
      ? Math.min(raw.variants, 999)
      : 1;
  const id = typeof raw.id === "string" || typeof raw.id === "number" ? String(raw.id) : name;
  return {
    id: id.slice(0, 120),
    name,
    label: text(raw.label, 80),
    url: isFeedUrl(url) ? url : "",
    image: { url: imageSrc, alt: text(image?.alt, 300) },
    imageHover: hover !== "" && isFeedUrl(hover) ? { url: hover } : null,
    variants,
  };
}

/** The answer's items, checked and cut to the limit; throws when the body is not the shape. */
function feedItems(body: unknown, limit: number): CollectionFeedItem[] {
  if (!isRecord(body) || !Array.isArray(body.data))
    throw new Error("the collection feed answered a body without a data list");
  const items: CollectionFeedItem[] = [];
  for (const raw of body.data) {
    const item = feedItem(raw);
    if (item) items.push(item);
    if (items.length >= Math.min(limit, COLLECTION_SLIDER_MAX)) break;
  }
  return items;
}

// ----- the real feed -----

interface HttpCollectionFeedOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds before a request counts as failed; default 3000. */
  timeoutMs?: number;
  /** Milliseconds an answer is reused for the same query; default 60 000 (0: never). */
  cacheMs?: number;
  now?: () => number;
}

export function httpCollectionFeed(options: HttpCollectionFeedOptions): CollectionFeed {
  const doFetch = options.fetch ?? egressFetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheMs = options.cacheMs ?? 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; items: CollectionFeedItem[] }>();
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async items(query) {
      const limit = Math.max(1, Math.min(query.limit, COLLECTION_SLIDER_MAX));
      const search = new URLSearchParams({
        lang: query.lang,
        market: query.market,
        limit: String(limit),
        grouped: String(query.grouped),
      });
      const url = `${base}/collections/${encodeURIComponent(query.collection)}/items?${search}`;
      const kept = cache.get(url);
      if (kept && now() - kept.at < cacheMs) return kept.items;
      const answer = await doFetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (answer.status === 404) return [];
      if (!answer.ok) throw new Error(`the collection feed answered ${answer.status}`);
      const items = feedItems(await answer.json(), limit);
      if (cacheMs > 0) {
        if (cache.size > 200) cache.clear();
        cache.set(url, { at: now(), items });
      }
      return items;
    },
  };
}

// ----- the local feed, over demo data -----

interface DemoItem {
  id: string;
  /** Items of one product share a group; grouped answers give one item per group. */
  group: string;
  name: { en: string; ar: string };
  price: number;
  imageId: number;
  hoverImageId?: number;
  /** Markets the item is sold in; absent: every market. */
  markets?: readonly string[];
}

/** The demo's collections, by id: Land Rover lifestyle goods and accessories. */
const DEMO_COLLECTIONS: Readonly<Record<string, readonly DemoItem[]>> = {
  "range-rover-accessories": [
    {
      id: "rr-roof-box-black",
      group: "rr-roof-box",
      name: { en: "Aerodynamic Roof Box", ar: "صندوق السقف الانسيابي" },
      price: 2950,
      imageId: 30003,
      hoverImageId: 30004,
    },
    {
      id: "rr-roof-box-silver",
      group: "rr-roof-box",
      name: { en: "Aerodynamic Roof Box", ar: "صندوق السقف الانسيابي" },
      price: 2950,
      imageId: 30004,
    },
    {
      id: "rr-floor-mats",
      group: "rr-floor-mats",
      name: { en: "Premium Carpet Mats", ar: "سجاد أرضي فاخر" },
      price: 890,
      imageId: 30005,
      hoverImageId: 30006,
    },
    {
      id: "rr-tow-bar",
      group: "rr-tow-bar",
      name: { en: "Deployable Tow Bar", ar: "قضيب سحب قابل للطي" },
      price: 5400,
      imageId: 30001,
      markets: ["AE", "SA", "QA", "KW"],
    },
    {
      id: "rr-pet-pack",
      group: "rr-pet-pack",
      name: { en: "Pet Care and Access Pack", ar: "حزمة العناية بالحيوانات الأليفة" },
      price: 3150,
      imageId: 30006,
    },
    {
      id: "rr-bike-carrier",
      group: "rr-bike-carrier",
      name: { en: "Roof Bike Carrier", ar: "حامل دراجات للسقف" },
      price: 1250,
      imageId: 30004,
      hoverImageId: 30003,
    },
    {
      id: "rr-cooler",
      group: "rr-cooler",
      name: { en: "Cooler Compartment", ar: "صندوق التبريد" },
      price: 2300,
      imageId: 30005,
    },
    {
      id: "rr-wheels-22-gloss",
      group: "rr-wheels-22",
      name: { en: '22" Gloss Black Wheels', ar: "عجلات 22 بوصة أسود لامع" },
      price: 14800,
      imageId: 30003,
    },
    {
      id: "rr-wheels-22-satin",
      group: "rr-wheels-22",
      name: { en: '22" Gloss Black Wheels', ar: "عجلات 22 بوصة أسود لامع" },
      price: 14800,
      imageId: 30001,
    },
    {
      id: "rr-sunshade",
      group: "rr-sunshade",
      name: { en: "Sun Shade Set", ar: "طقم مظلات الشمس" },
      price: 640,
      imageId: 30006,
    },
  ],
  "defender-lifestyle": [
    {
      id: "dfd-backpack",
      group: "dfd-backpack",
      name: { en: "Defender Adventure Backpack", ar: "حقيبة ظهر ديفندر للمغامرات" },
      price: 495,
      imageId: 30001,
      hoverImageId: 30004,
    },
    {
      id: "dfd-cap-khaki",
      group: "dfd-cap",
      name: { en: "Heritage Cap", ar: "قبعة لاند روفر الكلاسيكية" },
      price: 120,
      imageId: 30004,
    },
    {
      id: "dfd-cap-black",
      group: "dfd-cap",
      name: { en: "Heritage Cap", ar: "قبعة لاند روفر الكلاسيكية" },
      price: 120,
      imageId: 30003,
    },
    {
      id: "dfd-model",
      group: "dfd-model",
      name: { en: "Defender 110 1:18 Model", ar: "مجسّم ديفندر 110" },
      price: 350,
      imageId: 30005,
      hoverImageId: 30006,
    },
  ],
};

/** A demo item's price in the market's currency: "2,950 درهم" in Arabic, "AED 2,950" in English. */
const demoPriceLabel = (price: number, lang: "en" | "ar", market: string): string => {
  const currency = market === "SA" ? { en: "SAR", ar: "ر.س" } : { en: "AED", ar: "درهم" };
  const priceFormat = lang === "ar" ? "^ %" : "% ^";
  return formatPrice(
    price,
    { ...DEFAULT_PRICE_SETTINGS, delimiter: ",", symbol: currency[lang], priceFormat },
    { isolate: false },
  );
};

/**
 * The feed over the demo collections: works offline, in the demo and in tests. An unknown
 * collection answers [] (as the real feed's 404).
 */
export function localCollectionFeed(
  collections: Readonly<Record<string, readonly DemoItem[]>> = DEMO_COLLECTIONS,
): CollectionFeed {
  return {
    async items(query) {
      const all = collections[query.collection] ?? [];
      const market = query.market.toUpperCase();
      const sold = all.filter((i) => !i.markets || market === "" || i.markets.includes(market));
      const groups = new Map<string, { item: DemoItem; count: number }>();
      const rows: { item: DemoItem; count: number }[] = [];
      for (const item of sold) {
        const seen = query.grouped ? groups.get(item.group) : undefined;
        if (seen) {
          seen.count += 1;
          continue;
        }
        const row = { item, count: 1 };
        groups.set(item.group, row);
        rows.push(row);
      }
      return rows.slice(0, Math.min(query.limit, COLLECTION_SLIDER_MAX)).map(({ item, count }) => ({
        id: item.id,
        name: item.name[query.lang],
        label: demoPriceLabel(item.price, query.lang, market),
        // The demo's items have no shop pages of their own: each opens the collection page.
        url: `/${query.lang}/collection`,
        image: { url: imageUrl("", item.imageId, { w: 420, h: 495 }), alt: item.name[query.lang] },
        imageHover: item.hoverImageId
          ? { url: imageUrl("", item.hoverImageId, { w: 420, h: 495 }) }
          : null,
        variants: count,
      }));
    },
  };
}

/** The feed the server uses: the real one when COLLECTION_FEED_URL names it, else the local one. */
export function defaultCollectionFeed(
  env: NodeJS.ProcessEnv = process.env,
  fetch?: typeof globalThis.fetch,
): CollectionFeed {
  const baseUrl = env.COLLECTION_FEED_URL?.trim();
  return baseUrl
    ? httpCollectionFeed({ baseUrl, ...(fetch ? { fetch } : {}) })
    : localCollectionFeed();
}
