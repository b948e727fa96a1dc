import { describe, expect, it as test } from 'vitest';
import { acceptLanguageTags, languageFromPreferences, pathInLanguage, resolveLanguage, withoutLanguagePrefix } from './language';

describe('choosing the interface language (#43)', () => {
  test('an English address is English, whatever was chosen', () => {
    expect(resolveLanguage({ pathname: '/en/about', stored: 'it', preferences: ['it'] })).toBe('en');
    expect(resolveLanguage({ pathname: '/en', stored: null, preferences: [] })).toBe('en');
    expect(resolveLanguage({ pathname: '/english-menu', stored: null, preferences: [] })).toBe('it');
    expect(resolveLanguage({ pathname: '/restaurants/en', stored: null, preferences: [] })).toBe('it');
  });

  test('else the explicit choice, else the browser, else Italian', () => {
    expect(resolveLanguage({ pathname: '/about', stored: 'en', preferences: ['it-IT'] })).toBe('en');
    expect(resolveLanguage({ pathname: '/about', stored: 'it', preferences: ['en-GB'] })).toBe('it');
    expect(resolveLanguage({ pathname: '/about', stored: 'fr', preferences: ['en-US', 'it'] })).toBe('en');
    expect(resolveLanguage({ pathname: '/about', stored: null, preferences: ['fr', 'it', 'en'] })).toBe('it');
    expect(resolveLanguage({ pathname: '/about', stored: null, preferences: ['de', 'fr'] })).toBe('it');
  });

  test('English only when preferred over Italian', () => {
    expect(languageFromPreferences(['de-DE', 'en-GB', 'it'])).toBe('en');
    expect(languageFromPreferences(['it-CH', 'en'])).toBe('it');
    expect(languageFromPreferences([])).toBeNull();
  });

  test('Accept-Language by weight, q=0 and * left out', () => {
    expect(acceptLanguageTags('it;q=0.8, en-GB, fr;q=0.9')).toEqual(['en-GB', 'fr', 'it']);
    expect(acceptLanguageTags('en;q=0, it')).toEqual(['it']);
    expect(acceptLanguageTags('*, en;q=0.5')).toEqual(['en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(languageFromPreferences(acceptLanguageTags('fr-FR,fr;q=0.9,en-US;q=0.8,it;q=0.7'))).toBe('en');
  });

  test('Accept-Language: equal weights keep their order, empty tags are left out', () => {
    expect(acceptLanguageTags('fr, en-GB, it')).toEqual(['fr', 'en-GB', 'it']);
    expect(acceptLanguageTags('it, , en')).toEqual(['it', 'en']);
  });

  test('Accept-Language: spaces around a tag and inside its weight are read', () => {
    expect(acceptLanguageTags('it ;q=0.5, en')).toEqual(['en', 'it']);
    expect(acceptLanguageTags('it; q=0.5, en')).toEqual(['en', 'it']);
    expect(acceptLanguageTags('it;q =0.5, en')).toEqual(['en', 'it']);
    expect(acceptLanguageTags('it;q=0.5 , en')).toEqual(['en', 'it']);
  });

  test('Accept-Language: only a parameter that is q and a number is a weight', () => {
    expect(acceptLanguageTags('it;level=1;q=0.5, en')).toEqual(['en', 'it']);
    expect(acceptLanguageTags('it;xq=0.1, en;q=0.5x, fr;q=0.9')).toEqual(['it', 'en', 'fr']);
  });

  test('the same page in the other language', () => {
    expect(pathInLanguage('/about', 'en')).toBe('/en/about');
    expect(pathInLanguage('/', 'en')).toBe('/en/');
    expect(pathInLanguage('/en/about', 'it')).toBe('/about');
    expect(pathInLanguage('/en/', 'it')).toBe('/');
    expect(pathInLanguage('/en/about', 'en')).toBe('/en/about');
    expect(withoutLanguagePrefix('/en/restaurants/x')).toBe('/restaurants/x');
  });
});
