import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Mirrors migrations/008_model_specs.sql: a model key (l460) and its specs, spec name to value. */
export const modelSpecs = pgTable("model_specs", {
  key: text("key").primaryKey(),
  specs: jsonb("specs").$type<Record<string, string | number>>().notNull().default({}),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
