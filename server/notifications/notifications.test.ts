import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { callApi, insertRestaurant, insertReview, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Notification } from './notifications.service';

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
