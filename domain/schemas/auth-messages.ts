// The messages of the auth schemas (auth.ts), apart from them and from zod:
// the web forms' feedback compares errors with them without loading the schemas.
import { authMessages } from '../i18n/it/auth';
import { profileMessages } from '../i18n/it/profile';
import { resetPasswordMessages } from '../i18n/it/reset-password';

export const EMAIL_REQUIRED_MESSAGE = authMessages.emailRequired;
/** The reset screen asks with its own words ('Inserisci il tuo indirizzo email.'). */
export const RESET_EMAIL_REQUIRED_MESSAGE = resetPasswordMessages.emailRequired;
export const EMAIL_INVALID_MESSAGE = authMessages.emailInvalid;
export const PASSWORD_REQUIRED_MESSAGE = authMessages.passwordRequired;
export const PASSWORD_TOO_SHORT_MESSAGE = authMessages.passwordTooShort;
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = resetPasswordMessages.newPasswordTooShort;
export const PROFILE_PASSWORD_TOO_SHORT_MESSAGE = profileMessages.passwordTooShort;
export const PASSWORDS_MISMATCH_MESSAGE = authMessages.passwordsMismatchTitle;
export const PROFILE_PASSWORDS_MISMATCH_MESSAGE = profileMessages.passwordsMismatch;
