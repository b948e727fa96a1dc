// SQL of reviewer sensitivity: the caller's levels and sharing choice, the
// shared levels of a restaurant's reviewers, and the test 'from a person at
// least as sensitive as the viewer' (the same allergen, tagged on the review,
// a shared level ranked at least the viewer's).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SENSITIVITY_LEVELS, type SensitivityLevel } from '../../domain/sensitivity';
import type { Transaction } from '../db/client';
import { allergens, sensitivitySharing, userAllergenLevels, userAllergens } from '../db/schema';
import { restaurantReviewsQuery, type ReviewRow } from '../restaurants/restaurant-page.repository';
import { rowsOf, type Executor } from '../db/query';

/** 1…4 in the order of domain/sensitivity.ts; the levels are constants, never input. */
const LEVEL_ARRAY = sql.raw(`ARRAY[${SENSITIVITY_LEVELS.map((level) => `'${level}'`).join(', ')}]::text[]`);
const rankOf = (level: SQL) => sql`array_position(${LEVEL_ARRAY}, ${level})`;

/**
 * Review `rv` comes from a person at least as sensitive as `viewerId`: it is
 * tagged with an allergen of the viewer's list, and its author shows a level
 * for that allergen ranked at least the viewer's (a viewer with no level
 * counts as the least sensitive). Levels the author keeps private never count.
 */
export function fromAsSensitive(viewerId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM review_allergens ra
    JOIN user_allergens mine ON mine.user_id = ${viewerId} AND mine.allergen_id = ra.allergen_id
    JOIN user_allergen_levels al ON al.user_id = rv.user_id AND al.allergen_id = ra.allergen_id
    JOIN sensitivity_sharing sh ON sh.user_id = rv.user_id AND sh.show_on_reviews
    LEFT JOIN user_allergen_levels ml ON ml.user_id = ${viewerId} AND ml.allergen_id = ra.allergen_id
    WHERE ra.review_id = rv.id AND ${rankOf(sql`al.level`)} >= coalesce(${rankOf(sql`ml.level`)}, 1))`;
}

export type RestaurantSensitivityRow = {
  as_sensitive_count: number;
  reviewer_levels: { review_id: string; levels: { allergen: string; level: SensitivityLevel }[] }[];
};

export async function findRestaurantSensitivity(db: Executor, restaurantId: string, viewerId: string): Promise<RestaurantSensitivityRow> {
  const result = await rowsOf<RestaurantSensitivityRow>(db, sql`SELECT
      (SELECT count(*)::int FROM reviews rv
        WHERE rv.restaurant_id = ${restaurantId} AND rv.hidden_at IS NULL AND rv.superseded_at IS NULL
          AND ${fromAsSensitive(viewerId)}) AS as_sensitive_count,
      (SELECT coalesce(json_agg(x ORDER BY x.review_id), '[]'::json) FROM (
        SELECT rv.id AS review_id,
          json_agg(json_build_object('allergen', a.name, 'level', al.level) ORDER BY a.name) AS levels
        FROM reviews rv
        JOIN sensitivity_sharing sh ON sh.user_id = rv.user_id AND sh.show_on_reviews
        JOIN review_allergens ra ON ra.review_id = rv.id
        JOIN user_allergen_levels al ON al.user_id = rv.user_id AND al.allergen_id = ra.allergen_id
        JOIN allergens a ON a.id = ra.allergen_id
        WHERE rv.restaurant_id = ${restaurantId} AND rv.hidden_at IS NULL
        GROUP BY rv.id) x) AS reviewer_levels`);
  return result[0]!;
}

/** The newest `limit` reviews of the restaurant from people at least as sensitive as the viewer. */
export async function findAsSensitiveReviews(db: Executor, restaurantId: string, viewerId: string, limit: number): Promise<ReviewRow[]> {
  const result = await rowsOf<ReviewRow>(db, sql`SELECT rv.* FROM (${restaurantReviewsQuery(restaurantId, viewerId)}) rv
    WHERE ${fromAsSensitive(viewerId)}
    ORDER BY rv.created_at DESC, rv.id DESC
    LIMIT ${limit}`);
  return result;
}

// ---------------------------------------------------------------- the caller's own settings

export async function findOwnLevels(db: Executor, userId: string) {
  return db
    .select({ allergenId: userAllergens.allergenId, allergen: allergens.name, level: userAllergenLevels.level })
    .from(userAllergens)
    .innerJoin(allergens, eq(allergens.id, userAllergens.allergenId))
    .leftJoin(
      userAllergenLevels,
      and(eq(userAllergenLevels.userId, userAllergens.userId), eq(userAllergenLevels.allergenId, userAllergens.allergenId)),
    )
    .where(eq(userAllergens.userId, userId))
    .orderBy(allergens.name);
}

export async function findSharing(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ show: sensitivitySharing.showOnReviews })
    .from(sensitivitySharing)
    .where(eq(sensitivitySharing.userId, userId));
  return row?.show ?? false;
}

/** The caller's allergen rows, locked: their levels are being written. */
export async function lockOwnAllergens(tx: Transaction, userId: string): Promise<{ allergenId: string; name: string }[]> {
  return rowsOf<{ allergenId: string; name: string }>(tx, sql`SELECT ua.allergen_id AS "allergenId", a.name FROM user_allergens ua
    JOIN allergens a ON a.id = ua.allergen_id WHERE ua.user_id = ${userId} FOR UPDATE OF ua`);
}

export async function saveSharing(tx: Transaction, userId: string, show: boolean): Promise<void> {
  await tx
    .insert(sensitivitySharing)
    .values({ userId, showOnReviews: show })
    .onConflictDoUpdate({ target: sensitivitySharing.userId, set: { showOnReviews: show, updatedAt: sql`now()` } });
}

export async function saveLevels(
  tx: Transaction,
  userId: string,
  levels: { allergenId: string; level: SensitivityLevel }[],
  cleared: string[],
): Promise<void> {
  if (cleared.length > 0) {
    await tx
      .delete(userAllergenLevels)
      .where(and(eq(userAllergenLevels.userId, userId), inArray(userAllergenLevels.allergenId, cleared)));
  }
  if (levels.length === 0) return;
  await tx
    .insert(userAllergenLevels)
    .values(levels.map((entry) => ({ userId, allergenId: entry.allergenId, level: entry.level })))
    .onConflictDoUpdate({
      target: [userAllergenLevels.userId, userAllergenLevels.allergenId],
      set: { level: sql`excluded.level`, updatedAt: sql`now()` },
    });
}
