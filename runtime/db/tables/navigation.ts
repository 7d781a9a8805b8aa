import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NavEntry } from "../../../generated/types.ts";

/** Mirrors migrations/004_nav_entries.sql. */
export const navEntries = pgTable("nav_entries", {
  id: serial("id").primaryKey(),
  parent_id: integer("parent_id"),
  position: integer("position").notNull().default(0),
  label: text("label").notNull(),
  url: text("url").notNull().default(""),
  target: text("target").$type<NavEntry["target"]>().notNull().default("_self"),
  lang: text("lang"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
