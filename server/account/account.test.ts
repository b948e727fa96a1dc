import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  allergens,
  consentLog,
  identities,
  notifications,
  outboxMessages,
  profiles,
  refreshTokens,
  restaurantEdits,
  restaurants,
  reviewLikes,
  reviewPhotos,
  reviews,
  sessions,
  userAcceptances,
  userAllergens,
  users,
} from '../db/schema';
import { callApi, insertRestaurant, insertReview, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { AccountExport } from './account.schemas';
import { deleteOwnAccount } from './account.service';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
});
afterAll(async () => {
  await sut.close();
});

const db = () => sut.database.db;
const EXPORT = '/rest/v1/account/export';
const ACCOUNT = '/rest/v1/account';

/**
 * A user with something in every table that holds personal data, plus a
 * review by someone else that this user voted on (and that votes back).
 */
async function userWithEverything(label: string) {
  const user = await newUser(sut);
  const other = await newUser(sut);
  const { db: database } = sut.database;
  await callApi(sut, 'PUT', '/rest/v1/profile', { token: user.accessToken, body: { nickname: `Nick ${label}` } });
  const catalogue = await database.select().from(allergens).where(inArray(allergens.name, ['Gluten', 'Peanuts']));
  await callApi(sut, 'PUT', '/rest/v1/profile/allergens', {
    token: user.accessToken,
    body: { allergen_ids: catalogue.map((a) => a.id) },
  });
  await database.insert(userAcceptances).values({ userId: user.id, privacyAccepted: true, cookiesAccepted: false, termsAccepted: true });
  await database.insert(consentLog).values({
    userId: user.id,
    consentType: 'privacy',
    consentGiven: true,
    policyVersion: '1.0',
    ip: '203.0.113.7',
    userAgent: 'account-test',
  });
  const restaurant = await insertRestaurant(sut, { name: `Osteria ${label}`, userId: user.id });
  await database.insert(restaurantEdits).values({
    restaurantId: restaurant.id,
    userId: user.id,
    changes: { phone: { old: null, new: '+39 02 1234567' } },
  });
  const ownReview = await insertReview(sut, {
    restaurantId: restaurant.id,
    userId: user.id,
    comment: `Recensione di ${label}`,
    photoUrl: `/storage/v1/object/public/photos/reviews/${user.id}/1_0.jpg`,
  });
  await database.insert(reviewPhotos).values([
    { reviewId: ownReview.id, photoUrl: `/storage/v1/object/public/photos/reviews/${user.id}/1_0.jpg` },
    { reviewId: ownReview.id, photoUrl: `/storage/v1/object/public/photos/reviews/${user.id}/1_1.jpg` },
  ]);
  const othersReview = await insertReview(sut, { restaurantId: restaurant.id, userId: other.id });
  await database.insert(reviewLikes).values([
    { reviewId: othersReview.id, userId: user.id, isLike: true },
    { reviewId: ownReview.id, userId: other.id, isLike: false },
  ]);
  await database.insert(notifications).values([
    { userId: user.id, type: 'review_dislike', title: 'Nuovo voto', message: 'Non piace', reviewId: ownReview.id },
    { userId: other.id, type: 'review_like', title: 'Nuovo voto', message: 'Piace', reviewId: othersReview.id },
  ]);
  await database.insert(outboxMessages).values({
    channel: 'email',
    recipient: user.email,
    subject: 'Conferma',
    textBody: 'link',
  });
  return { user, other, restaurant, ownReview, othersReview };
}

