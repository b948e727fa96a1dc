// Signing out ends this browser's push subscription (web/lib/auth/logout.ts).
/**
 * A browser someone else uses next must not go on receiving this account's
 * alerts (a reaction report at a saved venue says where its owner eats): its
 * push subscription ends with the session. The server drops the device when
 * the push service next answers that the subscription is gone.
 */
export async function endPushSubscription(serviceWorker: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<void> {
  try {
    await (await browserPushSubscription(serviceWorker))?.unsubscribe();
  } catch (error) {
    console.warn('Could not end this browser\'s push subscription.', error);
  }
}

/**
 * This browser's push subscription, or null, read from the registration as it
 * is: reading one needs no active worker (the profile's device card reads it too).
 */
export async function browserPushSubscription(serviceWorker: ServiceWorkerContainer | undefined): Promise<PushSubscription | null> {
  const registration = await serviceWorker?.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}
