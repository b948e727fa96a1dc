// Hostile and absurd input: a clear 400 or an empty result, never a 500 and
// never a query the caller wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { restaurants } from '../db/schema';
import { api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import type { RestaurantListPage } from '../../domain/restaurants';

let sut: TestApp;
let user: TestUser;

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE restaurants; --",
  "1) OR (1=1",
  '%',
  '_',
  '\\',
  '\\%',
  "%' OR 1=1 --",
  '$1',
  '"; SELECT pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u202e evil',
  '🍕🍕',
  "Drago d'Oro",
];

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  user = await newUser(sut);
  const [a, b] = await insertRestaurants(sut.database.db, [
    { name: 'Trattoria Uno', city: 'Milano', latitude: 45.46, longitude: 9.19 },
    { name: "Drago d'Oro", city: 'Milano', cuisineType: 'chinese' },
  ]);
  await insertReviews(sut.database.db, [{ restaurantId: a! }, { restaurantId: b!, allergens: ['Peanuts'] }]);
});

afterAll(async () => {
  await sut.close();
});

const get = <T = RestaurantListPage>(path: string) => api<T>(sut, path, { token: user.accessToken });
const query = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return `/restaurants?${search.toString()}`;
};

describe('bad input on the list', () => {
  it('refuses page numbers out of range with 400', async () => {
    for (const page of ['0', '-1', '10001', '1e9', '1.5', 'abc', '99999999999999999999', 'NaN', 'Infinity']) {
      const response = await get(query({ page }));
      expect(response.status, page).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers a page far past the end with an empty list', async () => {
    const response = await get(query({ page: '10000' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ items: [], total: 2, page: 10000 });
    const withPosition = await get(query({ page: '10000', lat: '45', lng: '9' }));
    expect(withPosition.body.items).toEqual([]);
  });

  it('refuses negative, absurd or half coordinates with 400', async () => {
    for (const [lat, lng] of [['91', '9'], ['-90.0001', '9'], ['45', '180.5'], ['45', '-181'], ['1e10', '1'], ['NaN', '9'], ['Infinity', '9'], ['abc', '9'], ['45', '']]) {
      const response = await get(query({ lat: lat!, lng: lng! }));
      expect(response.status, `${lat},${lng}`).toBe(400);
    }
    expect((await get(query({ lat: '45' }))).status).toBe(400);
    expect((await get(query({ lng: '9' }))).status).toBe(400);
    // Negative but valid coordinates are fine.
    expect((await get(query({ lat: '-33.86', lng: '-151.2' }))).status).toBe(200);
  });

  it('refuses search terms of 10,000 characters with 400', async () => {
    const long = 'a'.repeat(10_000);
    for (const key of ['q', 'city', 'cuisine', 'restaurant', 'allergen']) {
      const response = await get(query({ [key]: long }));
      expect(response.status, key).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed' });
    }
    expect((await get(`/restaurants/suggestions?q=${long}`)).status).toBe(400);
    expect((await get(query({ allergen: Array.from({ length: 101 }, () => 'Gluten') }))).status).toBe(400);
  });

  it('treats SQL, LIKE wildcards and HTML in every filter as plain text', async () => {
    for (const term of INJECTIONS) {
      for (const key of ['q', 'city', 'cuisine', 'restaurant', 'allergen']) {
        const response = await get(query({ [key]: term }));
        expect(response.status, `${key}=${term}`).toBe(200);
        const expected = term === "Drago d'Oro" && (key === 'q' || key === 'restaurant') ? ["Drago d'Oro"] : [];
        expect(response.body.items.map((item) => item.name), `${key}=${term}`).toEqual(expected);
        expect(response.body.total).toBe(expected.length);
      }
      const suggestions = await get<{ items: unknown[] }>(`/restaurants/suggestions?q=${encodeURIComponent(term)}`);
      expect(suggestions.status).toBe(200);
    }
    expect(await sut.database.db.select().from(restaurants)).toHaveLength(2);
  });

  it('refuses a repeated single-valued parameter', async () => {
    expect((await get('/restaurants?city=Milano&city=Roma')).status).toBe(400);
  });
});

describe('bad input on suggestions', () => {
  it('answers an empty list under two characters', async () => {
    for (const q of ['', 'a', ' a ', '%']) {
      const response = await get<{ items: unknown[] }>(`/restaurants/suggestions?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual([]);
    }
    expect((await get<{ items: unknown[] }>('/restaurants/suggestions')).body.items).toEqual([]);
  });
});
