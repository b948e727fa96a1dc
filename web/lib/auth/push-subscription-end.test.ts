// Signing out ends this browser's push subscription, so whoever uses the
// browser next is not sent the previous account's alerts. Headless Chromium
// here reaches no push service to subscribe with, so the service worker
// container is a stand-in with the shape the browser gives.
import { describe, expect, it, vi } from 'vitest';
import { endPushSubscription } from './push-subscription-end';

/** Only the members endPushSubscription reads, so typed as the whole container. */
function containerWith(subscription: { unsubscribe: () => Promise<boolean> } | null) {
  return {
    getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
  } as unknown as ServiceWorkerContainer;
}

describe('endPushSubscription', () => {
  it("unsubscribes this browser's push subscription", async () => {
    const unsubscribe = vi.fn(async () => true);
    await endPushSubscription(containerWith({ unsubscribe }));
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a subscription, a registration or a service worker', async () => {
    await expect(endPushSubscription(containerWith(null))).resolves.toBeUndefined();
    const noRegistration = { getRegistration: async () => undefined } as unknown as ServiceWorkerContainer;
    await expect(endPushSubscription(noRegistration)).resolves.toBeUndefined();
    await expect(endPushSubscription(undefined)).resolves.toBeUndefined();
  });

  it('never stops the sign-out when the browser refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusing = containerWith({ unsubscribe: async () => Promise.reject(new Error('InvalidStateError')) });
    await expect(endPushSubscription(refusing)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
