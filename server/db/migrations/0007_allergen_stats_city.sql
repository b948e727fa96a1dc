-- restaurant_allergen_stats gains the restaurant's folded city, so the allergen
-- filter combined with a city is served by one index in Italian order. Added
-- nullable, filled from the restaurants, then made NOT NULL: the table is not
-- empty on an existing database.
ALTER TABLE "restaurant_allergen_stats" ADD COLUMN "search_city" text COLLATE "C";
--> statement-breakpoint
UPDATE "restaurant_allergen_stats" s SET search_city = r.search_city
FROM "restaurants" r WHERE r.id = s.restaurant_id;
--> statement-breakpoint
ALTER TABLE "restaurant_allergen_stats" ALTER COLUMN "search_city" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "restaurant_allergen_stats_city_idx" ON "restaurant_allergen_stats" USING btree ("allergen_id","search_city","sort_name","restaurant_id");
--> statement-breakpoint
DROP TRIGGER restaurants_sync_sort_name ON "restaurants";
--> statement-breakpoint
DROP FUNCTION restaurants_sync_sort_name();
--> statement-breakpoint
-- restaurant_allergen_stats carries the restaurant's sort key and folded city
-- (its indexes serve the allergen filter, alone or with a city, in Italian order).
-- No column list on the trigger: search_city is set by the BEFORE trigger.
CREATE FUNCTION restaurants_sync_allergen_stats() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE restaurant_allergen_stats SET sort_name = NEW.sort_name, search_city = NEW.search_city
  WHERE restaurant_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER restaurants_sync_allergen_stats AFTER UPDATE ON "restaurants"
  FOR EACH ROW WHEN (OLD.sort_name IS DISTINCT FROM NEW.sort_name OR OLD.search_city IS DISTINCT FROM NEW.search_city)
  EXECUTE FUNCTION restaurants_sync_allergen_stats();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION restaurant_allergen_stats_apply(p_restaurant uuid, p_allergen uuid, p_delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO restaurant_allergen_stats AS s (restaurant_id, allergen_id, review_count, sort_name, search_city)
    SELECT p_restaurant, p_allergen, p_delta, r.sort_name, r.search_city FROM "restaurants" r WHERE r.id = p_restaurant
    ON CONFLICT (restaurant_id, allergen_id) DO UPDATE
      SET review_count = s.review_count + excluded.review_count;
  ELSIF p_delta < 0 THEN
    UPDATE restaurant_allergen_stats SET review_count = review_count + p_delta
    WHERE restaurant_id = p_restaurant AND allergen_id = p_allergen;
    DELETE FROM restaurant_allergen_stats
    WHERE restaurant_id = p_restaurant AND allergen_id = p_allergen AND review_count <= 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION restaurant_stats_rebuild() RETURNS void
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
  SELECT restaurant_id, count(*),
    count(*) FILTER (WHERE rating = 'excellent'), count(*) FILTER (WHERE rating = 'good'),
    count(*) FILTER (WHERE rating = 'average'), count(*) FILTER (WHERE rating = 'poor'),
    coalesce(sum(cleanliness_rating), 0), count(cleanliness_rating),
    coalesce(sum(customer_attention_rating), 0), count(customer_attention_rating),
    coalesce(sum(menu_flexibility_rating), 0), count(menu_flexibility_rating),
    count(*) FILTER (WHERE allergen_indication = 'yes'),
    count(*) FILTER (WHERE allergen_indication = 'on_request'),
    count(*) FILTER (WHERE allergen_indication = 'no')
  FROM reviews GROUP BY restaurant_id;
  DELETE FROM restaurant_allergen_stats;
  INSERT INTO restaurant_allergen_stats (restaurant_id, allergen_id, review_count, sort_name, search_city)
  SELECT rv.restaurant_id, ra.allergen_id, count(*), min(r.sort_name), min(r.search_city)
  FROM review_allergens ra JOIN reviews rv ON rv.id = ra.review_id JOIN "restaurants" r ON r.id = rv.restaurant_id
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
