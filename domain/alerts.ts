// Alerts that reach a user outside the app (docs/product.md#alerts): which
// notification types may leave the bell, how urgent each is, and how the
// outbox retries. Shared by the server (fan-out, worker) and the profile page.

/** The notification types that can also go out by Web Push or email; every other type stays in the bell. */
export const ALERT_TYPES = ['incident_reported', 'venue_status', 'moderation'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const isAlertType = (type: string): type is AlertType => (ALERT_TYPES as readonly string[]).includes(type);

/** Web Push `Urgency`: a reaction report wakes a phone on low battery, the rest may wait. */
export function pushUrgency(type: AlertType): 'high' | 'normal' {
  return type === 'incident_reported' ? 'high' : 'normal';
}

/** Web Push `TTL` (seconds): how long a push service keeps a push for a phone that is off. */
export function pushTtlSeconds(type: AlertType): number {
  return type === 'incident_reported' ? 24 * 60 * 60 : 7 * 24 * 60 * 60;
}

/** Sending attempts before a message is abandoned (about 4 hours of retries at the default delays). */
export const ALERT_MAX_ATTEMPTS = 12;

/**
 * Delay before the next attempt after `attempts` failed ones: doubling from
 * `baseMs`, at most `maxMs`, and `jitter` (0 to 1, random by default) spreads
 * the retries of many messages that failed together by up to a fifth.
 */
export function alertRetryDelayMs(attempts: number, baseMs: number, maxMs: number, jitter = Math.random()): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(baseMs * 2 ** exponent, maxMs);
  return Math.round(delay * (1 + jitter / 5));
}
