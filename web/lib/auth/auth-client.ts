// The one auth-js client of the app, talking to the server's GoTrue-compatible
// /auth/v1. PKCE flow: the server's emails for PKCE requests link back with
// `?token_hash=…&type=…`, verified by auth-callback.ts with POST /verify; a
// GoTrue `?code=` link is exchanged by auth-js itself on start-up
// (detectSessionInUrl), firing SIGNED_IN or, for a verifier stored by
// resetPasswordForEmail, PASSWORD_RECOVERY. Loaded on demand (auth-loader.ts).
import { AuthClient, isAuthError } from '@supabase/auth-js';
import { apiOrigin } from '@web/lib/api-base';
import { sayingPageLanguage, setTokenRefusedListener } from '@web/lib/api-client';
import { isNativePlatform } from '@web/lib/platform';
import { preferencesStorage } from './native-storage';
import { setPasswordRecovery } from './password-recovery';
import { askAboutRefusedToken, watchForEndedSession } from './session-end';
import { AUTH_STORAGE_KEY } from './storage-key';
import { announceAuthClient } from './auth-loader';

/** Where the API lives: VITE_API_URL for native builds (no same-origin server), else this origin. */
export const apiBaseUrl = apiOrigin;

export const authClient: InstanceType<typeof AuthClient> = new AuthClient({
  url: `${apiOrigin()}/auth/v1`,
  storageKey: AUTH_STORAGE_KEY,
  // In a browser no `storage` option: auth-js uses window.localStorage whenever
  // it is writable, and memory where it is not (some private modes). In the
  // native shells the session lives in Capacitor Preferences, which the OS
  // keeps when it clears the WebView's storage.
  ...(isNativePlatform() ? { storage: preferencesStorage } : {}),
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  flowType: 'pkce',
  // A session ended on the server (on another device) is signed out here too
  // (session-end.ts); every request says the page's language, which the emails it sends follow.
  fetch: sayingPageLanguage(watchForEndedSession(() => authClient.signOut({ scope: 'local' }))),
});

// The data API answers 401 to a token whose session ended: the auth server says whether that is why.
setTokenRefusedListener(askAboutRefusedToken(() => authClient.getUser()));

// Subscribed as the client is created, so the PASSWORD_RECOVERY fired by the
// start-up code exchange is never missed.
authClient.onAuthStateChange((event, session) => {
  if (event === 'PASSWORD_RECOVERY') setPasswordRecovery(true);
  else if (!session) setPasswordRecovery(false);
});

/** auth-js's own test of its errors, for the screens that load auth-js only when someone acts (auth-loader.ts). */
export { isAuthError };

/** The session's access token (refreshed by auth-js when near expiry), null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}

announceAuthClient({ authClient, currentAccessToken, isAuthError });
