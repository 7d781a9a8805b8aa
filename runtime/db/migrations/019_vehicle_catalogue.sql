-- The model catalogue (000 §7 Core CMS API: /vehicles, /vehicles/grouped_nameplates,
-- /vehicles/{id}/specs, /offer_car_models). Editors keep it in the admin; the quizzes, selectors,
-- calculators and the specification blocks take their choices from it.
--
--   brand ─< nameplate (a model family: its internal code l460, 000 §9) ─< model (one trim of one
--   model year and body style: its key l460_25my_se) ─< engine (powertrain, power, capacity,
--   fuel, price from)
--
-- Figures are kept once. A nameplate's and a model's specification sheets are the model_specs
-- rows keyed by the nameplate's code and the model's key (migration 008): the compare API and the
-- <spec> tags read them, and a model's sheet is read over its nameplate's. An engine keeps only
-- what differs by engine (its own specs). A nameplate code has no underscore and a model key has
-- one, so the two never name the same sheet. Prices are in minor units of the site's currency
-- (price.currency_iso); a model's and a nameplate's "from" price is the least of their engines'.
--
-- Names are kept in the two site languages. Deleting a brand, body style or nameplate that is
-- still used is refused by the foreign keys (the API answers 409 in_use); deleting a model takes
-- its engines with it. Every write bumps the settings scope, as model_specs does, because any
-- page may show the catalogue.

CREATE TABLE catalogue_brands (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  name_ar text NOT NULL CHECK (length(name_ar) BETWEEN 1 AND 80),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80),
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 9999),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalogue_body_styles (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  name_ar text NOT NULL CHECK (length(name_ar) BETWEEN 1 AND 80),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80),
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 9999),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalogue_nameplates (
  id serial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES catalogue_brands (id),
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  name_ar text NOT NULL CHECK (length(name_ar) BETWEEN 1 AND 80),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80),
  image_id integer REFERENCES media (id),
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 9999),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_nameplates_brand ON catalogue_nameplates (brand_id, position, id);

CREATE TABLE catalogue_models (
  id serial PRIMARY KEY,
  nameplate_id integer NOT NULL REFERENCES catalogue_nameplates (id),
  model_year integer NOT NULL CHECK (model_year BETWEEN 1990 AND 2100),
  body_style_id integer NOT NULL REFERENCES catalogue_body_styles (id),
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z0-9][a-z0-9-]{0,30}_[a-z0-9_-]{1,30}$' AND length(key) <= 32),
  name_ar text NOT NULL CHECK (length(name_ar) BETWEEN 1 AND 80),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80),
  image_id integer REFERENCES media (id),
  popular boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 9999),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_models_nameplate ON catalogue_models (nameplate_id, model_year, position, id);
CREATE INDEX catalogue_models_body_style ON catalogue_models (body_style_id);

CREATE TABLE catalogue_engines (
  id serial PRIMARY KEY,
  model_id integer NOT NULL REFERENCES catalogue_models (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  name_ar text NOT NULL CHECK (length(name_ar) BETWEEN 1 AND 80),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80),
  powertrain text NOT NULL CHECK (powertrain IN ('ice', 'mhev', 'hev', 'phev', 'bev')),
  fuel text NOT NULL CHECK (fuel IN ('petrol', 'diesel', 'electric')),
  power_hp integer CHECK (power_hp BETWEEN 1 AND 5000),
  power_kw integer CHECK (power_kw BETWEEN 1 AND 4000),
  capacity_cc integer CHECK (capacity_cc BETWEEN 1 AND 20000),
  price_from bigint CHECK (price_from BETWEEN 0 AND 100000000000),
  specs jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(specs) = 'object'),
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 9999),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (model_id, code),
  CHECK ((fuel = 'electric') = (powertrain = 'bev')),
  CHECK (powertrain <> 'bev' OR capacity_cc IS NULL)
);

CREATE TRIGGER catalogue_brands_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_brands
  FOR EACH STATEMENT EXECUTE FUNCTION model_specs_content_changed();
CREATE TRIGGER catalogue_body_styles_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_body_styles
  FOR EACH STATEMENT EXECUTE FUNCTION model_specs_content_changed();
CREATE TRIGGER catalogue_nameplates_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_nameplates
  FOR EACH STATEMENT EXECUTE FUNCTION model_specs_content_changed();
CREATE TRIGGER catalogue_models_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_models
  FOR EACH STATEMENT EXECUTE FUNCTION model_specs_content_changed();
CREATE TRIGGER catalogue_engines_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_engines
  FOR EACH STATEMENT EXECUTE FUNCTION model_specs_content_changed();
