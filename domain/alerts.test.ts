import { describe, expect, it } from 'vitest';
import {
  ALERT_CHOSEN_CHANNELS,
  ALERT_MAX_ATTEMPTS,
  ALERT_TYPES,
  DEFAULT_ALERT_PREFERENCES,
  DEFAULT_TIME_ZONE,
  EMAIL_ALERT_TYPES,
  alertPreferencesSchema,
  alertRetryDelayMs,
  isAlertType,
  minutesOf,
  pushTtlSeconds,
  pushUrgency,
  timeOf,
} from './alerts';

describe('alert types', () => {
  it('lets reaction reports, status changes and moderation decisions leave the bell, nothing else', () => {
    expect(ALERT_TYPES).toEqual(['incident_reported', 'venue_status', 'moderation']);
    expect(isAlertType('incident_reported')).toBe(true);
    expect(isAlertType('moderation')).toBe(true);
    expect(isAlertType('review_like')).toBe(false);
    expect(isAlertType('review_for_you')).toBe(false);
  });

  it('makes a reaction report urgent and short-lived, the others normal and kept a week', () => {
    expect(pushUrgency('incident_reported')).toBe('high');
    expect(pushUrgency('venue_status')).toBe('normal');
    expect(pushUrgency('moderation')).toBe('normal');
    expect(pushTtlSeconds('incident_reported')).toBe(86_400);
    expect(pushTtlSeconds('venue_status')).toBe(604_800);
    expect(pushTtlSeconds('moderation')).toBe(604_800);
  });
});

describe('retry delays', () => {
  it('doubles from the base up to the cap, with up to a fifth of jitter', () => {
    expect(alertRetryDelayMs(1, 1000, 60_000, 0)).toBe(1000);
    expect(alertRetryDelayMs(2, 1000, 60_000, 0)).toBe(2000);
    expect(alertRetryDelayMs(3, 1000, 60_000, 0)).toBe(4000);
    expect(alertRetryDelayMs(10, 1000, 60_000, 0)).toBe(60_000);
    expect(alertRetryDelayMs(1000, 1000, 60_000, 0)).toBe(60_000);
    expect(alertRetryDelayMs(0, 1000, 60_000, 0)).toBe(1000);
    expect(alertRetryDelayMs(1, 1000, 60_000, 1)).toBe(1200);
    expect(alertRetryDelayMs(2, 1000, 60_000, 0.5)).toBe(2200);
  });

  it('gives up after 80 attempts: about 3 days at the default delays, 10 s doubling to an hour apart', () => {
    expect(ALERT_MAX_ATTEMPTS).toBe(80);
    const hours = Array.from({ length: ALERT_MAX_ATTEMPTS - 1 }, (_, index) => alertRetryDelayMs(index + 1, 10_000, 3_600_000, 0)).reduce((sum, delay) => sum + delay, 0) / 3_600_000;
    // 5,110 s while the delay doubles, then 70 delays of an hour: 71.4 hours.
    expect(hours).toBeCloseTo(71.42, 2);
  });
});

describe('preferences', () => {
  const valid = { ...DEFAULT_ALERT_PREFERENCES, quiet_hours: { start: '22:00', end: '07:00' } };
  it('defaults to every push, email for reaction reports only, no weekly digest, no quiet hours, Rome time', () => {
    expect(DEFAULT_ALERT_PREFERENCES).toEqual({
      push: { incident_reported: true, venue_status: true, moderation: true },
      email: { incident_reported: true, venue_status: false, weekly_digest: false },
      quiet_hours: null,
      time_zone: 'Europe/Rome',
      incidents_during_quiet_hours: true,
    });
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Rome');
    expect(ALERT_CHOSEN_CHANNELS).toEqual(['push', 'email']);
    expect(EMAIL_ALERT_TYPES).toEqual(['incident_reported', 'venue_status']);
  });

  it('accepts quiet hours across midnight and known time zones only', () => {
    expect(alertPreferencesSchema.safeParse(valid).success).toBe(true);
    expect(alertPreferencesSchema.safeParse({ ...valid, time_zone: 'Asia/Tokyo' }).success).toBe(true);
    expect(alertPreferencesSchema.safeParse({ ...valid, time_zone: 'Mars/Olympus' }).success).toBe(false);
    expect(alertPreferencesSchema.safeParse({ ...valid, quiet_hours: { start: '24:00', end: '07:00' } }).success).toBe(false);
    expect(alertPreferencesSchema.safeParse({ ...valid, quiet_hours: { start: '7:00', end: '08:00' } }).success).toBe(false);
    const same = alertPreferencesSchema.safeParse({ ...valid, quiet_hours: { start: '07:00', end: '07:00' } });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]?.message).toBe('L’inizio e la fine delle ore di silenzio devono essere diversi.');
    expect(alertPreferencesSchema.safeParse({ ...valid, quiet_hours: { start: '07:60', end: '08:00' } }).error?.issues[0]?.message).toBe(
      'Orario non valido (HH:MM).',
    );
  });

  it('converts times to minutes and back', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('07:05')).toBe(425);
    expect(minutesOf('23:59')).toBe(1439);
    expect(timeOf(0)).toBe('00:00');
    expect(timeOf(425)).toBe('07:05');
    expect(timeOf(1439)).toBe('23:59');
  });
});
