// Security: once a user has a verified second factor, a
// password-only (aal1) session reads and writes nothing private; it can only
// step up through /auth/v1 (or sign out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { createTestApp, type TestApp } from '../test/test-app';
import { callApi, newUser, type TestUser } from '../test/factories';
import { authFetch } from './auth-test-helpers';

let sut: TestApp;
let user: TestUser;
let factorId: string;
let aal1Token: string;
let aal2Token: string;

const INSUFFICIENT_AAL = {
  code: 'insufficient_aal',
  message: 'Inserisci il codice della verifica in due passaggi per continuare.',
};

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  user = await newUser(sut);
  const enrolled = await authFetch(sut, '/factors', { body: { factor_type: 'totp' }, token: user.accessToken });
  factorId = enrolled.json.id as string;
  const secret = (enrolled.json.totp as { secret: string }).secret;
  const challenge = await authFetch(sut, `/factors/${factorId}/challenge`, { body: {}, token: user.accessToken });
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  const verified = await authFetch(sut, `/factors/${factorId}/verify`, {
    body: { challenge_id: challenge.json.id, code },
    token: user.accessToken,
  });
  expect(verified.status).toBe(200);
  aal2Token = verified.json.access_token as string;
  const signIn = await authFetch(sut, '/token?grant_type=password', { body: { email: user.email, password: user.password } });
  expect(signIn.status).toBe(200);
  aal1Token = signIn.json.access_token as string;
});
afterAll(async () => {
  await sut.close();
});

describe('aal2 for users with a verified factor', () => {
  it('refuses private reads and writes to a password-only session with 403 insufficient_aal', async () => {
    const exported = await callApi(sut, 'GET', '/rest/v1/account/export', { token: aal1Token });
    expect(exported.status).toBe(403);
    expect(exported.body).toEqual(INSUFFICIENT_AAL);

    const allergens = await callApi(sut, 'PUT', '/rest/v1/profile/allergens', { token: aal1Token, body: { allergen_ids: [] } });
    expect(allergens.status).toBe(403);
    expect(allergens.body).toEqual(INSUFFICIENT_AAL);

    const readAllergens = await callApi(sut, 'GET', '/rest/v1/profile/allergens', { token: aal1Token });
    expect(readAllergens.status).toBe(403);

    const deleted = await callApi(sut, 'DELETE', '/rest/v1/account', { token: aal1Token, body: { confirmation: 'ELIMINA' } });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual(INSUFFICIENT_AAL);

    const vote = await callApi(sut, 'POST', '/rest/v1/reviews/00000000-0000-4000-8000-000000000000/votes', {
      token: aal1Token,
      body: { is_like: true },
    });
    expect(vote.status).toBe(403);
    expect(vote.body).toEqual(INSUFFICIENT_AAL);
  });

  it('still serves public data to that session', async () => {
    expect((await callApi(sut, 'GET', '/rest/v1/allergens', { token: aal1Token })).status).toBe(200);
  });

  it('lets the aal1 session read its user, challenge its factor and sign out', async () => {
    expect((await authFetch(sut, '/user', { token: aal1Token })).status).toBe(200);
    const challenge = await authFetch(sut, `/factors/${factorId}/challenge`, { body: {}, token: aal1Token });
    expect(challenge.status).toBe(200);
    expect(challenge.json.type).toBe('totp');
  });

  it('serves the aal2 session', async () => {
    expect((await callApi(sut, 'GET', '/rest/v1/account/export', { token: aal2Token })).status).toBe(200);
    expect((await callApi(sut, 'PUT', '/rest/v1/profile/allergens', { token: aal2Token, body: { allergen_ids: [] } })).status).toBe(200);
  });

  it('keeps aal1 enough for users without a verified factor', async () => {
    const plain = await newUser(sut);
    expect((await callApi(sut, 'GET', '/rest/v1/account/export', { token: plain.accessToken })).status).toBe(200);
  });

  it('refuses metadata changes of the aal1 session too', async () => {
    const update = await authFetch(sut, '/user', { method: 'PUT', body: { data: { nickname: 'Altro' } }, token: aal1Token });
    expect(update.status).toBe(401);
    expect(update.json.code).toBe('insufficient_aal');
  });

  it('signs the aal1 session out', async () => {
    expect((await authFetch(sut, '/logout?scope=local', { body: {}, token: aal1Token })).status).toBe(204);
  });
});
