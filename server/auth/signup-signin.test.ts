import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  authClient,
  authFetch,
  confirmedUser,
  fragmentParams,
  latestCode,
  latestLink,
  latestMessage,
  mailbox,
  openLink,
  sessionFromFragment,
  uniqueEmail,
} from './auth-test-helpers';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_EMAIL_MAX_FREQUENCY: '0' });
});
afterAll(async () => {
  await sut.close();
});

describe('sign-up with email confirmation', () => {
  it('signs up, mails an Italian link, and the link gives a session', async () => {
    const email = uniqueEmail('signup');
    const client = authClient(sut);
    const { data, error } = await client.signUp({
      email,
      password: 'segreta123',
      options: { data: { nickname: 'Giulia' }, emailRedirectTo: `${sut.baseUrl}/auth` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', user_metadata: { nickname: 'Giulia' } });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const [profile] = await sut.database.db.select().from(profiles).where(eq(profiles.id, data.user!.id));
    expect(profile?.nickname).toBe('Giulia');

    const message = await latestMessage(sut, email);
    expect(message.subject).toBe('Conferma la tua registrazione su AllerGuida');
    expect(message.html).toContain('lang="it"');
    const link = await latestLink(sut, email);
    const linkUrl = new URL(link);
    expect(`${linkUrl.origin}${linkUrl.pathname}`).toBe(`${sut.baseUrl}/auth/v1/verify`);
    expect(linkUrl.searchParams.get('type')).toBe('signup');
    expect(linkUrl.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(linkUrl.searchParams.get('redirect_to')).toBe(`${sut.baseUrl}/auth`);

    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${sut.baseUrl}/auth`);
    const params = fragmentParams(location);
    expect(params.get('type')).toBe('signup');
    expect(params.get('token_type')).toBe('bearer');
    expect(Number(params.get('expires_in'))).toBe(3600);
    expect(Number(params.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const { data: sessionData, error: sessionError } = await client.setSession(sessionFromFragment(location));
    expect(sessionError).toBeNull();
    expect(sessionData.user?.email_confirmed_at).toBeTruthy();
    const { data: claims } = await client.getClaims();
    expect(claims?.claims.amr).toEqual([expect.objectContaining({ method: 'otp' })]);
  });

  it('refuses a weak password with 422 weak_password and its reasons', async () => {
    const client = authClient(sut);
    const { error } = await client.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error).toMatchObject({ reasons: ['length'] });

    const raw = await authFetch(sut, '/signup', { body: { email: uniqueEmail('weak'), password: 'abc' } });
    expect(raw.json).toEqual({
      code: 'weak_password',
      error_code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect(raw.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('accepts a password of exactly 6 characters (spec: minimum 6), counting characters, not bytes', async () => {
    const six = await authFetch(sut, '/signup', { body: { email: uniqueEmail('six'), password: 'abc123' } });
    expect(six.status).toBe(200);
    // 'èèèèèè' is 6 characters and 12 bytes; 'èèèèè' is 5 characters and 10 bytes.
    expect((await authFetch(sut, '/signup', { body: { email: uniqueEmail('six'), password: 'èèèèèè' } })).status).toBe(200);
    const five = await authFetch(sut, '/signup', { body: { email: uniqueEmail('five'), password: 'èèèèè' } });
    expect(five.status).toBe(422);
    expect(five.json.code).toBe('weak_password');
  });

  it('answers a duplicate sign-up of a confirmed address with a look-alike user and no email', async () => {
    const { email } = await confirmedUser(sut);
    const before = await mailbox(sut, email);
    const { data, error } = await authClient(sut).signUp({ email, password: 'altra-password', options: { data: { nickname: 'X' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.email).toBe(email);
    const [row] = await sut.database.db.select().from(users).where(eq(users.email, email));
    expect(data.user?.id).not.toBe(row?.id);
    expect(await mailbox(sut, email)).toHaveLength(before.length);
  });

  it('re-sends the confirmation to an unconfirmed address without changing its password', async () => {
    const email = uniqueEmail('again');
    const client = authClient(sut);
    await client.signUp({ email, password: 'prima-password' });
    const { data, error } = await client.signUp({ email, password: 'seconda-password' });
    expect(error).toBeNull();
    expect(data.user?.identities).toHaveLength(1);
    expect(await mailbox(sut, email)).toHaveLength(2);
    const { location } = await openLink(await latestLink(sut, email));
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
    expect((await client.signInWithPassword({ email, password: 'seconda-password' })).error?.code).toBe('invalid_credentials');
    expect((await client.signInWithPassword({ email, password: 'prima-password' })).error).toBeNull();
  });

  it('confirms with the 6-digit code through POST /verify', async () => {
    const email = uniqueEmail('code');
    const client = authClient(sut);
    await client.signUp({ email, password: 'segreta123' });
    const token = await latestCode(sut, email);
    const { data, error } = await client.verifyOtp({ email, token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe('sign-in with password', () => {
  it('signs in a confirmed user with a full session', async () => {
    const { email, password } = await confirmedUser(sut);
    const client = authClient(sut);
    const { data, error } = await client.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    const { data: userData } = await client.getUser();
    expect(userData.user?.last_sign_in_at).toBeTruthy();
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await confirmedUser(sut);
    const wrong = await authFetch(sut, '/token?grant_type=password', { body: { email, password: 'sbagliata' } });
    const unknown = await authFetch(sut, '/token?grant_type=password', { body: { email: uniqueEmail('nobody'), password: 'sbagliata' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const { error } = await authClient(sut).signInWithPassword({ email, password: 'sbagliata' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refuses an unconfirmed user with email_not_confirmed, only after the password matches', async () => {
    const email = uniqueEmail('unconfirmed');
    const client = authClient(sut);
    await client.signUp({ email, password: 'segreta123' });
    expect((await client.signInWithPassword({ email, password: 'segreta123' })).error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
    });
    expect((await client.signInWithPassword({ email, password: 'sbagliata' })).error?.code).toBe('invalid_credentials');
  });

  it('links a PKCE sign-up to the app with its token hash, which confirms and signs in wherever it is opened', async () => {
    const email = uniqueEmail('pkce-app');
    await authClient(sut, 'pkce').signUp({ email, password: 'segreta123', options: { emailRedirectTo: `${sut.baseUrl}/auth` } });
    const link = new URL(await latestLink(sut, email));
    expect(`${link.origin}${link.pathname}`).toBe(`${sut.baseUrl}/auth`);
    expect(link.searchParams.get('type')).toBe('signup');
    const tokenHash = link.searchParams.get('token_hash')!;
    const { data, error } = await authClient(sut, 'pkce').verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('exchanges the code of GET /verify for a PKCE sign-up token', async () => {
    const email = uniqueEmail('pkce');
    const client = authClient(sut, 'pkce');
    await client.signUp({ email, password: 'segreta123', options: { emailRedirectTo: `${sut.baseUrl}/auth` } });
    const tokenHash = new URL(await latestLink(sut, email)).searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);
    const verifyUrl = `${sut.baseUrl}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type: 'signup', redirect_to: `${sut.baseUrl}/auth` }).toString()}`;
    const { location } = await openLink(verifyUrl);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.hash).toBe('');
    const { data, error } = await client.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // The code is single use.
    const again = await authFetch(sut, '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'x'.repeat(112) } });
    expect(again.status).toBe(404);
    expect(again.json.code).toBe('flow_state_not_found');
  });
});

describe('autoconfirm mode', () => {
  let autoconfirm: TestApp;
  beforeAll(async () => {
    autoconfirm = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(async () => {
    await autoconfirm.close();
  });

  it('returns a session at sign-up and 422 user_already_exists for a duplicate', async () => {
    const email = uniqueEmail('auto');
    const client = authClient(autoconfirm);
    const { data, error } = await client.signUp({ email, password: 'segreta123', options: { data: { nickname: 'Auto' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const duplicate = await authClient(autoconfirm).signUp({ email, password: 'segreta123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(await mailbox(autoconfirm, email)).toHaveLength(0);
  });
});

describe('phone sign-up with an SMS code', () => {
  it('stores the code in the outbox and confirms the phone with it', async () => {
    const phone = `+39333${String(Date.now()).slice(-7)}`;
    const client = authClient(sut);
    const { data, error } = await client.signUp({ phone, password: 'segreta123', options: { data: { nickname: 'Tel' } } });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
    const sms = await latestMessage(sut, phone);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(/AllerGuida: il tuo codice di verifica è \d{6}/);
    expect((await client.signInWithPassword({ phone, password: 'segreta123' })).error?.code).toBe('phone_not_confirmed');

    const token = await latestCode(sut, phone);
    const verified = await client.verifyOtp({ phone, token, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone_confirmed_at).toBeTruthy();
    expect((await authClient(sut).signInWithPassword({ phone, password: 'segreta123' })).error).toBeNull();

    // Later sign-ins by SMS code, through POST /otp.
    const other = authClient(sut);
    const sent = await other.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    expect(sent.data.messageId).toBe((await latestMessage(sut, phone)).id);
    const signedIn = await other.verifyOtp({ phone, token: await latestCode(sut, phone), type: 'sms' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.phone).toBe(phone.slice(1));

    // A new number is confirmed by a code sent to it.
    const newPhone = `+39347${String(Date.now()).slice(-7)}`;
    expect((await other.updateUser({ phone: newPhone })).data.user?.new_phone).toBe(newPhone.slice(1));
    const changed = await other.verifyOtp({ phone: newPhone, token: await latestCode(sut, newPhone), type: 'phone_change' });
    expect(changed.error).toBeNull();
    expect((await other.getUser()).data.user?.phone).toBe(newPhone.slice(1));
  });
});

describe('bad input never gets a 5xx', () => {
  it.each([
    ['malformed JSON', '/signup', { rawBody: '{"email":' }, 400, 'bad_json'],
    ['no address: an anonymous sign-in, switched off as in GoTrue', '/signup', { body: {} }, 422, 'anonymous_provider_disabled'],
    ['missing password', '/signup', { body: { email: 'a@example.it' } }, 400, 'validation_failed'],
    ['invalid email', '/signup', { body: { email: 'not-an-email', password: 'segreta123' } }, 400, 'validation_failed'],
    ['invalid phone', '/signup', { body: { phone: '+12', password: 'segreta123' } }, 400, 'validation_failed'],
    ['wrong types', '/signup', { body: { email: 42, password: ['x'] } }, 400, 'validation_failed'],
    ['half a PKCE pair', '/signup', { body: { email: 'a@example.it', password: 'segreta123', code_challenge: 'x'.repeat(43) } }, 400, 'validation_failed'],
    ['unknown grant type', '/token?grant_type=magic', { body: {} }, 400, 'invalid_credentials'],
    ['grant without credentials', '/token?grant_type=password', { body: {} }, 400, 'validation_failed'],
    ['bad PKCE code', '/token?grant_type=pkce', { body: { auth_code: 'nope', code_verifier: 'x' } }, 404, 'flow_state_not_found'],
    ['verify without a token', '/verify', { body: { type: 'signup' } }, 400, 'validation_failed'],
    ['verify with a bad type', '/verify', { body: { type: 'nope', token_hash: 'abc' } }, 400, 'validation_failed'],
    ['recover without email', '/recover', { body: {} }, 400, 'validation_failed'],
    ['resend without type', '/resend', { body: { email: 'a@example.it' } }, 400, 'validation_failed'],
    ['user without token', '/user', {}, 401, 'no_authorization'],
    ['logout without token', '/logout?scope=global', { body: {} }, 401, 'no_authorization'],
    ['logout with a bad scope', '/logout?scope=everyone', { body: {} }, 400, 'validation_failed'],
    ['factors without token', '/factors', { body: { factor_type: 'totp' } }, 401, 'no_authorization'],
    ['unknown path', '/nowhere', {}, 404, 'not_found'],
  ] as const)('%s', async (_label, path, init, status, code) => {
    const response = await authFetch(sut, path, init as Parameters<typeof authFetch>[2]);
    expect(response.status).toBe(status);
    expect(response.json.code).toBe(code);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('answers a missing refresh token in the OAuth format', async () => {
    const response = await authFetch(sut, '/token?grant_type=refresh_token', { body: {} });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await authFetch(sut, '/signup', {
      body: { email: 'a@example.it', password: 'segreta123', data: { padding: 'x'.repeat(200 * 1024) } },
    });
    expect(response.status).toBe(413);
    expect(response.json.code).toBe('request_too_large');
  });

  it('publishes settings', async () => {
    const response = await authFetch(sut, '/settings');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ external: { email: true, phone: true }, disable_signup: false, mailer_autoconfirm: false });
  });
});
