import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, routerBasename, showLanguage, startLanguage, storedLanguage, storeLanguage } from './language';

const memoryStorage = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('the language a page starts in (#43)', () => {
  test('an English address is English, whatever the device and the browser say', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'it' }) });
    expect(startLanguage({ pathname: '/en/restaurants' }, { languages: ['it-IT'] })).toBe('en');
    expect(startLanguage({ pathname: '/en' }, { languages: [] })).toBe('en');
  });

  test("elsewhere the device's stored choice wins over the browser's preferences", () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'it' }) });
    expect(startLanguage({ pathname: '/restaurants' }, { languages: ['en-GB', 'it'] })).toBe('it');
    vi.stubGlobal('window', { localStorage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }) });
    expect(startLanguage({ pathname: '/' }, { languages: ['it-IT'] })).toBe('en');
  });

  test("with no choice stored, the browser's first of Italian and English; else Italian", () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    expect(startLanguage({ pathname: '/' }, { languages: ['fr-FR', 'en-US', 'it'] })).toBe('en');
    expect(startLanguage({ pathname: '/' }, { languages: ['de-DE', 'fr'] })).toBe('it');
    expect(startLanguage({ pathname: '/' }, undefined)).toBe('it');
  });

  test('a stored value that is not one of ours, or storage that throws, counts as no choice', () => {
    expect(storedLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }))).toBeNull();
    expect(storedLanguage({ getItem: () => { throw new Error('denied'); } })).toBeNull();
    expect(storedLanguage(null)).toBeNull();
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    });
    expect(startLanguage({ pathname: '/' }, { languages: ['en'] })).toBe('en');
  });

  test('a choice stored is read back; a storage that refuses it is no error', () => {
    const storage = memoryStorage();
    storeLanguage('en', storage);
    expect(storedLanguage(storage)).toBe('en');
    expect(() => storeLanguage('en', { setItem: () => { throw new Error('full'); } })).not.toThrow();
  });

  test('the router keeps /en as its basename on English addresses only', () => {
    expect(routerBasename('/en/restaurants/3f2a')).toBe('/en');
    expect(routerBasename('/en')).toBe('/en');
    expect(routerBasename('/restaurants')).toBeUndefined();
    expect(routerBasename('/entrate')).toBeUndefined();
  });
});

describe('the page drawn in a language (#43)', () => {
  /** A page with the manifest link the build writes into index.html. */
  const page = () => {
    const link = { href: '/manifest.webmanifest', setAttribute: (name: string, value: string) => name === 'href' && (link.href = value) };
    const documentElement = { lang: 'it' };
    const querySelector = (selector: string) => (selector === 'link[rel="manifest"]' ? link : null);
    return { document: { documentElement, querySelector } as unknown as Document, link, documentElement };
  };

  test('English: <html lang="en"> and the English manifest, so the app installed from it is English', () => {
    const { document, link, documentElement } = page();
    showLanguage(document, 'en');
    expect(documentElement.lang).toBe('en');
    expect(link.href).toBe('/manifest.en.webmanifest');
  });

  test('Italian: <html lang="it"> and the Italian manifest, as index.html has them', () => {
    const { document, link, documentElement } = page();
    showLanguage(document, 'en');
    showLanguage(document, 'it');
    expect(documentElement.lang).toBe('it');
    expect(link.href).toBe('/manifest.webmanifest');
  });

  test('a page without a manifest link (the development server) only gets its language', () => {
    const documentElement = { lang: 'it' };
    showLanguage({ documentElement, querySelector: () => null } as unknown as Document, 'en');
    expect(documentElement.lang).toBe('en');
  });
});
