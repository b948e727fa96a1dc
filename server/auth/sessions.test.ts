import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { buildApp } from '../app';
import { refreshTokens, signingKeys, users } from '../db/schema';
import { errorHandlerPlugin } from '../http/error-handler';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, authFetch, confirmedUser } from './auth-test-helpers';
import { authenticatePlugin, verifyAccessToken } from './authenticate';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_EMAIL_MAX_FREQUENCY: '0' });
});
afterAll(async () => {
  await sut.close();
});

async function signIn(email: string, password: string) {
  const response = await authFetch(sut, '/token?grant_type=password', { body: { email, password } });
  expect(response.status).toBe(200);
  return response.json as { access_token: string; refresh_token: string; user: { id: string } };
}

const refresh = (refreshToken: string) =>
  authFetch(sut, '/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });

const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).session_id as string;

describe('refresh-token rotation', () => {
  it('rotates: a new single-use token for the same session', async () => {
    const { email, password } = await confirmedUser(sut);
    const first = await signIn(email, password);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.json.refresh_token).not.toBe(first.refresh_token);
    expect(sessionIdOf(second.json.access_token as string)).toBe(sessionIdOf(first.access_token));
    expect(second.json).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } });

    const client = authClient(sut);
    await client.setSession({ access_token: first.access_token, refresh_token: second.json.refresh_token as string });
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
  });

  it('answers the parent of the active token with the active token (lost response)', async () => {
    const { email, password } = await confirmedUser(sut);
    const first = await signIn(email, password);
    const second = await refresh(first.refresh_token);
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(second.json.refresh_token);
  });

  it('serves two simultaneous refreshes with one token (row locks, then the parent rule)', async () => {
    const { email, password } = await confirmedUser(sut);
    const first = await signIn(email, password);
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.refresh_token).toBe(b.json.refresh_token);
  });

  it('accepts an older revoked token inside the reuse window (concurrent refresh)', async () => {
    const { email, password } = await confirmedUser(sut);
    const first = await signIn(email, password);
    const second = await refresh(first.refresh_token);
    const third = await refresh(second.json.refresh_token as string);
    expect(third.status).toBe(200);
    // `first` is no longer the parent of the active token, but was revoked moments ago.
    const concurrent = await refresh(first.refresh_token);
    expect(concurrent.status).toBe(200);
    expect(concurrent.json.refresh_token).not.toBe(third.json.refresh_token);
  });

  it('revokes the whole family on reuse outside the window', async () => {
    const { email, password } = await confirmedUser(sut);
    const first = await signIn(email, password);
    const second = await refresh(first.refresh_token);
    const third = await refresh(second.json.refresh_token as string);
    // Move the revocation of `first` 11 s into the past rather than sleeping.
    await sut.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now() - interval '11 seconds'` })
      .where(eq(refreshTokens.token, first.refresh_token));
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.json).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // Nothing of the family refreshes any more, not even the token the client held.
    const held = await refresh(third.json.refresh_token as string);
    expect(held.status).toBe(400);
    expect(held.json.code).toBe('refresh_token_already_used');
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const response = await refresh('not-a-real-token');
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('refresh_token_not_found');
  });
});

describe('sign-out scopes', () => {
  it('others: only this session survives', async () => {
    const { email, password } = await confirmedUser(sut);
    const [a, b, c] = [authClient(sut), authClient(sut), authClient(sut)];
    for (const client of [a, b, c]) expect((await client.signInWithPassword({ email, password })).error).toBeNull();
    expect((await a.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.getUser()).error).toBeNull();
    for (const client of [b, c]) {
      const { error } = await client.getUser();
      expect(error?.name).toBe('AuthSessionMissingError');
    }
  });

  it('local: this session ends, the others stay', async () => {
    const { email, password } = await confirmedUser(sut);
    const [a, b] = [authClient(sut), authClient(sut)];
    await a.signInWithPassword({ email, password });
    await b.signInWithPassword({ email, password });
    const token = (await b.getSession()).data.session!.access_token;
    expect((await b.signOut({ scope: 'local' })).error).toBeNull();
    expect((await b.getSession()).data.session).toBeNull();
    const stale = await authFetch(sut, '/user', { token });
    expect(stale.status).toBe(403);
    expect(stale.json.code).toBe('session_not_found');
    expect((await a.getUser()).error).toBeNull();
  });

  it('global: every session of the user ends, refresh tokens too', async () => {
    const { email, password } = await confirmedUser(sut);
    const [a, b] = [authClient(sut), authClient(sut)];
    await a.signInWithPassword({ email, password });
    await b.signInWithPassword({ email, password });
    const bRefresh = (await b.getSession()).data.session!.refresh_token;
    const logout = await authFetch(sut, '/logout?scope=global', {
      method: 'POST',
      token: (await a.getSession()).data.session!.access_token,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
    expect(logout.status).toBe(204);
    expect(logout.text).toBe('');
    expect((await b.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await refresh(bRefresh)).json.code).toBe('refresh_token_not_found');
    expect((await a.signOut()).error).toBeNull();
  });
});

describe('whose session, and banned users', () => {
  it("refuses a validly signed token that names another user's session, and signs nobody out with it", async () => {
    const [aliceAccount, brunoAccount] = [await confirmedUser(sut), await confirmedUser(sut)];
    const alice = await signIn(aliceAccount.email, aliceAccount.password);
    const bruno = await signIn(brunoAccount.email, brunoAccount.password);
    const [row] = await sut.database.db.select().from(signingKeys).where(eq(signingKeys.isActive, true));
    const key = await importJWK(row!.privateJwk as JWK, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const signed = (sessionId: string) =>
      new SignJWT({ ...decodeJwt(alice.access_token), session_id: sessionId, iat: now, exp: now + 600 })
        .setProtectedHeader(decodeProtectedHeader(alice.access_token) as { alg: string })
        .sign(key);
    const crossed = await signed(sessionIdOf(bruno.access_token));
    const response = await authFetch(sut, '/user', { token: crossed });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('session_not_found');
    const logout = await authFetch(sut, '/logout?scope=local', { method: 'POST', token: crossed });
    expect(logout.status).toBe(403);
    expect((await authFetch(sut, '/user', { token: bruno.access_token })).status).toBe(200);
    // The same claims with Alice's own session are accepted: only the session made the difference.
    expect((await authFetch(sut, '/user', { token: await signed(sessionIdOf(alice.access_token)) })).status).toBe(200);
  });

  it('refuses sign-in and refresh to a user banned until a future date, and lets them back in after it', async () => {
    const { email, password } = await confirmedUser(sut);
    const session = await signIn(email, password);
    const ban = (until: Date) => sut.database.db.update(users).set({ bannedUntil: until }).where(eq(users.id, session.user.id));

    await ban(new Date(Date.now() + 86_400_000));
    const signInAttempt = await authFetch(sut, '/token?grant_type=password', { body: { email, password } });
    expect(signInAttempt.status).toBe(400);
    expect(signInAttempt.json.code).toBe('user_banned');
    const refreshAttempt = await refresh(session.refresh_token);
    expect(refreshAttempt.status).toBe(400);
    expect(refreshAttempt.json.code).toBe('user_banned');

    await ban(new Date(Date.now() - 60_000));
    expect((await refresh(session.refresh_token)).status).toBe(200);
    expect((await authFetch(sut, '/token?grant_type=password', { body: { email, password } })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('carries exactly the contract claims, signed ES256 with a kid', async () => {
    const { client, email } = await confirmedUser(sut, { nickname: 'Tester' });
    const token = (await client.getSession()).data.session!.access_token;
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(header.kid).toBeTruthy();
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(
      ['aal', 'amr', 'app_metadata', 'aud', 'email', 'exp', 'iat', 'is_anonymous', 'iss', 'phone', 'role', 'session_id', 'sub', 'user_metadata'].sort(),
    );
    expect(claims).toMatchObject({
      iss: `${sut.baseUrl}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email,
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nickname: 'Tester' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('publishes the public key as a JWKS that verifies tokens, also through getClaims', async () => {
    const response = await fetch(`${sut.baseUrl}/auth/v1/.well-known/jwks.json`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const jwks = (await response.json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true });
    expect(key).not.toHaveProperty('d');

    const { client } = await confirmedUser(sut);
    const token = (await client.getSession()).data.session!.access_token;
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { audience: 'authenticated' });
    expect(payload.sub).toBeTruthy();

    const { data, error } = await client.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(payload.sub);
    expect(data?.header.kid).toBe(key!.kid);
  });

  it('rejects a forged token with 403 bad_jwt', async () => {
    const { client } = await confirmedUser(sut);
    const real = (await client.getSession()).data.session!.access_token;
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodeJwt(real))
      .setProtectedHeader(decodeProtectedHeader(real) as { alg: string })
      .sign(privateKey);
    const response = await authFetch(sut, '/user', { token: forged });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('bad_jwt');
    const hmac = await new SignJWT(decodeJwt(real)).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await authFetch(sut, '/user', { token: hmac })).json.code).toBe('bad_jwt');
    expect((await authFetch(sut, '/user', { token: 'not.a.jwt' })).json.code).toBe('bad_jwt');
    expect((await client.getClaims(forged)).error?.name).toBe('AuthInvalidJwtError');
  });

  it('rejects an expired token with 403 bad_jwt', async () => {
    const { client } = await confirmedUser(sut);
    const real = (await client.getSession()).data.session!.access_token;
    const [row] = await sut.database.db.select().from(signingKeys).where(eq(signingKeys.isActive, true));
    const key = await importJWK(row!.privateJwk as JWK, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...decodeJwt(real), iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader(decodeProtectedHeader(real) as { alg: string })
      .sign(key);
    const response = await authFetch(sut, '/user', { token: expired });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ code: 'bad_jwt' });
    expect(String(response.json.message)).toContain('expired');
    // The same key, unexpired, is accepted: only the expiry made the difference.
    const fresh = await new SignJWT({ ...decodeJwt(real), iat: now, exp: now + 600 })
      .setProtectedHeader(decodeProtectedHeader(real) as { alg: string })
      .sign(key);
    expect((await authFetch(sut, '/user', { token: fresh })).status).toBe(200);
  });

  it('keeps one signing key across restarts of the app on the same database', async () => {
    const before = (await authFetch(sut, '/.well-known/jwks.json')).json as { keys: JWK[] };
    const restarted = await buildApp({ config: sut.config, database: sut.database, webDistDir: false });
    try {
      const after = await restarted.inject({ url: '/auth/v1/.well-known/jwks.json' });
      expect(after.json()).toEqual(before);
      expect(await sut.database.db.select().from(signingKeys)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('the authenticate plugin for the rest of the server', () => {
  let api: FastifyInstance;
  beforeAll(async () => {
    api = Fastify();
    api.decorate('config', sut.config);
    api.decorate('database', sut.database);
    await api.register(errorHandlerPlugin);
    await api.register(authenticatePlugin);
    api.get('/rest/v1/me', { preHandler: api.requireAuth }, async (request) => ({
      userId: request.auth!.userId,
      sessionId: request.auth!.sessionId,
      email: request.auth!.email,
    }));
    api.get('/rest/v1/public', async (request) => ({ isSignedIn: request.auth !== null }));
    await api.ready();
  });
  afterAll(async () => {
    await api.close();
  });

  it('decorates request.auth from a valid bearer token', async () => {
    const { client, email } = await confirmedUser(sut);
    const session = (await client.getSession()).data.session!;
    const me = await api.inject({ url: '/rest/v1/me', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ userId: session.user.id, sessionId: sessionIdOf(session.access_token), email });
    expect((await api.inject({ url: '/rest/v1/public' })).json()).toEqual({ isSignedIn: false });
    expect(await verifyAccessToken({ db: sut.database.db, config: sut.config }, session.access_token)).toMatchObject({
      userId: session.user.id,
    });
  });

  it('answers 401 unauthorized in Italian for missing, invalid and signed-out tokens', async () => {
    const { client } = await confirmedUser(sut);
    const token = (await client.getSession()).data.session!.access_token;
    const missing = await api.inject({ url: '/rest/v1/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 'unauthorized', message: "Devi effettuare l'accesso." });
    expect((await api.inject({ url: '/rest/v1/me', headers: { authorization: 'Bearer garbage' } })).statusCode).toBe(401);
    // Verified once (and remembered), then signed out: refused at once all the same.
    expect((await api.inject({ url: '/rest/v1/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    await client.signOut();
    const signedOut = await api.inject({ url: '/rest/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect(signedOut.statusCode).toBe(401);
    expect(await sut.app.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token whose session another server process ended, once the recheck window has passed', async () => {
    const recheckMs = 300;
    const other = Fastify();
    other.decorate('config', { ...sut.config, authSessionRecheckMs: recheckMs });
    other.decorate('database', sut.database);
    await other.register(errorHandlerPlugin);
    await other.register(authenticatePlugin);
    other.get('/rest/v1/me', { preHandler: other.requireAuth }, async (request) => ({ userId: request.auth!.userId }));
    await other.ready();
    try {
      const { client } = await confirmedUser(sut);
      const token = (await client.getSession()).data.session!.access_token;
      const me = () => other.inject({ url: '/rest/v1/me', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      // Another process signs the session out: only the database knows.
      await sut.database.db.execute(sql`DELETE FROM sessions WHERE id = ${sessionIdOf(token)}`);
      await new Promise((resolve) => setTimeout(resolve, recheckMs + 50));
      expect((await me()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
