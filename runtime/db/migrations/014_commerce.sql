-- The order-online journey's server side (001 §4 'Buy online', §7): the hold on a stock vehicle,
-- orders and their life cycle, payments with every provider event, and the idempotency keys of
-- the calls that create or change a payment. The rules are in runtime/features/orders/README.md.

-- One row per vehicle: the primary key is the guard, so a hold is taken by one statement
-- (INSERT … ON CONFLICT DO UPDATE … WHERE the row has expired), never a check then an insert.
-- order_number is set once an order has paid (or been granted free): the hold then never ends.
CREATE TABLE vehicle_holds (
  vehicle_id integer PRIMARY KEY,
  lock_id uuid NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  order_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  -- A stock vehicle's id, or a configurator build's item id (config_url set).
  vehicle_id text NOT NULL,
  vehicle_vin text NOT NULL DEFAULT '',
  config_url text,
  lock_id uuid NOT NULL UNIQUE,
  company_uuid text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'initiated' CHECK (status IN (
    'initiated', 'awaiting_payment', 'awaiting_confirmation', 'authorised', 'paid', 'confirmed',
    'cancelled', 'expired', 'refunded')),
  payment_status text NOT NULL DEFAULT 'none' CHECK (payment_status IN (
    'none', 'pending', 'requires_action', 'authorised', 'paid', 'failed', 'voided', 'refunded')),
  -- Why an order was cancelled (hold_lost, buyer, distributor), '' otherwise.
  cancel_reason text NOT NULL DEFAULT '',
  vendor_type text NOT NULL DEFAULT '',
  provider text,
  payment_kind text CHECK (payment_kind IN ('card', 'wallet', 'hosted')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  customer_email text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT 'en',
  confirmation_by_link boolean NOT NULL DEFAULT false,
  -- The no-payment vendor's e-mailed confirmation link: the SHA-256 of its token, never the token.
  confirm_token_hash text NOT NULL DEFAULT '',
  finance_option jsonb,
  metadata jsonb NOT NULL DEFAULT '{}',
  lead_attributes jsonb NOT NULL DEFAULT '{}',
  vendor_uuid text NOT NULL DEFAULT '',
  rdx_forms_lead_id text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  confirmed_at timestamptz
);

-- The second guard: whatever happened to a hold, one stock vehicle has at most one order whose
-- money is taken or held.
CREATE UNIQUE INDEX orders_one_live_per_vehicle ON orders (vehicle_id)
  WHERE config_url IS NULL AND status IN ('authorised', 'paid', 'confirmed');
CREATE INDEX orders_by_status ON orders (status, created_at DESC);
CREATE INDEX orders_by_created ON orders (created_at DESC);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number text NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
  provider text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('card', 'wallet', 'hosted')),
  provider_payment_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  capture_method text NOT NULL CHECK (capture_method IN ('automatic', 'manual')),
  -- Stripe Connect: the connected account the payment lives on ('' for the platform's own).
  account_id text NOT NULL DEFAULT '',
  status text NOT NULL,
  refunded_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_payment_id)
);
CREATE INDEX payments_by_order ON payments (order_number);

-- Everything that happened to an order's money, in order; a provider's event id is kept once, so
-- a replayed webhook is known.
CREATE TABLE payment_events (
  id serial PRIMARY KEY,
  order_number text NOT NULL,
  provider text,
  provider_event_id text,
  kind text NOT NULL,
  source text NOT NULL CHECK (source IN ('buyer', 'provider', 'admin', 'system')),
  actor text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_event_id)
);
CREATE INDEX payment_events_by_order ON payment_events (order_number, id);

-- A call that creates or changes a payment, by its Idempotency-Key: the first request's hash and,
-- once answered, its answer; the same key again gets that answer.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Orders send mail through the outbox like leads do.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('notification', 'confirmation', 'integration', 'lead_export', 'order_mail'));
