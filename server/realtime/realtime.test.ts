// The realtime endpoint over real sockets, and its fan-out across two server
// processes sharing one database: a vote written through process 1 reaches a
// socket connected to process 2 only through PostgreSQL's LISTEN/NOTIFY.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeServerMessage } from '../../domain/realtime';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { callApi, insertRestaurant, insertReview, newUser, type TestUser } from '../test/factories';
import { createTestApp, freePort, type TestApp } from '../test/test-app';
import { testDatabaseKind, withDatabaseName } from '../test/test-database';
import { rowsOf } from '../db/query';

type Peer = Pick<TestApp, 'baseUrl'> & { close: () => Promise<void> };

let processOne: TestApp;
let processTwo: Peer;
let author: TestUser;
let voter: TestUser;
let bystander: TestUser;

/**
 * A second server process on the same database. On PostgreSQL it has its own
 * connection pool and its own LISTEN connection, like a second machine. PGlite
 * lives inside one process, so there the second app shares the handle, but
 * still has its own hub and its own LISTEN: nothing is passed in memory.
 */
async function startSecondProcess(first: TestApp): Promise<Peer> {
  let database: DatabaseHandle = first.database;
  let ownsDatabase = false;
  if (first.database.kind === 'postgres') {
    const result = await rowsOf<{ name: string }>(first.database.db, sql`select current_database() AS name`);
    database = await openDatabase({ kind: 'postgres', url: withDatabaseName(process.env.TEST_DATABASE_URL!, result[0]!.name) });
    ownsDatabase = true;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_AUTOCONFIRM: 'true',
    PORT: String(port),
    SITE_URL: baseUrl,
  });
  const app = await buildApp({ config, database, webDistDir: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

type Socket = {
  ws: WebSocket;
  send: (message: unknown) => void;
  next: (predicate?: (m: RealtimeServerMessage) => boolean, timeoutMs?: number) => Promise<RealtimeServerMessage>;
  /** Messages received so far and not taken by next(). */
  pending: RealtimeServerMessage[];
  closed: Promise<number>;
};

async function connect(server: Pick<TestApp, 'baseUrl'>, query = ''): Promise<Socket> {
  const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/realtime/v1${query}`);
  const pending: RealtimeServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    pending.push(JSON.parse(data.toString()) as RealtimeServerMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next: Socket['next'] = async (predicate = () => true, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = pending.findIndex(predicate);
      if (index >= 0) return pending.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching realtime message; got ${JSON.stringify(pending)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return { ws, send: (message) => ws.send(JSON.stringify(message)), next, pending, closed };
}

/** A socket signed in as the user and subscribed to the topics. */
async function subscribed(server: Pick<TestApp, 'baseUrl'>, user: TestUser, topics: string[], query = ''): Promise<Socket> {
  const socket = await connect(server, query);
  socket.send({ type: 'auth', access_token: user.accessToken });
  expect(await socket.next()).toMatchObject({ type: 'auth_ok', user_id: user.id });
  for (const topic of topics) {
    socket.send({ type: 'subscribe', topic });
    expect(await socket.next()).toEqual({ type: 'subscribed', topic });
  }
  return socket;
}

const isEvent = (topic: string) => (m: RealtimeServerMessage) => m.type === 'event' && m.topic === topic;
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

beforeAll(async () => {
  processOne = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  processTwo = await startSecondProcess(processOne);
  author = await newUser(processOne, { data: { nickname: 'Autrice' } });
  voter = await newUser(processOne, { data: { nickname: 'Votante' } });
  bystander = await newUser(processOne, { data: { nickname: 'Passante' } });
});

afterAll(async () => {
  await processTwo?.close();
  await processOne?.close();
});

describe('two server processes on one database', () => {
  it('delivers a notification created through process 1 to its owner’s socket on process 2, and to nobody else', async () => {
    const restaurant = await insertRestaurant(processOne, { name: 'Trattoria Due Processi' });
    const review = await insertReview(processOne, { restaurantId: restaurant.id, userId: author.id });
    const authorSocket = await subscribed(processTwo, author, ['notifications']);
    const otherSocket = await subscribed(processTwo, bystander, ['notifications']);

    const vote = await callApi(processOne, 'POST', `/rest/v1/reviews/${review.id}/votes`, {
      token: voter.accessToken,
      body: { is_like: true },
    });
    expect(vote.status).toBe(200);

    const event = await authorSocket.next(isEvent('notifications'));
    expect(event).toMatchObject({
      type: 'event',
      topic: 'notifications',
      event: 'INSERT',
      record: {
        type: 'review_like',
        title: 'Nuovo mi piace',
        message: 'Votante ha messo "Mi piace" alla tua recensione di "Trattoria Due Processi".',
        review_id: review.id,
        restaurant_id: restaurant.id,
        read_at: null,
      },
    });
    await settle();
    expect(otherSocket.pending).toEqual([]);
    authorSocket.ws.close();
    otherSocket.ws.close();
  });

  it('sends a notification to each of its owner’s sockets in the language the socket named', async () => {
    const restaurant = await insertRestaurant(processOne, { name: 'Trattoria Bilingue' });
    const review = await insertReview(processOne, { restaurantId: restaurant.id, userId: author.id });
    const englishSocket = await subscribed(processTwo, author, ['notifications'], '?language=en');
    const italianSocket = await subscribed(processTwo, author, ['notifications']);

    const vote = await callApi(processOne, 'POST', `/rest/v1/reviews/${review.id}/votes`, { token: voter.accessToken, body: { is_like: true } });
    expect(vote.status).toBe(200);

    expect(await englishSocket.next(isEvent('notifications'))).toMatchObject({
      record: { title: 'New like', message: 'Votante liked your review of "Trattoria Bilingue".' },
    });
    expect(await italianSocket.next(isEvent('notifications'))).toMatchObject({
      record: { title: 'Nuovo mi piace', message: 'Votante ha messo "Mi piace" alla tua recensione di "Trattoria Bilingue".' },
    });
    englishSocket.ws.close();
    italianSocket.ws.close();
  });

  it('announces restaurant and review changes written through the other process to subscribers only', async () => {
    const watcher = await subscribed(processTwo, bystander, ['restaurants', 'reviews']);
    const notSubscribed = await subscribed(processTwo, voter, []);

    const restaurant = await insertRestaurant(processOne);
    expect(await watcher.next(isEvent('restaurants'))).toMatchObject({ event: 'INSERT', record: { id: restaurant.id } });
    const review = await insertReview(processOne, { restaurantId: restaurant.id, userId: author.id });
    expect(await watcher.next(isEvent('reviews'))).toEqual({
      type: 'event',
      topic: 'reviews',
      event: 'INSERT',
      record: { id: review.id, restaurant_id: restaurant.id },
    });
    // The first review lists the restaurant (has_reviews): an UPDATE of the restaurant.
    expect(await watcher.next(isEvent('restaurants'))).toMatchObject({ event: 'UPDATE', record: { id: restaurant.id } });

    watcher.send({ type: 'unsubscribe', topic: 'reviews' });
    expect(await watcher.next()).toEqual({ type: 'unsubscribed', topic: 'reviews' });
    await processOne.database.db.execute(sql`DELETE FROM reviews WHERE id = ${review.id}`);
    expect(await watcher.next(isEvent('restaurants'))).toMatchObject({ event: 'UPDATE', record: { id: restaurant.id } });
    await settle();
    expect(watcher.pending.filter(isEvent('reviews'))).toEqual([]);
    expect(notSubscribed.pending).toEqual([]);
    watcher.ws.close();
    notSubscribed.ws.close();
  });

  it('announces every vote, switch and withdrawal to the readers of the restaurant, but not the votes deleted with their review', async () => {
    // Subscribed before the review exists: its INSERT, announced through the
    // database to the other process, would otherwise reach a subscription made
    // after it or not, depending on timing.
    const reader = await subscribed(processTwo, bystander, ['votes']);
    const reviewsOnly = await subscribed(processTwo, bystander, ['reviews']);
    const restaurant = await insertRestaurant(processOne);
    const review = await insertReview(processOne, { restaurantId: restaurant.id, userId: author.id });
    expect(await reviewsOnly.next(isEvent('reviews'))).toMatchObject({ event: 'INSERT', record: { id: review.id } });
    const voteChange = { type: 'event', topic: 'votes', event: 'UPDATE', record: { id: review.id, restaurant_id: restaurant.id } };
    const vote = (isLike: boolean) =>
      callApi(processOne, 'POST', `/rest/v1/reviews/${review.id}/votes`, { token: voter.accessToken, body: { is_like: isLike } });

    expect((await vote(true)).status).toBe(200);
    expect(await reader.next(isEvent('votes'))).toEqual(voteChange);
    expect((await vote(false)).status).toBe(200);
    expect(await reader.next(isEvent('votes'))).toEqual(voteChange);
    // The same vote again withdraws it.
    expect((await vote(false)).status).toBe(200);
    expect(await reader.next(isEvent('votes'))).toEqual(voteChange);

    expect((await vote(true)).status).toBe(200);
    expect(await reader.next(isEvent('votes'))).toEqual(voteChange);
    await processOne.database.db.execute(sql`DELETE FROM reviews WHERE id = ${review.id}`);
    expect(await reviewsOnly.next(isEvent('reviews'))).toMatchObject({ event: 'DELETE', record: { id: review.id } });
    await settle();
    expect(reader.pending.filter(isEvent('votes'))).toEqual([]);
    expect(reviewsOnly.pending.filter(isEvent('votes'))).toEqual([]);
    reader.ws.close();
    reviewsOnly.ws.close();
  });
});

describe('authentication of the socket', () => {
  it('closes a socket that subscribes before signing in, or signs in with a bad token', async () => {
    const anonymous = await connect(processOne);
    anonymous.send({ type: 'subscribe', topic: 'restaurants' });
    expect(await anonymous.closed).toBe(4001);

    const forged = await connect(processOne);
    forged.send({ type: 'auth', access_token: `${author.accessToken.slice(0, -4)}AAAA` });
    expect(await forged.closed).toBe(4001);
  });

  it('answers a plain HTTP request with 426 and the API error shape', async () => {
    const response = await callApi(processOne, 'GET', '/realtime/v1');
    expect(response.status).toBe(426);
    expect(response.body).toMatchObject({ code: 'bad_request' });
  });

  it('answers bad frames with an error and keeps the connection', async () => {
    const socket = await subscribed(processOne, author, []);
    socket.send({ type: 'subscribe', topic: 'profiles' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'bad_message' });
    socket.ws.send('not json');
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'bad_message' });
    socket.send({ type: 'subscribe', topic: 'reviews' });
    expect(await socket.next()).toEqual({ type: 'subscribed', topic: 'reviews' });
    socket.ws.close();
  });

  it('accepts a refreshed token on the open socket and keeps delivering', async () => {
    const user = await newUser(processOne, { data: { nickname: 'Rinnovo' } });
    const socket = await subscribed(processTwo, user, ['notifications']);
    const refreshed = await callApi<{ access_token: string }>(processOne, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: user.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    socket.send({ type: 'auth', access_token: refreshed.body.access_token });
    expect(await socket.next()).toMatchObject({ type: 'auth_ok', user_id: user.id });

    const restaurant = await insertRestaurant(processOne);
    const review = await insertReview(processOne, { restaurantId: restaurant.id, userId: user.id });
    await callApi(processOne, 'POST', `/rest/v1/reviews/${review.id}/votes`, { token: voter.accessToken, body: { is_like: false } });
    expect(await socket.next(isEvent('notifications'))).toMatchObject({ record: { type: 'review_dislike' } });
    socket.ws.close();
  });

  it('stops delivering and closes once the session is signed out', async () => {
    const user = await newUser(processOne, { data: { nickname: 'Uscita' } });
    const socket = await subscribed(processTwo, user, ['notifications']);
    const logout = await callApi(processOne, 'POST', '/auth/v1/logout', { token: user.accessToken });
    expect(logout.status).toBe(204);

    const restaurant = await insertRestaurant(processOne);
    const review = await insertReview(processOne, { restaurantId: restaurant.id, userId: user.id });
    await callApi(processOne, 'POST', `/rest/v1/reviews/${review.id}/votes`, { token: voter.accessToken, body: { is_like: true } });
    expect(await socket.closed).toBe(4001);
    expect(socket.pending.filter(isEvent('notifications'))).toEqual([]);
  });
});

describe('suspension', () => {
  it('cuts a suspended user’s sockets on every process at once, and their token stops working there too', async () => {
    const suspended = await newUser(processOne);
    const onTwo = await subscribed(processTwo, suspended, ['restaurants']);
    const onOne = await subscribed(processOne, suspended, ['restaurants']);
    const other = await subscribed(processTwo, bystander, ['restaurants']);
    // Process 2 has verified the token and remembers it.
    expect((await callApi(processTwo, 'GET', '/rest/v1/moderation/me', { token: suspended.accessToken })).status).toBe(200);

    await processOne.database.db.execute(sql`UPDATE users SET banned_until = now() + interval '7 days' WHERE id = ${suspended.id}`);
    // Well before the 30 s session check: the ban is announced on the realtime channel.
    const within = (closed: Promise<number>) => Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 3_000))]);
    expect(await within(onTwo.closed)).toBe(4001);
    expect(await within(onOne.closed)).toBe(4001);
    expect((await callApi(processTwo, 'GET', '/rest/v1/moderation/me', { token: suspended.accessToken })).status).toBe(401);

    // Everybody else keeps their socket.
    const restaurant = await insertRestaurant(processOne);
    expect(await other.next(isEvent('restaurants'))).toMatchObject({ event: 'INSERT', record: { id: restaurant.id } });
    other.ws.close();
  });
});

describe('a lost LISTEN connection (PostgreSQL)', () => {
  it.runIf(testDatabaseKind() === 'postgres')(
    'is re-established; sockets are closed with 1012 so clients reconnect and refetch what they missed',
    async () => {
      const socket = await subscribed(processTwo, bystander, ['restaurants']);
      await processOne.database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
      expect(await socket.closed).toBe(1012);

      const again = await subscribed(processTwo, bystander, ['restaurants']);
      const restaurant = await insertRestaurant(processOne);
      expect(await again.next(isEvent('restaurants'))).toMatchObject({ event: 'INSERT', record: { id: restaurant.id } });
      again.ws.close();
    },
  );
});
