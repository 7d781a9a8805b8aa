/**
 * A model key as stored: a nameplate or model-year code (l460, l663, l460_24my), lower case
 * (000 §9: nameplate codes are lower-cased), at most 32 characters. The same rule as the
 * model_specs table's CHECK and the schemas' patterns.
 */
const MODEL_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** A spec name: letters, digits, _ . -, at most 64; matched exactly as written (case counts). */
export const SPEC_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** How many models one bulk read (and one page's spec tags) may ask for. */
export const MAX_KEYS_PER_LOAD = 50;

/** The stored form of a key someone wrote (L460 → l460), or null when it is not a model key. */
export function normalizeModelKey(raw: string): string | null {
  const key = raw.trim().toLowerCase();
  return MODEL_KEY_PATTERN.test(key) ? key : null;
}

/**
 * "l460,L461, l460" → ["l460", "l461"]: each key lower-cased once, in the order first written;
 * what is not a model key is left out.
 */
export function parseModelKeys(list: string): string[] {
  const out: string[] = [];
  for (const part of list.split(",")) {
    const key = normalizeModelKey(part);
    if (key !== null && !out.includes(key)) out.push(key);
  }
  return out;
}

/**
 * A spec value as visitors read it: a text as written (trimmed), a number in Western digits with
 * no grouping (the catalogue's values carry their own units as text, e.g. "250 كم/س"). An empty
 * text shows nothing.
 */
export function specValueText(value: string | number | undefined): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return typeof value === "string" ? value.trim() : "";
}
