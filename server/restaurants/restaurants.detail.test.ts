import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userAllergens } from '../db/schema';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { allergenIds, api, insertRestaurants, insertReviews, insertVotes } from '../test/restaurant-fixtures';
import type { RestaurantDetail } from '../../domain/restaurants';

let sut: TestApp;
let owner: TestUser;
let giulia: TestUser;
let marco: TestUser;
let restaurantId: string;
let emptyId: string;
const reviewIds: string[] = [];

const days = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  owner = await newUser(sut, { data: { nickname: 'Fondatore' } });
  giulia = await newUser(sut, { data: { nickname: 'GiuliaSenzaGlutine' } });
  marco = await newUser(sut, { data: { nickname: 'MarcoNoArachidi' } });
  const db = sut.database.db;
  await db.insert(profiles).values([{ id: giulia.id, nickname: 'GiuliaSenzaGlutine' }, { id: marco.id, nickname: 'MarcoNoArachidi' }]).onConflictDoNothing();
  [restaurantId, emptyId] = await insertRestaurants(db, [
    { name: 'La Spiga Libera', city: 'Milano', address: 'Via Vigevano 18', userId: owner.id, latitude: 45.4535, longitude: 9.1704, description: 'Cucina senza glutine' },
    { name: 'Nessuna Recensione', city: 'Roma', userId: owner.id },
  ]) as [string, string];
  const ids = await allergenIds(db);
  // Giulia avoids gluten; Marco peanuts and tree nuts.
  await db.insert(userAllergens).values([
    { userId: giulia.id, allergenId: ids.get('Gluten')! },
    { userId: marco.id, allergenId: ids.get('Peanuts')! },
    { userId: marco.id, allergenId: ids.get('Tree nuts')! },
  ]);
  reviewIds.push(
    ...(await insertReviews(db, [
      { restaurantId, userId: giulia.id, rating: 'excellent', cleanliness: 5, attention: 5, flexibility: 5, indication: 'yes', allergens: ['Gluten'], comment: 'Tutto senza glutine', createdAt: days(10), photos: ['/storage/v1/object/public/photos/a.jpg', '/storage/v1/object/public/photos/b.jpg'] },
      { restaurantId, userId: marco.id, rating: 'poor', cleanliness: 2, attention: 1, flexibility: 1, indication: 'no', allergens: ['Peanuts', 'Tree nuts'], comment: '<script>alert(1)</script>', createdAt: days(20) },
      { restaurantId, userId: null, rating: 'good', cleanliness: 4, attention: null, flexibility: 3, indication: 'no', allergens: ['Gluten', 'Peanuts'], createdAt: days(5) },
      { restaurantId, userId: owner.id, rating: 'average', cleanliness: 3, attention: 4, flexibility: null, indication: null, allergens: [], createdAt: days(1) },
    ])),
  );
  await insertVotes(db, [
    { reviewId: reviewIds[0]!, userId: marco.id, isLike: true },
    { reviewId: reviewIds[0]!, userId: owner.id, isLike: true },
    { reviewId: reviewIds[1]!, userId: giulia.id, isLike: false },
    { reviewId: reviewIds[1]!, userId: owner.id, isLike: true },
  ]);
});

afterAll(async () => {
  await sut.close();
});

const detail = (user: TestUser, id = restaurantId) => api<RestaurantDetail>(sut, `/restaurants/${id}`, { token: user.accessToken });

