/**
 * The `format`s a schema may name. JSON Schema's own formats are not used; each one here is
 * checked by a function that the generator's Ajv runs (examples) and that the standalone
 * validators carry as source (Ajv standalone cannot serialise a function, so `source` is the same
 * check written out; `tests/unit/safe-urls.test.ts` holds the two to the same answers).
 */
export interface CustomFormat {
  validate: (value: string) => boolean;
  /** The same check as a JavaScript expression, written into generated/validators.js. */
  source: string;
}

/**
 * An IANA time zone the JavaScript engine knows (Asia/Dubai, UTC, Etc/GMT+4; any case): the one
 * test that says whether offer schedules can be read in it.
 */
export function isTimeZone(value: string): boolean {
  if (value === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const customFormats: Readonly<Record<string, CustomFormat>> = {
  "time-zone": {
    validate: isTimeZone,
    source:
      '(value) => { if (value === "") return false; try { new Intl.DateTimeFormat("en-US", { timeZone: value }); return true; } catch { return false; } }',
  },
};

/** The name the standalone validators give the table of format checks. */
export const FORMATS_BINDING = "__formats";

/** The table of format checks as the first statement of generated/validators.js. */
export function formatsSource(): string {
  const entries = Object.entries(customFormats).map(
    ([name, f]) => `  ${JSON.stringify(name)}: ${f.source},`,
  );
  return `const ${FORMATS_BINDING} = {\n${entries.join("\n")}\n};`;
}
