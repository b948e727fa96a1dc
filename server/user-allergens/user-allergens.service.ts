// Rules of the personal allergen set (health data): only its owner reads or
// changes it, and a change replaces the whole set in one transaction, so a
// failure half-way leaves the previous set exactly as it was.
import type { ReplaceAllergensInput, UserAllergens } from '../../domain/schemas/profile';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import {
  deleteUserAllergensExcept,
  findExistingAllergenIds,
  insertUserAllergens,
  listUserAllergenIds,
  lockUserForAllergenChange,
} from './user-allergens.repository';

export async function getOwnAllergens(db: Database, callerId: string): Promise<UserAllergens> {
  return { allergen_ids: await listUserAllergenIds(db, callerId) };
}

export async function replaceOwnAllergens(
  db: Database,
  callerId: string,
  input: ReplaceAllergensInput,
): Promise<UserAllergens> {
  const ids = input.allergen_ids.map((id) => id.toLowerCase());
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (duplicates.length > 0) {
    throw appError('duplicate_allergen', {
      allergen_ids: [...new Set(duplicates)],
    });
  }
  return db.transaction(async (tx) => {
    if (!(await lockUserForAllergenChange(tx, callerId))) {
      throw appError('profile_not_found');
    }
    const existing = await findExistingAllergenIds(tx, ids);
    const unknown = ids.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      throw appError('unknown_allergen', { allergen_ids: unknown });
    }
    await deleteUserAllergensExcept(tx, callerId, ids);
    await insertUserAllergens(tx, callerId, ids);
    return { allergen_ids: await listUserAllergenIds(tx, callerId) };
  });
}
