// Rules of reviewer sensitivity (docs/product.md#reviewer-sensitivity). Levels are health
// data: a user reads and writes only their own; other people see a level only
// on the reviews of a user who chose to show it, and only for the allergens
// the review is tagged with. Nothing here is logged.
import { RESTAURANT_REVIEWS_STEP } from '../../domain/limits';
import type { ReviewItem } from '../../domain/restaurants';
import type { SensitivityInput } from '../../domain/schemas/sensitivity';
import {
  isSensitivityLevel,
  levelsFor,
  type RestaurantSensitivity,
  type SensitivityLevel,
  type SensitivitySettings,
} from '../../domain/sensitivity';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import { existingRestaurantId } from '../practices/practices.service';
import { toReviewItem } from '../restaurants/restaurants.service';
import * as repository from './sensitivity.repository';


export async function getOwnSensitivity(db: Database, userId: string): Promise<SensitivitySettings> {
  const [levels, show] = await Promise.all([repository.findOwnLevels(db, userId), repository.findSharing(db, userId)]);
  return {
    show_on_reviews: show,
    levels: levels.map((row) => ({
      allergen_id: row.allergenId,
      allergen: row.allergen,
      level: isSensitivityLevel(row.level) ? row.level : null,
    })),
  };
}

/**
 * Sets the caller's levels and sharing choice in one transaction. Only
 * allergens of the caller's own list take a level; 'celiachia' only gluten.
 * Allergens left out keep their level.
 */
export async function saveOwnSensitivity(db: Database, userId: string, input: SensitivityInput): Promise<SensitivitySettings> {
  await db.transaction(async (tx) => {
    const own = new Map((await repository.lockOwnAllergens(tx, userId)).map((row) => [row.allergenId, row.name]));
    const levels: { allergenId: string; level: SensitivityLevel }[] = [];
    const cleared: string[] = [];
    for (const entry of input.levels) {
      const name = own.get(entry.allergen_id);
      if (name === undefined) throw appError('not_your_allergen');
      if (entry.level === null) {
        cleared.push(entry.allergen_id);
      } else if (!levelsFor(name).includes(entry.level)) {
        throw appError('level_not_allowed');
      } else {
        levels.push({ allergenId: entry.allergen_id, level: entry.level });
      }
    }
    await repository.saveLevels(tx, userId, levels, cleared);
    await repository.saveSharing(tx, userId, input.show_on_reviews);
  });
  return getOwnSensitivity(db, userId);
}

export async function getRestaurantSensitivity(db: Database, viewerId: string, rawId: string): Promise<RestaurantSensitivity> {
  const id = await existingRestaurantId(db, rawId);
  const row = await repository.findRestaurantSensitivity(db, id, viewerId);
  return { as_sensitive_count: Number(row.as_sensitive_count), reviewer_levels: row.reviewer_levels };
}

/** 'recensioni di persone sensibili quanto me': the newest `limit` of them, and how many there are. */
export async function listAsSensitiveReviews(
  db: Database,
  viewerId: string,
  rawId: string,
  limit: number = RESTAURANT_REVIEWS_STEP,
): Promise<{ total: number; items: ReviewItem[] }> {
  const id = await existingRestaurantId(db, rawId);
  const [summary, rows] = await Promise.all([
    repository.findRestaurantSensitivity(db, id, viewerId),
    repository.findAsSensitiveReviews(db, id, viewerId, limit),
  ]);
  return { total: Number(summary.as_sensitive_count), items: rows.map((row) => toReviewItem(row, viewerId)) };
}
