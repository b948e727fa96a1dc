import { describe, expect, it, vi } from 'vitest';
import { restaurantDetailMessages } from '@domain/i18n/it/restaurant-detail';
import {
  allergenIndicationText,
  averageRows,
  formatAverage,
  formatDate,
  formatDistance,
  isEdited,
  openStreetMapEmbedUrl,
  restaurantPoint,
} from './restaurant-format';

describe('formatAverage', () => {
  it('writes one decimal with an Italian comma', () => {
    expect(formatAverage(4.25)).toBe('4,3');
    expect(formatAverage(4)).toBe('4,0');
    expect(formatAverage(3.04)).toBe('3,0');
    expect(formatAverage(4.96)).toBe('5,0');
  });

  it('has nothing to write without an average', () => {
    expect(formatAverage(null)).toBeNull();
    expect(formatAverage(undefined)).toBeNull();
    expect(formatAverage(Number.NaN)).toBeNull();
  });
});

describe('averageRows', () => {
  it('lists the present averages in order, with floored stars', () => {
    expect(averageRows({ cleanliness: 4.66, customer_attention: null, menu_flexibility: 3 })).toEqual([
      { key: 'cleanliness', label: 'Pulizia', value: 4.66, formatted: '4,7', filledStars: 4 },
      { key: 'menu_flexibility', label: 'Flessibilità del menu', value: 3, formatted: '3,0', filledStars: 3 },
    ]);
  });

  it('draws as many stars as the shown average: 4,96 shows 5,0 and five stars', () => {
    expect(averageRows({ cleanliness: 4.96, customer_attention: null, menu_flexibility: null })[0]?.filledStars).toBe(5);
  });

  it('is empty without reviews', () => {
    expect(averageRows({ cleanliness: null, customer_attention: null, menu_flexibility: null })).toEqual([]);
  });
});

describe('allergenIndicationText', () => {
  it('gives the most voted value with "N su M"', () => {
    expect(allergenIndicationText({ value: 'yes', count: 3, total: 4 })).toBe('SI (3 su 4)');
    expect(allergenIndicationText({ value: 'on_request', count: 1, total: 1 })).toBe('A richiesta (1 su 1)');
    expect(allergenIndicationText({ value: 'no', count: 2, total: 5 })).toBe('NO (2 su 5)');
    expect(allergenIndicationText(null)).toBeNull();
  });
});

describe('formatDistance', () => {
  it('uses metres below a kilometre and one decimal below ten', () => {
    expect(formatDistance(0.001)).toBe('10 m');
    expect(formatDistance(0.354)).toBe('350 m');
    expect(formatDistance(0.998)).toBe('1 km');
    expect(formatDistance(1.234)).toBe('1,2 km');
    expect(formatDistance(9.96)).toBe('10 km');
    expect(formatDistance(23.4)).toBe('23 km');
    // Italian leaves four digits ungrouped.
    expect(formatDistance(1234.5)).toBe('1235 km');
    expect(formatDistance(12345.5)).toBe('12.346 km');
  });

  it('has nothing to write when the distance is unknown', () => {
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(-1)).toBeNull();
  });
});

describe('formatDate', () => {
  it('writes the day in Italian', () => {
    expect(formatDate('2026-03-03T10:00:00.000Z', 'Europe/Rome')).toBe('3 marzo 2026');
    expect(formatDate('2025-12-31T23:30:00.000Z', 'Europe/Rome')).toBe('1 gennaio 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it("writes the device's day when no time zone is given, as the it-IT format does", () => {
    expect(formatDate(new Date(2026, 2, 3, 12).toISOString())).toBe('3 marzo 2026');
    expect(formatDate(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('31 dicembre 2025');
    const itIT = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [[1, 0], [15, 12], [28, 23]] as const) {
        const date = new Date(2026, month, day, hour, 30);
        expect(formatDate(date.toISOString())).toBe(itIT.format(date));
      }
    }
  });
});

describe("a review's date (#43)", () => {
  it("reads 'Recensione del 3 marzo 2026' in Italian", () => {
    expect(restaurantDetailMessages.reviewDate(formatDate('2026-03-03T10:00:00.000Z', 'Europe/Rome'))).toBe('Recensione del 3 marzo 2026');
  });

  it("reads 'Reviewed on 3 March 2026' in English, with the device's day or a zone's", async () => {
    // As the English web app evaluates these modules: English fills the Italian catalogue's objects before any module reads them.
    vi.resetModules();
    const { activateLanguage } = await import('@domain/i18n/active');
    const english = await import('@domain/i18n/en/restaurant-detail');
    activateLanguage('en', { restaurantDetailMessages: english.restaurantDetailMessages });
    try {
      const { formatDate: formatDateInEnglish } = await import('./restaurant-format');
      const { restaurantDetailMessages: messages } = await import('@domain/i18n/it/restaurant-detail');
      expect(messages.reviewDate(formatDateInEnglish('2026-03-03T10:00:00.000Z', 'Europe/Rome'))).toBe('Reviewed on 3 March 2026');
      expect(formatDateInEnglish('2025-12-31T23:30:00.000Z', 'Europe/Rome')).toBe('1 January 2026');
      expect(formatDateInEnglish(new Date(2026, 2, 3, 12).toISOString())).toBe('3 March 2026');
      expect(formatDateInEnglish(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('31 December 2025');
      expect(formatDateInEnglish('not a date')).toBe('');
    } finally {
      activateLanguage('it', null);
    }
  });
});

describe('isEdited', () => {
  it('counts a later save as an edit, not the save of the same minute', () => {
    expect(isEdited('2026-03-03T10:00:00.000Z', '2026-03-03T10:00:30.000Z')).toBe(false);
    expect(isEdited('2026-03-03T10:00:00.000Z', '2026-03-04T09:00:00.000Z')).toBe(true);
  });
});

describe('openStreetMapEmbedUrl', () => {
  it('centres the embedded map on the restaurant with a marker', () => {
    const url = new URL(openStreetMapEmbedUrl({ lat: 45.4642, lng: 9.19 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('45.464200,9.190000');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    const [minLng, minLat, maxLng, maxLat] = url.searchParams.get('bbox')!.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect((minLng + maxLng) / 2).toBeCloseTo(9.19, 5);
    expect((minLat + maxLat) / 2).toBeCloseTo(45.4642, 5);
    // Zoom 15: a few hundred metres across.
    expect(maxLng - minLng).toBeGreaterThan(0.01);
    expect(maxLng - minLng).toBeLessThan(0.05);
    expect(maxLat - minLat).toBeLessThan(maxLng - minLng);
  });
});

describe('restaurantPoint', () => {
  it('needs both coordinates', () => {
    expect(restaurantPoint({ latitude: 45, longitude: 9 })).toEqual({ lat: 45, lng: 9 });
    expect(restaurantPoint({ latitude: 45, longitude: null })).toBeNull();
    expect(restaurantPoint({ latitude: null, longitude: null })).toBeNull();
  });
});
