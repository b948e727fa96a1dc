// Sign-in, sign-up and password forms (docs/product.md#sign-in-and-sign-up, #password-reset). The spec's messages
// differ per screen on purpose; all come from the message catalogue.
import { z } from 'zod';

import { authMessages } from '../i18n/it/auth';
import { restaurantFormMessages } from '../i18n/it/restaurant-form';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PROFILE_PASSWORDS_MISMATCH_MESSAGE,
  PROFILE_PASSWORD_TOO_SHORT_MESSAGE,
  RESET_EMAIL_REQUIRED_MESSAGE,
} from './auth-messages';
import { createNicknameSchema } from './profile';

// The messages live apart from zod (auth-messages.ts); they stay importable from here.
export * from './auth-messages';

const TOO_LONG_MESSAGE = restaurantFormMessages.tooLong;

/** Trimmed and lowercased, as accounts are stored. */
export function createEmailSchema(requiredMessage: string = EMAIL_REQUIRED_MESSAGE) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: TOO_LONG_MESSAGE(EMAIL_MAX_LENGTH), abort: true })
    .check(z.email({ error: EMAIL_INVALID_MESSAGE }));
}

export const emailSchema = createEmailSchema();

/** Never trimmed: spaces are part of a password. */
export function passwordSchema(tooShortMessage: string = PASSWORD_TOO_SHORT_MESSAGE) {
  return z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE, abort: true })
    .min(PASSWORD_MIN_LENGTH, tooShortMessage)
    .max(PASSWORD_MAX_LENGTH, TOO_LONG_MESSAGE(PASSWORD_MAX_LENGTH));
}

export const signInInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema(),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema(),
  nickname: createNicknameSchema(authMessages.nicknameRequired),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** /reset-password step 1. */
export const resetPasswordRequestInputSchema = z.object({
  email: createEmailSchema(RESET_EMAIL_REQUIRED_MESSAGE),
});
export type ResetPasswordRequestInput = z.infer<typeof resetPasswordRequestInputSchema>;

/** Email change on /profile (confirmed through the new address). */
export const changeEmailInputSchema = z.object({
  email: emailSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** A 6-digit one-time code (emails, authenticator apps); spaces typed between the digits are dropped. */
export const otpCodeInputSchema = z.object({
  code: z
    .string({ error: authMessages.codeInvalid })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, authMessages.codeInvalid)),
});
export type OtpCodeInput = z.infer<typeof otpCodeInputSchema>;

/** A confirmation code typed in a tab that did not sign up: the address it was sent to, and the code. */
export const emailCodeInputSchema = otpCodeInputSchema.extend({ email: emailSchema });
export type EmailCodeInput = z.infer<typeof emailCodeInputSchema>;

function passwordWithConfirmationSchema(tooShortMessage: string, mismatchMessage: string) {
  return z
    .object({
      password: passwordSchema(tooShortMessage),
      confirmPassword: z.string({ error: PASSWORD_REQUIRED_MESSAGE }),
    })
    .refine((value) => value.password === value.confirmPassword, {
      error: mismatchMessage,
      path: ['confirmPassword'],
    });
}

/** /reset-password step 2 and the recovery form on /auth. */
export const newPasswordInputSchema = passwordWithConfirmationSchema(
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
);
export type NewPasswordInput = z.infer<typeof newPasswordInputSchema>;

/** Password change on /profile, with the profile's own wording. */
export const profilePasswordInputSchema = passwordWithConfirmationSchema(
  PROFILE_PASSWORD_TOO_SHORT_MESSAGE,
  PROFILE_PASSWORDS_MISMATCH_MESSAGE,
);
export type ProfilePasswordInput = z.infer<typeof profilePasswordInputSchema>;
