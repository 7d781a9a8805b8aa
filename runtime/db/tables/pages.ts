import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LanguageCode, Page } from "../../../generated/types.ts";

/**
 * The fields an editor works on in the builder: the draft and every published version hold these.
 * The page fields are the generated Page entity's; blocks are stored as written (each validated
 * by its template's validator on write, migrated on read).
 */
export type PageSnapshot = Pick<
  Page,
  | "title"
  | "meta_title"
  | "meta_description"
  | "image_id"
  | "canonical_url"
  | "disable_seo_tracking"
> & { blocks: unknown[] };

/** A page in one language: its meta, its redirect or link, its published blocks and its draft. */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  /** Unique within its language (migration 007): /ar/about and /en/about are two pages. */
  path: text("path").notNull(),
  /** The site language by its URL code (runtime/core/languages.ts). */
  lang: text("lang").$type<LanguageCode>().notNull().default("ar"),
  /** Shared by a page's versions in other languages; null: none. */
  translation_key: text("translation_key"),
  page_type: text("page_type").$type<Page["page_type"]>().notNull().default("page"),
  title: text("title").notNull(),
  meta_title: text("meta_title"),
  meta_description: text("meta_description"),
  image_id: integer("image_id"),
  external_meta_image: text("external_meta_image"),
  canonical_url: text("canonical_url"),
  disable_seo_tracking: boolean("disable_seo_tracking").notNull().default(false),
  type: text("type").$type<NonNullable<Page["type"]>>(),
  to: text("to"),
  http_code: integer("http_code"),
  link_type: text("link_type").$type<NonNullable<Page["link_type"]>>(),
  redirect_path: text("redirect_path"),
  link_new_window: boolean("link_new_window").notNull().default(false),
  blocks: jsonb("blocks").$type<unknown[]>().notNull().default([]),
  is_published: boolean("is_published").notNull().default(true),
  /** The unpublished working copy (a PageSnapshot), or null when the page has no draft. */
  draft: jsonb("draft").$type<PageSnapshot | null>(),
  revision: integer("revision").notNull().default(1),
  published_version: integer("published_version"),
  updated_by: integer("updated_by"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pageVersions = pgTable("page_versions", {
  id: serial("id").primaryKey(),
  page_id: integer("page_id").notNull(),
  version: integer("version").notNull(),
  snapshot: jsonb("snapshot").$type<PageSnapshot>().notNull(),
  created_by: integer("created_by"),
  created_by_label: text("created_by_label").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pagePresence = pgTable("page_presence", {
  page_id: integer("page_id").notNull(),
  user_id: integer("user_id").notNull(),
  seen_at: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});
