-- Issue 38, practices.
--
-- One account confirming 'Locale 100% senza glutine' and 'Aderente al network
-- AIC' put a pizzeria into the filter a coeliac trusts. A practice is now
-- 'confermata' when at least two different people confirm it and confirmations
-- outnumber disputes (domain/practices.ts, isPracticeConfirmed), and those two
-- practices are selected by the list filter only once a moderator has verified
-- them against a source (AIC's public directory, the certificate) on a day.
--
-- practice_verifications: one per restaurant and verifiable practice, the
-- latest replacing the earlier. Moderator data, not the moderator's personal
-- data: a deleted moderator's verification stays, without its author.
CREATE TABLE IF NOT EXISTS "practice_verifications" (
  "restaurant_id" uuid NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
  "practice" text NOT NULL,
  "source" text NOT NULL,
  "verified_on" date NOT NULL,
  "verified_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "practice_verifications_pkey" PRIMARY KEY ("restaurant_id", "practice"),
  CONSTRAINT "practice_verifications_practice" CHECK ("practice" IN ('fully_gluten_free', 'aic_network')),
  CONSTRAINT "practice_verifications_source_length" CHECK (char_length("source") BETWEEN 10 AND 500)
);
--> statement-breakpoint
-- A moderator's account deleted sets its verifications' author to null without reading the whole table.
CREATE INDEX IF NOT EXISTS "practice_verifications_verified_by_idx" ON "practice_verifications" ("verified_by")
  WHERE "verified_by" IS NOT NULL;
--> statement-breakpoint
-- The list filter: restaurants where a practice is confirmed (two people at least, more confirmations than disputes).
DROP INDEX IF EXISTS "restaurant_practice_stats_confirmed_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "restaurant_practice_stats_confirmed_idx" ON "restaurant_practice_stats" ("practice", "restaurant_id")
  WHERE "confirmations" >= 2 AND "confirmations" > "disputes";
--> statement-breakpoint
-- List rows mark, and the filter selects, verified practices: a verification given or withdrawn is news for the
-- list cache of every server process and for open pages, as a stance is (practice_stats_refresh).
CREATE OR REPLACE FUNCTION practice_verifications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('realtime', jsonb_build_object('topic', 'restaurants', 'event', 'UPDATE', 'id', OLD.restaurant_id)::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.restaurant_id <> OLD.restaurant_id) THEN
    PERFORM pg_notify('realtime', jsonb_build_object('topic', 'restaurants', 'event', 'UPDATE', 'id', NEW.restaurant_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "practice_verifications_notify" ON "practice_verifications";
--> statement-breakpoint
CREATE TRIGGER "practice_verifications_notify" AFTER INSERT OR UPDATE OR DELETE ON "practice_verifications"
  FOR EACH ROW EXECUTE FUNCTION practice_verifications_changed();
