import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPTANCES_STORAGE_KEY,
  COOKIE_PREFERENCES_STORAGE_KEY,
  NO_CHOICES,
  hasAnyChoice,
  mergeAcceptances,
  parseAcceptanceStatus,
  parseCookiePreferences,
  readCookiePreferences,
  readLocalAcceptances,
  subscribeToLocalConsent,
  writeCookiePreferences,
  writeLocalAcceptances,
} from './acceptances-storage';

describe('parseAcceptanceStatus', () => {
  it('keeps true, false and null for each consent type', () => {
    expect(parseAcceptanceStatus({ privacy: true, cookies: false, terms: null })).toEqual({
      privacy: true,
      cookies: false,
      terms: null,
    });
  });

  it('reads anything unexpected as no choice', () => {
    expect(parseAcceptanceStatus(null)).toEqual(NO_CHOICES);
    expect(parseAcceptanceStatus(undefined)).toEqual(NO_CHOICES);
    expect(parseAcceptanceStatus('true')).toEqual(NO_CHOICES);
    expect(parseAcceptanceStatus({ privacy: 'yes', cookies: 1, extra: true })).toEqual(NO_CHOICES);
    expect(parseAcceptanceStatus({ cookies: true })).toEqual({ privacy: null, cookies: true, terms: null });
  });
});

describe('parseCookiePreferences', () => {
  it('needs both categories as booleans', () => {
    expect(parseCookiePreferences({ analytics: true, marketing: false })).toEqual({ analytics: true, marketing: false });
    expect(parseCookiePreferences({ analytics: true })).toBeNull();
    expect(parseCookiePreferences({ analytics: 'yes', marketing: false })).toBeNull();
    expect(parseCookiePreferences({ analytics: true, marketing: 'no' })).toBeNull();
    expect(parseCookiePreferences([])).toBeNull();
    expect(parseCookiePreferences(undefined)).toBeNull();
  });
});

describe('hasAnyChoice', () => {
  it('is false only when every type is null', () => {
    expect(hasAnyChoice(NO_CHOICES)).toBe(false);
    expect(hasAnyChoice({ ...NO_CHOICES, terms: false })).toBe(true);
  });
});

describe('mergeAcceptances', () => {
  it('prefers a local choice not yet carried to the account, else the account', () => {
    const local = { privacy: null, cookies: false, terms: null };
    const account = { privacy: true, cookies: true, terms: null };
    expect(mergeAcceptances(local, account)).toEqual({ privacy: true, cookies: false, terms: null });
  });

  it('lets every local choice, true or false, win over the account on each type', () => {
    const local = { privacy: false, cookies: true, terms: false };
    const account = { privacy: true, cookies: false, terms: true };
    expect(mergeAcceptances(local, account)).toEqual({ privacy: false, cookies: true, terms: false });
    expect(mergeAcceptances(NO_CHOICES, account)).toEqual(account);
  });

  it('uses the local choices alone while the account is unknown', () => {
    expect(mergeAcceptances(NO_CHOICES, undefined)).toEqual(NO_CHOICES);
    expect(mergeAcceptances({ privacy: true, cookies: null, terms: null }, undefined)).toEqual({
      privacy: true,
      cookies: null,
      terms: null,
    });
  });
});

