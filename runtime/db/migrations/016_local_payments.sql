-- The local payment provider (runtime/adapters/payments/local.ts): the payments it holds when no
-- real provider is configured (development, tests, the demo). It keeps them in the database, as
-- a remote service would keep them across a restart of this server. A payment is found again by
-- its idempotency key: the same key with the same request answers the same payment; with another
-- request (request_hash differs) the provider refuses.
CREATE TABLE local_payments (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 255),
  kind text NOT NULL CHECK (kind IN ('card', 'wallet', 'hosted')),
  status text NOT NULL DEFAULT 'requires_payment' CHECK (
    status IN (
      'requires_payment', 'requires_action', 'processing', 'authorised', 'succeeded', 'failed',
      'cancelled', 'refunded'
    )
  ),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  capture_method text NOT NULL CHECK (capture_method IN ('automatic', 'manual')),
  amount_refunded_minor bigint NOT NULL DEFAULT 0 CHECK (amount_refunded_minor >= 0),
  description text NOT NULL DEFAULT '',
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(metadata) = 'object'),
  -- Where the test checkout page sends the buyer back (this site only).
  return_url text NOT NULL,
  language text NOT NULL DEFAULT 'ar',
  client_secret text NOT NULL,
  -- The message of a decline, as a card provider gives it.
  failure_message text,
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_payments_created ON local_payments (created_at DESC);
