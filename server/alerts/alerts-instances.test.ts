// Several instances on one PostgreSQL (docs/architecture.md#alerts): two
// workers drain one outbox and every message reaches the push service exactly
// once; the messages a dead worker had claimed are sent once its lease ends,
// and messages left when every instance stops are sent after a restart; a
// server process killed (SIGKILL) while its pushes hang has them sent by the
// process started after it.
// PostgreSQL only (TEST_DB=postgres): PGlite is one process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { startFakePushService, type FakePushService } from '../test/fake-push-service';
import { startServerProcess } from '../test/server-process';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPostgresTestDatabase, testDatabaseKind } from '../test/test-database';
import { claimDueAlerts } from './alerts.repository';
import { rowsOf } from '../db/query';

const isPostgres = testDatabaseKind() === 'postgres';

/** `count` pushes of `userId` to `count` new devices on the push service, queued directly in the outbox. */
async function queuePushes(app: TestApp, pushService: FakePushService, userId: string, count: number, label: string): Promise<string[]> {
  const endpoints: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const subscription = pushService.subscribe();
    endpoints.push(subscription.endpoint);
    await app.database.db.execute(sql`WITH device AS (
        INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (${userId}::uuid, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth})
        RETURNING id)
      INSERT INTO alert_outbox (channel, user_id, subscription_id, recipient, payload)
      SELECT 'push', ${userId}::uuid, id, ${subscription.endpoint}, jsonb_build_object('title', ${label}::text, 'body', 'b', 'url', '/', 'type', 'incident_reported') FROM device`);
  }
  return endpoints;
}

