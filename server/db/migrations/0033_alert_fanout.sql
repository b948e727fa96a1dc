-- The fan-out of an alert to many users, out of the writer's request
-- (docs/architecture.md#alerts): a reaction report, a confirmed venue status,
-- a review for the savers' allergens or a moderation decision writes one row
-- here in its own transaction; the alerts fan-out in every server process
-- expands it, by keyset batches of the audience, into bell rows (and their
-- outbox rows) with INSERT … SELECT. A job is claimed like an outbox message
-- (a lease on next_attempt_at, FOR UPDATE SKIP LOCKED); each batch locks the
-- job, writes its rows and moves after_user_id in one transaction, so a crash
-- mid-job resumes where the last batch committed. notifications.fanout_job_id
-- with a unique (fanout_job_id, user_id) makes a row written twice impossible.
CREATE TABLE "alert_fanout_jobs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "type" text NOT NULL,
  "title" text NOT NULL,
  "message" text NOT NULL,
  "restaurant_id" uuid REFERENCES "restaurants"("id") ON DELETE CASCADE,
  "review_id" uuid REFERENCES "reviews"("id") ON DELETE CASCADE,
  "moderation_action_id" uuid REFERENCES "moderation_actions"("id") ON DELETE CASCADE,
  -- Audience: these users, or else the restaurant's savers (who saved it by the
  -- job's creation) except actor_id, only those with one of only_with_allergens,
  -- and none told of this type about this restaurant within repeat_quiet_hours.
  "user_ids" uuid[],
  "actor_id" uuid,
  "only_with_allergens" uuid[],
  "repeat_quiet_hours" integer,
  "after_user_id" uuid,
  "written" integer DEFAULT 0 NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "claimed_by" text,
  "done_at" timestamp with time zone,
  "failed_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_fanout_jobs_audience_check" CHECK ("user_ids" IS NOT NULL OR "restaurant_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "alert_fanout_jobs_due_idx" ON "alert_fanout_jobs" ("next_attempt_at") WHERE "done_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "alert_fanout_jobs_done_idx" ON "alert_fanout_jobs" (coalesce("done_at", "failed_at")) WHERE "done_at" IS NOT NULL OR "failed_at" IS NOT NULL;
--> statement-breakpoint
-- Every process LISTENs on alert_fanout and starts at once on a committed job.
CREATE FUNCTION alert_fanout_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alert_fanout', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alert_fanout_jobs_insert AFTER INSERT ON "alert_fanout_jobs"
  FOR EACH ROW EXECUTE FUNCTION alert_fanout_notify();
--> statement-breakpoint
-- No foreign key: done jobs are purged, their rows stay.
ALTER TABLE "notifications" ADD COLUMN "fanout_job_id" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_fanout_job_user_key" ON "notifications" ("fanout_job_id", "user_id") WHERE "fanout_job_id" IS NOT NULL;