describe('writeLocalAcceptances', () => {
  // The node test environment has no browser: a window with an in-memory localStorage stands in.
  let stored: Map<string, string>;
  let events: string[];

  beforeEach(() => {
    stored = new Map();
    events = [];
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, String(value)),
      removeItem: (key: string) => void stored.delete(key),
    };
    Object.assign(globalThis, { window: { localStorage, addEventListener: () => {}, removeEventListener: () => {} } });
  });

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('keeps the other types when one is set, and tells the subscribers', () => {
    const unsubscribe = subscribeToLocalConsent(() => events.push('changed'));
    writeLocalAcceptances({ privacy: true });
    writeLocalAcceptances({ cookies: false });
    expect(JSON.parse(stored.get(ACCEPTANCES_STORAGE_KEY)!)).toEqual({ privacy: true, cookies: false, terms: null });
    expect(readLocalAcceptances()).toEqual({ privacy: true, cookies: false, terms: null });
    // The same object while the stored text is unchanged (useSyncExternalStore re-renders on every new one).
    expect(readLocalAcceptances()).toBe(readLocalAcceptances());
    expect(events).toEqual(['changed', 'changed']);
    unsubscribe();
    writeLocalAcceptances({ terms: true });
    expect(events).toEqual(['changed', 'changed']);
    expect(JSON.parse(stored.get(ACCEPTANCES_STORAGE_KEY)!)).toEqual({ privacy: true, cookies: false, terms: true });
  });

  it('removes the entry once every type is cleared', () => {
    writeLocalAcceptances({ privacy: false, terms: true });
    writeLocalAcceptances({ privacy: null });
    expect(JSON.parse(stored.get(ACCEPTANCES_STORAGE_KEY)!)).toEqual({ privacy: null, cookies: null, terms: true });
    writeLocalAcceptances({ terms: null });
    expect(stored.has(ACCEPTANCES_STORAGE_KEY)).toBe(false);
    expect(readLocalAcceptances()).toEqual(NO_CHOICES);
  });
});

describe('cookie preferences and other tabs', () => {
  let stored: Map<string, string>;
  let storageListeners: Set<(event: { key: string | null }) => void>;

  beforeEach(() => {
    stored = new Map();
    storageListeners = new Set();
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, String(value)),
      removeItem: (key: string) => void stored.delete(key),
    };
    Object.assign(globalThis, {
      window: {
        localStorage,
        addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
          if (type === 'storage') storageListeners.add(listener);
        },
        removeEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
          if (type === 'storage') storageListeners.delete(listener);
        },
      },
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('stores the two categories and reads them back, the same object while unchanged', () => {
    expect(readCookiePreferences()).toBeNull();
    writeCookiePreferences({ analytics: true, marketing: false });
    expect(JSON.parse(stored.get(COOKIE_PREFERENCES_STORAGE_KEY)!)).toEqual({ analytics: true, marketing: false });
    const first = readCookiePreferences();
    expect(first).toEqual({ analytics: true, marketing: false });
    expect(readCookiePreferences()).toBe(first);
    stored.set(COOKIE_PREFERENCES_STORAGE_KEY, JSON.stringify({ analytics: false, marketing: true }));
    expect(readCookiePreferences()).toEqual({ analytics: false, marketing: true });
    stored.set(COOKIE_PREFERENCES_STORAGE_KEY, '{not json');
    expect(readCookiePreferences()).toBeNull();
  });

  it("hears another tab's consent writes (and a cleared storage), not other keys, until unsubscribed", () => {
    const heard: string[] = [];
    const unsubscribe = subscribeToLocalConsent(() => heard.push('changed'));
    const otherTab = (key: string | null) => storageListeners.forEach((listener) => listener({ key }));
    otherTab('something-else');
    expect(heard).toEqual([]);
    otherTab(ACCEPTANCES_STORAGE_KEY);
    expect(heard).toEqual(['changed']);
    otherTab(COOKIE_PREFERENCES_STORAGE_KEY);
    expect(heard).toEqual(['changed', 'changed']);
    otherTab(null);
    expect(heard).toEqual(['changed', 'changed', 'changed']);
    unsubscribe();
    expect(storageListeners.size).toBe(0);
  });
});

describe('without a browser window', () => {
  it('reads no choice and writes nothing, without throwing', () => {
    expect(readLocalAcceptances()).toEqual(NO_CHOICES);
    expect(readCookiePreferences()).toBeNull();
    expect(() => writeLocalAcceptances({ privacy: true })).not.toThrow();
    expect(() => writeLocalAcceptances({ privacy: null })).not.toThrow();
    expect(() => writeCookiePreferences({ analytics: true, marketing: true })).not.toThrow();
  });
});