describe.skipIf(!isPostgres)('two instances on one PostgreSQL', () => {
  let pushService: FakePushService;
  let database: { url: string; drop: () => Promise<void> };
  let userId: string;
  const apps: TestApp[] = [];

  const instance = async () => {
    const app = await createTestApp(
      { WEB_PUSH_EXTRA_SERVICES: `${pushService.url}/`, ALERTS_POLL_MS: '20', ALERTS_LEASE_MS: '8000', ALERTS_SEND_TIMEOUT_MS: '5000' },
      { openDatabase: () => openDatabase({ kind: 'postgres', url: database.url }) },
    );
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    pushService = await startFakePushService();
    database = await createPostgresTestDatabase(inject('postgresTemplateName'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await pushService.close();
    await database.drop();
  });

  /** `count` pushes to `count` devices, queued directly in the outbox. */
  async function queue(app: TestApp, count: number, label: string): Promise<string[]> {
    if (!userId) {
      const [user] = await app.database.db.insert(users).values({ email: 'molti@example.com' }).returning();
      userId = user!.id;
    }
    return queuePushes(app, pushService, userId, count, label);
  }

  async function waitUntilSent(app: TestApp, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = await rowsOf<{ n: number }>(app.database.db, sql`SELECT count(*)::int AS n FROM alert_outbox WHERE sent_at IS NULL`);
      if (Number(result[0]!.n) === 0) return;
      if (Date.now() > deadline) throw new Error('outbox not drained');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const deliveries = (endpoints: string[]) => {
    const paths = new Set(endpoints.map((endpoint) => new URL(endpoint).pathname));
    return pushService.received.filter((push) => paths.has(push.path));
  };

  it('sends each message exactly once with two workers', async () => {
    const first = await instance();
    const second = await instance();
    await first.app.alerts.stop();
    await second.app.alerts.stop();
    const endpoints = await queue(first, 400, 'due istanze');
    first.app.alerts.start();
    second.app.alerts.start();
    await waitUntilSent(first);
    const pushes = deliveries(endpoints);
    expect(pushes).toHaveLength(400);
    expect(new Set(pushes.map((push) => push.path)).size).toBe(400);
    expect(pushes.every((push) => push.payload !== undefined && push.vapid !== undefined)).toBe(true);
    const workers = await rowsOf<{ claimed_by: string; n: number }>(first.database.db, sql`SELECT claimed_by, count(*)::int AS n FROM alert_outbox GROUP BY claimed_by`);
    // Both took part.
    expect(workers.map((row) => row.claimed_by).sort()).toEqual([first.app.alerts.id, second.app.alerts.id].sort());
  });

  it("sends a dead worker's claimed messages once its lease ends, and what was left after a restart", async () => {
    const [first, second] = apps as [TestApp, TestApp];
    await first.app.alerts.stop();
    await second.app.alerts.stop();
    const endpoints = await queue(first, 50, 'orfani');
    // A worker claims 20 and dies before sending them.
    expect(await claimDueAlerts(first.database.db, 'killed-worker', 20, 8000)).toHaveLength(20);
    // Every instance stops; the rows stay in the database.
    await first.close();
    await second.close();
    apps.length = 0;

    const restarted = await instance();
    await waitUntilSent(restarted);
    const pushes = deliveries(endpoints);
    expect(pushes).toHaveLength(50);
    expect(new Set(pushes.map((push) => push.path)).size).toBe(50);
  });
});

describe.skipIf(!isPostgres)('a server process killed while sending', () => {
  let pushService: FakePushService;
  let database: { url: string; drop: () => Promise<void> };
  let inspector: TestApp;

  beforeAll(async () => {
    pushService = await startFakePushService();
    database = await createPostgresTestDatabase(inject('postgresTemplateName'));
    // Queues and reads the outbox; its own worker and fan-out stay off.
    inspector = await createTestApp(
      { ALERTS_WORKER_ENABLED: 'false', ALERTS_FANOUT_ENABLED: 'false' },
      { openDatabase: () => openDatabase({ kind: 'postgres', url: database.url }) },
    );
  });
  afterAll(async () => {
    await inspector.close();
    await pushService.close();
    await database.drop();
  });

  it('leaves its claimed pushes to the next process, which sends each once', async () => {
    const db = inspector.database.db;
    const [user] = await db.insert(users).values({ email: 'ucciso@example.com' }).returning();
    const endpoints = await queuePushes(inspector, pushService, user!.id, 5, 'ucciso');
    for (const endpoint of endpoints) pushService.hang(endpoint);
    const paths = endpoints.map((endpoint) => new URL(endpoint).pathname);
    const env = {
      DATABASE_URL: database.url,
      WEB_PUSH_EXTRA_SERVICES: `${pushService.url}/`,
      ALERTS_POLL_MS: '50',
      ALERTS_SEND_TIMEOUT_MS: '5000',
      ALERTS_LEASE_MS: '6000',
    };

    const first = await startServerProcess(env);
    // Every push is with the push service, unanswered, when the process dies.
    while (!paths.every((path) => pushService.held.includes(path))) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    await first.exited;
    const claimed = await rowsOf<{ claimed_by: string; sent_at: Date | null }>(db, sql`SELECT claimed_by, sent_at FROM alert_outbox WHERE user_id = ${user!.id}::uuid`);
    expect(claimed).toHaveLength(5);
    expect(claimed.every((row) => row.claimed_by !== null && row.sent_at === null)).toBe(true);

    for (const endpoint of endpoints) pushService.unhang(endpoint);
    const second = await startServerProcess(env);
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [left] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM alert_outbox WHERE user_id = ${user!.id}::uuid AND sent_at IS NULL`);
        if (Number(left!.n) === 0) break;
        if (Date.now() > deadline) throw new Error(`pushes not sent after the restart: ${second.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const answered = pushService.received.filter((push) => paths.includes(push.path));
      expect(answered.map((push) => push.path).sort()).toEqual([...paths].sort());
      expect(answered.every((push) => push.status === 201 && push.payload !== undefined)).toBe(true);
      const workers = await rowsOf<{ claimed_by: string }>(db, sql`SELECT DISTINCT claimed_by FROM alert_outbox WHERE user_id = ${user!.id}::uuid`);
      expect(workers.map((row) => row.claimed_by)).not.toContain(claimed[0]!.claimed_by);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);
});
