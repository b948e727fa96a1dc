import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NICKNAME_MAX_LENGTH } from '../../domain/limits';
import type { Profile } from '../../domain/schemas/profile';
import { profiles } from '../db/schema';
import { callApi, insertRestaurant, insertReview, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  alice = await newUser(sut);
  bob = await newUser(sut);
});
afterAll(async () => {
  await sut.close();
});

const getProfile = (token?: string) => callApi<Profile>(sut, 'GET', '/rest/v1/profile', { token });
const putProfile = (token: string | undefined, body: unknown) =>
  callApi<Profile>(sut, 'PUT', '/rest/v1/profile', { token, body });
const nicknameRowOf = async (userId: string) =>
  (await sut.database.db.select().from(profiles).where(eq(profiles.id, userId)))[0]?.nickname ?? null;

describe('GET /rest/v1/profile', () => {
  it('answers 401 without a token or with a forged one', async () => {
    for (const token of [undefined, 'not-a-jwt', `${alice.accessToken.slice(0, -4)}AAAA`]) {
      const response = await getProfile(token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    }
  });

  it("returns the caller's own profile, with no nickname before one is set", async () => {
    const carol = await newUser(sut);
    const response = await getProfile(carol.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      id: carol.id,
      nickname: null,
      language: null,
      email: carol.email,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reviewed_restaurant_count: 0,
    });
    expect(Date.now() - Date.parse(response.body.created_at)).toBeLessThan(60_000);
  });

  it('counts distinct restaurants the caller reviewed, not reviews, and not anyone else\'s', async () => {
    const dave = await newUser(sut);
    const first = await insertRestaurant(sut);
    const second = await insertRestaurant(sut);
    await insertReview(sut, { restaurantId: first.id, userId: dave.id });
    await insertReview(sut, { restaurantId: first.id, userId: dave.id, rating: 'excellent' });
    await insertReview(sut, { restaurantId: second.id, userId: dave.id });
    await insertReview(sut, { restaurantId: second.id, userId: bob.id });
    expect((await getProfile(dave.accessToken)).body.reviewed_restaurant_count).toBe(2);
  });
});

describe('unique nicknames', () => {
  it("refuses another user's nickname, whatever its case and spaces, with 409 nickname_taken; the owner can save it again", async () => {
    const first = await newUser(sut);
    const second = await newUser(sut);
    expect((await putProfile(first.accessToken, { nickname: 'RecensoreUnico' })).status).toBe(200);
    for (const nickname of ['RecensoreUnico', 'recensoreunico', '  RECENSOREUNICO  ']) {
      const taken = await putProfile(second.accessToken, { nickname });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 'nickname_taken', message: 'Questo nickname è già in uso: scegline un altro.' });
    }
    expect(await nicknameRowOf(second.id)).toBeNull();
    expect((await putProfile(first.accessToken, { nickname: 'recensoreUNICO' })).status).toBe(200);
    expect(await nicknameRowOf(first.id)).toBe('recensoreUNICO');
  });

  it('refuses a taken nickname at sign-up with 409 nickname_taken, and creates no account', async () => {
    await newUser(sut, { data: { nickname: 'FirmaDoppia' } });
    const email = `dup-${Date.now()}@example.test`;
    const response = await callApi(sut, 'POST', '/auth/v1/signup', {
      body: { email, password: 'segreta123', data: { nickname: ' firmadoppia ' } },
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'nickname_taken' });
    const signIn = await callApi(sut, 'POST', '/auth/v1/token?grant_type=password', { body: { email, password: 'segreta123' } });
    expect(signIn.status).toBe(400);
  });
});

