import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../test/factories';
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from '../test/fake-upstream';
import { createTestApp, type TestApp } from '../test/test-app';

let upstream: FakeUpstream;
let google: TestApp;
let osm: TestApp;
let googleUser: TestUser;
let osmUser: TestUser;
const KEY = 'test-google-key';

// Shapes as documented by Google Places (legacy) and Nominatim/Overpass, trimmed.
const googlePlace = {
  place_id: 'ChIJ2bVvT7jGhkcR',
  name: 'Trattoria Senza Glutine',
  formatted_address: 'Via Vigevano 18, 20144 Milano MI, Italia',
  geometry: { location: { lat: 45.4535, lng: 9.1704 }, viewport: {} },
  types: ['restaurant', 'food', 'point_of_interest', 'establishment'],
  rating: 4.6,
  price_level: 2,
  opening_hours: { open_now: true },
  photos: [{ photo_reference: 'AeJbb3f_photoRef-123', width: 4032, height: 3024, html_attributions: [] }],
  business_status: 'OPERATIONAL',
};
const nominatimRestaurant = {
  place_id: 987,
  osm_type: 'node',
  osm_id: 4242,
  lat: '45.4535',
  lon: '9.1704',
  category: 'amenity',
  type: 'restaurant',
  name: 'Osteria Libera',
  display_name: 'Osteria Libera, 18, Via Vigevano, Milano, Lombardia, 20144, Italia',
  address: { house_number: '18', road: 'Via Vigevano', city: 'Milano', country: 'Italia' },
  extratags: { phone: '+39 02 1234567', website: 'https://osteria.example' },
};
const nominatimStreet = { ...nominatimRestaurant, osm_type: 'way', osm_id: 1, category: 'highway', type: 'residential', name: 'Via Vigevano' };

function route(request: RecordedRequest) {
  const path = request.url.pathname;
  if (path === '/google/nearbysearch/json' || path === '/google/textsearch/json') return { json: { status: 'OK', results: [googlePlace], html_attributions: [] } };
  if (path === '/google/details/json') return { json: { status: 'OK', result: googlePlace, html_attributions: [] } };
  if (path === '/google/photo') return { status: 302, body: '', contentType: 'text/html' };
  if (path === '/nominatim/search') return { json: [nominatimRestaurant, nominatimStreet] };
  if (path === '/nominatim/lookup') return { json: [nominatimRestaurant] };
  if (path === '/overpass') {
    return {
      json: {
        version: 0.6,
        elements: [
          { type: 'node', id: 7, lat: 45.46, lon: 9.19, tags: { amenity: 'restaurant', name: 'Pizzeria Vicina', 'addr:street': 'Corso Como', 'addr:housenumber': '2', 'addr:city': 'Milano' } },
          { type: 'way', id: 8, center: { lat: 45.47, lon: 9.18 }, tags: { amenity: 'cafe', name: 'Caffè Centrale' } },
          { type: 'node', id: 9, lat: 45.47, lon: 9.18, tags: { amenity: 'restaurant' } },
        ],
      },
    };
  }
  return { status: 404, body: 'unknown' };
}

beforeAll(async () => {
  upstream = await startFakeUpstream(route);
  // Pacing has its own test below; here Nominatim answers at once.
  const common = { AUTH_AUTOCONFIRM: 'true', GEOCODER_MIN_INTERVAL_MS: '0', PLACES_TIMEOUT_MS: '300', GOOGLE_PLACES_URL: `${upstream.url}/google`, PLACES_NOMINATIM_URL: `${upstream.url}/nominatim`, PLACES_OVERPASS_URL: `${upstream.url}/overpass` };
  google = await createTestApp({ ...common, GOOGLE_PLACES_API_KEY: KEY });
  osm = await createTestApp(common);
  googleUser = await newUser(google);
  osmUser = await newUser(osm);
});

afterAll(async () => {
  await google?.close();
  await osm?.close();
  await upstream?.close();
});

beforeEach(() => {
  upstream.requests.length = 0;
  upstream.setHandler(route);
});

