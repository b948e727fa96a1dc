// SQL of the reviews module. Every write runs inside the service's
// transaction (the Executor it is given); the stats triggers of migration 0004
// keep the restaurant aggregates right on their own.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { restaurantEdits } from '../db/schema';
import { rowsOf, type Executor } from '../db/query';

export type ReviewValues = {
  rating: string;
  cleanliness_rating: number;
  customer_attention_rating: number;
  menu_flexibility_rating: number;
  allergen_indication: string;
  comment: string | null;
  photo_url: string | null;
};

export type ReviewRow = ReviewValues & {
  id: string;
  restaurant_id: string;
  user_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const REVIEW_COLUMNS = sql.raw(`rv.id, rv.restaurant_id, rv.user_id, rv.rating,
  rv.cleanliness_rating::int AS cleanliness_rating,
  rv.customer_attention_rating::int AS customer_attention_rating,
  rv.menu_flexibility_rating::int AS menu_flexibility_rating,
  rv.allergen_indication, rv.comment, rv.photo_url, rv.created_at, rv.updated_at`);

/** The restaurant, locked: reviews of one restaurant are written one at a time (its aggregates and cuisine change). */
export async function lockRestaurant(tx: Transaction, id: string): Promise<{ id: string; cuisine_type: string | null } | undefined> {
  const [row] = await rowsOf<{ id: string; cuisine_type: string | null }>(
    tx,
    sql`SELECT id, cuisine_type FROM restaurants WHERE id = ${id} AND hidden_at IS NULL FOR UPDATE`,
  );
  return row;
}

/** A review of this author, locked for the rest of the transaction. */
export async function lockOwnReview(
  tx: Transaction,
  id: string,
  userId: string,
  options: { includeHidden?: boolean } = {},
): Promise<ReviewRow | undefined> {
  // A review hidden by a moderator cannot be changed until restored (its
  // counters are out); its author may still delete it.
  const visible = options.includeHidden ? sql`` : sql` AND rv.hidden_at IS NULL`;
  const [row] = await rowsOf<ReviewRow>(
    tx,
    sql`SELECT ${REVIEW_COLUMNS} FROM reviews rv WHERE rv.id = ${id} AND rv.user_id = ${userId}${visible} FOR UPDATE`,
  );
  return row;
}

export async function findExistingAllergenIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await rowsOf<{ id: string }>(db, sql`SELECT id FROM allergens WHERE id IN (${list})`);
  return rows.map((row) => row.id);
}

/** Inserts the review under the client's id when it sent one (idempotent create), else a new one. */
export async function insertReview(
  tx: Transaction,
  values: ReviewValues & { id: string | undefined; restaurant_id: string; user_id: string },
): Promise<string> {
  const id = values.id === undefined ? sql`DEFAULT` : sql`${values.id}::uuid`;
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO reviews (id, restaurant_id, user_id, rating, cleanliness_rating, customer_attention_rating,
        menu_flexibility_rating, allergen_indication, comment, photo_url)
      VALUES (${id}, ${values.restaurant_id}, ${values.user_id}, ${values.rating}, ${values.cleanliness_rating},
        ${values.customer_attention_rating}, ${values.menu_flexibility_rating}, ${values.allergen_indication},
        ${values.comment}, ${values.photo_url})
      RETURNING id`,
  );
  return row!.id;
}

export async function updateReview(tx: Transaction, id: string, values: ReviewValues): Promise<void> {
  await tx.execute(sql`UPDATE reviews SET rating = ${values.rating},
      cleanliness_rating = ${values.cleanliness_rating},
      customer_attention_rating = ${values.customer_attention_rating},
      menu_flexibility_rating = ${values.menu_flexibility_rating},
      allergen_indication = ${values.allergen_indication},
      comment = ${values.comment}, photo_url = ${values.photo_url}, updated_at = now()
    WHERE id = ${id}`);
}

/**
 * Replaces the review's allergen links. Inserted in one statement in id order,
 * so concurrent saves lock the per-allergen counters in the same order.
 */
export async function replaceReviewAllergens(tx: Transaction, reviewId: string, allergenIds: readonly string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM review_allergens WHERE review_id = ${reviewId}`);
  if (allergenIds.length === 0) return;
  const sorted = [...allergenIds].sort();
  const values = sql.join(sorted.map((id) => sql`(${reviewId}::uuid, ${id}::uuid)`), sql`, `);
  await tx.execute(sql`INSERT INTO review_allergens (review_id, allergen_id) VALUES ${values}`);
}

export type PhotoRow = { id: string; photo_url: string };

/** Photo rows, of any review, that use one of these URLs. */
export async function findPhotoRowsByUrl(tx: Transaction, urls: readonly string[]): Promise<PhotoRow[]> {
  if (urls.length === 0) return [];
  const list = sql.join(urls.map((url) => sql`${url}`), sql`, `);
  return rowsOf<PhotoRow>(tx, sql`SELECT id, photo_url FROM review_photos WHERE photo_url IN (${list})`);
}

