// SQL for sessions and their refresh tokens.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { refreshTokens, sessions, users } from '../db/schema';
import type { Executor } from '../db/query';
import { noteSessionsRevoked } from './caller-cache';
import type { AmrEntry } from './tokens';

export type DbSession = typeof sessions.$inferSelect;
export type DbRefreshToken = typeof refreshTokens.$inferSelect;

export async function insertSession(
  db: Executor,
  values: { userId: string; aal: 'aal1' | 'aal2'; amr: AmrEntry[]; userAgent: string | null; ip: string | null },
  now: Date,
): Promise<DbSession> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findSession(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The session with whether its user has a verified factor and is banned, in one query (checked on every API call). */
export async function findSessionWithFactors(db: Executor, id: string) {
  const [row] = await db
    .select({
      userId: sessions.userId,
      aal: sessions.aal,
      bannedUntil: users.bannedUntil,
      // Spelled out: Drizzle leaves column names unqualified inside a raw subquery.
      hasVerifiedFactor: sql<boolean>`exists (select 1 from mfa_factors f where f.user_id = "sessions"."user_id" and f.status = 'verified')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

export async function updateSession(
  db: Executor,
  id: string,
  patch: Partial<Pick<DbSession, 'aal' | 'amr' | 'factorId' | 'refreshedAt' | 'updatedAt'>>,
): Promise<DbSession> {
  const [row] = await db.update(sessions).set(patch).where(eq(sessions.id, id)).returning();
  return row!;
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
  noteSessionsRevoked();
}

export async function deleteUserSessions(db: Executor, userId: string, options: { except?: string } = {}): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), options.except ? ne(sessions.id, options.except) : undefined));
  noteSessionsRevoked();
}

export async function insertRefreshToken(
  db: Executor,
  values: { token: string; userId: string; sessionId: string; parent: string | null },
  now: Date,
): Promise<DbRefreshToken> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findRefreshToken(db: Executor, token: string): Promise<DbRefreshToken | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token, token)).limit(1);
  return row;
}

export async function findRefreshTokenForUpdate(db: Executor, token: string): Promise<DbRefreshToken | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token, token)).limit(1).for('update');
  return row;
}

/** The session's newest unrevoked token: the one the client should hold. */
export async function findActiveRefreshToken(db: Executor, sessionId: string): Promise<DbRefreshToken | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)))
    .orderBy(desc(refreshTokens.id))
    .limit(1)
    .for('update');
  return row;
}

export async function revokeRefreshToken(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked: true, revokedAt: now, updatedAt: now })
    .where(and(eq(refreshTokens.id, id), eq(refreshTokens.revoked, false)));
}

/** Reuse detected: no token of this session may refresh again. */
export async function revokeSessionTokens(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked: true, revokedAt: now, updatedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)));
}
