-- What a Schedule Assessment request asks (booking-flow.md, assessment): the visit window,
-- where and whom to meet, and the questionnaire answers that led to it. The request itself is
-- an `account_requests` row (reqtype 'Assessment'), which the account area lists.
CREATE TABLE assessment_requests (
  refnum text PRIMARY KEY REFERENCES account_requests (refnum) ON DELETE CASCADE,
  matcatnum text NOT NULL REFERENCES service_categories (matcatnum),
  reqdate date NOT NULL,
  reqtimefrom text NOT NULL,
  reqtimeto text NOT NULL,
  shipaddr text NOT NULL,
  shipname text NOT NULL,
  shipemail text NOT NULL,
  shipphone text NOT NULL,
  parameters jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Owned by the table, so the seed's TRUNCATE ... RESTART IDENTITY starts the numbers again.
CREATE SEQUENCE assessment_numbers START 3001 OWNED BY assessment_requests.refnum;
