import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '../../domain/geo';
import { compareItalian } from '../../domain/sort';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import type { RestaurantListPage } from '../../domain/restaurants';

let sut: TestApp;
let viewer: TestUser;
const ids: Record<string, string> = {};

const MILANO = { lat: 45.4642, lng: 9.19 };

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  viewer = await newUser(sut, { data: { nickname: 'Lettrice' } });
  const db = sut.database.db;
  const named = [
    { key: 'spiga', name: 'La Spiga Libera', city: 'Milano', address: 'Via Vigevano 18', cuisineType: 'italian', latitude: 45.4535, longitude: 9.1704 },
    { key: 'sakura', name: 'Sakura Brera', city: 'Milano', address: 'Via Solferino 24', cuisineType: 'japanese', latitude: 45.4769, longitude: 9.1867 },
    { key: 'kyoto', name: 'Kyoto Ramen', city: 'Milano', address: 'Corso Buenos Aires 3', cuisineType: 'giapponese', latitude: 45.4805, longitude: 9.211 },
    { key: 'sushiko', name: 'Sushiko', city: 'Roma', address: 'Via Appia 1', cuisineType: 'sushi', latitude: 41.8766, longitude: 12.5178 },
    { key: 'forli', name: 'Osteria del Borgo', city: 'Forlì', address: 'Piazza Saffi 1', cuisineType: 'locale', latitude: 44.2227, longitude: 12.0407 },
    { key: 'eta', name: 'Èta Bistrot', city: 'Torino', address: 'Via Po 33', cuisineType: 'french', latitude: null, longitude: null },
    { key: 'zucca', name: 'zucca Gialla', city: 'Torino', address: 'Via Roma 2', cuisineType: 'vegan', latitude: 45.0703, longitude: 7.6869 },
    { key: 'antica', name: 'Antica Pizzeria', city: 'Napoli', address: 'Via dei Tribunali 120', cuisineType: 'pizza', latitude: 40.851, longitude: 14.258 },
    { key: 'percent', name: '100% Gusto_Vero', city: 'Bologna', address: 'Via del Pratello 30', cuisineType: 'pasta', latitude: 44.4948, longitude: 11.333 },
    { key: 'cinese', name: 'Drago d\'Oro', city: 'Milano', address: 'Via Paolo Sarpi 10', cuisineType: 'chinese', latitude: 45.4812, longitude: 9.1765 },
    { key: 'unreviewed', name: 'Mai Recensito', city: 'Milano', address: 'Via Nessuno 1', cuisineType: 'italian', latitude: 45.4642, longitude: 9.19 },
  ];
  const namedIds = await insertRestaurants(db, named);
  named.forEach((r, index) => (ids[r.key] = namedIds[index]!));
  // Paging: 40 more reviewed restaurants in Bergamo.
  const filler = Array.from({ length: 40 }, (_, i) => ({
    name: `Trattoria Bergamasca ${String(i + 1).padStart(2, '0')}`,
    city: 'Bergamo',
    address: `Largo Colleoni ${i + 1}`,
    cuisineType: 'italian',
    latitude: 45.6983 + i * 0.001,
    longitude: 9.6773,
  }));
  const fillerIds = await insertRestaurants(db, filler);
  await insertReviews(db, [
    { restaurantId: ids.spiga!, rating: 'excellent', cleanliness: 5, attention: 5, flexibility: 4, indication: 'yes', allergens: ['Gluten'] },
    { restaurantId: ids.spiga!, rating: 'good', cleanliness: 4, attention: 3, flexibility: null, indication: 'on_request', allergens: ['Gluten', 'Lactose'] },
    { restaurantId: ids.sakura!, rating: 'poor', cleanliness: 2, attention: 1, flexibility: 1, indication: 'no', allergens: ['Crustaceans', 'Fish'] },
    { restaurantId: ids.kyoto!, rating: 'average', indication: null, allergens: ['Soy'] },
    { restaurantId: ids.sushiko!, rating: 'good', allergens: ['Fish'] },
    { restaurantId: ids.forli!, rating: 'good', allergens: ['Lactose'] },
    { restaurantId: ids.eta!, rating: 'good', allergens: ['Tree nuts'] },
    { restaurantId: ids.zucca!, rating: 'excellent', allergens: ['Gluten'] },
    { restaurantId: ids.antica!, rating: 'good', allergens: [] },
    { restaurantId: ids.percent!, rating: 'good', allergens: ['Eggs'] },
    { restaurantId: ids.cinese!, rating: 'good', allergens: ['Peanuts'] },
    ...fillerIds.map((restaurantId, i) => ({
      restaurantId,
      rating: 'good' as const,
      allergens: i % 2 === 0 ? ['Gluten'] : ['Lactose'],
    })),
  ]);
});

