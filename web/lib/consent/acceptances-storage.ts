// The visitor's consent choices kept in the browser (docs/product.md#legal-pages: acceptance
// status for privacy, cookies and terms, each true, false or null). Signed
// out, this is where choices live; at the next sign-in they are carried to the
// account and removed from here. The cookie-category detail ('Gestisci
// preferenze') stays on the device: the account only stores the overall value.
import { CONSENT_TYPES, type ConsentType } from '@domain/consent';
import { ACCEPTANCES_STORAGE_KEY, COOKIE_PREFERENCES_STORAGE_KEY } from './storage-keys';

export { ACCEPTANCES_STORAGE_KEY, CONSENT_TYPES, COOKIE_PREFERENCES_STORAGE_KEY, type ConsentType };

export type AcceptanceStatus = Readonly<Record<ConsentType, boolean | null>>;

/** The two optional cookie categories; essential cookies are always on. */
export type CookiePreferences = { readonly analytics: boolean; readonly marketing: boolean };


export const NO_CHOICES: AcceptanceStatus = { privacy: null, cookies: null, terms: null };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const asChoice = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

function readJson(storage: KeyValueStorage | undefined, key: string): unknown {
  try {
    // Stryker disable next-line OptionalChaining: without storage the TypeError lands in the catch below, which answers the same
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    // Corrupt or inaccessible storage counts as "no choice yet".
  }
  return null;
}

function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  try {
    // Stryker disable next-line OptionalChaining: without storage the TypeError lands in the catch below, which answers the same (nothing)
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}

/** Parses whatever is stored; anything unexpected reads as null. */
export function parseAcceptanceStatus(value: unknown): AcceptanceStatus {
  if (typeof value !== 'object' || value === null) return NO_CHOICES;
  const record = value as Record<string, unknown>;
  return { privacy: asChoice(record.privacy), cookies: asChoice(record.cookies), terms: asChoice(record.terms) };
}

export function parseCookiePreferences(value: unknown): CookiePreferences | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') return null;
  return { analytics: record.analytics, marketing: record.marketing };
}

export const hasAnyChoice = (status: AcceptanceStatus) => CONSENT_TYPES.some((type) => status[type] !== null);

/**
 * Signed in, a local choice still in this browser is one made before signing
 * in and not yet carried to the account: it is the newer one.
 */
export function mergeAcceptances(local: AcceptanceStatus, account: AcceptanceStatus | undefined): AcceptanceStatus {
  return {
    privacy: local.privacy ?? account?.privacy ?? null,
    cookies: local.cookies ?? account?.cookies ?? null,
    terms: local.terms ?? account?.terms ?? null,
  };
}

const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    // No window (server, tests), or the browser blocks storage (private mode, a sandboxed frame).
  }
  return undefined;
};

// ---------------------------------------------------------------- a tiny external store

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

let cachedRaw: string | null | undefined;
let cachedStatus: AcceptanceStatus = NO_CHOICES;
let cachedPrefsRaw: string | null | undefined;
let cachedPrefs: CookiePreferences | null = null;

function rawItem(key: string): string | null {
  try {
    // Stryker disable next-line OptionalChaining: without storage the TypeError lands in the catch below, which answers the same
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    // Storage that throws on reading holds no choice.
  }
  return null;
}

/** Snapshot for useSyncExternalStore: the same object while the stored text is unchanged. */
export function readLocalAcceptances(): AcceptanceStatus {
  const raw = rawItem(ACCEPTANCES_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedStatus = parseAcceptanceStatus(readJson(browserStorage(), ACCEPTANCES_STORAGE_KEY));
  }
  return cachedStatus;
}

export function readCookiePreferences(): CookiePreferences | null {
  const raw = rawItem(COOKIE_PREFERENCES_STORAGE_KEY);
  if (raw !== cachedPrefsRaw) {
    cachedPrefsRaw = raw;
    cachedPrefs = parseCookiePreferences(readJson(browserStorage(), COOKIE_PREFERENCES_STORAGE_KEY));
  }
  return cachedPrefs;
}

/** Sets (or, with null, clears) the local choice for some consent types. */
export function writeLocalAcceptances(patch: Partial<AcceptanceStatus>): void {
  const next = { ...readLocalAcceptances(), ...patch };
  const storage = browserStorage();
  if (hasAnyChoice(next)) writeJson(storage, ACCEPTANCES_STORAGE_KEY, next);
  else storage?.removeItem(ACCEPTANCES_STORAGE_KEY);
  notify();
}

export function writeCookiePreferences(preferences: CookiePreferences): void {
  writeJson(browserStorage(), COOKIE_PREFERENCES_STORAGE_KEY, preferences);
  notify();
}

export function subscribeToLocalConsent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCEPTANCES_STORAGE_KEY || event.key === COOKIE_PREFERENCES_STORAGE_KEY) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
