-- Trust I (docs/product.md#reaction-reports): reaction reports with their
-- allergens, saved venues, reports of a closed or changed venue, and
-- notifications about a restaurant rather than a review.
CREATE TABLE "incident_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	-- Health data of the reporter: erased with the account (unlike reviews).
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"severity" text NOT NULL,
	"meal_date" date NOT NULL,
	-- The Italian calendar day the report was made: one report per user, restaurant and day.
	"report_day" date DEFAULT ((now() AT TIME ZONE 'Europe/Rome')::date) NOT NULL,
	"dishes" text,
	"staff_informed" boolean NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_reports_severity_check" CHECK (severity in ('mild', 'moderate', 'severe')),
	CONSTRAINT "incident_reports_dishes_length" CHECK (char_length(dishes) <= 300),
	CONSTRAINT "incident_reports_details_length" CHECK (char_length(details) <= 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incident_reports_one_a_day_key" ON "incident_reports" ("user_id", "restaurant_id", "report_day");
--> statement-breakpoint
CREATE INDEX "incident_reports_restaurant_created_idx" ON "incident_reports" ("restaurant_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "incident_report_allergens" (
	"report_id" uuid NOT NULL REFERENCES "incident_reports"("id") ON DELETE CASCADE,
	"allergen_id" uuid NOT NULL REFERENCES "allergens"("id") ON DELETE RESTRICT,
	CONSTRAINT "incident_report_allergens_pkey" PRIMARY KEY ("report_id", "allergen_id")
);
--> statement-breakpoint
CREATE INDEX "incident_report_allergens_allergen_idx" ON "incident_report_allergens" ("allergen_id", "report_id");
--> statement-breakpoint
CREATE TABLE "saved_restaurants" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"restaurant_id" uuid NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_restaurants_pkey" PRIMARY KEY ("user_id", "restaurant_id")
);
--> statement-breakpoint
-- Who to tell when a restaurant changes.
CREATE INDEX "saved_restaurants_restaurant_idx" ON "saved_restaurants" ("restaurant_id", "user_id");
--> statement-breakpoint
-- 'Chiuso definitivamente' / 'Nuova gestione' / 'Ancora aperto / stessa gestione':
-- each user's current claim about a restaurant (a new claim replaces theirs).
CREATE TABLE "venue_status_reports" (
	"restaurant_id" uuid NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"change_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_status_reports_pkey" PRIMARY KEY ("restaurant_id", "user_id"),
	CONSTRAINT "venue_status_reports_status_check" CHECK (status in ('closed', 'new_management', 'open')),
	CONSTRAINT "venue_status_reports_date_check" CHECK ((status = 'new_management') = (change_date IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "venue_status_reports_user_idx" ON "venue_status_reports" ("user_id");
--> statement-breakpoint
-- The status the claims confirm, written with them in one transaction: the
-- list and the map read one row per restaurant instead of counting claims.
CREATE TABLE "restaurant_status" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"change_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_status_status_check" CHECK (status in ('closed', 'new_management'))
);
--> statement-breakpoint
CREATE INDEX "restaurant_status_closed_idx" ON "restaurant_status" ("restaurant_id") WHERE status = 'closed';
--> statement-breakpoint
-- A notification may be about a restaurant (a report, a status change) rather than a review.
ALTER TABLE "notifications" ADD COLUMN "restaurant_id" uuid REFERENCES "restaurants"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "notifications_restaurant_idx" ON "notifications" ("restaurant_id") WHERE restaurant_id IS NOT NULL;
--> statement-breakpoint
-- The types of 0016_moderation stay ('moderation'), which runs before this one.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check"
	CHECK (type in ('review_like', 'review_dislike', 'system', 'moderation', 'incident_reported', 'venue_status', 'review_for_you'));
--> statement-breakpoint
-- A report written, edited or withdrawn, or a confirmed status changed, changes
-- what the restaurant shows: announced as an UPDATE of the restaurant on the
-- "realtime" channel (migration 0005), so open pages, lists and maps refetch
-- and every process drops its cached list pages.
CREATE FUNCTION realtime_notify_restaurant_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_restaurant_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.restaurant_id ELSE NEW.restaurant_id END;
BEGIN
  PERFORM pg_notify('realtime', jsonb_build_object(
    'topic', 'restaurants', 'event', 'UPDATE', 'id', changed_restaurant_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER realtime_incident_reports AFTER INSERT OR UPDATE OR DELETE ON "incident_reports"
  FOR EACH ROW EXECUTE FUNCTION realtime_notify_restaurant_of_row();
--> statement-breakpoint
CREATE TRIGGER realtime_restaurant_status AFTER INSERT OR UPDATE OR DELETE ON "restaurant_status"
  FOR EACH ROW EXECUTE FUNCTION realtime_notify_restaurant_of_row();
