-- Issue 43: tree nuts and gluten cereals as Annex II names them. A user may
-- narrow 'Frutta a guscio' or 'Glutine' on their list to the species they
-- react to (health data, private: only its owner reads or writes it; in the
-- account export; erased with the account). The row hangs off the user's own
-- allergen row, so removing the group from the list, or the account, removes
-- its species too. Reviews and reports stay tagged by the 14 groups.
CREATE TABLE IF NOT EXISTS "user_allergen_species" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "allergen_id" uuid NOT NULL,
  "species" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_allergen_species_pkey" PRIMARY KEY ("user_id", "species"),
  CONSTRAINT "user_allergen_species_of_own_allergen" FOREIGN KEY ("user_id", "allergen_id")
    REFERENCES "user_allergens"("user_id", "allergen_id") ON DELETE CASCADE,
  CONSTRAINT "user_allergen_species_species" CHECK ("species" IN ('almond', 'hazelnut', 'walnut', 'cashew', 'pecan',
    'brazil_nut', 'pistachio', 'macadamia', 'wheat', 'rye', 'barley', 'oats', 'spelt', 'kamut'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_allergen_species_allergen_idx" ON "user_allergen_species" ("user_id", "allergen_id");
