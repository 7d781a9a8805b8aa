/**
 * The `format`s a schema may name. JSON Schema's `date` and `date-time` are defined here (Ajv
 * knows no format by itself); each one here is
 * checked by a function that the generator's Ajv runs (examples) and that the standalone
 * validators carry as source (Ajv standalone cannot serialise a function, so `source` is the same
 * check written out; `tests/unit/safe-urls.test.ts` holds the two to the same answers).
 */
interface CustomFormat {
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

/**
 * A real calendar date, YYYY-MM-DD: ajv-formats' full-mode `date` (the month 01-12, the day within
 * its month, 29 February in leap years only), and a year from 0001, since PostgreSQL has no year
 * 0. So 0000-00-00 and 2026-02-30 are refused by the schema, not by a handler later.
 */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return year >= 1 && day >= 1 && day <= days;
}

/**
 * A real date and time: a date as isDate, `T` or a space, hh:mm with optional :ss and a fraction
 * of up to 6 digits, and an optional offset (Z, +hh:mm or +hhmm; none means UTC). Every RFC 3339
 * date-time without a leap second is one; the lead list also took the shorter forms before this
 * check, so it keeps them.
 */
function isDateTime(value: string): boolean {
  const match =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):?(\d{2}))?$/.exec(
      value,
    );
  if (!match || !isDate(match[1] ?? "")) return false;
  const [h, m, s, oh, om] = [match[2], match[3], match[4], match[5], match[6]].map(Number);
  return (
    (h ?? 0) <= 23 &&
    (m ?? 0) <= 59 &&
    (Number.isNaN(s) || (s ?? 0) <= 59) &&
    (Number.isNaN(oh) || (oh ?? 0) <= 23) &&
    (Number.isNaN(om) || (om ?? 0) <= 59)
  );
}

const DATE_SOURCE =
  "(value) => { const match = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(value); if (!match) return false; const year = Number(match[1]), month = Number(match[2]), day = Number(match[3]); const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0); const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0; return year >= 1 && day >= 1 && day <= days; }";

export const customFormats: Readonly<Record<string, CustomFormat>> = {
  date: { validate: isDate, source: DATE_SOURCE },
  "date-time": {
    validate: isDateTime,
    source: `(value) => { const isDate = ${DATE_SOURCE}; const match = /^(\\d{4}-\\d{2}-\\d{2})[T ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d{1,6})?)?(?:Z|[+-](\\d{2}):?(\\d{2}))?$/.exec(value); if (!match || !isDate(match[1])) return false; const [h, m, s, oh, om] = [match[2], match[3], match[4], match[5], match[6]].map(Number); return h <= 23 && m <= 59 && (Number.isNaN(s) || s <= 59) && (Number.isNaN(oh) || oh <= 23) && (Number.isNaN(om) || om <= 59); }`,
  },
  "time-zone": {
    validate: isTimeZone,
    source:
      '(value) => { if (value === "") return false; try { new Intl.DateTimeFormat("en-US", { timeZone: value }); return true; } catch { return false; } }',
  },
};

/** The name the standalone validators give the table of format checks. */
export const FORMATS_BINDING = "__formats";

/**
 * The table of format checks as the first statement of generated/validators.js, exported as
 * `formatChecks` so that the route table's Ajv (params, query and bodies at the edge) checks a
 * format exactly as the generated validators do.
 */
export function formatsSource(): string {
  const entries = Object.entries(customFormats).map(
    ([name, f]) => `  ${JSON.stringify(name)}: ${f.source},`,
  );
  return `const ${FORMATS_BINDING} = {\n${entries.join("\n")}\n};\nexport const formatChecks = ${FORMATS_BINDING};`;
}
