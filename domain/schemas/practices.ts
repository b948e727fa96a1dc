// Payloads of practices ('Cosa fa il locale') and of the review form's practice checkboxes.
import { z } from 'zod';
import { errorMessages } from '../i18n/it/errors';
import { PRACTICE_KEYS, PRACTICE_STANCES } from '../practices';

export const practiceKeySchema = z.enum(PRACTICE_KEYS, { error: errorMessages.validation_failed });

export const practiceStanceInputSchema = z.object({
  stance: z.enum(PRACTICE_STANCES, { error: errorMessages.validation_failed }),
});

/** Practices seen on the visit a review tells of: each counts as the author's confirmation. */
export const reviewPracticesSchema = z
  .array(practiceKeySchema, { error: errorMessages.validation_failed })
  .max(PRACTICE_KEYS.length, errorMessages.validation_failed)
  .refine((keys) => new Set(keys).size === keys.length, errorMessages.validation_failed);

/**
 * A moderator's verification of AIC membership or '100% senza glutine': the
 * source and the day ('YYYY-MM-DD'). Their rules (practiceVerificationProblem)
 * answer their own codes, so the shape alone is checked here.
 */
export const practiceVerificationInputSchema = z.object({
  source: z.string({ error: errorMessages.practice_verification_source_invalid }).max(5000, errorMessages.practice_verification_source_invalid),
  verified_on: z.string({ error: errorMessages.practice_verification_date_invalid }).max(10, errorMessages.practice_verification_date_invalid),
});
export type PracticeVerificationInput = z.infer<typeof practiceVerificationInputSchema>;
