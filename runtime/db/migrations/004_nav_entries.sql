-- The v2 navigation: entries managed in the admin, at most three levels (a top entry, its
-- children and theirs), ordered by position among their siblings. A change reaches every page
-- (the header is on every page), so it bumps the settings scope like a setting does.
CREATE TABLE nav_entries (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES nav_entries (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
  url text NOT NULL DEFAULT '',
  target text NOT NULL DEFAULT '_self' CHECK (target IN ('_self', '_blank')),
  lang text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nav_entries_parent ON nav_entries (parent_id, position);

CREATE FUNCTION nav_entries_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_content_version('settings', NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER nav_entries_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nav_entries
  FOR EACH STATEMENT EXECUTE FUNCTION nav_entries_content_changed();
