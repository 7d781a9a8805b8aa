/**
 * Value rules the schemas, the server and the browser share, written once: the same patterns
 * stand in schemas/shared/value-rules.schema.json ($defs uuid and email), which the schemas $ref
 * (tests/unit/value-rules.test.ts holds the two equal).
 */

/** A row id made by gen_random_uuid(): lower-case hex. */
export const UUID_PATTERN = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

/**
 * One e-mail address, no display name: none of the characters a mail header could be split or
 * commented at, and no NUL.
 */
export const EMAIL_BODY =
  '[^\\s@<>,;"()[\\]\\\\\\u0000]+@[^\\s@<>,;"()[\\]\\\\\\u0000]+\\.[^\\s@<>,;"()[\\]\\\\\\u0000]+';
export const EMAIL_PATTERN = `^${EMAIL_BODY}$`;

export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && new RegExp(UUID_PATTERN).test(value);
