-- Votes are announced on the "realtime" channel too (server/realtime/README.md),
-- as topic "votes" with the review's id and its restaurant's: people reading a
-- restaurant page see the like and dislike counts change while they read. A
-- topic of its own, because a vote changes no list, badge or score: the list
-- cache (server/restaurants/list-cache.ts) ignores it.
CREATE FUNCTION realtime_notify_vote() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  voted_review_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.review_id ELSE NEW.review_id END;
  voted_restaurant_id uuid;
BEGIN
  SELECT restaurant_id INTO voted_restaurant_id FROM reviews WHERE id = voted_review_id;
  -- Votes deleted with their review: the review's own DELETE is announced.
  IF voted_restaurant_id IS NOT NULL THEN
    PERFORM pg_notify('realtime', jsonb_build_object(
      'topic', 'votes', 'event', 'UPDATE', 'id', voted_review_id, 'restaurant_id', voted_restaurant_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER realtime_review_likes_insert_delete AFTER INSERT OR DELETE ON "review_likes"
  FOR EACH ROW EXECUTE FUNCTION realtime_notify_vote();
--> statement-breakpoint
CREATE TRIGGER realtime_review_likes_update AFTER UPDATE ON "review_likes"
  FOR EACH ROW WHEN (OLD.is_like IS DISTINCT FROM NEW.is_like) EXECUTE FUNCTION realtime_notify_vote();
