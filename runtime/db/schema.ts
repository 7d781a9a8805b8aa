import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Mirrors migrations/*.sql; the migrations are the source of truth for the database. */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  path: text("path").notNull().unique(),
  page_type: text("page_type").$type<"page" | "folder" | "news">().notNull().default("page"),
  title: text("title").notNull(),
  meta_title: text("meta_title"),
  meta_description: text("meta_description"),
  image_id: integer("image_id"),
  external_meta_image: text("external_meta_image"),
  canonical_url: text("canonical_url"),
  disable_seo_tracking: boolean("disable_seo_tracking").notNull().default(false),
  type: text("type"),
  to: text("to"),
  http_code: integer("http_code"),
  link_type: text("link_type").$type<"internal" | "external" | "file">(),
  redirect_path: text("redirect_path"),
  link_new_window: boolean("link_new_window").notNull().default(false),
  blocks: jsonb("blocks").$type<unknown[]>().notNull().default([]),
  is_published: boolean("is_published").notNull().default(true),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
});

export const media = pgTable("media", {
  id: integer("id").primaryKey(),
  filename: text("filename").notNull(),
  mime: text("mime").notNull(),
  alt: text("alt").notNull().default(""),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  data: bytea("data").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const schema = { pages, settings, metaheads, media };
