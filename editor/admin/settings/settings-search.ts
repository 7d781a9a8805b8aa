/**
 * Finding a setting: every key of every namespace, matched by its key, its Arabic label and
 * description, its namespace's title and its current value (a language's own values too), so
 * an editor who remembers "عنوان النافذة" or `basic_popup.header` or a word of the text lands
 * on the field. Pure, so it is tested on its own.
 */

/** One key as the search knows it. */
export interface SearchEntry {
  namespace: string;
  namespaceTitle: string;
  key: string;
  label: string;
  description: string;
  /** The current value, and any language's own value, as stored text. */
  values: string[];
}

/** A found key, with where the query matched (the strongest place first). */
export interface SearchHit {
  entry: SearchEntry;
  matchedIn: "key" | "label" | "namespace" | "description" | "value";
  /** For a value match: the value, shortened around the match. */
  excerpt: string;
}

/**
 * Text as compared: lower case, Arabic diacritics and tatweel removed, alef forms as bare alef,
 * taa marbuta as haa and alef maqsura as yaa, so «النافذة المنبثقة» matches «النافذه».
 */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(/\s+/g, " ")
    .trim();
}

const PLACES = ["key", "label", "namespace", "description", "value"] as const;

function placeText(entry: SearchEntry, place: SearchHit["matchedIn"]): string[] {
  switch (place) {
    case "key":
      return [entry.key];
    case "label":
      return [entry.label];
    case "namespace":
      return [entry.namespaceTitle, entry.namespace];
    case "description":
      return [entry.description];
    case "value":
      return entry.values;
    default: {
      const never: never = place;
      return never;
    }
  }
}

function excerptOf(value: string, term: string): string {
  const text = value.replace(/\s+/g, " ");
  const at = normaliseForSearch(text).indexOf(term);
  const start = Math.max(0, at - 30);
  const cut = text.slice(start, start + 90);
  return `${start > 0 ? "…" : ""}${cut}${start + 90 < text.length ? "…" : ""}`;
}

/**
 * The keys every word of the query matches somewhere (key, label, namespace, description or
 * value), those matched by key or label first; at most `limit` of them.
 */
export function searchSettings(
  entries: readonly SearchEntry[],
  query: string,
  limit = 50,
): SearchHit[] {
  const words = normaliseForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const hits: (SearchHit & { rank: number })[] = [];
  for (const entry of entries) {
    const texts = PLACES.map((place) => ({
      place,
      texts: placeText(entry, place).map(normaliseForSearch),
    }));
    const all = texts.flatMap((t) => t.texts).join("\n");
    if (!words.every((w) => all.includes(w))) continue;
    const phrase = words.join(" ");
    // The strongest place holding the whole query, else the one holding its first word.
    const best =
      texts.find((t) => t.texts.some((x) => x.includes(phrase))) ??
      texts.find((t) => t.texts.some((x) => x.includes(words[0] ?? "")));
    const place = best?.place ?? "value";
    const rawValues = place === "value" ? entry.values : [];
    const matchedValue = rawValues.find((v) => normaliseForSearch(v).includes(words[0] ?? ""));
    hits.push({
      entry,
      matchedIn: place,
      excerpt: matchedValue === undefined ? "" : excerptOf(matchedValue, words[0] ?? ""),
      rank: PLACES.indexOf(place),
    });
  }
  return hits
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ rank: _rank, ...hit }) => hit);
}
