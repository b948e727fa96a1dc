// What became of the auth link this page was opened with. Resolved once per
// page load; the screen that shows the result (/auth for confirmations,
// /reset-password for recoveries, /profile for email changes) takes it with
// `takeAuthCallbackOutcome` so its toast appears exactly once.
import { useSyncExternalStore } from 'react';
import type { Session } from '@supabase/auth-js';
import { authErrorMessage, it } from '@domain/i18n/it';
import { apiOrigin } from '@web/lib/api-base';
import { initialAuthCallback, loadAuthClient } from './auth-loader';
import { authErrorCode, authErrorToItalian } from './auth-errors';
import type { AuthCallback, AuthCallbackFlow } from './callback-url';
import { setPasswordRecovery } from './password-recovery';

export type AuthCallbackOutcome =
  | { status: 'none' }
  | { status: 'pending'; flow: AuthCallbackFlow }
  /** `isSignedIn` is false when the link was opened in another browser: confirmed, but no session here. */
  | { status: 'signup-confirmed'; isSignedIn: boolean }
  | { status: 'recovery-ready' }
  /** Secure email change: one of the two links is confirmed, the other one is still due. */
  | { status: 'email-change-pending' }
  /** Both links are confirmed: `email` is the account's address now. */
  | { status: 'email-changed'; email: string }
  | {
      status: 'failed';
      flow: AuthCallbackFlow;
      /** 'link': the server refused the link (error in the URL); 'exchange': turning it into a session failed. */
      reason: 'link' | 'exchange';
      /** Italian message for the toast. */
      message: string;
    };

async function resolveCallback(callback: AuthCallback): Promise<AuthCallbackOutcome> {
  if (callback.kind === 'none') return { status: 'none' };
  const { authClient } = await loadAuthClient();
  switch (callback.kind) {
    case 'token-hash': {
      // POST /verify: the link carries all it needs, whichever browser opens it.
      await authClient.initialize();
      const { data, error } = await authClient.verifyOtp({ token_hash: callback.tokenHash, type: callback.type });
      if (error) return { status: 'failed', flow: callback.flow, reason: 'link', message: authErrorToItalian(error) };
      return sessionOutcome(callback.flow, data.session);
    }

    case 'email-change-pending':
      await authClient.initialize();
      return { status: 'email-change-pending' };

    case 'error': {
      // auth-js reports the same error from initialize(); the URL already says everything.
      await authClient.initialize();
      const message = callback.errorCode ? authErrorMessage(callback.errorCode) : authErrorMessage('otp_expired');
      return { status: 'failed', flow: callback.flow, reason: 'link', message };
    }

    case 'pkce': {
      // auth-js exchanged the code (or skipped it, without a verifier) while initializing.
      const { error } = await authClient.initialize();
      if (!callback.hasVerifier) {
        // A recovery needs the session this browser cannot get.
        if (callback.flow !== 'signup') {
          return { status: 'failed', flow: 'recovery', reason: 'exchange', message: authErrorMessage('pkce_code_verifier_not_found') };
        }
        // GET /verify issues a code only after confirming the email, but anyone can type
        // `?code=` into the address bar: the server says whether this code is one it issued.
        const refusal = await issuedCodeRefusal(callback.code);
        return refusal === null
          ? { status: 'signup-confirmed', isSignedIn: false }
          : { status: 'failed', flow: 'signup', reason: 'link', message: refusal };
      }
      if (error) return { status: 'failed', flow: callback.flow, reason: 'exchange', message: authErrorToItalian(error) };
      const { data } = await authClient.getSession();
      if (!data.session) return { status: 'failed', flow: callback.flow, reason: 'exchange', message: authErrorToItalian(null) };
      return sessionOutcome(callback.flow, data.session);
    }

    case 'implicit': {
      // A PKCE client refuses tokens in the hash ('Not a valid PKCE flow url.'), so they are set by hand.
      await authClient.initialize();
      const { data, error } = await authClient.setSession({
        access_token: callback.accessToken,
        refresh_token: callback.refreshToken,
      });
      if (error || !data.session) {
        const code = authErrorCode(error);
        return { status: 'failed', flow: callback.flow, reason: 'exchange', message: authErrorMessage(code) };
      }
      return sessionOutcome(callback.flow, data.session);
    }
  }
}

/**
 * Whether the server issued this PKCE code, without the verifier that would
 * exchange it: a random verifier never matches, so a code it issued answers
 * `bad_code_verifier` and stays usable, and any other code
 * `flow_state_not_found` or `flow_state_expired`. Null when the code is real,
 * else the Italian message to show.
 */
async function issuedCodeRefusal(code: string): Promise<string | null> {
  const probeVerifier = `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
  try {
    const response = await fetch(`${apiOrigin()}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: probeVerifier }),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    const errorCode = typeof body?.code === 'string' ? body.code : null;
    if (errorCode === 'bad_code_verifier') return null;
    return authErrorMessage(errorCode);
  } catch {
    return it.errors.network_error;
  }
}

/** A link was accepted; the session is null only for the first half of a secure email change. */
function sessionOutcome(flow: AuthCallbackFlow, session: Session | null): AuthCallbackOutcome {
  switch (flow) {
    case 'recovery':
      setPasswordRecovery(true);
      return { status: 'recovery-ready' };
    case 'email-change':
      return session ? { status: 'email-changed', email: session.user.email ?? '' } : { status: 'email-change-pending' };
    case 'signup':
      return { status: 'signup-confirmed', isSignedIn: session !== null };
  }
}

let outcome: AuthCallbackOutcome =
  initialAuthCallback.kind === 'none' ? { status: 'none' } : { status: 'pending', flow: initialAuthCallback.flow };
const listeners = new Set<() => void>();

function setOutcome(next: AuthCallbackOutcome): void {
  outcome = next;
  for (const listener of listeners) listener();
}

if (initialAuthCallback.kind !== 'none') {
  const { flow } = initialAuthCallback;
  resolveCallback(initialAuthCallback).then(setOutcome, (error: unknown) => {
    console.error(error);
    setOutcome({ status: 'failed', flow, reason: 'exchange', message: authErrorToItalian(null) });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthCallbackOutcome(): AuthCallbackOutcome {
  return outcome;
}

/** The current outcome; re-renders when the pending link resolves or is taken. */
export function useAuthCallbackOutcome(): AuthCallbackOutcome {
  return useSyncExternalStore(subscribe, getAuthCallbackOutcome, getAuthCallbackOutcome);
}

/**
 * Hands the settled outcome to one caller, once: later calls get null. A
 * screen's effect calls it right before showing the result, so a re-run
 * effect (React StrictMode) cannot toast twice.
 */
export function takeAuthCallbackOutcome(): Exclude<AuthCallbackOutcome, { status: 'none' | 'pending' }> | null {
  const current = outcome;
  if (current.status === 'none' || current.status === 'pending') return null;
  setOutcome({ status: 'none' });
  return current;
}
