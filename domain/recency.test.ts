import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n/active';
import { latestReviewText, timeAgo } from './recency';

const now = new Date('2026-11-23T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('timeAgo', () => {
  it('counts whole days, then weeks, months and years', () => {
    expect(timeAgo(daysBefore(0.5), now)).toBe('oggi');
    expect(timeAgo(daysBefore(1), now)).toBe('ieri');
    expect(timeAgo(daysBefore(6), now)).toBe('6 giorni fa');
    expect(timeAgo(daysBefore(7), now)).toBe('1 settimana fa');
    expect(timeAgo(daysBefore(21), now)).toBe('3 settimane fa');
    expect(timeAgo(daysBefore(30), now)).toBe('1 mese fa');
    expect(timeAgo(daysBefore(200), now)).toBe('6 mesi fa');
    expect(timeAgo(daysBefore(365), now)).toBe('1 anno fa');
    expect(timeAgo(daysBefore(800), now)).toBe('2 anni fa');
  });

  it('reads a date in the future as today', () => {
    expect(timeAgo(new Date(now.getTime() + 60_000), now)).toBe('oggi');
  });
});

describe('latestReviewText', () => {
  it("says 'ultima recensione 3 settimane fa'", () => {
    expect(latestReviewText(daysBefore(22).toISOString(), now)).toBe('ultima recensione 3 settimane fa');
  });
});

describe('in the English interface (#43)', () => {
  it("counts the same steps in British English: 'today' … '3 weeks ago' … '2 years ago'", () => {
    activateLanguage('en', {});
    try {
      expect(timeAgo(daysBefore(0.5), now)).toBe('today');
      expect(timeAgo(daysBefore(1), now)).toBe('yesterday');
      expect(timeAgo(daysBefore(6), now)).toBe('6 days ago');
      expect(timeAgo(daysBefore(7), now)).toBe('last week');
      expect(timeAgo(daysBefore(29), now)).toBe('4 weeks ago');
      expect(timeAgo(daysBefore(30), now)).toBe('last month');
      expect(timeAgo(daysBefore(200), now)).toBe('6 months ago');
      expect(timeAgo(daysBefore(364), now)).toBe('12 months ago');
      expect(timeAgo(daysBefore(365), now)).toBe('last year');
      expect(timeAgo(daysBefore(800), now)).toBe('2 years ago');
      expect(latestReviewText(daysBefore(22), now)).toBe('last review 3 weeks ago');
    } finally {
      activateLanguage('it', null);
    }
  });
});
