-- The built-in test gateway's own records (src/payments/test-gateway.ts): what a provider such
-- as Stripe keeps on its side. A payment intent per charge attempt, found again by the
-- gateway's idempotency key; a charge row per captured payment, so "charged once" is a count.
-- No card data: only Stripe's test PaymentMethod ids, which stand for a card without being one.

CREATE TABLE test_gateway_intents (
  payment_intent_id text PRIMARY KEY,
  -- What the browser holds to authenticate the card (3-D Secure), as Stripe's client_secret.
  client_secret text NOT NULL UNIQUE,
  idempotency_key text NOT NULL UNIQUE,
  payment_method text NOT NULL,
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_action', 'succeeded', 'failed')),
  -- The card holder's answer to the authentication: null until asked (confirming approves).
  authentication text CHECK (authentication IN ('approved', 'failed')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE test_gateway_charges (
  charge_id text PRIMARY KEY,
  payment_intent_id text NOT NULL UNIQUE REFERENCES test_gateway_intents (payment_intent_id),
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  reference text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_gateway_charges_reference ON test_gateway_charges (reference);
