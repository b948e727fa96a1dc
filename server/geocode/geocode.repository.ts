// The geocoding cache (geocode_cache).
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/query';
import type { GeocodeResult } from './geocode.service';

export async function readCachedGeocode(
  db: Executor,
  key: string,
): Promise<{ result: GeocodeResult | null; createdAt: Date } | undefined> {
  const result = await rowsOf<{ lat: number | null; lon: number | null; display_name: string | null; created_at: string | Date }>(db, 
    sql`SELECT lat, lon, display_name, created_at FROM geocode_cache WHERE query_key = ${key}`,
  );
  const row = result[0];
  if (!row) return undefined;
  const hit = row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon, display_name: row.display_name ?? '' } : null;
  return { result: hit, createdAt: new Date(row.created_at) };
}

export async function writeCachedGeocode(db: Executor, key: string, result: GeocodeResult | null): Promise<void> {
  await db.execute(sql`INSERT INTO geocode_cache (query_key, lat, lon, display_name, created_at)
    VALUES (${key}, ${result?.lat ?? null}, ${result?.lon ?? null}, ${result?.display_name ?? null}, now())
    ON CONFLICT (query_key) DO UPDATE SET lat = excluded.lat, lon = excluded.lon,
      display_name = excluded.display_name, created_at = excluded.created_at`);
}
