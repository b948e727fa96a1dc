// The places search behind /functions/v1/google-places-proxy: the query
// checked parameter by parameter (each bad one a 400 with its own code), then
// an answer from places_cache or from the provider, kept when worth repeating.
import { createHash } from 'node:crypto';
import { isValidLatitude, isValidLongitude } from '../../domain/geo';
import { PLACES_NEARBY_RADIUS_M, PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH, SEARCH_TERM_MAX } from '../../domain/limits';
import type { Executor } from '../db/query';
import { appError, type PlacesQueryError } from '../http/app-error';
import { askPlaces, type PlacesAnswer, type PlacesRequest, type ProviderConfig } from './places.providers';
import { findCachedPlacesAnswer, storePlacesAnswer } from './places.repository';

/** Google's own limit for nearby search. */
export const PLACES_RADIUS_MAX_M = 50_000;
export const PHOTO_MAX_WIDTH = 1600;
const PLACE_ID = /^[A-Za-z0-9_:-]{1,300}$/;
const PHOTO_REFERENCE = /^[A-Za-z0-9_-]{1,2000}$/;

const bad = (code: PlacesQueryError) => appError(code);

function parseLocation(value: string | undefined): { lat: number; lng: number } | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const [lat, lng, ...rest] = value.split(',').map((part) => Number(part.trim()));
  if (rest.length > 0 || !isValidLatitude(lat) || !isValidLongitude(lng)) throw bad('invalid_location');
  return { lat, lng };
}

const text = (value: string | undefined, code: PlacesQueryError) => {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > SEARCH_TERM_MAX) throw bad(code);
  return trimmed;
};

/** The request as the providers take it; every bad parameter is a 400 with its own code. */
export function placesRequest(query: Record<string, string | undefined>): PlacesRequest {
  switch (query.endpoint) {
    case 'nearbysearch': {
      const location = parseLocation(query.location);
      if (!location) throw bad('invalid_location');
      const radius = query.radius === undefined || query.radius === '' ? PLACES_NEARBY_RADIUS_M : Number(query.radius);
      if (!Number.isInteger(radius) || radius < 1 || radius > PLACES_RADIUS_MAX_M) throw bad('invalid_radius');
      if (query.type !== undefined && query.type !== 'restaurant') throw bad('invalid_type');
      const keyword = text(query.keyword, 'invalid_keyword');
      return { endpoint: 'nearbysearch', ...location, radius, keyword: keyword || undefined };
    }
    case 'textsearch': {
      const search = text(query.query, 'invalid_query');
      if (search === '') throw bad('missing_query');
      return { endpoint: 'textsearch', query: search, location: parseLocation(query.location) };
    }
    case 'details': {
      const placeId = (query.place_id ?? '').trim();
      if (placeId === '') throw bad('missing_place_id');
      if (!PLACE_ID.test(placeId)) throw bad('invalid_place_id');
      return { endpoint: 'details', placeId };
    }
    case 'photo': {
      const reference = (query.photo_reference ?? '').trim();
      if (reference === '') throw bad('missing_photo_reference');
      // A URL (to any host) is never fetched: the proxy talks to its configured upstreams only.
      if (!PHOTO_REFERENCE.test(reference)) throw bad('invalid_photo_reference');
      const maxWidth = query.maxwidth === undefined || query.maxwidth === '' ? PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH : Number(query.maxwidth);
      if (!Number.isInteger(maxWidth) || maxWidth < 1 || maxWidth > PHOTO_MAX_WIDTH) throw bad('invalid_maxwidth');
      return { endpoint: 'photo', photoReference: reference, maxWidth };
    }
    default:
      throw bad('invalid_endpoint');
  }
}

export type PlacesSearch = { db: Executor; provider: string; providerConfig: ProviderConfig; cacheSeconds: number };

/** The answer to a checked request: cached, else asked (an UpstreamError when the provider fails). */
export async function searchPlaces(search: PlacesSearch, placesQuery: PlacesRequest): Promise<PlacesAnswer> {
  const key = `${search.provider}:${createHash('sha256').update(JSON.stringify(placesQuery)).digest('hex')}`;
  const hit = await findCachedPlacesAnswer(search.db, key);
  if (hit) return hit;
  const answer = await askPlaces(search.providerConfig, placesQuery);
  // Only answers worth repeating: an upstream refusal (quota, bad key) must not stick.
  if (answer.status === 'OK' || answer.status === 'ZERO_RESULTS' || answer.status === 'NOT_FOUND') {
    await storePlacesAnswer(search.db, key, answer, search.cacheSeconds);
  }
  return answer;
}
