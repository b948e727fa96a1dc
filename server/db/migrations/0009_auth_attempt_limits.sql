-- Limits that hold whatever address a client claims, shared by every server
-- instance and kept across restarts (server/auth/README.md, "Attempt limits").
--
-- A one-time code (emailed or SMS) dies after 5 wrong guesses for its address:
-- every code typed for the address counts, the right one included.
ALTER TABLE "one_time_tokens" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A TOTP factor refuses verification until locked_until after 5 wrong codes.
ALTER TABLE "mfa_factors" ADD COLUMN "failed_attempts" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD COLUMN "locked_until" timestamp with time zone;
--> statement-breakpoint
-- Failed password sign-ins per account, keyed by a hash of the typed email or
-- phone: unknown addresses are counted the same way, so the answer never tells
-- whether an account exists, and no typed address is stored in clear.
CREATE TABLE "sign_in_failures" (
  "identifier_hash" text PRIMARY KEY NOT NULL,
  "failures" integer DEFAULT 0 NOT NULL,
  "last_failed_at" timestamp with time zone NOT NULL,
  "locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_at_idx" ON "sign_in_failures" ("last_failed_at");
--> statement-breakpoint
-- Auth emails sent per clock hour by the whole project (RATE_LIMIT_EMAIL_SENT).
CREATE TABLE "auth_email_sends" (
  "hour_start" timestamp with time zone PRIMARY KEY NOT NULL,
  "sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A stored photo belongs to one review: deleting a review deletes its files,
-- which must never be another review's. Rows that already shared a file keep
-- the oldest; a review whose cover went with a dropped row takes its next photo.
DELETE FROM "review_photos" p USING "review_photos" q
  WHERE p.photo_url = q.photo_url AND (p.created_at, p.id) > (q.created_at, q.id);
--> statement-breakpoint
UPDATE "reviews" r SET "photo_url" = (
    SELECT ph.photo_url FROM "review_photos" ph WHERE ph.review_id = r.id ORDER BY ph.created_at, ph.id LIMIT 1)
  WHERE r.photo_url IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "review_photos" ph WHERE ph.review_id = r.id AND ph.photo_url = r.photo_url);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_photos_photo_url_key" ON "review_photos" ("photo_url");
