// Saved restaurants over HTTP (docs/product.md#saved-venues): the caller's own
// list only, list order, and the notifications that go to savers only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { italianDay } from '../../domain/incidents';
import type { SavedRestaurant } from '../../domain/saved';
import { notifications, savedRestaurants, userAllergens } from '../db/schema';
import { allergenIds, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import { callApi, newUser, REVIEW_INPUT_FIELDS, fannedOut, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let bruno: TestUser;
let carla: TestUser;
let allergen: Map<string, string>;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
  carla = await newUser(sut, { data: { nickname: 'Carla' } });
  allergen = await allergenIds(sut.database.db);
});

afterAll(async () => {
  await sut.close();
});

const save = (user: TestUser | null, id: string) => callApi<{ code?: string }>(sut, 'PUT', `/rest/v1/saved/${id}`, { token: user?.accessToken });
const unsave = (user: TestUser, id: string) => callApi(sut, 'DELETE', `/rest/v1/saved/${id}`, { token: user.accessToken });
const savedList = (user: TestUser, query = '') =>
  callApi<{ items: SavedRestaurant[] }>(sut, 'GET', `/rest/v1/saved${query}`, { token: user.accessToken });

describe('saving restaurants', () => {
  it('saves, lists in Italian order or nearest first, and unsaves, for the caller only', async () => {
    const [zucca, arco, nowhere] = await insertRestaurants(sut.database.db, [
      { name: 'Zucca Salvata', city: 'Lecce', latitude: 40.35, longitude: 18.17 },
      { name: 'Arco Salvato', city: 'Bari', latitude: 41.12, longitude: 16.87 },
      { name: 'Èremo Senza Mappa', city: 'Lecce' },
    ]);
    await insertReviews(sut.database.db, [{ restaurantId: zucca!, rating: 'excellent' }]);
    for (const id of [zucca!, arco!, nowhere!]) expect((await save(alice, id)).status).toBe(204);
    // Saving again changes nothing.
    expect((await save(alice, zucca!)).status).toBe(204);

    const alphabetical = await savedList(alice);
    expect(alphabetical.status).toBe(200);
    expect(alphabetical.headers.get('cache-control')).toBe('private, no-store');
    expect(alphabetical.body.items.map((item) => item.name)).toEqual(['Arco Salvato', 'Èremo Senza Mappa', 'Zucca Salvata']);
    expect(alphabetical.body.items[2]).toMatchObject({ review_count: 1, safety: { level: 'safe' }, incident_alert: null, distance_km: null });

    const nearLecce = await savedList(alice, '?lat=40.35&lng=18.17');
    expect(nearLecce.body.items.map((item) => item.name)).toEqual(['Zucca Salvata', 'Arco Salvato', 'Èremo Senza Mappa']);
    expect(nearLecce.body.items[0]!.distance_km).toBe(0);

    expect((await callApi<{ ids: string[] }>(sut, 'GET', '/rest/v1/saved/ids', { token: alice.accessToken })).body.ids.sort()).toEqual(
      [zucca!, arco!, nowhere!].sort(),
    );
    expect((await savedList(bruno)).body.items).toEqual([]);

    expect((await unsave(alice, arco!)).status).toBe(204);
    expect((await unsave(alice, arco!)).status).toBe(204);
    expect((await savedList(alice)).body.items.map((item) => item.name)).toEqual(['Èremo Senza Mappa', 'Zucca Salvata']);
  });

  it('refuses unknown restaurants, bad positions and signed-out callers', async () => {
    const missing = await save(alice, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('restaurant_not_found');
    expect((await save(alice, 'nope')).status).toBe(404);
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Osteria Anonima' }]);
    expect((await save(null, id!)).status).toBe(401);
    expect((await callApi(sut, 'GET', '/rest/v1/saved')).status).toBe(401);
    const half = await savedList(alice, '?lat=45');
    expect(half.status).toBe(400);
  });
});

describe('notifications to savers', () => {
  it("tells savers with one of the review's allergens about a new review, and nobody else", async () => {
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Trattoria Seguita', city: 'Parma' }]);
    await sut.database.db.insert(userAllergens).values([
      { userId: alice.id, allergenId: allergen.get('Gluten')! },
      { userId: bruno.id, allergenId: allergen.get('Fish')! },
    ]).onConflictDoNothing();
    await save(alice, id!);
    await save(bruno, id!);

    const review = await callApi<{ id: string }>(sut, 'POST', '/rest/v1/reviews', {
      token: carla.accessToken,
      body: {
        restaurant_id: id,
        ...REVIEW_INPUT_FIELDS,
        allergen_ids: [allergen.get('Gluten')!],
      },
    });
    expect(review.status).toBe(201);
    await fannedOut(sut);
    const about = (userId: string) =>
      sut.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.restaurantId, id!)));
    const [toAlice, ...more] = await about(alice.id);
    expect(more).toHaveLength(0);
    expect(toAlice).toMatchObject({
      type: 'review_for_you',
      title: 'Nuova recensione per te',
      message: '"Trattoria Seguita" ha una nuova recensione che riguarda uno dei tuoi allergeni.',
      reviewId: review.body.id,
    });
    // Bruno saved it but avoids fish; Carla wrote it.
    expect(await about(bruno.id)).toHaveLength(0);
    expect(await about(carla.id)).toHaveLength(0);
  });

  it('tells savers of a reaction report, and stops once they unsave', async () => {
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Pizzeria Seguita', city: 'Parma' }]);
    await save(bruno, id!);
    await save(carla, id!);
    await unsave(carla, id!);
    const reported = await callApi(sut, 'POST', `/rest/v1/restaurants/${id}/incidents`, {
      token: alice.accessToken,
      body: { allergen_ids: [allergen.get('Sesame seeds')!], severity: 'mild', meal_date: italianDay(new Date()), staff_informed: false },
    });
    expect(reported.status).toBe(201);
    await fannedOut(sut);
    const types = async (user: TestUser) =>
      (await sut.database.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.restaurantId, id!)))).map(
        (row) => row.type,
      );
    expect(await types(bruno)).toEqual(['incident_reported']);
    expect(await types(carla)).toEqual([]);
    expect(await sut.database.db.select().from(savedRestaurants).where(eq(savedRestaurants.userId, carla.id))).toHaveLength(0);
  });
});
