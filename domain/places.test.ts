import { describe, expect, it, vi } from 'vitest';
import {
  IMPORTED_RESTAURANT_DESCRIPTION,
  isImportedDescription,
  placesSearchQuery,
  priceLevelText,
} from './places';

describe('isImportedDescription', () => {
  it('recognises the stored import description', () => {
    expect(IMPORTED_RESTAURANT_DESCRIPTION).toBe('Importato da Google Places');
    expect(isImportedDescription(IMPORTED_RESTAURANT_DESCRIPTION)).toBe(true);
    expect(isImportedDescription('Locale importato da Google Places il 3/3')).toBe(true);
  });

  it('is stored in Italian from the English interface too, so the marker still hides it', async () => {
    // The web app stores it when importing; English fills the catalogue's objects in place before any module reads them.
    vi.resetModules();
    const { activateLanguage } = await import('./i18n/active');
    const english = await import('./i18n/en/places');
    activateLanguage('en', { placesMessages: english.placesMessages });
    try {
      const places = await import('./places');
      expect(places.IMPORTED_RESTAURANT_DESCRIPTION).toBe('Importato da Google Places');
      expect(places.isImportedDescription(places.IMPORTED_RESTAURANT_DESCRIPTION)).toBe(true);
    } finally {
      activateLanguage('it', null);
    }
  });

  it('leaves other descriptions visible', () => {
    expect(isImportedDescription('Cucina senza glutine')).toBe(false);
    expect(isImportedDescription(null)).toBe(false);
    expect(isImportedDescription('')).toBe(false);
  });
});

describe('placesSearchQuery', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(placesSearchQuery('  pi ')).toBeNull();
    expect(placesSearchQuery('')).toBeNull();
    expect(placesSearchQuery(' piz ')).toBe('piz');
    expect(placesSearchQuery('Da Mario Milano')).toBe('Da Mario Milano');
  });
});

describe('priceLevelText', () => {
  it('repeats the euro sign', () => {
    expect(priceLevelText(1)).toBe('€');
    expect(priceLevelText(2)).toBe('€€');
    expect(priceLevelText(4)).toBe('€€€€');
  });

  it('shows nothing for free, unknown or invalid levels', () => {
    expect(priceLevelText(0)).toBe('');
    expect(priceLevelText(null)).toBe('');
    expect(priceLevelText(undefined)).toBe('');
    expect(priceLevelText(2.5)).toBe('');
    expect(priceLevelText(-1)).toBe('');
  });

  it('caps at the provider maximum of 4', () => {
    expect(priceLevelText(9)).toBe('€€€€');
  });
});
