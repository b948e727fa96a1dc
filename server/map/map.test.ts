import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesMapSearch } from '../../domain/map-search';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import type { MapVenues } from '../../domain/restaurants';
import { MAP_MAX_MARKERS } from './map.service';
import { findMapClusters, type MapCriteria } from './map.repository';

let sut: TestApp;
let viewer: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};

const WORLD = 'south=-90&north=90&west=-180&east=180';
const MILAN_VIEW = 'south=45.40&north=45.52&west=9.10&east=9.28';

type Fixture = {
  key: string;
  name: string;
  city: string;
  address: string;
  cuisineType?: string;
  description?: string;
  latitude: number | null;
  longitude: number | null;
};

const FIXTURES: Fixture[] = [
  { key: 'spiga', name: 'La Spiga Libera', city: 'Milano', address: 'Via Vigevano 18', cuisineType: 'italian', latitude: 45.4535, longitude: 9.1704 },
  { key: 'sakura', name: 'Sakura Brera', city: 'Milano', address: 'Via Solferino 24', cuisineType: 'japanese', latitude: 45.4769, longitude: 9.1867 },
  // 'Roma' as a street name in Turin: a search for Roma must not find it.
  { key: 'viaRoma', name: 'Zucca Gialla', city: 'Torino', address: 'Via Roma 2', cuisineType: 'vegan', latitude: 45.0703, longitude: 7.6869 },
  { key: 'vRoma', name: 'Bottega', city: 'Torino', address: 'V.Roma 9', cuisineType: 'pizza', latitude: 45.071, longitude: 7.687 },
  // 'Roma' as a whole token not after a street prefix: found.
  { key: 'largoRoma', name: 'Il Cortile', city: 'Torino', address: 'Largo Roma, 4', cuisineType: 'pasta', latitude: 45.072, longitude: 7.688 },
  { key: 'roma', name: 'Sushiko', city: 'Roma', address: 'Via Appia 1', cuisineType: 'sushi', latitude: 41.8766, longitude: 12.5178 },
  { key: 'romagna', name: 'Osteria', city: 'Forlì', address: 'Piazza Romagnoli 1', cuisineType: 'locale', description: 'Cucina tipica', latitude: 44.2227, longitude: 12.0407 },
  { key: 'tokyo', name: 'Ramen Bar', city: 'Tokyo', address: '1-2 Shibuya', cuisineType: 'japanese', latitude: 35.66, longitude: 139.7 },
  // East of the antimeridian (Fiji) and west of it (Samoa).
  { key: 'fiji', name: 'Suva Grill', city: 'Suva', address: 'Victoria Parade 1', cuisineType: 'carne', latitude: -18.14, longitude: 178.44 },
  { key: 'samoa', name: 'Apia Fish', city: 'Apia', address: 'Beach Road 2', cuisineType: 'pesce', latitude: -13.83, longitude: -171.76 },
  { key: 'noCoords', name: 'Senza Posizione', city: 'Milano', address: 'Via Roma 1', cuisineType: 'italian', latitude: null, longitude: null },
  { key: 'unreviewed', name: 'Mai Recensito', city: 'Milano', address: 'Via Nessuno 1', cuisineType: 'italian', latitude: 45.464, longitude: 9.19 },
];

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  viewer = await newUser(sut);
  other = await newUser(sut);
  const db = sut.database.db;
  const created = await insertRestaurants(db, FIXTURES);
  FIXTURES.forEach((fixture, index) => (ids[fixture.key] = created[index]!));
  await insertReviews(db, [
    { restaurantId: ids.spiga!, userId: viewer.id, rating: 'excellent', indication: 'yes', allergens: ['Gluten'] },
    { restaurantId: ids.spiga!, userId: other.id, rating: 'good', indication: 'on_request', allergens: ['Gluten', 'Lactose'] },
    { restaurantId: ids.sakura!, userId: other.id, rating: 'poor', cleanliness: 1, attention: 1, flexibility: 1, indication: 'no', allergens: ['Fish'] },
    { restaurantId: ids.viaRoma!, userId: other.id, rating: 'average', cleanliness: 3, attention: 2, flexibility: 3, indication: 'on_request', allergens: [] },
    { restaurantId: ids.vRoma!, userId: other.id, allergens: [] },
    { restaurantId: ids.largoRoma!, userId: other.id, allergens: [] },
    { restaurantId: ids.roma!, userId: viewer.id, allergens: ['Fish'] },
    { restaurantId: ids.romagna!, userId: other.id, allergens: [] },
    { restaurantId: ids.tokyo!, userId: other.id, allergens: [] },
    { restaurantId: ids.fiji!, userId: other.id, allergens: [] },
    { restaurantId: ids.samoa!, userId: other.id, allergens: [] },
    { restaurantId: ids.noCoords!, userId: other.id, allergens: [] },
  ]);
});

