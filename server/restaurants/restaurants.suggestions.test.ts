// Search suggestions (docs/product.md#search-suggestions: from 2 characters, at most 8, no repeated
// text of the same type) on a data set built for them, so every answer can be
// written out in full: the types take turns (city, cuisine, allergen,
// restaurant), and within a type the names that start with the term come
// first, then the others, each group in Italian alphabetical order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';

let sut: TestApp;
let viewer: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  viewer = await newUser(sut, { data: { nickname: 'Cercatrice' } });
  const db = sut.database.db;
  // No allergen name contains 'za'; of the cuisines only 'pizza' does (not 'zaf').
  const ids = await insertRestaurants(db, [
    { name: 'Zafferano Est', city: 'Zafferana Etnea', cuisineType: null },
    { name: 'Zafferano Alto', city: 'Zafferana Etnea', cuisineType: null },
    { name: 'Oro di Zafferano', city: 'Borgo Zafferano', cuisineType: null },
    { name: 'Zafferano Dolce', city: 'Catania', cuisineType: null },
    { name: 'Il Zafferano', city: 'Catania', cuisineType: null },
    { name: 'Zafferano Centro', city: 'Catania', cuisineType: null },
    { name: 'Zafferano Basso', city: 'Catania', cuisineType: 'pizza' },
    { name: 'Trattoria Ciociara', city: 'Zagarolo', cuisineType: null },
    { name: 'Osteria del Mosaico', city: 'Piazza Armerina', cuisineType: null },
  ]);
  await insertReviews(db, ids.map((restaurantId) => ({ restaurantId })));
});

afterAll(async () => {
  await sut.close();
});

type Suggestions = { items: { type: string; text: string; value: string }[] };

async function suggest(q: string) {
  const response = await api<Suggestions>(sut, `/restaurants/suggestions?q=${encodeURIComponent(q)}`, { token: viewer.accessToken });
  expect(response.status).toBe(200);
  return response.body.items.map((item) => `${item.type}: ${item.text}`);
}

// Cities: 'Zafferana Etnea' (twice in the data, once here) starts with the term, 'Borgo Zafferano'
// does not. Names: five start with it (Alto, Basso, Centro, Dolce, Est), two do not ('Il …', 'Oro …').
// Turns: city, name, city, name, then names only, cut at 8: 'Oro di Zafferano' is the ninth.
const EXPECTED = [
  'city: Zafferana Etnea',
  'restaurant: Zafferano Alto',
  'city: Borgo Zafferano',
  'restaurant: Zafferano Basso',
  'restaurant: Zafferano Centro',
  'restaurant: Zafferano Dolce',
  'restaurant: Zafferano Est',
  'restaurant: Il Zafferano',
];

describe('GET /rest/v1/restaurants/suggestions', () => {
  it('returns at most 8, without duplicates, types taking turns, prefix matches first', async () => {
    expect(await suggest('zaf')).toEqual(EXPECTED);
  });

  it('answers from 2 characters, not from 1; a round that reaches 8 stops there', async () => {
    // Cities: 'Zafferana Etnea' and 'Zagarolo' start with 'za', 'Borgo Zafferano' and 'Piazza
    // Armerina' do not. Cuisines: 'Pizza'. Names as above. Rounds: city, cuisine, name (3), then
    // city, name (5), city, name (7), and the fourth city is the 8th: the round stops there.
    const za = [
      'city: Zafferana Etnea',
      'cuisine: Pizza',
      'restaurant: Zafferano Alto',
      'city: Zagarolo',
      'restaurant: Zafferano Basso',
      'city: Borgo Zafferano',
      'restaurant: Zafferano Centro',
      'city: Piazza Armerina',
    ];
    expect(await suggest('za')).toEqual(za);
    expect(await suggest('ZA ')).toEqual(za);
    expect(await suggest('z')).toEqual([]);
  });

  it('orders matches that all lie inside the text alphabetically, types still taking turns', async () => {
    // 'ffer' starts no city or name; both cities and all seven names contain it.
    expect(await suggest('ffer')).toEqual([
      'city: Borgo Zafferano',
      'restaurant: Il Zafferano',
      'city: Zafferana Etnea',
      'restaurant: Oro di Zafferano',
      'restaurant: Zafferano Alto',
      'restaurant: Zafferano Basso',
      'restaurant: Zafferano Centro',
      'restaurant: Zafferano Dolce',
    ]);
  });
});
