-- Metaheads by site language, and sass/scss compiled when they are saved.
-- lang: the site language a metahead is written on (a primary language subtag such as 'ar' or
-- 'en'); NULL writes it on every language.
-- compiled_css: the CSS of a sass or scss metahead, compiled by the server when it is saved
-- (NULL for every other language, and for sass/scss rows saved before this column existed: those
-- are written nowhere until they are saved again).
ALTER TABLE metaheads
  ADD COLUMN lang text CHECK (lang IS NULL OR lang ~ '^[a-z]{2,3}$'),
  ADD COLUMN compiled_css text;
