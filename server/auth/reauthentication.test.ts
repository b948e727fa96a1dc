// GoTrue's re-authentication, driven by auth-js: a password change from a
// session older than AUTH_PASSWORD_REAUTH_AFTER (24 h) needs the code that
// GET /reauthenticate emails (`reauthenticate()`, then
// `updateUser({ password, nonce })`); the code is single use, expires, and
// wrong guesses end it per account (docs/auth-api.md#user-changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isAuthApiError } from '@supabase/auth-js';
import { oneTimeTokens, sessions } from '../db/schema';
import { PASSWORD_REAUTH_AFTER_SECONDS } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, authFetch, confirmedUser, latestCode, latestMessage, mailbox } from './auth-test-helpers';

type Client = Awaited<ReturnType<typeof confirmedUser>>['client'];

const sessionIdOf = async (client: Client) => {
  const { data } = await client.getSession();
  const payload = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as { session_id: string };
  return payload.session_id;
};

/** As if the user had signed in `hours` ago (the session's own start, which refreshes keep). */
async function ageSession(sut: TestApp, client: Client, hours: number) {
  await sut.database.db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(sessions.id, await sessionIdOf(client)));
}

const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

async function expectRefused(promise: ReturnType<Client['updateUser']>, status: number, code: string) {
  const { data, error } = await promise;
  expect(data.user).toBeNull();
  expect(isAuthApiError(error), String(error)).toBe(true);
  expect({ status: error!.status, code: error!.code }).toEqual({ status, code });
}

const signsInWith = async (sut: TestApp, email: string, password: string) =>
  !(await authClient(sut).signInWithPassword({ email, password })).error;

describe('re-authentication before a password change', () => {
  let sut: TestApp;
  beforeAll(async () => {
    // The per-user send window off, so one user can ask for a code twice in a test.
    sut = await createTestApp({ AUTH_EMAIL_MAX_FREQUENCY: '0' });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('defaults to GoTrue\'s 24 hours', () => {
    expect(PASSWORD_REAUTH_AFTER_SECONDS).toBe(86_400);
    expect(sut.config.authPasswordReauthAfterSeconds).toBe(86_400);
  });

  it('reauthenticate() emails a code that lets a day-old session change the password, once', async () => {
    const { client, email, password } = await confirmedUser(sut);
    await ageSession(sut, client, 25);

    const sent = await client.reauthenticate();
    expect(sent.error).toBeNull();
    const message = await latestMessage(sut, email);
    expect(message.subject).toMatch(/codice per cambiare la password/);
    expect(message.text).not.toMatch(/https?:\/\//);
    const nonce = await latestCode(sut, email);

    const changed = await client.updateUser({ password: 'nuova-segreta-1', nonce });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(email);
    expect(await signsInWith(sut, email, 'nuova-segreta-1')).toBe(true);
    expect(await signsInWith(sut, email, password)).toBe(false);

    // The same code again: spent.
    await expectRefused(client.updateUser({ password: 'nuova-segreta-2', nonce }), 422, 'reauthentication_not_valid');
    expect(await signsInWith(sut, email, 'nuova-segreta-1')).toBe(true);
  });

  it('refuses a day-old session without a nonce: 400 reauthentication_needed, password unchanged', async () => {
    const { client, email, password } = await confirmedUser(sut);
    await ageSession(sut, client, 25);
    await expectRefused(client.updateUser({ password: 'nuova-segreta-1' }), 400, 'reauthentication_needed');
    const raw = await authFetch(sut, '/user', {
      method: 'PUT',
      token: (await client.getSession()).data.session!.access_token,
      body: { password: 'nuova-segreta-1' },
    });
    expect(raw.json).toMatchObject({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' });
    expect(await signsInWith(sut, email, password)).toBe(true);
  });

  it('refuses a wrong nonce, and one asked for but never sent: 422 reauthentication_not_valid', async () => {
    const { client, email, password } = await confirmedUser(sut);
    await ageSession(sut, client, 25);
    await expectRefused(client.updateUser({ password: 'nuova-segreta-1', nonce: '123456' }), 422, 'reauthentication_not_valid');
    await client.reauthenticate();
    const nonce = await latestCode(sut, email);
    await expectRefused(client.updateUser({ password: 'nuova-segreta-1', nonce: otherThan(nonce) }), 422, 'reauthentication_not_valid');
    expect(await signsInWith(sut, email, password)).toBe(true);
  });

  it('ends the code after 5 wrong guesses, whatever address they come from: the right one no longer works', async () => {
    const { client, email, password } = await confirmedUser(sut);
    await ageSession(sut, client, 25);
    await client.reauthenticate();
    const nonce = await latestCode(sut, email);
    const token = (await client.getSession()).data.session!.access_token;
    for (let i = 0; i < 5; i += 1) {
      const guess = await authFetch(sut, '/user', {
        method: 'PUT',
        token,
        body: { password: 'nuova-segreta-1', nonce: otherThan(nonce) },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(guess.json.code).toBe('reauthentication_not_valid');
    }
    await expectRefused(client.updateUser({ password: 'nuova-segreta-1', nonce }), 422, 'reauthentication_not_valid');
    expect(await signsInWith(sut, email, password)).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { client, email, password } = await confirmedUser(sut);
    await ageSession(sut, client, 25);
    await client.reauthenticate();
    const nonce = await latestCode(sut, email);
    await sut.database.db
      .update(oneTimeTokens)
      .set({ createdAt: sql`now() - make_interval(secs => ${sut.config.authOtpExpSeconds + 1})` })
      .where(eq(oneTimeTokens.relatesTo, email));
    await expectRefused(client.updateUser({ password: 'nuova-segreta-1', nonce }), 422, 'reauthentication_not_valid');
    expect(await signsInWith(sut, email, password)).toBe(true);
  });

  it('lets a session younger than 24 hours change the password without a nonce (as before)', async () => {
    const { client, email } = await confirmedUser(sut);
    await ageSession(sut, client, 23);
    const { error } = await client.updateUser({ password: 'nuova-segreta-1' });
    expect(error).toBeNull();
    expect(await signsInWith(sut, email, 'nuova-segreta-1')).toBe(true);
  });

  it('sends nothing without a session', async () => {
    const before = (await mailbox(sut)).length;
    const anonymous = await authFetch(sut, '/reauthenticate');
    expect({ status: anonymous.status, code: anonymous.json.code }).toEqual({ status: 401, code: 'no_authorization' });
    expect((await mailbox(sut)).length).toBe(before);
  });
});

describe('the per-user send window', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('answers 429 to a second code within AUTH_EMAIL_MAX_FREQUENCY', async () => {
    const { client } = await confirmedUser(sut);
    expect((await client.reauthenticate()).error).toBeNull();
    const again = await client.reauthenticate();
    expect({ status: again.error?.status, code: again.error?.code }).toEqual({ status: 429, code: 'over_email_send_rate_limit' });
  });
});
