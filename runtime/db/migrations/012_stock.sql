-- The stock data service (001 §3 and §7): dealers (retailers), publication lists (listings) and
-- the vehicles in them, the showroom and order-online configs, company config, widget
-- translations, trade-in form options and configurator builds. A vehicle keeps every documented
-- attribute as sent (attributes, checked by schemas/entities/stock-vehicle.schema.json) and, beside
-- it, typed copies of what the listing filters and sorts on.

CREATE TABLE stock_dealers (
  id serial PRIMARY KEY,
  dealer_code text NOT NULL UNIQUE CHECK (dealer_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  brands text[] NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  locality text NOT NULL DEFAULT '',
  -- address, city, email, phone, opening hours, contact details, display names, services,
  -- latitude and longitude (schemas/entities/stock-dealer.schema.json)
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(attributes) = 'object')
);
CREATE INDEX stock_dealers_state ON stock_dealers (state, postcode);

CREATE TABLE stock_listings (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9_-]{1,60}$'),
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- the listing's disclaimers, its button set setup and meta.buttons (001 §3 response wrapper)
  disclaimers jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(disclaimers) = 'array'),
  button_set jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(button_set) = 'object'),
  buttons jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(buttons) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stock_vehicles (
  id serial PRIMARY KEY,
  vin text NOT NULL UNIQUE CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{11,17}$'),
  brand text NOT NULL,
  model text NOT NULL,
  model_group text NOT NULL DEFAULT '',
  state text NOT NULL,
  status text NOT NULL,
  engine_types text[] NOT NULL DEFAULT '{}',
  transmission text NOT NULL DEFAULT '',
  color_canonical text NOT NULL DEFAULT '',
  color_name text NOT NULL DEFAULT '',
  dealer_id integer REFERENCES stock_dealers (id) ON DELETE SET NULL,
  financing_options text[] NOT NULL DEFAULT '{}',
  mileage integer,
  production_year smallint,
  model_year smallint,
  -- kW, whatever unit the vehicle states its power in
  power_kw real,
  -- what the visitor is shown: sale price, else msrp (null when hidden)
  display_price numeric(14, 2),
  msrp_price numeric(14, 2),
  number_of_seats smallint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  attributes jsonb NOT NULL CHECK (jsonb_typeof(attributes) = 'object')
);
CREATE INDEX stock_vehicles_dealer ON stock_vehicles (dealer_id);
CREATE INDEX stock_vehicles_model ON stock_vehicles (brand, model);

CREATE TABLE stock_listing_vehicles (
  listing_id integer NOT NULL REFERENCES stock_listings (id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES stock_vehicles (id) ON DELETE CASCADE,
  PRIMARY KEY (listing_id, vehicle_id)
);
CREATE INDEX stock_listing_vehicles_vehicle ON stock_listing_vehicles (vehicle_id);

-- Showroom configs (additional, cash, lease, subscription) and order-online configs, per site
-- ('all' for every site) and, where the config is by vehicle state, per state ('' for none).
CREATE TABLE stock_configs (
  id serial PRIMARY KEY,
  site text NOT NULL DEFAULT 'all' CHECK (length(site) BETWEEN 1 AND 200),
  config_type text NOT NULL CHECK (config_type ~ '^[a-z_]{1,60}$'),
  vehicle_state text NOT NULL DEFAULT '',
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  UNIQUE (site, config_type, vehicle_state)
);

CREATE TABLE stock_company_config (
  scope text PRIMARY KEY CHECK (scope ~ '^[a-z0-9_-]{1,60}$'),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object')
);

CREATE TABLE stock_widget_translations (
  config_id text NOT NULL CHECK (config_id ~ '^[A-Za-z0-9_-]{1,60}$'),
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}(-[a-z]{2})?$'),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  PRIMARY KEY (config_id, lang)
);

-- Trade-in form options: kind bodyTypes | brands | models | fuelTypes; a model names its brand.
CREATE TABLE trade_in_options (
  lang text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bodyTypes', 'brands', 'models', 'fuelTypes')),
  value text NOT NULL,
  name text NOT NULL,
  brand text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (lang, kind, brand, value)
);

-- Configurator builds by their config_url (001 §3 'Configurator vehicle').
CREATE TABLE stock_configurator_builds (
  config_url text PRIMARY KEY CHECK (length(config_url) BETWEEN 1 AND 2000),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object')
);

-- Every write to what a listing answers bumps the stock version and NOTIFYs stock_changed, so
-- each process rebuilds its in-memory listing index; it also bumps the settings scope, so cached
-- pages that render a stock list are dropped, as forms do (migration 011).
CREATE TABLE stock_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL
);
INSERT INTO stock_version (version) VALUES (1);

CREATE FUNCTION stock_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE stock_version SET version = version + 1 RETURNING version INTO v;
  PERFORM pg_notify('stock_changed', v::text);
  PERFORM bump_content_version('settings', NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER stock_vehicles_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
CREATE TRIGGER stock_listing_vehicles_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_listing_vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
CREATE TRIGGER stock_listings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_listings
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
CREATE TRIGGER stock_dealers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_dealers
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
CREATE TRIGGER stock_configs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_configs
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
