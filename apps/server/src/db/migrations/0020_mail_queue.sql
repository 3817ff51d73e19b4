-- The outbox becomes the mail queue (src/mail/): each row is one rendered mail, sent by the
-- server process's drainer when SMTP is configured, retried with backoff, claimed by one
-- server copy at a time (FOR UPDATE SKIP LOCKED).
--   pending  waiting to be sent, from next_attempt_at on
--   sending  claimed by a drainer until locked_until; a copy that died mid-send leaves it to
--            be claimed again after that time
--   sent     delivered to the SMTP server (sent_at)
--   failed   gave up after the last attempt (last_error says why)
--   held     a row from before the queue (development mail nobody was to send): never sent
ALTER TABLE outbox
  ADD COLUMN html text,
  ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN status text NOT NULL DEFAULT 'held',
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN last_error text,
  ADD CONSTRAINT outbox_status CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'held'));
ALTER TABLE outbox ALTER COLUMN status SET DEFAULT 'pending';
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE status IN ('pending', 'sending');
