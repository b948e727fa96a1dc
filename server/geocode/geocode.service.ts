// City → coordinates for the map (docs/product.md#geocoding): the built-in city table,
// then the database cache, then a Nominatim-compatible service with the
// spec's candidate queries, at most one upstream request per interval.
import { z } from 'zod';
import { findCity, geocodeCandidates } from '../../domain/geo';
import { foldForMatch } from '../../domain/fold';
import type { Executor } from '../db/query';
import { fetchJson, UpstreamError } from '../upstream/upstream';
import { readCachedGeocode, writeCachedGeocode } from './geocode.repository';

export type GeocodeResult = { lat: number; lon: number; display_name: string };

/** A remembered miss is retried after this long (a new place may get mapped). */
export const GEOCODE_MISS_TTL_MS = 24 * 60 * 60 * 1000;

const nominatimHitSchema = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }).passthrough(),
);

export type GeocoderDeps = {
  db: Executor;
  url: string;
  userAgent: string;
  timeoutMs: number;
  /** Serialises and spaces upstream calls (createSharedIntervalLimiter). */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
};

async function askUpstream(deps: GeocoderDeps, query: string): Promise<GeocodeResult | null> {
  const url = new URL(deps.url);
  url.search = new URLSearchParams({ q: query, format: 'json', limit: '1', addressdetails: '1' }).toString();
  const body = await deps.limit(() => fetchJson(url, { timeoutMs: deps.timeoutMs, headers: { 'user-agent': deps.userAgent } }));
  const parsed = nominatimHitSchema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('malformed', `${url.host}: unexpected geocoder answer`);
  const hit = parsed.data[0];
  if (!hit || !Number.isFinite(hit.lat) || !Number.isFinite(hit.lon) || Math.abs(hit.lat) > 90 || Math.abs(hit.lon) > 180) {
    return null;
  }
  return { lat: hit.lat, lon: hit.lon, display_name: hit.display_name };
}

/**
 * The city's position, or null when nobody knows it. Throws UpstreamError
 * when the service fails before any candidate answered (nothing is cached then).
 */
export async function geocodeCity(deps: GeocoderDeps, city: string): Promise<GeocodeResult | null> {
  const fromTable = findCity(city);
  if (fromTable) return { lat: fromTable.lat, lon: fromTable.lng, display_name: fromTable.name };

  const key = foldForMatch(city);
  const cached = await readCachedGeocode(deps.db, key);
  if (cached && (cached.result !== null || Date.now() - cached.createdAt.getTime() < GEOCODE_MISS_TTL_MS)) {
    return cached.result;
  }

  for (const candidate of geocodeCandidates(city)) {
    const result = await askUpstream(deps, candidate);
    if (result) {
      await writeCachedGeocode(deps.db, key, result);
      return result;
    }
  }
  await writeCachedGeocode(deps.db, key, null);
  return null;
}
