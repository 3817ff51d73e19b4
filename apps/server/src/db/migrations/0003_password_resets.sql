-- One-time codes for password reset: stored as hashes, valid 10 minutes, used once.
CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_arnum ON password_resets (arnum);
