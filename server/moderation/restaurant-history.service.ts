// A restaurant's edit history ("Cronologia modifiche") and a moderator's
// revert to an earlier version. Every edit is stored with each changed field's
// old and new value (restaurant_edits), so the version after an edit is the
// current one with every later edit undone, newest first.
import { italianSortKey } from '../../domain/sort';
import type { Transaction } from '../db/client';
import { appError } from '../http/app-error';
import * as restaurants from '../restaurants/restaurants.repository';
import { PATCH_KEYS } from '../restaurants/restaurants.service';

/** `original`: the restaurant as it was added, before any edit. */
export const ORIGINAL_VERSION = 'original';


/**
 * Puts back the fields as they were right after `editId` and records the
 * change as an edit by the moderator. Returns the edit the restaurant went back to.
 */
export async function revertRestaurant(tx: Transaction, restaurantId: string, editId: string, moderatorId: string): Promise<string> {
  const edits = await restaurants.findRestaurantEdits(tx, restaurantId);
  const position = editId === ORIGINAL_VERSION ? edits.length : edits.findIndex((edit) => edit.id === editId);
  if (position < 0) throw appError('version_not_found');
  const current = (await restaurants.findRestaurant(tx, restaurantId, { forUpdate: true }))!;
  const target: Record<string, unknown> = {};
  // edits are newest first: the oldest later edit's old value is the one wanted.
  for (const edit of edits.slice(0, position)) {
    for (const [field, change] of Object.entries(edit.changes)) target[field] = change.old;
  }
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  const patch: restaurants.RestaurantPatch = {};
  for (const [field, value] of Object.entries(target)) {
    const key = (PATCH_KEYS as Record<string, keyof restaurants.RestaurantPatch | undefined>)[field];
    const old = (current as Record<string, unknown>)[field];
    if (!key || old === value) continue;
    changes[field] = { old, new: value };
    Object.assign(patch, { [key]: value });
  }
  if (Object.keys(changes).length) {
    if (patch.name !== undefined) patch.sortName = italianSortKey(patch.name);
    await restaurants.updateRestaurant(tx, restaurantId, patch);
    await restaurants.insertRestaurantEdit(tx, { restaurantId, userId: moderatorId, changes });
  }
  return editId;
}
