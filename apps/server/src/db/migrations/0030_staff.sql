-- The brand's staff and the lifecycle they drive (the contract's staff part).
--
-- Staff are not customers: their own table, argon2id hashes, their own sessions (the cookie
-- is scoped to /api/staff). A disabled account keeps its rows (the audit log names it) and
-- signs nobody in.
CREATE TABLE staff_users (
  staff_id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('agent', 'admin')),
  password_hash text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
CREATE SEQUENCE staff_numbers START 101 OWNED BY staff_users.staff_id;

CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff_users (staff_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Every staff action: who, what, on which record, when, the record before and after. Written
-- in the transaction of the action itself, so an entry exists exactly when its change does.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id text NOT NULL REFERENCES staff_users (staff_id),
  action text NOT NULL,
  subject text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_subject ON audit_log (subject, id);

-- The crew's phone, beside its name and photo (crew_img).
ALTER TABLE account_bookings ADD COLUMN crew_phone text NOT NULL DEFAULT '';

-- A refund request's decision: approved (an amount, to the card or to credit) or refused (a
-- reason). 'Refunding' holds the request while the card gateway is asked, so a second
-- approval finds it taken; the gateway's refund id is kept once it answers.
ALTER TABLE refund_requests
  ADD COLUMN status text NOT NULL DEFAULT 'Requested'
    CHECK (status IN ('Requested', 'Refunding', 'Approved', 'Refused')),
  ADD COLUMN amount_pence integer CHECK (amount_pence > 0),
  ADD COLUMN refund_to text CHECK (refund_to IN ('card', 'credit')),
  ADD COLUMN decision_reason text NOT NULL DEFAULT '',
  ADD COLUMN decided_by text REFERENCES staff_users (staff_id),
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN gateway_refund_id text;

-- A quotation priced by staff and not sent yet: the customer sees quote_lines only, which the
-- send writes from here.
CREATE TABLE quote_drafts (
  refnum text PRIMARY KEY REFERENCES account_requests (refnum) ON DELETE CASCADE,
  lines jsonb NOT NULL,
  priced_by text NOT NULL REFERENCES staff_users (staff_id),
  priced_at timestamptz NOT NULL DEFAULT now()
);

-- A shift's capacity on one day, over its usual one (0 closes it that day).
CREATE TABLE shift_day_capacity (
  shiftnum text NOT NULL REFERENCES shifts (shiftnum) ON DELETE CASCADE,
  service_date date NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0),
  PRIMARY KEY (shiftnum, service_date)
);
CREATE TRIGGER shift_day_capacity_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shift_day_capacity
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();

-- The built-in test gateway's refunds, as a provider records them: one a key.
CREATE TABLE test_gateway_refunds (
  refund_id text PRIMARY KEY,
  charge_id text NOT NULL,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_gateway_refunds_charge ON test_gateway_refunds (charge_id);

-- Pushes for the lifecycle's events, beside the reminder and the date change.
ALTER TABLE push_queue DROP CONSTRAINT push_queue_kind_check;
ALTER TABLE push_queue ADD CONSTRAINT push_queue_kind_check
  CHECK (kind IN ('reminder', 'date-changed', 'status'));
