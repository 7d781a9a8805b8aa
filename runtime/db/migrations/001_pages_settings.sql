-- Pages hold their blocks as JSONB, each block validated by its template's generated validator.
CREATE TABLE pages (
  id serial PRIMARY KEY,
  path text NOT NULL UNIQUE,
  page_type text NOT NULL DEFAULT 'page' CHECK (page_type IN ('page', 'folder', 'news')),
  title text NOT NULL,
  meta_title text,
  meta_description text,
  image_id integer,
  external_meta_image text,
  canonical_url text,
  disable_seo_tracking boolean NOT NULL DEFAULT false,
  type text CHECK (type IS NULL OR type = 'url_redirection'),
  "to" text,
  http_code integer,
  link_type text CHECK (link_type IS NULL OR link_type IN ('internal', 'external', 'file')),
  redirect_path text,
  link_new_window boolean NOT NULL DEFAULT false,
  blocks jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE settings (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  value text NOT NULL
);

-- Head and body tags injected per page (rdx_core_page_id) or globally (NULL).
CREATE TABLE metaheads (
  id serial PRIMARY KEY,
  rdx_core_page_id integer REFERENCES pages (id) ON DELETE CASCADE,
  reload_on_each_page boolean NOT NULL DEFAULT false,
  in_body boolean NOT NULL DEFAULT false,
  content text NOT NULL DEFAULT '',
  language text NOT NULL CHECK (language IN ('javascript', 'js-src', 'css', 'sass', 'scss', 'html')),
  sequence integer NOT NULL DEFAULT 0
);

-- Media-library images: the original bytes; variants are made on request and cached by clients.
CREATE TABLE media (
  id integer PRIMARY KEY,
  filename text NOT NULL,
  mime text NOT NULL,
  alt text NOT NULL DEFAULT '',
  width integer NOT NULL,
  height integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
