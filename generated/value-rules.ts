// Generated from schemas/shared/value-rules.schema.json by `npm run generate`. Do not edit: change the schema and regenerate.

/** Rule name -> the pattern of that value rule, as the schemas (and so Ajv's errors) say it. */
export const valueRulePatterns = {
  "email": "^[^\\s@<>,;\"()[\\]\\\\\\u0000]+@[^\\s@<>,;\"()[\\]\\\\\\u0000]+\\.[^\\s@<>,;\"()[\\]\\\\\\u0000]+$",
  "safe-url": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
  "uuid": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
} as const;
