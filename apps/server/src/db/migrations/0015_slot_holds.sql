-- Slot holds (issue 15): a place in a shift on a date kept for a customer while they book.
-- A hold counts against the shift's capacity until `expires_at`; nothing deletes it on time:
-- every read and write of capacity looks only at live holds (expires_at after the request's
-- now), so a restart or a second server copy loses nothing. A customer holds at most the
-- slots of the line they are booking (two for a two-job package).
CREATE TABLE slot_holds (
  id serial PRIMARY KEY,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  shiftnum text NOT NULL REFERENCES shifts (shiftnum),
  service_date date NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (arnum, shiftnum, service_date)
);
CREATE INDEX slot_holds_shift_date ON slot_holds (shiftnum, service_date, expires_at);
