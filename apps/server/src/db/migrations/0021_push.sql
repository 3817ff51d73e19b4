-- Web Push (src/push/): a customer's browsers that agreed to notifications, and the queue of
-- notifications to send them, drained by the server process like the mail queue.
--
-- push_subscriptions: one row per browser subscription (the login's deviceToken: endpoint,
-- p256dh, auth). An endpoint belongs to one account: the last login on that browser owns it.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  arnum text NOT NULL REFERENCES accounts (arnum) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  device_type text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_arnum ON push_subscriptions (arnum);

-- push_queue: one row per notification and subscription.
--   pending  waiting, from next_attempt_at on
--   sending  claimed by one server copy until locked_until (FOR UPDATE SKIP LOCKED)
--   sent     accepted by the push service (sent_at): never sent again, restart or not
--   failed   gave up after the last attempt, or the subscription is gone (404/410)
-- A reminder is queued once per visit, date and subscription (the unique index), so the
-- reminder look can run on every copy, every few minutes, and after every restart.
CREATE TABLE push_queue (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('reminder', 'date-changed')),
  refnum text NOT NULL,
  service_date date NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE UNIQUE INDEX push_queue_reminder_once
  ON push_queue (subscription_id, refnum, service_date) WHERE kind = 'reminder';
CREATE INDEX push_queue_due ON push_queue (next_attempt_at, id) WHERE status IN ('pending', 'sending');
