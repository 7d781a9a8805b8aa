-- Pages render the forms their blocks name (fields, labels, locations) and cache the HTML: a
-- change to a form or a location bumps the settings scope, as model specs do (migration 008), so
-- every process drops its cached pages at once. Leads, files and deliveries bump nothing.
CREATE FUNCTION forms_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_content_version('settings', NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER forms_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forms
  FOR EACH STATEMENT EXECUTE FUNCTION forms_content_changed();
CREATE TRIGGER locations_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION forms_content_changed();
