-- The forms service (000 §7 "Forms service"): forms that editors build, the leads visitors send,
-- their files, the outbox that delivers a lead's mail and integrations, lead exports, locations,
-- and the mail the development transport keeps. A lead and every delivery it causes are written
-- in one transaction (the lead row plus its outbox rows): a lead that was acknowledged is never
-- lost, and a delivery is never forgotten.

-- A form: its definition (fields, rules, options, layout, captcha; schemas/entities/
-- form-attributes.schema.json), its settings (thank_you, notifications, confirmations) and its
-- integrations (CRM and webhook targets with their config).
CREATE TABLE forms (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
  settings jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(settings) = 'object'),
  integrations jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(integrations) = 'array'),
  is_public boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A lead: the values as submitted (checked against the form's compiled schema), hidden fields
-- the page added, and where it came from. submission_key is the visitor's idempotency key: a
-- retried submission answers the lead already stored instead of storing a second one.
CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id integer NOT NULL REFERENCES forms (id),
  submission_key text CHECK (length(submission_key) BETWEEN 8 AND 100),
  "values" jsonb NOT NULL CHECK (jsonb_typeof("values") = 'object'),
  hidden_fields jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(hidden_fields) = 'object'),
  meta jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(meta) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (form_id, submission_key)
);
CREATE INDEX leads_form_created ON leads (form_id, created_at DESC, id DESC);

-- A file a visitor attached: uploaded first (lead_id null), claimed by the lead that names it.
-- Kept in the database, never under the web root; served only to those who may read leads.
CREATE TABLE lead_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  field text NOT NULL CHECK (length(field) BETWEEN 1 AND 100),
  lead_id uuid REFERENCES leads (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  media_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_files_lead ON lead_files (lead_id);
CREATE INDEX lead_files_unclaimed ON lead_files (created_at) WHERE lead_id IS NULL;

-- Work to do after a commit: a lead's notification and confirmation mail, its integration
-- deliveries, a lead export. Claimed with FOR UPDATE SKIP LOCKED (any number of workers), retried
-- with backoff until max_attempts, then 'dead' (the dead-letter list an admin replays). The row's
-- id is the stable delivery id receivers de-duplicate on.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('notification', 'confirmation', 'integration', 'lead_export')),
  form_id integer REFERENCES forms (id) ON DELETE CASCADE,
  lead_id uuid REFERENCES leads (id) ON DELETE CASCADE,
  target jsonb NOT NULL DEFAULT '{}'::jsonb,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts BETWEEN 1 AND 100),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_dead ON outbox (created_at) WHERE status = 'dead';
CREATE INDEX outbox_lead ON outbox (lead_id);

-- A lead export: the filters and sort it was asked with, its state and progress; the file, in
-- chunks (streamed in and out, never whole in memory), in lead_export_chunks.
CREATE TABLE lead_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  processed integer NOT NULL DEFAULT 0,
  total integer,
  error text,
  requested_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX lead_exports_form ON lead_exports (form_id, created_at DESC);

CREATE TABLE lead_export_chunks (
  export_id uuid NOT NULL REFERENCES lead_exports (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (export_id, format, seq)
);

-- Locations (showrooms, service centres) a form's location field offers.
CREATE TABLE locations (
  id serial PRIMARY KEY,
  attributes jsonb NOT NULL CHECK (jsonb_typeof(attributes) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Mail the development transport kept instead of sending (readable in the admin), and what the
-- local CRM received. Both keyed by the outbox id: a delivery retried after a crash is stored once.
CREATE TABLE sent_mail (
  id bigserial PRIMARY KEY,
  outbox_id uuid UNIQUE,
  message_id text NOT NULL,
  mail_from text NOT NULL,
  mail_to text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE crm_inbox (
  id bigserial PRIMARY KEY,
  outbox_id uuid NOT NULL UNIQUE,
  system text NOT NULL,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Leads hold visitors' personal data: an editor sees them only with this capability (admins
-- always do).
ALTER TABLE users ADD COLUMN lead_access boolean NOT NULL DEFAULT false;
