import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '../../domain/geo';
import { reviewPhotoPublicUrl } from '../../domain/photos';
import { compareItalian } from '../../domain/sort';
import { keyOfPhotoUrl } from '../storage/storage.service';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { api, insertRestaurants, insertReviews, insertVotes } from '../test/restaurant-fixtures';
import type { MyRestaurantsPage } from '../../domain/restaurants';
import { rowsOf } from '../db/query';

let sut: TestApp;
let me: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};
const MILANO = { lat: 45.4642, lng: 9.19 };
const photoUrl = (userId: string) => reviewPhotoPublicUrl(`reviews/${userId}/1763800000000_0.jpg`);

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await rowsOf<{ n: number }>(sut.database.db, query);
  return Number(result[0]!.n);
}

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  me = await newUser(sut);
  other = await newUser(sut);
  const db = sut.database.db;
  for (const user of [me, other]) await sut.app.photoStore.putIfAbsent(keyOfPhotoUrl(photoUrl(user.id))!, Buffer.from('jpeg'), 'image/jpeg');
  const named = [
    { key: 'zucca', name: 'zucca Gialla', city: 'Milano', latitude: 45.4645, longitude: 9.1905 },
    { key: 'eta', name: 'Èta Bistrot', city: 'Torino', latitude: null, longitude: null },
    { key: 'antica', name: 'Antica Pizzeria', city: 'Napoli', latitude: 40.851, longitude: 14.258 },
    { key: 'borgo', name: 'Osteria del Borgo', city: 'Bergamo', latitude: 45.6983, longitude: 9.6773 },
    { key: 'theirs', name: 'Solo Altrui', city: 'Milano', latitude: 45.4642, longitude: 9.19 },
  ];
  const namedIds = await insertRestaurants(db, named);
  named.forEach((r, index) => (ids[r.key] = namedIds[index]!));
  // 21 more of mine, so the list has two pages.
  const filler = await insertRestaurants(
    db,
    Array.from({ length: 21 }, (_, i) => ({ name: `Trattoria ${String(i + 1).padStart(2, '0')}`, latitude: 44 + i * 0.01, longitude: 11 })),
  );
  const [olderZucca, newerZucca] = await insertReviews(db, [
    { restaurantId: ids.zucca!, userId: me.id, allergens: ['Gluten'], createdAt: new Date('2026-01-01T10:00:00Z') },
    { restaurantId: ids.zucca!, userId: me.id, allergens: ['Lactose'], photos: [photoUrl(me.id)], createdAt: new Date('2026-02-01T10:00:00Z') },
  ]);
  ids.olderZucca = olderZucca!;
  ids.newerZucca = newerZucca!;
  const [othersZucca] = await insertReviews(db, [
    { restaurantId: ids.zucca!, userId: other.id, allergens: ['Gluten'], photos: [photoUrl(other.id)] },
  ]);
  ids.othersZucca = othersZucca!;
  await insertReviews(db, [
    { restaurantId: ids.eta!, userId: me.id },
    { restaurantId: ids.antica!, userId: me.id },
    { restaurantId: ids.borgo!, userId: me.id },
    { restaurantId: ids.theirs!, userId: other.id },
    ...filler.map((restaurantId) => ({ restaurantId, userId: me.id })),
  ]);
  await insertVotes(db, [
    { reviewId: ids.newerZucca, userId: other.id, isLike: true },
    { reviewId: ids.othersZucca, userId: me.id, isLike: false },
  ]);
}, 60_000);

afterAll(async () => {
  await sut?.close();
});

const list = (query = '', token = me.accessToken) => api<MyRestaurantsPage>(sut, `/my-restaurants${query}`, { token });

