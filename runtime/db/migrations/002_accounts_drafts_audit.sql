-- Accounts: local (argon2id password hash) or single sign-on (oidc_subject); role decides permissions.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('admin', 'editor', 'viewer')),
  password_hash text,
  oidc_subject text UNIQUE,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Cookie sessions: the cookie holds a random id, the table its SHA-256; a new id on every sign-in.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Bearer tokens for API clients, issued and revoked by an admin; only the hash is kept.
CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'editor', 'viewer')),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- Sign-in attempts, for rate limiting per account and per client address, and for the log of failures.
CREATE TABLE sign_in_attempts (
  id serial PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  succeeded boolean NOT NULL,
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_email ON sign_in_attempts (email, at);
CREATE INDEX sign_in_attempts_address ON sign_in_attempts (address, at);

-- Every write: who, when, what, before and after.
CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer,
  actor_label text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

-- Drafts: what editors save; visitors only ever read the published columns of pages.
-- revision grows on every write to the page, so a stale save is refused (optimistic locking).
ALTER TABLE pages ADD COLUMN draft jsonb;
ALTER TABLE pages ADD COLUMN revision integer NOT NULL DEFAULT 1;
ALTER TABLE pages ADD COLUMN published_version integer;
ALTER TABLE pages ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;

-- Published versions, each a whole snapshot of the page, for history, diff and restore.
CREATE TABLE page_versions (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  version integer NOT NULL,
  snapshot jsonb NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (page_id, version)
);

-- Who has a page open in the builder, refreshed by a heartbeat; two editors on one page are warned.
CREATE TABLE page_presence (
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_id, user_id)
);

-- Media library: alt text search and the sizes the catalogue asks for.
ALTER TABLE media ADD COLUMN size_bytes integer NOT NULL DEFAULT 0;
ALTER TABLE media ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL;
CREATE SEQUENCE media_id_seq START 200000 OWNED BY media.id;
ALTER TABLE media ALTER COLUMN id SET DEFAULT nextval('media_id_seq');
