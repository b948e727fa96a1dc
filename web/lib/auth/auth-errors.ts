// auth-js errors to Italian screen messages. The server speaks GoTrue (English
// messages, stable `code`s); the screens show the catalogue's Italian text for
// the code, never the English message.
import { authErrorMessage, it } from '@domain/i18n/it';

/** The fields of an auth-js error this mapping reads (AuthError and its subclasses). */
export type AuthErrorLike = {
  name?: string;
  code?: string | null;
  status?: number;
  /** AuthImplicitGrantRedirectError / AuthPKCEGrantCodeExchangeError: the code carried by the redirect URL. */
  details?: { error?: string; code?: string } | null;
};

/** The GoTrue error code behind an auth-js error, if any. */
export function authErrorCode(error: AuthErrorLike | null | undefined): string | null {
  if (!error) return null;
  if (typeof error.code === 'string' && error.code !== '') return error.code;
  const detailsCode = error.details?.code;
  if (typeof detailsCode === 'string' && detailsCode !== '' && detailsCode !== 'unspecified_code') return detailsCode;
  switch (error.name) {
    case 'AuthWeakPasswordError':
      return 'weak_password';
    case 'AuthSessionMissingError':
      return 'session_not_found';
    case 'AuthPKCECodeVerifierMissingError':
      return 'pkce_code_verifier_not_found';
    default:
      return null;
  }
}

/**
 * Italian message for any auth-js error: the catalogue's text for its code;
 * the network message when the server could not be reached (status 0); the
 * generic 'Si è verificato un errore imprevisto.' otherwise.
 */
export function authErrorToItalian(error: AuthErrorLike | null | undefined): string {
  const code = authErrorCode(error);
  if (code) return authErrorMessage(code);
  if (error?.name === 'AuthRetryableFetchError' && error.status === 0) return it.errors.network_error;
  return it.auth.unexpectedError;
}
