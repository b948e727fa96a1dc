// Two real server processes on one fresh PostgreSQL database behind HAProxy
// (cluster.ts), checked as one service: realtime, list caches, rate limits,
// sign-out, geocoder politeness and migrations cross from one instance to the other.
// Needs TEST_DATABASE_URL and Debian's haproxy (scripts/test.sh runs it).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeServerMessage } from '../domain/realtime';
import { MIGRATIONS_FOLDER } from '../server/db/client';
import { callApi, newUser } from '../server/test/factories';
import { startFakeUpstream, type FakeUpstream } from '../server/test/fake-upstream';
import { freePort } from '../server/test/test-app';
import { withDatabaseName } from '../server/test/test-database';
import { startCluster, type Cluster } from './cluster';

const SESSION_RECHECK_MS = 2_000;
const TOKEN_LIMIT = 4;
const GEOCODER_INTERVAL_MS = 600;

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `allerguida_cluster_${randomBytes(6).toString('hex')}`;
// Uploads would land here, never in the checkout's ./data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'allerguida-cluster-data-'));
let cluster: Cluster;
let geocoder: FakeUpstream;
let first: { baseUrl: string };
let second: { baseUrl: string };
let balancer: { baseUrl: string };

async function admin<T>(task: (client: pg.Client) => Promise<T>, url = adminUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** HAProxy's port and the instances' from CLUSTER_TEST_PORT (three in a row), else free ones. */
async function clusterPorts(): Promise<[number, number, number]> {
  const base = Number(process.env.CLUSTER_TEST_PORT ?? 0);
  if (base > 0) return [base, base + 1, base + 2];
  return [await freePort(), await freePort(), await freePort()];
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('The cluster tier needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on)');
  // An empty database: both instances find nothing migrated when they start.
  await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
  geocoder = await startFakeUpstream((request) => {
    const query = request.url.searchParams.get('q') ?? '';
    return { json: [{ lat: '45.1', lon: '9.2', display_name: query }] };
  });
  const [port, firstPort, secondPort] = await clusterPorts();
  cluster = await startCluster({
    databaseUrl: withDatabaseName(adminUrl, databaseName),
    port,
    instancePorts: [firstPort, secondPort],
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      AUTH_AUTOCONFIRM: 'true',
      AUTH_SESSION_RECHECK_MS: String(SESSION_RECHECK_MS),
      RATE_LIMIT_TOKEN: String(TOKEN_LIMIT),
      GEOCODER_URL: `${geocoder.url}/search`,
      GEOCODER_MIN_INTERVAL_MS: String(GEOCODER_INTERVAL_MS),
    },
  });
  balancer = { baseUrl: cluster.url };
  first = { baseUrl: cluster.instances[0].url };
  second = { baseUrl: cluster.instances[1].url };
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await geocoder?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
});

