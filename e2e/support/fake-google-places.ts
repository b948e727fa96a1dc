// The Google Places web service as the end-to-end server sees it
// (GOOGLE_PLACES_URL, see playwright.config.ts), answering in Google's
// documented shapes. Deterministic, so parallel journeys need no shared state:
// a text search for 'trattoria <token>' finds one venue named after the token,
// 'guasto' makes the service fail, anything else finds nothing.
import { createHash } from 'node:crypto';
import type { FakeReply, RecordedRequest } from '../../server/test/fake-upstream';

export const FAKE_PLACES_KEY = 'e2e-places-key';
export const FAKE_PLACES_PORT = Number(process.env.FAKE_PLACES_PORT ?? 3102);

/** The venue a search for 'trattoria <token>' finds. */
export function fakePlace(token: string) {
  const streetNumber = (createHash('sha256').update(token).digest().readUInt16BE(0) % 900) + 10;
  return {
    place_id: `e2e-${token}`,
    name: `Trattoria Importata ${token}`,
    formatted_address: `Via Vigevano ${streetNumber}, Milano, Italia`,
    formatted_phone_number: '02 1234567',
    geometry: { location: { lat: 45.4535, lng: 9.1704 } },
    types: ['restaurant', 'food'],
    rating: 4.6,
    price_level: 2,
    opening_hours: { open_now: true },
  };
}

export function answerAsGooglePlaces(request: RecordedRequest): FakeReply {
  const { pathname, searchParams } = request.url;
  if (pathname === '/health') return { json: { status: 'ok' } };
  if (searchParams.get('key') !== FAKE_PLACES_KEY) {
    return { json: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } };
  }
  if (pathname === '/textsearch/json') {
    const query = (searchParams.get('query') ?? '').trim().toLowerCase();
    if (query.includes('guasto')) return { status: 500, body: 'Internal Server Error' };
    const token = /^trattoria (\S+)$/.exec(query)?.[1];
    return { json: token ? { html_attributions: [], status: 'OK', results: [fakePlace(token)] } : { html_attributions: [], status: 'ZERO_RESULTS', results: [] } };
  }
  if (pathname === '/details/json') {
    const token = /^e2e-(\S+)$/.exec(searchParams.get('place_id') ?? '')?.[1];
    return { json: token ? { html_attributions: [], status: 'OK', result: fakePlace(token) } : { html_attributions: [], status: 'NOT_FOUND' } };
  }
  return { status: 404, body: 'Not Found' };
}
