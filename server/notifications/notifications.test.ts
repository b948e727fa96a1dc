import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { italianDay } from '../../domain/incidents';
import { runUserCommand } from '../auth/cli';
import { notifications, userAllergens } from '../db/schema';
import { allergenIds } from '../test/restaurant-fixtures';
import { callApi, insertRestaurant, insertReview, newUser, REVIEW_INPUT_FIELDS, fannedOut, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { getOwnNotification, type Notification } from './notifications.service';

let sut: TestApp;
let alice: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
});

afterAll(async () => {
  await sut.close();
});

type List = { items: Notification[]; unread_count: number };
const list = (user: TestUser) => callApi<List>(sut, 'GET', '/rest/v1/notifications', { token: user.accessToken });
const markRead = (user: TestUser | null, id: string) =>
  callApi<{ unread_count?: number; code?: string }>(sut, 'POST', `/rest/v1/notifications/${id}/read`, { token: user?.accessToken });
const markAll = (user: TestUser | null) =>
  callApi<{ updated?: number; unread_count?: number }>(sut, 'POST', '/rest/v1/notifications/read-all', { token: user?.accessToken });

async function seed(userId: string, count: number, reviewId: string | null = null) {
  const base = Date.UTC(2026, 0, 1);
  return sut.database.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: 'review_like' as const,
        title: 'Nuovo mi piace',
        message: `Messaggio ${i}`,
        reviewId,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning();
}

