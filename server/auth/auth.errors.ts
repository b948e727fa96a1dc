// GoTrue error codes and messages, as auth-js and Supabase clients expect them
// on the wire (docs/auth-api.md#errors). Messages stay in GoTrue's English:
// the web app shows Italian text chosen by `code` (domain/i18n/it/auth.ts).
import { AppError, goTrueError } from '../http/app-error';

/** Errors answered in the OAuth format `{error, error_description}` (docs/auth-api.md#errors). */
export class OAuthError extends AppError {
  readonly oauthError: string;

  constructor(status: number, oauthError: string, description: string) {
    super(status, oauthError, () => description);
    this.oauthError = oauthError;
  }
}

const err = goTrueError;

export const authErrors = {
  validation: (message: string) => err(400, 'validation_failed', message),
  badJson: () => err(400, 'bad_json', 'Could not parse request body as JSON'),
  invalidCredentials: () => err(400, 'invalid_credentials', 'Invalid login credentials'),
  unsupportedGrantType: () => err(400, 'invalid_credentials', 'unsupported_grant_type'),
  emailNotConfirmed: () => err(400, 'email_not_confirmed', 'Email not confirmed'),
  phoneNotConfirmed: () => err(400, 'phone_not_confirmed', 'Phone not confirmed'),
  weakPassword: (message: string, reasons: string[]) =>
    err(422, 'weak_password', message, { weak_password: { reasons } }),
  samePassword: () => err(422, 'same_password', 'New password should be different from the old password.'),
  signupDisabled: () => err(422, 'signup_disabled', 'Signups not allowed for this instance'),
  otpDisabled: () => err(422, 'otp_disabled', 'Signups not allowed for otp'),
  userAlreadyExists: () => err(422, 'user_already_exists', 'User already registered'),
  /** This app's profiles: the sign-up `data.nickname` is another user's (case and spaces ignored). */
  nicknameTaken: () => err(409, 'nickname_taken', 'Nickname already in use'),
  emailExists: () => err(422, 'email_exists', 'A user with this email address has already been registered'),
  phoneExists: () => err(422, 'phone_exists', 'A user with this phone number has already been registered'),
  noAuthorization: () => err(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => err(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  userNotFound: () => err(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: (status = 403) =>
    err(status, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshTokenNotFound: () => err(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => err(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  /**
   * GoTrue's message, plus the end of the ban when there is one: the sign-in
   * screen shows it in Italian (docs/auth-api.md#suspension). Only callers who
   * proved who they are (password, link, session) get it.
   */
  userBanned: (status = 400, until?: Date | null) =>
    err(status, 'user_banned', until ? `User is banned until ${until.toISOString()}` : 'User is banned'),
  flowStateNotFound: (status = 404) => err(status, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    err(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    err(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  otpExpired: (message = 'Token has expired or is invalid') => err(403, 'otp_expired', message),
  emailLinkExpired: () => err(403, 'otp_expired', 'Email link is invalid or has expired'),
  overEmailSendRateLimit: (seconds: number) =>
    err(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  overSmsSendRateLimit: (seconds: number) =>
    err(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  emailSendCapReached: () => err(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  /** This client address spent its share of the hour's auth emails (docs/auth-api.md#limits). */
  emailClientShareSpent: () => err(429, 'over_email_send_rate_limit', 'Email rate limit exceeded for this client'),
  overRequestRateLimit: () => err(429, 'over_request_rate_limit', 'Request rate limit reached'),
  /** A password change from a session older than AUTH_PASSWORD_REAUTH_AFTER without a nonce (GoTrue's statuses and messages). */
  reauthenticationNeeded: () => err(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () => err(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  reauthenticationNeedsAddress: () =>
    err(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number'),
  emailNotConfirmedFirst: () => err(422, 'email_not_confirmed', 'Please verify your email first.'),
  phoneNotConfirmedFirst: () => err(422, 'phone_not_confirmed', 'Please verify your phone first.'),
  insufficientAal: (status: number, message: string) => err(status, 'insufficient_aal', message),
  mfaFactorNotFound: () => err(404, 'mfa_factor_not_found', 'Factor not found'),
  mfaFactorNameConflict: (name: string) =>
    err(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`),
  tooManyFactors: () =>
    err(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'),
  mfaVerificationFailed: (message: string) => err(422, 'mfa_verification_failed', message),
  mfaVerificationRejected: (seconds: number) =>
    err(429, 'mfa_verification_rejected', `Too many invalid codes: this factor accepts codes again after ${seconds} seconds.`),
  mfaChallengeExpired: (id: string) =>
    err(422, 'mfa_challenge_expired', `MFA challenge ${id} has expired, verify against another challenge or create a new factor.`),
  mfaIpMismatch: () => err(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  mfaFactorTypeDisabled: (type: string) =>
    err(422, `mfa_${type}_enroll_not_enabled`, `MFA enroll is disabled for ${type}`),
  missingRefreshToken: () => new OAuthError(400, 'invalid_request', 'refresh_token required'),
  notFound: () => err(404, 'not_found', 'Not found'),
  // Features switched off, answered as GoTrue answers them when they are off
  // (docs/auth-api.md#switched-off-features).
  anonymousProviderDisabled: () => err(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  samlProviderDisabled: () => err(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  manualLinkingDisabled: () => err(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  web3ProviderDisabled: () => err(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  idTokenProviderDisabled: (issuer: string) =>
    err(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`),
  /** GoTrue's OAuth-shaped refusals of an id_token grant; it answers them all with 400 and "invalid request". */
  idTokenRequest: (description: string) => new OAuthError(400, 'invalid request', description),
  // The operator API (docs/auth-api.md#operator-api).
  notAdmin: () => err(403, 'not_admin', 'User not allowed'),
  invalidPathId: (name: string) => err(404, 'validation_failed', `${name} must be an UUID`),
  adminUserNotFound: (message = 'User not found') => err(404, 'user_not_found', message),
  unexpected: () => err(500, 'unexpected_failure', 'Unexpected failure, please try again later.'),
} as const;
