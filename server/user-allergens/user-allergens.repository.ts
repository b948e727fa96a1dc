// SQL of the personal allergen set. No rules here; the service decides who may
// call and wraps a replacement in one transaction.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { Executor } from '../db/query';
import { allergens, userAllergens, users } from '../db/schema';

/** The user's allergen ids, ordered by the allergens' name. */
export async function listUserAllergenIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userAllergens.allergenId })
    .from(userAllergens)
    .innerJoin(allergens, eq(allergens.id, userAllergens.allergenId))
    .where(eq(userAllergens.userId, userId))
    .orderBy(asc(allergens.name));
  return rows.map((row) => row.id);
}

/** Which of these ids are in the allergen catalogue. */
export async function findExistingAllergenIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: allergens.id }).from(allergens).where(inArray(allergens.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Serialises replacements of one user's set: two saves from two tabs run one
 * after the other instead of interleaving their deletes and inserts. NO KEY
 * UPDATE does not block rows that merely reference the user.
 */
export async function lockUserForAllergenChange(tx: Transaction, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

export async function deleteUserAllergensExcept(tx: Transaction, userId: string, keep: readonly string[]): Promise<void> {
  const ofUser = eq(userAllergens.userId, userId);
  await tx
    .delete(userAllergens)
    .where(keep.length === 0 ? ofUser : and(ofUser, notInArray(userAllergens.allergenId, [...keep])));
}

export async function insertUserAllergens(tx: Transaction, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(userAllergens)
    .values(ids.map((allergenId) => ({ userId, allergenId })))
    .onConflictDoNothing({ target: [userAllergens.userId, userAllergens.allergenId] });
}
