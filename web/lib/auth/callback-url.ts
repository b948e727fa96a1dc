// Reads an auth callback out of a URL: what an emailed link leaves in the
// address bar. Pure, so the routing decisions below are unit-tested without a
// browser.
//
// - Token hash (the server's links for this app): `?token_hash=…&type=…`,
//   verified with POST /verify wherever the link is opened.
// - PKCE success (GoTrue's GET /verify): `?code=<auth code>`. Whether it is a
//   sign-up confirmation or a password recovery is not in the URL: auth-js
//   stored the code verifier as `<verifier>` (sign-up, email change) or
//   `<verifier>/recovery` (resetPasswordForEmail) under `<storageKey>-code-verifier`.
// - Implicit success: `#access_token=…&refresh_token=…&type=signup|recovery|…`.
// - Secure email change, first of the two links (GET /verify): `message=…`.
// - Failure: `error`, `error_code`, `error_description` in the query and/or hash.

import { paths } from '@web/app/paths';

/** Which journey the link belongs to: shown on /auth, /reset-password and /profile respectively. */
export type AuthCallbackFlow = 'signup' | 'recovery' | 'email-change';

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
      kind: 'token-hash';
      flow: AuthCallbackFlow;
      tokenHash: string;
      /** The link's `type`, as POST /verify takes it. */
      type: EmailLinkType;
    }
  /** GoTrue's answer to the first of the two links of a secure email change. */
  | { kind: 'email-change-pending'; flow: 'email-change' }
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
  // url.hash is '' without a fragment, else '#' and the fragment.
  new URLSearchParams(url.hash.slice(1)).forEach((value, key) => {
    params[key] = value;
  });
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
  // Stryker disable next-line ConditionalExpression: a shortcut: JSON.parse refuses '' and undefined, and null parses to null, no string
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

/** The `type` values of emailed links (GoTrue's EmailOtpType less the generic 'email'). */
const EMAIL_LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change'] as const;
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number];
const isEmailLinkType = (value: string | undefined): value is EmailLinkType =>
  (EMAIL_LINK_TYPES as readonly (string | undefined)[]).includes(value);

/** The journey of a link `type`: recovery, email change, or a confirmation (sign-up, invite, magic link). */
function flowOfType(type: string | undefined): AuthCallbackFlow | null {
  if (!nonEmpty(type)) return null;
  return type === 'recovery' ? 'recovery' : type === 'email_change' ? 'email-change' : 'signup';
}

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
  // Emails are sent with redirect_to /auth (sign-up), /reset-password (recovery) or /profile (email change).
  const landingFlow: AuthCallbackFlow | null =
    pathname === paths.auth
      ? 'signup'
      : pathname === paths.resetPassword
        ? 'recovery'
        : pathname === paths.profile
          ? 'email-change'
          : null;

  if (nonEmpty(params.error) || nonEmpty(params.error_code) || nonEmpty(params.error_description)) {
    return {
      kind: 'error',
      flow: flowOfType(params.type) ?? landingFlow ?? verifierFlow ?? 'signup',
      errorCode: nonEmpty(params.error_code) ? params.error_code : null,
      description: nonEmpty(params.error_description) ? params.error_description : null,
    };
  }

  if (nonEmpty(params.token_hash)) {
    if (!isEmailLinkType(params.type)) return { kind: 'error', flow: landingFlow ?? 'signup', errorCode: null, description: null };
    return { kind: 'token-hash', flow: flowOfType(params.type)!, tokenHash: params.token_hash, type: params.type };
  }

  if (nonEmpty(params.message) && landingFlow === 'email-change') {
    return { kind: 'email-change-pending', flow: 'email-change' };
  }

  if (nonEmpty(params.code)) {
    return {
      kind: 'pkce',
      // The verifier decides what auth-js does with the code (PASSWORD_RECOVERY or SIGNED_IN).
      // Without a verifier a code is a recovery unless it landed on /auth (the spec sends codes to /reset-password).
      flow: verifierFlow ?? (landingFlow === 'signup' ? 'signup' : 'recovery'),
      code: params.code,
      hasVerifier: storedVerifier !== null,
    };
  }

  if (nonEmpty(params.access_token) && nonEmpty(params.refresh_token)) {
    const type = params.type ?? '';
    return {
      kind: 'implicit',
      flow: flowOfType(type) ?? 'signup',
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

/** The screen that handles a callback: recovery on /reset-password, email change on /profile, confirmation on /auth. */
export function callbackTargetPath(callback: AuthCallback): string | null {
  if (callback.kind === 'none') return null;
  return callback.flow === 'recovery' ? paths.resetPassword : callback.flow === 'email-change' ? paths.profile : paths.auth;
}
