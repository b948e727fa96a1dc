-- State that several server instances on one PostgreSQL must share, so they
-- behave as one service (README, Several instances). With the embedded database
-- one process serves everything and keeps this state in memory instead.
--
-- Request rate limits (@fastify/rate-limit's store, server/http/rate-limit-store.ts):
-- one row per limit and caller, counting the hits of the window ending at reset_at.
-- The key is a hash: the caller's IP address never reaches the table.
CREATE TABLE "rate_limit_hits" (
  "key" text PRIMARY KEY,
  "hits" integer NOT NULL,
  "reset_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" ("reset_at");
--> statement-breakpoint
-- When each rate-limited upstream (the geocoder) last finished answering, by the
-- database's clock: the next request, from any instance, waits for its interval.
CREATE TABLE "upstream_pacing" (
  "name" text PRIMARY KEY,
  "last_end" timestamptz NOT NULL
);
