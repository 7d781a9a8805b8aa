import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Mirrors migrations/019_vehicle_catalogue.sql: the model catalogue. */

const named = {
  name_ar: text("name_ar").notNull(),
  name_en: text("name_en").notNull(),
  position: integer("position").notNull().default(0),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const catalogueBrands = pgTable("catalogue_brands", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  ...named,
});

export const catalogueBodyStyles = pgTable("catalogue_body_styles", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  ...named,
});

export const catalogueNameplates = pgTable("catalogue_nameplates", {
  id: serial("id").primaryKey(),
  brand_id: integer("brand_id").notNull(),
  code: text("code").notNull(),
  image_id: integer("image_id"),
  ...named,
});

export const catalogueModels = pgTable("catalogue_models", {
  id: serial("id").primaryKey(),
  nameplate_id: integer("nameplate_id").notNull(),
  model_year: integer("model_year").notNull(),
  body_style_id: integer("body_style_id").notNull(),
  key: text("key").notNull(),
  image_id: integer("image_id"),
  popular: boolean("popular").notNull().default(false),
  ...named,
});

export const catalogueEngines = pgTable("catalogue_engines", {
  id: serial("id").primaryKey(),
  model_id: integer("model_id").notNull(),
  code: text("code").notNull(),
  powertrain: text("powertrain").$type<"ice" | "mhev" | "hev" | "phev" | "bev">().notNull(),
  fuel: text("fuel").$type<"petrol" | "diesel" | "electric">().notNull(),
  power_hp: integer("power_hp"),
  power_kw: integer("power_kw"),
  capacity_cc: integer("capacity_cc"),
  price_from: bigint("price_from", { mode: "number" }),
  specs: jsonb("specs").$type<Record<string, string | number>>().notNull().default({}),
  ...named,
});
