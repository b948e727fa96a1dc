// Request spacing that holds across instances: the public Nominatim service
// allows one request per second per application, not per process. On
// PostgreSQL the instances take turns under one advisory lock and read when the
// last request finished from upstream_pacing, by the database's clock (the
// instances' own clocks may disagree). The embedded database has one process,
// whose memory is enough.
import type { DatabaseHandle } from '../db/client';
import { msUntilAllowed, recordEnd } from './pacing.repository';
import { createIntervalLimiter } from './upstream';

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

const hostLimiters = new WeakMap<DatabaseHandle, Map<string, Limiter>>();

/**
 * The one limiter of an upstream host: Nominatim's allowance is per
 * application, so geocoding and places search share it when they call the same
 * host, within this process and, through the database, across instances.
 */
export function upstreamHostLimiter(database: DatabaseHandle, url: string, minIntervalMs: number): Limiter {
  const name = `host:${new URL(url).host}`;
  let byName = hostLimiters.get(database);
  if (!byName) {
    byName = new Map();
    hostLimiters.set(database, byName);
  }
  let limiter = byName.get(name);
  if (!limiter) {
    limiter = createSharedIntervalLimiter(database, name, minIntervalMs);
    byName.set(name, limiter);
  }
  return limiter;
}

/** Runs tasks one at a time, across every instance on the database, each at least `minIntervalMs` after the previous one finished. */
export function createSharedIntervalLimiter(database: DatabaseHandle, name: string, minIntervalMs: number): Limiter {
  if (database.kind === 'pglite') return createIntervalLimiter(minIntervalMs);
  // One task of this process at a time waits for the lock, not one pooled connection per request.
  const oneAtATime = createIntervalLimiter(0);
  return (task) =>
    oneAtATime(() =>
      database.exclusively(`pacing:${name}`, async () => {
        const wait = await msUntilAllowed(database.db, name, minIntervalMs);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          return await task();
        } finally {
          await recordEnd(database.db, name);
        }
      }),
    );
}
