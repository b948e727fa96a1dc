// Payload of the profile's sensitivity card (PUT /rest/v1/me/sensitivity).
import { z } from 'zod';
import { allergensMessages } from '../i18n/it/allergens';
import { errorMessages } from '../i18n/it/errors';
import { ALLERGEN_SELECTION_MAX } from '../limits';
import { SENSITIVITY_LEVELS } from '../sensitivity';
import { uuidSchema } from './common';

export const sensitivityInputSchema = z.object({
  show_on_reviews: z.boolean({ error: errorMessages.validation_failed }),
  /** One entry per allergen of the caller's list; null clears that level. */
  levels: z
    .array(
      z.object({
        allergen_id: uuidSchema,
        level: z.enum(SENSITIVITY_LEVELS, { error: errorMessages.validation_failed }).nullable(),
      }),
    )
    .max(ALLERGEN_SELECTION_MAX, allergensMessages.tooMany)
    .refine((levels) => new Set(levels.map((entry) => entry.allergen_id)).size === levels.length, allergensMessages.duplicate),
});
export type SensitivityInput = z.infer<typeof sensitivityInputSchema>;
