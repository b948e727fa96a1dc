// PostgreSQL tier: the database becomes unreachable while the server runs, and
// comes back. The app reaches PostgreSQL through a small TCP relay that the
// test can cut (every open connection dropped, new ones refused, as when the
// database restarts) and restore, so the shared PostgreSQL server is never
// touched. Before the fix, a connection dropped under a running transaction
// ended the whole process ("Unhandled 'error' event").
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { allergenIds } from '../test/restaurant-fixtures';
import { callApi, insertRestaurant, newUser, REVIEW_INPUT_FIELDS, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPostgresTestDatabase, testDatabaseKind } from '../test/test-database';
import { openDatabase } from './client';
import { rowsOf } from './query';

/** A TCP relay to PostgreSQL that can be cut and restored on the same port. */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly clientSides = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      this.clientSides.add(client);
      client.on('close', () => this.clientSides.delete(client));
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /**
   * The open connections die the next time the app writes to them, without
   * telling it before: a server restart the pool has not noticed yet.
   */
  dropOnNextWrite(): void {
    for (const client of this.clientSides) {
      client.pause();
      client.unpipe();
      client.once('readable', () => client.destroy());
      client.resume();
    }
  }

  /** Drops every connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const onPostgres = testDatabaseKind() === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('the database goes away and comes back (PostgreSQL)', () => {
  let relay: Relay;
  let sut: TestApp;
  let directUrl: string;
  let drop: () => Promise<void>;
  let user: TestUser;
  let restaurantId: string;
  let gluten: string;

  beforeAll(async () => {
    ({ url: directUrl, drop } = await createPostgresTestDatabase(inject('postgresTemplateName')));
    const direct = new URL(directUrl);
    relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.start();
    const relayed = new URL(directUrl);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    sut = await createTestApp(
      { AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false', AUTH_SESSION_RECHECK_MS: '0' },
      { openDatabase: () => openDatabase({ kind: 'postgres', url: relayed.toString() }) },
    );
    user = await newUser(sut);
    restaurantId = (await insertRestaurant(sut, { name: 'Osteria del Guasto' })).id;
    gluten = (await allergenIds(sut.database.db)).get('Gluten')!;
  });

  afterAll(async () => {
    await sut?.close();
    await drop?.();
  });

  const review = (comment: string) => ({
    restaurant_id: restaurantId,
    ...REVIEW_INPUT_FIELDS,
    comment,
    allergen_ids: [gluten],
    photo_urls: [],
  });
  const postReview = (comment: string) =>
    callApi<{ code?: string; message?: string; id?: string }>(sut, 'POST', '/rest/v1/reviews', {
      token: user.accessToken,
      body: review(comment),
    });

  it('answers 503 database_unavailable fast while it is away, stays up, and recovers without a restart', async () => {
    expect((await fetch(`${sut.baseUrl}/health/ready`)).status).toBe(200);
    const socket = new WebSocket(`${sut.baseUrl.replace('http', 'ws')}/realtime/v1`);
    const frames: { type: string }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as { type: string }));
    const closeCode = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    const received = async (type: string) => {
      while (!frames.some((frame) => frame.type === type)) await sleep(20);
    };
    socket.send(JSON.stringify({ type: 'auth', access_token: user.accessToken }));
    await received('auth_ok');
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'reviews' }));
    await received('subscribed');

    // A review write waits inside its transaction (another session holds the
    // restaurant's row lock) when every connection drops.
    const blocker = new pg.Client({ connectionString: directUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM restaurants WHERE id = $1 FOR UPDATE', [restaurantId]);
    const caught = postReview('Scritta mentre il database cade.');
    await sleep(300);
    await relay.cut();
    const interrupted = await caught;
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect(interrupted.status).toBe(503);
    expect(interrupted.body).toEqual({
      code: 'database_unavailable',
      message: 'Il database non risponde in questo momento: riprova tra poco.',
    });

    // Away: the process answers, readiness says no within its second, writes say 503 at once.
    expect(await (await fetch(`${sut.baseUrl}/health`)).json()).toEqual({ status: 'ok' });
    let started = Date.now();
    const notReady = await fetch(`${sut.baseUrl}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      code: 'database_unavailable',
      message: 'Il database non risponde in questo momento: riprova tra poco.',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    // In English for an English reader, on the probe and on the accounts part alike.
    const english = { 'x-allerguida-language': 'en' };
    expect(await (await fetch(`${sut.baseUrl}/health/ready`, { headers: english })).json()).toEqual({
      code: 'database_unavailable',
      message: 'The database is not responding right now: try again shortly.',
    });
    const signIn = await fetch(`${sut.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...english, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(503);
    expect(await signIn.json()).toMatchObject({ error_code: 'database_unavailable', message: 'The database is not responding right now: try again shortly.' });
    started = Date.now();
    const refused = await postReview('Scritta mentre il database è via.');
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('database_unavailable');
    expect(Date.now() - started).toBeLessThan(4_000);

    // Back: readiness recovers, writes work, nothing of the outage was saved.
    await relay.start();
    const deadline = Date.now() + 15_000;
    while ((await fetch(`${sut.baseUrl}/health/ready`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(200);
    }
    const saved = await postReview('Scritta dopo il ritorno del database.');
    expect(saved.status).toBe(201);
    const check = new pg.Client({ connectionString: directUrl });
    await check.connect();
    const { rows } = await check.query<{ comment: string }>('SELECT comment FROM reviews WHERE restaurant_id = $1', [restaurantId]);
    await check.end();
    expect(rows.map((row) => row.comment)).toEqual(['Scritta dopo il ritorno del database.']);

    // The realtime LISTEN connection came back too, and told the sockets to
    // reconnect and refetch what they missed (close code 1012).
    expect(await closeCode).toBe(1012);
  }, 45_000);
});

describe.skipIf(!onPostgres)('a connection that dies just before BEGIN (PostgreSQL)', () => {
  it('gives its pool client back: more such failures than the pool has clients, and transactions still run', async () => {
    const { url, drop } = await createPostgresTestDatabase(inject('postgresTemplateName'));
    const direct = new URL(url);
    const relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.start();
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const handle = await openDatabase({ kind: 'postgres', url: relayed.toString() });
    try {
      // The pool holds 20 clients: each failure that kept one would leave one fewer.
      for (let round = 0; round < 22; round += 1) {
        await handle.db.execute(sql`SELECT 1`);
        relay.dropOnNextWrite();
        await expect(handle.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      }
      const answer = await handle.db.transaction(async (tx) => rowsOf(tx, sql`SELECT 42 AS answer`));
      expect(answer).toEqual([{ answer: 42 }]);
    } finally {
      await handle.close();
      await relay.cut();
      await drop();
    }
  }, 90_000);
});
