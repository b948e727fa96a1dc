-- Realtime fan-out (server/realtime/README.md): every change of notifications,
-- restaurants and reviews is announced on the NOTIFY channel "realtime", from
-- whichever writer (any server process, the demo seed, psql). Every server
-- process LISTENs and pushes to its own WebSocket clients, so clients of one
-- process see the writes of another. Payloads carry ids only: a notification's
-- text is loaded by the process that delivers it, for its owner alone.
CREATE FUNCTION realtime_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  payload jsonb := jsonb_build_object('topic', TG_TABLE_NAME, 'event', TG_OP, 'id', r.id);
BEGIN
  IF TG_TABLE_NAME = 'notifications' THEN
    payload := payload || jsonb_build_object('user_id', r.user_id);
  ELSIF TG_TABLE_NAME = 'reviews' THEN
    payload := payload || jsonb_build_object('restaurant_id', r.restaurant_id);
  END IF;
  PERFORM pg_notify('realtime', payload::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER realtime_notifications_insert_delete AFTER INSERT OR DELETE ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION realtime_notify();
--> statement-breakpoint
CREATE TRIGGER realtime_notifications_update AFTER UPDATE ON "notifications"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION realtime_notify();
--> statement-breakpoint
CREATE TRIGGER realtime_restaurants_insert_delete AFTER INSERT OR DELETE ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION realtime_notify();
--> statement-breakpoint
-- The stats triggers rewrite restaurant rows (has_reviews); an unchanged row is no news.
CREATE TRIGGER realtime_restaurants_update AFTER UPDATE ON "restaurants"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION realtime_notify();
--> statement-breakpoint
CREATE TRIGGER realtime_reviews_insert_delete AFTER INSERT OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION realtime_notify();
--> statement-breakpoint
CREATE TRIGGER realtime_reviews_update AFTER UPDATE ON "reviews"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION realtime_notify();
