import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createWithOneRetry, newClientId } from './idempotent-create';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientId', () => {
  it('makes a different version 4 UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

describe('createWithOneRetry', () => {
  it('sends once more with the same id after no answer, and returns the second answer', async () => {
    const ids: string[] = [];
    const result = await createWithOneRetry(async (id) => {
      ids.push(id);
      if (ids.length === 1) throw new ApiError(0, 'network_error', 'Connessione assente');
      return 'stored';
    }, 0);
    expect(result).toBe('stored');
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('retries a 503 once, then gives up with the second failure', async () => {
    let calls = 0;
    const attempt = createWithOneRetry(async () => {
      calls += 1;
      throw new ApiError(503, 'database_unavailable', `prova ${calls}`);
    }, 0);
    await expect(attempt).rejects.toMatchObject({ status: 503, message: 'prova 2' });
    expect(calls).toBe(2);
  });

  it('does not retry a refusal (4xx)', async () => {
    let calls = 0;
    const attempt = createWithOneRetry(async () => {
      calls += 1;
      throw new ApiError(409, 'id_conflict', 'conflitto');
    }, 0);
    await expect(attempt).rejects.toMatchObject({ status: 409 });
    expect(calls).toBe(1);
  });
});
