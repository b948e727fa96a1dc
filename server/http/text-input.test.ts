// Security: a NUL byte or a lone UTF-16 surrogate in any string a
// client sends is a 400 validation_failed on every route, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { runUserCommand } from '../auth/cli';
import { createTestApp, type TestApp } from '../test/test-app';
import { newUser, type TestUser } from '../test/factories';
import { hasUnstorableText } from './text-input';

let sut: TestApp;
let user: TestUser;
/** The operator API refuses a user before it reads any input: its routes are tried with the service-role key. */
let serviceKey: string;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  sut = await createTestApp(
    { AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' },
    {
      onRoute: (route: RouteOptions) => {
        // OPTIONS is the CORS preflight, answered before any input is read.
        for (const method of [route.method].flat()) if (method !== 'OPTIONS') routes.push({ method, url: route.url });
      },
    },
  );
  user = await newUser(sut);
  const printed: string[] = [];
  await runUserCommand(sut.database.db, ['service-key'], (line) => printed.push(line), sut.config);
  serviceKey = printed.at(-1)!;
});

const isOperatorRoute = (url: string) => url.startsWith('/auth/v1/admin/') || url === '/auth/v1/invite';
afterAll(async () => {
  await sut.close();
});

const NUL = 'a\u0000b';
const HIGH = 'a\ud800b';
const LOW = 'a\udc00b';
const FIELDS = ['email', 'phone', 'password', 'token', 'token_hash', 'type', 'refresh_token', 'auth_code', 'code_verifier', 'challenge_id', 'code', 'factor_type', 'friendly_name', 'q', 'name', 'city', 'address', 'comment', 'nickname', 'confirmation', 'cursor'];
const QUERY_KEYS = ['q', 'search', 'query', 'city', 'cursor', 'grant_type', 'redirect_to', 'token', 'type', 'scope', 'to', 'lat', 'lng', 'restaurant_id', 'allergens'];

/** The route's URL with every parameter (`:name`, `*`) set to `value`. */
const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value).replace(/\*/g, `reviews/${value}.jpg`);

async function send(method: string, url: string, body?: string) {
  const response = await sut.app.inject({
    method: method as 'GET',
    url,
    headers: {
      authorization: `Bearer ${isOperatorRoute(url.split('?')[0]!) ? serviceKey : user.accessToken}`,
      'x-supabase-api-version': '2024-01-01',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  let code: unknown;
  try {
    code = (response.json() as { code?: unknown }).code;
  } catch {
    code = `not JSON: ${response.body.slice(0, 40)}`;
  }
  return { status: response.statusCode, code };
}

describe('unstorable text in any input', () => {
  it('finds the routes to try', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/auth/v1/verify' });
    expect(routes).toContainEqual({ method: 'GET', url: '/rest/v1/restaurants' });
  });

  it('answers 400 validation_failed on every route for a NUL in the query or the path', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const query = QUERY_KEYS.map((key) => `${key}=x%00y`).join('&');
      for (const target of [`${fill(url, 'x')}?${query}`, fill(url, 'x%00y')]) {
        if (target === fill(url, 'x') && !url.includes(':') && !url.includes('*')) continue;
        const { status, code } = await send(method, target);
        const isNotFound = method === 'HEAD' || status === 404;
        if (status >= 500 || (!isNotFound && (status !== 400 || code !== 'validation_failed'))) {
          failures.push(`${method} ${target} -> ${status} ${String(code)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 validation_failed on every route with a body for a NUL or a lone surrogate in it', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes.filter((route) => !['GET', 'HEAD'].includes(route.method))) {
      for (const bad of [NUL, HIGH, LOW]) {
        const fields = Object.fromEntries(FIELDS.map((field) => [field, bad]));
        for (const body of [fields, { nested: [{ deep: bad }] }, { [bad]: 'key' }]) {
          const { status, code } = await send(method, fill(url, '00000000-0000-4000-8000-000000000000'), JSON.stringify(body));
          if (status >= 500 || status !== 400 || code !== 'validation_failed') {
            failures.push(`${method} ${url} ${JSON.stringify(body).slice(0, 40)} -> ${status} ${String(code)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps well-formed text, emoji included', () => {
    expect(hasUnstorableText({ comment: 'Senza glutine 🌾, ottimo', list: ['à', 'é'] })).toBe(false);
    expect(hasUnstorableText({ comment: 'x\u0000' })).toBe(true);
    expect(hasUnstorableText(['\ud83c'])).toBe(true);
    expect(hasUnstorableText({ ['\udf3e']: 1 })).toBe(true);
  });
});
