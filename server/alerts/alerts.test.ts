// The alert outbox and its worker (docs/architecture.md#alerts): a reaction
// report's fan-out queues one push per device of every saver; the worker sends, retries with growing delays on failure or
// timeout, drops devices the push service says are gone, reports its state in
// /health/ready without making it fail, and never holds up a request.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { italianDay } from '../../domain/incidents';
import { ALERT_MAX_ATTEMPTS, ALERT_TYPES } from '../../domain/alerts';
import { alertOutbox, alertPreferences, notifications, pushSubscriptions } from '../db/schema';
import { runUserCommand } from '../auth/cli';
import { allergenIds, api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import { callApi, newUser, fannedOut, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { SendOutcome } from './alerts-worker';
import type { ClaimedAlert } from './alerts.repository';
import { claimDueAlerts } from './alerts.repository';

let sut: TestApp;
let reporter: TestUser;
let saverA: TestUser;
let saverB: TestUser;
let silent: TestUser;
let sesame: string;
const received: ClaimedAlert[] = [];
const logLines: { level: number; msg: string; channel?: string; reason?: string }[] = [];
const rawLogLines: string[] = [];
let answer: (message: ClaimedAlert) => Promise<SendOutcome> = async () => ({ kind: 'sent' });

beforeAll(async () => {
  sut = await createTestApp(
    { AUTH_AUTOCONFIRM: 'true', ALERTS_WORKER_ENABLED: 'false', ALERTS_SEND_TIMEOUT_MS: '1500', ALERTS_RETRY_BASE_MS: '60000', LOG_LEVEL: 'info' },
    {
      alertSenders: {
        push: async (message) => {
          received.push(message);
          return answer(message);
        },
      },
      logStream: {
        write: (line) => {
          rawLogLines.push(line);
          logLines.push(JSON.parse(line) as (typeof logLines)[number]);
        },
      },
    },
  );
  reporter = await newUser(sut, { data: { nickname: 'Rita' } });
  saverA = await newUser(sut, { data: { nickname: 'Saverio' } });
  saverB = await newUser(sut, { data: { nickname: 'Bice' } });
  silent = await newUser(sut, { data: { nickname: 'Silvio' } });
  sesame = (await allergenIds(sut.database.db)).get('Sesame seeds')!;
  // Pushes only here: alert emails have their own test (alert-email.test.ts).
  await sut.database.db
    .insert(alertPreferences)
    .values([saverA, saverB, silent, reporter].map((user) => ({ userId: user.id, pushTypes: [...ALERT_TYPES], emailTypes: [] })));
});

afterAll(async () => {
  await sut.close();
});

beforeEach(() => {
  received.length = 0;
  answer = async () => ({ kind: 'sent' });
});

let deviceCount = 0;
async function addDevice(user: TestUser) {
  deviceCount += 1;
  const [row] = await sut.database.db
    .insert(pushSubscriptions)
    .values({ userId: user.id, endpoint: `https://push.example.test/${deviceCount}`, p256dh: 'key', auth: 'secret' })
    .returning();
  return row!;
}

async function savedVenue(name: string, savers: TestUser[]) {
  const [id] = await insertRestaurants(sut.database.db, [{ name, city: 'Parma' }]);
  for (const user of savers) expect((await callApi(sut, 'PUT', `/rest/v1/saved/${id}`, { token: user.accessToken })).status).toBe(204);
  return id!;
}

/** A report, once its fan-out has written the bell rows and queued the alerts. */
const report = async (restaurantId: string, user = reporter) => {
  const response = await callApi<{ code?: string }>(sut, 'POST', `/rest/v1/restaurants/${restaurantId}/incidents`, {
    token: user.accessToken,
    body: { allergen_ids: [sesame], severity: 'mild', meal_date: italianDay(new Date()), staff_informed: false },
  });
  await fannedOut(sut);
  return response;
};

const outboxOf = (restaurantId: string) =>
  sut.database.db
    .select({ outbox: alertOutbox, userId: notifications.userId })
    .from(alertOutbox)
    .innerJoin(notifications, eq(notifications.id, alertOutbox.notificationId))
    .where(eq(notifications.restaurantId, restaurantId));

describe('queueing alerts', () => {
  it('queues one push per device of each saver once the report is fanned out, and sends each once', async () => {
    const phone = await addDevice(saverA);
    const laptop = await addDevice(saverA);
    const tablet = await addDevice(saverB);
    const restaurantId = await savedVenue('Osteria Allertata', [saverA, saverB, silent, reporter]);

    expect((await report(restaurantId)).status).toBe(201);
    const queued = await outboxOf(restaurantId);
    expect(queued.map((row) => row.outbox.subscriptionId).sort()).toEqual([phone.id, laptop.id, tablet.id].sort());
    expect(queued[0]!.outbox).toMatchObject({ channel: 'push', urgency: 'high', attempts: 0, sentAt: null });
    expect(queued[0]!.outbox.payload).toMatchObject({
      title: expect.any(String),
      body: expect.stringContaining('Osteria Allertata'),
      url: `/restaurants/${restaurantId}`,
      type: 'incident_reported',
    });
    // A refused report (a second one the same day) leaves neither bell rows nor alerts.
    expect((await report(restaurantId)).status).toBe(409);
    expect(await outboxOf(restaurantId)).toHaveLength(3);

    expect(await sut.app.alerts.drain()).toBe(3);
    expect(received.map((message) => message.recipient).sort()).toEqual([phone.endpoint, laptop.endpoint, tablet.endpoint].sort());
    const sent = await outboxOf(restaurantId);
    expect(sent.every((row) => row.outbox.sentAt !== null && row.outbox.attempts === 1)).toBe(true);
    expect(await sut.app.alerts.drain()).toBe(0);
    expect(received).toHaveLength(3);
  });

  it('queues a push that opens the decision page, /decisioni/<id>, when a moderator hides the user’s review', async () => {
    const author = await newUser(sut, { data: { nickname: 'Autrice' } });
    const moderator = await newUser(sut);
    expect(await runUserCommand(sut.database.db, ['role', moderator.email, 'moderator'], () => undefined)).toBe(0);
    const device = await addDevice(author);
    const [restaurantId] = await insertRestaurants(sut.database.db, [{ name: 'Locale Moderato', city: 'Parma' }]);
    const [reviewId] = await insertReviews(sut.database.db, [{ restaurantId: restaurantId!, userId: author.id, rating: 'poor', allergens: [], comment: 'offesa' }]);
    const hidden = await api<{ id: string }>(sut, '/moderation/actions', {
      method: 'POST',
      token: moderator.accessToken,
      body: { target_type: 'review', target_id: reviewId, action: 'hide', rule: 'offensive', reason: 'Offende il personale.' },
    });
    expect(hidden.status).toBe(201);
    await fannedOut(sut);
    const pushes = await sut.database.db.select().from(alertOutbox).where(and(eq(alertOutbox.userId, author.id), eq(alertOutbox.channel, 'push')));
    expect(pushes.map((row) => ({ subscriptionId: row.subscriptionId, payload: row.payload }))).toEqual([
      {
        subscriptionId: device.id,
        payload: expect.objectContaining({ type: 'moderation', url: `/decisioni/${hidden.body.id}`, tag: `moderation:${hidden.body.id}` }),
      },
    ]);
    // Sent (with the statement of reasons by email), so the rounds of the tests below find only their own.
    await sut.app.alerts.drain();
    expect(received.map((message) => message.recipient)).toEqual([device.endpoint]);
  });

  it('queues nothing for types that stay in the bell', async () => {
    await addDevice(saverB);
    const [restaurantId] = await insertRestaurants(sut.database.db, [{ name: 'Bar Tranquillo', city: 'Parma' }]);
    await sut.database.db.insert(notifications).values({ userId: saverB.id, type: 'review_like', title: 't', message: 'm', restaurantId });
    expect(await outboxOf(restaurantId!)).toHaveLength(0);
  });
});

describe('failures', () => {
  it('retries a failed or timed-out push later, shows it in /health/ready, and recovers', async () => {
    // One device only, so the round below handles exactly one message.
    await sut.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, saverA.id));
    await addDevice(saverA);
    const restaurantId = await savedVenue('Trattoria Lenta', [saverA]);
    answer = () => new Promise(() => undefined);
    expect((await report(restaurantId)).status).toBe(201);

    const before = Date.now();
    expect(await sut.app.alerts.runOnce()).toBe(1);
    expect(Date.now() - before).toBeLessThan(3000);
    const [timedOut] = await outboxOf(restaurantId);
    expect(timedOut!.outbox).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: 'timeout after 1500 ms' });
    // The retry waits the base delay (a minute here), give or take the jitter.
    const wait = timedOut!.outbox.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThan(75_000);
    expect(await sut.app.alerts.runOnce()).toBe(0);

    const ready = await callApi<{ status: string; alerts: { pending: number; failing_channels: string[]; channels: { channel: string; last_error: string | null }[] } }>(
      sut,
      'GET',
      '/health/ready',
    );
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.alerts.pending).toBeGreaterThanOrEqual(1);
    expect(ready.body.alerts.failing_channels).toEqual(['push']);
    expect(ready.body.alerts.channels).toContainEqual(expect.objectContaining({ channel: 'push', last_error: 'timeout after 1500 ms' }));

    answer = async () => ({ kind: 'retry', error: 'push service answered 503' });
    await sut.database.db.update(alertOutbox).set({ nextAttemptAt: new Date() }).where(eq(alertOutbox.id, timedOut!.outbox.id));
    expect(await sut.app.alerts.runOnce()).toBe(1);
    const [failedTwice] = await outboxOf(restaurantId);
    expect(failedTwice!.outbox).toMatchObject({ attempts: 2, lastError: 'push service answered 503' });
    expect(failedTwice!.outbox.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(110_000);

    answer = async () => ({ kind: 'sent' });
    await sut.database.db.update(alertOutbox).set({ nextAttemptAt: new Date() }).where(eq(alertOutbox.id, timedOut!.outbox.id));
    expect(await sut.app.alerts.runOnce()).toBe(1);
    const [sent] = await outboxOf(restaurantId);
    expect(sent!.outbox).toMatchObject({ attempts: 3, lastError: null });
    expect(sent!.outbox.sentAt).not.toBeNull();
    expect((await sut.app.alerts.state()).failing_channels).toEqual([]);
    // The logs say it once when the channel starts failing (pino's warn is 40) and once when it delivers again (info, 30).
    const channelLines = logLines.filter((line) => line.msg.startsWith('alerts: channel'));
    expect(channelLines.map(({ level, msg, channel, reason }) => ({ level, msg, channel, reason }))).toEqual([
      { level: 40, msg: 'alerts: channel failing, messages wait and are retried', channel: 'push', reason: 'timeout after 1500 ms' },
      { level: 30, msg: 'alerts: channel delivering again', channel: 'push', reason: undefined },
    ]);
  });

  it('gives up on a push after its last attempt, warns without the alert’s words or its recipient, and counts it in /health/ready for 7 days', async () => {
    await sut.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, saverA.id));
    const device = await addDevice(saverA);
    const restaurantId = await savedVenue('Trattoria Abbandonata', [saverA]);
    expect((await report(restaurantId)).status).toBe(201);
    const [queued] = await outboxOf(restaurantId);
    // 79 attempts already failed: the next one is the last.
    await sut.database.db.update(alertOutbox).set({ attempts: ALERT_MAX_ATTEMPTS - 1 }).where(eq(alertOutbox.id, queued!.outbox.id));
    answer = async () => ({ kind: 'retry', error: 'push service answered 503' });
    expect(await sut.app.alerts.runOnce()).toBe(1);
    const [abandoned] = await outboxOf(restaurantId);
    expect(abandoned!.outbox).toMatchObject({ attempts: 80, sentAt: null, lastError: 'push service answered 503' });
    expect(abandoned!.outbox.failedAt).not.toBeNull();
    expect(await sut.app.alerts.runOnce()).toBe(0);

    // One warning (pino's warn is 40) naming the message by its id only: not the
    // reaction it tells of (health data), not the device or the user.
    const lines = rawLogLines.filter((line) => line.includes('alerts: message abandoned'));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 40, msg: 'alerts: message abandoned', channel: 'push', alertId: queued!.outbox.id, attempts: 80, reason: 'push service answered 503' });
    expect(Object.keys(line).sort()).toEqual(['alertId', 'attempts', 'channel', 'hostname', 'level', 'msg', 'pid', 'reason', 'time', 'worker', 'workerId']);
    const payload = queued!.outbox.payload as { title: string; body: string };
    for (const secret of [payload.title, payload.body, 'Trattoria Abbandonata', device.endpoint, saverA.email, saverA.id]) expect(lines[0]).not.toContain(secret);

    type Ready = { status: string; alerts: { abandoned: number; channels: { channel: string; pending: number; abandoned: number }[] } };
    const ready = await callApi<Ready>(sut, 'GET', '/health/ready');
    // Detail for the operator: readiness stays green.
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.alerts.abandoned).toBe(1);
    expect(ready.body.alerts.channels).toContainEqual(expect.objectContaining({ channel: 'push', abandoned: 1 }));

    // Counted for the 7 days abandoned messages are kept, whether or not the hourly purge has run since.
    await sut.database.db
      .update(alertOutbox)
      .set({ failedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(alertOutbox.id, queued!.outbox.id));
    const later = await callApi<Ready>(sut, 'GET', '/health/ready');
    expect(later.body.alerts.abandoned).toBe(0);
    expect(later.body.alerts.channels.find((channel) => channel.channel === 'push')?.abandoned ?? 0).toBe(0);
  });

  it('removes a device the push service says is gone, with its queued pushes', async () => {
    const device = await addDevice(silent);
    const restaurantId = await savedVenue('Pizzeria Sparita', [silent]);
    expect((await report(restaurantId)).status).toBe(201);
    answer = async () => ({ kind: 'gone' });
    await sut.app.alerts.drain();
    expect(await sut.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toHaveLength(0);
    expect(await sut.database.db.select().from(alertOutbox).where(eq(alertOutbox.subscriptionId, device.id))).toHaveLength(0);
    // The bell keeps the notification.
    expect(await sut.database.db.select().from(notifications).where(and(eq(notifications.userId, silent.id), eq(notifications.restaurantId, restaurantId)))).toHaveLength(1);
  });

  it("sends the messages of a worker that died holding them once their lease ends", async () => {
    const restaurantId = await savedVenue('Trattoria Orfana', [saverB]);
    expect((await report(restaurantId)).status).toBe(201);
    const claimed = await claimDueAlerts(sut.database.db, 'dead-worker', 100, 200);
    expect(claimed.length).toBeGreaterThan(0);
    // Hidden while the dead worker's lease lasts, due again afterwards.
    expect(await sut.app.alerts.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sut.app.alerts.drain()).toBe(claimed.length);
    const rows = await outboxOf(restaurantId);
    expect(rows.every((row) => row.outbox.sentAt !== null && row.outbox.attempts === 2)).toBe(true);
  });
});

describe('requests', () => {
  it('answer while the worker waits on a push service that hangs', async () => {
    await addDevice(saverA);
    const first = await savedVenue('Locanda Ferma', [saverA]);
    const second = await savedVenue('Locanda Veloce', [saverA]);
    expect((await report(first)).status).toBe(201);
    let isSending = false;
    answer = () => {
      isSending = true;
      return new Promise(() => undefined);
    };
    const round = sut.app.alerts.runOnce().then(() => 'round ended' as const);
    while (!isSending) await new Promise((resolve) => setTimeout(resolve, 5));
    const request = report(second).then((response) => response.status);
    // The report is stored while the push is still stuck (the send time limit ends the round later).
    expect(await Promise.race([request, round])).toBe(201);
    await round;
  });
});
