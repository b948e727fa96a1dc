// Alerts that reach a user outside the app (docs/product.md#alerts): which
// notification types may leave the bell, how urgent each is, and how the
// outbox retries, and the preferences each user chooses. Shared by the server
// (fan-out, worker) and the profile page.
import { z } from 'zod';
import { alertPreferencesMessages } from './i18n/it/alerts';

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

/**
 * Sending attempts before a message is abandoned: about 3 days of retries at
 * the default delays (10 s doubling to an hour apart), so an outage of a push
 * service or of SMTP over a weekend delays alerts and loses none; 12 attempts,
 * about 4 hours, lost a night's alerts.
 */
export const ALERT_MAX_ATTEMPTS = 80;

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

/** The channels a user chooses per type; the bell always gets every notification. */
export const ALERT_CHOSEN_CHANNELS = ['push', 'email'] as const;

/** Types that can go by email: a moderation decision already sends its statement of reasons by email, whatever the choice. */
export const EMAIL_ALERT_TYPES = ['incident_reported', 'venue_status'] as const satisfies readonly AlertType[];

/** The optional weekly email listing the week's changes to the user's saved venues; off unless chosen. */
export const WEEKLY_DIGEST = 'weekly_digest';

/** Every email a user turns on or off, each with its own one-click unsubscribe. */
export const EMAIL_CHOICES = [...EMAIL_ALERT_TYPES, WEEKLY_DIGEST] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/** When the weekly digest leaves: Monday (the ISO week's first day) at this minute of the user's day, or when their quiet hours end. */
export const WEEKLY_DIGEST_LOCAL_MINUTE = 8 * 60;

export const DEFAULT_TIME_ZONE = 'Europe/Rome';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('it-IT', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const alertPreferencesSchema = z.object({
  push: z.object({ incident_reported: z.boolean(), venue_status: z.boolean(), moderation: z.boolean() }),
  // A client that predates the digest leaves it out, and so leaves it off.
  email: z.object({ incident_reported: z.boolean(), venue_status: z.boolean(), weekly_digest: z.boolean().default(false) }),
  /** 'HH:MM' to 'HH:MM' in time_zone (may cross midnight), or null: no quiet hours. */
  quiet_hours: z
    .object({ start: z.string().regex(HH_MM, alertPreferencesMessages.invalidTime), end: z.string().regex(HH_MM, alertPreferencesMessages.invalidTime) })
    .refine((value) => value.start !== value.end, alertPreferencesMessages.sameQuietHours)
    .nullable(),
  time_zone: z.string().min(1).max(64).refine(isTimeZone, alertPreferencesMessages.unknownTimeZone),
  /** A reaction report is pushed even during quiet hours. */
  incidents_during_quiet_hours: z.boolean(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** What a user who never chose gets: every push, email for reaction reports only (no weekly digest), no quiet hours. */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  push: { incident_reported: true, venue_status: true, moderation: true },
  email: { incident_reported: true, venue_status: false, weekly_digest: false },
  quiet_hours: null,
  time_zone: DEFAULT_TIME_ZONE,
  incidents_during_quiet_hours: true,
};

/** 'HH:MM' as minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes after midnight as 'HH:MM'. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
