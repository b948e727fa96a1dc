-- The per-address window of /recover for every typed address, registered or
-- not: a repeat within AUTH_EMAIL_MAX_FREQUENCY gets GoTrue's 429 with the
-- seconds left, for unknown addresses alike (server/auth/attempts.repository.ts).
CREATE TABLE "auth_recovery_requests" (
  "address_hash" text PRIMARY KEY NOT NULL,
  "requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_recovery_requests_requested_at_idx" ON "auth_recovery_requests" USING btree ("requested_at");