afterAll(async () => {
  await sut.close();
});

const list = (query = '') => api<RestaurantListPage>(sut, `/restaurants${query}`, { token: viewer.accessToken });
const names = (body: RestaurantListPage) => body.items.map((item) => item.name);

describe('GET /rest/v1/restaurants', () => {
  it('needs a signed-in user', async () => {
    const response = await api(sut, '/restaurants');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthorized' });
    const badToken = await api(sut, '/restaurants', { token: 'not-a-token' });
    expect(badToken.status).toBe(401);
  });

  it('lists only reviewed restaurants, 20 per page in Italian order, with the totals', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.page).toBe(1);
    expect(first.body.page_size).toBe(20);
    expect(first.body.total).toBe(50);
    expect(first.body.reviewed_total).toBe(50);
    expect(first.body.items).toHaveLength(20);
    const all: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await list(`?page=${page}`);
      expect(response.body.total).toBe(50);
      all.push(...names(response.body));
    }
    expect(all).toHaveLength(50);
    expect(new Set(all).size).toBe(50);
    expect(all).not.toContain('Mai Recensito');
    expect(all).toEqual([...all].sort(compareItalian));
    // Accents and case do not decide the order: 'Èta' sorts as 'eta', 'zucca' among the z's.
    expect(all.indexOf('Èta Bistrot')).toBe(all.indexOf("Drago d'Oro") + 1);
    expect(all.indexOf('Kyoto Ramen')).toBe(all.indexOf('Èta Bistrot') + 1);
    expect(all.at(-1)).toBe('zucca Gialla');
    expect(all[0]).toBe('100% Gusto_Vero');
  });

  it('answers a page past the end with no items', async () => {
    const response = await list('?page=4');
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([]);
    expect(response.body.total).toBe(50);
  });

  it('carries review count, safety badge and the three averages on each row', async () => {
    const response = await list('?restaurant=spiga');
    expect(response.body.items).toHaveLength(1);
    const [item] = response.body.items;
    // (5 + 5 + 5 + 4 + 5 × 1.5) + (4 + 4 + 3 + 4 × 1.5) = 26.5 + 17 = 43.5 over 5.5 + 4.5 = 10: 4.35, safe.
    expect(item).toMatchObject({
      id: ids.spiga,
      name: 'La Spiga Libera',
      address: 'Via Vigevano 18',
      city: 'Milano',
      cuisine_type: 'italian',
      latitude: 45.4535,
      longitude: 9.1704,
      review_count: 2,
      safety: { level: 'safe', score: 4.35 },
      averages: { cleanliness: 4.5, customer_attention: 4, menu_flexibility: 4 },
      distance_km: null,
    });
    const sakura = (await list('?restaurant=sakura')).body.items[0]!;
    expect(sakura.safety.level).toBe('unsafe');
  });

  describe('filters', () => {
    it('allergen: restaurants reviewed by people with that allergen, by English or Italian name', async () => {
      const english = await list('?allergen=Gluten');
      const italian = await list('?allergen=glutine');
      expect(english.body.total).toBe(22);
      expect(english.body.reviewed_total).toBe(50);
      expect(italian.body).toEqual(english.body);
      expect(names(english.body)).toContain('La Spiga Libera');
      expect(names((await list('?allergen=Gluten&page=2')).body)).toContain('zucca Gialla');
      const nuts = await list(`?allergen=${encodeURIComponent('Frutta a Guscio')}`);
      expect(names(nuts.body)).toEqual(['Èta Bistrot']);
    });

    it('several allergens: every one of them must have reviews', async () => {
      const both = await list('?allergen=Gluten&allergen=Lattosio');
      expect(names(both.body)).toEqual(['La Spiga Libera']);
      expect(both.body.total).toBe(1);
      const none = await list('?allergen=Fish&allergen=Gluten');
      expect(none.body.items).toEqual([]);
      expect(none.body.total).toBe(0);
    });

    it('an unknown allergen matches nothing', async () => {
      const response = await list('?allergen=Kryptonite');
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual([]);
      expect(response.body.total).toBe(0);
    });

    it('city: ignoring case and accents', async () => {
      const milano = await list('?city=milano');
      expect(names(milano.body)).toEqual(["Drago d'Oro", 'Kyoto Ramen', 'La Spiga Libera', 'Sakura Brera']);
      expect(milano.body.total).toBe(4);
      const forli = await list('?city=FORLI');
      expect(names(forli.body)).toEqual(['Osteria del Borgo']);
      expect(forli.body.total).toBe(1);
    });

    it('cuisine: with its synonym group and Italian labels', async () => {
      const sushi = await list('?cuisine=sushi');
      expect(names(sushi.body)).toEqual(['Kyoto Ramen', 'Sakura Brera', 'Sushiko']);
      expect(sushi.body.total).toBe(3);
      const nipponico = await list('?cuisine=nipponico');
      expect(names(nipponico.body)).toEqual(names(sushi.body));
      const cinese = await list('?cuisine=Cinese');
      expect(names(cinese.body)).toEqual(["Drago d'Oro"]);
      const tradizionale = await list('?cuisine=tradizionale');
      expect(names(tradizionale.body)).toEqual(['Osteria del Borgo']);
      const thai = await list('?cuisine=thai');
      expect(thai.body.items).toEqual([]);
    });

    it('restaurant name: contains, ignoring case and accents', async () => {
      expect(names((await list('?restaurant=SPIGA')).body)).toEqual(['La Spiga Libera']);
      expect(names((await list('?restaurant=eta%20bis')).body)).toEqual(['Èta Bistrot']);
      const bergamasca = await list('?restaurant=bergamasca');
      expect(bergamasca.body.total).toBe(40);
      expect(bergamasca.body.items).toHaveLength(20);
    });

    it('free text: name, city, address, cuisine with synonyms, allergen names', async () => {
      expect(names((await list('?q=sakura')).body)).toEqual(['Sakura Brera']);
      expect(names((await list('?q=torino')).body)).toEqual(['Èta Bistrot', 'zucca Gialla']);
      expect(names((await list('?q=paolo%20sarpi')).body)).toEqual(["Drago d'Oro"]);
      expect(names((await list('?q=giapponese')).body)).toEqual(['Kyoto Ramen', 'Sakura Brera', 'Sushiko']);
      expect(names((await list('?q=arachidi')).body)).toEqual(["Drago d'Oro"]);
      expect(names((await list('?q=forli')).body)).toEqual(['Osteria del Borgo']);
      const counted = await list('?q=via');
      expect(counted.body.total).toBe(8);
    });

    it('combines an allergen with a city', async () => {
      const milano = await list('?city=Milano&allergen=Glutine');
      expect(names(milano.body)).toEqual(['La Spiga Libera']);
      expect(milano.body.total).toBe(1);
      const roma = await list('?allergen=Fish&city=ROMA');
      expect(names(roma.body)).toEqual(['Sushiko']);
      const bergamo = await list('?allergen=Lattosio&city=Bergamo&page=1');
      expect(bergamo.body.total).toBe(20);
      expect(names(bergamo.body)).toEqual([...names(bergamo.body)].sort(compareItalian));
    });

    it('combines filters', async () => {
      const response = await list('?city=Milano&allergen=Fish&cuisine=sushi');
      expect(names(response.body)).toEqual(['Sakura Brera']);
      expect(response.body.total).toBe(1);
      const text = await list('?q=via&allergen=Gluten');
      expect(names(text.body)).toEqual(['La Spiga Libera', 'zucca Gialla']);
      expect(text.body.total).toBe(2);
    });

    it('takes % and _ in a term literally', async () => {
      expect(names((await list('?restaurant=100%25')).body)).toEqual(['100% Gusto_Vero']);
      expect(names((await list('?q=o_v')).body)).toEqual(['100% Gusto_Vero']);
      expect((await list('?q=%25%25%25')).body.items).toEqual([]);
      expect((await list('?restaurant=_')).body.total).toBe(1);
    });
  });

  describe('distance order', () => {
    it('orders by distance from the caller, restaurants without coordinates last', async () => {
      const pages: RestaurantListPage['items'] = [];
      for (let page = 1; page <= 3; page += 1) {
        const response = await list(`?lat=${MILANO.lat}&lng=${MILANO.lng}&page=${page}`);
        expect(response.status).toBe(200);
        expect(response.body.total).toBe(50);
        pages.push(...response.body.items);
      }
      expect(pages).toHaveLength(50);
      const withCoordinates = pages.filter((item) => item.latitude !== null);
      for (const item of withCoordinates) {
        const expected = haversineKm(MILANO, { lat: item.latitude!, lng: item.longitude! });
        expect(item.distance_km).toBeCloseTo(expected, 2);
      }
      const distances = withCoordinates.map((item) => item.distance_km!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(pages.slice(0, 4).map((item) => item.city)).toEqual(['Milano', 'Milano', 'Milano', 'Milano']);
      expect(pages.at(-1)).toMatchObject({ name: 'Èta Bistrot', distance_km: null, latitude: null });
    });

    it('finds the nearest even far away from everything, and keeps filters', async () => {
      const pacific = await list('?lat=-45&lng=-170');
      expect(pacific.body.items).toHaveLength(20);
      const distances = pacific.body.items.map((item) => item.distance_km!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const filtered = await list(`?lat=${MILANO.lat}&lng=${MILANO.lng}&allergen=Gluten`);
      expect(filtered.body.total).toBe(22);
      expect(filtered.body.items[0]!.name).toBe('La Spiga Libera');
      const roma = await list('?lat=41.9&lng=12.5&cuisine=sushi');
      const fromRoma = (item: RestaurantListPage['items'][number]) =>
        haversineKm({ lat: 41.9, lng: 12.5 }, { lat: item.latitude!, lng: item.longitude! });
      expect(names(roma.body)[0]).toBe('Sushiko');
      expect(roma.body.items.map(fromRoma)).toEqual(roma.body.items.map(fromRoma).sort((a, b) => a - b));
    });

    it('works at the poles and across the antimeridian', async () => {
      for (const [lat, lng] of [[90, 0], [-90, 180], [0, 180], [0, -180], [89.9, 179.9]]) {
        const response = await list(`?lat=${lat}&lng=${lng}`);
        expect(response.status).toBe(200);
        expect(response.body.items).toHaveLength(20);
      }
    });
  });
});

