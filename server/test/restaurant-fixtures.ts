// Test fixtures of the restaurants module. Reviews are written straight into
// the database with Drizzle (quicker than the reviews API, and independent of it), which is also
// how the demo seed writes them: the triggers must keep every aggregate right.
import { inArray } from 'drizzle-orm';
import { italianSortKey } from '../../domain/sort';
import type { Database } from '../db/client';
import { allergens, restaurants, reviewAllergens, reviewLikes, reviewPhotos, reviews, users } from '../db/schema';
import type { TestApp } from './test-app';

export type RestaurantFixture = {
  name: string;
  city?: string;
  address?: string;
  cuisineType?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  userId?: string | null;
  description?: string | null;
};

export async function insertRestaurants(db: Database, fixtures: RestaurantFixture[]): Promise<string[]> {
  if (fixtures.length === 0) return [];
  const rows = await db
    .insert(restaurants)
    .values(
      fixtures.map((f, index) => ({
        name: f.name,
        sortName: italianSortKey(f.name),
        address: f.address ?? `Via Test ${index + 1}`,
        city: f.city ?? 'Milano',
        cuisineType: f.cuisineType === undefined ? 'italian' : f.cuisineType,
        latitude: f.latitude ?? null,
        longitude: f.longitude ?? null,
        userId: f.userId ?? null,
        description: f.description ?? null,
      })),
    )
    .returning({ id: restaurants.id });
  return rows.map((row) => row.id);
}

export type ReviewFixture = {
  restaurantId: string;
  userId?: string | null;
  rating?: 'excellent' | 'good' | 'average' | 'poor';
  cleanliness?: number | null;
  attention?: number | null;
  flexibility?: number | null;
  indication?: 'yes' | 'on_request' | 'no' | null;
  /** English allergen names. */
  allergens?: string[];
  comment?: string | null;
  photos?: string[];
  createdAt?: Date;
};

const allergenIdCache = new WeakMap<Database, Map<string, string>>();

export async function allergenIds(db: Database): Promise<Map<string, string>> {
  let ids = allergenIdCache.get(db);
  if (!ids) {
    const rows = await db.select({ id: allergens.id, name: allergens.name }).from(allergens);
    ids = new Map(rows.map((row) => [row.name, row.id]));
    allergenIdCache.set(db, ids);
  }
  return ids;
}

export async function insertReviews(db: Database, fixtures: ReviewFixture[]): Promise<string[]> {
  if (fixtures.length === 0) return [];
  const ids = await allergenIds(db);
  const rows = await db
    .insert(reviews)
    .values(
      fixtures.map((f) => ({
        restaurantId: f.restaurantId,
        userId: f.userId ?? null,
        rating: f.rating ?? 'good',
        cleanlinessRating: f.cleanliness === undefined ? 5 : f.cleanliness,
        customerAttentionRating: f.attention === undefined ? 5 : f.attention,
        menuFlexibilityRating: f.flexibility === undefined ? 5 : f.flexibility,
        allergenIndication: f.indication === undefined ? 'yes' : f.indication,
        comment: f.comment ?? null,
        photoUrl: f.photos?.[0] ?? null,
        ...(f.createdAt ? { createdAt: f.createdAt, updatedAt: f.createdAt } : {}),
      })),
    )
    .returning({ id: reviews.id });
  const tags = fixtures.flatMap((f, index) =>
    (f.allergens ?? []).map((name) => {
      const allergenId = ids.get(name);
      if (!allergenId) throw new Error(`unknown allergen ${name}`);
      return { reviewId: rows[index]!.id, allergenId };
    }),
  );
  if (tags.length > 0) await db.insert(reviewAllergens).values(tags);
  const photos = fixtures.flatMap((f, index) =>
    (f.photos ?? []).map((photoUrl) => ({ reviewId: rows[index]!.id, photoUrl })),
  );
  if (photos.length > 0) await db.insert(reviewPhotos).values(photos);
  return rows.map((row) => row.id);
}

/**
 * `count` people with confirmed accounts made at `createdAt` (default: now), written straight
 * into the users table: the authors that signals count as different people.
 */
export async function insertPeople(
  db: Database,
  count: number,
  options: { createdAt?: Date; confirmed?: boolean } = {},
): Promise<string[]> {
  const createdAt = options.createdAt ?? new Date();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        email: `person-${crypto.randomUUID()}@example.test`,
        emailConfirmedAt: options.confirmed === false ? null : createdAt,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

export async function insertVotes(db: Database, votes: { reviewId: string; userId: string; isLike: boolean }[]) {
  if (votes.length > 0) await db.insert(reviewLikes).values(votes);
}

export async function deleteReviews(db: Database, ids: string[]) {
  await db.delete(reviews).where(inArray(reviews.id, ids));
}

/** Authenticated JSON request against the test app. */
export async function api<T = unknown>(
  sut: Pick<TestApp, 'baseUrl'>,
  path: string,
  options: { token?: string; method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sut.baseUrl}/rest/v1${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
}
