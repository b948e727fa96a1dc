import { describe, expect, it } from 'vitest';
import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthInvalidTokenResponseError,
  AuthPKCECodeVerifierMissingError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { it as messages } from '@domain/i18n/it';
import { authErrorCode, authErrorToItalian, bannedUntilText, sendWaitSeconds } from './auth-errors';

describe('authErrorCode', () => {
  it('reads the GoTrue code of an API error', () => {
    expect(authErrorCode(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe('invalid_credentials');
  });

  it('reads the code carried by a redirect URL', () => {
    const error = new AuthImplicitGrantRedirectError('Email link is invalid or has expired', {
      error: 'access_denied',
      code: 'otp_expired',
    });
    expect(authErrorCode(error)).toBe('otp_expired');
  });

  it('names the client-side errors by their class', () => {
    expect(authErrorCode(new AuthWeakPasswordError('weak', 422, ['length']))).toBe('weak_password');
    expect(authErrorCode(new AuthSessionMissingError())).toBe('session_not_found');
    expect(authErrorCode(new AuthPKCECodeVerifierMissingError())).toBe('pkce_code_verifier_not_found');
  });

  it('names by their class the client-side errors of auth-js versions that gave them no code', () => {
    expect(authErrorCode({ name: 'AuthWeakPasswordError' })).toBe('weak_password');
    expect(authErrorCode({ name: 'AuthSessionMissingError', code: null })).toBe('session_not_found');
    expect(authErrorCode({ name: 'AuthPKCECodeVerifierMissingError' })).toBe('pkce_code_verifier_not_found');
  });

  it('takes an empty code for none', () => {
    expect(authErrorCode({ name: 'AuthImplicitGrantRedirectError', code: '', details: { code: 'otp_expired' } })).toBe('otp_expired');
    expect(authErrorCode({ name: 'AuthSessionMissingError', code: '', details: { code: '' } })).toBe('session_not_found');
    expect(authErrorCode({ name: 'AuthApiError', code: '' })).toBeNull();
  });

  it('has no code for errors without one', () => {
    expect(authErrorCode(null)).toBeNull();
    expect(authErrorCode(new AuthRetryableFetchError('Failed to fetch', 0))).toBeNull();
    expect(authErrorCode(new AuthImplicitGrantRedirectError('Error in URL with unspecified error_description', { error: 'unspecified_error', code: 'unspecified_code' }))).toBeNull();
  });
});

describe('authErrorToItalian', () => {
  it('translates the server errors of the auth screens', () => {
    expect(authErrorToItalian(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe(
      'Email o password non corretti.',
    );
    expect(authErrorToItalian(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'))).toBe(
      'Devi confermare la tua email prima di accedere.',
    );
    expect(authErrorToItalian(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']))).toBe(
      'La password deve avere almeno 6 caratteri.',
    );
    expect(authErrorToItalian(new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'))).toBe(
      'Troppi tentativi: riprova tra qualche minuto.',
    );
    expect(authErrorToItalian(new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'))).toBe(
      'Il link è scaduto o non è valido.',
    );
  });

  it('never shows the English message: unknown codes and code-less errors get the generic text', () => {
    expect(authErrorToItalian(new AuthApiError('Something new', 400, 'brand_new_code'))).toBe(
      'Si è verificato un errore imprevisto.',
    );
    expect(authErrorToItalian(new AuthInvalidTokenResponseError())).toBe('Si è verificato un errore imprevisto.');
    expect(authErrorToItalian(new AuthUnknownError('Unexpected', null))).toBe('Si è verificato un errore imprevisto.');
    expect(authErrorToItalian(new AuthRetryableFetchError('Bad gateway', 502))).toBe('Si è verificato un errore imprevisto.');
  });

  it('says the database is not answering for a 503 (auth-js does not read its body)', () => {
    expect(authErrorToItalian(new AuthRetryableFetchError('Service Unavailable', 503))).toBe(
      'Il database non risponde in questo momento: riprova tra poco.',
    );
  });

  it('says the network is down when the server could not be reached', () => {
    expect(authErrorToItalian(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(messages.errors.network_error);
  });

  it('says the network is down only for a failed fetch, and has the generic text for no error at all', () => {
    expect(authErrorToItalian({ name: 'AuthUnknownError', status: 0 })).toBe('Si è verificato un errore imprevisto.');
    expect(authErrorToItalian(null)).toBe('Si è verificato un errore imprevisto.');
    expect(authErrorToItalian(undefined)).toBe('Si è verificato un errore imprevisto.');
  });
});

describe('a send refused within the per-address window', () => {
  const refusal = (seconds: string, code = 'over_email_send_rate_limit') =>
    new AuthApiError(`For security purposes, you can only request this after ${seconds} seconds.`, 429, code);

  it('reads the seconds GoTrue names, for email and SMS', () => {
    expect(sendWaitSeconds(refusal('42'))).toBe(42);
    expect(sendWaitSeconds(refusal('7', 'over_sms_send_rate_limit'))).toBe(7);
  });

  it('reads GoTrue\'s singular and a message without the final dot', () => {
    expect(sendWaitSeconds(new AuthApiError('For security purposes, you can only request this after 1 second.', 429, 'over_email_send_rate_limit'))).toBe(1);
    expect(sendWaitSeconds(new AuthApiError('For security purposes, you can only request this after 30 seconds', 429, 'over_email_send_rate_limit'))).toBe(30);
  });

  it('has none for other errors, other wordings or no seconds', () => {
    expect(sendWaitSeconds(new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'))).toBeNull();
    expect(sendWaitSeconds(new AuthApiError('Request rate limit reached after 5 seconds.', 429, 'over_request_rate_limit'))).toBeNull();
    expect(sendWaitSeconds(refusal('0'))).toBeNull();
    // The seconds must end the message: a wording that goes on after them is another one.
    expect(sendWaitSeconds(new AuthApiError('Try again after 5 seconds. Then wait an hour.', 429, 'over_email_send_rate_limit'))).toBeNull();
    expect(sendWaitSeconds({ code: 'over_email_send_rate_limit', status: 429 })).toBeNull();
    expect(sendWaitSeconds(null)).toBeNull();
  });

  it('says in Italian when the next email can be asked for', () => {
    expect(authErrorToItalian(refusal('42'))).toBe("Puoi richiederne un'altra tra 42 secondi.");
    expect(authErrorToItalian(refusal('1'))).toBe("Puoi richiederne un'altra tra 1 secondo.");
    expect(messages.auth.resendWait(60)).toBe("Puoi richiederne un'altra tra 60 secondi.");
  });
});

describe('user_banned', () => {
  it('says the account is suspended, with the end of the suspension when the server gives it', () => {
    expect(authErrorToItalian(new AuthApiError('User is banned', 400, 'user_banned'))).toBe('Il tuo account è sospeso.');
    expect(bannedUntilText('User is banned until 2039-05-01T10:00:00.000Z', 'Europe/Rome')).toBe(
      'Il tuo account è sospeso fino al giorno 01/05/2039 alle 12:00.',
    );
    expect(bannedUntilText('User is banned until 2039-12-31T23:30:00.000Z', 'UTC')).toBe(
      'Il tuo account è sospeso fino al giorno 31/12/2039 alle 23:30.',
    );
    expect(authErrorToItalian(new AuthApiError('User is banned until 2039-05-01T10:00:00.000Z', 400, 'user_banned'))).toMatch(
      /^Il tuo account è sospeso fino al giorno \d{2}\/\d{2}\/2039 alle \d{2}:\d{2}\.$/,
    );
    expect(bannedUntilText('User is banned until soon', 'UTC')).toBeNull();
  });

  it('says an indefinite suspension (an end 100 years away, as GoTrue writes it) has no end, instead of a date in the next century', () => {
    const yearsOn = (years: number) => new Date(Date.now() + years * 365 * 24 * 60 * 60 * 1000).toISOString();
    expect(bannedUntilText(`User is banned until ${yearsOn(100)}`, 'Europe/Rome')).toBe('Il tuo account è sospeso a tempo indeterminato.');
    // Still one, a year or two after it began.
    expect(bannedUntilText(`User is banned until ${yearsOn(98)}`, 'Europe/Rome')).toBe('Il tuo account è sospeso a tempo indeterminato.');
  });

  it("gives the end in the reader's time zone, even when that is another day", () => {
    expect(bannedUntilText('User is banned until 2039-12-31T23:30:00.000Z', 'Europe/Rome')).toBe(
      'Il tuo account è sospeso fino al giorno 01/01/2040 alle 00:30.',
    );
  });

  it('reads the end only as the last word of the message, and has none without a message', () => {
    expect(bannedUntilText('User is banned until 2039-05-01T10:00:00.000Z (appeal pending)', 'UTC')).toBeNull();
    expect(bannedUntilText(undefined, 'UTC')).toBeNull();
    expect(authErrorToItalian({ name: 'AuthApiError', code: 'user_banned', status: 400 })).toBe('Il tuo account è sospeso.');
  });
});
