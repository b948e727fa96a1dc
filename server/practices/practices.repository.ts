// SQL of the practices module ('Cosa fa il locale'): diners' stances, the
// per-restaurant counts the trigger of migration 0015 keeps, and moderators'
// verifications (migration 0025).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PracticeKey, PracticeStance, VerifiablePractice } from '../../domain/practices';
import { rowsOf, type Executor } from '../db/query';
import { practiceStances, practiceVerifications, restaurantPracticeStats, restaurants } from '../db/schema';

export type PracticeStatsRow = {
  practice: string;
  confirmations: number;
  disputes: number;
  lastConfirmedAt: Date | null;
};

export async function findPracticeStats(db: Executor, restaurantId: string): Promise<PracticeStatsRow[]> {
  return db
    .select({
      practice: restaurantPracticeStats.practice,
      confirmations: restaurantPracticeStats.confirmations,
      disputes: restaurantPracticeStats.disputes,
      lastConfirmedAt: restaurantPracticeStats.lastConfirmedAt,
    })
    .from(restaurantPracticeStats)
    .where(eq(restaurantPracticeStats.restaurantId, restaurantId));
}

export async function findOwnStances(
  db: Executor,
  userId: string,
  restaurantId: string,
): Promise<{ practice: string; stance: string }[]> {
  return db
    .select({ practice: practiceStances.practice, stance: practiceStances.stance })
    .from(practiceStances)
    .where(and(eq(practiceStances.userId, userId), eq(practiceStances.restaurantId, restaurantId)));
}

/**
 * The caller's stance on one practice, replacing any earlier one and dated
 * now (in a review's transaction, now() is the review's creation time).
 */
export async function saveStances(
  db: Executor,
  rows: { userId: string; restaurantId: string; practice: PracticeKey; stance: PracticeStance; reviewId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(practiceStances)
    .values(rows.map((row) => ({ ...row, statedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: [practiceStances.userId, practiceStances.restaurantId, practiceStances.practice],
      set: { stance: sql`excluded.stance`, reviewId: sql`excluded.review_id`, statedAt: sql`excluded.stated_at` },
    });
}

export async function deleteStance(db: Executor, userId: string, restaurantId: string, practice: PracticeKey): Promise<void> {
  await db
    .delete(practiceStances)
    .where(
      and(eq(practiceStances.userId, userId), eq(practiceStances.restaurantId, restaurantId), eq(practiceStances.practice, practice)),
    );
}

/** The practices a review confirms: its author's stances that still come from it. */
export async function findReviewConfirmations(db: Executor, reviewId: string): Promise<PracticeKey[]> {
  const rows = await db
    .select({ practice: practiceStances.practice })
    .from(practiceStances)
    .where(and(eq(practiceStances.reviewId, reviewId), eq(practiceStances.stance, 'confirm')));
  return rows.map((row) => row.practice as PracticeKey);
}

export async function deleteReviewConfirmations(db: Executor, reviewId: string, practices: readonly PracticeKey[]): Promise<void> {
  if (practices.length === 0) return;
  await db
    .delete(practiceStances)
    .where(
      and(eq(practiceStances.reviewId, reviewId), eq(practiceStances.stance, 'confirm'), inArray(practiceStances.practice, [...practices])),
    );
}

/** Every stance of one user, for the data export. */
export async function findUserStances(db: Executor, userId: string) {
  return db
    .select({
      restaurantId: practiceStances.restaurantId,
      restaurantName: restaurants.name,
      practice: practiceStances.practice,
      stance: practiceStances.stance,
      reviewId: practiceStances.reviewId,
      statedAt: practiceStances.statedAt,
    })
    .from(practiceStances)
    .innerJoin(restaurants, eq(restaurants.id, practiceStances.restaurantId))
    .where(eq(practiceStances.userId, userId))
    .orderBy(practiceStances.statedAt);
}

export type VerificationRow = { practice: string; source: string; verifiedOn: string };

/** The moderators' verifications of one restaurant's practices. */
export async function findVerifications(db: Executor, restaurantId: string): Promise<VerificationRow[]> {
  return db
    .select({ practice: practiceVerifications.practice, source: practiceVerifications.source, verifiedOn: practiceVerifications.verifiedOn })
    .from(practiceVerifications)
    .where(eq(practiceVerifications.restaurantId, restaurantId));
}

/** A moderator's verification, replacing the earlier one of the same practice. */
export async function saveVerification(
  db: Executor,
  row: { restaurantId: string; practice: VerifiablePractice; source: string; verifiedOn: string; verifiedBy: string },
): Promise<void> {
  await db
    .insert(practiceVerifications)
    .values({ ...row, createdAt: sql`now()` })
    .onConflictDoUpdate({
      target: [practiceVerifications.restaurantId, practiceVerifications.practice],
      set: {
        source: sql`excluded.source`,
        verifiedOn: sql`excluded.verified_on`,
        verifiedBy: sql`excluded.verified_by`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

export async function deleteVerification(db: Executor, restaurantId: string, practice: VerifiablePractice): Promise<void> {
  await db
    .delete(practiceVerifications)
    .where(and(eq(practiceVerifications.restaurantId, restaurantId), eq(practiceVerifications.practice, practice)));
}

export type StanceRow = { id: string; practice: string; stance: string; stated_at: Date; nickname: string | null; user_id: string };

/** Who said what of the restaurant's practices (the stances no moderator hid), newest first: each can be reported. */
export async function findVisibleStances(db: Executor, restaurantId: string): Promise<StanceRow[]> {
  return rowsOf<StanceRow>(
    db,
    sql`SELECT ps.id, ps.practice, ps.stance, ps.stated_at, ps.user_id,
        CASE WHEN p.nickname_hidden_at IS NULL THEN p.nickname END AS nickname
      FROM practice_stances ps LEFT JOIN profiles p ON p.id = ps.user_id
      WHERE ps.restaurant_id = ${restaurantId} AND ps.hidden_at IS NULL
      ORDER BY ps.stated_at DESC, ps.id`,
  );
}
