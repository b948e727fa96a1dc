// SQL of 'Segnala chiusura o cambio gestione': each user's claim
// (venue_status_reports) and the status they confirm (restaurant_status,
// migration 0014), which the list, the map and the detail read.
import { sql } from 'drizzle-orm';
import type { ClaimForRule, ConfirmedVenueStatus, VenueStatusClaim } from '../../domain/venue-status';
import type { Transaction } from '../db/client';
import { rowsOf, type Executor } from '../db/query';

/**
 * The restaurant whose status is decided, hidden or not: account deletion
 * withdraws claims about hidden restaurants too, and their status must be
 * right when a moderator restores them.
 */
export async function findRestaurantForStatus(
  db: Executor,
  id: string,
): Promise<{ name: string; user_id: string | null; is_hidden: boolean } | undefined> {
  const [row] = await rowsOf<{ name: string; user_id: string | null; is_hidden: boolean }>(
    db,
    sql`SELECT name, user_id, hidden_at IS NOT NULL AS is_hidden FROM restaurants WHERE id = ${id}`,
  );
  return row;
}

/**
 * Serialises the claims of one restaurant until the end of the transaction,
 * so two claims arriving together both count when the status is decided. An
 * advisory lock rather than a row lock: a lock on the restaurant row would
 * also hold back new reviews (their foreign key shares it).
 */
export async function lockRestaurantClaims(tx: Transaction, restaurantId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`venue-status:${restaurantId}`}))`);
}

export async function findClaims(db: Executor, restaurantId: string): Promise<ClaimForRule[]> {
  const rows = await rowsOf<{ user_id: string; status: VenueStatusClaim; change_date: string | null }>(
    db,
    sql`SELECT user_id, status, to_char(change_date, 'YYYY-MM-DD') AS change_date
      FROM venue_status_reports WHERE restaurant_id = ${restaurantId} AND hidden_at IS NULL ORDER BY created_at, user_id`,
  );
  return rows.map((row) => ({ userId: row.user_id, status: row.status, changeDate: row.change_date }));
}

/** Writes the caller's claim, replacing their earlier one (one per user per restaurant), dated now. */
export async function upsertClaim(
  tx: Transaction,
  claim: { restaurantId: string; userId: string; status: VenueStatusClaim; changeDate: string | null },
): Promise<void> {
  await tx.execute(sql`INSERT INTO venue_status_reports (restaurant_id, user_id, status, change_date)
    VALUES (${claim.restaurantId}, ${claim.userId}, ${claim.status}, ${claim.changeDate}::date)
    ON CONFLICT (restaurant_id, user_id)
    DO UPDATE SET status = EXCLUDED.status, change_date = EXCLUDED.change_date, created_at = now()`);
}

export async function deleteClaim(tx: Transaction, restaurantId: string, userId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM venue_status_reports WHERE restaurant_id = ${restaurantId} AND user_id = ${userId}`);
}

/** Restaurants the user holds a claim about (account deletion recounts them). */
export async function findClaimedRestaurantIds(tx: Transaction, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ restaurant_id: string }>(
    tx,
    sql`SELECT restaurant_id FROM venue_status_reports WHERE user_id = ${userId} ORDER BY restaurant_id`,
  );
  return rows.map((row) => row.restaurant_id);
}

export async function deleteUserClaims(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM venue_status_reports WHERE user_id = ${userId}`);
}

export async function findConfirmedStatus(db: Executor, restaurantId: string): Promise<ConfirmedVenueStatus | null> {
  const [row] = await rowsOf<ConfirmedVenueStatus>(
    db,
    sql`SELECT status, to_char(change_date, 'YYYY-MM-DD') AS change_date FROM restaurant_status WHERE restaurant_id = ${restaurantId}`,
  );
  return row ?? null;
}

export async function saveConfirmedStatus(tx: Transaction, restaurantId: string, status: ConfirmedVenueStatus | null): Promise<void> {
  if (status === null) {
    await tx.execute(sql`DELETE FROM restaurant_status WHERE restaurant_id = ${restaurantId}`);
    return;
  }
  await tx.execute(sql`INSERT INTO restaurant_status (restaurant_id, status, change_date)
    VALUES (${restaurantId}, ${status.status}, ${status.change_date}::date)
    ON CONFLICT (restaurant_id)
    DO UPDATE SET status = EXCLUDED.status, change_date = EXCLUDED.change_date, updated_at = now()`);
}

export type ClaimRow = { id: string; status: VenueStatusClaim; change_date: string | null; created_at: Date; nickname: string | null; user_id: string };

/** Who claimed what of the restaurant (the claims no moderator hid), newest first: each can be reported. */
export async function findVisibleClaims(db: Executor, restaurantId: string): Promise<ClaimRow[]> {
  return rowsOf<ClaimRow>(
    db,
    sql`SELECT vs.id, vs.status, to_char(vs.change_date, 'YYYY-MM-DD') AS change_date, vs.created_at, vs.user_id,
        CASE WHEN p.nickname_hidden_at IS NULL THEN p.nickname END AS nickname
      FROM venue_status_reports vs LEFT JOIN profiles p ON p.id = vs.user_id
      WHERE vs.restaurant_id = ${restaurantId} AND vs.hidden_at IS NULL
      ORDER BY vs.created_at DESC, vs.id`,
  );
}
