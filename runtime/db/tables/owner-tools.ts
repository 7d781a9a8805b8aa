import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Mirrors migrations/020_affected_vins.sql: the owner tools' list of affected vehicles. */
export const affectedVins = pgTable("affected_vins", {
  vin: text("vin").primaryKey(),
  note: text("note").notNull().default(""),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
