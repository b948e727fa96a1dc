CREATE TABLE "restaurant_allergen_stats" (
	"restaurant_id" uuid NOT NULL,
	"allergen_id" uuid NOT NULL,
	"review_count" integer NOT NULL,
	"sort_name" text NOT NULL,
	CONSTRAINT "restaurant_allergen_stats_restaurant_id_allergen_id_pk" PRIMARY KEY("restaurant_id","allergen_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_facets" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"restaurant_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_facets_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "restaurant_facets_kind_check" CHECK (kind in ('all', 'city', 'cuisine', 'allergen'))
);
--> statement-breakpoint
CREATE TABLE "restaurant_stats" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_excellent" integer DEFAULT 0 NOT NULL,
	"rating_good" integer DEFAULT 0 NOT NULL,
	"rating_average" integer DEFAULT 0 NOT NULL,
	"rating_poor" integer DEFAULT 0 NOT NULL,
	"cleanliness_sum" integer DEFAULT 0 NOT NULL,
	"cleanliness_count" integer DEFAULT 0 NOT NULL,
	"customer_attention_sum" integer DEFAULT 0 NOT NULL,
	"customer_attention_count" integer DEFAULT 0 NOT NULL,
	"menu_flexibility_sum" integer DEFAULT 0 NOT NULL,
	"menu_flexibility_count" integer DEFAULT 0 NOT NULL,
	"indication_yes" integer DEFAULT 0 NOT NULL,
	"indication_on_request" integer DEFAULT 0 NOT NULL,
	"indication_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "has_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_cuisine" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_allergen_stats" ADD CONSTRAINT "restaurant_allergen_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_allergen_stats" ADD CONSTRAINT "restaurant_allergen_stats_allergen_id_allergens_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_stats" ADD CONSTRAINT "restaurant_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_allergen_stats_allergen_idx" ON "restaurant_allergen_stats" USING btree ("allergen_id","sort_name","restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_sort_idx" ON "restaurants" USING btree ("sort_name","id","search_name") WHERE has_reviews;--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_name_prefix_idx" ON "restaurants" USING btree ("search_name") WHERE has_reviews;--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_city_idx" ON "restaurants" USING btree ("search_city","sort_name","id") WHERE has_reviews;--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_cuisine_idx" ON "restaurants" USING btree ("search_cuisine","sort_name","id") WHERE has_reviews;--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_position_idx" ON "restaurants" USING btree ("latitude","longitude") WHERE has_reviews and latitude is not null;--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_text_trgm_idx" ON "restaurants" USING gin ("search_text" gin_trgm_ops) WHERE has_reviews;--> statement-breakpoint
CREATE INDEX "restaurants_reviewed_name_trgm_idx" ON "restaurants" USING gin ("search_name" gin_trgm_ops) WHERE has_reviews;--> statement-breakpoint
CREATE INDEX "restaurants_duplicate_name_idx" ON "restaurants" USING btree (translate("search_name", ' .,-', ''));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_name_length" CHECK (char_length(name) <= 200);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_address_length" CHECK (char_length(address) <= 300);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_city_length" CHECK (char_length(city) <= 120);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_description_length" CHECK (char_length(description) <= 2000);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_phone_length" CHECK (char_length(phone) <= 40);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_website_length" CHECK (char_length(website) <= 500);