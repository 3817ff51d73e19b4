-- Card top-ups go through the card gateway in force (src/payments), as cart payments do. Each
-- top-up payment call is claimed under the customer's idempotency key before the gateway is
-- called ('pending', no answer yet), then keeps its answer: the same key gets the first answer,
-- and another call for the same top-up while one is pending is refused. The answers kept so far
-- become settled attempts of an unknown top-up.
ALTER TABLE topup_answers RENAME TO topup_payments;
ALTER TABLE topup_payments RENAME CONSTRAINT topup_answers_pkey TO topup_payments_pkey;
ALTER TABLE topup_payments RENAME CONSTRAINT topup_answers_arnum_fkey TO topup_payments_arnum_fkey;
ALTER TABLE topup_payments
  ADD COLUMN refnum text REFERENCES credit_topups (refnum) ON DELETE CASCADE,
  ADD COLUMN status text CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed')),
  ALTER COLUMN answer DROP NOT NULL;
UPDATE topup_payments
   SET status = CASE
     WHEN answer ? 'transactionId' THEN 'succeeded'
     WHEN answer ? 'requiresAction' THEN 'requires_action'
     ELSE 'failed'
   END;
ALTER TABLE topup_payments ALTER COLUMN status SET NOT NULL;
ALTER TABLE topup_payments ADD CHECK ((status = 'pending') = (answer IS NULL));
CREATE INDEX topup_payments_refnum ON topup_payments (refnum);

-- A top-up's credit lands once, whatever the keys: the database refuses a second entry.
CREATE UNIQUE INDEX account_credit_entries_one_topup ON account_credit_entries (ticket)
  WHERE source = 'topup';