/** All the review's photo rows, hidden ones flagged: a moderator's hidden photo is kept for its history and appeal. */
export async function findReviewPhotos(db: Executor, reviewId: string): Promise<(PhotoRow & { hidden: boolean })[]> {
  return rowsOf<PhotoRow & { hidden: boolean }>(
    db,
    sql`SELECT id, photo_url, hidden_at IS NOT NULL AS hidden FROM review_photos WHERE review_id = ${reviewId}
      ORDER BY created_at, photo_url, id`,
  );
}

/** Adds rows for the given URLs; each gets a later created_at than the one before, keeping their order. */
export async function insertReviewPhotos(tx: Transaction, reviewId: string, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const values = sql.join(
    urls.map((url, index) => sql`(${reviewId}::uuid, ${url}, clock_timestamp() + ${index} * interval '1 millisecond')`),
    sql`, `,
  );
  await tx.execute(sql`INSERT INTO review_photos (review_id, photo_url, created_at) VALUES ${values}`);
}

export async function deleteReviewPhotos(tx: Transaction, reviewId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  await tx.execute(sql`DELETE FROM review_photos WHERE review_id = ${reviewId} AND id IN (${list})`);
}

export async function setCoverPhoto(tx: Transaction, reviewId: string, photoUrl: string | null): Promise<void> {
  await tx.execute(sql`UPDATE reviews SET photo_url = ${photoUrl}, updated_at = now() WHERE id = ${reviewId}`);
}

/** docs/product.md#reviews: the review's cuisine becomes the restaurant's; recorded in its edit history like any edit. */
export async function setRestaurantCuisine(
  tx: Transaction,
  restaurant: { id: string; cuisine_type: string | null },
  cuisineType: string,
  userId: string,
): Promise<void> {
  await tx.execute(sql`UPDATE restaurants SET cuisine_type = ${cuisineType}, updated_at = now() WHERE id = ${restaurant.id}`);
  await tx.insert(restaurantEdits).values({
    restaurantId: restaurant.id,
    userId,
    changes: { cuisine_type: { old: restaurant.cuisine_type, new: cuisineType } },
  });
}

/** Deletes the review; its allergen links first (docs/product.md#reviews), photos and votes by cascade. Returns its photo URLs. */
export async function deleteReview(tx: Transaction, reviewId: string): Promise<string[]> {
  const photos = await findReviewPhotos(tx, reviewId);
  await tx.execute(sql`DELETE FROM review_allergens WHERE review_id = ${reviewId}`);
  const [row] = await rowsOf<{ photo_url: string | null }>(
    tx,
    sql`DELETE FROM reviews WHERE id = ${reviewId} RETURNING photo_url`,
  );
  return [...new Set([...photos.map((photo) => photo.photo_url), ...(row?.photo_url ? [row.photo_url] : [])])];
}

export type ReviewViewRow = ReviewRow & {
  nickname: string | null;
  restaurant: { id: string; name: string; cuisine_type: string | null };
  allergens: { id: string; name: string; emoji: string }[];
  photos: PhotoRow[];
  /** The practices this review confirms (its author's stances that still come from it). */
  practices: string[];
};

/**
 * One review with what its page shows: restaurant, allergens, photos (cover
 * first), practices ticked. A review hidden by a moderator is found only with
 * includeHidden: its author cannot open it for editing either. Photos a
 * moderator hid are left out, as everywhere else (docs/product.md#moderation).
 */
export async function findReviewView(db: Executor, id: string, options: { includeHidden?: boolean } = {}): Promise<ReviewViewRow | undefined> {
  const visible = options.includeHidden ? sql`` : sql` AND rv.hidden_at IS NULL`;
  const [row] = await rowsOf<ReviewViewRow>(
    db,
    sql`SELECT ${REVIEW_COLUMNS}, p.nickname,
        json_build_object('id', r.id, 'name', r.name, 'cuisine_type', r.cuisine_type) AS restaurant,
        coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'emoji', a.emoji) ORDER BY a.name)
          FROM review_allergens ra JOIN allergens a ON a.id = ra.allergen_id WHERE ra.review_id = rv.id), '[]'::json) AS allergens,
        coalesce((SELECT json_agg(json_build_object('id', ph.id, 'photo_url', ph.photo_url)
            ORDER BY ph.photo_url IS NOT DISTINCT FROM rv.photo_url DESC, ph.created_at, ph.photo_url, ph.id)
          FROM review_photos ph WHERE ph.review_id = rv.id AND ph.hidden_at IS NULL), '[]'::json) AS photos,
        coalesce((SELECT json_agg(ps.practice) FROM practice_stances ps
          WHERE ps.review_id = rv.id AND ps.user_id = rv.user_id AND ps.stance = 'confirm'), '[]'::json) AS practices
      FROM reviews rv
      JOIN restaurants r ON r.id = rv.restaurant_id
      LEFT JOIN profiles p ON p.id = rv.user_id
      WHERE rv.id = ${id}${visible}`,
  );
  return row;
}