describe('notifications API', () => {
  it('lists the 20 newest of the caller, newest first, with the unread count and the review’s restaurant', async () => {
    const restaurant = await insertRestaurant(sut);
    const review = await insertReview(sut, { restaurantId: restaurant.id, userId: bruno.id });
    await seed(alice.id, 25, review.id);
    await seed(bruno.id, 3);

    const response = await list(alice);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body.unread_count).toBe(25);
    expect(response.body.items).toHaveLength(20);
    expect(response.body.items.map((n) => n.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Messaggio ${24 - i}`),
    );
    expect(response.body.items[0]).toMatchObject({ review_id: review.id, restaurant_id: restaurant.id, read_at: null });
    expect((await list(bruno)).body.unread_count).toBe(3);
  });

  it('marks one read, only the caller’s own', async () => {
    const [mine] = await seed(alice.id, 1);
    const [brunos] = await seed(bruno.id, 1);
    const unreadBefore = (await list(alice)).body.unread_count;

    const foreign = await markRead(alice, brunos!.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('notification_not_found');
    const [untouched] = await sut.database.db.select().from(notifications).where(eq(notifications.id, brunos!.id));
    expect(untouched?.readAt).toBeNull();

    const own = await markRead(alice, mine!.id);
    expect(own.status).toBe(200);
    expect(own.body.unread_count).toBe(unreadBefore - 1);
    const [read] = await sut.database.db.select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(read?.readAt).toBeInstanceOf(Date);

    expect((await markRead(alice, 'not-a-uuid')).status).toBe(404);
    expect((await markRead(null, mine!.id)).status).toBe(401);
  });

  it('marks all of the caller’s unread read, leaving other users’ alone', async () => {
    await seed(alice.id, 2);
    await seed(bruno.id, 2);
    const brunoUnread = (await list(bruno)).body.unread_count;

    const response = await markAll(alice);
    expect(response.status).toBe(200);
    expect(response.body.unread_count).toBe(0);
    expect(response.body.updated).toBeGreaterThanOrEqual(2);
    expect((await list(alice)).body.items.every((n) => n.read_at !== null)).toBe(true);
    expect((await list(bruno)).body.unread_count).toBe(brunoUnread);
    expect((await markAll(null)).status).toBe(401);
  });

  it('keeps the time a notification was first read when it is marked read again', async () => {
    const [first, second] = await seed(alice.id, 2);
    expect((await markRead(alice, first!.id)).status).toBe(200);
    // Pin the first read time far in the past, so any rewrite would show.
    const firstRead = new Date('2026-01-02T03:04:05.000Z');
    await sut.database.db.update(notifications).set({ readAt: firstRead }).where(eq(notifications.id, first!.id));

    expect((await markRead(alice, first!.id)).status).toBe(200);
    expect((await markAll(alice)).status).toBe(200);
    const [again] = await sut.database.db.select().from(notifications).where(eq(notifications.id, first!.id));
    expect(again!.readAt!.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const [other] = await sut.database.db.select().from(notifications).where(eq(notifications.id, second!.id));
    expect(other!.readAt!.getTime()).toBeGreaterThan(firstRead.getTime());
  });

  it('answers 401 without sign-in', async () => {
    expect((await callApi(sut, 'GET', '/rest/v1/notifications')).status).toBe(401);
  });
});

// docs/product.md#moderation: a hidden review or restaurant is gone from every
// read path, the bell included, and comes back on restore; moderation notices
// are about the hidden item by design and stay.
describe('notifications about hidden content', () => {
  let moderator: TestUser;

  beforeAll(async () => {
    moderator = await newUser(sut);
    expect(await runUserCommand(sut.database.db, ['role', moderator.email, 'moderator'], () => undefined)).toBe(0);
  });

  const act = (body: Record<string, unknown>) =>
    callApi<{ id: string }>(sut, 'POST', '/rest/v1/moderation/actions', { token: moderator.accessToken, body });
  const bell = async (user: TestUser) => {
    await fannedOut(sut);
    const { body } = await list(user);
    return { items: body.items.map((n) => [n.type, n.title, n.message]), unread_count: body.unread_count };
  };

  it('leaves a vote notification out of the list, the count, marking and the push while its review is hidden, and brings it back on restore', async () => {
    const voter = await newUser(sut, { data: { nickname: 'Votante' } });
    const author = await newUser(sut);
    const restaurant = await insertRestaurant(sut, { name: 'Osteria del Voto' });
    const review = await insertReview(sut, { restaurantId: restaurant.id, userId: author.id, comment: 'Recensione da nascondere' });
    const like = [
      'review_like',
      'Nuovo mi piace',
      'Votante ha messo "Mi piace" alla tua recensione di "Osteria del Voto".',
    ];
    const notice = [
      'moderation',
      'Recensione: nascosta',
      'Abbiamo preso un provvedimento sulla tua recensione (Recensione da nascondere). Apri la motivazione per sapere perché e come fare ricorso.',
    ];
    expect((await callApi(sut, 'POST', `/rest/v1/reviews/${review.id}/votes`, { token: voter.accessToken, body: { is_like: true } })).status).toBe(200);
    expect(await bell(author)).toEqual({ items: [like], unread_count: 1 });
    const likeId = (await list(author)).body.items[0]!.id;

    expect((await act({ target_type: 'review', target_id: review.id, action: 'hide', rule: 'offensive', reason: 'Offende.' })).status).toBe(201);
    expect(await bell(author)).toEqual({ items: [notice], unread_count: 1 });
    // The realtime layer loads what it pushes with this: nothing while hidden.
    expect(await getOwnNotification(sut.database.db, author.id, likeId, 'it')).toBeNull();
    expect((await markRead(author, likeId)).status).toBe(404);
    expect((await markAll(author)).body).toEqual({ updated: 1, unread_count: 0 });

    expect((await act({ target_type: 'review', target_id: review.id, action: 'restore', reason: 'Ripristinata.' })).status).toBe(201);
    expect(await bell(author)).toEqual({ items: [notice, like], unread_count: 1 });
    expect(await getOwnNotification(sut.database.db, author.id, likeId, 'it')).toMatchObject({ id: likeId, type: 'review_like', read_at: null });
  });

  it('stops naming a voter whose nickname a moderator hid, names them again on restore, and never names a deleted voter', async () => {
    const voter = await newUser(sut, { data: { nickname: 'NomeVolgare' } });
    const author = await newUser(sut);
    const restaurant = await insertRestaurant(sut, { name: 'Pizzeria del Nome' });
    const review = await insertReview(sut, { restaurantId: restaurant.id, userId: author.id });
    expect((await callApi(sut, 'POST', `/rest/v1/reviews/${review.id}/votes`, { token: voter.accessToken, body: { is_like: false } })).status).toBe(200);
    const named = ['review_dislike', 'Nuovo non mi piace', 'NomeVolgare ha messo "Non mi piace" alla tua recensione di "Pizzeria del Nome".'];
    const anonymous = ['review_dislike', 'Nuovo non mi piace', 'Un utente ha messo "Non mi piace" alla tua recensione di "Pizzeria del Nome".'];
    expect(await bell(author)).toEqual({ items: [named], unread_count: 1 });
    const id = (await list(author)).body.items[0]!.id;
    const exported = async () => {
      const response = await callApi<{ notifications: { message: string }[] }>(sut, 'GET', '/rest/v1/account/export', { token: author.accessToken });
      return response.body.notifications.map((n) => n.message);
    };

    expect((await act({ target_type: 'profile', target_id: voter.id, action: 'hide', rule: 'offensive', reason: 'Nickname offensivo.' })).status).toBe(201);
    expect(await bell(author)).toEqual({ items: [anonymous], unread_count: 1 });
    // What the realtime layer pushes, and the author's data export, name nobody either.
    expect(await getOwnNotification(sut.database.db, author.id, id, 'it')).toMatchObject({ message: anonymous[2] });
    expect(await exported()).toEqual([anonymous[2]]);

    expect((await act({ target_type: 'profile', target_id: voter.id, action: 'restore', reason: 'Cambiato.' })).status).toBe(201);
    expect(await bell(author)).toEqual({ items: [named], unread_count: 1 });

    expect((await callApi(sut, 'DELETE', '/rest/v1/account', { token: voter.accessToken, body: { confirmation: 'ELIMINA' } })).status).toBe(204);
    expect(await bell(author)).toEqual({ items: [anonymous], unread_count: 1 });
    expect(await exported()).toEqual([anonymous[2]]);
  });

  it('leaves every notification about a hidden restaurant or its reviews out, keeps the report’s outcome, and brings them back on restore', async () => {
    const allergen = await allergenIds(sut.database.db);
    const saver = await newUser(sut, { data: { nickname: 'Salvatrice' } });
    const writer = await newUser(sut);
    const restaurant = await insertRestaurant(sut, { name: 'Trattoria Nascosta' });
    await sut.database.db.insert(userAllergens).values({ userId: saver.id, allergenId: allergen.get('Gluten')! });
    expect((await callApi(sut, 'PUT', `/rest/v1/saved/${restaurant.id}`, { token: saver.accessToken })).status).toBe(204);
    const review = await callApi<{ id: string }>(sut, 'POST', '/rest/v1/reviews', {
      token: writer.accessToken,
      body: { restaurant_id: restaurant.id, ...REVIEW_INPUT_FIELDS, allergen_ids: [allergen.get('Gluten')!] },
    });
    expect(review.status).toBe(201);
    const incident = await callApi(sut, 'POST', `/rest/v1/restaurants/${restaurant.id}/incidents`, {
      token: writer.accessToken,
      body: { allergen_ids: [allergen.get('Gluten')!], severity: 'mild', meal_date: italianDay(new Date()), staff_informed: false },
    });
    expect(incident.status).toBe(201);
    // The saver likes the writer's review: a notification about a review, through its restaurant.
    expect((await callApi(sut, 'POST', `/rest/v1/reviews/${review.body.id}/votes`, { token: saver.accessToken, body: { is_like: true } })).status).toBe(200);
    expect((await callApi(sut, 'POST', '/rest/v1/reports', { token: saver.accessToken, body: { target_type: 'restaurant', target_id: restaurant.id, reason: 'spam' } })).status).toBe(201);

    const saverBefore = await bell(saver);
    expect(saverBefore.items.map(([type]) => type)).toEqual(['incident_reported', 'review_for_you']);
    expect(saverBefore.items[1]![2]).toBe('"Trattoria Nascosta" ha una nuova recensione che riguarda uno dei tuoi allergeni.');
    expect(saverBefore.unread_count).toBe(2);
    const writerBefore = await bell(writer);
    expect(writerBefore).toEqual({
      items: [['review_like', 'Nuovo mi piace', 'Salvatrice ha messo "Mi piace" alla tua recensione di "Trattoria Nascosta".']],
      unread_count: 1,
    });

    expect((await act({ target_type: 'restaurant', target_id: restaurant.id, action: 'hide', rule: 'spam', reason: 'Locale inventato.' })).status).toBe(201);
    const outcome = ['moderation', 'Esito della tua segnalazione', 'Abbiamo esaminato la tua segnalazione: il contenuto è stato nascosto. Grazie.'];
    expect(await bell(saver)).toEqual({ items: [outcome], unread_count: 1 });
    expect(await bell(writer)).toEqual({ items: [], unread_count: 0 });

    expect((await act({ target_type: 'restaurant', target_id: restaurant.id, action: 'restore', reason: 'Verificato.' })).status).toBe(201);
    expect(await bell(saver)).toEqual({ items: [outcome, ...saverBefore.items], unread_count: 3 });
    expect(await bell(writer)).toEqual(writerBefore);
  });
});
