-- What visitors see changes only through three tables: pages (published columns), settings and
-- metaheads. Every write to them, whoever makes it (API, import, CLI, psql), bumps its scope's
-- counter and announces it on the content_changed channel, so every server process drops the
-- cached HTML and prepared data that the write touches. Drafts are not announced: visitors
-- never see them.
CREATE TABLE content_versions (
  scope text PRIMARY KEY CHECK (scope IN ('pages', 'settings', 'metaheads')),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO content_versions (scope) VALUES ('pages'), ('settings'), ('metaheads');

-- paths: the page paths a change touches, or NULL for a change that touches every page.
CREATE FUNCTION bump_content_version(changed_scope text, paths text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE content_versions SET version = version + 1 WHERE scope = changed_scope
    RETURNING version INTO next_version;
  PERFORM pg_notify(
    'content_changed',
    json_build_object('scope', changed_scope, 'version', next_version, 'paths', paths)::text
  );
END $$;

-- A page's old and new paths: a move frees one path and takes another.
CREATE FUNCTION pages_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  working constant text[] := ARRAY['draft', 'revision', 'updated_at', 'updated_by'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_content_version('pages', ARRAY[NEW.path]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_content_version('pages', ARRAY[OLD.path]);
  ELSIF (to_jsonb(OLD) - working) IS DISTINCT FROM (to_jsonb(NEW) - working) THEN
    PERFORM bump_content_version('pages', ARRAY[OLD.path, NEW.path]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER pages_content_version AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION pages_content_changed();

-- Settings reach every page (names, footer, time zone, the 404 page).
CREATE FUNCTION settings_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_content_version('settings', NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER settings_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_content_changed();

-- A global metahead reaches every page; a page's own reaches that page (when it still exists).
CREATE FUNCTION metaheads_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  page_ids integer[];
  page_paths text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    page_ids := ARRAY[OLD.rdx_core_page_id];
  ELSIF TG_OP = 'INSERT' THEN
    page_ids := ARRAY[NEW.rdx_core_page_id];
  ELSE
    page_ids := ARRAY[OLD.rdx_core_page_id, NEW.rdx_core_page_id];
  END IF;
  IF array_position(page_ids, NULL) IS NOT NULL THEN
    PERFORM bump_content_version('metaheads', NULL);
    RETURN NULL;
  END IF;
  SELECT array_agg(path) INTO page_paths FROM pages WHERE id = ANY (page_ids);
  -- The page is gone (a cascade from its deletion): its path was announced with the deletion.
  IF page_paths IS NULL THEN
    PERFORM bump_content_version('metaheads', ARRAY[]::text[]);
  ELSE
    PERFORM bump_content_version('metaheads', page_paths);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER metaheads_content_version AFTER INSERT OR UPDATE OR DELETE ON metaheads
  FOR EACH ROW EXECUTE FUNCTION metaheads_content_changed();
