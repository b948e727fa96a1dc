// Web Push devices (docs/product.md#notifiche-sul-dispositivo): what a browser
// hands over when it subscribes, the limits, and which push services the
// server will post to.
import { z } from 'zod';

/** Devices one account may register (phones, browsers, installed apps). */
export const PUSH_DEVICES_MAX = 20;
export const DEVICE_LABEL_MAX = 80;
export const PUSH_ENDPOINT_MAX = 1000;

/**
 * The push services of the browsers that support Web Push (Chrome, Edge,
 * Firefox, Safari): the server posts to no other host, so a subscription cannot
 * point it at an address of the operator's network.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', '.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'] as const;

/** Whether `endpoint` is an https URL of a known push service, or starts with one of `extraPrefixes` (tests, self-hosted services). */
export function isAllowedPushEndpoint(endpoint: string, extraPrefixes: readonly string[] = []): boolean {
  if (extraPrefixes.some((prefix) => endpoint.startsWith(prefix))) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}

const base64Url = /^[A-Za-z0-9_-]+=*$/;

/** What PushSubscription.toJSON() gives, plus a name for the device. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
  keys: z.object({
    p256dh: z.string().min(80).max(100).regex(base64Url),
    auth: z.string().min(16).max(32).regex(base64Url),
  }),
  device_label: z.string().trim().max(DEVICE_LABEL_MAX).default(''),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export type PushDevice = { id: string; endpoint: string; device_label: string; created_at: string; last_sent_at: string | null };

/** A short name for the device from its browser's user agent: 'Chrome su Android', 'Safari su iPhone'. */
export function deviceLabelFromUserAgent(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : '';
  return system ? `${browser} su ${system}` : browser;
}
