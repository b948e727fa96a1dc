// Safety signals against a person with a second and third account
// (docs/product.md#one-person-one-voice): each author's newest review of a
// venue counts once, and 'Per i tuoi allergeni' is safe only when each of the
// viewer's allergens has recent reviews of two different people.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantDetail, RestaurantListPage } from '../../domain/restaurants';
import { userAllergens } from '../db/schema';
import { callApi, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { allergenIds, insertPeople, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';

let sut: TestApp;
let allergen: Map<string, string>;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  allergen = await allergenIds(sut.database.db);
});

afterAll(async () => {
  await sut.close();
});

let counter = 0;
async function restaurant(): Promise<string> {
  counter += 1;
  const [id] = await insertRestaurants(sut.database.db, [{ name: `Pizzeria Una Voce ${counter}`, city: 'Bologna' }]);
  return id!;
}

const detail = (user: TestUser, id: string) => callApi<RestaurantDetail>(sut, 'GET', `/rest/v1/restaurants/${id}`, { token: user.accessToken });

/** The review form's own values, all at their best: what an account pushing a venue up sends. */
const glowing = (restaurantId: string, allergenNames: string[]) => ({
  restaurant_id: restaurantId,
  rating: 'excellent',
  cuisine_type: 'pizza',
  cleanliness_rating: 5,
  customer_attention_rating: 5,
  menu_flexibility_rating: 5,
  allergen_indication: 'yes',
  comment: 'Perfetto.',
  allergen_ids: allergenNames.map((name) => allergen.get(name)!),
  photo_urls: [],
});

const postReview = (user: TestUser, body: unknown) => callApi<{ id: string }>(sut, 'POST', '/rest/v1/reviews', { token: user.accessToken, body });

describe('one person, one voice: the community badge', () => {
  it("counts a second account's three reviews once, so it cannot turn an unsafe venue safe", async () => {
    const id = await restaurant();
    const [honest] = await insertPeople(sut.database.db, 1);
    // poor (1), sub-ratings 1, 1, 1, indication 'no' (0 × 1.5): sum 4, weight 5.5.
    await insertReviews(sut.database.db, [
      { restaurantId: id, userId: honest, rating: 'poor', cleanliness: 1, attention: 1, flexibility: 1, indication: 'no', allergens: ['Gluten'] },
    ]);
    const mallory = await newUser(sut, { data: { nickname: 'Mallory' } });
    for (let i = 0; i < 3; i += 1) expect((await postReview(mallory, glowing(id, ['Gluten']))).status).toBe(201);

    const page = await detail(mallory, id);
    // Counted three times (4 + 3 × 27.5) / (5.5 + 3 × 5.5) = 3.93 'safe'; once, (4 + 27.5) / 11 = 2.86.
    expect(page.body.safety).toEqual({ level: 'caution', score: 2.86 });
    expect(page.body.people_count).toBe(2);
    expect(page.body.review_count).toBe(4);
    // Every review stays readable; the two older of Mallory's are marked superseded.
    expect(page.body.reviews).toHaveLength(4);
    expect(page.body.reviews.map((review) => review.is_superseded)).toEqual([false, true, true, false]);

    const listed = await callApi<RestaurantListPage>(sut, 'GET', '/rest/v1/restaurants?search=Una%20Voce', { token: mallory.accessToken });
    const row = listed.body.items.find((item) => item.id === id);
    expect(row?.safety).toEqual({ level: 'caution', score: 2.86 });
    expect(row?.review_count).toBe(2);
  });

  it("lets the author's previous review speak again when the newest is deleted or hidden", async () => {
    const id = await restaurant();
    const [honest] = await insertPeople(sut.database.db, 1);
    await insertReviews(sut.database.db, [
      { restaurantId: id, userId: honest, rating: 'poor', cleanliness: 1, attention: 1, flexibility: 1, indication: 'no' },
    ]);
    const mallory = await newUser(sut, { data: { nickname: 'Mallory2' } });
    const first = await postReview(mallory, { ...glowing(id, []), rating: 'poor', cleanliness_rating: 1, customer_attention_rating: 1, menu_flexibility_rating: 1, allergen_indication: 'no' });
    const second = await postReview(mallory, glowing(id, []));
    expect((await detail(mallory, id)).body.safety).toEqual({ level: 'caution', score: 2.86 });

    const deleted = await callApi(sut, 'DELETE', `/rest/v1/reviews/${second.body.id}`, { token: mallory.accessToken });
    expect(deleted.status).toBe(204);
    const after = await detail(mallory, id);
    // Two poor reviews of two people: 8 / 11 = 0.73.
    expect(after.body.safety).toEqual({ level: 'unsafe', score: 0.73 });
    expect(after.body.reviews.find((review) => review.id === first.body.id)?.is_superseded).toBe(false);
  });
});

describe("one person, one voice: 'Per i tuoi allergeni'", () => {
  it('is never safe for an allergen nobody reviewed, and names it', async () => {
    const id = await restaurant();
    const viewer = await newUser(sut, { data: { nickname: 'Celiaca' } });
    await sut.database.db.insert(userAllergens).values([
      { userId: viewer.id, allergenId: allergen.get('Gluten')! },
      { userId: viewer.id, allergenId: allergen.get('Tree nuts')! },
    ]);
    const [p1, p2, p3, p4] = await insertPeople(sut.database.db, 4);
    await insertReviews(sut.database.db, [
      { restaurantId: id, userId: p1, rating: 'excellent', allergens: ['Gluten'] },
      { restaurantId: id, userId: p2, rating: 'excellent', allergens: ['Gluten'] },
    ]);
    const glutenOnly = (await detail(viewer, id)).body.personal_safety!;
    expect(glutenOnly.level).toBe('caution');
    expect(glutenOnly.uncovered_allergens).toEqual([{ name: 'Frutta a Guscio', people: 0 }]);

    // One person's second review about tree nuts replaces their first: still one person.
    await insertReviews(sut.database.db, [{ restaurantId: id, userId: p3, rating: 'excellent', allergens: ['Tree nuts'] }]);
    await insertReviews(sut.database.db, [{ restaurantId: id, userId: p3, rating: 'excellent', allergens: ['Tree nuts'] }]);
    expect((await detail(viewer, id)).body.personal_safety).toMatchObject({
      level: 'caution',
      uncovered_allergens: [{ name: 'Frutta a Guscio', people: 1 }],
    });

    await insertReviews(sut.database.db, [{ restaurantId: id, userId: p4, rating: 'excellent', allergens: ['Tree nuts'] }]);
    expect((await detail(viewer, id)).body.personal_safety).toMatchObject({ level: 'safe', uncovered_allergens: [] });
  });

  it('does not count reviews older than 24 months', async () => {
    const id = await restaurant();
    const viewer = await newUser(sut, { data: { nickname: 'Viaggiatore' } });
    await sut.database.db.insert(userAllergens).values([{ userId: viewer.id, allergenId: allergen.get('Gluten')! }]);
    const [p1, p2] = await insertPeople(sut.database.db, 2);
    const longAgo = new Date(Date.now() - 25 * 31 * 86_400_000);
    await insertReviews(sut.database.db, [
      { restaurantId: id, userId: p1, rating: 'excellent', allergens: ['Gluten'], createdAt: longAgo },
      { restaurantId: id, userId: p2, rating: 'excellent', allergens: ['Gluten'] },
    ]);
    expect((await detail(viewer, id)).body.personal_safety).toMatchObject({
      level: 'caution',
      uncovered_allergens: [{ name: 'Glutine', people: 1 }],
    });
  });
});
