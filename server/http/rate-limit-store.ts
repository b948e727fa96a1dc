// @fastify/rate-limit's counters kept in PostgreSQL (table rate_limit_hits), so
// instances behind one load balancer count a caller's requests together: two
// instances must not allow twice the limit. With the embedded database one
// process serves everything and the plugin's in-memory store is used instead.
//
// Fixed windows, as every limit of the project is configured: the first hit
// opens a window of `timeWindow` ms, later hits count in it until it ends.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { countRateLimitHit, deleteEndedRateLimitWindows } from './rate-limit.repository';

/** How often an instance deletes the rows of ended windows. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 1000;

/** What the plugin hands to `child`: the route's options, or the options given to app.rateLimit. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

type Shared = { db: Database; lastSweepMs: number };

class PostgresRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    this.#hit(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * One store per limit: a route's own limit is named by its method and URL,
   * a limit shared by several routes (app.rateLimit) by its groupId. Both are
   * the same on every instance, so their counters meet in the table.
   */
  child(options: ChildOptions): PostgresRateLimitStore {
    const route = options.routeInfo;
    const namespace = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : options.groupId;
    if (!namespace) throw new Error('A shared rate limit needs a route or a groupId to name its counters');
    return new PostgresRateLimitStore(this.shared, namespace);
  }

  async #hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const { db } = this.shared;
    // Hashed: the caller's IP address is not stored.
    const rowKey = createHash('sha256').update(`${this.namespace}\n${key}`).digest('base64url');
    const { hits, ttlMs } = await countRateLimitHit(db, rowKey, timeWindowMs);
    await this.#sweep();
    return { current: hits, ttl: ttlMs };
  }

  async #sweep() {
    const now = Date.now();
    if (now - this.shared.lastSweepMs < SWEEP_INTERVAL_MS) return;
    this.shared.lastSweepMs = now;
    await deleteEndedRateLimitWindows(this.shared.db, SWEEP_BATCH);
  }
}

/** The `store` option of @fastify/rate-limit, counting in `db`. */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const shared: Shared = { db, lastSweepMs: 0 };
  return class extends PostgresRateLimitStore {
    constructor() {
      // The plugin's own store serves only global limits, which this project does not use.
      super(shared, 'global');
    }
  } as FastifyRateLimitStoreCtor;
}
