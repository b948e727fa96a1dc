import { describe, expect, it } from 'vitest';
import { CallerCache, noteSessionsRevoked } from './caller-cache';

function cacheAt(start: number, options: { maxEntries?: number; sessionRecheckMs?: number } = {}) {
  const clock = { now: start };
  const cache = new CallerCache<string>({
    maxEntries: options.maxEntries ?? 10,
    sessionRecheckMs: options.sessionRecheckMs ?? 5000,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('CallerCache', () => {
  it('answers for a verified token until its session is due for another look', () => {
    const { cache, clock } = cacheAt(1_000);
    cache.set('token', { caller: 'ada', expiresAtMs: 100_000 }, cache.mark());
    clock.now += 4_999;
    expect(cache.get('token')).toBe('ada');
    clock.now += 1;
    expect(cache.get('token')).toBeUndefined();
  });

  it('never answers for an expired token', () => {
    const { cache, clock } = cacheAt(1_000);
    cache.set('token', { caller: 'ada', expiresAtMs: 2_000 }, cache.mark());
    clock.now = 1_999;
    expect(cache.get('token')).toBe('ada');
    clock.now = 2_000;
    expect(cache.get('token')).toBeUndefined();
  });

  it('forgets every caller when a session is ended in this process', () => {
    const { cache } = cacheAt(1_000);
    cache.set('token', { caller: 'ada', expiresAtMs: 100_000 }, cache.mark());
    noteSessionsRevoked();
    expect(cache.get('token')).toBeUndefined();
  });

  it('does not keep a caller whose session lookup overlapped a sign-out', () => {
    const { cache } = cacheAt(1_000);
    const mark = cache.mark();
    noteSessionsRevoked();
    cache.set('token', { caller: 'ada', expiresAtMs: 100_000 }, mark);
    expect(cache.get('token')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the one verified longest ago', () => {
    const { cache } = cacheAt(1_000, { maxEntries: 2 });
    for (const token of ['a', 'b', 'c']) cache.set(token, { caller: token, expiresAtMs: 100_000 }, cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('b');
    expect(cache.get('c')).toBe('c');
  });

  it('caches nothing when the session must be looked up on every request', () => {
    const { cache } = cacheAt(1_000, { sessionRecheckMs: 0 });
    cache.set('token', { caller: 'ada', expiresAtMs: 100_000 }, cache.mark());
    expect(cache.get('token')).toBeUndefined();
  });
});
