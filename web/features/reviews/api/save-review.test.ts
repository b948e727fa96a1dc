import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveReview } from './save-review';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('saving a new review', () => {
  it('posts it with a generated id, and after a lost answer posts the same body again', async () => {
    vi.useFakeTimers();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        if (bodies.length === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ id: 'stored' }), { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );
    const input = { restaurant_id: '11111111-1111-4111-8111-111111111111', comment: 'Ottimo' };
    const saved = saveReview({ kind: 'create', input: input as never });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(saved).resolves.toEqual({ id: 'stored' });
    vi.useRealTimers();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({ ...input, id: expect.stringMatching(UUID_V4) });
    expect(bodies[1]).toEqual(bodies[0]);
  });
});
