// What the auth forms tell the user when validation refuses them: inline
// messages come from the domain schemas; these pick the toasts of
// docs/product.md#sign-in-and-sign-up
// and the live hint under a password confirmation.
import { it } from '@domain/i18n/it';
import {
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_EMAIL_REQUIRED_MESSAGE,
} from '@domain/schemas/auth-messages';

export type ToastMessage = { title: string; description: string };

/** The part of react-hook-form's `FieldErrors` read here. */
type FormErrors = Partial<Record<string, { message?: string } | undefined>>;

const messageOf = (errors: FormErrors, field: string): string | undefined => errors[field]?.message;

/** Sign in / sign up: 'Password troppo corta' when the password is too short; inline errors cover the rest. */
export function credentialsValidationToast(errors: FormErrors): ToastMessage | null {
  if (messageOf(errors, 'password') === PASSWORD_TOO_SHORT_MESSAGE) {
    return { title: it.auth.passwordTooShortTitle, description: it.auth.passwordTooShort };
  }
  return null;
}

/** New password (reset step 2, recovery on /auth): too short first, then a mismatched confirmation. */
export function newPasswordValidationToast(errors: FormErrors): ToastMessage | null {
  if (messageOf(errors, 'password') === NEW_PASSWORD_TOO_SHORT_MESSAGE) {
    return { title: it.auth.passwordTooShortTitle, description: it.resetPassword.newPasswordTooShort };
  }
  if (messageOf(errors, 'confirmPassword') === PASSWORDS_MISMATCH_MESSAGE) {
    return { title: it.resetPassword.passwordsMismatchTitle, description: it.resetPassword.passwordsMismatch };
  }
  return null;
}

/** Reset request: 'Email richiesta' when the email is empty. */
export function resetEmailValidationToast(errors: FormErrors): ToastMessage | null {
  if (messageOf(errors, 'email') === RESET_EMAIL_REQUIRED_MESSAGE) {
    return { title: it.resetPassword.emailRequiredTitle, description: it.resetPassword.emailRequired };
  }
  return null;
}

export type PasswordMatch = 'match' | 'mismatch';

/** The live hint under a confirmation field; nothing until something is typed there. */
export function passwordMatch(password: string, confirmation: string): PasswordMatch | null {
  if (confirmation === '') return null;
  return password === confirmation ? 'match' : 'mismatch';
}
