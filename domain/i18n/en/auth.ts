import type { Catalogue } from '../catalogue';
/**
 * English screen messages for GoTrue error codes (`error.code` of an
 * AuthApiError), in place of the server's own message.
 */
export const authErrorMessages = {
  invalid_credentials: 'Incorrect email or password.',
  email_not_confirmed: 'You need to confirm your email before signing in.',
  phone_not_confirmed: 'You need to confirm your phone number before signing in.',
  weak_password: 'The password must be at least 6 characters long.',
  same_password: 'The new password must be different from the current one.',
  reauthentication_needed: 'To change your password you need the code we send you by email.',
  reauthentication_not_valid: 'The code is incorrect or has expired: check the latest email or ask for a new one.',
  over_request_rate_limit: 'Too many attempts: try again in a few minutes.',
  over_email_send_rate_limit: 'Too many attempts: try again in a few minutes.',
  over_sms_send_rate_limit: 'Too many attempts: try again in a few minutes.',
  otp_expired: 'The link has expired or is not valid.',
  flow_state_expired: 'The link has expired or is not valid.',
  flow_state_not_found: 'The link has expired or is not valid.',
  bad_code_verifier: 'The link has expired or is not valid.',
  pkce_code_verifier_not_found: 'Open the link in the same browser in which you made the request.',
  otp_disabled: 'Signing in with a link or a code is not enabled.',
  user_already_exists: 'An account with this email already exists.',
  email_exists: 'This email is already registered.',
  nickname_taken: 'This nickname is already taken: choose another one.',
  phone_exists: 'This phone number is already registered.',
  email_address_invalid: 'Invalid email address.',
  email_address_not_authorized: 'We cannot send emails to this address.',
  validation_failed: 'Check the details you entered and try again.',
  bad_json: 'Check the details you entered and try again.',
  session_not_found: 'Your session has expired: sign in again.',
  session_expired: 'Your session has expired: sign in again.',
  refresh_token_not_found: 'Your session has expired: sign in again.',
  refresh_token_already_used: 'Your session has expired: sign in again.',
  bad_jwt: 'Your session is not valid: sign in again.',
  no_authorization: 'You need to sign in.',
  user_not_found: 'User not found.',
  user_banned: 'Your account is suspended.',
  signup_disabled: 'New sign-ups are temporarily closed.',
  email_provider_disabled: 'Signing in with email is not enabled.',
  phone_provider_disabled: 'Signing in with a phone number is not enabled.',
  sms_send_failed: 'The text message could not be sent. Try again.',
  captcha_failed: 'Security check failed. Try again.',
  mfa_verification_failed: 'The verification code is incorrect.',
  mfa_challenge_expired: 'The verification code has expired. Ask for a new one.',
  mfa_factor_not_found: 'Verification method not found.',
  insufficient_aal: 'Complete two-step verification to continue.',
  conflict: 'This conflicts with a recent change: try again.',
  request_timeout: 'The request took too long. Try again.',
  unexpected_failure: 'An unexpected error occurred.',
} satisfies Catalogue['auth']['errorCodes'];

/** English message for a GoTrue error code; unknown or missing codes get the generic one. */
export function authErrorMessage(code: string | null | undefined): string {
  const messages: Readonly<Record<string, string | undefined>> = authErrorMessages;
  return (code ? messages[code] : undefined) ?? authErrorMessages.unexpected_failure;
}

/** `user_banned` when the server says when the suspension ends (date and time already formatted). */
export const userBannedUntilMessage = (date: string, time: string) => `Your account is suspended until ${date} at ${time}.`;
export const userBannedIndefinitelyMessage = 'Your account is suspended indefinitely.';

