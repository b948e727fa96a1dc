import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { authFetch, mailbox, uniqueEmail } from './auth-test-helpers';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({
    AUTH_AUTOCONFIRM: 'true',
    RATE_LIMIT_TOKEN: '3',
    RATE_LIMIT_VERIFY: '2',
    RATE_LIMIT_OTP: '4',
    RATE_LIMIT_MFA: '2',
  });
});
afterAll(async () => {
  await sut.close();
});

const RATE_LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

describe('rate limits', () => {
  it('limits /token per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await authFetch(sut, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'segreta123' } });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.json).toMatchObject(RATE_LIMITED);
        expect(response.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
        expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
        expect(response.headers.get('retry-after')).toBeTruthy();
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('throttles recovery emails per address, saying when to ask again, then the shared sign-up/recover/resend/otp bucket per IP', async () => {
    const email = uniqueEmail('throttle');
    expect((await authFetch(sut, '/signup', { body: { email, password: 'segreta123' } })).status).toBe(200);
    expect((await authFetch(sut, '/recover', { body: { email } })).status).toBe(200);
    // GoTrue's answer within the window, with the seconds left; it sends nothing.
    const again = await authFetch(sut, '/recover', { body: { email } });
    expect(again.status).toBe(429);
    expect(again.json).toMatchObject({ code: 'over_email_send_rate_limit' });
    expect(again.json.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    expect((await mailbox(sut, email)).map((message) => message.subject)).toHaveLength(1);
    expect((await authFetch(sut, '/resend', { body: { type: 'signup', email } })).status).toBe(200);
    const limited = await authFetch(sut, '/otp', { body: { email } });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject(RATE_LIMITED);
  });

  it('limits /verify, GET and POST together', async () => {
    const link = '/verify?token=abc&type=signup';
    expect((await fetch(`${sut.baseUrl}/auth/v1${link}`, { redirect: 'manual' })).status).toBe(303);
    expect((await authFetch(sut, '/verify', { body: { type: 'signup', token_hash: 'abc' } })).status).toBe(403);
    const limited = await fetch(`${sut.baseUrl}/auth/v1${link}`, { redirect: 'manual' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject(RATE_LIMITED);
  });

  it('limits MFA challenge and verify', async () => {
    const path = '/factors/00000000-0000-4000-8000-000000000000';
    expect((await authFetch(sut, `${path}/challenge`, { body: {} })).status).toBe(401);
    expect((await authFetch(sut, `${path}/verify`, { body: {} })).status).toBe(401);
    expect((await authFetch(sut, `${path}/challenge`, { body: {} })).status).toBe(429);
  });
});

describe('with RATE_LIMITS_ENABLED=false', () => {
  let unlimited: TestApp;
  beforeAll(async () => {
    unlimited = await createTestApp({ RATE_LIMITS_ENABLED: 'false', RATE_LIMIT_TOKEN: '1' });
  });
  afterAll(async () => {
    await unlimited.close();
  });

  it('never answers 429', async () => {
    const email = uniqueEmail('free');
    for (let i = 0; i < 3; i += 1) {
      expect((await authFetch(unlimited, '/token?grant_type=password', { body: { email, password: 'segreta123' } })).status).toBe(400);
      expect((await authFetch(unlimited, '/recover', { body: { email } })).status).toBe(200);
    }
  });
});

describe('with the default limits (nothing configured)', () => {
  let defaults: TestApp;
  beforeAll(async () => {
    defaults = await createTestApp();
  });
  afterAll(async () => {
    await defaults.close();
  });

  const statusesOf = async (count: number, call: () => Promise<{ status: number }>) => {
    const statuses: number[] = [];
    // In small batches: the limit counts requests, not their order.
    for (let sent = 0; sent < count; sent += 25) {
      const batch = await Promise.all(Array.from({ length: Math.min(25, count - sent) }, call));
      statuses.push(...batch.map((response) => response.status));
    }
    return statuses;
  };

  it('lets 150 grants through per IP in the window, then answers 429', async () => {
    const grant = () => authFetch(defaults, '/token?grant_type=password', { body: {} });
    const first = await statusesOf(150, grant);
    expect(first.filter((status) => status === 429)).toEqual([]);
    const next = await grant();
    expect(next.status).toBe(429);
    expect(next.json).toMatchObject(RATE_LIMITED);
  });

  it('lets 30 verifications through per IP in the window, then answers 429', async () => {
    const verify = () => authFetch(defaults, '/verify', { body: { type: 'signup', token_hash: 'abc' } });
    const first = await statusesOf(30, verify);
    expect(first.filter((status) => status === 429)).toEqual([]);
    expect((await verify()).status).toBe(429);
  });
});
