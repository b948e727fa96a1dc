// SQL of the restaurants module: a restaurant's row and its writes, and the
// columns the list (list-planner.repository.ts) and the detail page
// (restaurant-page.repository.ts) both show. Every value is a parameter of a
// Drizzle `sql` template; the only raw SQL fragments are identifiers and the
// numeric constants of safety-score.repository.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { Restaurant } from '../../domain/restaurants';
import type { Transaction } from '../db/client';
import { precompiled, rowsOf, type Executor } from '../db/query';
import { restaurantEdits, restaurants } from '../db/schema';
import { incidentAlertSql } from '../incidents/open-incidents.repository';
import { statsBadgeLateral } from './safety-score.repository';

/** Badge and averages of restaurant_stats `s`, as columns of `badge`. */
export const BADGE_LATERAL = precompiled(statsBadgeLateral('s', 'badge'));

/** The open reaction reports' alert of restaurant `r` (server/incidents/open-incidents.repository.ts). */
export const INCIDENT_ALERT = precompiled(incidentAlertSql(sql`r.id`));

/**
 * Not confirmed closed (docs/product.md#closed-or-new-management): an anti-join
 * on restaurant_status, whose closed rows are few (partial index
 * restaurant_status_closed_idx), so an index walk in list order stays one.
 */
export const notClosedSql = (restaurantId: SQL = sql`r.id`) =>
  sql`NOT EXISTS (SELECT 1 FROM restaurant_status rs WHERE rs.restaurant_id = ${restaurantId} AND rs.status = 'closed')`;

/** The confirmed status of restaurant `r` as JSON `{ status, change_date }`, or NULL (one primary-key probe). */
export const VENUE_STATUS_SQL = sql`(SELECT json_build_object('status', rs.status, 'change_date', to_char(rs.change_date, 'YYYY-MM-DD'))
  FROM restaurant_status rs WHERE rs.restaurant_id = r.id)`;

/** An answer's shape as the database returns it: timestamps are Dates, or ISO strings when built by json_agg. */
export type AsStored<T> = Omit<T, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

export type RestaurantRow = AsStored<Restaurant>;

/** A reviewer's nickname unless a moderator hid it (server/moderation). */
export const VISIBLE_NICKNAME = sql`CASE WHEN p.nickname_hidden_at IS NULL THEN p.nickname END`;

export const RESTAURANT_COLUMNS = sql`r.id, r.name, r.description, r.address, r.city, r.cuisine_type, r.phone, r.website,
  r.latitude, r.longitude, r.user_id, r.created_at, r.updated_at`;

export async function findRestaurant(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<RestaurantRow | undefined> {
  const lock = options.forUpdate ? sql` FOR UPDATE` : sql``;
  // A restaurant hidden by a moderator is not found by anyone's reads or writes (server/moderation).
  const [row] = await rowsOf<RestaurantRow>(db, sql`SELECT ${RESTAURANT_COLUMNS} FROM restaurants r WHERE r.id = ${id} AND r.hidden_at IS NULL${lock}`);
  return row;
}

/**
 * Serialises creations and renames that could produce the same duplicate
 * key, until the end of the transaction (two people adding the same place at
 * once must not both succeed).
 */
export async function lockDuplicateKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`restaurant-duplicate:${key}`}))`);
}

export type DuplicateCandidate = { id: string; name: string; city: string; address: string; hidden: boolean };

/**
 * Restaurants whose folded name, without dots, commas, spaces and hyphens,
 * equals `key` (indexed), hidden ones included but after the visible ones: a
 * duplicate should lead to a page that opens.
 */
export async function findDuplicateCandidates(db: Executor, key: string, excludeId: string | null): Promise<DuplicateCandidate[]> {
  const exclude = excludeId === null ? sql`` : sql` AND r.id <> ${excludeId}`;
  return rowsOf<DuplicateCandidate>(
    db,
    sql`SELECT r.id, r.name, r.city, r.address, r.hidden_at IS NOT NULL AS hidden FROM restaurants r
      WHERE translate(r.search_name, ' .,-', '') = ${key}${exclude}
      ORDER BY r.hidden_at IS NOT NULL, r.created_at, r.id`,
  );
}

export type RestaurantValues = {
  name: string;
  sortName: string;
  address: string;
  city: string;
  cuisineType: string | null;
  description: string | null;
  phone: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** `id`: the client's (idempotent create); without it the database makes one. */
export async function insertRestaurant(
  db: Executor,
  values: RestaurantValues & { userId: string; id?: string },
): Promise<RestaurantRow> {
  const [row] = await db.insert(restaurants).values(values).returning({ id: restaurants.id });
  return (await findRestaurant(db, row!.id))!;
}

export type RestaurantPatch = Partial<Omit<RestaurantValues, 'description'>>;

export async function updateRestaurant(db: Executor, id: string, patch: RestaurantPatch): Promise<RestaurantRow> {
  await db
    .update(restaurants)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(sql`${restaurants.id} = ${id}`);
  return (await findRestaurant(db, id))!;
}

export async function insertRestaurantEdit(
  db: Executor,
  edit: { restaurantId: string; userId: string; changes: Record<string, { old: unknown; new: unknown }> },
): Promise<void> {
  await db.insert(restaurantEdits).values(edit);
}

export type RestaurantEditRow = {
  id: string;
  user_id: string | null;
  nickname: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
  created_at: Date | string;
};

export async function findRestaurantEdits(db: Executor, restaurantId: string): Promise<RestaurantEditRow[]> {
  return rowsOf<RestaurantEditRow>(
    db,
    sql`SELECT e.id, e.user_id, ${VISIBLE_NICKNAME} AS nickname, e.changes, e.created_at
      FROM restaurant_edits e LEFT JOIN profiles p ON p.id = e.user_id
      WHERE e.restaurant_id = ${restaurantId}
      ORDER BY e.created_at DESC, e.id DESC`,
  );
}

/** Whether anyone but `userId` has reviewed the restaurant (NULL authors count as others). */
export async function hasReviewsByOthers(db: Executor, restaurantId: string, userId: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM reviews x WHERE x.restaurant_id = ${restaurantId}
      AND x.user_id IS DISTINCT FROM ${userId}) AS found`,
  );
  return row?.found === true;
}

export async function deleteRestaurant(db: Executor, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM restaurants WHERE id = ${id}`);
}
