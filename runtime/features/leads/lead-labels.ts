import { sql } from "drizzle-orm";
import type { FormAttributes, FormField } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";

/**
 * A lead's values as the visitor chose them, for the inbox and the exports: an option's label
 * instead of its value ("ديفندر 110", not defender-110), a showroom's name instead of its id
 * ("معرض دبي", not 3), yes or no for a single box, files by their names. Staff never read codes.
 */

/** How a single box reads in a form of this language. */
const BOOLEAN_TEXT: Readonly<Record<FormAttributes["lang"], readonly [string, string]>> = {
  ar: ["نعم", "لا"],
  en: ["Yes", "No"],
};

/** What labelling needs besides the form: the showrooms' names and the files' names, by id. */
export interface LabelContext {
  locationNames: ReadonlyMap<string, string>;
  fileNames: ReadonlyMap<string, string>;
  lang: FormAttributes["lang"];
}

/** The name of every location (showroom, service centre) by id, as a locations select stores it. */
export async function locationNames(db: Db): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; name: string | null }>(
    await db.execute(sql`SELECT id::text AS id, attributes ->> 'name' AS name FROM locations`),
  );
  return new Map(rows.map((r) => [r.id, r.name?.trim() || r.id]));
}

/** One stored value of a field (an item of a list, or the value itself) as its label. */
function itemText(item: unknown, field: FormField | undefined, context: LabelContext): string {
  if (item === null || item === undefined) return "";
  if (typeof item === "boolean") return BOOLEAN_TEXT[context.lang][item ? 0 : 1];
  if (typeof item === "number" || typeof item === "bigint") {
    const asText = String(item);
    return field?.source === "locations" ? (context.locationNames.get(asText) ?? asText) : asText;
  }
  if (typeof item !== "string") return JSON.stringify(item);
  if (!field) return item;
  if (field.type === "file") return context.fileNames.get(item) ?? item;
  if (field.source === "locations") return context.locationNames.get(item) ?? item;
  const option = (field.options ?? []).find((o) => o.value === item);
  return option?.label.trim() || item;
}

/** A value as text: a list's items labelled and joined with the form language's comma. */
export function valueLabel(
  value: unknown,
  field: FormField | undefined,
  context: LabelContext,
): string {
  if (Array.isArray(value))
    return value
      .map((item) => itemText(item, field, context))
      .filter((text) => text !== "")
      .join(context.lang === "ar" ? "، " : ", ");
  return itemText(value, field, context);
}

/** A field's heading: its label, else its name. */
export const fieldLabel = (field: Pick<FormField, "label" | "name">): string =>
  field.label.trim() || field.name;
