// Generated from schemas/shared/value-rules.schema.json by `npm run generate`. Do not edit: change the schema and regenerate.

/** Rule name -> the pattern of that value rule, as the schemas (and so Ajv's errors) say it. */
export const valueRulePatterns = {
  "safe-url": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"
} as const;
