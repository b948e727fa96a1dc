// SQL for MFA factors and challenges.
import { and, eq, ne, sql } from 'drizzle-orm';
import { mfaChallenges, mfaFactors, sessions } from '../db/schema';
import type { Executor } from '../db/query';
import type { DbFactor } from './users.repository';

export type DbChallenge = typeof mfaChallenges.$inferSelect;

export async function insertFactor(
  db: Executor,
  values: { userId: string; friendlyName: string | null; factorType: 'totp'; secret: string },
): Promise<DbFactor> {
  const [row] = await db.insert(mfaFactors).values({ ...values, status: 'unverified' }).returning();
  return row!;
}

export async function findFactor(db: Executor, userId: string, factorId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function markFactorVerified(db: Executor, factorId: string, now: Date): Promise<void> {
  await db.update(mfaFactors).set({ status: 'verified', updatedAt: now }).where(eq(mfaFactors.id, factorId));
}

/** A right code: the count of wrong ones starts again. */
export async function clearFactorFailures(db: Executor, factorId: string): Promise<void> {
  await db.update(mfaFactors).set({ failedAttempts: 0, lockedUntil: null }).where(eq(mfaFactors.id, factorId));
}

/** Counts a wrong code; the one that reaches `maxFailures` locks the factor until `lockUntil`. */
export async function recordFactorFailure(
  db: Executor,
  factorId: string,
  options: { maxFailures: number; lockUntil: Date },
): Promise<void> {
  const reachesLimit = sql`${mfaFactors.failedAttempts} + 1 >= ${options.maxFailures}`;
  await db
    .update(mfaFactors)
    .set({
      failedAttempts: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${mfaFactors.failedAttempts} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${options.lockUntil.toISOString()}::timestamptz ELSE ${mfaFactors.lockedUntil} END`,
    })
    .where(eq(mfaFactors.id, factorId));
}

export async function touchFactorChallenged(db: Executor, factorId: string, now: Date): Promise<void> {
  await db.update(mfaFactors).set({ lastChallengedAt: now, updatedAt: now }).where(eq(mfaFactors.id, factorId));
}

/** Once one TOTP factor is verified, abandoned enrolments of the same type go. */
export async function deleteOtherUnverifiedFactors(db: Executor, userId: string, keepId: string): Promise<void> {
  await db
    .delete(mfaFactors)
    .where(
      and(
        eq(mfaFactors.userId, userId),
        eq(mfaFactors.status, 'unverified'),
        eq(mfaFactors.factorType, 'totp'),
        ne(mfaFactors.id, keepId),
      ),
    );
}

export async function deleteFactor(db: Executor, factorId: string): Promise<void> {
  await db.delete(mfaFactors).where(eq(mfaFactors.id, factorId));
}

/** Sessions that reached aal2 with a removed factor fall back to aal1. */
export async function downgradeSessionsOfFactor(db: Executor, factorId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ aal: 'aal1', factorId: null, updatedAt: now })
    .where(eq(sessions.factorId, factorId));
}

export async function insertChallenge(
  db: Executor,
  values: { factorId: string; ipAddress: string | null },
  now: Date,
): Promise<DbChallenge> {
  const [row] = await db
    .insert(mfaChallenges)
    .values({ ...values, createdAt: now })
    .returning();
  return row!;
}

export async function findChallengeForUpdate(db: Executor, factorId: string, challengeId: string) {
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId)))
    .limit(1)
    .for('update');
  return row;
}

export async function markChallengeVerified(db: Executor, challengeId: string, now: Date): Promise<void> {
  await db.update(mfaChallenges).set({ verifiedAt: now }).where(eq(mfaChallenges.id, challengeId));
}

export async function deleteChallenge(db: Executor, challengeId: string): Promise<void> {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challengeId));
}
