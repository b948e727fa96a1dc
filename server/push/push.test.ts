// Web Push devices over HTTP and pushes through a fake push service on
// 127.0.0.1 that decrypts what it receives (docs/product.md#notifiche-sul-dispositivo).
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { italianDay } from '../../domain/incidents';
import type { PushDevice } from '../../domain/push';
import { ALERT_TYPES } from '../../domain/alerts';
import { ConfigError, loadConfig } from '../config';
import { alertOutbox, alertPreferences, pushSubscriptions, serverSecrets } from '../db/schema';
import { allergenIds, insertRestaurants } from '../test/restaurant-fixtures';
import { callApi, newUser, fannedOut, type TestUser } from '../test/factories';
import { startFakePushService, type FakePushService } from '../test/fake-push-service';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let pushService: FakePushService;
let alice: TestUser;
let bruno: TestUser;
let sesame: string;

beforeAll(async () => {
  pushService = await startFakePushService();
  sut = await createTestApp({
    AUTH_AUTOCONFIRM: 'true',
    ALERTS_WORKER_ENABLED: 'false',
    WEB_PUSH_EXTRA_SERVICES: `${pushService.url}/`,
    ALERTS_SEND_TIMEOUT_MS: '2000',
    LEGAL_CONTACT_EMAIL: 'privacy@allerguida.test',
  });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
  sesame = (await allergenIds(sut.database.db)).get('Sesame seeds')!;
  // Pushes only here: alert emails have their own test (alert-email.test.ts).
  await sut.database.db.insert(alertPreferences).values({ userId: alice.id, pushTypes: [...ALERT_TYPES], emailTypes: [] });
});

afterAll(async () => {
  await sut.close();
  await pushService.close();
});

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const subscribe = (user: TestUser | null, body: object) =>
  callApi<PushDevice & { code?: string }>(sut, 'POST', '/rest/v1/push/devices', {
    token: user?.accessToken,
    body,
    headers: { 'user-agent': ANDROID_CHROME },
  });
const devices = (user: TestUser) => callApi<{ items: PushDevice[] }>(sut, 'GET', '/rest/v1/push/devices', { token: user.accessToken });

describe('keys', () => {
  it('makes a VAPID key pair at first start, keeps it in the database, and takes one from the environment instead', async () => {
    const key = await callApi<{ public_key: string }>(sut, 'GET', '/rest/v1/push/key');
    expect(key.status).toBe(200);
    const [stored] = await sut.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
    expect(stored!.value.publicKey).toBe(key.body.public_key);
    expect(Buffer.from(key.body.public_key, 'base64url')).toHaveLength(65);

    const given = webpush.generateVAPIDKeys();
    const other = await createTestApp({ WEB_PUSH_PUBLIC_KEY: given.publicKey, WEB_PUSH_PRIVATE_KEY: given.privateKey, ALERTS_WORKER_ENABLED: 'false' });
    try {
      expect((await callApi<{ public_key: string }>(other, 'GET', '/rest/v1/push/key')).body.public_key).toBe(given.publicKey);
      expect(await other.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'))).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('refuses to start with only one half of the VAPID key pair, naming both variables', () => {
    const given = webpush.generateVAPIDKeys();
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        return error as Error;
      }
      return undefined;
    };
    // A blank value counts as unset.
    for (const env of [{ WEB_PUSH_PUBLIC_KEY: given.publicKey }, { WEB_PUSH_PRIVATE_KEY: given.privateKey }, { WEB_PUSH_PUBLIC_KEY: given.publicKey, WEB_PUSH_PRIVATE_KEY: '  ' }]) {
      const error = refusal(env);
      expect(error).toBeInstanceOf(ConfigError);
      expect(error!.message).toBe('WEB_PUSH_PUBLIC_KEY and WEB_PUSH_PRIVATE_KEY go together: set both, or neither to keep generated keys.');
    }
    expect(refusal({ WEB_PUSH_PUBLIC_KEY: given.publicKey, WEB_PUSH_PRIVATE_KEY: given.privateKey })).toBeUndefined();
    expect(refusal({})).toBeUndefined();
  });
});

describe('devices', () => {
  it('registers, lists and removes the caller’s own devices only', async () => {
    const subscription = pushService.subscribe();
    expect((await subscribe(null, subscription)).status).toBe(401);
    const created = await subscribe(alice, subscription);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ endpoint: subscription.endpoint, device_label: 'Chrome su Android', last_sent_at: null });
    // Subscribing again changes nothing but the keys and the name.
    expect((await subscribe(alice, { ...subscription, device_label: 'Telefono di Alice' })).body.id).toBe(created.body.id);
    expect((await devices(alice)).body.items.map((device) => device.device_label)).toEqual(['Telefono di Alice']);
    expect((await devices(bruno)).body.items).toEqual([]);
    expect(created.headers.get('cache-control')).toBe('private, no-store');

    const brunosTry = await callApi<{ code: string }>(sut, 'DELETE', `/rest/v1/push/devices/${created.body.id}`, { token: bruno.accessToken });
    expect(brunosTry.status).toBe(404);
    expect(brunosTry.body.code).toBe('push_device_not_found');
    expect((await callApi(sut, 'DELETE', '/rest/v1/push/devices/nope', { token: alice.accessToken })).status).toBe(404);
    expect((await callApi(sut, 'DELETE', `/rest/v1/push/devices/${created.body.id}`, { token: alice.accessToken })).status).toBe(204);
    expect((await devices(alice)).body.items).toEqual([]);
  });

  it('moves a browser to the account that signs in on it, and refuses unknown push services', async () => {
    const subscription = pushService.subscribe();
    await subscribe(alice, subscription);
    expect((await subscribe(bruno, subscription)).status).toBe(201);
    expect((await devices(alice)).body.items).toEqual([]);
    expect((await devices(bruno)).body.items.map((device) => device.endpoint)).toEqual([subscription.endpoint]);

    const internal = await subscribe(alice, { ...pushService.subscribe(), endpoint: 'http://169.254.169.254/latest/meta-data' });
    expect(internal.status).toBe(400);
    expect(internal.body.code).toBe('push_endpoint_not_allowed');
    expect((await subscribe(alice, { endpoint: subscription.endpoint, keys: { p256dh: 'short', auth: 'x' } })).status).toBe(400);
  });
});

