// Small factories for API tests. Users are created through the real API
// (POST /auth/v1/signup), so tests exercise the same path as the web app.
// The test app must run with AUTH_AUTOCONFIRM=true, which makes signup answer
// with a session straight away.
import { randomUUID } from 'node:crypto';
import { restaurants, reviews } from '../db/schema';
import type { TestApp } from './test-app';

export type TestUser = {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
};

export type NewUserOverrides = {
  email?: string;
  password?: string;
  /** Sign-up metadata (the app's sign-up form sends the nickname here). */
  data?: Record<string, unknown>;
};

export async function newUser(testApp: Pick<TestApp, 'baseUrl'>, overrides: NewUserOverrides = {}): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.test`;
  const password = overrides.password ?? `pw-${randomUUID()}`;
  const response = await fetch(`${testApp.baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password, data: overrides.data ?? {} }),
  });
  const body = (await response.json()) as {
    access_token?: string;
    refresh_token?: string;
    user?: { id: string };
    message?: string;
  };
  if (response.status !== 200 || !body.access_token || !body.refresh_token || !body.user) {
    throw new Error(
      `newUser: signup answered ${response.status} without a session (${body.message ?? 'no message'}); ` +
        'create the test app with AUTH_AUTOCONFIRM=true',
    );
  }
  return {
    id: body.user.id,
    email,
    password,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
  };
}

export type ApiResponse<T = Record<string, unknown>> = { status: number; headers: Headers; body: T };

/** One JSON call to the test server, as the given user (or anonymously). */
export async function callApi<T = Record<string, unknown>>(
  testApp: Pick<TestApp, 'baseUrl'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${testApp.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A restaurant row written straight to the database (for tests of other modules). */
export async function insertRestaurant(
  testApp: Pick<TestApp, 'database'>,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<typeof restaurants.$inferSelect> {
  const name = values.name ?? `Trattoria ${randomUUID().slice(0, 8)}`;
  const [row] = await testApp.database.db
    .insert(restaurants)
    .values({ name, sortName: name.toLowerCase(), address: 'Via Roma 1', city: 'Milano', ...values })
    .returning();
  return row!;
}

/** A review row written straight to the database (for tests of other modules). */
export async function insertReview(
  testApp: Pick<TestApp, 'database'>,
  values: Pick<typeof reviews.$inferInsert, 'restaurantId' | 'userId'> & Partial<typeof reviews.$inferInsert>,
): Promise<typeof reviews.$inferSelect> {
  const [row] = await testApp.database.db
    .insert(reviews)
    .values({ rating: 'good', comment: 'Personale attento alle allergie.', ...values })
    .returning();
  return row!;
}

/** The required fields of a review sent to POST or PATCH /rest/v1/reviews, with ordinary values. */
export const REVIEW_INPUT_FIELDS = {
  rating: 'good',
  cuisine_type: 'italian',
  cleanliness_rating: 4,
  customer_attention_rating: 4,
  menu_flexibility_rating: 4,
  allergen_indication: 'yes',
} as const;

/**
 * Waits until every queued alert fan-out (server/alerts/alert-fanout.ts) is
 * expanded into its bell rows and outbox rows: a writer's response comes
 * before them. Runs the fan-out here too, so it also works where the app's own
 * loop is off; a job that fails fails the wait with its error.
 */
export async function fannedOut(testApp: Pick<TestApp, 'app'>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await testApp.app.alertFanout.drain();
    const state = await testApp.app.alertFanout.state();
    if (state.failed > 0 || state.last_error) throw new Error(`alert fan-out failed: ${state.last_error ?? 'a job was given up'}`);
    if (state.pending === 0) return;
    if (Date.now() > deadline) throw new Error(`alert fan-out: ${state.pending} job(s) still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