describe('PUT /rest/v1/profile', () => {
  it('creates the profile row on the first nickname and updates it afterwards (upsert)', async () => {
    const erin = await newUser(sut);
    const first = await putProfile(erin.accessToken, { nickname: '  Erin  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: erin.id, nickname: 'Erin', email: erin.email });
    expect(await nicknameRowOf(erin.id)).toBe('Erin');

    const second = await putProfile(erin.accessToken, { nickname: 'Erin 🌾' });
    expect(second.status).toBe(200);
    expect((await getProfile(erin.accessToken)).body.nickname).toBe('Erin 🌾');
    expect(await sut.database.db.select().from(profiles).where(eq(profiles.id, erin.id))).toHaveLength(1);
  });

  it('accepts a nickname of exactly the maximum length, counted in characters', async () => {
    const nickname = '🥜'.repeat(NICKNAME_MAX_LENGTH);
    const response = await putProfile(alice.accessToken, { nickname });
    expect(response.status).toBe(200);
    expect(await nicknameRowOf(alice.id)).toBe(nickname);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const frank = await newUser(sut);
    const response = await putProfile(undefined, { nickname: 'Intruso' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthorized' });
    expect(await nicknameRowOf(frank.id)).toBeNull();
  });

  it("never writes another user's profile: the id comes from the token only", async () => {
    await putProfile(alice.accessToken, { nickname: 'Alice' });
    const attempts = [
      callApi(sut, 'PUT', '/rest/v1/profile', { token: bob.accessToken, body: { id: alice.id, nickname: 'Rubata' } }),
      callApi(sut, 'PUT', `/rest/v1/profile?id=eq.${alice.id}`, { token: bob.accessToken, body: { nickname: 'Rubata' } }),
      callApi(sut, 'PUT', `/rest/v1/profile?user_id=${alice.id}`, { token: bob.accessToken, body: { nickname: 'Rubata' } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: bob.id });
    }
    expect(await nicknameRowOf(alice.id)).toBe('Alice');
    expect(await nicknameRowOf(bob.id)).toBe('Rubata');
  });

  it("never reads another user's profile", async () => {
    await putProfile(alice.accessToken, { nickname: 'Alice' });
    for (const path of ['/rest/v1/profile', `/rest/v1/profile?id=eq.${alice.id}`, `/rest/v1/profile?id=${alice.id}`]) {
      const response = await callApi<Profile>(sut, 'GET', path, { token: bob.accessToken });
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(bob.id);
      expect(JSON.stringify(response.body)).not.toContain(alice.email);
    }
    expect((await callApi(sut, 'GET', `/rest/v1/profile/${alice.id}`, { token: bob.accessToken })).status).toBe(404);
  });

  describe('refuses a bad nickname with 400 invalid_nickname and stores nothing', () => {
    const cases: [string, unknown][] = [
      ['empty', ''],
      ['blank', '   '],
      ['200 characters', 'x'.repeat(200)],
      ['one character over the limit', 'x'.repeat(NICKNAME_MAX_LENGTH + 1)],
      ['a newline inside', 'Ma\nrio'],
      ['a tab inside', 'Ma\trio'],
      ['an escape sequence', '\u001b[31mMario'],
      ['a C1 control', 'Mario\u0085'],
      ['a bidi override', '\u202eoiraM'],
      ['a DEL character', 'Mario\u007f'],
    ];
    it.each(cases)('%s', async (label, nickname) => {
      const grace = await newUser(sut);
      // One Grace per case: nicknames are unique.
      await putProfile(grace.accessToken, { nickname: `Grace ${label}` });
      const response = await putProfile(grace.accessToken, { nickname });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_nickname', message: expect.stringMatching(/nickname/i) });
      expect(await nicknameRowOf(grace.id)).toBe(`Grace ${label}`);
    });
  });

  it('refuses a NUL byte with the server-wide 400 validation_failed, storing nothing', async () => {
    const ivy = await newUser(sut);
    await putProfile(ivy.accessToken, { nickname: 'Ivy' });
    const response = await putProfile(ivy.accessToken, { nickname: 'Mario\u0000' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_failed' });
    expect(await nicknameRowOf(ivy.id)).toBe('Ivy');
  });

  it('refuses a body without a string nickname with 400 and stores nothing', async () => {
    const henry = await newUser(sut);
    for (const body of [{}, { nickname: null }, { nickname: 42 }, { nickname: ['Henry'] }]) {
      const response = await putProfile(henry.accessToken, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_nickname' });
    }
    const noBody = await callApi(sut, 'PUT', '/rest/v1/profile', { token: henry.accessToken });
    expect(noBody.status).toBe(400);
    expect(await nicknameRowOf(henry.id)).toBeNull();
  });

  it('limits writes per user, not per address', async () => {
    const ivan = await newUser(sut);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt += 1) {
      statuses.push((await putProfile(ivan.accessToken, { nickname: `Ivan ${attempt}` })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await putProfile(ivan.accessToken, { nickname: 'Ivan troppo' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'over_request_rate_limit' });
    // Same address, another user: not limited.
    expect((await putProfile(bob.accessToken, { nickname: 'Bob' })).status).toBe(200);
  });
});

describe('PUT /rest/v1/profile/language (#43)', () => {
  const putLanguage = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
    callApi<Profile>(sut, 'PUT', '/rest/v1/profile/language', { token, body, headers });
  const languageRowOf = async (userId: string) =>
    (await sut.database.db.select().from(profiles).where(eq(profiles.id, userId)))[0]?.language ?? null;

  it('keeps the choice in the account, creating the profile row when missing, and the profile reads it back', async () => {
    const dana = await newUser(sut);
    const saved = await putLanguage(dana.accessToken, { language: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: dana.id, nickname: null, language: 'en' });
    expect(await languageRowOf(dana.id)).toBe('en');
    expect((await getProfile(dana.accessToken)).body.language).toBe('en');
    await putLanguage(dana.accessToken, { language: 'it' });
    expect(await languageRowOf(dana.id)).toBe('it');
  });

  it('refuses any other language with 400 and stores nothing; 401 without a token', async () => {
    const erin = await newUser(sut);
    for (const language of ['fr', 'EN', '', null]) {
      const response = await putLanguage(erin.accessToken, { language });
      expect(response.status, String(language)).toBe(400);
    }
    expect(await languageRowOf(erin.id)).toBeNull();
    expect((await putLanguage(undefined, { language: 'en' })).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the profile, allergen set and account endpoints as signed-in only', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const [path, method] of [
      ['/rest/v1/profile', 'get'],
      ['/rest/v1/profile', 'put'],
      ['/rest/v1/profile/allergens', 'get'],
      ['/rest/v1/profile/allergens', 'put'],
      ['/rest/v1/account/export', 'get'],
      ['/rest/v1/account', 'delete'],
    ] as const) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });
});
