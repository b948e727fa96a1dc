import { describe, expect, it, vi } from 'vitest';
import { notificationBadgeText, notificationDateLabel } from './notifications';

// Instants written with their Rome offset: CET is +01:00, CEST +02:00.
const rome = (isoLocal: string, offset = '+01:00') => new Date(`${isoLocal}${offset}`);

describe('notificationDateLabel', () => {
  const now = rome('2025-03-10T12:00:00');

  it("says 'Oggi' for the same calendar day, however early", () => {
    expect(notificationDateLabel(rome('2025-03-10T00:00:00'), now)).toBe('Oggi');
    expect(notificationDateLabel(rome('2025-03-10T11:59:59'), now)).toBe('Oggi');
  });

  it("says 'Oggi' for a date slightly in the future (clock skew)", () => {
    expect(notificationDateLabel(rome('2025-03-10T12:00:05'), now)).toBe('Oggi');
    expect(notificationDateLabel(rome('2025-03-11T09:00:00'), now)).toBe('Oggi');
  });

  it("says 'Ieri' for the previous calendar day, even minutes ago", () => {
    const justAfterMidnight = rome('2025-03-10T00:05:00');
    expect(notificationDateLabel(rome('2025-03-09T23:55:00'), justAfterMidnight)).toBe('Ieri');
    expect(notificationDateLabel(rome('2025-03-09T00:00:00'), now)).toBe('Ieri');
    // Across a month end: 28 February to 1 March is one day, not the 3 from 28 April to 1 May.
    expect(notificationDateLabel(rome('2025-02-28T12:00:00'), rome('2025-03-01T09:00:00'))).toBe('Ieri');
  });

  it("says 'N giorni fa' from 2 to 6 days", () => {
    expect(notificationDateLabel(rome('2025-03-08T23:59:00'), now)).toBe('2 giorni fa');
    expect(notificationDateLabel(rome('2025-03-07T12:00:00'), now)).toBe('3 giorni fa');
    expect(notificationDateLabel(rome('2025-03-04T00:00:00'), now)).toBe('6 giorni fa');
  });

  it('shows the it-IT date from 7 days on', () => {
    expect(notificationDateLabel(rome('2025-03-03T18:00:00'), now)).toBe('03/03/2025');
    expect(notificationDateLabel(rome('2024-12-25T10:00:00'), now)).toBe('25/12/2024');
  });

  it('counts days in Europe/Rome, not UTC', () => {
    // 23:30 UTC on the 9th is 00:30 on the 10th in Rome
    expect(notificationDateLabel(new Date('2025-03-09T23:30:00Z'), now)).toBe('Oggi');
    // the date shown is the Rome date too
    expect(notificationDateLabel(new Date('2025-02-28T23:30:00Z'), now)).toBe('01/03/2025');
  });

  it('counts calendar days across the daylight-saving change', () => {
    // Rome moves to CEST on 2025-03-30: that day has 23 hours
    const afterChange = rome('2025-03-31T00:30:00', '+02:00');
    expect(notificationDateLabel(rome('2025-03-29T23:30:00'), afterChange)).toBe('2 giorni fa');
    expect(notificationDateLabel(rome('2025-03-30T00:10:00'), afterChange)).toBe('Ieri');
  });

  it('accepts another time zone', () => {
    const utcNow = new Date('2025-03-10T00:30:00Z');
    expect(notificationDateLabel(new Date('2025-03-09T23:30:00Z'), utcNow, 'UTC')).toBe('Ieri');
    expect(notificationDateLabel(new Date('2025-03-09T23:30:00Z'), utcNow)).toBe('Oggi');
  });
});

describe('notificationDateLabel in the English interface (#43)', () => {
  const now = rome('2025-03-10T12:00:00');

  /** The module as the English web app evaluates it: English fills the Italian catalogue's objects before any module reads them. */
  async function inEnglish(check: (label: typeof notificationDateLabel) => void) {
    vi.resetModules();
    const { activateLanguage } = await import('./i18n/active');
    const english = await import('./i18n/en/notifications');
    activateLanguage('en', { notificationsMessages: english.notificationsMessages });
    try {
      check((await import('./notifications')).notificationDateLabel);
    } finally {
      activateLanguage('it', null);
    }
  }

  it("says 'Today', 'Yesterday' and 'N days ago' up to 6 days, counted in Rome", () =>
    inEnglish((label) => {
      expect(label(rome('2025-03-10T00:00:00'), now)).toBe('Today');
      expect(label(rome('2025-03-11T09:00:00'), now)).toBe('Today');
      expect(label(rome('2025-03-09T00:00:00'), now)).toBe('Yesterday');
      expect(label(rome('2025-03-08T23:59:00'), now)).toBe('2 days ago');
      expect(label(rome('2025-03-04T00:00:00'), now)).toBe('6 days ago');
      expect(label(new Date('2025-03-09T23:30:00Z'), now)).toBe('Today');
    }));

  it('shows the en-GB date (day first) from 7 days on, the date in Rome', () =>
    inEnglish((label) => {
      expect(label(rome('2025-03-03T18:00:00'), now)).toBe('03/03/2025');
      expect(label(rome('2024-12-25T10:00:00'), now)).toBe('25/12/2024');
      expect(label(rome('2025-02-12T10:00:00'), now)).toBe('12/02/2025');
      expect(label(new Date('2025-02-28T23:30:00Z'), now)).toBe('01/03/2025');
    }));

  it('leaves the Italian labels as they were once English is no longer active', () => {
    expect(notificationDateLabel(rome('2025-03-08T23:59:00'), now)).toBe('2 giorni fa');
    expect(notificationDateLabel(rome('2025-02-12T10:00:00'), now)).toBe('12/02/2025');
  });
});

describe('notificationBadgeText', () => {
  it('is empty with nothing unread', () => {
    expect(notificationBadgeText(0)).toBe('');
    expect(notificationBadgeText(-1)).toBe('');
    expect(notificationBadgeText(Number.NaN)).toBe('');
  });

  it('shows the count up to 9', () => {
    expect(notificationBadgeText(1)).toBe('1');
    expect(notificationBadgeText(9)).toBe('9');
  });

  it("shows '9+' above 9", () => {
    expect(notificationBadgeText(10)).toBe('9+');
    expect(notificationBadgeText(20)).toBe('9+');
    expect(notificationBadgeText(Infinity)).toBe('9+');
  });
});
