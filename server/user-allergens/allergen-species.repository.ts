// SQL of the species a user narrowed a group of their list to (tree nuts,
// gluten cereals). No rules here; allergen-species.service.ts decides.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { Executor } from '../db/query';
import { allergens, userAllergenSpecies, userAllergens } from '../db/schema';

/** The caller's species, with the catalogue name of the group each belongs to. */
export async function findOwnSpecies(db: Executor, userId: string): Promise<{ species: string; allergen: string }[]> {
  return db
    .select({ species: userAllergenSpecies.species, allergen: allergens.name })
    .from(userAllergenSpecies)
    .innerJoin(allergens, eq(allergens.id, userAllergenSpecies.allergenId))
    .where(eq(userAllergenSpecies.userId, userId))
    .orderBy(asc(allergens.name), asc(userAllergenSpecies.species));
}

/** The caller's own allergen rows among these catalogue names, locked: their species are being replaced. */
export async function lockOwnGroups(tx: Transaction, userId: string, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({ allergenId: userAllergens.allergenId, name: allergens.name })
    .from(userAllergens)
    .innerJoin(allergens, eq(allergens.id, userAllergens.allergenId))
    .where(and(eq(userAllergens.userId, userId), inArray(allergens.name, [...names])))
    .for('update', { of: userAllergens });
  return new Map(rows.map((row) => [row.name, row.allergenId]));
}

export async function replaceOwnSpecies(tx: Transaction, userId: string, rows: readonly { allergenId: string; species: string }[]): Promise<void> {
  await tx.delete(userAllergenSpecies).where(eq(userAllergenSpecies.userId, userId));
  if (rows.length === 0) return;
  await tx.insert(userAllergenSpecies).values(rows.map((row) => ({ userId, allergenId: row.allergenId, species: row.species })));
}
