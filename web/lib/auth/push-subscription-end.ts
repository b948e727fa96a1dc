// Signing out ends this browser's push subscription (web/lib/auth/logout.ts).
/**
 * A browser someone else uses next must not go on receiving this account's
 * alerts (a reaction report at a saved venue says where its owner eats): its
 * push subscription ends with the session. The server drops the device when
 * the push service next answers that the subscription is gone.
 */
export async function endPushSubscription(serviceWorker: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<void> {
  try {
    const registration = await serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch (error) {
    console.warn('Could not end this browser\'s push subscription.', error);
  }
}
