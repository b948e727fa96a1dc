import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AuthChangeEvent } from '@supabase/auth-js';
import { flowStates, oneTimeTokens, users } from '../db/schema';
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
  sut = await createTestApp({
    RATE_LIMITS_ENABLED: 'false',
    AUTH_EMAIL_MAX_FREQUENCY: '0',
    ADDITIONAL_REDIRECT_URLS: 'http://localhost:*/**,allerguida://auth/*',
  });
});
afterAll(async () => {
  await sut.close();
});

/** GoTrue's own link for a stored token hash (what a PKCE email carried before it linked to the app). */
const gotrueLink = (tokenHash: string, type: string, redirectTo: string) =>
  `${sut.baseUrl}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo }).toString()}`;

const userIdOf = async (email: string) =>
  (await sut.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('password recovery', () => {
  it('runs end to end with PKCE: token-hash link, PASSWORD_RECOVERY, new password, other sessions revoked', async () => {
    const { email, password, client: otherDevice } = await confirmedUser(sut);
    const browser = authClient(sut, 'pkce');
    const { error } = await browser.resetPasswordForEmail(email, { redirectTo: `${sut.baseUrl}/reset-password` });
    expect(error).toBeNull();
    const message = await latestMessage(sut, email);
    expect(message.subject).toBe('Reimposta la tua password di AllerGuida');

    // The link leads to the app itself, with what POST /verify needs and no code verifier.
    const link = new URL(await latestLink(sut, email));
    expect(`${link.origin}${link.pathname}`).toBe(`${sut.baseUrl}/reset-password`);
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokenHash = link.searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);

    // Opened in another browser (a client that never asked for the reset).
    const elsewhere = authClient(sut, 'pkce');
    const events: AuthChangeEvent[] = [];
    elsewhere.onAuthStateChange((event) => {
      events.push(event);
    });
    const verified = await elsewhere.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toContain('PASSWORD_RECOVERY');

    // Single use: the requesting browser cannot spend it again.
    expect((await browser.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });

    const updated = await elsewhere.updateUser({ password: 'nuova-password' });
    expect(updated.error).toBeNull();
    expect((await elsewhere.getUser()).error).toBeNull();
    expect((await otherDevice.getUser()).error?.name).toBe('AuthSessionMissingError');

    expect((await authClient(sut).signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await authClient(sut).signInWithPassword({ email, password: 'nuova-password' })).error).toBeNull();
  });

  it('still exchanges the code of GET /verify for a PKCE token (GoTrue), firing PASSWORD_RECOVERY', async () => {
    const { email } = await confirmedUser(sut);
    const browser = authClient(sut, 'pkce');
    const events: AuthChangeEvent[] = [];
    browser.onAuthStateChange((event) => {
      events.push(event);
    });
    await browser.resetPasswordForEmail(email, { redirectTo: `${sut.baseUrl}/reset-password` });
    const tokenHash = new URL(await latestLink(sut, email)).searchParams.get('token_hash')!;
    const { status, location } = await openLink(gotrueLink(tokenHash, 'recovery', `${sut.baseUrl}/reset-password`));
    expect(status).toBe(303);
    expect(location.pathname).toBe('/reset-password');
    const exchanged = await browser.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('answers same_password and weak_password when setting the new password', async () => {
    const { client, password } = await confirmedUser(sut);
    expect((await client.updateUser({ password })).error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
  });

  it('gives an implicit recovery link a session with type=recovery', async () => {
    const { email } = await confirmedUser(sut);
    await authClient(sut).resetPasswordForEmail(email);
    const { location } = await openLink(await latestLink(sut, email));
    expect(`${location.origin}${location.pathname}`).toBe(`${sut.baseUrl}/`);
    expect(fragmentParams(location).get('type')).toBe('recovery');
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await authFetch(sut, '/recover', { body: { email } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({});
    expect(await mailbox(sut, email)).toEqual([]);
  });
});

describe('emailed links: expired, reused, forged', () => {
  it('refuses a link older than its validity with otp_expired', async () => {
    const email = uniqueEmail('late');
    await authClient(sut).signUp({ email, password: 'segreta123' });
    await sut.database.db
      .update(oneTimeTokens)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(oneTimeTokens.userId, await userIdOf(email)));
    const { status, location } = await openLink(await latestLink(sut, email));
    expect(status).toBe(303);
    const params = fragmentParams(location);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_code')).toBe('otp_expired');
    expect(params.get('error_description')).toBe('Email link is invalid or has expired');
    expect(location.hash).toContain('sb=');
  });

  it('accepts a link once only', async () => {
    const email = uniqueEmail('twice');
    await authClient(sut).signUp({ email, password: 'segreta123' });
    const link = await latestLink(sut, email);
    expect(fragmentParams((await openLink(link)).location).get('access_token')).toBeTruthy();
    expect(fragmentParams((await openLink(link)).location).get('error_code')).toBe('otp_expired');
  });

  it('refuses a forged link; PKCE errors go in the query and the fragment', async () => {
    const forged = `${sut.baseUrl}/auth/v1/verify?token=${'ab'.repeat(28)}&type=signup&redirect_to=${encodeURIComponent(`${sut.baseUrl}/auth`)}`;
    const implicit = await openLink(forged);
    expect(fragmentParams(implicit.location).get('error_code')).toBe('otp_expired');
    expect(implicit.location.searchParams.get('error_code')).toBeNull();

    const pkce = await openLink(forged.replace('token=', 'token=pkce_'));
    expect(pkce.location.searchParams.get('error_code')).toBe('otp_expired');
    expect(fragmentParams(pkce.location).get('error_code')).toBe('otp_expired');
  });

  it('refuses a wrong code on POST /verify with 403 otp_expired', async () => {
    const email = uniqueEmail('wrongcode');
    const client = authClient(sut);
    await client.signUp({ email, password: 'segreta123' });
    const code = await latestCode(sut, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const { error } = await client.verifyOtp({ email, token: wrong, type: 'signup' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses an expired PKCE code and a wrong verifier', async () => {
    const email = uniqueEmail('pkce-late');
    const client = authClient(sut, 'pkce');
    await client.signUp({ email, password: 'segreta123' });
    const tokenHash = new URL(await latestLink(sut, email)).searchParams.get('token_hash')!;
    const code = (await openLink(gotrueLink(tokenHash, 'signup', sut.baseUrl))).location.searchParams.get('code')!;

    const wrongVerifier = await authFetch(sut, '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'f'.repeat(112) } });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.json.code).toBe('bad_code_verifier');

    await sut.database.db
      .update(flowStates)
      .set({ authCodeIssuedAt: sql`now() - interval '301 seconds'` })
      .where(eq(flowStates.authCode, code));
    const { error } = await client.exchangeCodeForSession(code);
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });
});

describe('redirects', () => {
  it('keeps an allow-listed redirect_to and falls back to SITE_URL otherwise', async () => {
    const email = uniqueEmail('redirect');
    await authClient(sut).signUp({ email, password: 'segreta123', options: { emailRedirectTo: 'http://localhost:5173/auth?from=mail' } });
    const allowed = await openLink(await latestLink(sut, email));
    expect(`${allowed.location.origin}${allowed.location.pathname}`).toBe('http://localhost:5173/auth');
    expect(allowed.location.searchParams.get('from')).toBe('mail');

    const other = uniqueEmail('redirect');
    await authClient(sut).signUp({ email: other, password: 'segreta123', options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = await latestLink(sut, other);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(sut.baseUrl);
    const tampered = link.replace(encodeURIComponent(sut.baseUrl), encodeURIComponent('https://evil.example/steal'));
    expect((await openLink(tampered)).location.origin).toBe(sut.baseUrl);
  });
});

describe('magic links and resend', () => {
  it('sends a magic link to a confirmed user, and it signs in', async () => {
    const { email } = await confirmedUser(sut);
    const client = authClient(sut);
    expect((await client.signInWithOtp({ email })).error).toBeNull();
    const message = await latestMessage(sut, email);
    expect(message.subject).toBe('Il tuo link di accesso ad AllerGuida');
    const { location } = await openLink(await latestLink(sut, email));
    expect(fragmentParams(location).get('type')).toBe('magiclink');
    expect((await client.setSession(sessionFromFragment(location))).error).toBeNull();
  });

  it('signs up an unknown address through /otp, or refuses with otp_disabled', async () => {
    const email = uniqueEmail('otp-new');
    const client = authClient(sut);
    expect((await client.signInWithOtp({ email, options: { data: { nickname: 'Nuovo' } } })).error).toBeNull();
    expect(new URL(await latestLink(sut, email)).searchParams.get('type')).toBe('signup');
    const refused = await client.signInWithOtp({ email: uniqueEmail('otp-no'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('re-sends a pending confirmation and stays silent otherwise', async () => {
    const email = uniqueEmail('resend');
    const client = authClient(sut);
    await client.signUp({ email, password: 'segreta123' });
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailbox(sut, email)).toHaveLength(2);
    const { email: confirmed } = await confirmedUser(sut);
    const before = (await mailbox(sut, confirmed)).length;
    expect((await authFetch(sut, '/resend', { body: { type: 'signup', email: confirmed } })).json).toEqual({});
    expect((await authFetch(sut, '/resend', { body: { type: 'signup', email: uniqueEmail('none') } })).json).toEqual({});
    expect(await mailbox(sut, confirmed)).toHaveLength(before);
  });
});

describe('email change', () => {
  it('with secure change: both addresses confirm, the second link applies it', async () => {
    const { client, email, password } = await confirmedUser(sut);
    const newEmail = uniqueEmail('new');
    const { data, error } = await client.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email).toBe(email);

    const toCurrent = await latestLink(sut, email);
    const toNew = await latestLink(sut, newEmail);
    expect((await latestMessage(sut, newEmail)).subject).toBe('Conferma il tuo nuovo indirizzo email su AllerGuida');
    const first = await openLink(toCurrent);
    expect(fragmentParams(first.location).get('message')).toMatch(/^Confirmation link accepted/);
    expect(fragmentParams(first.location).get('access_token')).toBeNull();
    const second = await openLink(toNew);
    expect(fragmentParams(second.location).get('type')).toBe('email_change');
    expect(fragmentParams(second.location).get('access_token')).toBeTruthy();

    const { data: after } = await client.getUser();
    expect(after.user?.email).toBe(newEmail);
    expect(after.user?.new_email).toBeUndefined();
    expect((await authClient(sut).signInWithPassword({ email: newEmail, password })).error).toBeNull();
    expect((await authClient(sut).signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
  });

  it('refuses an address that another account uses with 422 email_exists', async () => {
    const { client } = await confirmedUser(sut);
    const { email: taken } = await confirmedUser(sut);
    expect((await client.updateUser({ email: taken })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('merges user metadata shallowly and deletes keys set to null', async () => {
    const { client } = await confirmedUser(sut, { nickname: 'Primo' });
    await client.updateUser({ data: { city: 'Roma', diet: 'vegana' } });
    const { data } = await client.updateUser({ data: { diet: null, nickname: 'Secondo' } });
    expect(data.user?.user_metadata).toEqual({ nickname: 'Secondo', city: 'Roma' });
  });

  describe('without secure change (AUTH_SECURE_EMAIL_CHANGE=false)', () => {
    let simple: TestApp;
    beforeAll(async () => {
      simple = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_SECURE_EMAIL_CHANGE: 'false' });
    });
    afterAll(async () => {
      await simple.close();
    });

    it('needs only the link sent to the new address', async () => {
      const { client, email } = await confirmedUser(simple);
      const before = (await mailbox(simple, email)).length;
      const newEmail = uniqueEmail('only-new');
      expect((await client.updateUser({ email: newEmail })).error).toBeNull();
      expect(await mailbox(simple, email)).toHaveLength(before);
      const { location } = await openLink(await latestLink(simple, newEmail));
      expect(fragmentParams(location).get('access_token')).toBeTruthy();
      expect((await client.getUser()).data.user?.email).toBe(newEmail);
    });
  });
});
