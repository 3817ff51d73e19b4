-- Payments that survive a crash (src/payments/reconcile.ts). Every card call (a charge, or the
-- confirm after 3-D Secure) is claimed before the gateway is called, with what it takes to ask
-- the gateway again under the same key: the PaymentMethod id (a provider's token, never a card
-- number) and amount of a charge, the intent of a confirm. A claim still 'pending' after its
-- call should have ended is reconciled with the gateway and finished, or released.
--   claimed_at   when the call was claimed, on the app's clock
--   retry_at     a reconciler's lease: no other copy looks at the claim before it
ALTER TABLE card_payments
  ADD COLUMN kind text NOT NULL DEFAULT 'charge' CHECK (kind IN ('charge', 'confirm')),
  ADD COLUMN payment_method_id text,
  ADD COLUMN claimed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN retry_at timestamptz;
-- 'superseded': an attempt waiting for its card holder when the cart was confirmed again or
-- changed; it can no longer be confirmed, and its intent is cancelled at the gateway
-- (`cancelled_at` once the gateway said so).
ALTER TABLE card_payments DROP CONSTRAINT card_payments_status_check;
ALTER TABLE card_payments ADD CONSTRAINT card_payments_status_check
  CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed', 'superseded'));
ALTER TABLE card_payments ADD COLUMN cancelled_at timestamptz;
CREATE INDEX card_payments_unsettled ON card_payments (claimed_at)
  WHERE status IN ('pending', 'requires_action', 'superseded');

ALTER TABLE topup_payments
  ADD COLUMN kind text NOT NULL DEFAULT 'charge' CHECK (kind IN ('charge', 'confirm')),
  ADD COLUMN payment_method_id text,
  ADD COLUMN payment_intent_id text,
  ADD COLUMN claimed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN retry_at timestamptz;
CREATE INDEX topup_payments_unsettled ON topup_payments (claimed_at) WHERE status = 'pending';

-- The built-in test gateway cancels an intent as Stripe does.
ALTER TABLE test_gateway_intents DROP CONSTRAINT test_gateway_intents_status_check;
ALTER TABLE test_gateway_intents ADD CONSTRAINT test_gateway_intents_status_check
  CHECK (status IN ('requires_action', 'succeeded', 'failed', 'canceled'));

-- A payment that arrived after its booking's deadline when its places had gone to others: the
-- booking is cancelled and the payment refunded in full (`refund_id` once the gateway has).
CREATE TABLE late_payment_refunds (
  refnum text PRIMARY KEY REFERENCES carts (refnum) ON DELETE CASCADE,
  transaction_id text NOT NULL,
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  refund_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
