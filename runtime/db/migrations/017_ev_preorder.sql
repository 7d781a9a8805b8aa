-- The electric-vehicle pre-order (001 §2, §4 'Electric-vehicle pre-order'; the rules in
-- runtime/features/ev-preorder/README.md): a reservation is an order of the commerce engine (its
-- hold, payment, webhooks and recovery) on the programme's channel, with the lead's own row; and
-- phone verification by SMS (runtime/features/phone-verification/README.md).

ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'order_online'
  CHECK (channel IN ('order_online', 'ev_preorder'));

-- The lead of a reservation. Its tokens are kept only as their SHA-256: the browser's access
-- token (the visitor who reserved) and the e-mailed cancellation token.
CREATE TABLE ev_leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number text NOT NULL UNIQUE REFERENCES orders (order_number) ON DELETE CASCADE,
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 80),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 80),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone_number text NOT NULL CHECK (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  phone_verified_at timestamptz,
  locale text NOT NULL DEFAULT 'ar',
  page_path text NOT NULL,
  access_token_hash text NOT NULL UNIQUE,
  cancel_token_hash text NOT NULL DEFAULT '',
  -- A retry after the soft lock ran out: the lead it continues.
  retry_of uuid REFERENCES ev_leads (id) ON DELETE SET NULL,
  terms_accepted_at timestamptz,
  cancellation_requested_at timestamptz,
  cancellation_reason text NOT NULL DEFAULT '' CHECK (length(cancellation_reason) <= 500),
  last_synced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ev_leads_by_created ON ev_leads (created_at DESC);

-- One verification per code sent. The code itself is never here (the provider holds it: Twilio
-- Verify, or the local provider as an HMAC); an approved verification gives the browser a token,
-- kept as its SHA-256, that one lead or one cancellation uses once.
CREATE TABLE phone_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone_number text NOT NULL CHECK (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  client_ip text NOT NULL DEFAULT '',
  provider text NOT NULL,
  provider_ref text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'failed', 'consumed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  approved_at timestamptz,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  consumed_at timestamptz,
  consumed_for text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_verifications_by_phone ON phone_verifications (phone_number, created_at DESC);
CREATE INDEX phone_verifications_by_ip ON phone_verifications (client_ip, created_at DESC);

-- The local SMS provider's sent messages: the development "phone", readable by an admin like the
-- development mail. The code is checked against code_hmac (HMAC-SHA256 with the provider's key),
-- never against the message.
CREATE TABLE local_sms_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone_number text NOT NULL,
  body text NOT NULL,
  code_hmac text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_sms_messages_by_created ON local_sms_messages (created_at DESC);

-- The CRM view of a reservation is delivered through the outbox like a lead's integrations.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('notification', 'confirmation', 'integration', 'lead_export', 'order_mail',
    'ev_lead_crm'));
