// When an upstream host's last request ended (table upstream_pacing), by the
// database's clock, so that instances with different clocks agree.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/query';

/** How long to wait before `name`'s next request may start: 0 when `minIntervalMs` has passed since the last one ended. */
export async function msUntilAllowed(db: Database, name: string, minIntervalMs: number): Promise<number> {
  const result = await rowsOf<{ wait_ms: number }>(db, sql`
    SELECT GREATEST(0, CEIL(EXTRACT(EPOCH FROM (last_end - clock_timestamp())) * 1000 + ${minIntervalMs}))::int AS wait_ms
    FROM upstream_pacing WHERE name = ${name}`);
  return result[0]?.wait_ms ?? 0;
}

/** Notes that `name`'s request ended now. */
export async function recordEnd(db: Database, name: string): Promise<void> {
  await db.execute(sql`INSERT INTO upstream_pacing (name, last_end) VALUES (${name}, clock_timestamp())
    ON CONFLICT (name) DO UPDATE SET last_end = excluded.last_end`);
}