async function proxy(app: TestApp, user: TestUser | null, params: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}/functions/v1/google-places-proxy?${new URLSearchParams(params).toString()}`, {
    headers: user ? { authorization: `Bearer ${user.accessToken}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('google-places-proxy with GOOGLE_PLACES_API_KEY', () => {
  it('nearbysearch: radius 5000 by default, type restaurant, optional keyword; the key stays on the server', async () => {
    const { status, body } = await proxy(google, googleUser, { endpoint: 'nearbysearch', location: '45.46,9.19', keyword: 'pizza' });
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.results).toEqual([expect.objectContaining({ place_id: googlePlace.place_id, name: googlePlace.name, rating: 4.6, price_level: 2, opening_hours: { open_now: true } })]);
    expect(JSON.stringify(body)).not.toContain(KEY);
    const sent = upstream.requests[0]!.url;
    expect(sent.pathname).toBe('/google/nearbysearch/json');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ location: '45.46,9.19', radius: '5000', type: 'restaurant', keyword: 'pizza', key: KEY });
  });

  it('textsearch and details, Google-shaped', async () => {
    const text = await proxy(google, googleUser, { endpoint: 'textsearch', query: 'trattoria milano' });
    expect(text.body).toMatchObject({ status: 'OK', results: [{ place_id: googlePlace.place_id }] });
    const details = await proxy(google, googleUser, { endpoint: 'details', place_id: googlePlace.place_id });
    expect(details.body).toMatchObject({ status: 'OK', result: { name: googlePlace.name, geometry: { location: { lat: 45.4535, lng: 9.1704 } } } });
    expect(upstream.requests.at(-1)!.url.searchParams.get('place_id')).toBe(googlePlace.place_id);
  });

  it('photo: the redirect target is returned, never fetched; maxwidth defaults to 400', async () => {
    const image = 'https://lh3.googleusercontent.com/places/photo-123=s400';
    upstream.setHandler((request) =>
      request.url.pathname === '/google/photo' ? { status: 302, body: '', headers: { location: image } } : route(request),
    );
    const { status, body } = await proxy(google, googleUser, { endpoint: 'photo', photo_reference: 'AeJbb3f_photoRef-123' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'OK', result: { url: image } });
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]!.url.searchParams.get('maxwidth')).toBe('400');
    // A redirect without a target is an upstream failure.
    upstream.setHandler(() => ({ status: 302, body: '' }));
    expect((await proxy(google, googleUser, { endpoint: 'photo', photo_reference: 'other-ref', maxwidth: '200' })).status).toBe(502);
  });

  it('serves repeated questions from the cache', async () => {
    await proxy(google, googleUser, { endpoint: 'textsearch', query: 'cache me' });
    await proxy(google, googleUser, { endpoint: 'textsearch', query: 'cache me' });
    expect(upstream.requests).toHaveLength(1);
  });

  it('passes a Google refusal through without caching it', async () => {
    upstream.setHandler(() => ({ json: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] } }));
    const first = await proxy(google, googleUser, { endpoint: 'textsearch', query: 'denied' });
    expect(first.body).toMatchObject({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
    await proxy(google, googleUser, { endpoint: 'textsearch', query: 'denied' });
    expect(upstream.requests).toHaveLength(2);
  });

  it('answers 502 (never invented venues) on failures, timeouts and malformed bodies', async () => {
    const failures = [
      () => ({ status: 500, body: 'boom' }),
      () => ({ delayMs: 1000, json: { status: 'OK', results: [] } }),
      () => ({ body: '<html>', contentType: 'text/html' }),
      () => ({ json: { results: 'nope' } }),
    ];
    for (const [index, failure] of failures.entries()) {
      upstream.setHandler(failure);
      const response = await proxy(google, googleUser, { endpoint: 'textsearch', query: `failing ${index}` });
      expect(response.status, String(index)).toBe(502);
      expect(response.body).toMatchObject({ code: 'places_unavailable', status: 'UNKNOWN_ERROR' });
      expect(response.body).not.toHaveProperty('results');
    }
  });

  it('refuses bad input with 400 and a clear code, before any upstream call', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ endpoint: 'autocomplete' }, 'invalid_endpoint'],
      [{}, 'invalid_endpoint'],
      [{ endpoint: 'details' }, 'missing_place_id'],
      [{ endpoint: 'details', place_id: '../../etc' }, 'invalid_place_id'],
      [{ endpoint: 'nearbysearch', location: '45.46,9.19', radius: '999999999' }, 'invalid_radius'],
      [{ endpoint: 'nearbysearch', location: '95,9.19' }, 'invalid_location'],
      [{ endpoint: 'nearbysearch', location: '45,200' }, 'invalid_location'],
      [{ endpoint: 'nearbysearch' }, 'invalid_location'],
      [{ endpoint: 'textsearch' }, 'missing_query'],
      [{ endpoint: 'photo', photo_reference: 'https://evil.example/x.jpg' }, 'invalid_photo_reference'],
      [{ endpoint: 'photo', photo_reference: '//evil.example/x.jpg' }, 'invalid_photo_reference'],
      [{ endpoint: 'photo', photo_reference: 'abc', maxwidth: '99999' }, 'invalid_maxwidth'],
    ];
    for (const [params, code] of cases) {
      const response = await proxy(google, googleUser, params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(response.body.code, JSON.stringify(params)).toBe(code);
    }
    expect(upstream.requests).toEqual([]);
    expect((await proxy(google, null, { endpoint: 'textsearch', query: 'x' })).status).toBe(401);
  });
});

