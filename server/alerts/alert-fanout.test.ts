// The alert fan-out (docs/architecture.md#alerts): a reaction report answers
// having queued one job, and the fan-out writes the savers' bell rows and
// pushes in batches afterwards. A worker that dies mid-job leaves the rest to
// another once its lease ends, which resumes after the last committed batch:
// each saver gets one bell row and one push per device, and a batch run twice
// writes nothing twice. With two instances on one PostgreSQL, each job's rows
// are written once (the latency the reporter no longer pays is shown by
// npm run bench:alerts, not timed here).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { italianDay } from '../../domain/incidents';
import { openDatabase } from '../db/client';
import { alertFanoutJobs, alertOutbox, notifications } from '../db/schema';
import { allergenIds, insertRestaurants } from '../test/restaurant-fixtures';
import { callApi, fannedOut, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPostgresTestDatabase, testDatabaseKind } from '../test/test-database';
import { createAlertFanout } from './alert-fanout';
import { rowsOf } from '../db/query';

async function venueWithSavers(app: TestApp, name: string, savers: number): Promise<string> {
  const [restaurantId] = await insertRestaurants(app.database.db, [{ name, city: 'Modena' }]);
  await app.database.db.execute(sql`WITH saver AS (
      INSERT INTO users (email) SELECT lower(replace(${name}, ' ', '-')) || '-' || n || '@example.test' FROM generate_series(1, ${savers}::int) n RETURNING id),
    saved AS (INSERT INTO saved_restaurants (user_id, restaurant_id) SELECT id, ${restaurantId}::uuid FROM saver)
    INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
    SELECT id, 'https://push.example.test/' || id, 'key', 'secret' FROM saver`);
  return restaurantId!;
}

const reportAt = (app: TestApp, reporter: TestUser, restaurantId: string, allergenId: string) =>
  callApi(app, 'POST', `/rest/v1/restaurants/${restaurantId}/incidents`, {
    token: reporter.accessToken,
    body: { allergen_ids: [allergenId], severity: 'mild', meal_date: italianDay(new Date()), staff_informed: false },
  });

/** Bell rows about the restaurant (users and how many), and its queued pushes. */
async function written(app: TestApp, restaurantId: string) {
  const bell = await app.database.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.restaurantId, restaurantId), eq(notifications.type, 'incident_reported')));
  const pushes = await app.database.db
    .select({ userId: alertOutbox.userId })
    .from(alertOutbox)
    .innerJoin(notifications, eq(notifications.id, alertOutbox.notificationId))
    .where(and(eq(notifications.restaurantId, restaurantId), eq(alertOutbox.channel, 'push')));
  return { bell: bell.length, users: new Set(bell.map((row) => row.userId)).size, pushes: pushes.length };
}