describe('GET /rest/v1/restaurants/suggestions', () => {
  type Suggestions = { items: { type: string; text: string; value: string }[] };
  const suggest = async (q: string) => {
    const response = await api<Suggestions>(sut, `/restaurants/suggestions?q=${encodeURIComponent(q)}`, { token: viewer.accessToken });
    expect(response.status).toBe(200);
    return response.body.items;
  };

  it('suggests cities, restaurants, cuisines (with synonyms) and allergens', async () => {
    expect(await suggest('mil')).toContainEqual({ type: 'city', text: 'Milano', value: 'Milano' });
    expect(await suggest('forl')).toContainEqual({ type: 'city', text: 'Forlì', value: 'Forlì' });
    const sush = await suggest('sush');
    expect(sush).toContainEqual({ type: 'cuisine', text: 'Sushi', value: 'sushi' });
    expect(sush).toContainEqual({ type: 'restaurant', text: 'Sushiko', value: 'Sushiko' });
    expect(await suggest('glu')).toContainEqual({ type: 'allergen', text: 'Glutine', value: 'Gluten' });
    expect(await suggest('arach')).toEqual([{ type: 'allergen', text: 'Arachidi', value: 'Peanuts' }]);
    // 'tipico' is a synonym of the cuisine 'locale' (Osteria del Borgo).
    expect(await suggest('tipic')).toEqual([{ type: 'cuisine', text: 'Cucina locale', value: 'locale' }]);
    // 'nipponico' reaches the sushi group: its cuisines in use are suggested once per label.
    const nipponico = await suggest('nippon');
    expect(nipponico.map((item) => item.text).sort()).toEqual(['Giapponese', 'Sushi']);
  });

  it('never suggests a restaurant the list would not show', async () => {
    expect((await suggest('recensito')).filter((item) => item.type === 'restaurant')).toEqual([]);
  });
});
