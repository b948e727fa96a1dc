// Payload of the profile's 'Frutta a guscio e cereali: quali, esattamente' (PUT /rest/v1/me/allergen-species).
import { z } from 'zod';
import { ALLERGEN_SPECIES, type AllergenSpecies } from '../allergen-species';
import { errorMessages } from '../i18n/it/errors';

export const allergenSpeciesInputSchema = z.object({
  /** The whole choice; an empty list leaves every group whole. */
  species: z
    .array(z.enum(ALLERGEN_SPECIES as [AllergenSpecies, ...AllergenSpecies[]], { error: errorMessages.validation_failed }))
    .max(ALLERGEN_SPECIES.length, errorMessages.validation_failed)
    .refine((species) => new Set(species).size === species.length, errorMessages.validation_failed),
});
export type AllergenSpeciesInput = z.infer<typeof allergenSpeciesInputSchema>;
