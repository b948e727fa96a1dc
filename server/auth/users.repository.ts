// SQL for users, their identities and the profile row created with them.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/query';
import { noteSessionsRevoked } from './caller-cache';
import { identities, mfaFactors, profiles, users, type DbUser } from '../db/schema';
import { isLanguage, type Language } from '../../domain/i18n/language';

export type DbIdentity = typeof identities.$inferSelect;
export type DbFactor = typeof mfaFactors.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function findUserById(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findUserByEmail(db: Executor, email: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(users).where(eq(users.email, email)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findUserByPhone(db: Executor, phone: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(users).where(eq(users.phone, phone)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The user whose pending email change (`email_change`) is this address. */
export async function findUserByPendingEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.emailChange, email)).limit(1).for('update');
  return row;
}

export async function findUserByPendingPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phoneChange, phone)).limit(1).for('update');
  return row;
}

export async function insertUser(db: Executor, values: NewUser): Promise<DbUser> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Executor, id: string, patch: UserPatch): Promise<DbUser> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function deleteUser(db: Executor, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
  // Its sessions go with it (CASCADE).
  noteSessionsRevoked();
}

/** Sets or lifts a ban; false when there is no such user. Cached callers are checked again. */
export async function setBannedUntil(db: Executor, id: string, until: Date | null): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ bannedUntil: until, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  noteSessionsRevoked();
  return rows.length > 0;
}

export async function listUsers(db: Executor): Promise<DbUser[]> {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
}

/** One page of users, newest first (the operator API's order). */
export async function listUsersPage(db: Executor, page: { limit: number; offset: number }): Promise<DbUser[]> {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(page.limit).offset(page.offset);
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** The identities and factors of many users in two queries. */
export async function listRelationsOf(db: Executor, userIds: string[]): Promise<{ identities: DbIdentity[]; factors: DbFactor[] }> {
  if (!userIds.length) return { identities: [], factors: [] };
  const [identityRows, factorRows] = [
    await db.select().from(identities).where(inArray(identities.userId, userIds)).orderBy(asc(identities.createdAt)),
    await db.select().from(mfaFactors).where(inArray(mfaFactors.userId, userIds)).orderBy(asc(mfaFactors.createdAt)),
  ];
  return { identities: identityRows, factors: factorRows };
}

export async function insertIdentity(
  db: Executor,
  values: { userId: string; provider: string; providerId: string; identityData: Record<string, unknown> },
): Promise<void> {
  await db.insert(identities).values(values);
}

export async function listIdentities(db: Executor, userId: string): Promise<DbIdentity[]> {
  return db.select().from(identities).where(eq(identities.userId, userId)).orderBy(asc(identities.createdAt));
}

/** Merges keys into the identity data of one provider. */
export async function mergeIdentityData(
  db: Executor,
  userId: string,
  provider: string,
  data: Record<string, unknown>,
  options: { lastSignInAt?: Date } = {},
): Promise<void> {
  await db
    .update(identities)
    .set({
      identityData: sql`${identities.identityData} || ${JSON.stringify(data)}::jsonb`,
      updatedAt: new Date(),
      ...(options.lastSignInAt ? { lastSignInAt: options.lastSignInAt } : {}),
    })
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)));
}

export async function touchIdentitySignIn(db: Executor, userId: string, provider: string, at: Date): Promise<void> {
  await db
    .update(identities)
    .set({ lastSignInAt: at, updatedAt: at })
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)));
}

export async function insertProfile(db: Executor, values: { id: string; nickname: string | null }): Promise<void> {
  await db.insert(profiles).values(values).onConflictDoNothing();
}

export async function listFactors(db: Executor, userId: string): Promise<DbFactor[]> {
  return db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt));
}

/** The languages these users chose for the interface (and their emails); users who never chose are absent. */
export async function chosenLanguages(db: Executor, userIds: readonly string[]): Promise<Map<string, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: profiles.id, language: profiles.language }).from(profiles).where(inArray(profiles.id, [...userIds]));
  return new Map(rows.flatMap(({ id, language }) => (isLanguage(language) ? [[id, language] as const] : [])));
}
