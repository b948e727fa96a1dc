-- One person, one voice (docs/product.md#one-person-one-voice): every signal
-- counts each author's most recent visible review of a venue once. The older
-- ones stay readable and are marked superseded_at; the counters of migrations
-- 0004 and 0016 then treat a superseded review exactly like a hidden one.
ALTER TABLE "reviews" ADD COLUMN "superseded_at" timestamp with time zone;
--> statement-breakpoint
-- A moderator may close a reaction report with a written reason (docs/product.md#reaction-reports).
ALTER TABLE "incident_reports" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "incident_reports" ADD COLUMN "closed_reason" text;
--> statement-breakpoint
ALTER TABLE "incident_reports" ADD COLUMN "closed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_closed_check"
  CHECK ((closed_at IS NULL) = (closed_reason IS NULL) AND char_length(closed_reason) <= 1000);
--> statement-breakpoint
CREATE INDEX "reviews_restaurant_user_created_idx" ON "reviews" USING btree ("restaurant_id", "user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION restaurant_stats_recount(p_restaurant uuid) RETURNS void
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
  FROM reviews WHERE restaurant_id = p_restaurant AND hidden_at IS NULL AND superseded_at IS NULL AND NOT v_hidden
  GROUP BY restaurant_id;
  INSERT INTO restaurant_allergen_stats (restaurant_id, allergen_id, review_count, sort_name, search_city)
  SELECT rv.restaurant_id, ra.allergen_id, count(*), min(r.sort_name), min(r.search_city)
  FROM review_allergens ra JOIN reviews rv ON rv.id = ra.review_id JOIN "restaurants" r ON r.id = rv.restaurant_id
  WHERE rv.restaurant_id = p_restaurant AND rv.hidden_at IS NULL AND rv.superseded_at IS NULL AND NOT v_hidden
  GROUP BY rv.restaurant_id, ra.allergen_id;
  -- restaurants_derive_columns sets has_reviews from restaurant_stats on any update.
  UPDATE "restaurants" SET has_reviews = has_reviews WHERE id = p_restaurant;
END;
$$;
--> statement-breakpoint
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
  WHERE rv.hidden_at IS NULL AND rv.superseded_at IS NULL AND r.hidden_at IS NULL
  GROUP BY rv.restaurant_id;
  DELETE FROM restaurant_allergen_stats;
  INSERT INTO restaurant_allergen_stats (restaurant_id, allergen_id, review_count, sort_name, search_city)
  SELECT rv.restaurant_id, ra.allergen_id, count(*), min(r.sort_name), min(r.search_city)
  FROM review_allergens ra JOIN reviews rv ON rv.id = ra.review_id JOIN "restaurants" r ON r.id = rv.restaurant_id
  WHERE rv.hidden_at IS NULL AND rv.superseded_at IS NULL AND r.hidden_at IS NULL
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
--> statement-breakpoint
-- Marks every visible review of one author at one venue but the newest as
-- superseded (and the newest as not). True when a mark changed, so the caller
-- recounts the venue. An anonymous review (its account deleted) is its own voice.
CREATE FUNCTION reviews_refresh_superseded(p_restaurant uuid, p_user uuid) RETURNS boolean
  LANGUAGE plpgsql AS $$
DECLARE
  v_latest uuid;
  v_changed integer;
BEGIN
  IF p_user IS NULL THEN
    RETURN false;
  END IF;
  -- Two reviews by one person arriving at once take turns here, so the second
  -- sees the first (committed by then) and neither stays counted beside the other.
  PERFORM pg_advisory_xact_lock(hashtextextended('allerguida:one-voice:' || p_restaurant::text || ':' || p_user::text, 0));
  SELECT id INTO v_latest FROM reviews
  WHERE restaurant_id = p_restaurant AND user_id = p_user AND hidden_at IS NULL
  ORDER BY created_at DESC, id DESC LIMIT 1;
  UPDATE reviews SET superseded_at = CASE WHEN superseded_at IS NULL THEN now() ELSE NULL END
  WHERE restaurant_id = p_restaurant AND user_id = p_user
    AND (superseded_at IS NOT NULL) <> (hidden_at IS NULL AND id IS DISTINCT FROM v_latest);
  GET DIAGNOSTICS v_changed = ROW_COUNT;
  RETURN v_changed > 0;
END;
$$;
--> statement-breakpoint
-- After a statement that added or removed reviews: refreshes the marks of each
-- author it touched, then recounts the venues whose marks changed. Statement
-- level, so it runs after every row's incremental counting of the statement
-- (a recount in the middle of a many-row statement would count its later rows
-- twice).
CREATE FUNCTION reviews_one_voice_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_pair record;
  v_changed uuid[] := '{}';
BEGIN
  FOR v_pair IN SELECT DISTINCT restaurant_id, user_id FROM new_reviews WHERE user_id IS NOT NULL LOOP
    IF reviews_refresh_superseded(v_pair.restaurant_id, v_pair.user_id) THEN
      v_changed := v_changed || v_pair.restaurant_id;
    END IF;
  END LOOP;
  PERFORM restaurant_stats_recount(r) FROM (SELECT DISTINCT unnest(v_changed) AS r) changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION reviews_one_voice_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_pair record;
  v_changed uuid[] := '{}';
BEGIN
  FOR v_pair IN SELECT DISTINCT restaurant_id, user_id FROM old_reviews WHERE user_id IS NOT NULL LOOP
    IF reviews_refresh_superseded(v_pair.restaurant_id, v_pair.user_id) THEN
      v_changed := v_changed || v_pair.restaurant_id;
    END IF;
  END LOOP;
  PERFORM restaurant_stats_recount(r) FROM (SELECT DISTINCT unnest(v_changed) AS r) changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A hide, a restore or a moved review (one row at a time: moderation, the API).
CREATE FUNCTION reviews_one_voice_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF reviews_refresh_superseded(OLD.restaurant_id, OLD.user_id) THEN
    PERFORM restaurant_stats_recount(OLD.restaurant_id);
  END IF;
  IF reviews_refresh_superseded(NEW.restaurant_id, NEW.user_id) THEN
    PERFORM restaurant_stats_recount(NEW.restaurant_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "B_reviews_one_voice_inserted" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_one_voice_inserted();
--> statement-breakpoint
CREATE TRIGGER "B_reviews_one_voice_deleted" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_one_voice_deleted();
--> statement-breakpoint
-- superseded_at is not in the column list, so the function's own marks do not fire it again.
CREATE TRIGGER "B_reviews_one_voice_updated" AFTER UPDATE OF hidden_at, user_id, restaurant_id, created_at ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION reviews_one_voice_updated();
--> statement-breakpoint
DROP TRIGGER "A_reviews_maintain_stats" ON "reviews";
--> statement-breakpoint
DROP TRIGGER "A_reviews_maintain_stats_update" ON "reviews";
--> statement-breakpoint
DROP TRIGGER "A_reviews_maintain_stats_delete" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "A_reviews_maintain_stats" AFTER INSERT ON "reviews"
  FOR EACH ROW WHEN (NEW.hidden_at IS NULL AND NEW.superseded_at IS NULL) EXECUTE FUNCTION reviews_maintain_stats();
--> statement-breakpoint
CREATE TRIGGER "A_reviews_maintain_stats_update" AFTER UPDATE ON "reviews"
  FOR EACH ROW WHEN (OLD.hidden_at IS NULL AND NEW.hidden_at IS NULL AND OLD.superseded_at IS NULL AND NEW.superseded_at IS NULL)
  EXECUTE FUNCTION reviews_maintain_stats();
--> statement-breakpoint
-- Upper-case 'A' sorts before 'RI_ConstraintTrigger_…' (migration 0004).
CREATE TRIGGER "A_reviews_maintain_stats_delete" AFTER DELETE ON "reviews"
  FOR EACH ROW WHEN (OLD.hidden_at IS NULL AND OLD.superseded_at IS NULL) EXECUTE FUNCTION reviews_maintain_stats();
--> statement-breakpoint
-- A tag counts only while its review does (visible and not superseded).
CREATE OR REPLACE FUNCTION review_allergens_maintain_stats() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_restaurant uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.review_id = OLD.review_id AND NEW.allergen_id = OLD.allergen_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT restaurant_id INTO v_restaurant FROM reviews
    WHERE id = OLD.review_id AND hidden_at IS NULL AND superseded_at IS NULL;
    IF FOUND THEN
      PERFORM restaurant_allergen_stats_apply(v_restaurant, OLD.allergen_id, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT restaurant_id INTO v_restaurant FROM reviews
    WHERE id = NEW.review_id AND hidden_at IS NULL AND superseded_at IS NULL;
    IF FOUND THEN
      PERFORM restaurant_allergen_stats_apply(v_restaurant, NEW.allergen_id, 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Existing data: each author's older reviews of a venue become superseded, then every counter is recomputed.
UPDATE "reviews" rv SET superseded_at = now()
WHERE rv.hidden_at IS NULL AND rv.user_id IS NOT NULL AND EXISTS (
  SELECT 1 FROM "reviews" newer
  WHERE newer.restaurant_id = rv.restaurant_id AND newer.user_id = rv.user_id AND newer.hidden_at IS NULL
    AND (newer.created_at, newer.id) > (rv.created_at, rv.id));
--> statement-breakpoint
SELECT restaurant_stats_rebuild();
