// SQL of saved restaurants ('Salva'). Every statement names the owner: a user
// reads and changes only their own list.
import { sql } from 'drizzle-orm';
import type { LatLng } from '../../domain/geo';
import type { SavedRestaurant } from '../../domain/saved';
import type { SafetyLevel } from '../../domain/safety';
import type { Transaction } from '../db/client';
import { incidentAlertSql } from '../incidents/open-incidents.repository';
import { distanceSql } from '../restaurants/list-planner.repository';
import { VENUE_STATUS_SQL } from '../restaurants/restaurants.repository';
import { statsBadgeLateral } from '../restaurants/safety-score.repository';
import { rowsOf, type Executor } from '../db/query';

const BADGE_LATERAL = statsBadgeLateral('s', 'badge');

/** A row of the answer (domain/saved.ts), its badge in two columns. */
export type SavedRow = Omit<SavedRestaurant, 'safety'> & { safety_level: SafetyLevel | null; safety_score: number | null };

/** The user's saved restaurants in list order: nearest first with a position (those without coordinates last), then Italian order. */
export async function findSaved(db: Executor, userId: string, position: LatLng | null): Promise<SavedRow[]> {
  const distance = position === null ? sql`NULL::float8` : distanceSql(position);
  return rowsOf<SavedRow>(
    db,
    sql`SELECT r.id, r.name, r.address, r.city, r.cuisine_type, r.phone, r.latitude, r.longitude,
        coalesce(s.review_count, 0)::int AS review_count, badge.safety_level, badge.safety_score,
        ${distance} AS distance_km, ${incidentAlertSql(sql`r.id`)} AS incident_alert,
        ${VENUE_STATUS_SQL} AS venue_status
      FROM saved_restaurants sv
      JOIN restaurants r ON r.id = sv.restaurant_id
      LEFT JOIN restaurant_stats s ON s.restaurant_id = r.id
      ${BADGE_LATERAL}
      WHERE sv.user_id = ${userId} AND r.hidden_at IS NULL
      ORDER BY distance_km NULLS LAST, r.sort_name, r.id`,
  );
}

export async function findSavedIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ restaurant_id: string }>(
    db,
    sql`SELECT restaurant_id FROM saved_restaurants WHERE user_id = ${userId} ORDER BY created_at, restaurant_id`,
  );
  return rows.map((row) => row.restaurant_id);
}

/** Saves the restaurant; saving it again changes nothing. */
export async function insertSaved(tx: Transaction, userId: string, restaurantId: string): Promise<void> {
  await tx.execute(sql`INSERT INTO saved_restaurants (user_id, restaurant_id) VALUES (${userId}, ${restaurantId})
    ON CONFLICT (user_id, restaurant_id) DO NOTHING`);
}

export async function deleteSaved(db: Executor, userId: string, restaurantId: string): Promise<void> {
  await db.execute(sql`DELETE FROM saved_restaurants WHERE user_id = ${userId} AND restaurant_id = ${restaurantId}`);
}

/** Serialises one user's saves, so the limit holds under concurrent requests. */
export async function lockUserSaves(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved:${userId}`}))`);
}

/** A saved venue's name, as its savers' notifications name it ('' if it is gone). */
export async function restaurantNameOf(db: Executor, restaurantId: string): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(db, sql`SELECT name FROM restaurants WHERE id = ${restaurantId}`);
  return row?.name ?? '';
}