describe('GET /rest/v1/my-restaurants', () => {
  it('answers 401 without sign-in', async () => {
    const response = await api<{ code: string }>(sut, '/my-restaurants');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it('lists only the restaurants the caller reviewed, alphabetically in Italian order, 20 a page', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.page_size).toBe(20);
    expect(first.body.items).toHaveLength(20);
    const second = await list('?page=2');
    expect(second.body.items).toHaveLength(5);
    const names = [...first.body.items, ...second.body.items].map((item) => item.name);
    expect(names).not.toContain('Solo Altrui');
    expect(new Set(names).size).toBe(25);
    expect(names).toEqual([...names].sort(compareItalian));
    // Accents and case do not move a name: 'Èta' sorts with E, 'zucca' last.
    expect(names.indexOf('Èta Bistrot')).toBeLessThan(names.indexOf('Osteria del Borgo'));
    expect(names.at(-1)).toBe('zucca Gialla');
    expect(first.body.items.every((item) => item.distance_km === null)).toBe(true);
    expect((await list('?page=3')).body.items).toEqual([]);
  });

  it('orders by distance when a position is sent, restaurants without coordinates last', async () => {
    const first = await list(`?lat=${MILANO.lat}&lng=${MILANO.lng}`);
    const second = await list(`?lat=${MILANO.lat}&lng=${MILANO.lng}&page=2`);
    const items = [...first.body.items, ...second.body.items];
    expect(items).toHaveLength(25);
    expect(items[0]!.name).toBe('zucca Gialla');
    expect(items.at(-1)!.name).toBe('Èta Bistrot');
    expect(items.at(-1)!.distance_km).toBeNull();
    const distances = items.slice(0, -1).map((item) => item.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const zucca = items[0]!;
    expect(zucca.distance_km).toBeCloseTo(haversineKm(MILANO, { lat: 45.4645, lng: 9.1905 }), 6);
  });

  it("names the caller's newest review of each restaurant and how many they wrote", async () => {
    const zucca = (await list()).body.items.find((item) => item.id === ids.zucca) ??
      (await list('?page=2')).body.items.find((item) => item.id === ids.zucca);
    expect(zucca).toMatchObject({ my_review_count: 2, latest_review_id: ids.newerZucca, city: 'Milano' });
  });

  it('rejects a half position and a bad page with 400', async () => {
    expect((await list('?lat=45')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?lat=200&lng=9')).status).toBe(400);
  });
});

describe('GET /rest/v1/my-restaurants/awaiting-review', () => {
  it('answers 401 without sign-in', async () => {
    expect((await api(sut, '/my-restaurants/awaiting-review')).status).toBe(401);
  });

  it('lists the restaurants the caller added that nobody reviewed yet, alphabetically; a first review takes one off', async () => {
    const db = sut.database.db;
    const [zeta, alfa, reviewedLater] = await insertRestaurants(db, [
      { name: 'Zeta Appena Aggiunta', city: 'Roma', address: 'Via Nazionale 3', userId: me.id },
      { name: 'alfa Appena Aggiunta', city: 'Roma', address: 'Via Nazionale 1', userId: me.id },
      { name: 'Beta Appena Aggiunta', city: 'Roma', address: 'Via Nazionale 2', userId: me.id },
    ]);
    const critic = await newUser(sut);
    await insertRestaurants(db, [{ name: 'Gamma Di Altri', city: 'Roma', userId: critic.id }]);
    await insertReviews(db, [{ restaurantId: reviewedLater!, userId: critic.id }]);

    const { status, body } = await api<{ items: { id: string; name: string; address: string; city: string }[] }>(
      sut,
      '/my-restaurants/awaiting-review',
      { token: me.accessToken },
    );
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { id: alfa, name: 'alfa Appena Aggiunta', address: 'Via Nazionale 1', city: 'Roma' },
      { id: zeta, name: 'Zeta Appena Aggiunta', address: 'Via Nazionale 3', city: 'Roma' },
    ]);
  });
});

describe('DELETE /rest/v1/my-restaurants/:id', () => {
  it('answers 401 without sign-in and deletes nothing', async () => {
    const response = await api(sut, `/my-restaurants/${ids.borgo}`, { method: 'DELETE' });
    expect(response.status).toBe(401);
    expect(await count(sql`SELECT count(*)::int AS n FROM reviews WHERE restaurant_id = ${ids.borgo}`)).toBe(1);
  });

  it("answers 404 for a restaurant the caller never reviewed, leaving others' reviews alone", async () => {
    const response = await api<{ code: string }>(sut, `/my-restaurants/${ids.theirs}`, { method: 'DELETE', token: me.accessToken });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('restaurant_not_found');
    expect(await count(sql`SELECT count(*)::int AS n FROM reviews WHERE restaurant_id = ${ids.theirs}`)).toBe(1);
    expect((await api(sut, '/my-restaurants/not-a-uuid', { method: 'DELETE', token: me.accessToken })).status).toBe(404);
  });

  it("deletes all the caller's reviews of the restaurant with their links, photos and votes; nobody else's", async () => {
    const response = await api(sut, `/my-restaurants/${ids.zucca}`, { method: 'DELETE', token: me.accessToken });
    expect(response.status).toBe(204);
    const mine = [ids.olderZucca!, ids.newerZucca!];
    for (const reviewId of mine) {
      expect(await count(sql`SELECT count(*)::int AS n FROM reviews WHERE id = ${reviewId}`)).toBe(0);
      expect(await count(sql`SELECT count(*)::int AS n FROM review_allergens WHERE review_id = ${reviewId}`)).toBe(0);
      expect(await count(sql`SELECT count(*)::int AS n FROM review_photos WHERE review_id = ${reviewId}`)).toBe(0);
      expect(await count(sql`SELECT count(*)::int AS n FROM review_likes WHERE review_id = ${reviewId}`)).toBe(0);
    }
    // The other user's review, its tag, photo and my vote on it stay.
    const theirs = ids.othersZucca!;
    expect(await count(sql`SELECT count(*)::int AS n FROM reviews WHERE id = ${theirs}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM review_allergens WHERE review_id = ${theirs}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM review_photos WHERE review_id = ${theirs}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM review_likes WHERE review_id = ${theirs}`)).toBe(1);
    // The statistics follow: one review left, tagged Gluten only.
    expect(await count(sql`SELECT review_count AS n FROM restaurant_stats WHERE restaurant_id = ${ids.zucca}`)).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM restaurant_allergen_stats ras JOIN allergens a ON a.id = ras.allergen_id
        WHERE ras.restaurant_id = ${ids.zucca} AND a.name = 'Lactose'`),
    ).toBe(0);

    // The files follow their rows: mine gone, the other user's kept.
    expect(await sut.app.photoStore.exists(keyOfPhotoUrl(photoUrl(me.id))!)).toBe(false);
    expect(await sut.app.photoStore.exists(keyOfPhotoUrl(photoUrl(other.id))!)).toBe(true);

    const after = await list();
    expect(after.body.total).toBe(24);
    expect((await list('', other.accessToken)).body.items.map((item) => item.id).sort()).toEqual([ids.theirs, ids.zucca].sort());
    // Removing again: nothing of mine is left there.
    expect((await api(sut, `/my-restaurants/${ids.zucca}`, { method: 'DELETE', token: me.accessToken })).status).toBe(404);
  });
});
