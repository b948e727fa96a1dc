// Several instances on one PostgreSQL (docs/architecture.md#alerts): two
// workers drain one outbox and every message reaches the push service exactly
// once; the messages a dead worker had claimed are sent once its lease ends,
// and messages left when every instance stops are sent after a restart.
// PostgreSQL only (TEST_DB=postgres): PGlite is one process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { startFakePushService, type FakePushService } from '../test/fake-push-service';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPostgresTestDatabase, testDatabaseKind } from '../test/test-database';
import { claimDueAlerts } from './alerts.repository';
import { rowsOf } from '../db/query';

const isPostgres = testDatabaseKind() === 'postgres';

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
    const db = app.database.db;
    if (!userId) {
      const [user] = await db.insert(users).values({ email: 'molti@example.com' }).returning();
      userId = user!.id;
    }
    const endpoints: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const subscription = pushService.subscribe();
      endpoints.push(subscription.endpoint);
      await db.execute(sql`WITH device AS (
          INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (${userId}::uuid, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth})
          RETURNING id)
        INSERT INTO alert_outbox (channel, user_id, subscription_id, recipient, payload)
        SELECT 'push', ${userId}::uuid, id, ${subscription.endpoint}, jsonb_build_object('title', ${label}::text, 'body', 'b', 'url', '/', 'type', 'incident_reported') FROM device`);
    }
    return endpoints;
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
