-- Issue 22, trust II.
--
-- Practices ('Cosa fa il locale'): one dated stance per diner per practice of a
-- restaurant, confirm or dispute, changeable. A review can confirm practices
-- too (review_id names it). restaurant_practice_stats keeps, per restaurant and
-- practice, the counts and the latest confirmation, maintained by a trigger
-- from any writer, so the list filters and marks rows without counting stances.
CREATE TABLE IF NOT EXISTS "practice_stances" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "restaurant_id" uuid NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
  "practice" text NOT NULL,
  "stance" text NOT NULL,
  "review_id" uuid REFERENCES "reviews"("id") ON DELETE SET NULL,
  "stated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "practice_stances_pkey" PRIMARY KEY ("user_id", "restaurant_id", "practice"),
  CONSTRAINT "practice_stances_practice" CHECK ("practice" IN ('dedicated_gluten_free_fryer', 'separate_preparation',
    'trained_staff', 'written_allergen_info', 'gluten_free_menu', 'fully_gluten_free', 'aic_network')),
  CONSTRAINT "practice_stances_stance" CHECK ("stance" IN ('confirm', 'dispute'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "practice_stances_restaurant_idx" ON "practice_stances" ("restaurant_id", "practice");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "practice_stances_review_idx" ON "practice_stances" ("review_id") WHERE "review_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "restaurant_practice_stats" (
  "restaurant_id" uuid NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
  "practice" text NOT NULL,
  "confirmations" integer DEFAULT 0 NOT NULL,
  "disputes" integer DEFAULT 0 NOT NULL,
  "last_confirmed_at" timestamp with time zone,
  CONSTRAINT "restaurant_practice_stats_pkey" PRIMARY KEY ("restaurant_id", "practice")
);
--> statement-breakpoint
-- The list filter: restaurants where a practice is confirmed (more confirmations than disputes).
CREATE INDEX IF NOT EXISTS "restaurant_practice_stats_confirmed_idx" ON "restaurant_practice_stats" ("practice", "restaurant_id")
  WHERE "confirmations" > "disputes";
--> statement-breakpoint
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
    WHERE ps.restaurant_id = p_restaurant AND ps.practice = p_practice
      AND EXISTS (SELECT 1 FROM restaurants r WHERE r.id = p_restaurant)
    HAVING count(*) > 0
  ON CONFLICT (restaurant_id, practice) DO UPDATE
    SET confirmations = excluded.confirmations, disputes = excluded.disputes, last_confirmed_at = excluded.last_confirmed_at;
  -- List rows show the confirmed practices: a change is news for the list cache and open pages.
  PERFORM pg_notify('realtime', jsonb_build_object('topic', 'restaurants', 'event', 'UPDATE', 'id', p_restaurant)::text);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION practice_stances_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM practice_stats_refresh(OLD.restaurant_id, OLD.practice);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.restaurant_id <> OLD.restaurant_id OR NEW.practice <> OLD.practice) THEN
    PERFORM practice_stats_refresh(NEW.restaurant_id, NEW.practice);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "practice_stances_stats" ON "practice_stances";
--> statement-breakpoint
CREATE TRIGGER "practice_stances_stats" AFTER INSERT OR UPDATE OR DELETE ON "practice_stances"
  FOR EACH ROW EXECUTE FUNCTION practice_stances_changed();
--> statement-breakpoint
-- Reviewer sensitivity: a level per allergen of the user's own list (health
-- data, private), and whether the user shows it on their reviews.
CREATE TABLE IF NOT EXISTS "user_allergen_levels" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "allergen_id" uuid NOT NULL REFERENCES "allergens"("id") ON DELETE CASCADE,
  "level" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_allergen_levels_pkey" PRIMARY KEY ("user_id", "allergen_id"),
  CONSTRAINT "user_allergen_levels_level" CHECK ("level" IN ('intolerance', 'allergy', 'coeliac', 'severe_allergy'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sensitivity_sharing" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "show_on_reviews" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An allergen leaving the user's list takes its level along, whoever removes it.
CREATE OR REPLACE FUNCTION user_allergen_level_cleanup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_allergen_levels WHERE user_id = OLD.user_id AND allergen_id = OLD.allergen_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_allergens_level_cleanup" ON "user_allergens";
--> statement-breakpoint
CREATE TRIGGER "user_allergens_level_cleanup" AFTER DELETE ON "user_allergens"
  FOR EACH ROW EXECUTE FUNCTION user_allergen_level_cleanup();
