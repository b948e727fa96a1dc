// Rules of 'Segnala chiusura o cambio gestione' (docs/product.md#closed-or-new-management):
// any signed-in user holds one claim per restaurant ('closed', 'new_management'
// with a date, 'open' to dispute), which a new claim replaces and DELETE
// withdraws. Each write decides the confirmed status again (domain
// confirmedVenueStatus) and stores it with the claim in one transaction, and
// when a status becomes confirmed the users who saved the restaurant are told.
import { italianDay } from '../../domain/incidents';
import type { VenueStatusClaimInput } from '../../domain/schemas/venue-status';
import {
  CHANGE_DATE_ERROR_CODES,
  VENUE_STATUS_CLAIMS,
  changeDateProblem,
  confirmedVenueStatus,
  venueStatusLabel,
  type ConfirmedVenueStatus,
  type VenueStatusSummary,
} from '../../domain/venue-status';
import type { Database, Transaction } from '../db/client';
import { appError } from '../http/app-error';
import { notificationText } from '../notifications/notification-text';
import { notifySavers } from '../saved/saved-notifications';
import { findRestaurant } from '../restaurants/restaurants.repository';
import * as repository from './venue-status.repository';
import { isUuid } from '../../domain/schemas/common';

const restaurantNotFound = () => appError('restaurant_not_found');

function restaurantIdOf(raw: string): string {
  if (!isUuid(raw)) throw restaurantNotFound();
  return raw.toLowerCase();
}

/** The id of a restaurant the caller can see; 404 otherwise. */
async function existingRestaurantId(db: Database, rawRestaurantId: string): Promise<string> {
  const restaurantId = restaurantIdOf(rawRestaurantId);
  if ((await findRestaurant(db, restaurantId)) === undefined) throw restaurantNotFound();
  return restaurantId;
}

/** What the restaurant page shows: the confirmed status, the counts and the caller's own claim. */
export async function venueStatusSummary(db: Database, viewerId: string, rawRestaurantId: string): Promise<VenueStatusSummary> {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  return summaryOf(db, viewerId, restaurantId);
}

/** Who claimed what, each claim with its id for 'Segnala'; the caller's own marked. */
export async function listVenueStatusClaims(db: Database, viewerId: string, rawRestaurantId: string) {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  const rows = await repository.findVisibleClaims(db, restaurantId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      change_date: row.change_date,
      created_at: new Date(row.created_at).toISOString(),
      nickname: row.nickname,
      is_own: row.user_id === viewerId,
    })),
  };
}

async function summaryOf(db: Database, viewerId: string, restaurantId: string): Promise<VenueStatusSummary> {
  const [claims, status] = await Promise.all([repository.findClaims(db, restaurantId), repository.findConfirmedStatus(db, restaurantId)]);
  const counts = Object.fromEntries(
    VENUE_STATUS_CLAIMS.map((claim) => [claim, claims.filter((c) => c.status === claim).length]),
  ) as VenueStatusSummary['counts'];
  const own = claims.find((claim) => claim.userId === viewerId);
  return { status, counts, my_claim: own ? { status: own.status, change_date: own.changeDate } : null };
}

/** The caller's claim, replacing their earlier one. */
export async function setVenueStatusClaim(
  db: Database,
  userId: string,
  rawRestaurantId: string,
  input: VenueStatusClaimInput,
  now = new Date(),
): Promise<VenueStatusSummary> {
  const restaurantId = restaurantIdOf(rawRestaurantId);
  const problem = changeDateProblem(input.status, input.change_date, italianDay(now));
  if (problem !== null) {
    throw appError(CHANGE_DATE_ERROR_CODES[problem]);
  }
  await db.transaction(async (tx) => {
    const restaurant = await findRestaurant(tx, restaurantId);
    if (restaurant === undefined) throw restaurantNotFound();
    await repository.lockRestaurantClaims(tx, restaurantId);
    await repository.upsertClaim(tx, { restaurantId, userId, status: input.status, changeDate: input.change_date });
    await decideStatus(tx, restaurantId, userId);
  });
  return summaryOf(db, userId, restaurantId);
}

/** Withdraws the caller's claim (none: nothing changes). */
export async function withdrawVenueStatusClaim(db: Database, userId: string, rawRestaurantId: string): Promise<VenueStatusSummary> {
  const restaurantId = restaurantIdOf(rawRestaurantId);
  await db.transaction(async (tx) => {
    if ((await findRestaurant(tx, restaurantId)) === undefined) throw restaurantNotFound();
    await repository.lockRestaurantClaims(tx, restaurantId);
    await repository.deleteClaim(tx, restaurantId, userId);
    await decideStatus(tx, restaurantId, userId);
  });
  return summaryOf(db, userId, restaurantId);
}

/**
 * Account deletion: the user's claims go, and each restaurant they were about
 * gets its status decided again, in the deletion's transaction.
 */
export async function withdrawAllClaimsOf(tx: Transaction, userId: string): Promise<void> {
  const restaurantIds = await repository.findClaimedRestaurantIds(tx, userId);
  for (const restaurantId of restaurantIds) await repository.lockRestaurantClaims(tx, restaurantId);
  await repository.deleteUserClaims(tx, userId);
  for (const restaurantId of restaurantIds) await decideStatus(tx, restaurantId, userId);
}

/**
 * After a moderator hid or showed again claims (one, or an account's set
 * aside): each restaurant they are about gets its status decided again.
 */
export async function decideStatusesOf(tx: Transaction, restaurantIds: readonly string[], actorId: string): Promise<void> {
  const distinct = [...new Set(restaurantIds)].sort();
  for (const restaurantId of distinct) await repository.lockRestaurantClaims(tx, restaurantId);
  for (const restaurantId of distinct) await decideStatus(tx, restaurantId, actorId);
}

/**
 * A saver hears of a restaurant's status at most once a day: one of the two
 * confirming users withdrawing and claiming in turn would otherwise notify
 * every saver on each round, up to the write limit.
 */
const VENUE_STATUS_QUIET_HOURS = 24;

const sameStatus = (a: ConfirmedVenueStatus | null, b: ConfirmedVenueStatus | null) =>
  a?.status === b?.status && a?.change_date === b?.change_date;

/** Stores the status the claims confirm; a status that becomes confirmed is told to the savers, the actor excepted. */
async function decideStatus(tx: Transaction, restaurantId: string, actorId: string): Promise<void> {
  const restaurant = await repository.findRestaurantForStatus(tx, restaurantId);
  if (restaurant === undefined) return;
  const claims = await repository.findClaims(tx, restaurantId);
  const current = await repository.findConfirmedStatus(tx, restaurantId);
  const next = confirmedVenueStatus(claims);
  if (sameStatus(current, next)) return;
  await repository.saveConfirmedStatus(tx, restaurantId, next);
  // A hidden restaurant is gone from its savers' views: no notification names it.
  if (next === null || next.status === current?.status || restaurant.is_hidden) return;
  await notifySavers(tx, {
    restaurantId,
    actorId,
    type: 'venue_status',
    ...notificationText(({ venueStatus }, language) => ({
      title: venueStatus.notificationTitle,
      message: venueStatus.notification(restaurant.name, venueStatusLabel(next, venueStatus, language)),
    })),
    quietHours: VENUE_STATUS_QUIET_HOURS,
  });
}
