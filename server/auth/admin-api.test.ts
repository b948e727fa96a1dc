// The operator API (docs/auth-api.md#operator-api), measured by auth-js's own
// `auth.admin.*` calls with a key from `npm run user -- service-key`.
import { randomUUID } from 'node:crypto';
import { AuthClient } from '@supabase/auth-js';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserRole, setUserRole } from '../moderation/roles.service';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, authFetch, confirmedUser, fragmentParams, latestLink, mailbox, openLink, uniqueEmail } from './auth-test-helpers';
import { runUserCommand } from './cli';
import { getSigningKeyStore } from './tokens';

let sut: TestApp;
let serviceKey: string;
const logLines: string[] = [];

beforeAll(async () => {
  sut = await createTestApp(
    { RATE_LIMITS_ENABLED: 'false', AUTH_EMAIL_MAX_FREQUENCY: '0', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  const printed: string[] = [];
  expect(await runUserCommand(sut.database.db, ['service-key'], (line) => printed.push(line), sut.config)).toBe(0);
  expect(printed).toHaveLength(2);
  serviceKey = printed[1]!;
});
afterAll(async () => {
  await sut.close();
});

/** The admin half of auth-js, as a server holding the service-role key builds it. */
const adminWith = (key: string) =>
  new AuthClient({
    url: `${sut.baseUrl}/auth/v1`,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
    persistSession: false,
    autoRefreshToken: false,
    fetch: (...args) => fetch(...args),
  }).admin;
const admin = () => adminWith(serviceKey);

async function accessTokenOf(client: InstanceType<typeof AuthClient>) {
  return (await client.getSession()).data.session!.access_token;
}

async function staffToken(role: 'moderator' | 'admin' | null) {
  const { client } = await confirmedUser(sut);
  const { data } = await client.getUser();
  if (role) await setUserRole(sut.database.db, data.user!.id, role);
  // A refresh puts app_metadata.role in the token, as the web app would hold it.
  await client.refreshSession();
  return accessTokenOf(client);
}

describe('the service-role key', () => {
  it('is a JWT with role service_role, signed with the server key, printed once by the CLI', async () => {
    const [, payload] = serviceKey.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.role).toBe('service_role');
    expect(claims.sub).toBeUndefined();
    expect(Number(claims.exp) - Number(claims.iat)).toBe(365 * 86_400);
    const lines: string[] = [];
    expect(await runUserCommand(sut.database.db, ['service-key', '--days', '0'], (line) => lines.push(line), sut.config)).toBe(2);
    expect(lines.join('\n')).toContain('Uso: npm run user -- service-key [--days N]');
  });

  it('is nobody on /rest and on the user endpoints, and never reaches the log', async () => {
    const rest = await fetch(`${sut.baseUrl}/rest/v1/acceptances`, { headers: { authorization: `Bearer ${serviceKey}` } });
    expect(rest.status).toBe(401);
    const user = await authFetch(sut, '/user', { token: serviceKey });
    expect(user.status).toBe(403);
    expect(user.json.code).toBe('bad_jwt');
    expect((await admin().listUsers()).error).toBeNull();
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(serviceKey.split('.')[2]);
  });
});

describe('authorisation of every admin route', () => {
  const someId = randomUUID();
  const routes: { method: string; path: string; body?: unknown }[] = [
    { method: 'GET', path: '/admin/users' },
    { method: 'POST', path: '/admin/users', body: { email: 'intruso@example.it', password: 'segreta123' } },
    { method: 'GET', path: `/admin/users/${someId}` },
    { method: 'PUT', path: `/admin/users/${someId}`, body: { ban_duration: '24h' } },
    { method: 'DELETE', path: `/admin/users/${someId}`, body: { should_soft_delete: false } },
    { method: 'GET', path: `/admin/users/${someId}/factors` },
    { method: 'DELETE', path: `/admin/users/${someId}/factors/${randomUUID()}` },
    { method: 'POST', path: '/admin/generate_link', body: { type: 'magiclink', email: 'intruso@example.it' } },
    { method: 'POST', path: '/invite', body: { email: 'intruso@example.it' } },
  ];
  const call = (route: (typeof routes)[number], token?: string) =>
    authFetch(sut, route.path, { method: route.method, token, ...(route.body ? { body: route.body } : {}) });

  it('answers 401 no_authorization to anonymous callers', async () => {
    for (const route of routes) {
      const response = await call(route);
      expect([route.path, response.status, response.json.code]).toEqual([route.path, 401, 'no_authorization']);
    }
  });

  it('answers 403 not_admin to signed-in users, moderators and admins alike', async () => {
    const tokens = { user: await staffToken(null), moderator: await staffToken('moderator'), admin: await staffToken('admin') };
    for (const [who, token] of Object.entries(tokens)) {
      for (const route of routes) {
        const response = await call(route, token);
        expect([who, route.path, response.status, response.json.code]).toEqual([who, route.path, 403, 'not_admin']);
      }
    }
  });

  it('answers 403 bad_jwt to forged, tampered and expired keys', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'ES256' }).setIssuedAt(now).setExpirationTime(now + 600).sign(privateKey);
    const hmac = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not the key'));
    const [header, , signature] = serviceKey.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ role: 'service_role', exp: now + 600, sub: 'x' })).toString('base64url')}.${signature}`;
    const expired = await getSigningKeyStore(sut.database.db, sut.config).signServiceKey(now - 7200, 3600);
    for (const token of [forged, hmac, tampered, expired, 'not-a-jwt']) {
      for (const route of routes) {
        const response = await call(route, token);
        expect([route.path, response.status, response.json.code]).toEqual([route.path, 403, 'bad_jwt']);
      }
    }
  });

  it('lets the service key through to the route (unknown ids are 404 user_not_found), and nothing above wrote', async () => {
    const expected: Record<string, [number, string | undefined]> = {
      'GET /admin/users': [200, undefined],
      [`GET /admin/users/${someId}`]: [404, 'user_not_found'],
      [`PUT /admin/users/${someId}`]: [404, 'user_not_found'],
      [`DELETE /admin/users/${someId}`]: [404, 'user_not_found'],
      [`GET /admin/users/${someId}/factors`]: [404, 'user_not_found'],
    };
    for (const route of routes) {
      const want = expected[`${route.method} ${route.path}`];
      if (!want) continue;
      const response = await call(route, serviceKey);
      expect([route.path, response.status, response.json?.code]).toEqual([route.path, ...want]);
    }
    const { data } = await admin().listUsers({ perPage: 1000 });
    expect(data.users.map((user) => user.email)).not.toContain('intruso@example.it');
    expect(await mailbox(sut, 'intruso@example.it')).toEqual([]);
  });
});

describe('auth.admin users', () => {
  it('listUsers pages with page/perPage, and auth-js reads total, nextPage and lastPage from the headers', async () => {
    for (let i = 0; i < 3; i += 1) await admin().createUser({ email: uniqueEmail('list'), password: 'segreta123' });
    const raw = await fetch(`${sut.baseUrl}/auth/v1/admin/users?page=1&per_page=2`, { headers: { authorization: `Bearer ${serviceKey}` } });
    const total = Number(raw.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const lastPage = Math.ceil(total / 2);
    expect(lastPage).toBeLessThan(10);
    expect(raw.headers.get('link')).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", </auth/v1/admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    );
    const body = (await raw.json()) as { users: { created_at: string }[]; aud: string };
    expect(body.aud).toBe('authenticated');
    expect(body.users).toHaveLength(2);
    expect(body.users[0]!.created_at >= body.users[1]!.created_at).toBe(true);

    const first = await admin().listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ total, nextPage: 2, lastPage, aud: 'authenticated' });
    expect(first.data.users).toHaveLength(2);
    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users).toHaveLength(2);
    expect(second.data.users[0]!.id).not.toBe(first.data.users[0]!.id);
    const last = await admin().listUsers({ page: lastPage, perPage: 2 });
    expect(last.data).toMatchObject({ nextPage: null, lastPage, total });
    const everyone = await admin().listUsers();
    expect(everyone.data.users).toHaveLength(total);

    const bad = await authFetch(sut, '/admin/users?page=zero', { token: serviceKey });
    expect([bad.status, bad.json.code]).toEqual([400, 'validation_failed']);
  });

  it('createUser with a confirmed email, password and metadata signs in; getUserById returns it', async () => {
    const email = uniqueEmail('created');
    const created = await admin().createUser({
      email,
      password: 'segreta123',
      email_confirm: true,
      user_metadata: { nickname: 'Creata' },
      app_metadata: { plan: 'pilota' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { nickname: 'Creata' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pilota' },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect((await authClient(sut).signInWithPassword({ email, password: 'segreta123' })).error).toBeNull();
    expect(await mailbox(sut, email)).toEqual([]);

    const fetched = await admin().getUserById(user.id);
    expect(fetched.data.user).toMatchObject({ id: user.id, email });
    const missing = await admin().getUserById(randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const duplicate = await admin().createUser({ email, password: 'segreta123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
    const takenNickname = await admin().createUser({ email: uniqueEmail('nick'), user_metadata: { nickname: 'Creata' } });
    expect(takenNickname.error).toMatchObject({ status: 409, code: 'nickname_taken' });
    const nobody = await admin().createUser({ password: 'segreta123' });
    expect(nobody.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('updateUserById: email_confirm lets an unconfirmed user in; metadata merges, null removes', async () => {
    const email = uniqueEmail('confirm');
    const { data } = await admin().createUser({ email, password: 'segreta123', user_metadata: { a: 1, b: 2 } });
    const id = data.user!.id;
    expect((await authClient(sut).signInWithPassword({ email, password: 'segreta123' })).error?.code).toBe('email_not_confirmed');

    const updated = await admin().updateUserById(id, { email_confirm: true, user_metadata: { b: null, c: 3 }, app_metadata: { tier: 'gold' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.email_confirmed_at).toBeTruthy();
    expect(updated.data.user!.user_metadata).toEqual({ a: 1, c: 3 });
    expect(updated.data.user!.app_metadata).toMatchObject({ provider: 'email', tier: 'gold' });
    expect((await authClient(sut).signInWithPassword({ email, password: 'segreta123' })).error).toBeNull();
  });

  it('updateUserById ban_duration "24h" suspends at once; "none" lifts it; a bad duration is 400', async () => {
    const { client, email, password } = await confirmedUser(sut);
    const id = (await client.getUser()).data.user!.id;
    const token = await accessTokenOf(client);
    const before = Date.now();
    const banned = await admin().updateUserById(id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    const until = new Date((banned.data.user as { banned_until: string }).banned_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(until).toBeLessThan(Date.now() + 24 * 3_600_000 + 1000);

    expect((await authClient(sut).signInWithPassword({ email, password })).error).toMatchObject({ status: 400, code: 'user_banned' });
    expect((await fetch(`${sut.baseUrl}/rest/v1/acceptances`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await client.refreshSession()).error).toMatchObject({ status: 400, code: 'user_banned' });

    const lifted = await admin().updateUserById(id, { ban_duration: 'none' });
    expect((lifted.data.user as { banned_until?: string }).banned_until).toBeUndefined();
    expect((await authClient(sut).signInWithPassword({ email, password })).error).toBeNull();

    const shortBan = await admin().updateUserById(id, { ban_duration: '1h30m' });
    expect(new Date((shortBan.data.user as { banned_until: string }).banned_until).getTime() - Date.now()).toBeGreaterThan(89 * 60_000);
    const bad = await admin().updateUserById(id, { ban_duration: '1 day' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('updateUserById app_metadata.role grants and removes a staff role', async () => {
    const { data } = await admin().createUser({ email: uniqueEmail('role'), email_confirm: true });
    const id = data.user!.id;
    const granted = await admin().updateUserById(id, { app_metadata: { role: 'moderator' } });
    expect(granted.data.user!.app_metadata.role).toBe('moderator');
    expect(await getUserRole(sut.database.db, id)).toBe('moderator');
    const removed = await admin().updateUserById(id, { app_metadata: { role: 'user' } });
    expect(removed.data.user!.app_metadata.role).toBeUndefined();
    expect(await getUserRole(sut.database.db, id)).toBeNull();
    const invalid = await admin().updateUserById(id, { app_metadata: { role: 'service_role' } });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await getUserRole(sut.database.db, id)).toBeNull();
  });

  it('updateUserById with a password ends every session; the new password works', async () => {
    const { client, email } = await confirmedUser(sut);
    const id = (await client.getUser()).data.user!.id;
    expect((await admin().updateUserById(id, { password: 'nuovissima9' })).error).toBeNull();
    expect((await client.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await authClient(sut).signInWithPassword({ email, password: 'nuovissima9' })).error).toBeNull();
    expect((await admin().updateUserById(id, { password: '123' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('deleteUser erases the account and its sessions; soft deletion is refused', async () => {
    const { client } = await confirmedUser(sut);
    const id = (await client.getUser()).data.user!.id;
    expect((await admin().deleteUser(id, true)).error).toMatchObject({ status: 400, code: 'validation_failed' });
    const deleted = await admin().deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await client.getUser()).error).toBeTruthy();
  });
});

describe('auth.admin.mfa', () => {
  it('listFactors lists a user\'s factors and deleteFactor removes one', async () => {
    const { client } = await confirmedUser(sut);
    const userId = (await client.getUser()).data.user!.id;
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefono' });
    const factorId = enrolled.data!.id;

    const listed = await admin().mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([expect.objectContaining({ id: factorId, friendly_name: 'Telefono', factor_type: 'totp', status: 'unverified' })]);

    const removed = await admin().mfa.deleteFactor({ userId, id: factorId });
    expect(removed.error).toBeNull();
    // auth-js hands back the whole `{data, error}` of its request as `data` here.
    expect(removed.data).toMatchObject({ data: { id: factorId, factor_type: 'totp' } });
    expect((await admin().mfa.listFactors({ userId })).data!.factors).toEqual([]);
    expect((await admin().mfa.deleteFactor({ userId, id: factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe('auth.admin.generateLink', () => {
  const properties = /^[0-9a-f]{56}$/;

  it('signup: creates the user and returns a working link and code, sending nothing', async () => {
    const email = uniqueEmail('gen-signup');
    const { data, error } = await admin().generateLink({ type: 'signup', email, password: 'segreta123', options: { data: { nickname: 'Generata' } } });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: sut.config.siteUrl, email_otp: expect.stringMatching(/^\d{6}$/) });
    expect(data.properties!.hashed_token).toMatch(properties);
    expect(data.properties!.action_link).toContain('/auth/v1/verify?token=');
    expect(data.user).toMatchObject({ email, user_metadata: { nickname: 'Generata' } });
    expect(await mailbox(sut, email)).toEqual([]);
    const { status, location } = await openLink(data.properties!.action_link);
    expect(status).toBe(303);
    expect(fragmentParams(location).get('type')).toBe('signup');
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
    expect((await authClient(sut).signInWithPassword({ email, password: 'segreta123' })).error).toBeNull();
  });

  it('invite: a user without a password whose token hash signs in', async () => {
    const email = uniqueEmail('gen-invite');
    const { data } = await admin().generateLink({ type: 'invite', email });
    expect(data.properties!.verification_type).toBe('invite');
    expect(data.properties!.action_link).toContain('type=invite');
    expect((data.user as { invited_at?: string }).invited_at).toBeTruthy();
    const verified = await authClient(sut).verifyOtp({ token_hash: data.properties!.hashed_token, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe(email);
    const again = await admin().generateLink({ type: 'invite', email });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('magiclink: the code signs an existing user in; an unknown address gets a signup link', async () => {
    const { email } = await confirmedUser(sut);
    const { data } = await admin().generateLink({ type: 'magiclink', email });
    expect(data.properties!.verification_type).toBe('magiclink');
    const verified = await authClient(sut).verifyOtp({ email, token: data.properties!.email_otp, type: 'email' });
    expect(verified.error).toBeNull();
    const unknownEmail = uniqueEmail('gen-magic');
    const unknown = await admin().generateLink({ type: 'magiclink', email: unknownEmail });
    expect(unknown.error).toBeNull();
    expect(unknown.data.properties!.verification_type).toBe('signup');
    expect(unknown.data.user).toMatchObject({ email: unknownEmail });
    expect((await authClient(sut).verifyOtp({ token_hash: unknown.data.properties!.hashed_token, type: 'signup' })).error).toBeNull();
  });

  it('recovery: the link signs in for a new password; unknown addresses are 404 user_not_found', async () => {
    const { email } = await confirmedUser(sut);
    const { data } = await admin().generateLink({ type: 'recovery', email, options: { redirectTo: `${sut.config.siteUrl}/reset-password` } });
    expect(data.properties!.redirect_to).toBe(`${sut.config.siteUrl}/reset-password`);
    const { location } = await openLink(data.properties!.action_link);
    expect(location.pathname).toBe('/reset-password');
    expect(fragmentParams(location).get('type')).toBe('recovery');
    const unknown = await admin().generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('email_change_new and email_change_current: one link changes the address', async () => {
    for (const type of ['email_change_new', 'email_change_current'] as const) {
      const { client, email } = await confirmedUser(sut);
      const id = (await client.getUser()).data.user!.id;
      const newEmail = uniqueEmail('gen-changed');
      const { data, error } = await admin().generateLink({ type, email, newEmail });
      expect(error).toBeNull();
      expect(data.properties!.action_link).toContain('type=email_change');
      expect(data.user!.new_email).toBe(newEmail);
      const { location } = await openLink(data.properties!.action_link);
      expect(fragmentParams(location).get('access_token')).toBeTruthy();
      expect((await admin().getUserById(id)).data.user!.email).toBe(newEmail);
    }
    const { email: taken } = await confirmedUser(sut);
    const { email } = await confirmedUser(sut);
    expect((await admin().generateLink({ type: 'email_change_new', email, newEmail: taken })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('auth.admin.inviteUserByEmail', () => {
  it('creates the user and emails an invite link that signs them in; a confirmed address is 422 email_exists', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { nickname: 'Invitata' }, redirectTo: `${sut.config.siteUrl}/profile` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { nickname: 'Invitata' } });
    expect(data.user!.invited_at).toBeTruthy();
    const [message] = await mailbox(sut, email);
    expect(message!.subject).toBe('Sei stato invitato su AllerGuida');
    const { location } = await openLink(await latestLink(sut, email));
    expect(location.pathname).toBe('/profile');
    expect(fragmentParams(location).get('type')).toBe('invite');
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
    expect((await admin().inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});