describe('a fan-out job', () => {
  let sut: TestApp;
  let reporter: TestUser;
  let sesame: string;

  beforeAll(async () => {
    // The app's own fan-out and sender are off: the workers here are the only ones.
    sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', ALERTS_FANOUT_ENABLED: 'false', ALERTS_WORKER_ENABLED: 'false' });
    reporter = await newUser(sut, { data: { nickname: 'Renata' } });
    sesame = (await allergenIds(sut.database.db)).get('Sesame seeds')!;
  });
  afterAll(async () => {
    await sut.close();
  });

  const fanoutReadiness = () =>
    callApi<{ alerts: { fanout: Record<string, unknown> } }>(sut, 'GET', '/health/ready');

  it('is all the report writes; a worker dying mid-job leaves the rest to another, and nothing is written twice', async () => {
    const restaurantId = await venueWithSavers(sut, 'Osteria Lunga', 7);
    expect((await reportAt(sut, reporter, restaurantId, sesame)).status).toBe(201);
    // The response came with one job queued and no bell row yet.
    expect(await written(sut, restaurantId)).toEqual({ bell: 0, users: 0, pushes: 0 });
    const [job] = await sut.database.db.select().from(alertFanoutJobs).where(eq(alertFanoutJobs.restaurantId, restaurantId));
    expect(job).toMatchObject({ type: 'incident_reported', written: 0, doneAt: null, actorId: reporter.id });

    // Worker A commits its first batch of 3, then hangs like a dead process, holding a 4 s lease.
    let wakeA = () => {};
    const hung = new Promise<void>((resolve) => (wakeA = resolve));
    const dying = createAlertFanout({
      db: sut.database.db,
      log: sut.app.log,
      options: { batchSize: 3, leaseMs: 4000 },
      afterBatch: () => hung,
    });
    const roundA = dying.runOnce();
    const jobRow = async () => (await sut.database.db.select().from(alertFanoutJobs).where(eq(alertFanoutJobs.id, job!.id)))[0]!;
    while ((await jobRow()).written < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await written(sut, restaurantId)).toEqual({ bell: 3, users: 3, pushes: 3 });

    // Worker B finds the job leased, then takes it over once the lease ends and resumes after the third saver.
    const taker = createAlertFanout({ db: sut.database.db, log: sut.app.log, options: { batchSize: 3, leaseMs: 5000 } });
    expect(await taker.drain()).toBe(0);
    expect(await written(sut, restaurantId)).toEqual({ bell: 3, users: 3, pushes: 3 });
    const deadline = Date.now() + 15_000;
    while ((await taker.drain()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await written(sut, restaurantId)).toEqual({ bell: 7, users: 7, pushes: 7 });
    expect(await jobRow()).toMatchObject({ written: 7, attempts: 2, claimedBy: taker.id, doneAt: expect.any(Date) });

    // A comes back: its claim is gone, it writes nothing.
    wakeA();
    expect(await roundA).toBe(0);
    // The job's progress lost and the whole job run again: every row is already there, none is added.
    await sut.database.db
      .update(alertFanoutJobs)
      .set({ doneAt: null, afterUserId: null, nextAttemptAt: sql`now()` })
      .where(eq(alertFanoutJobs.id, job!.id));
    expect(await taker.drain()).toBe(1);
    expect(await written(sut, restaurantId)).toEqual({ bell: 7, users: 7, pushes: 7 });
    expect((await jobRow()).written).toBe(7);
  });

  it('rolls back a failed batch with its progress, and the retry writes each row once', async () => {
    const db = sut.database.db;
    const restaurantId = await venueWithSavers(sut, 'Trattoria Inciampo', 5);
    const savers = await rowsOf<{ user_id: string }>(db, sql`SELECT user_id FROM saved_restaurants WHERE restaurant_id = ${restaurantId}::uuid ORDER BY user_id`);
    // The fourth saver's bell row fails, as a database error in the middle of the second batch would.
    await db.execute(sql.raw(`CREATE FUNCTION fanout_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id = '${savers[3]!.user_id}' THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$`));
    await db.execute(sql.raw(`CREATE TRIGGER fanout_test_fail BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION fanout_test_fail()`));
    expect((await reportAt(sut, reporter, restaurantId, sesame)).status).toBe(201);
    const worker = createAlertFanout({ db, log: sut.app.log, options: { batchSize: 2 } });
    expect(await worker.drain()).toBe(0);
    const [job] = await db.select().from(alertFanoutJobs).where(eq(alertFanoutJobs.restaurantId, restaurantId));
    // The first batch stands; the second left neither rows nor progress.
    expect(await written(sut, restaurantId)).toEqual({ bell: 2, users: 2, pushes: 2 });
    expect(job).toMatchObject({ written: 2, afterUserId: savers[1]!.user_id, lastError: 'injected failure', doneAt: null, failedAt: null });
    expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The operator sees the job waiting and why, beside the outbox; readiness stays green.
    const failing = await fanoutReadiness();
    expect(failing.status).toBe(200);
    expect(failing.body.alerts.fanout).toEqual({
      worker: 'stopped',
      pending: 1,
      oldest_pending_seconds: expect.any(Number),
      failing: true,
      failed: 0,
      last_error: 'injected failure',
    });

    await db.execute(sql`DROP TRIGGER fanout_test_fail ON notifications`);
    await db.update(alertFanoutJobs).set({ nextAttemptAt: sql`now()` }).where(eq(alertFanoutJobs.id, job!.id));
    expect(await worker.drain()).toBe(1);
    expect(await written(sut, restaurantId)).toEqual({ bell: 5, users: 5, pushes: 5 });
    expect((await db.select().from(alertFanoutJobs).where(eq(alertFanoutJobs.id, job!.id)))[0]).toMatchObject({ written: 5, lastError: null });
    expect((await fanoutReadiness()).body.alerts.fanout).toMatchObject({ pending: 0, oldest_pending_seconds: 0, failing: false, last_error: null });
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances on one PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase(inject('postgresTemplateName'));
    for (let index = 0; index < 2; index += 1) {
      apps.push(
        await createTestApp(
          { AUTH_AUTOCONFIRM: 'true', ALERTS_WORKER_ENABLED: 'false', ALERTS_FANOUT_BATCH_SIZE: '25', ALERTS_POLL_MS: '20' },
          { openDatabase: () => openDatabase({ kind: 'postgres', url: database.url }) },
        ),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await database.drop();
  });

  it('write each job once, both taking jobs as they are announced', async () => {
    const [first, second] = apps as [TestApp, TestApp];
    const sesame = (await allergenIds(first.database.db)).get('Sesame seeds')!;
    const reporter = await newUser(first, { data: { nickname: 'Doppia' } });
    const venues: string[] = [];
    for (let index = 0; index < 6; index += 1) venues.push(await venueWithSavers(first, `Doppio ${index}`, 80));
    const answers = await Promise.all(venues.map((id, index) => reportAt(index % 2 === 0 ? first : second, reporter, id, sesame)));
    expect(answers.map((answer) => answer.status)).toEqual(venues.map(() => 201));
    await fannedOut(first);
    await fannedOut(second);
    for (const id of venues) expect(await written(first, id)).toEqual({ bell: 80, users: 80, pushes: 80 });
    const jobs = await first.database.db.select().from(alertFanoutJobs);
    expect(jobs.map((job) => job.written)).toEqual(venues.map(() => 80));
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
  });
});
