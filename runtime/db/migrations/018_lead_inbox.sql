-- The lead inbox (issue 29, item 7): a sales team works each lead to its end. A lead has a status
-- (new → contacted → qualified → won or lost), an owner (a user who may read leads; null while
-- nobody took it) and a history of every change and note, kept beside the audit log so the lead
-- screen can show who did what and when without reading the whole log.
ALTER TABLE leads
  ADD COLUMN status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost')),
  ADD COLUMN owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX leads_inbox ON leads (created_at DESC, id DESC);
CREATE INDEX leads_status ON leads (status, created_at DESC);
CREATE INDEX leads_owner ON leads (owner_id, created_at DESC);

-- One change of a lead: kind 'status' or 'owner' (before and after as stored: a status, a user
-- id), or 'note' (its text). actor_label keeps the name of who did it when their account is gone.
CREATE TABLE lead_events (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'owner', 'note')),
  before jsonb,
  after jsonb,
  note text CHECK (note IS NULL OR length(note) BETWEEN 1 AND 4000),
  actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, created_at, id);
