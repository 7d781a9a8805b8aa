import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./columns.ts";

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
