-- Every write to a table the server keeps reads of (src/db/read-cache.ts) tells the other
-- server copies on this PostgreSQL which table changed (NOTIFY bookwell_changes, the table's
-- name as payload; delivered at commit, once per table and transaction). PGlite has one server
-- copy by nature: the notification is sent and nobody needs it.
CREATE FUNCTION bookwell_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bookwell_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER jobs_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER holidays_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON holidays
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER shifts_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shifts
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER shift_bookings_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shift_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER slot_holds_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON slot_holds
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER service_categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER packages_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER account_bookings_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER carts_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carts
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER cart_lines_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cart_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER cart_line_addons_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cart_line_addons
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER addon_options_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON addon_options
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER sessions_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
CREATE TRIGGER accounts_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION bookwell_notify_change();
