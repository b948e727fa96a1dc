// The shared rate limits' counters (table rate_limit_hits): fixed windows,
// keyed by a hash of the limit's name and the caller's key.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/query';

/** Counts one hit in the key's window, opening a new window of `timeWindowMs` when the last one ended. */
export async function countRateLimitHit(db: Database, key: string, timeWindowMs: number): Promise<{ hits: number; ttlMs: number }> {
  // An upsert with RETURNING answers exactly one row.
  const [row] = (await rowsOf<{ hits: number; ttl_ms: number }>(db, sql`
    INSERT INTO rate_limit_hits AS h (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${timeWindowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN h.reset_at <= now() THEN 1 ELSE h.hits + 1 END,
      reset_at = CASE WHEN h.reset_at <= now() THEN excluded.reset_at ELSE h.reset_at END
    RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl_ms`)) as [{ hits: number; ttl_ms: number }];
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** Deletes up to `batch` rows of ended windows. */
export async function deleteEndedRateLimitWindows(db: Database, batch: number): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE key IN
    (SELECT key FROM rate_limit_hits WHERE reset_at < now() LIMIT ${batch})`);
}
