// SQL of My restaurants: the restaurants the caller reviewed, one page at a
// time, in the restaurants module's orders (distance, then Italian sort key).
import { sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '../../domain/geo';
import type { AwaitingReviewItem, MyRestaurantItem } from '../../domain/restaurants';
import type { SafetyLevel } from '../../domain/safety';
import { firstRowOf, rowsOf, type Executor } from '../db/query';
import { distanceSql } from '../restaurants/list-planner.repository';
import { statsBadgeLateral } from '../restaurants/safety-score.repository';

export type MyRestaurantRow = Omit<MyRestaurantItem, 'safety'> & { safety_level: SafetyLevel | null };

export type MyRestaurantsRequest = { userId: string; position: LatLng | null; offset: number; limit: number };

/**
 * One page of the restaurants the user reviewed, counting only what a moderator
 * has not hidden (docs/product.md#moderation): their own hidden reviews and
 * hidden restaurants are gone here too.
 * Nearest first (restaurants without coordinates after them) when
 * the position is known, else Italian order. Ties break on the id, so pages
 * never overlap or skip.
 */
export function myRestaurantsPageQuery({ userId, position, offset, limit }: MyRestaurantsRequest): SQL {
  const distance = position === null ? sql`NULL::float8` : distanceSql(position);
  return sql`SELECT r.id, r.name, r.address, r.city, r.cuisine_type, r.phone, r.latitude, r.longitude,
      mine.my_review_count, mine.latest_review_id, badge.safety_level, ${distance} AS distance_km
    FROM (
      SELECT rv.restaurant_id, count(*)::int AS my_review_count,
        (array_agg(rv.id ORDER BY rv.created_at DESC, rv.id DESC))[1] AS latest_review_id
      FROM reviews rv WHERE rv.user_id = ${userId} AND rv.hidden_at IS NULL
      GROUP BY rv.restaurant_id
    ) mine
    JOIN restaurants r ON r.id = mine.restaurant_id AND r.hidden_at IS NULL
    LEFT JOIN restaurant_stats s ON s.restaurant_id = r.id
    ${statsBadgeLateral('s', 'badge')}
    ORDER BY ${distance} NULLS LAST, r.sort_name, r.id
    LIMIT ${limit} OFFSET ${offset}`;
}

export async function findMyRestaurants(db: Executor, request: MyRestaurantsRequest): Promise<{ total: number; rows: MyRestaurantRow[] }> {
  const [totalRow, rows] = await Promise.all([
    firstRowOf<{ total: number }>(
      db,
      sql`SELECT count(DISTINCT rv.restaurant_id)::int AS total FROM reviews rv
        JOIN restaurants r ON r.id = rv.restaurant_id AND r.hidden_at IS NULL
        WHERE rv.user_id = ${request.userId} AND rv.hidden_at IS NULL`,
    ),
    rowsOf<MyRestaurantRow>(db, myRestaurantsPageQuery(request)),
  ]);
  return { total: Number(totalRow?.total ?? 0), rows };
}

/**
 * Deletes every review of `userId` for the restaurant: allergen links first
 * (as the spec does; their trigger keeps the allergen statistics right), then
 * the reviews, whose photo rows and votes go with them (ON DELETE CASCADE).
 * Returns how many reviews were deleted and the URLs of their photos (whose
 * files the caller removes once the transaction is committed).
 */
export async function deleteMyReviewsOf(
  db: Executor,
  userId: string,
  restaurantId: string,
): Promise<{ deleted: number; photoUrls: string[] }> {
  const mine = sql`SELECT rv.id FROM reviews rv WHERE rv.user_id = ${userId} AND rv.restaurant_id = ${restaurantId}`;
  // Locks the rows: a concurrent edit of one of them waits for this removal.
  await db.execute(sql`${mine} FOR UPDATE`);
  await db.execute(sql`DELETE FROM review_allergens WHERE review_id IN (${mine})`);
  const photos = await rowsOf<{ photo_url: string }>(db, sql`DELETE FROM review_photos WHERE review_id IN (${mine}) RETURNING photo_url`);
  await db.execute(sql`DELETE FROM review_likes WHERE review_id IN (${mine})`);
  const deleted = await rowsOf<{ id: string }>(db, sql`DELETE FROM reviews WHERE user_id = ${userId} AND restaurant_id = ${restaurantId} RETURNING id`);
  return { deleted: deleted.length, photoUrls: photos.map((row) => row.photo_url) };
}

/** Restaurants `userId` added that have no review yet, in Italian order. */
export async function findAddedAwaitingReview(db: Executor, userId: string, limit: number): Promise<AwaitingReviewItem[]> {
  return rowsOf<AwaitingReviewItem>(
    db,
    sql`SELECT r.id, r.name, r.address, r.city FROM restaurants r
      WHERE r.user_id = ${userId} AND NOT r.has_reviews AND r.hidden_at IS NULL
      ORDER BY r.sort_name, r.id
      LIMIT ${limit}`,
  );
}
