-- 'Segnala chiusura o cambio gestione' (docs/product.md#closed-or-new-management):
-- the claims and the confirmed status already exist (migration 0014); the
-- service writes a claim and the status it confirms in one transaction.
-- A claim written, changed or withdrawn changes the counts an open restaurant
-- page shows even when the confirmed status stays the same: announced like
-- the confirmed status, as an UPDATE of the restaurant on the "realtime"
-- channel (realtime_notify_restaurant_of_row, migration 0014).
CREATE TRIGGER realtime_venue_status_reports AFTER INSERT OR UPDATE OR DELETE ON "venue_status_reports"
  FOR EACH ROW EXECUTE FUNCTION realtime_notify_restaurant_of_row();
