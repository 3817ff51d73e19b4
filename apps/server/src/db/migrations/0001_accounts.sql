-- Customers and their sessions. Passwords are argon2id hashes; session tokens are stored as
-- SHA-256 hashes, so a copy of this table logs nobody in.
CREATE TABLE accounts (
  arnum text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  title text NOT NULL DEFAULT 'Mr',
  firstname text NOT NULL,
  lastname text NOT NULL,
  mobile text NOT NULL DEFAULT '',
  postalcode text NOT NULL DEFAULT '',
  verified boolean NOT NULL DEFAULT false,
  stripe_enable boolean NOT NULL DEFAULT true,
  paynow_enable boolean NOT NULL DEFAULT true,
  c2p_enable boolean NOT NULL DEFAULT false,
  uktakepayments_enable boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_arnum ON sessions (arnum);

-- Attempts per key (an e-mail or an address) for rate limiting, kept in the database so
-- every server copy sees the same counts.
CREATE TABLE attempts (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attempts_key_at ON attempts (key, at);

-- Mail the server would send (verification links, reset codes): read in development only.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
