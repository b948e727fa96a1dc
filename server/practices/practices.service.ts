// Rules of the practices module (docs/product.md#practices): any signed-in
// diner confirms or disputes each practice of a restaurant, one stance per
// diner per practice, changeable (the newest replaces the older and is dated
// anew) or withdrawn; a review can confirm practices seen on that visit.
import { errorMessages } from '../../domain/i18n/it/errors';
import {
  PRACTICE_KEYS,
  isPracticeStale,
  type PracticeKey,
  type PracticeStance,
  type PracticeSummary,
} from '../../domain/practices';
import type { Database, Transaction } from '../db/client';
import { AppError } from '../http/app-error';
import { findRestaurant } from '../restaurants/restaurants.repository';
import * as repository from './practices.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppError(404, 'restaurant_not_found', errorMessages.restaurant_not_found);

/** The restaurant's id, lowercased; 404 for a malformed or unknown one (also used by server/sensitivity). */
export async function existingRestaurantId(db: Database, rawId: string): Promise<string> {
  if (!UUID.test(rawId)) throw notFound();
  const id = rawId.toLowerCase();
  if ((await findRestaurant(db, id)) === undefined) throw notFound();
  return id;
}

/** Every practice of the list, in its order, with the counts and the caller's stance. */
export async function listPractices(
  db: Database,
  viewerId: string,
  rawRestaurantId: string,
  now: Date = new Date(),
): Promise<{ items: PracticeSummary[] }> {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  return { items: await summaries(db, viewerId, restaurantId, now) };
}

async function summaries(db: Database, viewerId: string, restaurantId: string, now: Date): Promise<PracticeSummary[]> {
  const [stats, own] = await Promise.all([
    repository.findPracticeStats(db, restaurantId),
    repository.findOwnStances(db, viewerId, restaurantId),
  ]);
  const statsOf = new Map(stats.map((row) => [row.practice, row]));
  const stanceOf = new Map(own.map((row) => [row.practice, row.stance as PracticeStance]));
  return PRACTICE_KEYS.map((practice) => {
    const row = statsOf.get(practice);
    const lastConfirmedAt = row?.lastConfirmedAt ?? null;
    return {
      practice,
      confirmations: row?.confirmations ?? 0,
      disputes: row?.disputes ?? 0,
      last_confirmed_at: lastConfirmedAt === null ? null : new Date(lastConfirmedAt).toISOString(),
      is_stale: isPracticeStale(lastConfirmedAt, now),
      my_stance: stanceOf.get(practice) ?? null,
    };
  });
}

/** Confirms or disputes one practice; a stance given again is dated anew. */
export async function setStance(
  db: Database,
  userId: string,
  rawRestaurantId: string,
  practice: PracticeKey,
  stance: PracticeStance,
): Promise<{ items: PracticeSummary[] }> {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  await repository.saveStances(db, [{ userId, restaurantId, practice, stance, reviewId: null }]);
  return { items: await summaries(db, userId, restaurantId, new Date()) };
}

/** Withdraws the caller's stance on one practice (nothing happens when there is none). */
export async function withdrawStance(
  db: Database,
  userId: string,
  rawRestaurantId: string,
  practice: PracticeKey,
): Promise<{ items: PracticeSummary[] }> {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  await repository.deleteStance(db, userId, restaurantId, practice);
  return { items: await summaries(db, userId, restaurantId, new Date()) };
}

/**
 * The practices ticked in a review: each one is the author's confirmation,
 * dated with the review (same transaction, so the same now()).
 */
export async function confirmPracticesFromReview(
  tx: Transaction,
  review: { userId: string; restaurantId: string; reviewId: string },
  practices: readonly PracticeKey[],
): Promise<void> {
  await repository.saveStances(
    tx,
    [...new Set(practices)].map((practice) => ({ ...review, practice, stance: 'confirm' as const })),
  );
}

/**
 * The practices ticked in an edited review: a newly ticked one is confirmed
 * as in a new review, dated with the edit; one unticked loses the stance that
 * came from this review (a stance given since on the restaurant page is no
 * longer the review's, and stays); one still ticked keeps its date.
 */
export async function replacePracticesOfReview(
  tx: Transaction,
  review: { userId: string; restaurantId: string; reviewId: string },
  practices: readonly PracticeKey[],
): Promise<void> {
  const current = new Set(await repository.findReviewConfirmations(tx, review.reviewId));
  const wanted = new Set(practices);
  await repository.deleteReviewConfirmations(
    tx,
    review.reviewId,
    [...current].filter((practice) => !wanted.has(practice)),
  );
  await confirmPracticesFromReview(
    tx,
    review,
    [...wanted].filter((practice) => !current.has(practice)),
  );
}
