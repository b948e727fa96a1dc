-- Moderation (docs/product.md#moderation): roles, reports, recorded actions
-- with their statement of reasons, appeals, and hidden or locked content.
--
-- Roles. A user without a row is an ordinary user. Granted by the operator
-- (`npm run user -- role <email> moderator`) or the admin API; the server reads
-- this table on every moderation request, the access token only tells the web
-- app which links to show (app_metadata.role, mirrored by the same service).
CREATE TABLE "user_roles" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "role" text NOT NULL,
  "granted_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "user_roles_role_check" CHECK ("role" IN ('moderator', 'admin'))
);
--> statement-breakpoint
-- Hidden content stays stored (a restore brings it back as it was) but leaves
-- every read path and every counter. A locked restaurant refuses edits.
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "hidden_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "hidden_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "locked_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nickname_hidden_at" timestamptz;
--> statement-breakpoint
-- What a moderator did, to what, to whom, why, and under which rule. Every
-- action is kept; the affected user's statement of reasons is built from it.
CREATE TABLE "moderation_actions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "target_type" text NOT NULL,
  "target_id" uuid NOT NULL,
  "restaurant_id" uuid REFERENCES "restaurants"("id") ON DELETE SET NULL,
  "affected_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "moderator_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "action" text NOT NULL,
  "rule" text,
  "reason" text NOT NULL,
  "details" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "moderation_actions_target_type_check" CHECK ("target_type" IN ('review', 'photo', 'restaurant', 'profile', 'user')),
  CONSTRAINT "moderation_actions_action_check" CHECK ("action" IN ('dismiss', 'hide', 'restore', 'revert', 'lock', 'unlock', 'suspend', 'unsuspend')),
  CONSTRAINT "moderation_actions_reason_length" CHECK (char_length("reason") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" ("target_type", "target_id", "created_at");
--> statement-breakpoint
CREATE INDEX "moderation_actions_affected_user_idx" ON "moderation_actions" ("affected_user_id", "created_at");
--> statement-breakpoint
-- A notice from anyone signed in: one open report per user per item.
CREATE TABLE "moderation_reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "target_type" text NOT NULL,
  "target_id" uuid NOT NULL,
  "reporter_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" text NOT NULL,
  "details" text,
  "status" text NOT NULL DEFAULT 'open',
  "resolved_action_id" uuid REFERENCES "moderation_actions"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "resolved_at" timestamptz,
  CONSTRAINT "moderation_reports_target_type_check" CHECK ("target_type" IN ('review', 'photo', 'restaurant', 'profile')),
  CONSTRAINT "moderation_reports_reason_check" CHECK ("reason" IN ('spam', 'offensive', 'false_information', 'privacy', 'illegal', 'other')),
  CONSTRAINT "moderation_reports_status_check" CHECK ("status" IN ('open', 'resolved')),
  CONSTRAINT "moderation_reports_details_length" CHECK (char_length("details") <= 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_one_open_idx" ON "moderation_reports" ("reporter_id", "target_type", "target_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "moderation_reports_open_idx" ON "moderation_reports" ("created_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "moderation_reports_target_idx" ON "moderation_reports" ("target_type", "target_id");
--> statement-breakpoint
-- One appeal per action, by its affected user; decided by a moderator.
CREATE TABLE "moderation_appeals" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "action_id" uuid NOT NULL UNIQUE REFERENCES "moderation_actions"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "text" text NOT NULL,
  "status" text NOT NULL DEFAULT 'open',
  "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "decision_reason" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "decided_at" timestamptz,
  CONSTRAINT "moderation_appeals_status_check" CHECK ("status" IN ('open', 'upheld', 'reversed')),
  CONSTRAINT "moderation_appeals_text_length" CHECK (char_length("text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX "moderation_appeals_open_idx" ON "moderation_appeals" ("created_at") WHERE "status" = 'open';
--> statement-breakpoint
-- A moderation notification leads to its statement of reasons (and the appeal).
ALTER TABLE "notifications" ADD COLUMN "moderation_action_id" uuid REFERENCES "moderation_actions"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('review_like', 'review_dislike', 'system', 'moderation'));
--> statement-breakpoint
-- Counters of one restaurant recomputed from its visible reviews (none while
-- the restaurant is hidden): after a review or the restaurant is hidden or
-- restored. The restaurant row is locked first, so reviews being added to it
-- (their foreign key takes a share lock on it) finish before or start after.
-- Facet counts follow through the triggers of restaurant_allergen_stats and
-- restaurants (has_reviews is derived from restaurant_stats).
CREATE FUNCTION restaurant_stats_recount(p_restaurant uuid) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  v_hidden boolean;
BEGIN
  SELECT hidden_at IS NOT NULL INTO v_hidden FROM "restaurants" WHERE id = p_restaurant FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  DELETE FROM restaurant_allergen_stats WHERE restaurant_id = p_restaurant;
  DELETE FROM restaurant_stats WHERE restaurant_id = p_restaurant;
  INSERT INTO restaurant_stats (
    restaurant_id, review_count, rating_excellent, rating_good, rating_average, rating_poor,
    cleanliness_sum, cleanliness_count, customer_attention_sum, customer_attention_count,
    menu_flexibility_sum, menu_flexibility_count, indication_yes, indication_on_request, indication_no)
  SELECT restaurant_id, count(*),
    count(*) FILTER (WHERE rating = 'excellent'), count(*) FILTER (WHERE rating = 'good'),
    count(*) FILTER (WHERE rating = 'average'), count(*) FILTER (WHERE rating = 'poor'),
    coalesce(sum(cleanliness_rating), 0), count(cleanliness_rating),
    coalesce(sum(customer_attention_rating), 0), count(customer_attention_rating),
    coalesce(sum(menu_flexibility_rating), 0), count(menu_flexibility_rating),
    count(*) FILTER (WHERE allergen_indication = 'yes'),
    count(*) FILTER (WHERE allergen_indication = 'on_request'),
    count(*) FILTER (WHERE allergen_indication = 'no')
  FROM reviews WHERE restaurant_id = p_restaurant AND hidden_at IS NULL AND NOT v_hidden
  GROUP BY restaurant_id;
  INSERT INTO restaurant_allergen_stats (restaurant_id, allergen_id, review_count, sort_name, search_city)
  SELECT rv.restaurant_id, ra.allergen_id, count(*), min(r.sort_name), min(r.search_city)
  FROM review_allergens ra JOIN reviews rv ON rv.id = ra.review_id JOIN "restaurants" r ON r.id = rv.restaurant_id
  WHERE rv.restaurant_id = p_restaurant AND rv.hidden_at IS NULL AND NOT v_hidden
  GROUP BY rv.restaurant_id, ra.allergen_id;
  -- restaurants_derive_columns sets has_reviews from restaurant_stats on any update.
  UPDATE "restaurants" SET has_reviews = has_reviews WHERE id = p_restaurant;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION moderation_review_hidden() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM restaurant_stats_recount(NEW.restaurant_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION moderation_restaurant_hidden() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM restaurant_stats_recount(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER moderation_reviews_recount AFTER UPDATE OF hidden_at ON "reviews"
  FOR EACH ROW WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION moderation_review_hidden();
--> statement-breakpoint
CREATE TRIGGER moderation_restaurants_recount AFTER UPDATE OF hidden_at ON "restaurants"
  FOR EACH ROW WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION moderation_restaurant_hidden();
--> statement-breakpoint
-- The incremental counting of migration 0004 applies to visible reviews only:
-- a hidden review is already counted out, so changing or deleting it changes
-- nothing. (Writes to a hidden review or to a hidden restaurant's reviews are
-- refused by the API; these conditions keep psql and the demo seed right too.)
DROP TRIGGER "A_reviews_maintain_stats" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "A_reviews_maintain_stats" AFTER INSERT ON "reviews"
  FOR EACH ROW WHEN (NEW.hidden_at IS NULL) EXECUTE FUNCTION reviews_maintain_stats();
--> statement-breakpoint
CREATE TRIGGER "A_reviews_maintain_stats_update" AFTER UPDATE ON "reviews"
  FOR EACH ROW WHEN (OLD.hidden_at IS NULL AND NEW.hidden_at IS NULL) EXECUTE FUNCTION reviews_maintain_stats();
--> statement-breakpoint
-- Upper-case 'A' sorts before 'RI_ConstraintTrigger_…' (migration 0004).
CREATE TRIGGER "A_reviews_maintain_stats_delete" AFTER DELETE ON "reviews"
  FOR EACH ROW WHEN (OLD.hidden_at IS NULL) EXECUTE FUNCTION reviews_maintain_stats();
--> statement-breakpoint
-- The full rebuild counts visible reviews of visible restaurants only.
CREATE OR REPLACE FUNCTION restaurant_stats_recompute() RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "restaurants", "reviews", "review_allergens" IN SHARE MODE;
  UPDATE "restaurants" SET
    search_name = coalesce(allerguida_fold(name), ''),
    search_city = coalesce(allerguida_fold(city), ''),
    search_cuisine = coalesce(allerguida_fold(cuisine_type), ''),
    search_text = coalesce(allerguida_fold(name), '') || E'\n' || coalesce(allerguida_fold(city), '')
      || E'\n' || coalesce(allerguida_fold(address), '')
  WHERE search_name IS DISTINCT FROM coalesce(allerguida_fold(name), '')
     OR search_city IS DISTINCT FROM coalesce(allerguida_fold(city), '')
     OR search_cuisine IS DISTINCT FROM coalesce(allerguida_fold(cuisine_type), '')
     OR search_text IS DISTINCT FROM coalesce(allerguida_fold(name), '') || E'\n'
        || coalesce(allerguida_fold(city), '') || E'\n' || coalesce(allerguida_fold(address), '');
  DELETE FROM restaurant_stats;
  INSERT INTO restaurant_stats (
    restaurant_id, review_count, rating_excellent, rating_good, rating_average, rating_poor,
    cleanliness_sum, cleanliness_count, customer_attention_sum, customer_attention_count,
    menu_flexibility_sum, menu_flexibility_count, indication_yes, indication_on_request, indication_no)
  SELECT rv.restaurant_id, count(*),
    count(*) FILTER (WHERE rating = 'excellent'), count(*) FILTER (WHERE rating = 'good'),
    count(*) FILTER (WHERE rating = 'average'), count(*) FILTER (WHERE rating = 'poor'),
    coalesce(sum(cleanliness_rating), 0), count(cleanliness_rating),
    coalesce(sum(customer_attention_rating), 0), count(customer_attention_rating),
    coalesce(sum(menu_flexibility_rating), 0), count(menu_flexibility_rating),
    count(*) FILTER (WHERE allergen_indication = 'yes'),
    count(*) FILTER (WHERE allergen_indication = 'on_request'),
    count(*) FILTER (WHERE allergen_indication = 'no')
  FROM reviews rv JOIN "restaurants" r ON r.id = rv.restaurant_id
  WHERE rv.hidden_at IS NULL AND r.hidden_at IS NULL
  GROUP BY rv.restaurant_id;
  DELETE FROM restaurant_allergen_stats;
  INSERT INTO restaurant_allergen_stats (restaurant_id, allergen_id, review_count, sort_name, search_city)
  SELECT rv.restaurant_id, ra.allergen_id, count(*), min(r.sort_name), min(r.search_city)
  FROM review_allergens ra JOIN reviews rv ON rv.id = ra.review_id JOIN "restaurants" r ON r.id = rv.restaurant_id
  WHERE rv.hidden_at IS NULL AND r.hidden_at IS NULL
  GROUP BY rv.restaurant_id, ra.allergen_id;
  UPDATE "restaurants" r SET has_reviews = NOT r.has_reviews
  WHERE r.has_reviews <> EXISTS (
    SELECT 1 FROM restaurant_stats s WHERE s.restaurant_id = r.id AND s.review_count > 0);
  DELETE FROM restaurant_facets;
  INSERT INTO restaurant_facets (kind, key, label, restaurant_count)
  SELECT 'all', '', '', count(*) FROM "restaurants" WHERE has_reviews;
  INSERT INTO restaurant_facets (kind, key, label, restaurant_count)
  SELECT 'city', search_city, min(city), count(*) FROM "restaurants" WHERE has_reviews GROUP BY search_city;
  INSERT INTO restaurant_facets (kind, key, label, restaurant_count)
  SELECT 'cuisine', search_cuisine, min(cuisine_type), count(*) FROM "restaurants"
  WHERE has_reviews AND search_cuisine <> '' GROUP BY search_cuisine;
  INSERT INTO restaurant_facets (kind, key, label, restaurant_count)
  SELECT 'allergen', allergen_id::text, '', count(*) FROM restaurant_allergen_stats
  WHERE review_count > 0 GROUP BY allergen_id;
END;
$$;
