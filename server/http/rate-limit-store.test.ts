// The rate-limit store that instances share on PostgreSQL, driven as
// @fastify/rate-limit drives it (child per limit, then incr per request).
// Its SQL runs on both databases, so the API tier checks it on both.
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { postgresRateLimitStore } from './rate-limit-store';
import { rowsOf } from '../db/query';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(async () => {
  await sut.close();
});

/** What one instance's plugin builds: its root store, then one child per limit. */
function instanceStore() {
  const Store = postgresRateLimitStore(sut.database.db);
  return new Store({} as never);
}
const routeLimit = (root: FastifyRateLimitStore, method: string, url: string) =>
  root.child({ routeInfo: { method, url } } as never);
const groupLimit = (root: FastifyRateLimitStore, groupId: string) => root.child({ routeInfo: {}, groupId } as never);

function hit(store: FastifyRateLimitStore, key: string, windowMs: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
  );
}

describe('the shared rate-limit store', () => {
  it('counts the hits of two instances on one database together, per limit and per caller', async () => {
    const first = routeLimit(instanceStore(), 'POST', '/rest/v1/reviews');
    const second = routeLimit(instanceStore(), 'POST', '/rest/v1/reviews');
    const otherRoute = routeLimit(instanceStore(), 'PATCH', '/rest/v1/reviews/:id');
    const group = groupLimit(instanceStore(), 'auth:token');

    expect((await hit(first, '203.0.113.7', 60_000)).current).toBe(1);
    expect((await hit(second, '203.0.113.7', 60_000)).current).toBe(2);
    expect((await hit(first, '203.0.113.7', 60_000)).current).toBe(3);
    expect((await hit(second, '198.51.100.20', 60_000)).current).toBe(1);
    expect((await hit(otherRoute, '203.0.113.7', 60_000)).current).toBe(1);
    expect((await hit(group, '203.0.113.7', 60_000)).current).toBe(1);
  });

  it('starts a new window once the last one has ended, and reports the time left in it', async () => {
    const limit = groupLimit(instanceStore(), 'auth:verify');
    const opened = await hit(limit, '192.0.2.44', 400);
    expect(opened.current).toBe(1);
    expect(opened.ttl).toBeGreaterThan(300);
    expect(opened.ttl).toBeLessThanOrEqual(400);
    expect((await hit(limit, '192.0.2.44', 400)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reopened = await hit(limit, '192.0.2.44', 400);
    expect(reopened.current).toBe(1);
    expect(reopened.ttl).toBeGreaterThan(300);
  });

  it('stores a hash, never the caller’s address', async () => {
    await hit(groupLimit(instanceStore(), 'auth:otp'), '203.0.113.99', 60_000);
    const result = await rowsOf<{ key: string }>(sut.database.db, sql`SELECT key FROM rate_limit_hits`);
    expect(result.length).toBeGreaterThan(0);
    for (const { key } of result) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain('203.0.113');
    }
  });

  it('refuses a limit that names neither a route nor a group (its counters would mix with others)', () => {
    expect(() => instanceStore().child({ routeInfo: {} } as never)).toThrow(
      'A shared rate limit needs a route or a groupId to name its counters',
    );
  });
});
