-- A nickname names one reviewer: unique ignoring case and surrounding spaces
-- ('Mario', ' mario ' and 'MARIO' are the same name). Duplicates already stored
-- are resolved first, deterministically: the oldest profile (created_at, then
-- id) keeps the name; each later one gets the name cut to 31 characters plus
-- '-' and the first 8 characters of its user id (40 at most, the column's limit).
WITH ranked AS (
  SELECT "id", row_number() OVER (PARTITION BY lower(trim("nickname")) ORDER BY "created_at", "id") AS "position"
  FROM "profiles"
  WHERE "nickname" IS NOT NULL
)
UPDATE "profiles"
SET "nickname" = left(trim("profiles"."nickname"), 31) || '-' || left("profiles"."id"::text, 8),
    "updated_at" = now()
FROM ranked
WHERE ranked."id" = "profiles"."id" AND ranked."position" > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_nickname_unique" ON "profiles" (lower(trim("nickname")));
