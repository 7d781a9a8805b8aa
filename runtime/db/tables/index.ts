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
import type { LanguageCode, Page } from "../../../generated/types.ts";
import type { PageSnapshot } from "../../features/pages/page-rows.ts";

/** PostgreSQL bytea as a Buffer, on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Mirrors migrations/*.sql; the migrations are the source of truth for the database. */
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

export const media = pgTable("media", {
  id: integer("id").primaryKey(),
  filename: text("filename").notNull(),
  mime: text("mime").notNull(),
  alt: text("alt").notNull().default(""),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  data: bytea("data").notNull(),
  size_bytes: integer("size_bytes").notNull().default(0),
  created_by: integer("created_by"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Role = "admin" | "editor" | "viewer";

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  role: text("role").$type<Role>().notNull(),
  password_hash: text("password_hash"),
  oidc_subject: text("oidc_subject").unique(),
  disabled: boolean("disabled").notNull().default(false),
  lead_access: boolean("lead_access").notNull().default(false),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable("sessions", {
  id_hash: text("id_hash").primaryKey(),
  user_id: integer("user_id").notNull(),
  csrf_token: text("csrf_token").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const apiTokens = pgTable("api_tokens", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  token_hash: text("token_hash").notNull().unique(),
  prefix: text("prefix").notNull(),
  role: text("role").$type<Role>().notNull(),
  created_by: integer("created_by"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  last_used_at: timestamp("last_used_at", { withTimezone: true }),
  revoked_at: timestamp("revoked_at", { withTimezone: true }),
});

export const signInAttempts = pgTable("sign_in_attempts", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  address: text("address").notNull(),
  succeeded: boolean("succeeded").notNull(),
  reason: text("reason"),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable("audit_log", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  actor_user_id: integer("actor_user_id"),
  actor_label: text("actor_label").notNull(),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
  entity_id: text("entity_id"),
  before: jsonb("before"),
  after: jsonb("after"),
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

/** Mirrors migrations/008_model_specs.sql: a model key (l460) and its specs, spec name to value. */
export const modelSpecs = pgTable("model_specs", {
  key: text("key").primaryKey(),
  specs: jsonb("specs").$type<Record<string, string | number>>().notNull().default({}),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