describe('GET /rest/v1/account/export', () => {
  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'garbage']) {
      const response = await callApi(sut, 'GET', EXPORT, { token });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('downloads everything stored about the caller as a JSON attachment', async () => {
    const { user, other, restaurant, ownReview, othersReview } = await userWithEverything('export');
    const response = await callApi<AccountExport>(sut, 'GET', EXPORT, { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="allerguida-i-miei-dati-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const data = response.body;
    expect(data).toMatchObject({
      format: 'allerguida-account-export',
      version: 1,
      app: 'AllerGuida',
      account: { id: user.id, email: user.email },
      profile: { nickname: 'Nick export' },
      acceptances: { privacy_accepted: true, cookies_accepted: false, terms_accepted: true },
      consent_log: [{ consent_type: 'privacy', consent_given: true, policy_version: '1.0', ip: '203.0.113.7' }],
      reviews: [
        {
          id: ownReview.id,
          restaurant_id: restaurant.id,
          comment: 'Recensione di export',
          photos: [expect.stringContaining('1_0.jpg'), expect.stringContaining('1_1.jpg')],
        },
      ],
      votes: [{ review_id: othersReview.id, is_like: true }],
      notifications: [{ type: 'review_dislike', title: 'Nuovo voto', review_id: ownReview.id, read_at: null }],
      restaurants_added: [{ id: restaurant.id, name: 'Osteria export' }],
      restaurant_edits: [{ restaurant_id: restaurant.id, changes: { phone: { old: null, new: '+39 02 1234567' } } }],
    });
    expect(data.allergens.map((a) => [a.name, a.italian_name])).toEqual([
      ['Gluten', 'Glutine'],
      ['Peanuts', 'Arachidi'],
    ]);
    expect(data.identities.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);

    // Nothing secret and nothing about the other user.
    const text = JSON.stringify(data);
    const [account] = await db().select({ hash: users.encryptedPassword }).from(users).where(eq(users.id, user.id));
    expect(account?.hash).toBeTruthy();
    expect(text).not.toContain(account!.hash!);
    expect(text).not.toMatch(/password|refresh_token|secret|token_hash/i);
    expect(text).not.toContain(user.refreshToken);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
  });

  it('words the notifications and names the file in the language the request asks for', async () => {
    const { user } = await userWithEverything('english');
    await db().update(notifications).set({ titleEn: 'New vote', messageEn: 'Disliked' }).where(eq(notifications.userId, user.id));
    const english = await callApi<AccountExport>(sut, 'GET', EXPORT, { token: user.accessToken, headers: { 'x-allerguida-language': 'en' } });
    expect(english.headers.get('content-disposition')).toMatch(/^attachment; filename="allerguida-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(english.body.notifications).toMatchObject([{ type: 'review_dislike', title: 'New vote', message: 'Disliked' }]);
    const italian = await callApi<AccountExport>(sut, 'GET', EXPORT, { token: user.accessToken });
    expect(italian.headers.get('content-disposition')).toMatch(/^attachment; filename="allerguida-i-miei-dati-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(italian.body.notifications).toMatchObject([{ type: 'review_dislike', title: 'Nuovo voto', message: 'Non piace' }]);
  });

  it("exports only the caller's data, whatever the request says", async () => {
    const { user: owner } = await userWithEverything('owner');
    const caller = await newUser(sut);
    for (const path of [EXPORT, `${EXPORT}?user_id=${owner.id}`, `${EXPORT}?id=eq.${owner.id}`]) {
      const response = await callApi<AccountExport>(sut, 'GET', path, { token: caller.accessToken });
      expect(response.status).toBe(200);
      expect(response.body.account.id).toBe(caller.id);
      expect(response.body).toMatchObject({ allergens: [], reviews: [], votes: [], notifications: [], consent_log: [] });
      expect(response.body.profile?.nickname ?? null).toBeNull();
      expect(JSON.stringify(response.body)).not.toContain(owner.id);
    }
    expect((await callApi(sut, 'GET', `/rest/v1/account/${owner.id}/export`, { token: caller.accessToken })).status).toBe(404);
  });
});

describe('DELETE /rest/v1/account', () => {
  it('answers 401 without a valid token and deletes nothing', async () => {
    const user = await newUser(sut);
    for (const token of [undefined, 'garbage']) {
      const response = await callApi(sut, 'DELETE', ACCOUNT, { token, body: { confirmation: 'ELIMINA' } });
      expect(response.status).toBe(401);
    }
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('needs the typed confirmation word and deletes nothing without it', async () => {
    const user = await newUser(sut);
    for (const body of [undefined, {}, { confirmation: 'elimina' }, { confirmation: 'SI' }, { confirmation: true }, { confirm: 'ELIMINA' }]) {
      const response = await callApi(sut, 'DELETE', ACCOUNT, { token: user.accessToken, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'account_deletion_not_confirmed' });
    }
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await callApi(sut, 'GET', '/rest/v1/profile', { token: user.accessToken })).status).toBe(200);
  });

  it('deletes the account and everything personal, and anonymises the reviews', async () => {
    const { user, other, restaurant, ownReview, othersReview } = await userWithEverything('delete');
    const response = await callApi(sut, 'DELETE', ACCOUNT, { token: user.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();

    const rowsOf = async (table: typeof profiles | typeof users, column: typeof profiles.id | typeof users.id) =>
      db().select().from(table).where(eq(column, user.id));
    expect(await rowsOf(users, users.id)).toEqual([]);
    expect(await rowsOf(profiles, profiles.id)).toEqual([]);
    for (const [table, column] of [
      [identities, identities.userId],
      [sessions, sessions.userId],
      [refreshTokens, refreshTokens.userId],
      [userAllergens, userAllergens.userId],
      [userAcceptances, userAcceptances.userId],
      [consentLog, consentLog.userId],
      [reviewLikes, reviewLikes.userId],
      [notifications, notifications.userId],
      [reviews, reviews.userId],
      [restaurants, restaurants.userId],
      [restaurantEdits, restaurantEdits.userId],
    ] as const) {
      expect(await db().select({ n: sql`1` }).from(table).where(eq(column, user.id))).toEqual([]);
    }
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email))).toEqual([]);

    // The review stays as community content with no author and no photo of theirs.
    const [kept] = await db().select().from(reviews).where(eq(reviews.id, ownReview.id));
    expect(kept).toMatchObject({ userId: null, comment: 'Recensione di delete', photoUrl: null });
    expect(await db().select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, ownReview.id))).toEqual([]);
    expect(JSON.stringify(kept)).not.toContain(user.id);
    const [place] = await db().select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(place).toMatchObject({ userId: null, name: 'Osteria delete' });

    // The other user's content and votes are untouched.
    expect(await db().select().from(reviews).where(eq(reviews.id, othersReview.id))).toHaveLength(1);
    expect(await db().select().from(reviewLikes).where(eq(reviewLikes.userId, other.id))).toHaveLength(1);
    expect(await db().select().from(notifications).where(eq(notifications.userId, other.id))).toHaveLength(1);
    expect(await db().select().from(users).where(eq(users.id, other.id))).toHaveLength(1);

    // The old token is dead and the password no longer signs in.
    expect((await callApi(sut, 'GET', '/rest/v1/profile', { token: user.accessToken })).status).toBe(401);
    const signIn = await callApi(sut, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: user.email, password: user.password },
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toMatchObject({ code: 'invalid_credentials' });
  });

  it("deletes only the caller's account, whatever the body says", async () => {
    const target: TestUser = await newUser(sut);
    const caller = await newUser(sut);
    const response = await callApi(sut, 'DELETE', `${ACCOUNT}?id=eq.${target.id}`, {
      token: caller.accessToken,
      body: { confirmation: 'ELIMINA', user_id: target.id, id: target.id },
    });
    expect(response.status).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, caller.id))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
    expect((await callApi(sut, 'GET', '/rest/v1/profile', { token: target.accessToken })).status).toBe(200);
  });

  it('hands the photo URLs to the storage hook after the deletion has committed', async () => {
    const { user } = await userWithEverything('photos');
    const deletePhotoFiles = vi.fn(async () => {
      // By now the account is gone.
      expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    });
    await deleteOwnAccount(db(), user.id, { deletePhotoFiles, log: sut.app.log });
    expect(deletePhotoFiles).toHaveBeenCalledTimes(1);
    expect(deletePhotoFiles).toHaveBeenCalledWith({
      userId: user.id,
      photoUrls: expect.arrayContaining([
        `/storage/v1/object/public/photos/reviews/${user.id}/1_0.jpg`,
        `/storage/v1/object/public/photos/reviews/${user.id}/1_1.jpg`,
      ]),
    });
  });

  it('keeps the account when the deletion fails half-way', async () => {
    const { user } = await userWithEverything('rollback');
    await db().execute(sql.raw(`
      CREATE FUNCTION test_refuse_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END;
      $$;
    `));
    await db().execute(sql.raw(
      'CREATE TRIGGER test_refuse_user_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION test_refuse_user_delete()',
    ));
    try {
      const response = await callApi(sut, 'DELETE', ACCOUNT, { token: user.accessToken, body: { confirmation: 'ELIMINA' } });
      expect(response.status).toBe(500);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER test_refuse_user_delete ON users'));
      await db().execute(sql.raw('DROP FUNCTION test_refuse_user_delete()'));
    }
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await db().select().from(reviewPhotos).innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId)).where(eq(reviews.userId, user.id))).toHaveLength(2);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email))).toHaveLength(1);
    expect((await callApi(sut, 'GET', '/rest/v1/profile', { token: user.accessToken })).status).toBe(200);
  });
});
