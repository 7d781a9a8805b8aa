-- The site's own offers (the answer mena.offers_api_url points at by default): a car model key
-- plus any properties (category, title, price...), managed by admins and editors in the admin API.
-- Visitors' pages do not render offers on the server (the mena_offers strategy reads them in the
-- browser, once per page), so a write here bumps no content version.
CREATE TABLE offers (
  id serial PRIMARY KEY,
  car_model_key text NOT NULL CHECK (length(car_model_key) BETWEEN 1 AND 100),
  properties jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(properties) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offers_car_model_key ON offers (lower(car_model_key));
