// SQL of the places search's cache (places_cache): answers by the hash of
// their request until they expire.
import { sql } from 'drizzle-orm';
import { firstRowOf, type Executor } from '../db/query';
import type { PlacesAnswer } from './places.providers';

export async function findCachedPlacesAnswer(db: Executor, key: string): Promise<PlacesAnswer | undefined> {
  const row = await firstRowOf<{ body: PlacesAnswer }>(db, sql`SELECT body FROM places_cache WHERE cache_key = ${key} AND expires_at > now()`);
  return row?.body;
}

export async function storePlacesAnswer(db: Executor, key: string, body: PlacesAnswer, seconds: number): Promise<void> {
  await db.execute(sql`INSERT INTO places_cache (cache_key, body, expires_at)
    VALUES (${key}, ${JSON.stringify(body)}::jsonb, now() + make_interval(secs => ${seconds}))
    ON CONFLICT (cache_key) DO UPDATE SET body = excluded.body, expires_at = excluded.expires_at`);
  // Expired rows go on the way out, a few at a time.
  await db.execute(sql`DELETE FROM places_cache WHERE cache_key IN
    (SELECT cache_key FROM places_cache WHERE expires_at <= now() LIMIT 100)`);
}
