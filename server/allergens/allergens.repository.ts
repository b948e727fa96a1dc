import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allergens } from '../db/schema';
import { ALLERGEN_CATALOGUE } from '../../domain/allergens';

export type AllergenRow = { id: string; name: string; emoji: string };

export async function listAllergens(db: Database): Promise<AllergenRow[]> {
  return db
    .select({ id: allergens.id, name: allergens.name, emoji: allergens.emoji })
    .from(allergens)
    .orderBy(asc(allergens.name));
}

/** Inserts the catalogue's allergens that are missing; safe to run at every start. */
export async function seedAllergenCatalogue(db: Database): Promise<void> {
  await db
    .insert(allergens)
    .values(ALLERGEN_CATALOGUE.map(({ name, emoji }) => ({ name, emoji })))
    .onConflictDoUpdate({ target: allergens.name, set: { emoji: sql`excluded.emoji` } });
}
