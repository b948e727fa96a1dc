// SQL of the profile: the user's nickname row joined to the account's email and
// creation date, and the count of restaurants they reviewed. No rules here.
import { and, countDistinct, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '../../domain/i18n/language';
import type { Executor } from '../db/query';
import { profiles, reviews, users } from '../db/schema';

export type ProfileRow = {
  id: string;
  nickname: string | null;
  language: string | null;
  email: string | null;
  createdAt: Date;
  reviewedRestaurantCount: number;
};

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const reviewedCount = db
    .select({ value: countDistinct(reviews.restaurantId) })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), isNull(reviews.hiddenAt)));
  const [row] = await db
    .select({
      id: users.id,
      // A user without a profile row (the spec's PGRST116 case) simply has no nickname.
      nickname: profiles.nickname,
      language: profiles.language,
      email: users.email,
      createdAt: users.createdAt,
      reviewedRestaurantCount: sql<number>`(${reviewedCount})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Inserts the profile row or replaces its nickname (the spec's upsert on id). */
export async function upsertNickname(db: Executor, userId: string, nickname: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, nickname })
    .onConflictDoUpdate({ target: profiles.id, set: { nickname, updatedAt: sql`now()` } });
}

/** Inserts the profile row or replaces its language. */
export async function upsertLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, language })
    .onConflictDoUpdate({ target: profiles.id, set: { language, updatedAt: sql`now()` } });
}

/** Whether another user's nickname equals this one, ignoring case and surrounding spaces (the unique index's rule). */
export async function isNicknameTaken(db: Executor, nickname: string, exceptUserId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        isNotNull(profiles.nickname),
        sql`lower(trim(${profiles.nickname})) = lower(trim(${nickname}))`,
        exceptUserId ? ne(profiles.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
