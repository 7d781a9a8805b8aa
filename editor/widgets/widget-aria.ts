/** `aria-invalid` of a control: set only while it has errors. */
export const invalid = (rawErrors: string[] | undefined): boolean | undefined =>
  rawErrors && rawErrors.length > 0 ? true : undefined;
