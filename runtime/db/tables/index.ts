/**
 * Every table of the database, one file per group; they mirror migrations/*.sql, which are the
 * source of truth for the database.
 */
import { apiTokens, auditLog, sessions, signInAttempts, users } from "./accounts.ts";
import { media } from "./media.ts";
import { pagePresence, pages, pageVersions } from "./pages.ts";
import { metaheads, settings } from "./settings.ts";

export * from "./accounts.ts";
export * from "./catalogue.ts";
export * from "./columns.ts";
export * from "./commerce.ts";
export * from "./ev-preorder.ts";
export * from "./forms.ts";
export * from "./local-payments.ts";
export * from "./media.ts";
export * from "./model-specs.ts";
export * from "./navigation.ts";
export * from "./offers.ts";
export * from "./owner-tools.ts";
export * from "./pages.ts";
export * from "./settings.ts";
export * from "./stock.ts";

/** The tables drizzle is given for its relational queries. */
export const schema = {
  pages,
  settings,
  metaheads,
  media,
  users,
  sessions,
  apiTokens,
  signInAttempts,
  auditLog,
  pageVersions,
  pagePresence,
};
