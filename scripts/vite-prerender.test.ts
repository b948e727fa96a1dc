import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, CODE_VERIFIER_KEY } from '../web/lib/auth/storage-key';
import { ACCEPTANCES_STORAGE_KEY, COOKIE_PREFERENCES_STORAGE_KEY } from '../web/lib/consent/acceptances-storage';
import { LOCATION_CONSENT_STORAGE_KEY } from '../web/lib/location-consent';
import { APP_STORAGE_PREFIX, GUARD_SCRIPT, cspHashOf } from './vite-prerender';

/** Runs the prerendered pages' inline script against a stand-in page; returns what is left in #root. */
function runGuard({ stored = [] as string[], search = '', hash = '' }): string {
  const root = { textContent: '<prerendered page>' };
  const localStorage = { length: stored.length, key: (index: number) => stored[index] ?? null };
  const document = { getElementById: (id: string) => (id === 'root' ? root : null) };
  new Function('localStorage', 'location', 'document', GUARD_SCRIPT)(localStorage, { search, hash }, document);
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

  it('is allowed by the hash the build writes into the manifest', () => {
    expect(cspHashOf(GUARD_SCRIPT)).toBe("'sha256-N9ah7Jkv8fStNrpxgKaT2Wd5PMhMywb4zzhOQlzK2IM='");
  });
});
