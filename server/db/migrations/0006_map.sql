CREATE TABLE "geocode_cache" (
	"query_key" text PRIMARY KEY NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places_cache" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_cache_expires_at_idx" ON "places_cache" USING btree ("expires_at");