-- ALTCHA payloads already accepted: a solved challenge is good for one form only.
CREATE TABLE used_captchas (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- What the visitor forms send (newsletter, contact, question, enquiry, crew), as plain text.
CREATE TABLE form_submissions (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('newsletter', 'contact', 'question', 'enquiry', 'crew')),
  email text NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX form_submissions_one_newsletter ON form_submissions (lower(email))
  WHERE kind = 'newsletter';
