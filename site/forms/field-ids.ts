/**
 * Element ids of a rendered form, from its prefix (one per rendered form on the page, written
 * by the server and handed to the island, so both render the same ids) and a field's name.
 */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

export const errorId = (id: string): string => `${id}-error`;
export const helpId = (id: string): string => `${id}-help`;

/** The ids an input is described by: its help, then its error; undefined when none. */
export function describedBy(...ids: readonly (string | false | null | undefined)[]) {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "");
  return list.length > 0 ? list.join(" ") : undefined;
}

/** An id prefix from React's useId (`«r1»`, `:r1:`): letters and digits only, never empty. */
export function idPrefixOf(reactId: string): string {
  return `lf-${reactId.replace(/[^A-Za-z0-9]/g, "") || "0"}`;
}

/** The id of the JSON a slot's form is hydrated with (written by FormSlot). */
export const leadFormPropsId = (prefix: string): string => `lead-form-props-${prefix}`;

/** The id of the JSON of a form's view (definition and texts), written once per page. */
export const leadFormViewId = (formId: string): string => `lead-form-view-${formId}`;
