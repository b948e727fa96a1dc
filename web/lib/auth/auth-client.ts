// The one auth-js client of the app, talking to the server's GoTrue-compatible
// /auth/v1. PKCE flow: emailed links come back as `?code=`, which auth-js
// exchanges itself on start-up (detectSessionInUrl), firing SIGNED_IN or, for
// a verifier stored by resetPasswordForEmail, PASSWORD_RECOVERY.
import { AuthClient } from '@supabase/auth-js';
import { setAccessTokenGetter } from '@web/lib/api-client';
import { detectAuthCallback, parseStoredVerifier, type AuthCallback } from './callback-url';
import { setPasswordRecovery } from './password-recovery';

export const AUTH_STORAGE_KEY = 'allerguida-auth';
const CODE_VERIFIER_KEY = `${AUTH_STORAGE_KEY}-code-verifier`;

/** Where the API lives: VITE_API_URL for native builds (no same-origin server), else this origin. */
function apiBaseUrl(): string {
  const configured: string | undefined = import.meta.env.VITE_API_URL;
  const trimmed = configured?.trim().replace(/\/+$/, '');
  return trimmed || window.location.origin;
}

function readStoredVerifier(): string | null {
  try {
    return parseStoredVerifier(window.localStorage.getItem(CODE_VERIFIER_KEY));
  } catch {
    return null;
  }
}

/**
 * The auth callback in the URL this page was opened with. Read before the
 * client starts, because auth-js deletes the stored verifier (which tells a
 * recovery code from a confirmation code) and strips `code` from the URL.
 */
export const initialAuthCallback: AuthCallback = detectAuthCallback(window.location.href, readStoredVerifier());

export const authClient = new AuthClient({
  url: `${apiBaseUrl()}/auth/v1`,
  storageKey: AUTH_STORAGE_KEY,
  // NOTE: no `storage` option: auth-js uses window.localStorage whenever it is
  // writable, and falls back to memory where it is not (some private modes).
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  flowType: 'pkce',
});

// Subscribed before anything renders, so the PASSWORD_RECOVERY fired by the
// start-up code exchange is never missed.
authClient.onAuthStateChange((event, session) => {
  if (event === 'PASSWORD_RECOVERY') setPasswordRecovery(true);
  else if (!session) setPasswordRecovery(false);
});

// The app's own API (/rest/v1, /functions/v1) sends the same access token.
setAccessTokenGetter(async () => {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
});

/** An absolute URL on this site, for the links in auth emails (`redirect_to`). */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
