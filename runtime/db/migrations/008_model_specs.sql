-- Model specs (000 §3 "Model spec"): a model key (a nameplate or model-year code such as l460,
-- lower case, 000 §9) and its specs, a JSON object of spec name to a text or number value. The
-- compare API serves them and <spec car-key spec-name> tags in page text are filled from them.
-- Spec tags can be on any page, so a change bumps the settings scope for every page (as the v2
-- navigation does, migration 004): every process drops its cached pages and its cached specs.
CREATE TABLE model_specs (
  key text PRIMARY KEY CHECK (key ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  specs jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(specs) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION model_specs_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_content_version('settings', NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER model_specs_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON model_specs
  FOR EACH STATEMENT EXECUTE FUNCTION model_specs_content_changed();
