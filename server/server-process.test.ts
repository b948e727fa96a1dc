// The server as its own process on PostgreSQL (a database of its own, copied
// from the run's template): it survives its database connections being
// terminated under a stream of review writes and auth calls, loses none it
// acknowledged and answers no 500, and it stops gracefully on SIGTERM. PostgreSQL tier only: only a database
// server has connections to lose (the shared server itself is never
// restarted, only this database's backends are terminated).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import WebSocket from 'ws';
import { uploadPhoto } from './storage/storage.fixtures';
import { callApi, newUser, REVIEW_INPUT_FIELDS, type TestUser } from './test/factories';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { createPostgresTestDatabase, testDatabaseKind } from './test/test-database';

const onPostgres = testDatabaseKind() === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('the server process on PostgreSQL', () => {
  let server: ServerProcess;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let admin: pg.Client;

  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await createPostgresTestDatabase(inject('postgresTemplateName')));
    admin = new pg.Client({ connectionString: databaseUrl });
    admin.on('error', () => undefined);
    await admin.connect();
    server = await startServerProcess({ DATABASE_URL: databaseUrl, AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  }, 90_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await admin?.end();
    await drop?.();
  });

  const rows = async <T>(text: string, values: unknown[] = []) => (await admin.query(text, values)).rows as T[];

  it('stays up while its backends are terminated three times under review writes, and keeps every acknowledged one', async () => {
    const writers = await Promise.all(Array.from({ length: 4 }, () => newUser(server)));
    const restaurantIds = await rows<{ id: string }>(
      `INSERT INTO restaurants (name, sort_name, address, city, cuisine_type)
       VALUES ('Guasto Uno', 'guasto uno', 'Via A 1', 'Parma', 'pizza'),
              ('Guasto Due', 'guasto due', 'Via B 2', 'Parma', 'sushi'),
              ('Guasto Tre', 'guasto tre', 'Via C 3', 'Modena', 'vegan')
       RETURNING id`,
    ).then((list) => list.map((row) => row.id));
    const allergens = await rows<{ id: string; name: string }>(`SELECT id, name FROM allergens WHERE name IN ('Gluten', 'Lactose')`);
    const cuisines = ['pizza', 'sushi', 'vegan', 'italian'];

    type Acknowledged = { id: string; userId: string; allergenIds: string[]; photo: string };
    const acknowledged: Acknowledged[] = [];
    const unavailable = { count: 0 };
    const unexpected: string[] = [];
    let isRunning = true;

    /** Retries what the database refused while it was away (503), or a connection cut mid-answer. */
    async function persist<T>(attempt: () => Promise<T | undefined>): Promise<T | undefined> {
      for (let tries = 0; tries < 20; tries += 1) {
        const result = await attempt().catch(() => undefined);
        if (result !== undefined) return result;
        unavailable.count += 1;
        await sleep(250);
      }
      return undefined;
    }

    async function write(writer: TestUser, index: number): Promise<void> {
      let sequence = 0;
      while (isRunning) {
        sequence += 1;
        const photo = await persist(() => uploadPhoto(server, writer));
        if (!photo) continue;
        const allergenIds = sequence % 2 === 0 ? allergens.map((a) => a.id) : [allergens[0]!.id];
        const id = crypto.randomUUID();
        const body = {
          id,
          restaurant_id: restaurantIds[(index + sequence) % 3],
          rating: 'good',
          cuisine_type: cuisines[(index + sequence) % 4],
          cleanliness_rating: 4,
          customer_attention_rating: 3,
          menu_flexibility_rating: 5,
          allergen_indication: 'yes',
          comment: `Scrittore ${index}, recensione ${sequence}`,
          allergen_ids: allergenIds,
          photo_urls: [photo],
        };
        const saved = await persist(async () => {
          const answer = await callApi<{ id: string }>(server, 'POST', '/rest/v1/reviews', { token: writer.accessToken, body });
          if (answer.status === 200 || answer.status === 201) return answer.body;
          if (answer.status !== 503) unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          return undefined;
        });
        if (saved) acknowledged.push({ id, userId: writer.id, allergenIds: [...allergenIds].sort(), photo });
      }
    }

    // The auth API under the same faults (docs/auth-api.md#errors): every answer is
    // a success or 503 database_unavailable with Retry-After, never a 500, and a
    // sign-up the database cut short left nothing, so the same one again succeeds.
    const authAnswers = { ok: 0, unavailable: 0 };
    const signedUp: string[] = [];
    async function authCall(label: string, method: string, path: string, options: { token?: string; body?: unknown }) {
      for (;;) {
        const answer = await callApi<Record<string, unknown>>(server, method, path, {
          ...options,
          headers: { 'x-supabase-api-version': '2024-01-01' },
        }).catch(() => undefined);
        if (answer?.status === 200) {
          authAnswers.ok += 1;
          return answer.body;
        }
        if (answer?.status === 503 && answer.body.code === 'database_unavailable' && answer.headers.get('retry-after') === '1') {
          authAnswers.unavailable += 1;
        } else if (answer) {
          unexpected.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
          return undefined;
        }
        await sleep(100);
      }
    }
    async function useAccount(account: TestUser, index: number): Promise<void> {
      let refreshToken = account.refreshToken;
      for (let sequence = 0; isRunning; sequence += 1) {
        await authCall('GET /user', 'GET', '/auth/v1/user', { token: account.accessToken });
        await authCall('password sign-in', 'POST', '/auth/v1/token?grant_type=password', {
          body: { email: account.email, password: account.password },
        });
        const refreshed = await authCall('refresh', 'POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });
        if (typeof refreshed?.refresh_token === 'string') refreshToken = refreshed.refresh_token;
        const email = `guasto-${index}-${sequence}-${crypto.randomUUID()}@example.test`;
        const session = await authCall('sign-up', 'POST', '/auth/v1/signup', { body: { email, password: 'segreta-123' } });
        if (session?.access_token) signedUp.push(email);
      }
    }

    const streams = [
      ...writers.map((writer, index) => write(writer, index)),
      ...(await Promise.all(Array.from({ length: 4 }, () => newUser(server)))).map((account, index) => useAccount(account, index)),
    ];
    const terminated: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await sleep(1_500);
      // Two statements: in one, the planner may call pg_terminate_backend
      // before filtering on the database, and end other databases' sessions.
      const pids = await rows<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      ).then((list) => list.map((row) => row.pid));
      await admin.query(
        `SELECT pg_terminate_backend(a.pid) FROM pg_stat_activity a
         WHERE a.pid = ANY($1::int[]) AND a.datname = current_database()`,
        [pids],
      );
      terminated.push(pids.length);
    }
    await sleep(1_500);
    isRunning = false;
    await Promise.all(streams);

    // Alive, ready again, and nothing acknowledged is missing or partial.
    expect(server.child.exitCode).toBeNull();
    const deadline = Date.now() + 15_000;
    while (!(await fetch(`${server.baseUrl}/health/ready`)).ok) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(200);
    }
    expect(unexpected).toEqual([]);
    expect(terminated.every((count) => count > 0)).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(authAnswers.ok).toBeGreaterThan(20);
    // Every sign-up that answered a session is one account; none left a second.
    const accounts = await rows<{ email: string }>(`SELECT email FROM users WHERE email LIKE 'guasto-%'`);
    expect(accounts.map((row) => row.email).sort()).toEqual([...signedUp].sort());
    const stored = await rows<{ id: string; user_id: string; allergen_ids: string[]; photos: string[]; photo_url: string }>(
      `SELECT rv.id, rv.user_id, rv.photo_url,
         coalesce((SELECT array_agg(ra.allergen_id::text ORDER BY ra.allergen_id::text) FROM review_allergens ra WHERE ra.review_id = rv.id), '{}') AS allergen_ids,
         coalesce((SELECT array_agg(ph.photo_url) FROM review_photos ph WHERE ph.review_id = rv.id), '{}') AS photos
       FROM reviews rv WHERE rv.restaurant_id = ANY($1::uuid[])`,
      [restaurantIds],
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const review of acknowledged) {
      expect(byId.get(review.id)).toEqual({
        id: review.id,
        user_id: review.userId,
        photo_url: review.photo,
        allergen_ids: review.allergenIds,
        photos: [review.photo],
      });
    }
    // No half-saved review, acknowledged or not: each has its allergens and its photo.
    for (const row of stored) {
      expect(row.allergen_ids.length).toBeGreaterThan(0);
      expect(row.photos).toEqual([row.photo_url]);
    }
    // The counters equal a recount from scratch (the rebuild is rolled back).
    const counters = `SELECT json_build_object(
        'stats', (SELECT json_agg(s ORDER BY s.restaurant_id) FROM restaurant_stats s WHERE s.review_count > 0),
        'allergens', (SELECT json_agg(a ORDER BY a.restaurant_id, a.allergen_id) FROM restaurant_allergen_stats a),
        'facets', (SELECT json_agg(f ORDER BY f.kind, f.key) FROM restaurant_facets f WHERE f.restaurant_count <> 0)) AS value`;
    const [incremental] = await rows<{ value: unknown }>(counters);
    await admin.query('BEGIN');
    await admin.query('SELECT restaurant_stats_rebuild()');
    const [recounted] = await rows<{ value: unknown }>(counters);
    await admin.query('ROLLBACK');
    expect(incremental!.value).toEqual(recounted!.value);
    console.info(
      `fault test: ${acknowledged.length} reviews acknowledged (${stored.length} stored), backends terminated ${terminated.join('/')}, ` +
        `${unavailable.count} requests answered 503 or cut and retried; auth: ${authAnswers.ok} answered 200, ` +
        `${authAnswers.unavailable} 503 database_unavailable, ${signedUp.length} sign-ups`,
    );
  }, 120_000);

  it('drains 20 concurrent writers on SIGTERM and exits 0 within SHUTDOWN_TIMEOUT_MS, keeping every acknowledged write', async () => {
    // A process of its own: the other tests' server stays up for them.
    const timeoutMs = 10_000;
    const stopping = await startServerProcess({
      DATABASE_URL: databaseUrl,
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMITS_ENABLED: 'false',
      SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
    });
    try {
      const [restaurant] = await rows<{ id: string }>(
        `INSERT INTO restaurants (name, sort_name, address, city) VALUES ('Chiusura Affollata', 'chiusura affollata', 'Via E 5', 'Lodi') RETURNING id`,
      );
      const writers = await Promise.all(Array.from({ length: 20 }, () => newUser(stopping)));
      const acknowledged: string[] = [];
      const unexpected: string[] = [];
      let signalledAt = 0;
      // Each writer writes until the server turns it away (503 while draining,
      // then refused connections): keep-alive connections, as a browser's.
      async function write(writer: TestUser, index: number): Promise<void> {
        for (let sequence = 0; ; sequence += 1) {
          const id = crypto.randomUUID();
          const answer = await callApi(stopping, 'POST', '/rest/v1/reviews', {
            token: writer.accessToken,
            body: { ...REVIEW_INPUT_FIELDS, id, restaurant_id: restaurant!.id, comment: `Scrittore ${index}, recensione ${sequence}` },
          }).catch(() => undefined);
          if (answer?.status === 201) acknowledged.push(id);
          else if (signalledAt === 0) unexpected.push(`${answer?.status ?? 'no answer'} ${JSON.stringify(answer?.body)}`);
          else return;
        }
      }
      const streams = writers.map((writer, index) => write(writer, index));
      // A realtime subscriber too, as the app keeps one open.
      const socket = new WebSocket(`${stopping.baseUrl.replace('http', 'ws')}/realtime/v1`);
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('open', resolve));
      await sleep(1_500);
      const before = acknowledged.length;
      signalledAt = Date.now();
      stopping.child.kill('SIGTERM');
      const exitCode = await Promise.race([stopping.exited, sleep(timeoutMs + 5_000).then(() => 'still running')]);
      const stoppedAfterMs = Date.now() - signalledAt;
      await Promise.all(streams);

      expect(exitCode, stopping.output()).toBe(0);
      expect(stoppedAfterMs).toBeLessThan(timeoutMs);
      expect(stopping.output()).not.toMatch(/shutdown took too long/);
      expect(unexpected).toEqual([]);
      expect(before).toBeGreaterThan(20);
      const stored = await rows<{ id: string }>('SELECT id FROM reviews WHERE restaurant_id = $1', [restaurant!.id]);
      const storedIds = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      console.info(`graceful stop: ${acknowledged.length} writes acknowledged (${before} before SIGTERM), exit ${exitCode} after ${stoppedAfterMs} ms`);
    } finally {
      if (stopping.child.exitCode === null) stopping.child.kill('SIGKILL');
    }
  }, 90_000);

  it('stops on SIGTERM: a running request finishes, sockets close with 1012, new connections are refused, exit code 0', async () => {
    const user = await newUser(server);
    const [restaurant] = await rows<{ id: string }>(
      `INSERT INTO restaurants (name, sort_name, address, city) VALUES ('Chiusura Dolce', 'chiusura dolce', 'Via D 4', 'Lodi') RETURNING id`,
    );
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/realtime/v1`);
    const closeCode = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));

    // A review whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      restaurant_id: restaurant!.id,
      rating: 'excellent',
      cuisine_type: 'italian',
      cleanliness_rating: 5,
      customer_attention_rating: 5,
      menu_flexibility_rating: 5,
      allergen_indication: 'yes',
      comment: 'Arrivata mentre il server si ferma.',
    });
    const url = new URL(`${server.baseUrl}/rest/v1/reviews`);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${user.accessToken}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 40));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(40)), 500);
      }, 200);
    });
    const finished = await answer;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.body)).toMatchObject({ comment: 'Arrivata mentre il server si ferma.' });
    expect(await closeCode).toBe(1012);
    await expect(fetch(`${server.baseUrl}/health`)).rejects.toThrow();
    expect(await server.exited).toBe(0);
    const stored = await rows<{ comment: string }>('SELECT comment FROM reviews WHERE restaurant_id = $1', [restaurant!.id]);
    expect(stored).toEqual([{ comment: 'Arrivata mentre il server si ferma.' }]);
  }, 60_000);
});