export const authMessages = {
  signInTitle: (appName: string) => `Sign in to ${appName}`,
  signUpTitle: (appName: string) => `Sign up for ${appName}`,
  signInSubtitle: 'Welcome back! Enter your details.',
  signUpSubtitle: 'Create your account and start discovering the venues that are safe for you.',
  email: 'Email',
  emailPlaceholder: 'name@example.com',
  password: 'Password',
  passwordPlaceholder: 'At least 6 characters',
  nickname: 'Nickname',
  nicknamePlaceholder: 'The name others will see',
  nicknameHint: 'It will be shown on your reviews instead of your real name.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signInButton: 'Sign in',
  signUpButton: 'Sign up',
  signingIn: 'Signing in...',
  signingUp: 'Signing up...',
  changePassword: 'Change Password',
  switchToSignUp: "Don't have an account? Sign up",
  switchToSignIn: 'Already have an account? Sign in',
  verifyingLink: 'Checking the link...',
  // Validation
  emailRequired: 'Enter your email.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Enter the password.',
  nicknameRequired: 'Enter a nickname.',
  nicknameTooLong: (max: number) => `The nickname can be at most ${max} characters long.`,
  passwordTooShortTitle: 'Password too short',
  passwordTooShort: 'The password must be at least 6 characters long.',
  newPasswordTooShort: 'The new password must be at least 6 characters long.',
  passwordsMismatchTitle: 'The passwords do not match',
  passwordsMismatch: 'Check and try again.',
  passwordsMatchHint: 'The passwords match',
  passwordsMismatchHint: 'The passwords do not match',
  noRecoverySessionTitle: 'Invalid or expired link',
  noRecoverySession: 'Open the reset link you received by email to set a new password.',
  // Recovery form (reached from an emailed link)
  recoveryTitle: 'Set a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  saveNewPassword: 'Save new password',
  cancel: 'Cancel',
  // Toasts
  /** The session was ended by a sign-out everywhere or a password reset on another device. */
  sessionEndedElsewhere: 'Your session was ended on another device: sign in again.',
  signInErrorTitle: 'Sign-in error',
  signUpErrorTitle: 'Sign-up error',
  signInSuccessTitle: 'Signed in',
  signInSuccess: (appName: string) => `Welcome to ${appName}`,
  signUpSuccessTitle: 'Sign-up complete',
  signUpSuccess: 'Check your email to confirm your account.',
  unexpectedErrorTitle: 'Error',
  unexpectedError: 'An unexpected error occurred.',
  invalidLinkTitle: 'Invalid link',
  confirmErrorTitle: 'Confirmation error',
  emailConfirmed: 'Email confirmed!',
  /** After a confirmation link opened in another browser: the email is confirmed, but there is no session here. */
  emailConfirmedSignIn: 'You can now sign in with your email and password.',
  verifySuccessTitle: 'Verification successful',
  verifySuccess: 'Set your new password.',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdated: 'You can now sign in with your new password.',
  // The 6-digit code of the emails, typed instead of opening the link
  emailCodeQuestion: 'Did you receive a code?',
  emailCodeLabel: '6-digit code',
  emailCodeHint: 'You will find it in the email, below the link.',
  verifyCode: 'Verify code',
  verifyingCode: 'Verifying...',
  codeInvalid: 'Enter the 6-digit code.',
  codeErrorTitle: 'Invalid code',
  codeExpired: 'The code has expired or is not valid.',
  // The confirmation email: sent again, and its code typed in any tab or device
  resend: 'Send again',
  resending: 'Sending...',
  /** When the next auth email can be asked for ('Send again' waits until then). */
  resendWait: (seconds: number | string) =>
    Number(seconds) === 1 ? 'You can ask for another one in 1 second.' : `You can ask for another one in ${seconds} seconds.`,
  resendSentTitle: 'Email sent',
  resendErrorTitle: 'Email not sent',
  confirmationSentNotice: (email: string) => `We have sent a confirmation email to ${email}: open the link or enter the code.`,
  notConfirmedNotice: (email: string) =>
    `The email ${email} is not confirmed yet: open the link in the confirmation email or have another email sent.`,
  confirmWithCodeQuestion: 'Do you have a confirmation code?',
  confirmWithCodeIntro: 'Enter the email you signed up with and the 6-digit code you received: it works on any device.',
  errorCodes: authErrorMessages,
} satisfies Catalogue['auth'];
