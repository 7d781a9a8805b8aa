import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/016_local_payments.sql.

/** The local payment provider's payments (runtime/adapters/payments/local.ts). */
export const localPaymentsTable = pgTable("local_payments", {
  id: text("id").primaryKey(),
  kind: text("kind").$type<"card" | "wallet" | "hosted">().notNull(),
  status: text("status")
    .$type<
      | "requires_payment"
      | "requires_action"
      | "processing"
      | "authorised"
      | "succeeded"
      | "failed"
      | "cancelled"
      | "refunded"
    >()
    .notNull()
    .default("requires_payment"),
  amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  capture_method: text("capture_method").$type<"automatic" | "manual">().notNull(),
  amount_refunded_minor: bigint("amount_refunded_minor", { mode: "number" }).notNull().default(0),
  description: text("description").notNull().default(""),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  return_url: text("return_url").notNull(),
  language: text("language").notNull().default("ar"),
  client_secret: text("client_secret").notNull(),
  failure_message: text("failure_message"),
  idempotency_key: text("idempotency_key").notNull().unique(),
  request_hash: text("request_hash").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LocalPaymentRow = typeof localPaymentsTable.$inferSelect;
