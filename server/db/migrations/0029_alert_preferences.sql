-- What each user wants to receive outside the app (docs/product.md#alerts):
-- push and email per alert type, quiet hours in their time zone. No row: the
-- defaults of domain/alerts.ts (DEFAULT_ALERT_PREFERENCES), which the fan-out
-- applies with coalesce. Erased with the account (CASCADE).
CREATE TABLE "alert_preferences" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "push_types" text[] NOT NULL,
  "email_types" text[] NOT NULL,
  "quiet_start_minute" smallint,
  "quiet_end_minute" smallint,
  "time_zone" text DEFAULT 'Europe/Rome' NOT NULL,
  "incidents_during_quiet_hours" boolean DEFAULT true NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_preferences_quiet_check" CHECK (("quiet_start_minute" IS NULL) = ("quiet_end_minute" IS NULL)
    AND "quiet_start_minute" BETWEEN 0 AND 1439 AND "quiet_end_minute" BETWEEN 0 AND 1439)
);
--> statement-breakpoint
-- When a push queued at p_now may leave: at once outside quiet hours, else when
-- they end (in the user's time zone; hours that cross midnight end the next day).
CREATE FUNCTION alert_release_at(p_start smallint, p_end smallint, p_tz text, p_now timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_start IS NULL OR p_end IS NULL OR p_start = p_end THEN p_now
    WHEN (CASE WHEN p_start < p_end THEN local_minute >= p_start AND local_minute < p_end
               ELSE local_minute >= p_start OR local_minute < p_end END)
      THEN (date_trunc('day', local_time) + make_interval(mins => p_end::int)
            + CASE WHEN local_minute >= p_end THEN interval '1 day' ELSE interval '0' END) AT TIME ZONE p_tz
    ELSE p_now END
  FROM (SELECT p_now AT TIME ZONE p_tz AS local_time,
               (extract(hour FROM p_now AT TIME ZONE p_tz) * 60 + extract(minute FROM p_now AT TIME ZONE p_tz))::int AS local_minute) AS t
$$;
