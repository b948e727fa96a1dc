-- The interface language a user chose (#43): the app opens in it on every
-- device they sign in on, and their emails (account and alerts) are written
-- in it. Null: never chosen, so Italian for emails and the browser's
-- preference on a device.
ALTER TABLE "profiles" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_known" CHECK ("language" IN ('it', 'en'));