describe('GET /rest/v1/restaurants/:id', () => {
  it('needs a signed-in user', async () => {
    expect((await api(sut, `/restaurants/${restaurantId}`)).status).toBe(401);
  });

  it('answers 404 restaurant_not_found for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20OR%20'1'='1", '%3Cscript%3E']) {
      const response = await detail(giulia, id);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'restaurant_not_found', message: 'Ristorante non trovato.' });
    }
  });

  it('returns the restaurant, the averages, the indication, the badge', async () => {
    const response = await detail(giulia);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.restaurant).toMatchObject({
      id: restaurantId,
      name: 'La Spiga Libera',
      description: 'Cucina senza glutine',
      address: 'Via Vigevano 18',
      city: 'Milano',
      cuisine_type: 'italian',
      phone: null,
      website: null,
      latitude: 45.4535,
      longitude: 9.1704,
      user_id: owner.id,
    });
    expect(body.restaurant.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.review_count).toBe(4);
    // Averages of the present values: (5+2+4+3)/4 = 3.5; (5+1+4)/3 = 3.33; (5+1+3)/3 = 3.
    expect(body.averages).toEqual({ cleanliness: 3.5, customer_attention: 3.3, menu_flexibility: 3 });
    // 'no' twice, 'yes' once, one missing: 'no' wins.
    expect(body.allergen_indication).toEqual({ value: 'no', count: 2, total: 4 });
    // Weighted sum over weighted count (ratings weigh 1, the indication 1.5, missing one scores 4):
    // Giulia 5+5+5+5 + 5*1.5 = 27.5 over 5.5; Marco 1+2+1+1 + 0 = 5 over 5.5;
    // anonymous 4+4+3 + 0 = 11 over 4.5; owner 3+3+4 + 4*1.5 = 16 over 4.5.
    // 59.5 / 20 = 2.975: caution (2.8 <= 2.975 < 3.8), shown as 2.98.
    expect(body.safety).toEqual({ level: 'caution', score: 2.98 });
  });

  it('lists the reviews newest first with nickname, allergens, photos and votes', async () => {
    const body = (await detail(giulia)).body;
    expect(body.reviews.map((r) => r.id)).toEqual([reviewIds[1], reviewIds[0], reviewIds[2], reviewIds[3]]);
    const [marcos, giulias, anonymous, owners] = body.reviews;
    expect(giulias).toMatchObject({
      restaurant_id: restaurantId,
      user_id: giulia.id,
      nickname: 'GiuliaSenzaGlutine',
      rating: 'excellent',
      cleanliness_rating: 5,
      allergen_indication: 'yes',
      comment: 'Tutto senza glutine',
      photo_url: '/storage/v1/object/public/photos/a.jpg',
      likes: 2,
      dislikes: 0,
      my_vote: null,
      is_own: true,
    });
    expect(giulias!.photos.map((p) => p.photo_url)).toEqual([
      '/storage/v1/object/public/photos/a.jpg',
      '/storage/v1/object/public/photos/b.jpg',
    ]);
    expect(giulias!.allergens).toEqual([{ id: expect.any(String), name: 'Gluten', emoji: '🌾' }]);
    expect(marcos).toMatchObject({ nickname: 'MarcoNoArachidi', likes: 1, dislikes: 1, my_vote: 'dislike', is_own: false });
    expect(marcos!.comment).toBe('<script>alert(1)</script>');
    expect(marcos!.allergens.map((a) => a.name)).toEqual(['Peanuts', 'Tree nuts']);
    expect(anonymous).toMatchObject({ user_id: null, nickname: null, is_own: false, customer_attention_rating: null });
    expect(owners).toMatchObject({ allergen_indication: null, allergens: [], photos: [] });
    expect(owners!.created_at).toBe(days(1).toISOString());
    const asOwner = (await detail(owner)).body;
    expect(asOwner.reviews.find((r) => r.id === reviewIds[1])!.my_vote).toBe('like');
  });

  it("computes 'Per i tuoi allergeni' over the reviews tagged with the viewer's allergens", async () => {
    const forGiulia = (await detail(giulia)).body.personal_safety!;
    // Gluten-tagged: Giulia's 27.5 over 5.5 and the anonymous 11 over 4.5: 38.5 / 10 = 3.85.
    expect(forGiulia).toEqual({
      level: 'safe',
      score: 3.85,
      review_count: 2,
      latest_review_at: days(10).toISOString(),
      allergen_names: ['Glutine'],
      incident_allergen_names: [],
      // Giulia and the anonymous reviewer: two people reviewed gluten.
      uncovered_allergens: [],
    });
    const forMarco = (await detail(marco)).body.personal_safety!;
    // Peanut- or nut-tagged: Marco's 5 over 5.5 and the anonymous 11 over 4.5: 16 / 10 = 1.6.
    expect(forMarco).toEqual({
      level: 'unsafe',
      score: 1.6,
      review_count: 2,
      latest_review_at: days(20).toISOString(),
      allergen_names: ['Arachidi', 'Frutta a Guscio'],
      incident_allergen_names: [],
      // Peanuts: Marco and the anonymous reviewer; tree nuts: Marco alone.
      uncovered_allergens: [{ name: 'Frutta a Guscio', people: 1 }],
    });
  });

  it("keeps 'Per i tuoi allergeni' by group when the viewer narrows tree nuts to a species (#43): never safer", async () => {
    const before = (await detail(marco)).body.personal_safety;
    const narrowed = await api(sut, '/me/allergen-species', { method: 'PUT', token: marco.accessToken, body: { species: ['cashew'] } });
    expect(narrowed.status).toBe(200);
    // The review tagged 'Frutta a guscio' still counts for someone allergic to cashews alone.
    expect((await detail(marco)).body.personal_safety).toEqual(before);
    expect((await detail(marco)).body.personal_safety).toMatchObject({ level: 'unsafe', score: 1.6, allergen_names: ['Arachidi', 'Frutta a Guscio'] });
    await api(sut, '/me/allergen-species', { method: 'PUT', token: marco.accessToken, body: { species: [] } });
  });

  it('has no personal badge for a viewer without saved allergens', async () => {
    expect((await detail(owner)).body.personal_safety).toBeNull();
  });

  it('reports a personal badge without data when no tagged review exists', async () => {
    const body = (await detail(giulia, emptyId)).body;
    expect(body.personal_safety).toEqual({
      level: null,
      score: null,
      review_count: 0,
      latest_review_at: null,
      allergen_names: ['Glutine'],
      incident_allergen_names: [],
      uncovered_allergens: [{ name: 'Glutine', people: 0 }],
    });
  });

  it('shows a restaurant without reviews with empty aggregates', async () => {
    const body = (await detail(giulia, emptyId)).body;
    expect(body).toMatchObject({
      review_count: 0,
      averages: { cleanliness: null, customer_attention: null, menu_flexibility: null },
      allergen_indication: null,
      safety: { level: null, score: null },
      reviews: [],
      can_delete: false,
    });
    expect((await detail(owner, emptyId)).body.can_delete).toBe(true);
  });

  it('offers deletion only to the creator of a restaurant nobody else reviewed', async () => {
    expect((await detail(owner)).body.can_delete).toBe(false);
    expect((await detail(giulia)).body.can_delete).toBe(false);
  });

  it('sends the 20 newest reviews, or as many as `reviews` asks for, with the whole count and the badge over all', async () => {
    const db = sut.database.db;
    const [busyId] = await insertRestaurants(db, [{ name: 'Trattoria Affollata', city: 'Torino' }]);
    // 45 reviews a minute apart, the newest last: 25 bad ones, then 20 excellent ones. The badge must
    // weigh all 45, not only the 20 the page shows.
    const start = Date.UTC(2025, 5, 1);
    const isBad = (index: number) => index < 25;
    const ids = await insertReviews(
      db,
      Array.from({ length: 45 }, (_, index) => ({
        restaurantId: busyId!,
        rating: isBad(index) ? ('poor' as const) : ('excellent' as const),
        cleanliness: isBad(index) ? 1 : 5,
        attention: isBad(index) ? 1 : 5,
        flexibility: isBad(index) ? 1 : 5,
        indication: isBad(index) ? ('no' as const) : ('yes' as const),
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const newestFirst = [...ids].reverse();
    const get = (query: string) => api<RestaurantDetail>(sut, `/restaurants/${busyId}${query}`, { token: giulia.accessToken });

    const first = (await get('')).body;
    expect(first.review_count).toBe(45);
    expect(first.reviews.map((r) => r.id)).toEqual(newestFirst.slice(0, 20));
    // 25 × (1+1+1+1+0) + 20 × (5+5+5+5+7.5) = 650 over 45 × 5.5 = 247.5: 2.626… unsafe
    // (the 20 shown alone would be 5, safe).
    expect(first.safety).toEqual({ level: 'unsafe', score: 2.63 });
    expect((await get('?reviews=40')).body.reviews.map((r) => r.id)).toEqual(newestFirst.slice(0, 40));
    expect((await get('?reviews=1000')).body.reviews.map((r) => r.id)).toEqual(newestFirst);

    for (const bad of ['0', '-20', '1001', '2.5', 'tutte', "1;DROP TABLE reviews"]) {
      const response = await get(`?reviews=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('puts a restaurant exactly on a threshold at the higher level (safe from 3.8, caution from 2.8)', async () => {
    const db = sut.database.db;
    const noSubRatings = { cleanliness: null, attention: null, flexibility: null, allergens: ['Gluten'] };
    const venues = await insertRestaurants(db, [
      { name: 'Soglia Sicuro', city: 'Lodi' },
      { name: 'Sotto Sicuro', city: 'Lodi' },
      { name: 'Soglia Attenzione', city: 'Lodi' },
      { name: 'Sotto Attenzione', city: 'Lodi' },
    ]);
    const [onSafe, underSafe, onCaution, underCaution] = venues as [string, string, string, string];
    await insertReviews(db, [
      // (3 + 5 × 1.5) + (1 + 5 × 1.5) = 19 over 2.5 + 2.5 = 5: 3.8 exactly.
      { restaurantId: onSafe, rating: 'average', indication: 'yes', ...noSubRatings },
      { restaurantId: onSafe, rating: 'poor', indication: 'yes', ...noSubRatings },
      // (4 + 7.5) + (1 + 4 × 1.5) = 18.5 over 5: 3.7.
      { restaurantId: underSafe, rating: 'good', indication: 'yes', ...noSubRatings },
      { restaurantId: underSafe, rating: 'poor', indication: 'on_request', ...noSubRatings },
      // (1 + 6) + (1 + 6) = 14 over 5: 2.8 exactly (a missing indication scores 4 like on_request).
      { restaurantId: onCaution, rating: 'poor', indication: 'on_request', ...noSubRatings },
      { restaurantId: onCaution, rating: 'poor', indication: null, ...noSubRatings },
      // (3 + 7.5) + (3 + 0) = 13.5 over 5: 2.7.
      { restaurantId: underCaution, rating: 'average', indication: 'yes', ...noSubRatings },
      { restaurantId: underCaution, rating: 'average', indication: 'no', ...noSubRatings },
    ]);
    const expected = [
      [onSafe, 'safe', 3.8],
      [underSafe, 'caution', 3.7],
      [onCaution, 'caution', 2.8],
      [underCaution, 'unsafe', 2.7],
    ] as const;
    for (const [id, level, score] of expected) {
      const body = (await detail(giulia, id)).body;
      expect(body.safety, `${id}`).toEqual({ level, score });
      // Every review is tagged gluten, which Giulia avoids: her badge weighs the same reviews.
      expect(body.personal_safety, `${id}`).toMatchObject({ level, score, review_count: 2 });
    }
  });

  it('keeps reviews of deleted accounts, without nickname', async () => {
    const db = sut.database.db;
    await db.delete(profiles).where(eq(profiles.id, marco.id));
    const body = (await detail(giulia)).body;
    expect(body.reviews[0]).toMatchObject({ user_id: marco.id, nickname: null });
  });
});