afterAll(async () => {
  await sut?.close();
});

const get = <Body = MapVenues>(query: string, token = viewer.accessToken) => api<Body>(sut, `/map/restaurants?${query}`, { token });
const keysOf = (body: MapVenues) =>
  body.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id)).sort();

describe('GET /rest/v1/map/restaurants', () => {
  it('needs a signed-in user', async () => {
    const response = await api(sut, `/map/restaurants?${WORLD}`);
    expect(response.status).toBe(401);
  });

  it('returns only reviewed venues with coordinates inside the bounds, with what a popup needs', async () => {
    const { status, body } = await get(MILAN_VIEW);
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(['sakura', 'spiga']);
    expect(body.in_bounds).toBe(2);
    expect(body.total).toBe(10);
    expect(body.clusters).toEqual([]);
    const spiga = body.items.find((item) => item.id === ids.spiga)!;
    expect(spiga).toEqual({
      id: ids.spiga,
      name: 'La Spiga Libera',
      address: 'Via Vigevano 18',
      city: 'Milano',
      cuisine_type: 'italian',
      phone: null,
      latitude: 45.4535,
      longitude: 9.1704,
      review_count: 2,
      average_rating: 4.5,
      // (5 + 5 + 5 + 5 + 5 × 1.5) + (4 + 5 + 5 + 5 + 4 × 1.5) = 52.5 over 11: 4.77, safe.
      safety_level: 'safe',
      incident_alert: null,
      venue_status: null,
      // 'ultima recensione …' in the popup: the newest of its reviews, written by this test's setup.
      latest_review_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Date.now() - new Date(spiga.latest_review_at!).getTime()).toBeLessThan(10 * 60_000);
    const sakura = body.items.find((item) => item.id === ids.sakura)!;
    expect(sakura.safety_level).toBe('unsafe');
    expect(sakura.average_rating).toBe(1);
  });

  it('handles a view across the antimeridian', async () => {
    const { body } = await get('south=-25&north=-10&west=170&east=-165');
    expect(keysOf(body)).toEqual(['fiji', 'samoa']);
  });

  it('applies the text rules of docs/product.md#map-text-search exactly as the domain does', async () => {
    const terms = ['Roma', 'roma', 'Romagnoli', 'milano', 'Giapponese', 'sushi', 'tipica', 'Vigevano 18', 'v.roma', 'Largo Roma', 'Via', '%', 'Shibuya', '1'];
    for (const term of terms) {
      const { status, body } = await get(`${WORLD}&q=${encodeURIComponent(term)}`);
      expect(status).toBe(200);
      const expected = FIXTURES.filter(
        (f) => f.latitude !== null && f.key !== 'unreviewed' && matchesMapSearch({ ...f, cuisine_type: f.cuisineType ?? null }, term),
      )
        .map((f) => f.key)
        .sort();
      expect(keysOf(body), term).toEqual(expected);
      expect(body.total, term).toBe(expected.length);
    }
  });

  it('finds the city, not the streets named after it', async () => {
    const { body } = await get(`${WORLD}&q=Roma`);
    expect(keysOf(body)).toEqual(['largoRoma', 'roma']);
  });

  it('gives the box of every match, in view or not, so a search that is not a city can be shown whole', async () => {
    const milan = 'south=45.4&north=45.5&west=9.1&east=9.3';
    // 'Roma' matches Il Cortile (Turin, 45.072 7.688) and Sushiko (Rome, 41.8766 12.5178), both outside Milan.
    const { body } = await get(`${milan}&q=Roma`);
    expect(body.in_bounds).toBe(0);
    expect(body.extent).toEqual({ south: 41.8766, north: 45.072, west: 7.688, east: 12.5178 });
    expect((await get(`${milan}&q=nessunlocalecosi`)).body.extent).toBeNull();
  });

  it('filters by allergen in English or Italian, every allergen must match', async () => {
    expect(keysOf((await get(`${WORLD}&allergen=Glutine`)).body)).toEqual(['spiga']);
    expect(keysOf((await get(`${WORLD}&allergen=fish`)).body)).toEqual(['roma', 'sakura']);
    expect(keysOf((await get(`${WORLD}&allergen=Gluten&allergen=Pesce`)).body)).toEqual([]);
    expect(keysOf((await get(`${WORLD}&allergen=Unknown`)).body)).toEqual([]);
  });

  it('mine=true keeps only the venues the caller reviewed', async () => {
    const { body } = await get(`${WORLD}&mine=true`);
    expect(keysOf(body)).toEqual(['roma', 'spiga']);
    expect(body.total).toBe(2);
    const others = await get(`${WORLD}&mine=true`, other.accessToken);
    expect(others.body.total).toBe(9);
  });

  it('answers clusters instead of markers when a view holds too many venues', async () => {
    const many = Array.from({ length: MAP_MAX_MARKERS + 1 }, (_, i) => ({
      name: `Trattoria ${i}`,
      city: 'Bergamo',
      address: `Via Colleoni ${i}`,
      latitude: 45.69 + (i % 50) * 0.001,
      longitude: 9.67 + Math.floor(i / 50) * 0.001,
    }));
    const created = await insertRestaurants(sut.database.db, many);
    await insertReviews(sut.database.db, created.map((restaurantId) => ({ restaurantId, allergens: [] })));
    const { body } = await get('south=45.6&north=45.8&west=9.6&east=9.8');
    expect(body.items).toEqual([]);
    expect(body.in_bounds).toBe(MAP_MAX_MARKERS + 1);
    expect(body.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(MAP_MAX_MARKERS + 1);
    for (const cluster of body.clusters) {
      expect(cluster.latitude).toBeGreaterThanOrEqual(45.69);
      expect(cluster.latitude).toBeLessThanOrEqual(45.74);
      expect(cluster.longitude).toBeGreaterThanOrEqual(9.67);
      expect(cluster.longitude).toBeLessThanOrEqual(9.72);
    }
    // Zoomed in, markers again.
    const zoomed = await get('south=45.69&north=45.692&west=9.67&east=9.672');
    expect(zoomed.body.clusters).toEqual([]);
    expect(zoomed.body.items.length).toBe(9);
  });

  it('clusters across the antimeridian at the venues themselves, never on the far side of the world', async () => {
    const everyone: MapCriteria = {
      list: { allergens: [], city: null, cuisines: null, namePattern: null, text: null, practices: [], includeClosed: false },
      text: null,
      reviewerId: null,
    };
    const clusters = await findMapClusters(sut.database.db, everyone, { south: -25, north: -10, west: 170, east: -165 }, 2);
    const byLongitude = [...clusters].sort((a, b) => a.longitude - b.longitude);
    expect(byLongitude.map((cluster) => cluster.count)).toEqual([1, 1]);
    expect(byLongitude[0]!.longitude).toBeCloseTo(-171.76, 6);
    expect(byLongitude[0]!.latitude).toBeCloseTo(-13.83, 6);
    expect(byLongitude[1]!.longitude).toBeCloseTo(178.44, 6);
    // One cell spanning both sides: the mean position lies on the antimeridian side, not near Greenwich.
    const [both] = await findMapClusters(sut.database.db, everyone, { south: -25, north: -10, west: 170, east: -165 }, 1);
    expect(both!.count).toBe(2);
    expect(Math.abs(both!.longitude)).toBeGreaterThan(170);
  });

  it('refuses bad input with 400 validation_failed', async () => {
    for (const query of [
      'south=45&north=46&west=9',
      'south=-91&north=46&west=9&east=10',
      'south=45&north=46&west=9&east=181',
      'south=47&north=46&west=9&east=10',
      'south=abc&north=46&west=9&east=10',
      `${WORLD}&mine=maybe`,
      `${WORLD}&q=${'x'.repeat(201)}`,
    ]) {
      const response = await get<{ code: string }>(query);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe('validation_failed');
    }
  });
});
