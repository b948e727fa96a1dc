import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviewLikes } from '../db/schema';
import { callApi, insertRestaurant, insertReview, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let author: TestUser;
let voter: TestUser;
let anonymousVoter: TestUser;
let restaurantName: string;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  author = await newUser(sut, { data: { nickname: 'Autrice' } });
  voter = await newUser(sut, { data: { nickname: 'Votante' } });
  anonymousVoter = await newUser(sut);
  restaurantName = 'Osteria del Voto';
});

afterAll(async () => {
  await sut.close();
});

async function newReview() {
  const restaurant = await insertRestaurant(sut, { name: restaurantName });
  return insertReview(sut, { restaurantId: restaurant.id, userId: author.id });
}

const vote = (user: TestUser | null, reviewId: string, body: unknown) =>
  callApi<{ my_vote?: boolean | null; likes?: number; dislikes?: number; code?: string; message?: string }>(
    sut,
    'POST',
    `/rest/v1/reviews/${reviewId}/votes`,
    { token: user?.accessToken, body },
  );

const votesOf = (reviewId: string) => sut.database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, reviewId));
const notificationsOf = (userId: string) =>
  sut.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

describe('POST /rest/v1/reviews/:id/votes', () => {
  it('likes, removes with the same vote, switches with the other', async () => {
    const review = await newReview();

    expect((await vote(voter, review.id, { is_like: true })).body).toEqual({
      review_id: review.id,
      my_vote: true,
      likes: 1,
      dislikes: 0,
    });
    expect((await vote(voter, review.id, { is_like: true })).body).toMatchObject({ my_vote: null, likes: 0, dislikes: 0 });
    expect(await votesOf(review.id)).toEqual([]);

    await vote(voter, review.id, { is_like: true });
    const switched = await vote(voter, review.id, { is_like: false });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ my_vote: false, likes: 0, dislikes: 1 });
    const rows = await votesOf(review.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: voter.id, isLike: false });
  });

  it("counts other users' votes and shows the caller's own in the restaurant detail", async () => {
    const review = await newReview();
    await vote(voter, review.id, { is_like: true });
    await vote(anonymousVoter, review.id, { is_like: false });

    const detail = await callApi<{ reviews: { id: string; likes: number; dislikes: number; my_vote: string | null }[] }>(
      sut,
      'GET',
      `/rest/v1/restaurants/${review.restaurantId}`,
      { token: voter.accessToken },
    );
    expect(detail.body.reviews.find((r) => r.id === review.id)).toMatchObject({ likes: 1, dislikes: 1, my_vote: 'like' });
    const asAuthor = await callApi<{ reviews: { id: string; my_vote: string | null }[] }>(
      sut,
      'GET',
      `/rest/v1/restaurants/${review.restaurantId}`,
      { token: author.accessToken },
    );
    expect(asAuthor.body.reviews.find((r) => r.id === review.id)?.my_vote).toBeNull();
  });

  it('tells the author of a new or switched vote, naming the voter and the restaurant, but not of a removal', async () => {
    const review = await newReview();
    const before = (await notificationsOf(author.id)).length;

    await vote(voter, review.id, { is_like: true });
    await vote(voter, review.id, { is_like: false });
    await vote(voter, review.id, { is_like: false });

    const created = (await notificationsOf(author.id)).slice(before);
    expect(created.map((n) => [n.type, n.title, n.message, n.reviewId, n.readAt])).toEqual([
      ['review_like', 'Nuovo mi piace', `Votante ha messo "Mi piace" alla tua recensione di "${restaurantName}".`, review.id, null],
      ['review_dislike', 'Nuovo non mi piace', `Votante ha messo "Non mi piace" alla tua recensione di "${restaurantName}".`, review.id, null],
    ]);
    expect(await notificationsOf(voter.id)).toEqual([]);
  });

  it('names a voter without a nickname neutrally, never by email', async () => {
    const review = await newReview();
    await vote(anonymousVoter, review.id, { is_like: true });
    const [latest] = (await notificationsOf(author.id)).slice(-1);
    expect(latest?.message).toBe(`Un utente ha messo "Mi piace" alla tua recensione di "${restaurantName}".`);
    expect(latest?.message).not.toContain('@');
  });

  it("refuses a vote on one's own review with 403 and stores nothing", async () => {
    const review = await newReview();
    const before = (await notificationsOf(author.id)).length;
    const response = await vote(author, review.id, { is_like: true });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'cannot_vote_own_review', message: 'Non puoi votare le tue stesse recensioni.' });
    expect(await votesOf(review.id)).toEqual([]);
    expect(await notificationsOf(author.id)).toHaveLength(before);
  });

  it('refuses a vote without sign-in with 401 and the spec message', async () => {
    const review = await newReview();
    const response = await vote(null, review.id, { is_like: true });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthorized', message: 'Devi essere autenticato per votare le recensioni.' });
    const badToken = await callApi(sut, 'POST', `/rest/v1/reviews/${review.id}/votes`, {
      token: 'not-a-token',
      body: { is_like: true },
    });
    expect(badToken.status).toBe(401);
    expect(await votesOf(review.id)).toEqual([]);
  });

  it('answers 404 for unknown or malformed review ids and 400 for a bad body', async () => {
    const review = await newReview();
    expect((await vote(voter, '00000000-0000-4000-8000-000000000000', { is_like: true })).body).toMatchObject({
      code: 'review_not_found',
    });
    expect((await vote(voter, 'not-a-uuid', { is_like: true })).status).toBe(404);
    for (const body of [{}, { is_like: 'yes' }, { is_like: null }, 'true']) {
      const response = await vote(voter, review.id, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
    expect(await votesOf(review.id)).toEqual([]);
  });

  it('keeps one vote per user when the same click arrives twice at once', async () => {
    // Several rounds: the second click must wait for the first and see its vote every time.
    for (let round = 0; round < 5; round++) {
      const review = await newReview();
      const results = await Promise.all([vote(voter, review.id, { is_like: true }), vote(voter, review.id, { is_like: true })]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      // Serialised on the review: one like, then its removal.
      expect(results.map((r) => r.body.my_vote).sort()).toEqual([null, true].sort());
      expect(await votesOf(review.id)).toEqual([]);
    }
  });

  it('saves no vote when the notification cannot be stored (one transaction)', async () => {
    const review = await newReview();
    const db = sut.database.db;
    await db.execute(sql`CREATE FUNCTION test_refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_notification BEFORE INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION test_refuse_notification()`);
    try {
      const response = await vote(voter, review.id, { is_like: true });
      expect(response.status).toBe(500);
      expect(response.body.code).toBe('internal_error');
      expect(await votesOf(review.id)).toEqual([]);
    } finally {
      await db.execute(sql`DROP TRIGGER test_refuse_notification ON notifications`);
      await db.execute(sql`DROP FUNCTION test_refuse_notification()`);
    }
  });
});
