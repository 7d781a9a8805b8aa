/** Guards for values read from JSON, settings and stored content before their fields are read. */

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Any object a key can index, arrays included (a path such as "rates.0" reads an array's item). */
export function isIndexable(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
