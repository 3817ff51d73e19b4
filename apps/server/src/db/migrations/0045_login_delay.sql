-- The exponential delay per account after failed sign-ins: when its last checked attempt was
-- (`last_at`), and whether the statement that wrote the row refused its attempt for coming
-- before the delay had passed (`refused`: read back in the same statement's RETURNING, so the
-- check and the count are one statement under the row's lock, on one copy or several).
ALTER TABLE login_limits ADD COLUMN last_at timestamptz;
ALTER TABLE login_limits ADD COLUMN refused boolean NOT NULL DEFAULT false;
