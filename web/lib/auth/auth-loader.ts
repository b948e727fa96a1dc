// auth-js is the largest library of the app's start-up code, and a visitor who
// has never signed in on this browser does not need it to see a page. This
// module, which every page loads, decides from what is stored whether there
// may be a session; only then does it load the auth client (auth-client.ts)
// at start-up. Otherwise the client loads when someone starts on a sign-in
// form or sends one (their calls go through loadAuthClient), or when another tab signs in, and the
// session provider subscribes to it then.
import { setAccessTokenGetter } from '@web/lib/api-client';
import { isNativePlatform } from '@web/lib/platform';
import { detectAuthCallback, parseStoredVerifier, type AuthCallback } from './callback-url';
import { AUTH_STORAGE_KEY, CODE_VERIFIER_KEY } from './storage-key';
import type { AuthError } from '@supabase/auth-js';
import type * as AuthClientExports from './auth-client';

/** What the app's start-up code and the sign-in screens need of the auth client module. */
type AuthClientModule = Pick<typeof AuthClientExports, 'authClient' | 'currentAccessToken' | 'isAuthError'>;

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The auth callback in the URL this page was opened with. Read before the
 * client starts, because auth-js deletes the stored verifier (which tells a
 * recovery code from a confirmation code) and strips `code` from the URL.
 */
export const initialAuthCallback: AuthCallback = detectAuthCallback(window.location.href, parseStoredVerifier(readStored(CODE_VERIFIER_KEY)));

// A link opened over a page of the app already showing, when only the hash
// differs (a mail app reusing the tab, an address edited by hand), changes the
// hash without loading a page: nothing above would read it, and the tokens or
// the error would stay in the address bar unreported. Such a hash loads the
// page again, which handles it as any link. In-page anchors carry no auth
// parameters and are left alone.
window.addEventListener('hashchange', () => {
  if (detectAuthCallback(window.location.href, null).kind !== 'none') window.location.reload();
});

/**
 * Whether auth-js has anything to do on this page: a stored session, an
 * emailed link to handle, or the native shells (their session lives in
 * Capacitor Preferences, which cannot be read synchronously).
 */
export function mayHaveSession(): boolean {
  return isNativePlatform() || readStored(AUTH_STORAGE_KEY) !== null || initialAuthCallback.kind !== 'none';
}

let loadedModule: AuthClientModule | null = null;
let loading: Promise<AuthClientModule> | null = null;
const loadedListeners = new Set<(module: AuthClientModule) => void>();

export function loadAuthClient(): Promise<AuthClientModule> {
  loading ??= import('./auth-client');
  return loading;
}

/** Called by auth-client.ts once it exists, however it was loaded. */
export function announceAuthClient(module: AuthClientModule): void {
  loadedModule = module;
  for (const listener of loadedListeners) listener(module);
}

/**
 * Whether `error` is one of auth-js's. Asked of the loaded library: an auth
 * error comes only from the client, so before it loads nothing is one, and a
 * page that shows auth errors need not load auth-js to be able to.
 */
export function isAuthError(error: unknown): error is AuthError {
  return loadedModule?.isAuthError(error) ?? false;
}

/** Runs `listener` when the auth client is loaded (at once if it is); returns the unsubscribe. */
export function whenAuthClientLoaded(listener: (module: AuthClientModule) => void): () => void {
  if (loadedModule) {
    listener(loadedModule);
    return () => {};
  }
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

// Another tab signing in writes the session here: this tab follows it.
window.addEventListener('storage', (event) => {
  if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void loadAuthClient();
});

// The app's own API (/rest/v1, /functions/v1) sends the session's access
// token; a browser that cannot have one asks without loading auth-js.
setAccessTokenGetter(async () => (loadedModule || mayHaveSession() ? (await loadAuthClient()).currentAccessToken() : null));

if (mayHaveSession()) void loadAuthClient();
