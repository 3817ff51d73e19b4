-- What the Date & Time step needs: each package's lead time, public holidays, and the time
-- slots of each job with their capacity.
CREATE TABLE packages (
  matnum text PRIMARY KEY,
  matname text NOT NULL,
  start_after_days integer NOT NULL DEFAULT 2 CHECK (start_after_days >= 0)
);

CREATE TABLE holidays (
  holiday_date date PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE jobs (
  jobnum text PRIMARY KEY,
  matnum text NOT NULL REFERENCES packages (matnum)
);

CREATE TABLE shifts (
  shiftnum text PRIMARY KEY,
  jobnum text NOT NULL REFERENCES jobs (jobnum),
  starttime time NOT NULL,
  endtime time NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0)
);

-- One row per place taken in a shift on a date; the capacity check and the insert happen in
-- one transaction with the shift row locked.
CREATE TABLE shift_bookings (
  id serial PRIMARY KEY,
  shiftnum text NOT NULL REFERENCES shifts (shiftnum),
  service_date date NOT NULL,
  arnum text NOT NULL REFERENCES accounts (arnum),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shift_bookings_shift_date ON shift_bookings (shiftnum, service_date);
