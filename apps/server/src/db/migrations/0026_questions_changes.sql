-- Package matching keeps which questions answer the bedrooms and the house type
-- (src/shop/catalogue.ts, `keyedQuestions`): a change to the questions tells the other server
-- copies too, like the kept tables of 0025.
CREATE TRIGGER questions_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
