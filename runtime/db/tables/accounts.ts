import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
