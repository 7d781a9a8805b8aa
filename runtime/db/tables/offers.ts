import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mirrors migrations/009_offers.sql. */
export const offersTable = pgTable("offers", {
  id: serial("id").primaryKey(),
  car_model_key: text("car_model_key").notNull(),
  properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
