-- Sign-up waits for its e-mail to be verified: the account is made only when the mailed link
-- is opened, so an address nobody has proven owns no account (no pre-registered takeover).
-- The link's token is stored as its SHA-256 hash, valid 24 hours, used once.
CREATE TABLE pending_signups (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  title text NOT NULL,
  firstname text NOT NULL,
  lastname text NOT NULL,
  mobile text NOT NULL,
  postalcode text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_signups_email ON pending_signups (lower(email));

-- Accounts signed in through a provider: its subject (`sub`) is the key, never the e-mail.
CREATE TABLE social_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject text NOT NULL,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_arnum ON social_identities (arnum);
