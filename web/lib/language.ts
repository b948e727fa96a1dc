// The interface's language on this device (docs/decisions/020-english-interface.md):
// chosen once by the entry script (web/main.tsx) before the app's code runs,
// and fixed until the page reloads. Kept tiny: the entry script imports it.
import { isEnglishPath, isLanguage, type Language, resolveLanguage } from '@domain/i18n/language';
import { WEB_MANIFEST_FILES } from '@domain/web-manifest';

/** Where the device keeps the reader's explicit choice (the account's, once signed in). */
export const LANGUAGE_STORAGE_KEY = 'allerguida-language';

/** The choice stored on this device, or null (none, or storage unavailable). */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language, storage: Pick<Storage, 'setItem'> | null = safeLocalStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // NOTE: storage may be unavailable (private mode): the choice then lasts this page's address (/en/…) only.
  }
}

/** The language a page starts in: its address (/en/…), else the device's choice, else the browser's, else Italian. */
export const startLanguage = (where: Pick<Location, 'pathname'>, browser: Pick<Navigator, 'languages'> | undefined): Language =>
  resolveLanguage({ pathname: where.pathname, stored: storedLanguage(), preferences: browser?.languages ?? [] });

/**
 * The page drawn in a language: <html lang>, and the manifest an installation
 * from this page takes (#43). The server sends an English address's page
 * linking the English manifest already, but the service worker answers every
 * navigation with the Italian index.html, and a reader's choice of English
 * is kept on the device, where the server cannot see it.
 */
export function showLanguage(page: Pick<Document, 'documentElement' | 'querySelector'>, language: Language): void {
  page.documentElement.lang = language;
  page.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${WEB_MANIFEST_FILES[language]}`);
}

/** The router's basename: the English addresses keep their prefix, so every in-app link stays English. */
export const routerBasename = (pathname: string): string | undefined => (isEnglishPath(pathname) ? '/en' : undefined);

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
