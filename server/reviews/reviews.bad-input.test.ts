// Bad input to the reviews API: a clear 400/404 with a machine code, never a
// 500, and nothing stored.
import { sql } from 'drizzle-orm';
import { firstRowOf } from '../db/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allergenIds, api } from '../test/restaurant-fixtures';
import { uploadPhoto } from '../storage/storage.fixtures';
import { insertRestaurant, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let restaurantId: string;
let reviewId: string;
let gluten: string;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  restaurantId = (await insertRestaurant(sut)).id;
  gluten = (await allergenIds(sut.database.db)).get('Gluten')!;
  const created = await api<{ id: string }>(sut, '/reviews', { method: 'POST', token: alice.accessToken, body: valid() });
  expect(created.status).toBe(201);
  reviewId = created.body.id;
});

afterAll(async () => {
  await sut.close();
});

function valid(overrides: Record<string, unknown> = {}) {
  return {
    restaurant_id: restaurantId,
    rating: 'good',
    cuisine_type: 'italian',
    cleanliness_rating: 5,
    customer_attention_rating: 5,
    menu_flexibility_rating: 5,
    allergen_indication: 'yes',
    comment: 'Tutto bene.',
    allergen_ids: [gluten],
    photo_urls: [],
    ...overrides,
  };
}

async function snapshot() {
  return firstRowOf(sut.database.db, sql`SELECT
      (SELECT count(*) FROM reviews)::int AS reviews,
      (SELECT count(*) FROM review_allergens)::int AS links,
      (SELECT count(*) FROM review_photos)::int AS photos,
      (SELECT json_agg(r ORDER BY r.id) FROM (SELECT id, rating, comment, cleanliness_rating, updated_at FROM reviews) r) AS rows`);
}

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const CASES: { name: string; body: () => Record<string, unknown>; status: number; code: string }[] = [
  { name: 'a star rating of 0', body: () => valid({ cleanliness_rating: 0 }), status: 400, code: 'validation_failed' },
  { name: 'a star rating of 6', body: () => valid({ menu_flexibility_rating: 6 }), status: 400, code: 'validation_failed' },
  { name: 'a fractional star rating', body: () => valid({ customer_attention_rating: 4.5 }), status: 400, code: 'validation_failed' },
  { name: 'an unknown rating', body: () => valid({ rating: 'stellare' }), status: 400, code: 'validation_failed' },
  { name: 'an unknown allergen indication', body: () => valid({ allergen_indication: 'forse' }), status: 400, code: 'validation_failed' },
  { name: 'an unknown cuisine', body: () => valid({ cuisine_type: 'marziana' }), status: 400, code: 'validation_failed' },
  { name: 'a 100,000-character comment', body: () => valid({ comment: 'a'.repeat(100_000) }), status: 400, code: 'validation_failed' },
  {
    name: 'six photos',
    body: () => valid({ photo_urls: Array.from({ length: 6 }, (_, i) => `/storage/v1/object/public/photos/reviews/${alice.id}/1_${i}.jpg`) }),
    status: 400,
    code: 'validation_failed',
  },
  { name: 'an unknown allergen id', body: () => valid({ allergen_ids: [gluten, UNKNOWN_UUID] }), status: 400, code: 'unknown_allergen' },
  { name: 'a malformed allergen id', body: () => valid({ allergen_ids: ['glutine'] }), status: 400, code: 'validation_failed' },
  { name: 'a missing rating', body: () => ({ ...valid(), rating: undefined }), status: 400, code: 'validation_failed' },
];

describe('POST /reviews with bad input', () => {
  it.each(CASES)('refuses $name and stores nothing', async ({ body, status, code }) => {
    const before = await snapshot();
    const response = await api<{ code: string; message: string }>(sut, '/reviews', { method: 'POST', token: alice.accessToken, body: body() });
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(response.body.message).toMatch(/\S/);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 restaurant_not_found for a restaurant that does not exist, and 400 for a malformed id', async () => {
    const before = await snapshot();
    const missing = await api<{ code: string }>(sut, '/reviews', { method: 'POST', token: alice.accessToken, body: valid({ restaurant_id: UNKNOWN_UUID }) });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('restaurant_not_found');
    const malformed = await api<{ code: string }>(sut, '/reviews', { method: 'POST', token: alice.accessToken, body: valid({ restaurant_id: 'x' }) });
    expect(malformed.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without sign-in', async () => {
    expect((await api(sut, '/reviews', { method: 'POST', body: valid() })).status).toBe(401);
    expect((await api(sut, `/reviews/${reviewId}`, { method: 'PATCH', body: valid() })).status).toBe(401);
    expect((await api(sut, `/reviews/${reviewId}`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('PATCH /reviews/:id with bad input', () => {
  it.each(CASES)('refuses $name and changes nothing', async ({ body, status, code }) => {
    const before = await snapshot();
    const { restaurant_id: _restaurantId, ...patch } = body();
    const response = await api<{ code: string }>(sut, `/reviews/${reviewId}`, { method: 'PATCH', token: alice.accessToken, body: patch });
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a sixth photo next to five existing ones', async () => {
    const photos = await Promise.all(Array.from({ length: 5 }, () => uploadPhoto(sut, alice)));
    const five = await api(sut, `/reviews/${reviewId}`, { method: 'PATCH', token: alice.accessToken, body: { ...valid(), restaurant_id: undefined, photo_urls: photos } });
    expect(five.status).toBe(200);
    const before = await snapshot();
    const sixth = await uploadPhoto(sut, alice);
    const response = await api<{ code: string }>(sut, `/reviews/${reviewId}`, {
      method: 'PATCH',
      token: alice.accessToken,
      body: { ...valid(), restaurant_id: undefined, photo_urls: [...photos, sixth] },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(await snapshot()).toEqual(before);
  });
});
