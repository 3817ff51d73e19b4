-- Public holidays are computed for any year (`holidays.ts`, the date-holidays package); this
-- table keeps the brand's own closures and the staff's added days on top. A row with `open`
-- set is the staff's removal of a public holiday: the business works that day after all.
ALTER TABLE holidays ADD COLUMN open boolean NOT NULL DEFAULT false;
