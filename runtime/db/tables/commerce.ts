import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

// Mirrors migrations/014_commerce.sql.

export const ORDER_STATUSES = [
  "initiated",
  "awaiting_payment",
  "awaiting_confirmation",
  "authorised",
  "paid",
  "confirmed",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PAYMENT_STATUSES = [
  "none",
  "pending",
  "requires_action",
  "authorised",
  "paid",
  "failed",
  "voided",
  "refunded",
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export type PaymentKindColumn = "card" | "wallet" | "hosted";

export const vehicleHolds = pgTable("vehicle_holds", {
  vehicle_id: integer("vehicle_id").primaryKey(),
  lock_id: uuid("lock_id").notNull(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  order_number: text("order_number"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  order_number: text("order_number").notNull(),
  vehicle_id: text("vehicle_id").notNull(),
  vehicle_vin: text("vehicle_vin").notNull().default(""),
  config_url: text("config_url"),
  lock_id: uuid("lock_id").notNull(),
  company_uuid: text("company_uuid").notNull().default(""),
  status: text("status").$type<OrderStatus>().notNull().default("initiated"),
  payment_status: text("payment_status").$type<OrderPaymentStatus>().notNull().default("none"),
  cancel_reason: text("cancel_reason").notNull().default(""),
  vendor_type: text("vendor_type").notNull().default(""),
  provider: text("provider"),
  payment_kind: text("payment_kind").$type<PaymentKindColumn>(),
  amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  customer_email: text("customer_email").notNull().default(""),
  locale: text("locale").notNull().default("en"),
  confirmation_by_link: boolean("confirmation_by_link").notNull().default(false),
  confirm_token_hash: text("confirm_token_hash").notNull().default(""),
  finance_option: jsonb("finance_option").$type<unknown>(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  lead_attributes: jsonb("lead_attributes").$type<Record<string, unknown>>().notNull().default({}),
  vendor_uuid: text("vendor_uuid").notNull().default(""),
  rdx_forms_lead_id: text("rdx_forms_lead_id").notNull().default(""),
  /** order_online, or ev_preorder (a reservation of the electric-vehicle programme). */
  channel: text("channel")
    .$type<"order_online" | "ev_preorder">()
    .notNull()
    .default("order_online"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  paid_at: timestamp("paid_at", { withTimezone: true }),
  confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
});

export type OrderRow = typeof orders.$inferSelect;

export const payments = pgTable("payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  order_number: text("order_number").notNull(),
  provider: text("provider").notNull(),
  kind: text("kind").$type<PaymentKindColumn>().notNull(),
  provider_payment_id: text("provider_payment_id").notNull(),
  amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  capture_method: text("capture_method").$type<"automatic" | "manual">().notNull(),
  account_id: text("account_id").notNull().default(""),
  status: text("status").notNull(),
  refunded_minor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;

export const paymentEvents = pgTable("payment_events", {
  id: serial("id").primaryKey(),
  order_number: text("order_number").notNull(),
  provider: text("provider"),
  provider_event_id: text("provider_event_id"),
  kind: text("kind").notNull(),
  source: text("source").$type<"buyer" | "provider" | "admin" | "system">().notNull(),
  actor: text("actor").notNull().default(""),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    request_hash: text("request_hash").notNull(),
    status: integer("status"),
    response: jsonb("response").$type<unknown>(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
