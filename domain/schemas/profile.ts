// Profile payloads: the nickname shown on reviews, the personal allergen list
// and the account deletion confirmation.
import { z } from 'zod';

import { LANGUAGES } from '../i18n/language';
import { allergensMessages } from '../i18n/it/allergens';
import { profileMessages } from '../i18n/it/profile';
import { ALLERGEN_SELECTION_MAX, NICKNAME_MAX_LENGTH } from '../limits';
import { codePointLength, hasControlCharacters, uniqueUuidArraySchema, uuidSchema } from './common';

export const NICKNAME_REQUIRED_MESSAGE = profileMessages.nicknameRequired;
export const NICKNAME_TOO_LONG_MESSAGE = profileMessages.nicknameTooLong;
export const NICKNAME_INVALID_CHARACTERS_MESSAGE = profileMessages.nicknameControlCharacters;
export const ALLERGENS_DUPLICATE_MESSAGE = allergensMessages.duplicate;
export const ALLERGENS_TOO_MANY_MESSAGE = allergensMessages.tooMany;

/**
 * Trimmed, 1 to NICKNAME_MAX_LENGTH characters (code points, as the DB's
 * char_length counts them), no control or bidi characters.
 */
export function createNicknameSchema(requiredMessage: string = NICKNAME_REQUIRED_MESSAGE) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine((nickname) => codePointLength(nickname) <= NICKNAME_MAX_LENGTH, NICKNAME_TOO_LONG_MESSAGE)
    .refine((nickname) => !hasControlCharacters(nickname), NICKNAME_INVALID_CHARACTERS_MESSAGE);
}

export const nicknameSchema = createNicknameSchema();

export const updateProfileInputSchema = z.object({
  nickname: nicknameSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** PUT /profile/language: the interface language chosen (#43). */
export const updateLanguageInputSchema = z.object({
  language: z.enum(LANGUAGES),
});
export type UpdateLanguageInput = z.infer<typeof updateLanguageInputSchema>;

/** GET/PUT /profile response. */
export const profileSchema = z.object({
  id: z.guid(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  /** The interface language chosen, null when never chosen. */
  language: z.enum(LANGUAGES).nullable(),
  /** Account creation ('Membro dal'), ISO 8601. */
  created_at: z.iso.datetime({ offset: true }),
  reviewed_restaurant_count: z.number().int().min(0),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The whole new allergen list of the user: the server replaces the old one
 * with it. Duplicates are refused at the array (path ['allergen_ids']) with
 * ALLERGENS_DUPLICATE_MESSAGE; a malformed id fails at its own index.
 */
export const replaceAllergensInputSchema = z.object({
  allergen_ids: uniqueUuidArraySchema({
    max: ALLERGEN_SELECTION_MAX,
    tooManyMessage: ALLERGENS_TOO_MANY_MESSAGE,
    duplicateMessage: ALLERGENS_DUPLICATE_MESSAGE,
  }),
});
export type ReplaceAllergensInput = z.infer<typeof replaceAllergensInputSchema>;

/** GET/PUT /profile/allergens response. */
export const userAllergensSchema = z.object({
  allergen_ids: z.array(uuidSchema),
});
export type UserAllergens = z.infer<typeof userAllergensSchema>;

/** The word typed to confirm deleting the account. */
export const ACCOUNT_DELETION_CONFIRMATION_WORD = 'ELIMINA';

export const deleteAccountInputSchema = z.object({
  confirmation: z
    .string({ error: profileMessages.deleteConfirmMismatch })
    .trim()
    .refine((word) => word === ACCOUNT_DELETION_CONFIRMATION_WORD, profileMessages.deleteConfirmMismatch),
});
