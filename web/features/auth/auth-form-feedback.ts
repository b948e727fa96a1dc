// What the auth forms tell the user when validation refuses them: inline
// messages come from the domain schemas; these pick the toasts of
// docs/product.md#sign-in-and-sign-up
// and the live hint under a password confirmation.
import { it } from '@domain/i18n/it';

// The schemas' messages (domain/schemas/auth.ts), read from the catalogue: the
// schemas themselves load with zod only once someone starts on a form (auth-form-validation.ts).
const PASSWORD_TOO_SHORT_MESSAGE = it.auth.passwordTooShort;
const NEW_PASSWORD_TOO_SHORT_MESSAGE = it.resetPassword.newPasswordTooShort;
const PASSWORDS_MISMATCH_MESSAGE = it.auth.passwordsMismatchTitle;
const RESET_EMAIL_REQUIRED_MESSAGE = it.resetPassword.emailRequired;

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
