// The push channel: web-push encrypts the payload (aes128gcm, RFC 8291) and
// signs the VAPID header (RFC 8292); the request itself goes out with fetch, so
// it can be cut off by the worker's time limit. The VAPID key pair comes from
// the environment or is made at first start and kept in the database.
import webpush from 'web-push';
import { isAlertType, pushTtlSeconds } from '../../domain/alerts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AlertSender } from './alerts-worker';
import { storedSecret } from './server-secrets.repository';

export type VapidKeys = { publicKey: string; privateKey: string };

export async function loadVapidKeys(db: Database, config: Config): Promise<VapidKeys & { source: 'environment' | 'database' }> {
  const { publicKey, privateKey } = config.webPush;
  if (publicKey && privateKey) return { publicKey, privateKey, source: 'environment' };
  const stored = await storedSecret(db, 'vapid', () => ({ ...webpush.generateVAPIDKeys() }));
  return { publicKey: stored.publicKey!, privateKey: stored.privateKey!, source: 'database' };
}

export type PushPayload = { title: string; body: string; url: string; tag?: string; type?: string };

/** How a push service's answer counts: 201/202 sent; 404/410 gone; 429 and 5xx later; any other refusal for good. */
export function outcomeOfStatus(status: number, text: string): Awaited<ReturnType<AlertSender>> {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  const error = `push service answered ${status}${text ? `: ${text.slice(0, 200)}` : ''}`;
  if (status === 429 || status >= 500) return { kind: 'retry', error };
  return { kind: 'rejected', error };
}

export function webPushSender(config: Config, keys: VapidKeys): AlertSender {
  const vapidDetails = { subject: config.webPush.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (message, signal) => {
    // A device removed meanwhile takes its queued pushes along; one without keys cannot be written to.
    if (!message.p256dh || !message.auth) return { kind: 'gone' };
    const payload = message.payload as PushPayload;
    const type = typeof payload.type === 'string' && isAlertType(payload.type) ? payload.type : 'venue_status';
    const request = webpush.generateRequestDetails(
      { endpoint: message.recipient, keys: { p256dh: message.p256dh, auth: message.auth } },
      JSON.stringify({ title: payload.title, body: payload.body, url: payload.url, tag: payload.tag }),
      { vapidDetails, TTL: pushTtlSeconds(type), urgency: message.urgency, contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal,
    });
    const text = response.ok ? '' : await response.text().catch(() => '');
    return outcomeOfStatus(response.status, text);
  };
}
