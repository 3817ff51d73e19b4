-- Unpaid bookings and redirect gateways (issue 15, items 3 and 4).
--
-- A cart confirmed for bank transfer or a redirect gateway holds its places until `pay_by`
-- (UNPAID_HOLD_HOURS after confirm, 24 by default). Nothing deletes it on time: every count of
-- a shift's places leaves out the bookings of a cart still awaiting payment after its pay_by
-- (`src/shop/shift-places.ts`), so the place is free for others from that moment, with no job.
ALTER TABLE carts ADD COLUMN pay_by timestamptz;
CREATE INDEX carts_awaiting ON carts (arnum) WHERE status = 'AwaitingPayment';

-- Our side of a redirect gateway's payment session (2c2p, UK takepayments): one open session a
-- cart at most. Its result comes back once, signed (`returned_at` refuses a replay).
--   open        the customer was sent to the gateway's page
--   approved    the gateway took the payment (the cart is Paid)
--   declined    the gateway refused the card (the cart stays awaiting payment)
--   cancelled   the customer cancelled on the gateway's page
--   superseded  the customer paid another way, or went to the gateway again: voided there
CREATE TABLE redirect_payments (
  id text PRIMARY KEY,
  refnum text NOT NULL REFERENCES carts (refnum) ON DELETE CASCADE,
  gateway text NOT NULL CHECK (gateway IN ('2c2p', 'uktakepay')),
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'approved', 'declined', 'cancelled', 'superseded')),
  transaction_id text,
  returned_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX redirect_payments_one_open ON redirect_payments (refnum) WHERE status = 'open';

-- The hosted test payment page's own records (src/payments/test-redirect-gateway.ts): what a
-- redirect provider keeps on its side. A session is settled once (approve, decline, cancel, or
-- voided by the merchant); an approval's charge is a row of test_gateway_charges, so "charged
-- once" is a count there, as for cards.
CREATE TABLE test_gateway_sessions (
  session_id text PRIMARY KEY,
  gateway text NOT NULL,
  reference text NOT NULL,
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  return_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'approved', 'declined', 'cancelled', 'voided')),
  transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
