// The database itself refuses impossible data, whatever the services do.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Database } from './client';
import {
  allergens,
  consentLog,
  notifications,
  profiles,
  restaurants,
  reviewAllergens,
  reviewLikes,
  reviewPhotos,
  reviews,
  userAcceptances,
  userAllergens,
  users,
} from './schema';

let sut: TestApp;
let db: Database;

beforeAll(async () => {
  sut = await createTestApp();
  db = sut.database.db;
});
afterAll(async () => {
  await sut.close();
});

let counter = 0;
async function newUser() {
  counter += 1;
  const [user] = await db.insert(users).values({ email: `person${counter}@example.com` }).returning();
  return user!;
}
async function newRestaurant(overrides: Partial<typeof restaurants.$inferInsert> = {}) {
  const [restaurant] = await db
    .insert(restaurants)
    .values({ name: 'Trattoria', sortName: 'trattoria', address: 'Via Roma 1', city: 'Milano', ...overrides })
    .returning();
  return restaurant!;
}
async function newReview(restaurantId: string, userId: string, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const [review] = await db
    .insert(reviews)
    .values({ restaurantId, userId, rating: 'good', ...overrides })
    .returning();
  return review!;
}
/** Drizzle wraps driver errors; the constraint name sits in the cause. */
async function violation(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? (error as Error).message;
  }
  throw new Error('expected the write to be refused');
}

describe('database constraints', () => {
  it('seeds the 21 allergens once', async () => {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(allergens);
    expect(row!.total).toBe(21);
  });

  it('refuses ratings and enums outside the spec', async () => {
    const user = await newUser();
    const restaurant = await newRestaurant();
    expect(await violation(newReview(restaurant.id, user.id, { cleanlinessRating: 6 }))).toContain('cleanliness_rating');
    expect(await violation(newReview(restaurant.id, user.id, { menuFlexibilityRating: 0 }))).toContain('menu_flexibility');
    expect(await violation(newReview(restaurant.id, user.id, { rating: 'great' as never }))).toContain('rating');
    expect(await violation(newReview(restaurant.id, user.id, { allergenIndication: 'maybe' as never }))).toContain(
      'allergen_indication',
    );
  });

  it('refuses half coordinates, out-of-range coordinates and non-http websites', async () => {
    expect(await violation(newRestaurant({ latitude: 45 }))).toContain('coordinates_pair');
    expect(await violation(newRestaurant({ latitude: 91, longitude: 9 }))).toContain('latitude');
    expect(await violation(newRestaurant({ website: 'javascript:alert(1)' }))).toContain('website');
  });

  it('keeps one vote per user per review, one acceptance row per user, an allergen once per user and per review', async () => {
    const author = await newUser();
    const voter = await newUser();
    const restaurant = await newRestaurant();
    const review = await newReview(restaurant.id, author.id);
    await db.insert(reviewLikes).values({ reviewId: review.id, userId: voter.id, isLike: true });
    expect(await violation(db.insert(reviewLikes).values({ reviewId: review.id, userId: voter.id, isLike: false }))).toContain(
      'review_likes_user_review_key',
    );

    await db.insert(userAcceptances).values({ userId: voter.id, cookiesAccepted: true });
    expect(await violation(db.insert(userAcceptances).values({ userId: voter.id }))).toContain('user_acceptances_user_id_key');

    const [gluten] = await db.select().from(allergens).where(eq(allergens.name, 'Gluten'));
    await db.insert(userAllergens).values({ userId: voter.id, allergenId: gluten!.id });
    expect(await violation(db.insert(userAllergens).values({ userId: voter.id, allergenId: gluten!.id }))).toContain(
      'user_allergens_user_allergen_key',
    );
    await db.insert(reviewAllergens).values({ reviewId: review.id, allergenId: gluten!.id });
    expect(await violation(db.insert(reviewAllergens).values({ reviewId: review.id, allergenId: gluten!.id }))).toContain(
      'review_allergens',
    );
  });

  it('deleting a review removes its photos, allergen links, votes and unlinks notifications', async () => {
    const author = await newUser();
    const voter = await newUser();
    const restaurant = await newRestaurant();
    const review = await newReview(restaurant.id, author.id);
    const [fish] = await db.select().from(allergens).where(eq(allergens.name, 'Fish'));
    await db.insert(reviewAllergens).values({ reviewId: review.id, allergenId: fish!.id });
    await db.insert(reviewPhotos).values({ reviewId: review.id, photoUrl: '/storage/v1/object/public/photos/x.jpg' });
    await db.insert(reviewLikes).values({ reviewId: review.id, userId: voter.id, isLike: true });
    const [notification] = await db
      .insert(notifications)
      .values({ userId: author.id, type: 'review_like', title: 't', message: 'm', reviewId: review.id })
      .returning();

    await db.delete(reviews).where(eq(reviews.id, review.id));

    expect(await db.select().from(reviewAllergens).where(eq(reviewAllergens.reviewId, review.id))).toEqual([]);
    expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id))).toEqual([]);
    expect(await db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, review.id))).toEqual([]);
    const [kept] = await db.select().from(notifications).where(eq(notifications.id, notification!.id));
    expect(kept!.reviewId).toBeNull();
  });

  it('deleting a user keeps their reviews as anonymous content and removes personal rows', async () => {
    const user = await newUser();
    const restaurant = await newRestaurant({ userId: user.id });
    const review = await newReview(restaurant.id, user.id);
    await db.insert(profiles).values({ id: user.id, nickname: 'Anna' });
    await db.insert(consentLog).values({ userId: user.id, consentType: 'cookies', consentGiven: true, policyVersion: '1.0' });

    await db.delete(users).where(eq(users.id, user.id));

    const [anonymous] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(anonymous!.userId).toBeNull();
    const [keptRestaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(keptRestaurant!.userId).toBeNull();
    expect(await db.select().from(profiles).where(eq(profiles.id, user.id))).toEqual([]);
    expect(await db.select().from(consentLog).where(eq(consentLog.userId, user.id))).toEqual([]);
  });

  it('never rewrites the consent log', async () => {
    const user = await newUser();
    const [row] = await db
      .insert(consentLog)
      .values({ userId: user.id, consentType: 'privacy', consentGiven: true, policyVersion: '1.0' })
      .returning();
    expect(await violation(db.update(consentLog).set({ consentGiven: false }).where(eq(consentLog.id, row!.id)))).toContain(
      'append-only',
    );
    expect(await violation(db.insert(consentLog).values({ userId: user.id, consentType: 'ads', consentGiven: true, policyVersion: '1.0' }))).toContain(
      'consent_log_type_check',
    );
  });

  it('refuses nicknames outside 1 to 40 characters', async () => {
    const user = await newUser();
    expect(await violation(db.insert(profiles).values({ id: user.id, nickname: '' }))).toContain('nickname');
    expect(await violation(db.insert(profiles).values({ id: user.id, nickname: 'x'.repeat(41) }))).toContain('nickname');
  });
});
