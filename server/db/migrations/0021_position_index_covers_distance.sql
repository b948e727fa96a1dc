-- Distance order (server/restaurants/restaurants.repository.ts, distancePageQuery)
-- reads, for every reviewed restaurant in its bounding box, only the position,
-- the sort name and the id. With those in the position index the box is read
-- from the index alone (an index-only scan) instead of one heap page per
-- restaurant: for a 1 km box in central Rome over 100,000 venues, 0.6 ms
-- instead of 1.5 ms. The map's bounds use the same leading columns.
DROP INDEX IF EXISTS "restaurants_reviewed_position_idx";--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_position_idx" ON "restaurants" USING btree ("latitude","longitude","sort_name","id") WHERE has_reviews and latitude is not null;
