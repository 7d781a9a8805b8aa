import { valueRulePatterns } from "../../generated/value-rules.ts";

/**
 * The value rules of schemas/shared/value-rules.schema.json the code checks too, taken from the
 * generated patterns: the schemas, the server and the browser hold one rule each.
 */

/** A row id made by gen_random_uuid(): lower-case hex. */
export const UUID_PATTERN: string = valueRulePatterns.uuid;

/** One e-mail address, no display name, nothing a mail header could be split or commented at. */
export const EMAIL_PATTERN: string = valueRulePatterns.email;
/** The same, without its anchors, to build on (an optional address: `^(|…)$`). */
export const EMAIL_BODY: string = EMAIL_PATTERN.slice(1, -1);

const email = new RegExp(EMAIL_PATTERN, "u");
/** Whether a text is one e-mail address by the schemas' rule (the caller trims what a person typed). */
export const isEmail = (value: string): boolean => email.test(value);

const SAFE_URL = new RegExp(valueRulePatterns["safe-url"]);
/** The site's safe-URL rule (schemas/shared/value-rules.schema.json#/$defs/safe-url). */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url);
}

const uuid = new RegExp(UUID_PATTERN);
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && uuid.test(value);
