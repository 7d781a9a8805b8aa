-- Pages per language. A page belongs to one site language (its URL code: ar, en, he, pt-br…;
-- runtime/core/languages.ts lists the 51), and its path is unique within that language: /ar/about
-- and /en/about are two pages. Pages that are versions of one another in several languages share
-- a translation key (chosen by the editor, or `page-{id}` of the page the first translation was
-- made from); a key holds at most one page per language, and it travels with exports. Existing
-- pages are Arabic, the site's first language.
ALTER TABLE pages ADD COLUMN lang text NOT NULL DEFAULT 'ar'
  CHECK (lang ~ '^[a-z]{2,3}(-[a-z]{2,5})?$');
ALTER TABLE pages ADD COLUMN translation_key text CHECK (translation_key ~ '^[a-z0-9][a-z0-9-]{0,79}$');
ALTER TABLE pages DROP CONSTRAINT pages_path_key;
CREATE UNIQUE INDEX pages_lang_path ON pages (lang, path);
CREATE UNIQUE INDEX pages_translation_key_lang ON pages (translation_key, lang)
  WHERE translation_key IS NOT NULL;
