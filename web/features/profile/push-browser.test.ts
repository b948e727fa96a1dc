// This browser's push subscription as the profile reads it (to mark 'questo
// dispositivo', and to end it when this device is removed). The service worker
// container is a stand-in with the shape the browser gives.
import { describe, expect, it } from 'vitest';
import { currentPushSubscription } from './push-browser';

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