describe('google-places-proxy without a key: OpenStreetMap', () => {
  it('says a photo is not available in the request’s language (OpenStreetMap has none)', async () => {
    const italian = await proxy(osm, osmUser, { endpoint: 'photo', photo_reference: 'AeJbb3f_photoRef-123' });
    expect(italian.body).toEqual({ status: 'NOT_FOUND', error_message: 'Foto non disponibile.' });
    const response = await fetch(`${osm.baseUrl}/functions/v1/google-places-proxy?endpoint=photo&photo_reference=AeJbb3f_photoRef-123`, {
      headers: { authorization: `Bearer ${osmUser.accessToken}`, 'x-allerguida-language': 'en' },
    });
    expect(await response.json()).toEqual({ status: 'NOT_FOUND', error_message: 'Photo not available.' });
  });

  it('textsearch through Nominatim, venues only, in Google shape', async () => {
    const { body } = await proxy(osm, osmUser, { endpoint: 'textsearch', query: 'osteria milano' });
    expect(body).toEqual({
      status: 'OK',
      results: [
        {
          place_id: 'osm:n4242',
          name: 'Osteria Libera',
          formatted_address: 'Via Vigevano 18, Milano, Italia',
          formatted_phone_number: '+39 02 1234567',
          website: 'https://osteria.example',
          geometry: { location: { lat: 45.4535, lng: 9.1704 } },
          types: ['restaurant', 'food', 'establishment'],
        },
      ],
    });
    const sent = upstream.requests[0]!;
    expect(sent.url.pathname).toBe('/nominatim/search');
    expect(sent.url.searchParams.get('q')).toBe('osteria milano');
    expect(sent.headers['user-agent']).toMatch(/AllerGuida/);
  });

  it('nearbysearch through Overpass around the position, unnamed venues dropped', async () => {
    const { body } = await proxy(osm, osmUser, { endpoint: 'nearbysearch', location: '45.46,9.19', keyword: 'pizza' });
    expect((body.results as { place_id: string; name: string }[]).map((place) => [place.place_id, place.name])).toEqual([
      ['osm:n7', 'Pizzeria Vicina'],
      ['osm:w8', 'Caffè Centrale'],
    ]);
    const query = upstream.requests[0]!.url.searchParams.get('data')!;
    expect(query).toContain('around:5000,45.46,9.19');
    expect(query).toContain('"name"~"pizza",i');
  });

  it('details by osm id through Nominatim lookup; a Google id is not found', async () => {
    const { body } = await proxy(osm, osmUser, { endpoint: 'details', place_id: 'osm:n4242' });
    expect(body).toMatchObject({ status: 'OK', result: { name: 'Osteria Libera' } });
    expect(upstream.requests[0]!.url.searchParams.get('osm_ids')).toBe('N4242');
    expect((await proxy(osm, osmUser, { endpoint: 'details', place_id: 'ChIJabc' })).body).toMatchObject({ status: 'NOT_FOUND' });
  });

  it('ZERO_RESULTS when nothing matches; 502 when Nominatim fails', async () => {
    upstream.setHandler(() => ({ json: [] }));
    expect((await proxy(osm, osmUser, { endpoint: 'textsearch', query: 'nessuno qui' })).body).toEqual({ status: 'ZERO_RESULTS', results: [] });
    upstream.setHandler(() => ({ status: 503, body: 'busy' }));
    expect((await proxy(osm, osmUser, { endpoint: 'textsearch', query: 'nominatim down' })).status).toBe(502);
  });
});

describe('Nominatim pacing', () => {
  const INTERVAL_MS = 400;
  let paced: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    paced = await createTestApp({
      AUTH_AUTOCONFIRM: 'true',
      PLACES_NOMINATIM_URL: `${upstream.url}/nominatim`,
      // The geocoder on the same host: one allowance for both.
      GEOCODER_URL: `${upstream.url}/nominatim/search`,
      GEOCODER_MIN_INTERVAL_MS: String(INTERVAL_MS),
    });
    user = await newUser(paced);
  });
  afterAll(async () => {
    await paced?.close();
  });

  it('spaces places searches and geocoding on the same host, however many arrive at once', async () => {
    const answers = await Promise.all([
      proxy(paced, user, { endpoint: 'textsearch', query: 'osteria uno' }),
      proxy(paced, user, { endpoint: 'textsearch', query: 'osteria due' }),
      proxy(paced, user, { endpoint: 'details', place_id: 'osm:n4242' }),
      fetch(`${paced.baseUrl}/functions/v1/geocode?city=Borgo%20Inesistente`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const arrivals = upstream.requests.filter((request) => request.url.pathname.startsWith('/nominatim/')).map((request) => request.at);
    expect(arrivals).toHaveLength(4);
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    // Each request starts at least the interval after the previous one ended (timer slack: 10 ms).
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(INTERVAL_MS - 10);
  });
});
