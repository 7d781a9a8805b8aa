import {
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { StockVehicle } from "../../generated/types.ts";

// Mirrors migrations/012_stock.sql.

export const stockDealers = pgTable("stock_dealers", {
  id: serial("id").primaryKey(),
  dealerCode: text("dealer_code").notNull(),
  uuid: uuid("uuid").notNull().defaultRandom(),
  name: text("name").notNull(),
  brands: text("brands").array().notNull().default([]),
  state: text("state").notNull().default(""),
  postcode: text("postcode").notNull().default(""),
  locality: text("locality").notNull().default(""),
  attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
});

export const stockListings = pgTable("stock_listings", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  uuid: uuid("uuid").notNull().defaultRandom(),
  disclaimers: jsonb("disclaimers").$type<string[]>().notNull().default([]),
  buttonSet: jsonb("button_set").$type<Record<string, unknown>>().notNull().default({}),
  buttons: jsonb("buttons").$type<Record<string, unknown>[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const stockVehicles = pgTable("stock_vehicles", {
  id: serial("id").primaryKey(),
  vin: text("vin").notNull(),
  brand: text("brand").notNull(),
  model: text("model").notNull(),
  modelGroup: text("model_group").notNull().default(""),
  state: text("state").notNull(),
  status: text("status").notNull(),
  engineTypes: text("engine_types").array().notNull().default([]),
  transmission: text("transmission").notNull().default(""),
  colorCanonical: text("color_canonical").notNull().default(""),
  colorName: text("color_name").notNull().default(""),
  dealerId: integer("dealer_id"),
  financingOptions: text("financing_options").array().notNull().default([]),
  mileage: integer("mileage"),
  productionYear: smallint("production_year"),
  modelYear: smallint("model_year"),
  powerKw: real("power_kw"),
  displayPrice: numeric("display_price", { mode: "number" }),
  msrpPrice: numeric("msrp_price", { mode: "number" }),
  numberOfSeats: smallint("number_of_seats"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  attributes: jsonb("attributes").$type<StockVehicle>().notNull(),
});

export const stockListingVehicles = pgTable(
  "stock_listing_vehicles",
  {
    listingId: integer("listing_id").notNull(),
    vehicleId: integer("vehicle_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.vehicleId] })],
);

export const stockConfigs = pgTable("stock_configs", {
  id: serial("id").primaryKey(),
  site: text("site").notNull().default("all"),
  configType: text("config_type").notNull(),
  vehicleState: text("vehicle_state").notNull().default(""),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
});

export const stockCompanyConfig = pgTable("stock_company_config", {
  scope: text("scope").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
});

export const stockWidgetTranslations = pgTable(
  "stock_widget_translations",
  {
    configId: text("config_id").notNull(),
    lang: text("lang").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.configId, t.lang] })],
);

export const tradeInOptions = pgTable(
  "trade_in_options",
  {
    lang: text("lang").notNull(),
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lang, t.kind, t.brand, t.value] })],
);

export const stockConfiguratorBuilds = pgTable("stock_configurator_builds", {
  configUrl: text("config_url").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
});
