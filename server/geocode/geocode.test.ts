import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../test/factories';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream';
import { createTestApp, type TestApp } from '../test/test-app';

const INTERVAL_MS = 250;
let sut: TestApp;
let upstream: FakeUpstream;
let user: TestUser;

// A Nominatim /search answer (format=json, limit=1, addressdetails=1), trimmed.
const nominatimHit = (lat: string, lon: string, name: string) => [
  {
    place_id: 123,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 43191,
    lat,
    lon,
    class: 'boundary',
    type: 'administrative',
    place_rank: 16,
    importance: 0.6,
    addresstype: 'town',
    name: name.split(',')[0],
    display_name: name,
    address: { town: name.split(',')[0], country: 'Italia', country_code: 'it' },
    boundingbox: ['44.6', '44.8', '7.7', '7.9'],
  },
];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  sut = await createTestApp({
    AUTH_AUTOCONFIRM: 'true',
    GEOCODER_URL: `${upstream.url}/search`,
    GEOCODER_USER_AGENT: 'AllerGuida-test/1.0 (test@allerguida.it)',
    GEOCODER_MIN_INTERVAL_MS: String(INTERVAL_MS),
    PLACES_TIMEOUT_MS: '300',
  });
  user = await newUser(sut);
});

afterAll(async () => {
  await sut?.close();
  await upstream?.close();
});

beforeEach(() => {
  upstream.requests.length = 0;
  upstream.setHandler(() => ({ json: [] }));
});

async function geocode(city: string | null, token: string | null = user.accessToken) {
  const query = city === null ? '' : `?${new URLSearchParams({ city }).toString()}`;
  const response = await fetch(`${sut.baseUrl}/functions/v1/geocode${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /functions/v1/geocode', () => {
  it('answers table cities (also by English name) without asking the geocoder', async () => {
    expect(await geocode('Turin')).toEqual({ status: 200, body: { lat: 45.0703, lon: 7.6869, display_name: 'Torino' } });
    expect((await geocode('palo alto')).body).toMatchObject({ lat: 37.4419, lon: -122.143 });
    expect(upstream.requests).toEqual([]);
  });

  it("tries '{city}, Italy', France, USA, Spain, then the bare city, one request per interval, with a User-Agent", async () => {
    upstream.setHandler((request) =>
      request.url.searchParams.get('q') === 'Bra' ? { json: nominatimHit('44.6975', '7.8553', 'Bra, Cuneo, Piemonte, Italia') } : { json: [] },
    );
    const response = await geocode('Bra');
    expect(response).toEqual({ status: 200, body: { lat: 44.6975, lon: 7.8553, display_name: 'Bra, Cuneo, Piemonte, Italia' } });
    expect(upstream.requests.map((request) => request.url.searchParams.get('q'))).toEqual([
      'Bra, Italy',
      'Bra, France',
      'Bra, USA',
      'Bra, Spain',
      'Bra',
    ]);
    for (const request of upstream.requests) {
      expect(request.url.pathname).toBe('/search');
      expect(request.url.searchParams.get('format')).toBe('json');
      expect(request.url.searchParams.get('limit')).toBe('1');
      expect(request.url.searchParams.get('addressdetails')).toBe('1');
      expect(request.headers['user-agent']).toBe('AllerGuida-test/1.0 (test@allerguida.it)');
    }
    const starts = upstream.requests.map((request) => request.at);
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS - 5);
  });

  it('stops at the first candidate that answers, and caches it in the database', async () => {
    upstream.setHandler(() => ({ json: nominatimHit('45.1', '7.9', 'Canelli Alta, Italia') }));
    expect((await geocode('Asti Sud')).body).toEqual({ lat: 45.1, lon: 7.9, display_name: 'Canelli Alta, Italia' });
    expect(upstream.requests.map((request) => request.url.searchParams.get('q'))).toEqual(['Asti Sud, Italy']);
    // Again, in other case and accents: from the cache.
    expect((await geocode('ASTI SUD')).body).toEqual({ lat: 45.1, lon: 7.9, display_name: 'Canelli Alta, Italia' });
    expect(upstream.requests).toHaveLength(1);
  });

  it('keeps concurrent lookups one interval apart', async () => {
    upstream.setHandler(() => ({ json: nominatimHit('40', '10', 'Somewhere') }));
    const results = await Promise.all(['Alba', 'Acqui', 'Nizza Monferrato'].map((city) => geocode(city)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    const starts = upstream.requests.map((request) => request.at).sort((a, b) => a - b);
    expect(starts).toHaveLength(3);
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS - 5);
  });

  it('answers 404 for a city nobody knows, and remembers the miss', async () => {
    const response = await geocode('Xyzzyville');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('geocoding_failed');
    expect(upstream.requests).toHaveLength(5);
    expect((await geocode('Xyzzyville')).status).toBe(404);
    expect(upstream.requests).toHaveLength(5);
  });

  it('answers 502 on upstream errors, timeouts and malformed bodies, and caches nothing', async () => {
    const failures = [
      () => ({ status: 500, body: 'boom' }),
      () => ({ delayMs: 1000, json: [] }),
      () => ({ body: '<html>not json', contentType: 'text/html' }),
      () => ({ json: { unexpected: true } }),
    ];
    for (const [index, failure] of failures.entries()) {
      upstream.setHandler(failure);
      const city = `Borgo Guasto ${index}`;
      const response = await geocode(city);
      expect(response.status, city).toBe(502);
      expect(response.body.code).toBe('upstream_unavailable');
      upstream.setHandler(() => ({ json: nominatimHit('41', '11', city) }));
      expect((await geocode(city)).status, `${city} retried`).toBe(200);
    }
  });

  it('refuses bad input and anonymous callers', async () => {
    expect((await geocode(null)).status).toBe(400);
    expect((await geocode('   ')).status).toBe(400);
    expect((await geocode('x'.repeat(500))).status).toBe(400);
    expect((await geocode('Roma', null)).status).toBe(401);
  });
});
