// SQL for the auth limits kept in the database, so every server instance
// shares them: failed password sign-ins per account and client address, and
// the hourly count of auth emails.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { authEmailSends, authEmailShares, authRecoveryRequests, signInFailures } from '../db/schema';
import type { Executor } from '../db/query';

/** The key (typed email or phone with the client address) is stored hashed: it also holds addresses nobody registered. */
const identifierHash = (identifier: string) => createHash('sha256').update(identifier).digest('hex');

/** Counts of failures older than this start again from one. */
const SIGN_IN_FAILURE_MEMORY_MS = 60 * 60 * 1000;

export async function findSignInLock(db: Executor, identifier: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.identifierHash, identifierHash(identifier)))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/** Counts one failed sign-in and returns the failures in a row so far. */
export async function recordSignInFailure(db: Executor, identifier: string, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - SIGN_IN_FAILURE_MEMORY_MS);
  // Rows of addresses nobody tried for a day go as new failures come in.
  await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, new Date(now.getTime() - 24 * SIGN_IN_FAILURE_MEMORY_MS)));
  const [row] = await db
    .insert(signInFailures)
    .values({ identifierHash: identifierHash(identifier), failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.identifierHash,
      set: {
        failures: sql`CASE WHEN ${signInFailures.lastFailedAt} < ${forgetBefore.toISOString()}::timestamptz THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  return row!.failures;
}

export async function lockSignIn(db: Executor, identifier: string, until: Date): Promise<void> {
  await db
    .update(signInFailures)
    .set({ lockedUntil: until })
    .where(eq(signInFailures.identifierHash, identifierHash(identifier)));
}

export async function clearSignInFailures(db: Executor, identifier: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.identifierHash, identifierHash(identifier)));
}

const hourStart = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);

/**
 * Takes `count` emails from this hour's allowance in one statement, so
 * concurrent senders on any instance never go past `cap`. False when full.
 */
export async function reserveAuthEmails(db: Executor, now: Date, count: number, cap: number): Promise<boolean> {
  if (count > cap) return false;
  const hour = hourStart(now);
  await db.delete(authEmailSends).where(lt(authEmailSends.hourStart, new Date(hour.getTime() - 24 * 3_600_000)));
  const rows = await db
    .insert(authEmailSends)
    .values({ hourStart: hour, sent: count })
    .onConflictDoUpdate({
      target: authEmailSends.hourStart,
      set: { sent: sql`${authEmailSends.sent} + ${count}` },
      setWhere: sql`${authEmailSends.sent} + ${count} <= ${cap}`,
    })
    .returning({ sent: authEmailSends.sent });
  return rows.length > 0;
}

export async function authEmailsSentThisHour(db: Executor, now: Date): Promise<number> {
  const [row] = await db
    .select({ sent: authEmailSends.sent })
    .from(authEmailSends)
    .where(eq(authEmailSends.hourStart, hourStart(now)))
    .limit(1);
  return row?.sent ?? 0;
}

/** The share key of a client or recipient address: hashed, as nobody needs to read it back. */
export const emailShareKey = (kind: 'client' | 'to', address: string) =>
  `${kind}:${createHash('sha256').update(address).digest('hex')}`;

/**
 * Takes `count` emails from this hour's `share` in one statement, as
 * reserveAuthEmails does for the whole cap. False when the share is spent.
 */
export async function reserveEmailShare(db: Executor, now: Date, share: string, count: number, cap: number): Promise<boolean> {
  if (count > cap) return false;
  const hour = hourStart(now);
  await db.delete(authEmailShares).where(lt(authEmailShares.hourStart, new Date(hour.getTime() - 24 * 3_600_000)));
  const rows = await db
    .insert(authEmailShares)
    .values({ hourStart: hour, share, sent: count })
    .onConflictDoUpdate({
      target: [authEmailShares.hourStart, authEmailShares.share],
      set: { sent: sql`${authEmailShares.sent} + ${count}` },
      setWhere: sql`${authEmailShares.sent} + ${count} <= ${cap}`,
    })
    .returning({ sent: authEmailShares.sent });
  return rows.length > 0;
}

export async function emailShareSentThisHour(db: Executor, now: Date, share: string): Promise<number> {
  const [row] = await db
    .select({ sent: authEmailShares.sent })
    .from(authEmailShares)
    .where(and(eq(authEmailShares.hourStart, hourStart(now)), eq(authEmailShares.share, share)))
    .limit(1);
  return row?.sent ?? 0;
}

/**
 * Opens `address`'s /recover window of `seconds` unless one is still open:
 * 0 when this request opened it, else the seconds left (rounded up). One
 * statement, so concurrent repeats on any instance open it once.
 */
export async function claimRecoveryWindow(db: Executor, address: string, now: Date, seconds: number): Promise<number> {
  const addressHash = identifierHash(`recover:${address}`);
  const openBefore = new Date(now.getTime() - seconds * 1000);
  await db.delete(authRecoveryRequests).where(lt(authRecoveryRequests.requestedAt, new Date(now.getTime() - 24 * 3_600_000)));
  const claimed = await db
    .insert(authRecoveryRequests)
    .values({ addressHash, requestedAt: now })
    .onConflictDoUpdate({
      target: authRecoveryRequests.addressHash,
      set: { requestedAt: now },
      setWhere: sql`${authRecoveryRequests.requestedAt} <= ${openBefore.toISOString()}::timestamptz`,
    })
    .returning({ requestedAt: authRecoveryRequests.requestedAt });
  if (claimed.length > 0) return 0;
  const [row] = await db
    .select({ requestedAt: authRecoveryRequests.requestedAt })
    .from(authRecoveryRequests)
    .where(eq(authRecoveryRequests.addressHash, addressHash))
    .limit(1);
  const waitMs = (row?.requestedAt.getTime() ?? 0) + seconds * 1000 - now.getTime();
  return waitMs <= 0 ? 0 : Math.ceil(waitMs / 1000);
}