describe('pushes', () => {
  async function savedVenueWithDevice(name: string) {
    await sut.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, alice.id));
    const subscription = pushService.subscribe();
    expect((await subscribe(alice, subscription)).status).toBe(201);
    const [restaurantId] = await insertRestaurants(sut.database.db, [{ name, city: 'Lecce' }]);
    expect((await callApi(sut, 'PUT', `/rest/v1/saved/${restaurantId}`, { token: alice.accessToken })).status).toBe(204);
    const reported = await callApi(sut, 'POST', `/rest/v1/restaurants/${restaurantId}/incidents`, {
      token: bruno.accessToken,
      body: { allergen_ids: [sesame], severity: 'mild', meal_date: italianDay(new Date()), staff_informed: false },
    });
    expect(reported.status).toBe(201);
    await fannedOut(sut);
    return { subscription, restaurantId: restaurantId! };
  }

  it('sends an encrypted push the device can read, signed with the VAPID key, with TTL and urgency', async () => {
    const { subscription, restaurantId } = await savedVenueWithDevice('Trattoria Cifrata');
    const before = pushService.received.length;
    expect(await sut.app.alerts.drain()).toBe(1);
    const [push] = pushService.received.slice(before);
    expect(push!.path).toBe(new URL(subscription.endpoint).pathname);
    expect(JSON.parse(push!.payload!)).toEqual({
      title: 'Reazione segnalata',
      body: expect.stringContaining('Trattoria Cifrata'),
      url: `/restaurants/${restaurantId}`,
      tag: `incident_reported:${restaurantId}`,
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.urgency).toBe('high');
    const { public_key } = (await callApi<{ public_key: string }>(sut, 'GET', '/rest/v1/push/key')).body;
    expect(push!.vapid).toMatchObject({ publicKey: public_key, claims: { aud: pushService.url, sub: 'mailto:privacy@allerguida.test' } });
    const expiresIn = push!.vapid!.claims.exp - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await devices(alice)).body.items[0]!.last_sent_at).not.toBeNull();
  });

  it('removes a device its push service answers 410 or 404 for, and retries one that answers 500 after the base delay', async () => {
    for (const status of [410, 404]) {
      const gone = await savedVenueWithDevice(`Osteria Dimenticata ${status}`);
      pushService.answer(gone.subscription.endpoint, status);
      await sut.app.alerts.drain();
      expect((await devices(alice)).body.items).toEqual([]);
    }

    const failing = await savedVenueWithDevice('Osteria Instabile');
    pushService.answer(failing.subscription.endpoint, 500);
    expect(await sut.app.alerts.drain()).toBe(1);
    const [row] = await sut.database.db.select().from(alertOutbox).where(eq(alertOutbox.recipient, failing.subscription.endpoint));
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, lastError: 'push service answered 500' });
    // ALERTS_RETRY_BASE_MS (10 s) plus up to a fifth of jitter.
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThanOrEqual(12_000);
    expect((await devices(alice)).body.items).toHaveLength(1);

    pushService.answer(failing.subscription.endpoint, 201);
    await sut.database.db.update(alertOutbox).set({ nextAttemptAt: new Date() }).where(eq(alertOutbox.id, row!.id));
    expect(await sut.app.alerts.drain()).toBe(1);
    const [sent] = await sut.database.db.select().from(alertOutbox).where(eq(alertOutbox.id, row!.id));
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.attempts).toBe(2);
  });

  it('cuts off a push service that does not answer at the time limit, keeps the push for later, and answers requests meanwhile', async () => {
    const silent = await savedVenueWithDevice('Osteria Muta');
    pushService.hang(silent.subscription.endpoint);
    const round = sut.app.alerts.runOnce().then(() => 'round ended' as const);
    const path = new URL(silent.subscription.endpoint).pathname;
    while (!pushService.held.includes(path)) await new Promise((resolve) => setTimeout(resolve, 5));
    // The push service holds the push: a request is answered meanwhile, then the time limit ends the round.
    const request = devices(alice).then((response) => response.status);
    expect(await Promise.race([request, round])).toBe(200);
    expect(await round).toBe('round ended');
    const [row] = await sut.database.db.select().from(alertOutbox).where(eq(alertOutbox.recipient, silent.subscription.endpoint));
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, lastError: 'timeout after 2000 ms' });
    expect((await devices(alice)).body.items).toHaveLength(1);
  });
});
