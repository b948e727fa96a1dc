// Every answer, errors included, names its request in X-Request-Id, and every
// log line of that request carries the same id as `request_id`: a user's report
// or a load balancer's log leads to the server's lines. Emailed-link tokens and
// codes in URLs never reach the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allergens } from '../db/schema';
import { photoPathOf } from '../storage/storage.fixtures';
import { callApi, newUser } from '../test/factories';
import { createTestApp, freePort, type TestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { msg?: string; request_id?: string; level?: number; code?: string; req?: { url?: string } };

let sut: TestApp;
const lines: LogLine[] = [];

beforeAll(async () => {
  // Photos in a bucket nobody listens on: reading one is a dependency failure (503).
  const closedPort = await freePort();
  sut = await createTestApp(
    {
      LOG_LEVEL: 'info',
      AUTH_AUTOCONFIRM: 'true',
      S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
      S3_BUCKET: 'photos-test',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    },
    { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
  );
});
afterAll(async () => {
  await sut.close();
});

describe('request ids', () => {
  it('names every error answer, on /rest/v1 and on /auth/v1', async () => {
    const notFound = await fetch(`${sut.baseUrl}/rest/v1/no-such-thing`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(UUID);

    const badJson = await fetch(`${sut.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'bad_json' });
    expect(badJson.headers.get('x-request-id')).toMatch(UUID);

    const ids = new Set([notFound.headers.get('x-request-id'), badJson.headers.get('x-request-id')]);
    expect(ids.size).toBe(2);
  });

  it("keeps a proxy's id when it is a sane token, and replaces anything else", async () => {
    const kept = await fetch(`${sut.baseUrl}/rest/v1/no-such-thing`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    for (const sent of ['two words', 'x'.repeat(129), 'a\tb']) {
      const replaced = await fetch(`${sut.baseUrl}/rest/v1/no-such-thing`, { headers: { 'x-request-id': sent } });
      expect(replaced.headers.get('x-request-id'), sent).toMatch(UUID);
    }
  });

  it('puts the id on every log line of the request, the dependency failure included', async () => {
    const path = photoPathOf({ id: '6f1c1f43-3a51-4b1e-9a5e-2d7c8b9e0a11' });
    const response = await fetch(`${sut.baseUrl}/storage/v1/object/public/photos/${path}`, {
      headers: { 'x-request-id': 'trace-503-check' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('x-request-id')).toBe('trace-503-check');
    expect(await response.json()).toMatchObject({ code: 'storage_unavailable' });

    const own = lines.filter((line) => line.request_id === 'trace-503-check');
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'dependency failure', 'request completed']);
    expect(own[1]).toMatchObject({ level: 50, code: 'storage_unavailable' });
  });

  it('hides link tokens and codes in logged URLs, and keeps the rest', async () => {
    const url = '/auth/v1/verify?token=pkce_5f2b9c0e7d&type=signup&redirect_to=http%3A%2F%2Flocalhost%2Fauth';
    const response = await fetch(`${sut.baseUrl}${url}`, { redirect: 'manual', headers: { 'x-request-id': 'trace-link' } });
    expect(response.status).toBe(303);
    await fetch(`${sut.baseUrl}/rest/v1/no-such-thing?code=4f1d2a&page=2`, { headers: { 'x-request-id': 'trace-code' } });

    const logged = lines.filter((line) => line.req?.url).map((line) => `${line.request_id} ${line.req!.url}`);
    expect(logged).toContain(
      'trace-link /auth/v1/verify?token=[hidden]&type=signup&redirect_to=http%3A%2F%2Flocalhost%2Fauth',
    );
    expect(logged).toContain('trace-code /rest/v1/no-such-thing?code=[hidden]&page=2');
    expect(JSON.stringify(lines)).not.toContain('pkce_5f2b9c0e7d');
    expect(JSON.stringify(lines)).not.toContain('4f1d2a');
  });
});

/** Runs `action` while every insert into `table` fails in the database (a trigger raising `message`). */
async function whileInsertsFail(table: string, message: string, action: () => Promise<void>): Promise<void> {
  const db = sut.database.db;
  await db.execute(sql.raw(`
    CREATE FUNCTION test_refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${message}'; END;
    $$;
  `));
  await db.execute(sql.raw(`CREATE TRIGGER test_refuse_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_insert()`));
  try {
    await action();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER test_refuse_insert ON ${table}`));
    await db.execute(sql.raw('DROP FUNCTION test_refuse_insert()'));
  }
}

describe('failed queries', () => {
  it('log the statement and the database error, never the values it carried (health data)', async () => {
    const user = await newUser(sut);
    const [milk] = await sut.database.db.select({ id: allergens.id }).from(allergens).limit(1);
    // A real failure inside the allergen write: its parameters are the user's id and allergens.
    await whileInsertsFail('user_allergens', 'simulated failure', async () => {
      const response = await callApi(sut, 'PUT', '/rest/v1/profile/allergens', {
        token: user.accessToken,
        body: { allergen_ids: [milk!.id] },
        headers: { 'x-request-id': 'trace-failed-query' },
      });
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ code: 'internal_error' });
    });

    const failure = lines.find((line) => line.request_id === 'trace-failed-query' && line.msg === 'unhandled error');
    expect(failure).toBeDefined();
    const logged = JSON.stringify(failure);
    expect(logged).toContain('user_allergens');
    expect(logged).toContain('simulated failure');
    expect(logged).not.toContain(milk!.id);
    expect(logged).not.toContain(user.id);
  });
});

describe('sensitivity levels (health data)', () => {
  it('never reach the log: not when set, read, shown or exported, nor when their write fails', async () => {
    const user = await newUser(sut);
    const byName = new Map((await sut.database.db.select({ id: allergens.id, name: allergens.name }).from(allergens)).map((row) => [row.name, row.id]));
    const gluten = byName.get('Gluten')!;
    const peanuts = byName.get('Peanuts')!;
    const milk = byName.get('Milk')!;
    const first = lines.length;
    const call = (method: string, path: string, body?: unknown) =>
      callApi(sut, method, path, { token: user.accessToken, body, headers: { 'x-request-id': `trace-levels-${lines.length}` } });

    expect((await call('PUT', '/rest/v1/profile/allergens', { allergen_ids: [gluten, peanuts, milk] })).status).toBe(200);
    const levels = [
      { allergen_id: gluten, level: 'coeliac' },
      { allergen_id: peanuts, level: 'severe_allergy' },
      { allergen_id: milk, level: 'intolerance' },
    ];
    expect((await call('PUT', '/rest/v1/me/sensitivity', { show_on_reviews: true, levels })).status).toBe(200);
    expect((await call('GET', '/rest/v1/me/sensitivity')).body).toMatchObject({ show_on_reviews: true });
    const exported = await call('GET', '/rest/v1/account/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain('severe_allergy');

    // A real failure inside the levels' write: its parameters are the user's id, allergens and levels.
    await whileInsertsFail('user_allergen_levels', 'simulated level failure', async () => {
      const failed = await callApi(sut, 'PUT', '/rest/v1/me/sensitivity', {
        token: user.accessToken,
        body: { show_on_reviews: false, levels: levels.map((entry) => ({ ...entry, level: 'allergy' })) },
        headers: { 'x-request-id': 'trace-failed-levels' },
      });
      expect(failed.status).toBe(500);
    });

    const failure = lines.find((line) => line.request_id === 'trace-failed-levels' && line.msg === 'unhandled error');
    // The failure is logged, with the statement and the database's message.
    expect(JSON.stringify(failure)).toContain('user_allergen_levels');
    expect(JSON.stringify(failure)).toContain('simulated level failure');
    const logged = JSON.stringify(lines.slice(first));
    for (const secret of ['coeliac', 'severe_allergy', 'intolerance', '"allergy"', ',allergy', gluten, peanuts, milk, user.id]) {
      expect(logged).not.toContain(secret);
    }
  });
});

