import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, CODE_VERIFIER_KEY } from '../web/lib/auth/storage-key';
import { ACCEPTANCES_STORAGE_KEY, COOKIE_PREFERENCES_STORAGE_KEY } from '../web/lib/consent/acceptances-storage';
import { LOCATION_CONSENT_STORAGE_KEY } from '../web/lib/location-consent';
import { LANGUAGE_STORAGE_KEY } from '../web/lib/language';
import { APP_STORAGE_PREFIX, GUARD_SCRIPT, SHELL_GUARD_SCRIPT, STORED_LANGUAGE_KEY, cspHashOf, inLanguage, inLanguageOf } from './vite-prerender';

/** Runs the prerendered pages' inline script against a stand-in page; returns what is left in #root. */
function runGuard({ stored = [] as string[], search = '', hash = '', languages = ['it-IT'], pageLanguage = 'it' }): string {
  const root = { textContent: '<prerendered page>' };
  const localStorage = { length: stored.length, key: (index: number) => stored[index] ?? null };
  const document = { getElementById: (id: string) => (id === 'root' ? root : null), documentElement: { lang: pageLanguage } };
  new Function('localStorage', 'location', 'document', 'navigator', GUARD_SCRIPT)(localStorage, { search, hash }, document, { languages });
  return root.textContent;
}

describe("the prerendered pages' guard", () => {
  it('keeps the copy for a first-time visitor', () => {
    expect(runGuard({ stored: ['some-other-site-key'] })).toBe('<prerendered page>');
  });

  it('drops it when the browser holds a session, a choice, or anything else of the app', () => {
    for (const key of [AUTH_STORAGE_KEY, ACCEPTANCES_STORAGE_KEY, COOKIE_PREFERENCES_STORAGE_KEY, LOCATION_CONSENT_STORAGE_KEY, CODE_VERIFIER_KEY]) {
      expect(key.startsWith(APP_STORAGE_PREFIX), key).toBe(true);
      expect(runGuard({ stored: ['other', key] }), key).toBe('');
    }
  });

  it('drops it for an address with a query or a fragment (emailed links, sign-in with a return page)', () => {
    expect(runGuard({ search: '?next=%2Fprofile' })).toBe('');
    expect(runGuard({ hash: '#access_token=x' })).toBe('');
  });

  it('drops an Italian copy for a browser that prefers English to Italian, and keeps the English one (#43)', () => {
    expect(runGuard({ languages: ['en-GB', 'it'] })).toBe('');
    expect(runGuard({ languages: ['fr', 'EN_us'] })).toBe('');
    expect(runGuard({ languages: ['it-IT', 'en'] })).toBe('<prerendered page>');
    expect(runGuard({ languages: ['de', 'fr'] })).toBe('<prerendered page>');
    expect(runGuard({ languages: [] })).toBe('<prerendered page>');
    expect(runGuard({ languages: ['en-GB'], pageLanguage: 'en' })).toBe('<prerendered page>');
  });

  it('is allowed by the hash the build writes into the manifest', () => {
    expect(cspHashOf(GUARD_SCRIPT)).toBe("'sha256-s5AW1SL+c8fUIiXpBRVCAnBOp7Rxh4UPQL/O3OGVd5Q='");
  });
});

/** Runs the signed-in shells' inline script against a stand-in page: what is left in #root, and whether the banner is. */
function runShellGuard({ stored = {} as Record<string, string>, search = '', hash = '', lang = 'it', languages = ['it-IT', 'it'] }) {
  const root = { textContent: '<signed-in shell>' };
  const banner = { isInPage: true, remove: () => (banner.isInPage = false) };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const document = {
    documentElement: { lang },
    getElementById: (id: string) => (id === 'root' ? root : null),
    querySelector: (selector: string) => (selector === '#root [data-testid="cookie-banner"]' && banner.isInPage ? banner : null),
  };
  new Function('localStorage', 'location', 'document', 'navigator', SHELL_GUARD_SCRIPT)(localStorage, { search, hash }, document, { languages });
  return { root: root.textContent, hasBanner: banner.isInPage };
}

