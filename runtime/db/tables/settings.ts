import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

export const settings = pgTable("settings", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  value: text("value").notNull(),
});

export const metaheads = pgTable("metaheads", {
  id: serial("id").primaryKey(),
  rdx_core_page_id: integer("rdx_core_page_id"),
  reload_on_each_page: boolean("reload_on_each_page").notNull().default(false),
  in_body: boolean("in_body").notNull().default(false),
  content: text("content").notNull().default(""),
  language: text("language").notNull(),
  sequence: integer("sequence").notNull().default(0),
  /** The site language it is written on (`ar`, `en`…); null: every language. */
  lang: text("lang"),
  /** sass/scss compiled to CSS when saved; null for the other languages. */
  compiled_css: text("compiled_css"),
});