describe('two instances behind HAProxy on one PostgreSQL', () => {
  it('migrated the empty database once although both instances started on it together', async () => {
    const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
    const applied = await admin(
      (client) => client.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations'),
      withDatabaseName(adminUrl!, databaseName),
    );
    expect(Number(applied.rows[0]!.count)).toBe(journal.entries.length);
    for (const instance of [first, second]) {
      expect((await callApi(instance, 'GET', '/health/ready')).body).toMatchObject({ status: 'ok', database: 'ok' });
    }
  });

  it('spreads requests over both instances, each answer naming its instance', async () => {
    const servedBy = [];
    for (let i = 0; i < 4; i += 1) servedBy.push((await fetch(`${balancer.baseUrl}/health`)).headers.get('x-served-by'));
    expect(new Set(servedBy)).toEqual(new Set(['instance-1', 'instance-2']));
  });

  it('delivers a change written through one instance to a realtime subscriber of the other', async () => {
    const writer = await newUser(first);
    const reader = await newUser(second);
    const socket = await connect(second);
    socket.send({ type: 'auth', access_token: reader.accessToken });
    expect(await socket.next()).toMatchObject({ type: 'auth_ok', user_id: reader.id });
    socket.send({ type: 'subscribe', topic: 'restaurants' });
    expect(await socket.next()).toEqual({ type: 'subscribed', topic: 'restaurants' });

    const created = await callApi<{ restaurant: { id: string } }>(first, 'POST', '/rest/v1/restaurants', {
      token: writer.accessToken,
      body: { name: 'Osteria del Ponte', address: 'Via Garibaldi 3', city: 'Pavia' },
    });
    expect(created.status).toBe(201);
    expect(await socket.next()).toEqual({
      type: 'event',
      topic: 'restaurants',
      event: 'INSERT',
      record: { id: created.body.restaurant.id },
    });
    socket.close();
  });

  it('shows in the other instance\'s cached search a restaurant that a review written through one instance listed', async () => {
    const writer = await newUser(first);
    const reader = await newUser(second);
    const search = async () =>
      (await callApi<{ items: { name: string }[] }>(second, 'GET', '/rest/v1/restaurants?q=locanda%20del%20faro', { token: reader.accessToken }))
        .body.items.map((item) => item.name);
    const created = await callApi<{ restaurant: { id: string } }>(first, 'POST', '/rest/v1/restaurants', {
      token: writer.accessToken,
      body: { name: 'Locanda del Faro', address: 'Via del Porto 12', city: 'Livorno' },
    });
    expect(created.status).toBe(201);
    // Unreviewed restaurants are not listed: the other instance caches an empty search.
    expect(await search()).toEqual([]);

    const review = await callApi(first, 'POST', '/rest/v1/reviews', {
      token: writer.accessToken,
      body: {
        restaurant_id: created.body.restaurant.id,
        rating: 'excellent',
        cuisine_type: 'pesce',
        cleanliness_rating: 5,
        customer_attention_rating: 5,
        menu_flexibility_rating: 4,
        allergen_indication: 'yes',
        comment: 'Menu senza glutine su richiesta.',
      },
    });
    expect(review.status).toBe(201);
    // The announcement travels through PostgreSQL: allow it a moment, far less than the cache's lifetime.
    const deadline = Date.now() + 3_000;
    let found = await search();
    while (found.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await search();
    }
    expect(found).toEqual(['Locanda del Faro']);
  });

  it('counts sign-in attempts spread over both instances against one limit', async () => {
    const answers: { status: number; code: string; servedBy: string | null }[] = [];
    for (let attempt = 0; attempt < TOKEN_LIMIT + 2; attempt += 1) {
      const response = await fetch(`${balancer.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nessuno-${randomUUID()}@example.test`, password: 'password-sbagliata' }),
      });
      const body = (await response.json()) as { code: string };
      answers.push({ status: response.status, code: body.code, servedBy: response.headers.get('x-served-by') });
    }
    expect(answers.map(({ status, code }) => `${status} ${code}`)).toEqual([
      '400 invalid_credentials',
      '400 invalid_credentials',
      '400 invalid_credentials',
      '400 invalid_credentials',
      '429 over_request_rate_limit',
      '429 over_request_rate_limit',
    ]);
    // Round robin: each instance answered half, so neither saw more than 3 of the 6.
    expect(answers.filter((answer) => answer.servedBy === 'instance-1')).toHaveLength(3);
    expect(answers.filter((answer) => answer.servedBy === 'instance-2')).toHaveLength(3);
  });

  it(`refuses on the other instance, within AUTH_SESSION_RECHECK_MS (${SESSION_RECHECK_MS} ms), a session signed out on one`, async () => {
    const user = await newUser(first);
    // The other instance has verified the token and remembers it.
    expect((await callApi(second, 'GET', '/rest/v1/notifications', { token: user.accessToken })).status).toBe(200);

    expect((await callApi(first, 'POST', '/auth/v1/logout', { token: user.accessToken })).status).toBe(204);
    const signedOutAt = Date.now();
    expect((await callApi(first, 'GET', '/rest/v1/notifications', { token: user.accessToken })).status).toBe(401);
    let status = 200;
    while (status === 200 && Date.now() - signedOutAt < SESSION_RECHECK_MS + 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await callApi(second, 'GET', '/rest/v1/notifications', { token: user.accessToken })).status;
    }
    expect(status).toBe(401);
    // The recheck window, plus a poll and a request of slack on a busy machine.
    expect(Date.now() - signedOutAt).toBeLessThanOrEqual(SESSION_RECHECK_MS + 1_000);
  });

  it(`spaces geocoder requests from both instances at least ${GEOCODER_INTERVAL_MS} ms apart`, async () => {
    const user = await newUser(first);
    const cities = ['Borgo Alto', 'Borgo Basso', 'Borgo Medio', 'Borgo Nuovo'];
    const answers = await Promise.all(
      cities.map((city, index) =>
        callApi(index % 2 === 0 ? first : second, 'GET', `/functions/v1/geocode?city=${encodeURIComponent(city)}`, {
          token: user.accessToken,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const arrivals = geocoder.requests.map((request) => request.at).sort((a, b) => a - b);
    expect(arrivals).toHaveLength(4);
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(GEOCODER_INTERVAL_MS);
  });
});

type Socket = {
  send: (message: unknown) => void;
  next: (timeoutMs?: number) => Promise<RealtimeServerMessage>;
  close: () => void;
};

async function connect(server: { baseUrl: string }): Promise<Socket> {
  const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/realtime/v1`);
  const pending: RealtimeServerMessage[] = [];
  let wake: (() => void) | undefined;
  ws.on('message', (data) => {
    pending.push(JSON.parse(data.toString()) as RealtimeServerMessage);
    wake?.();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = async (timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (pending.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no realtime message arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return pending.shift()!;
  };
  return { send: (message) => ws.send(JSON.stringify(message)), next, close: () => ws.close() };
}
