import { NEWS_MARKETS } from "../../../runtime/core/news.ts";
import type { MapsConfig } from "../../ui/maps/maps.ts";

/**
 * The retailers the locator blocks show: the Dealers data (the stock dealers table, the same
 * rows the dealers endpoints /public_api/listing//{listing}/retailers answer), read on the server
 * for the page (runtime/features/dealers/page-data.ts) and handed to the island as its `retailers` prop.
 */
export interface Retailer {
  id: string;
  name: string;
  address: string;
  city: string;
  /** Two-letter country code ("" when unknown). */
  country: string;
  lat: number | null;
  lng: number | null;
  phone: string;
  whatsapp: string;
  email: string;
  /** Service codes (sales, service, approved, parts, bodyshop…). */
  services: string[];
  /** Free text, one period a line. */
  openingHours: string;
}

/** What the server hands a locator island beside its block. */
export interface RetailerIslandData {
  retailers: Retailer[];
  maps: MapsConfig;
}

/** Arabic names of the dealers' service codes; an unknown code is shown as stored. */
export const SERVICE_LABELS: Readonly<Record<string, string>> = {
  sales: "مبيعات السيارات الجديدة",
  service: "الخدمة والصيانة",
  approved: "السيارات المعتمدة المستعملة",
  parts: "قطع الغيار",
  bodyshop: "ورشة الهياكل والطلاء",
  accessories: "الإكسسوارات",
};

export const serviceLabel = (code: string): string => SERVICE_LABELS[code] ?? code;

/** 000 §9 (News markets): the MENA markets the Mena variant lists, the news service's own list. */
export const MENA_MARKETS: readonly string[] = NEWS_MARKETS;

/**
 * Text as the search compares it: lower case, Arabic diacritics and tatweel dropped, the alef,
 * ya and ta marbuta spellings folded, runs of spaces collapsed.
 */
function searchKey(text: string): string {
  return text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/\s+/g, " ")
    .trim();
}

/** The retailers whose name or city holds every word of the query (all of them for an empty one). */
export function filterRetailers<T extends { name: string; city: string }>(
  list: readonly T[],
  query: string,
): T[] {
  const words = searchKey(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((r) => {
    const hay = `${searchKey(r.name)} ${searchKey(r.city)}`;
    return words.every((w) => hay.includes(w));
  });
}

/** The list in a group per city, in the order cities first appear (the Mena variant). */
export function groupByCity<T extends { city: string }>(
  list: readonly T[],
): { city: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const r of list) {
    const key = r.city.trim() || "—";
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  }
  return [...groups].map(([city, items]) => ({ city, items }));
}
