// auth-js errors to Italian screen messages. The server speaks GoTrue (English
// messages, stable `code`s); the screens show the catalogue's Italian text for
// the code, never the English message.
import { authErrorMessage, it, userBannedIndefinitelyMessage, userBannedUntilMessage } from '@domain/i18n/it';
import { isIndefiniteSuspension } from '@domain/suspension';
import { interfaceLocale } from '@domain/i18n/format';

/** The fields of an auth-js error this mapping reads (AuthError and its subclasses). */
export type AuthErrorLike = {
  name?: string;
  code?: string | null;
  status?: number;
  /** The server's English message: read only for the end of a suspension. */
  message?: string;
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

// Explicit parts, as everywhere in the app (browsers disagree on it-IT's defaults).
const BAN_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const BAN_TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * The end of a suspension, which the server appends to `user_banned` ("User is
 * banned until <ISO date>"), in Italian and in the reader's time zone.
 */
export function bannedUntilText(message: string | undefined, timeZone?: string): string | null {
  const until = new Date(message?.match(/ until (\S+)$/)?.[1] ?? NaN);
  if (Number.isNaN(until.getTime())) return null;
  // Stored as a moment like any other: nobody is told they are suspended until a day in the next century.
  if (isIndefiniteSuspension(until)) return userBannedIndefinitelyMessage;
  return userBannedUntilMessage(
    new Intl.DateTimeFormat(interfaceLocale(), { ...BAN_DATE, timeZone }).format(until),
    new Intl.DateTimeFormat(interfaceLocale(), { ...BAN_TIME, timeZone }).format(until),
  );
}

/**
 * The seconds a send refusal names (GoTrue's 429 over_email_send_rate_limit
 * or over_sms_send_rate_limit, 'For security purposes, you can only request
 * this after N seconds.'); null for any other error or wording.
 */
export function sendWaitSeconds(error: AuthErrorLike | null | undefined): number | null {
  const code = authErrorCode(error);
  if (code !== 'over_email_send_rate_limit' && code !== 'over_sms_send_rate_limit') return null;
  const seconds = Number(error?.message?.match(/ after (\d+) seconds?\.?$/)?.[1] ?? NaN);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Italian message for any auth-js error: the catalogue's text for its code
 * (with the end date of a suspension when the server gives it); the network
 * message when the server could not be reached (status 0); the generic
 * 'Si è verificato un errore imprevisto.' otherwise.
 */
export function authErrorToItalian(error: AuthErrorLike | null | undefined): string {
  if (!error) return it.auth.unexpectedError;
  const code = authErrorCode(error);
  if (code === 'user_banned') return bannedUntilText(error.message) ?? authErrorMessage(code);
  const waitSeconds = sendWaitSeconds(error);
  if (waitSeconds !== null) return it.auth.resendWait(waitSeconds);
  if (code) return authErrorMessage(code);
  if (error.name === 'AuthRetryableFetchError' && error.status === 0) return it.errors.network_error;
  // 503 database_unavailable: auth-js does not read the body of a 503 (docs/auth-api.md#errors).
  if (error.name === 'AuthRetryableFetchError' && error.status === 503) return it.errors.database_unavailable;
  return it.auth.unexpectedError;
}
