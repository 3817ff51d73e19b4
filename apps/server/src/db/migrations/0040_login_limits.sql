-- Sign-in attempts per key (an e-mail or an address): one row each, counted and checked in
-- one statement (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so a burst of concurrent
-- guesses, on one copy or several, gets one number each and no free guesses. `since` is when
-- the count started; a count older than the window starts again at 1.
CREATE TABLE login_limits (
  key text PRIMARY KEY,
  n integer NOT NULL,
  since timestamptz NOT NULL
);
