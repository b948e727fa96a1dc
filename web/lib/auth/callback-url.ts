// Reads an auth callback out of a URL: what an emailed link (through the
// server's GET /auth/v1/verify 303) leaves in the address bar. Pure, so the
// routing decisions below are unit-tested without a browser.
//
// - PKCE success: `?code=<auth code>`. Whether it is a sign-up confirmation or
//   a password recovery is not in the URL: auth-js stored the code verifier as
//   `<verifier>` (sign-up, email change) or `<verifier>/recovery`
//   (resetPasswordForEmail) under `<storageKey>-code-verifier`.
// - Implicit success: `#access_token=…&refresh_token=…&type=signup|recovery|…`.
// - Failure: `error`, `error_code`, `error_description` in the query and/or hash.

import { paths } from '@web/app/paths';

/** Which journey the link belongs to. */
export type AuthCallbackFlow = 'signup' | 'recovery';

export type AuthCallback =
  | { kind: 'none' }
  | {
      kind: 'error';
      flow: AuthCallbackFlow;
      /** GoTrue error code (`otp_expired`, `flow_state_expired`…), when the link carried one. */
      errorCode: string | null;
      /** The server's (English) description, shown only when no Italian message exists. */
      description: string | null;
    }
  | {
      kind: 'pkce';
      flow: AuthCallbackFlow;
      code: string;
      /** False when the link was opened in another browser: the code cannot be exchanged here. */
      hasVerifier: boolean;
    }
  | {
      kind: 'implicit';
      flow: AuthCallbackFlow;
      /** The link's `type` (signup, recovery, invite, magiclink, email_change). */
      type: string;
      accessToken: string;
      refreshToken: string;
    };

/** The query and hash parameters of a URL; query values override hash values, as in auth-js. */
export function readUrlParameters(href: string): Record<string, string> {
  const url = new URL(href);
  const params: Record<string, string> = {};
  if (url.hash.length > 1) {
    new URLSearchParams(url.hash.slice(1)).forEach((value, key) => {
      params[key] = value;
    });
  }
  url.searchParams.forEach((value, key) => {
    params[key] = value;
  });
  return params;
}

/**
 * The code verifier auth-js keeps in storage, as stored (JSON-encoded string).
 * Returns the plain value, or null when absent or unreadable.
 */
export function parseStoredVerifier(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

/** A verifier stored by resetPasswordForEmail ends with '/recovery'. */
export const isRecoveryVerifier = (verifier: string): boolean => verifier.endsWith('/recovery');

const nonEmpty = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * Classifies the URL a page was opened with.
 *
 * The flow of a PKCE code comes from the stored verifier. Without a verifier
 * (link opened in another browser) it comes from the landing path: sign-up
 * links are sent to /auth, so a code there is a confirmation; a code anywhere
 * else is treated as a recovery (spec: "any visit with a code in the query is
 * redirected to /reset-password").
 */
export function detectAuthCallback(href: string, storedVerifier: string | null): AuthCallback {
  const params = readUrlParameters(href);
  const { pathname } = new URL(href);
  const verifierFlow: AuthCallbackFlow | null =
    storedVerifier === null ? null : isRecoveryVerifier(storedVerifier) ? 'recovery' : 'signup';
  // Emails are sent with redirect_to /auth (sign-up) or /reset-password (recovery).
  const landingFlow: AuthCallbackFlow | null =
    pathname === paths.auth ? 'signup' : pathname === paths.resetPassword ? 'recovery' : null;

  if (nonEmpty(params.error) || nonEmpty(params.error_code) || nonEmpty(params.error_description)) {
    const typeFlow: AuthCallbackFlow | null =
      params.type === 'recovery' ? 'recovery' : nonEmpty(params.type) ? 'signup' : null;
    return {
      kind: 'error',
      flow: typeFlow ?? landingFlow ?? verifierFlow ?? 'signup',
      errorCode: nonEmpty(params.error_code) ? params.error_code : null,
      description: nonEmpty(params.error_description) ? params.error_description : null,
    };
  }

  if (nonEmpty(params.code)) {
    return {
      kind: 'pkce',
      // The verifier decides what auth-js does with the code (PASSWORD_RECOVERY or SIGNED_IN).
      flow: verifierFlow ?? landingFlow ?? 'recovery',
      code: params.code,
      hasVerifier: storedVerifier !== null,
    };
  }

  if (nonEmpty(params.access_token) && nonEmpty(params.refresh_token)) {
    const type = params.type ?? '';
    return {
      kind: 'implicit',
      flow: type === 'recovery' ? 'recovery' : 'signup',
      type,
      accessToken: params.access_token,
      refreshToken: params.refresh_token,
    };
  }

  // A bare `#type=recovery` (tokens stripped or malformed) still means the user came from a reset email.
  if (params.type === 'recovery') {
    return { kind: 'error', flow: 'recovery', errorCode: null, description: null };
  }

  return { kind: 'none' };
}

/** The screen that handles a callback: recovery on /reset-password, confirmation on /auth. */
export function callbackTargetPath(callback: AuthCallback): string | null {
  if (callback.kind === 'none') return null;
  return callback.flow === 'recovery' ? paths.resetPassword : paths.auth;
}
