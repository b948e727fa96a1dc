// This browser's side of Web Push: whether it can receive pushes, its current
// subscription, and subscribing with the server's VAPID key.
import { isNativePlatform } from '@web/lib/platform';
import { browserPushSubscription } from '@web/lib/auth/push-subscription-end';

/**
 * Web Push needs a service worker, the Push API and notifications (iOS: only in
 * an app added to the Home screen); never in the native shells (README, "Push
 * notifications in the native apps").
 */
export function isPushSupported(): boolean {
  return !isNativePlatform() && typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const SERVICE_WORKER_WAIT_MS = 10_000;

/** The app's service worker registration, or null when none is active within a few seconds (development server). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS);
  });
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  clearTimeout(timer);
  return registration;
}

/**
 * This browser's push subscription, or null, read as signing out reads it, even
 * while its worker installs: waiting for an active one held a device's
 * 'Rimuovi' 10 s where none was active (a first visit, the development server).
 */
export const currentPushSubscription = (
  serviceWorker: ServiceWorkerContainer | undefined = isPushSupported() ? navigator.serviceWorker : undefined,
): Promise<PushSubscription | null> => browserPushSubscription(serviceWorker);

export class PushPermissionDenied extends Error {}
export class PushUnsupported extends Error {}

function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

function isSameKey(subscribedWith: ArrayBuffer | null, current: Uint8Array): boolean {
  if (!subscribedWith || subscribedWith.byteLength !== current.byteLength) return false;
  const subscribed = new Uint8Array(subscribedWith);
  return current.every((byte, index) => byte === subscribed[index]);
}

/**
 * Subscribes with the server's key, keeping this browser's subscription only
 * when it was made with that key: after the server's VAPID pair changes
 * (README, "Web Push") the push service refuses every push to the old one, so
 * it is ended and replaced rather than registered again (#42).
 */
export async function subscribeWithKey(pushManager: PushManager, publicKey: string): Promise<PushSubscription> {
  const key = applicationServerKey(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && isSameKey(existing.options.applicationServerKey, key)) return existing;
  // A browser holds one subscription per worker: subscribing with another key fails until the old one ends.
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Asks for permission (the user pressed the button) and subscribes this browser with the server's key. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new PushUnsupported();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  return subscribeWithKey(registration.pushManager, publicKey);
}
