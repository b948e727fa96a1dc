// Suspension at the auth level (docs/auth-api.md#suspension): banUser refuses
// every sign-in and refresh, and the tokens already issued stop working at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, authFetch, confirmedUser, latestCode } from './auth-test-helpers';
import { banUser } from './admin.service';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_EMAIL_MAX_FREQUENCY: '0' });
});
afterAll(async () => {
  await sut.close();
});

const until = new Date('2099-05-01T10:00:00.000Z');

async function signedIn() {
  const account = await confirmedUser(sut);
  const { data } = await account.client.getSession();
  return { ...account, session: data.session! };
}

const restCall = (token: string) =>
  fetch(`${sut.baseUrl}/rest/v1/acceptances`, { headers: { authorization: `Bearer ${token}` } });

describe('banUser', () => {
  it('refuses password sign-in with 400 user_banned and the end of the ban, only to the right password', async () => {
    const { email, password, session } = await signedIn();
    expect(await banUser(sut.database.db, session.user.id, until)).toBe('done');

    const client = authClient(sut);
    const refused = await client.signInWithPassword({ email, password });
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned until 2099-05-01T10:00:00.000Z' });
    const wrong = await client.signInWithPassword({ email, password: 'sbagliata1' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('stops the tokens already issued at once: /rest answers 401, /auth/v1/user 403 user_banned, refresh 400 user_banned', async () => {
    const { session } = await signedIn();
    // Warm the verified-caller cache first: the ban must not wait for it.
    expect((await restCall(session.access_token)).status).toBe(200);

    await banUser(sut.database.db, session.user.id, until);

    expect((await restCall(session.access_token)).status).toBe(401);
    const user = await authFetch(sut, '/user', { token: session.access_token });
    expect(user.status).toBe(403);
    expect(user.json.code).toBe('user_banned');
    const refreshed = await authFetch(sut, '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(400);
    expect(refreshed.json.code).toBe('user_banned');
  });

  it('refuses a one-time code issued before the ban with 403 user_banned', async () => {
    const { email, session } = await signedIn();
    expect((await authClient(sut).signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = await latestCode(sut, email);
    await banUser(sut.database.db, session.user.id, until);

    const verified = await authClient(sut).verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toMatchObject({ status: 403, code: 'user_banned' });
  });

  it('lifted (null), lets the user sign in again and the kept session work again', async () => {
    const { email, password, session } = await signedIn();
    await banUser(sut.database.db, session.user.id, until);
    expect((await restCall(session.access_token)).status).toBe(401);

    expect(await banUser(sut.database.db, session.user.id, null)).toBe('done');
    expect((await restCall(session.access_token)).status).toBe(200);
    expect((await authClient(sut).signInWithPassword({ email, password })).error).toBeNull();
    const refreshed = await authFetch(sut, '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
  });

  it('a ban that has ended refuses nothing', async () => {
    const { email, password, session } = await signedIn();
    await banUser(sut.database.db, session.user.id, new Date(Date.now() - 1000));
    expect((await restCall(session.access_token)).status).toBe(200);
    expect((await authClient(sut).signInWithPassword({ email, password })).error).toBeNull();
  });

  it('reports unknown users', async () => {
    expect(await banUser(sut.database.db, randomUUID(), until)).toBe('not_found');
    expect(await banUser(sut.database.db, 'not-a-uuid', until)).toBe('not_found');
  });
});
