-- Site search: one document per published page, in PostgreSQL's `arabic` text search
-- configuration (its Snowball stemmer takes the article off: الصحراء is found by صحراء; PGlite
-- ships the same configuration). The server writes a row from the page's text (title weighted A,
-- meta title and description B, every text of every block C; runtime/core/search-text.ts says
-- which strings count) before it answers a search, for every published page that has none.
-- content is that text without the title, for ts_headline's snippets.
CREATE TABLE page_search (
  page_id integer PRIMARY KEY REFERENCES pages (id) ON DELETE CASCADE,
  content text NOT NULL,
  document tsvector NOT NULL,
  indexed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_search_document ON page_search USING GIN (document);

-- A write to what a page is found by, from anywhere (publish, unpublish, import, psql), drops
-- its row, so a stale text is never searched; deleting the page drops it by the cascade. The
-- next search indexes the page again if it is still published.
CREATE FUNCTION pages_search_stale() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM page_search WHERE page_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER pages_search_stale
  AFTER UPDATE OF title, meta_title, meta_description, blocks, is_published ON pages
  FOR EACH ROW
  WHEN (
    OLD.title IS DISTINCT FROM NEW.title
    OR OLD.meta_title IS DISTINCT FROM NEW.meta_title
    OR OLD.meta_description IS DISTINCT FROM NEW.meta_description
    OR OLD.blocks IS DISTINCT FROM NEW.blocks
    OR OLD.is_published IS DISTINCT FROM NEW.is_published
  )
  EXECUTE FUNCTION pages_search_stale();
