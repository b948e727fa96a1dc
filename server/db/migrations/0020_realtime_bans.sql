-- A suspension cuts the user's live connections (docs/product.md#moderation):
-- whoever bans (a moderator, the admin API, the operator's command, psql), the
-- "realtime" channel announces it, and every server process closes that user's
-- sockets at once and checks again every token it had already verified,
-- instead of noticing within its next session check. Lifting a ban is not
-- announced: nothing is open to cut.
CREATE FUNCTION realtime_notify_ban() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('realtime', jsonb_build_object('topic', 'bans', 'event', 'UPDATE', 'id', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER realtime_users_banned AFTER UPDATE OF banned_until ON "users"
  FOR EACH ROW WHEN (NEW.banned_until > now() AND NEW.banned_until IS DISTINCT FROM OLD.banned_until)
  EXECUTE FUNCTION realtime_notify_ban();
