// This browser's push subscription as the profile reads it (to mark 'questo
// dispositivo', and to end it when this device is removed). The service worker
// container is a stand-in with the shape the browser gives. And subscribing
// this browser, against a push manager that keeps one subscription as the
// browser's does.
import { describe, expect, it } from 'vitest';
import { currentPushSubscription, subscribeWithKey } from './push-browser';

const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/questo' } as PushSubscription;

/** A registration whose worker is still installing: `ready` has not resolved, and may never (no worker becomes active). */
function installingContainer(registered: PushSubscription | null) {
  return {
    ready: new Promise<never>(() => {}),
    getRegistration: async () => ({ pushManager: { getSubscription: async () => registered } }),
  } as unknown as ServiceWorkerContainer;
}

describe('currentPushSubscription', () => {
  it('reads the subscription without waiting for the worker to be active', async () => {
    await expect(currentPushSubscription(installingContainer(subscription))).resolves.toBe(subscription);
    await expect(currentPushSubscription(installingContainer(null))).resolves.toBeNull();
  });

  it('is null without a registration', async () => {
    const noRegistration = { ready: new Promise<never>(() => {}), getRegistration: async () => undefined } as unknown as ServiceWorkerContainer;
    await expect(currentPushSubscription(noRegistration)).resolves.toBeNull();
  });
});

/** A P-256 public key as the server gives it (65 bytes, base64url), every byte after the first `fill`. */
function publicKey(fill: number): string {
  const bytes = new Uint8Array(65).fill(fill);
  bytes[0] = 4;
  return Buffer.from(bytes).toString('base64url');
}

/** A push manager holding at most one subscription, made with the key it was subscribed with; like a browser's, it refuses another key while one is held. */
function fakePushManager(subscribedWithKey: string | null) {
  const events: string[] = [];
  const subscriptionWith = (key: string, endpoint: string) => {
    const subscription = {
      endpoint,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(Buffer.from(key, 'base64url')).buffer },
      unsubscribe: async () => {
        events.push(`unsubscribe ${endpoint}`);
        held = null;
        return true;
      },
    } as unknown as PushSubscription;
    return subscription;
  };
  let held: PushSubscription | null = subscribedWithKey ? subscriptionWith(subscribedWithKey, 'https://fcm.googleapis.com/fcm/send/vecchia') : null;
  const pushManager = {
    getSubscription: async () => held,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      const key = Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url');
      if (held && Buffer.from(held.options.applicationServerKey!).toString('base64url') !== key) {
        throw new DOMException('A subscription with a different applicationServerKey already exists', 'InvalidStateError');
      }
      events.push(`subscribe ${key === publicKey(1) ? 'key 1' : 'key 2'}`);
      held = held ?? subscriptionWith(key, 'https://fcm.googleapis.com/fcm/send/nuova');
      return held;
    },
  } as unknown as PushManager;
  return { pushManager, events };
}

describe('subscribeWithKey', () => {
  it('subscribes a browser that has no subscription', async () => {
    const { pushManager, events } = fakePushManager(null);
    const subscription = await subscribeWithKey(pushManager, publicKey(1));
    expect(subscription.endpoint).toBe('https://fcm.googleapis.com/fcm/send/nuova');
    expect(events).toEqual(['subscribe key 1']);
  });

  it("keeps the subscription made with the server's key", async () => {
    const { pushManager, events } = fakePushManager(publicKey(1));
    const subscription = await subscribeWithKey(pushManager, publicKey(1));
    expect(subscription.endpoint).toBe('https://fcm.googleapis.com/fcm/send/vecchia');
    expect(events).toEqual([]);
  });

  it('replaces a subscription made with a key the server no longer has (its VAPID pair changed, #42)', async () => {
    const { pushManager, events } = fakePushManager(publicKey(2));
    const subscription = await subscribeWithKey(pushManager, publicKey(1));
    expect(subscription.endpoint).toBe('https://fcm.googleapis.com/fcm/send/nuova');
    expect(Buffer.from(subscription.options.applicationServerKey!).toString('base64url')).toBe(publicKey(1));
    expect(events).toEqual(['unsubscribe https://fcm.googleapis.com/fcm/send/vecchia', 'subscribe key 1']);
  });
});