describe("the signed-in shells' guard", () => {
  const session = { 'allerguida-auth': '{"access_token":"x"}' };

  it('keeps the shell, banner included, for a browser holding a session and no cookie choice', () => {
    expect(runShellGuard({ stored: session })).toEqual({ root: '<signed-in shell>', hasBanner: true });
    expect(AUTH_STORAGE_KEY).toBe('allerguida-auth');
  });

  it('drops it without a session, and for an address with a query or a fragment', () => {
    expect(runShellGuard({}).root).toBe('');
    expect(runShellGuard({ stored: { 'allerguida-acceptances': '{"cookies":true}' } }).root).toBe('');
    expect(runShellGuard({ stored: session, search: '?q=pizza' }).root).toBe('');
    expect(runShellGuard({ stored: session, hash: '#access_token=x' }).root).toBe('');
  });

  it('takes the cookie banner out where a cookie choice is stored, as the app does', () => {
    expect(COOKIE_PREFERENCES_STORAGE_KEY).toBe('allerguida-cookie-preferences');
    expect(ACCEPTANCES_STORAGE_KEY).toBe('allerguida-acceptances');
    for (const choice of [
      { 'allerguida-cookie-preferences': '{"analytics":false,"marketing":false}' },
      { 'allerguida-acceptances': '{"privacy":null,"cookies":false,"terms":null}' },
    ] as Record<string, string>[]) {
      expect(runShellGuard({ stored: { ...session, ...choice } })).toEqual({ root: '<signed-in shell>', hasBanner: false });
    }
    // A choice of another kind is not a cookie choice.
    expect(runShellGuard({ stored: { ...session, 'allerguida-acceptances': '{"privacy":true,"cookies":null}' } }).hasBanner).toBe(true);
  });

  it('drops an Italian shell where the app will draw English, and keeps an English one (#43)', () => {
    expect(STORED_LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
    // Chosen on this device.
    expect(runShellGuard({ stored: { ...session, 'allerguida-language': 'en' } }).root).toBe('');
    expect(runShellGuard({ stored: { ...session, 'allerguida-language': 'it' }, languages: ['en-GB', 'en'] }).root).toBe('<signed-in shell>');
    // Nothing chosen: the browser's order between Italian and English.
    expect(runShellGuard({ stored: session, languages: ['en-GB', 'it'] }).root).toBe('');
    expect(runShellGuard({ stored: session, languages: ['de-DE', 'en-US'] }).root).toBe('');
    expect(runShellGuard({ stored: session, languages: ['it-IT', 'en-GB'] }).root).toBe('<signed-in shell>');
    expect(runShellGuard({ stored: session, languages: ['de-DE', 'fr'] }).root).toBe('<signed-in shell>');
    // The English shell is sent at /en addresses, which the app always draws in English.
    expect(runShellGuard({ stored: { ...session, 'allerguida-language': 'it' }, lang: 'en', languages: ['it-IT'] }).root).toBe('<signed-in shell>');
  });

  it('drops the shell when what is stored cannot be read: the app draws the page', () => {
    expect(runShellGuard({ stored: { ...session, 'allerguida-cookie-preferences': '{not json' } }).root).toBe('');
  });
});

describe("the copies' manifest (#43)", () => {
  // The head of the built index.html as vite-plugin-pwa links the manifest.
  const template =
    '<!doctype html><html lang="it"><head><meta name="description" content="Scopri ristoranti sicuri per le tue allergie alimentari" />' +
    '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>';
  const manifestOf = (html: string) => /<link rel="manifest" href="([^"]*)">/.exec(html)?.[1];

  it('an English page links the English manifest, an Italian page the Italian one', () => {
    expect(manifestOf(inLanguageOf(template, '/en/about'))).toBe('/manifest.en.webmanifest');
    expect(manifestOf(inLanguageOf(template, '/en'))).toBe('/manifest.en.webmanifest');
    expect(manifestOf(inLanguage(template, 'en'))).toBe('/manifest.en.webmanifest');
    expect(manifestOf(inLanguageOf(template, '/about'))).toBe('/manifest.webmanifest');
    expect(manifestOf(inLanguageOf(template, '/'))).toBe('/manifest.webmanifest');
    expect(inLanguage(template, 'it')).toBe(template);
  });

  it('stops the build when index.html links no manifest', () => {
    expect(() => inLanguage(template.replace('<link rel="manifest" href="/manifest.webmanifest">', ''), 'en')).toThrow('prerender: index.html links no manifest');
  });
});
