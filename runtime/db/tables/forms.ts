import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  FormAttributes,
  FormIntegrations,
  FormSettings,
  LocationAttributes,
} from "../../../generated/types.ts";
import { bytea } from "./columns.ts";

// Mirrors migrations/010_forms_leads.sql.

export const forms = pgTable("forms", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  definition: jsonb("definition").$type<FormAttributes>().notNull(),
  settings: jsonb("settings")
    .$type<FormSettings>()
    .notNull()
    .default({} as FormSettings),
  integrations: jsonb("integrations").$type<FormIntegrations["targets"]>().notNull().default([]),
  is_public: boolean("is_public").notNull().default(true),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a lead records besides its values: the language, the page, the visitor's agent. */
export interface LeadMeta {
  lang?: string;
  page_url?: string;
  user_agent?: string;
}

export const leads = pgTable("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  form_id: integer("form_id").notNull(),
  submission_key: text("submission_key"),
  values: jsonb("values").$type<Record<string, unknown>>().notNull(),
  hidden_fields: jsonb("hidden_fields").$type<Record<string, string>>().notNull().default({}),
  meta: jsonb("meta").$type<LeadMeta>().notNull().default({}),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // The inbox's columns (migrations/018_lead_inbox.sql).
  status: text("status").$type<LeadStatus>().notNull().default("new"),
  owner_id: integer("owner_id"),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Where a lead stands in the sales team's work (the inbox's status). */
export type LeadStatus = "new" | "contacted" | "qualified" | "won" | "lost";

/** One change of a lead: its status, its owner, or a note (migrations/018_lead_inbox.sql). */
export const leadEvents = pgTable("lead_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  lead_id: uuid("lead_id").notNull(),
  kind: text("kind").$type<"status" | "owner" | "note">().notNull(),
  before: jsonb("before").$type<string | number | null>(),
  after: jsonb("after").$type<string | number | null>(),
  note: text("note"),
  actor_user_id: integer("actor_user_id"),
  actor_label: text("actor_label").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const leadFiles = pgTable("lead_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  form_id: integer("form_id").notNull(),
  field: text("field").notNull(),
  lead_id: uuid("lead_id"),
  name: text("name").notNull(),
  media_type: text("media_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  content: bytea("content").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxKind =
  | "notification"
  | "confirmation"
  | "integration"
  | "lead_export"
  | "order_mail"
  | "ev_lead_crm";
export type OutboxStatus = "pending" | "delivered" | "dead";

/**
 * What an outbox row carries, by kind (written in the transaction that causes it):
 * - notification: target {to: string[]}, payload {subject, text};
 * - confirmation: target {to: string}, payload {subject, text};
 * - integration: target {id, kind: "webhook" | "crm", url?, system?} (the form's integration
 *   target; its secret is read from the form when delivering, never copied here), payload {body};
 * - lead_export: target {export_id}, payload {};
 * - order_mail: target {to: string[]}, payload {subject, text} (an order's confirmations, its
 *   inquiry e-mail; runtime/features/orders/mail.ts);
 * - ev_lead_crm: target {lead_id}, payload {body} (an electric-vehicle reservation's CRM view,
 *   runtime/features/ev-preorder).
 */
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").$type<OutboxKind>().notNull(),
  form_id: integer("form_id"),
  lead_id: uuid("lead_id"),
  target: jsonb("target").$type<Record<string, unknown>>().notNull().default({}),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
  status: text("status").$type<OutboxStatus>().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  max_attempts: integer("max_attempts").notNull().default(8),
  next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
  last_error: text("last_error"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  delivered_at: timestamp("delivered_at", { withTimezone: true }),
});

export type OutboxRow = typeof outbox.$inferSelect;

export const leadExports = pgTable("lead_exports", {
  id: uuid("id").primaryKey().defaultRandom(),
  form_id: integer("form_id").notNull(),
  filters: jsonb("filters").$type<Record<string, string>>().notNull().default({}),
  status: text("status").$type<"pending" | "running" | "done" | "failed">().notNull(),
  processed: integer("processed").notNull().default(0),
  total: integer("total"),
  error: text("error"),
  requested_by: integer("requested_by"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  started_at: timestamp("started_at", { withTimezone: true }),
  finished_at: timestamp("finished_at", { withTimezone: true }),
});

export const leadExportChunks = pgTable("lead_export_chunks", {
  export_id: uuid("export_id").notNull(),
  format: text("format").$type<"csv" | "xlsx">().notNull(),
  seq: integer("seq").notNull(),
  data: bytea("data").notNull(),
});

export const locations = pgTable("locations", {
  id: serial("id").primaryKey(),
  attributes: jsonb("attributes").$type<LocationAttributes>().notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sentMail = pgTable("sent_mail", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  outbox_id: uuid("outbox_id"),
  message_id: text("message_id").notNull(),
  mail_from: text("mail_from").notNull(),
  mail_to: text("mail_to").notNull(),
  subject: text("subject").notNull(),
  text_body: text("text_body").notNull(),
  html_body: text("html_body"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const crmInbox = pgTable("crm_inbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  outbox_id: uuid("outbox_id").notNull(),
  system: text("system").notNull(),
  body: jsonb("body").$type<Record<string, unknown>>().notNull(),
  received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
