-- Practice stances and status claims can be reported ('Segnala') and hidden by
-- a moderator like reviews (docs/product.md#moderation): each gets an id to be
-- named by, and a hidden one stops counting. A set-aside hides them too
-- (instead of withdrawing them), so a reinstatement puts back exactly those.
ALTER TABLE "practice_stances" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "practice_stances_id_key" ON "practice_stances" ("id");
--> statement-breakpoint
ALTER TABLE "practice_stances" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "venue_status_reports" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_status_reports_id_key" ON "venue_status_reports" ("id");
--> statement-breakpoint
ALTER TABLE "venue_status_reports" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
-- As in migration 0015, counting only the stances no moderator hid (hiding or
-- showing one again is an UPDATE, which refreshes its practice's counts).
CREATE OR REPLACE FUNCTION practice_stats_refresh(p_restaurant uuid, p_practice text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM restaurant_practice_stats WHERE restaurant_id = p_restaurant AND practice = p_practice;
  -- A restaurant being deleted takes its stances along: nothing to count for it.
  INSERT INTO restaurant_practice_stats AS s (restaurant_id, practice, confirmations, disputes, last_confirmed_at)
    SELECT p_restaurant, p_practice,
      count(*) FILTER (WHERE ps.stance = 'confirm'),
      count(*) FILTER (WHERE ps.stance = 'dispute'),
      max(ps.stated_at) FILTER (WHERE ps.stance = 'confirm')
    FROM practice_stances ps
    WHERE ps.restaurant_id = p_restaurant AND ps.practice = p_practice AND ps.hidden_at IS NULL
      AND EXISTS (SELECT 1 FROM restaurants r WHERE r.id = p_restaurant)
    HAVING count(*) > 0
  ON CONFLICT (restaurant_id, practice) DO UPDATE
    SET confirmations = excluded.confirmations, disputes = excluded.disputes, last_confirmed_at = excluded.last_confirmed_at;
  -- List rows show the confirmed practices: a change is news for the list cache and open pages.
  PERFORM pg_notify('realtime', jsonb_build_object('topic', 'restaurants', 'event', 'UPDATE', 'id', p_restaurant)::text);
END $$;
--> statement-breakpoint
ALTER TABLE "moderation_reports" DROP CONSTRAINT "moderation_reports_target_type_check";
--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_target_type_check"
  CHECK ("target_type" IN ('review', 'photo', 'restaurant', 'profile', 'incident', 'practice_stance', 'status_claim'));
--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_target_type_check";
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_target_type_check"
  CHECK ("target_type" IN ('review', 'photo', 'restaurant', 'profile', 'incident', 'practice_stance', 'status_claim', 'user'));
