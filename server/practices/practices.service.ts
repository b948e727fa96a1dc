// Rules of the practices module (docs/product.md#practices): any signed-in
// diner confirms or disputes each practice of a restaurant, one stance per
// diner per practice, changeable (the newest replaces the older and is dated
// anew) or withdrawn; a review can confirm practices seen on that visit. A
// practice is 'confermata' with two people (isPracticeConfirmed); AIC
// membership and '100% senza glutine' read 'dichiarato dagli utenti' until a
// moderator verifies them against a source, on a day.
import { italianDay } from '../../domain/incidents';
import {
  PRACTICE_KEYS,
  isPracticeConfirmed,
  isPracticeStale,
  isVerifiablePractice,
  practiceVerificationProblem,
  type PracticeKey,
  type PracticeStance,
  type PracticeSummary,
} from '../../domain/practices';
import type { PracticeVerificationInput } from '../../domain/schemas/practices';
import type { Database, Transaction } from '../db/client';
import { appError } from '../http/app-error';
import { getUserRole } from '../moderation/roles.service';
import { findRestaurant } from '../restaurants/restaurants.repository';
import * as repository from './practices.repository';
import { isUuid } from '../../domain/schemas/common';

const notFound = () => appError('restaurant_not_found');

/** The restaurant's id, lowercased; 404 for a malformed or unknown one (also used by server/sensitivity). */
export async function existingRestaurantId(db: Database, rawId: string): Promise<string> {
  if (!isUuid(rawId)) throw notFound();
  const id = rawId.toLowerCase();
  if ((await findRestaurant(db, id)) === undefined) throw notFound();
  return id;
}

/** The restaurant's practices as its page shows them, and whether the caller may verify them (a moderator). */
export type PracticeList = { items: PracticeSummary[]; can_verify: boolean };

/** Every practice of the list, in its order, with the counts, the verifications and the caller's stance. */
export async function listPractices(
  db: Database,
  viewerId: string,
  rawRestaurantId: string,
  now: Date = new Date(),
): Promise<PracticeList> {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  return view(db, viewerId, restaurantId, now);
}

async function view(db: Database, viewerId: string, restaurantId: string, now: Date): Promise<PracticeList> {
  const [stats, own, verifications, role] = await Promise.all([
    repository.findPracticeStats(db, restaurantId),
    repository.findOwnStances(db, viewerId, restaurantId),
    repository.findVerifications(db, restaurantId),
    getUserRole(db, viewerId),
  ]);
  const statsOf = new Map(stats.map((row) => [row.practice, row]));
  const stanceOf = new Map(own.map((row) => [row.practice, row.stance as PracticeStance]));
  const verificationOf = new Map(verifications.map((row) => [row.practice, row]));
  const items = PRACTICE_KEYS.map((practice): PracticeSummary => {
    const row = statsOf.get(practice);
    const lastConfirmedAt = row?.lastConfirmedAt ?? null;
    const people = { confirmations: row?.confirmations ?? 0, disputes: row?.disputes ?? 0 };
    const verification = verificationOf.get(practice);
    return {
      practice,
      ...people,
      last_confirmed_at: lastConfirmedAt === null ? null : new Date(lastConfirmedAt).toISOString(),
      is_stale: isPracticeStale(lastConfirmedAt, now),
      is_confirmed: isPracticeConfirmed(people),
      verification_status: isVerifiablePractice(practice) ? (verification ? 'verified' : 'declared_by_users') : null,
      verification: verification ? { verified_on: verification.verifiedOn, source: verification.source } : null,
      my_stance: stanceOf.get(practice) ?? null,
    };
  });
  return { items, can_verify: role !== null };
}

/** Confirms or disputes one practice; a stance given again is dated anew. */
export async function setStance(
  db: Database,
  userId: string,
  rawRestaurantId: string,
  practice: PracticeKey,
  stance: PracticeStance,
): Promise<PracticeList> {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  await repository.saveStances(db, [{ userId, restaurantId, practice, stance, reviewId: null }]);
  return view(db, userId, restaurantId, new Date());
}

/** Withdraws the caller's stance on one practice (nothing happens when there is none). */
export async function withdrawStance(
  db: Database,
  userId: string,
  rawRestaurantId: string,
  practice: PracticeKey,
): Promise<PracticeList> {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  await repository.deleteStance(db, userId, restaurantId, practice);
  return view(db, userId, restaurantId, new Date());
}

const notVerifiable = () => appError('practice_not_verifiable');

/**
 * A moderator records that a source (AIC's public directory, the
 * certificate) showed the practice on a day (Italian, not in the future, at
 * most 12 months back): the page then reads 'Verificato il {data}' and the
 * list filter may select it. A verification given again replaces the earlier.
 * The caller's staff role is checked by the route (requireStaff).
 */
export async function verifyPractice(
  db: Database,
  moderatorId: string,
  rawRestaurantId: string,
  practice: PracticeKey,
  input: PracticeVerificationInput,
  now: Date = new Date(),
): Promise<PracticeList> {
  if (!isVerifiablePractice(practice)) throw notVerifiable();
  const problem = practiceVerificationProblem(input, italianDay(now));
  if (problem === 'source') {
    throw appError('practice_verification_source_invalid');
  }
  if (problem === 'date') throw appError('practice_verification_date_invalid');
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  await repository.saveVerification(db, {
    restaurantId,
    practice,
    source: input.source.trim(),
    verifiedOn: input.verified_on,
    verifiedBy: moderatorId,
  });
  return view(db, moderatorId, restaurantId, now);
}

/** A moderator withdraws a verification: the practice reads 'dichiarato dagli utenti' again. */
export async function withdrawVerification(
  db: Database,
  moderatorId: string,
  rawRestaurantId: string,
  practice: PracticeKey,
): Promise<PracticeList> {
  if (!isVerifiablePractice(practice)) throw notVerifiable();
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  await repository.deleteVerification(db, restaurantId, practice);
  return view(db, moderatorId, restaurantId, new Date());
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

/** Who said what of the practices, each stance with its id for 'Segnala'; the caller's own marked. */
export async function listStances(db: Database, viewerId: string, rawRestaurantId: string) {
  const restaurantId = await existingRestaurantId(db, rawRestaurantId);
  const rows = await repository.findVisibleStances(db, restaurantId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      practice: row.practice as PracticeKey,
      stance: row.stance as PracticeStance,
      stated_at: new Date(row.stated_at).toISOString(),
      nickname: row.nickname,
      is_own: row.user_id === viewerId,
    })),
  };
}
