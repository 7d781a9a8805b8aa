import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Mirrors migrations/017_ev_preorder.sql.

/** An electric-vehicle reservation's lead (runtime/features/ev-preorder). */
export const evLeads = pgTable("ev_leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  order_number: text("order_number").notNull(),
  first_name: text("first_name").notNull(),
  last_name: text("last_name").notNull(),
  email: text("email").notNull(),
  phone_number: text("phone_number").notNull(),
  phone_verified_at: timestamp("phone_verified_at", { withTimezone: true }),
  locale: text("locale").notNull().default("ar"),
  page_path: text("page_path").notNull(),
  access_token_hash: text("access_token_hash").notNull(),
  cancel_token_hash: text("cancel_token_hash").notNull().default(""),
  retry_of: uuid("retry_of"),
  terms_accepted_at: timestamp("terms_accepted_at", { withTimezone: true }),
  cancellation_requested_at: timestamp("cancellation_requested_at", { withTimezone: true }),
  cancellation_reason: text("cancellation_reason").notNull().default(""),
  last_synced_at: timestamp("last_synced_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EvLeadRow = typeof evLeads.$inferSelect;

/** One SMS code sent (runtime/features/phone-verification); never the code itself. */
export const phoneVerifications = pgTable("phone_verifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  phone_number: text("phone_number").notNull(),
  client_ip: text("client_ip").notNull().default(""),
  provider: text("provider").notNull(),
  provider_ref: text("provider_ref").notNull().default(""),
  status: text("status").$type<"pending" | "approved" | "failed" | "consumed">().notNull(),
  attempts: integer("attempts").notNull().default(0),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  approved_at: timestamp("approved_at", { withTimezone: true }),
  token_hash: text("token_hash"),
  token_expires_at: timestamp("token_expires_at", { withTimezone: true }),
  consumed_at: timestamp("consumed_at", { withTimezone: true }),
  consumed_for: text("consumed_for").notNull().default(""),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/** The local SMS provider's sent messages (runtime/adapters/sms/local.ts). */
export const localSmsMessages = pgTable("local_sms_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  phone_number: text("phone_number").notNull(),
  body: text("body").notNull(),
  code_hmac: text("code_hmac").notNull().default(""),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LocalSmsMessageRow = typeof localSmsMessages.$inferSelect;
