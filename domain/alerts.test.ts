import { describe, expect, it } from 'vitest';
import { ALERT_MAX_ATTEMPTS, ALERT_TYPES, alertRetryDelayMs, isAlertType, pushTtlSeconds, pushUrgency } from './alerts';

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

  it('gives up after twelve attempts', () => {
    expect(ALERT_MAX_ATTEMPTS).toBe(12);
  });
});
