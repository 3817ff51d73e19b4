-- The booking flow's catalogue, cart and card payments (booking-flow.md sections 3 and 7).
-- Amounts are integer pence. Saved locations, bookings, credit and requests are the account
-- area's tables (0006): a confirmed cart becomes account_bookings rows.

-- Service categories (matcatnum): the questionnaire a category asks, and its flags.
CREATE TABLE service_categories (
  matcatnum text PRIMARY KEY,
  name text NOT NULL,
  skipqn boolean NOT NULL DEFAULT false,
  displayaddon boolean NOT NULL DEFAULT false,
  assessment_only boolean NOT NULL DEFAULT false
);

CREATE TABLE questions (
  qnnum text PRIMARY KEY,
  matcatnum text NOT NULL REFERENCES service_categories (matcatnum) ON DELETE CASCADE,
  position integer NOT NULL,
  wqn text NOT NULL,
  winputtype text NOT NULL CHECK (winputtype IN ('button', 'string', 'combobox')),
  wvalues text NOT NULL DEFAULT '',
  -- The answer this question's value is kept as (bedroomqty, housetype...), if any.
  answer_key text,
  assessment_values text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX questions_category ON questions (matcatnum, position);

-- What the listing shows of a package, and how it is matched to questionnaire answers: a
-- package is best matched when the answers' bedrooms fall in its range and its house type
-- (if any) is the answered one.
ALTER TABLE packages
  ADD COLUMN matcatnum text REFERENCES service_categories (matcatnum),
  ADD COLUMN base_pence integer NOT NULL DEFAULT 0 CHECK (base_pence >= 0),
  ADD COLUMN rate text NOT NULL DEFAULT '',
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN directory text NOT NULL DEFAULT '',
  ADD COLUMN is_header boolean NOT NULL DEFAULT false,
  ADD COLUMN is_popular boolean NOT NULL DEFAULT false,
  ADD COLUMN min_bedrooms integer,
  ADD COLUMN max_bedrooms integer,
  ADD COLUMN housetype text,
  ADD COLUMN duration numeric NOT NULL DEFAULT 0,
  ADD COLUMN frequency text NOT NULL DEFAULT '',
  ADD COLUMN session_qty integer NOT NULL DEFAULT 1,
  ADD COLUMN position integer NOT NULL DEFAULT 0;

-- Add-ons of a package, in choice groups (groupnum + choicetype) with min and max choices.
CREATE TABLE addon_options (
  optionnum text PRIMARY KEY,
  matnum text NOT NULL REFERENCES packages (matnum) ON DELETE CASCADE,
  groupnum text NOT NULL,
  groupdesc text NOT NULL,
  choicetype text NOT NULL,
  optiondesc text NOT NULL,
  price_pence integer NOT NULL CHECK (price_pence >= 0),
  minchoice integer NOT NULL DEFAULT 0 CHECK (minchoice >= 0),
  maxchoice integer NOT NULL DEFAULT 1 CHECK (maxchoice >= minchoice),
  uom text NOT NULL DEFAULT 'item',
  qtyeditable boolean NOT NULL DEFAULT false,
  directory text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX addon_options_package ON addon_options (matnum, groupnum, position);

CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value integer NOT NULL CHECK (value > 0),
  min_spend_pence integer NOT NULL DEFAULT 0 CHECK (min_spend_pence >= 0),
  valid_from date,
  valid_to date,
  description text NOT NULL DEFAULT ''
);

-- One open cart per account; confirming it fixes the amounts and the payment type.
CREATE TABLE carts (
  refnum text PRIMARY KEY,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'Open'
    CHECK (status IN ('Open', 'AwaitingPayment', 'Paid', 'Cancelled')),
  promo_code text,
  payment_ref text,
  credit_used_pence integer NOT NULL DEFAULT 0 CHECK (credit_used_pence >= 0),
  paid_pence integer NOT NULL DEFAULT 0 CHECK (paid_pence >= 0),
  total_pence integer NOT NULL DEFAULT 0 CHECK (total_pence >= 0),
  contact jsonb,
  sor text,
  transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  paid_at timestamptz
);
CREATE UNIQUE INDEX carts_one_open ON carts (arnum) WHERE status = 'Open';
CREATE SEQUENCE cart_numbers START 7001 OWNED BY carts.refnum;

CREATE TABLE cart_lines (
  guid text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  refnum text NOT NULL REFERENCES carts (refnum) ON DELETE CASCADE,
  matnum text NOT NULL REFERENCES packages (matnum),
  jobnum text NOT NULL REFERENCES jobs (jobnum),
  jobnum2 text REFERENCES jobs (jobnum),
  shiftnum text REFERENCES shifts (shiftnum),
  shiftnum2 text REFERENCES shifts (shiftnum),
  startdate date,
  startdate2 date,
  qty integer NOT NULL CHECK (qty BETWEEN 1 AND 99),
  base_pence integer NOT NULL CHECK (base_pence >= 0),
  disc_pence integer NOT NULL DEFAULT 0 CHECK (disc_pence >= 0),
  promocode text NOT NULL DEFAULT '',
  -- The service address and contact of the Booking Information step (the spec's ship* fields).
  ship jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_lines_refnum ON cart_lines (refnum, created_at);

CREATE TABLE cart_line_addons (
  guid text NOT NULL REFERENCES cart_lines (guid) ON DELETE CASCADE,
  optionnum text NOT NULL REFERENCES addon_options (optionnum),
  qty integer NOT NULL CHECK (qty BETWEEN 1 AND 100),
  PRIMARY KEY (guid, optionnum)
);

-- Every card payment attempt, by the customer's idempotency key: a repeated key gets the
-- first answer back and never charges again.
CREATE TABLE card_payments (
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  refnum text NOT NULL REFERENCES carts (refnum) ON DELETE CASCADE,
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed')),
  payment_intent_id text,
  transaction_id text,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (arnum, idempotency_key)
);
CREATE INDEX card_payments_refnum ON card_payments (refnum);
-- One charge a cart, whatever the keys: the database refuses a second success.
CREATE UNIQUE INDEX card_payments_one_success ON card_payments (refnum) WHERE status = 'succeeded';
