import { toast } from '@web/lib/toast';
import { isAuthError } from '@web/lib/auth/auth-loader';
import { it } from '@domain/i18n/it';
import { authErrorCode, authErrorToItalian } from '@web/lib/auth/auth-errors';

/**
 * The error toast of an auth action: its title with the Italian message of
 * the server's error code; anything that is not an auth error is the spec's
 * unexpected failure, 'Errore' / 'Si è verificato un errore imprevisto.'.
 */
export function showAuthError(title: string, error: unknown): void {
  if (isAuthError(error)) {
    toast.error(title, { description: authErrorToItalian(error) });
  } else {
    console.error(error);
    toast.error(it.auth.unexpectedErrorTitle, { description: it.auth.unexpectedError });
  }
}

/** A refused 6-digit code: the server answers otp_expired for wrong and expired codes alike. */
export function showCodeError(error: unknown): void {
  if (isAuthError(error) && authErrorCode(error) === 'otp_expired') {
    toast.error(it.auth.codeErrorTitle, { description: it.auth.codeExpired });
  } else {
    showAuthError(it.auth.codeErrorTitle, error);
  }
}
