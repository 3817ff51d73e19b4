-- The account area (account-area.md): date of birth, contacts, inbox.

ALTER TABLE accounts ADD COLUMN dob date;

-- People linked to an account: an owner contact can be a location's person to contact (ptc).
CREATE TABLE account_contacts (
  guid text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  firstname text NOT NULL,
  lastname text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  ctype text NOT NULL CHECK (ctype IN ('Owner', 'Tenant', 'Agent', 'Other')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_contacts_arnum ON account_contacts (arnum);

-- Messages to a customer; `read_at` is set the first time the message is opened.
CREATE TABLE inbox_messages (
  guid text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  sender text NOT NULL,
  profile_image_url text NOT NULL DEFAULT '',
  message text NOT NULL,
  sent_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX inbox_messages_arnum_sent ON inbox_messages (arnum, sent_at DESC);

-- Saved locations. `ptc` is the owner contact to call there; `addr3` the country.
CREATE TABLE account_locations (
  locationid text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  locationname text NOT NULL,
  addr1 text NOT NULL,
  addr2 text NOT NULL DEFAULT '',
  addr3 text NOT NULL CHECK (addr3 IN ('Singapore', 'United Kingdom')),
  unitno text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  housetype text NOT NULL CHECK (housetype IN ('Apartment', 'Landed', 'Other')),
  area integer NOT NULL CHECK (area > 0),
  bedroomqty integer NOT NULL DEFAULT 0 CHECK (bedroomqty >= 0),
  bathroomqty integer NOT NULL DEFAULT 0 CHECK (bathroomqty >= 0),
  ptc text REFERENCES account_contacts (guid) ON DELETE SET NULL,
  is_default boolean NOT NULL DEFAULT false,
  specialinstruction text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_locations_arnum ON account_locations (arnum);
CREATE UNIQUE INDEX account_locations_one_default ON account_locations (arnum) WHERE is_default;

-- One service session of a booked package: what the bookings list and details show. The
-- ticket is the order the customer paid; a weekly package has a session every 7 days.
CREATE TABLE account_bookings (
  refnum text PRIMARY KEY,
  ticket text NOT NULL,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  matnum text NOT NULL REFERENCES packages (matnum),
  jobnum text NOT NULL REFERENCES jobs (jobnum),
  shiftnum text NOT NULL REFERENCES shifts (shiftnum),
  service_date date NOT NULL,
  session_no integer NOT NULL DEFAULT 1 CHECK (session_no >= 1),
  session_qty integer NOT NULL DEFAULT 1 CHECK (session_qty >= session_no),
  repeat_every_days integer NOT NULL DEFAULT 0 CHECK (repeat_every_days >= 0),
  status text NOT NULL CHECK (status IN ('Open', 'Confirmed', 'Completed', 'Cancelled', 'Refunded')),
  service_type text NOT NULL,
  base_pence integer NOT NULL CHECK (base_pence >= 0),
  price_pence integer NOT NULL CHECK (price_pence >= 0),
  crew_name text NOT NULL DEFAULT '',
  crew_img text NOT NULL DEFAULT '',
  crew_qty integer NOT NULL DEFAULT 1 CHECK (crew_qty >= 0),
  lat double precision,
  longi double precision,
  property_type text NOT NULL DEFAULT '',
  area integer NOT NULL DEFAULT 0,
  bedroomqty integer NOT NULL DEFAULT 0,
  bathroomqty integer NOT NULL DEFAULT 0,
  ship_address text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  cus_remarks text NOT NULL DEFAULT '',
  doc_url text NOT NULL DEFAULT '',
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  modified_by text NOT NULL DEFAULT '',
  modified_reason text NOT NULL DEFAULT '',
  modified_on timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_bookings_arnum_date ON account_bookings (arnum, service_date);

-- The place a booking session holds in its shift, so a change of date moves it.
ALTER TABLE shift_bookings ADD COLUMN booking_refnum text
  REFERENCES account_bookings (refnum) ON DELETE CASCADE;
CREATE UNIQUE INDEX shift_bookings_booking ON shift_bookings (booking_refnum);

-- The customer's rating of a finished session, once; a tip is paid from credit.
CREATE TABLE booking_feedback (
  refnum text PRIMARY KEY REFERENCES account_bookings (refnum) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 6),
  items text[] NOT NULL DEFAULT '{}',
  remark text NOT NULL DEFAULT '',
  tip_pence integer NOT NULL DEFAULT 0 CHECK (tip_pence >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A refund request, one a session.
CREATE TABLE refund_requests (
  refnum text PRIMARY KEY REFERENCES account_bookings (refnum) ON DELETE CASCADE,
  reason text NOT NULL,
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Credit as a ledger: a positive amount acquires a lot (expiring), a negative one uses credit.
CREATE TABLE account_credit_entries (
  id serial PRIMARY KEY,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  amount_pence integer NOT NULL CHECK (amount_pence <> 0),
  trandate date NOT NULL,
  expiry_date date,
  ticket text NOT NULL DEFAULT '',
  service_type text NOT NULL DEFAULT '',
  source text NOT NULL CHECK (source IN ('topup', 'tip', 'booking', 'goodwill', 'refund')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((amount_pence > 0) = (expiry_date IS NOT NULL))
);
CREATE INDEX account_credit_entries_arnum ON account_credit_entries (arnum, trandate);

-- A top-up: made pending by `POST mycredit/{arnum}`, paid through the card gateway; its
-- credit lands in the ledger once, when paid.
CREATE TABLE credit_topups (
  refnum text PRIMARY KEY,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  payref text NOT NULL,
  idempotency_key text NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Paid', 'Failed')),
  payment_intent_id text,
  transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  UNIQUE (arnum, idempotency_key)
);
-- Owned by the table, so the seed's TRUNCATE ... RESTART IDENTITY starts the numbers again.
CREATE SEQUENCE credit_topup_numbers START 5001 OWNED BY credit_topups.refnum;

-- Requests (assessments, quotations) and the lines of a quotation.
CREATE TABLE account_requests (
  refnum text PRIMARY KEY,
  ticket text NOT NULL,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  service_type text NOT NULL,
  reqtype text NOT NULL,
  request_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('Pending', 'Quoted', 'Accepted')),
  accepted_upgrade boolean,
  accepted_at timestamptz
);
CREATE INDEX account_requests_arnum ON account_requests (arnum, request_date);

-- A quote line: total = (base + weekend + location + option) × qty − discount, in pence. An
-- upgradable line also carries its 12-session price.
CREATE TABLE quote_lines (
  id serial PRIMARY KEY,
  refnum text NOT NULL REFERENCES account_requests (refnum) ON DELETE CASCADE,
  matnum text NOT NULL REFERENCES packages (matnum),
  jobnum text NOT NULL REFERENCES jobs (jobnum),
  matname text NOT NULL,
  imagefile text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  qty integer NOT NULL CHECK (qty >= 0),
  base_pence integer NOT NULL DEFAULT 0 CHECK (base_pence >= 0),
  wkd_pence integer NOT NULL DEFAULT 0 CHECK (wkd_pence >= 0),
  loc_pence integer NOT NULL DEFAULT 0 CHECK (loc_pence >= 0),
  opt_pence integer NOT NULL DEFAULT 0 CHECK (opt_pence >= 0),
  disc_pence integer NOT NULL DEFAULT 0 CHECK (disc_pence >= 0),
  upgrade_base_pence integer CHECK (upgrade_base_pence >= 0),
  rate text NOT NULL DEFAULT '',
  duration numeric NOT NULL DEFAULT 0,
  session_qty integer NOT NULL DEFAULT 1,
  frequency text NOT NULL DEFAULT '',
  addon text NOT NULL DEFAULT '',
  shiphousetype text NOT NULL DEFAULT '',
  shipsize integer NOT NULL DEFAULT 0,
  shipbedroom_qty integer NOT NULL DEFAULT 0,
  shipbathroom_qty integer NOT NULL DEFAULT 0,
  schedule text NOT NULL DEFAULT '',
  shipfirstname text NOT NULL DEFAULT '',
  shiplastname text NOT NULL DEFAULT '',
  shipfulladdr text NOT NULL DEFAULT '',
  shipphone text NOT NULL DEFAULT '',
  shipemail text NOT NULL DEFAULT ''
);
CREATE INDEX quote_lines_refnum ON quote_lines (refnum);

-- The first answer to each top-up payment call, by the customer's idempotency key.
CREATE TABLE topup_answers (
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (arnum, idempotency_key)
);
