-- The weekly digest (docs/product.md#alerts): one email per user per week
-- through the outbox. Every instance's digest round may queue it; the key
-- ('weekly_digest:<user>:<Monday>') lets only the first row in, so it is sent
-- once. A sent row is purged 7 days after sending, when its week is over.
ALTER TABLE "alert_outbox" ADD COLUMN "dedupe_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_outbox_dedupe_key" ON "alert_outbox" ("dedupe_key") WHERE "dedupe_key" IS NOT NULL;
