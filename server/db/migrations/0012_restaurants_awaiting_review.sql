-- My restaurants lists the restaurants a user added that nobody has reviewed
-- yet (the list, search and map show reviewed ones only, so this is the way
-- back to them): a small partial index by creator, in Italian order.
CREATE INDEX IF NOT EXISTS "restaurants_awaiting_review_idx" ON "restaurants" ("user_id", "sort_name", "id") WHERE NOT "has_reviews";
