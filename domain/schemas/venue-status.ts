// Payload of 'Segnala chiusura o cambio gestione'. The date's range depends on
// today, so the server checks it with its own clock (changeDateProblem).
import { z } from 'zod';
import { errorMessages } from '../i18n/it/errors';
import { VENUE_STATUS_CLAIMS } from '../venue-status';

export const venueStatusClaimInputSchema = z.object({
  status: z.enum(VENUE_STATUS_CLAIMS, { error: errorMessages.validation_failed }),
  change_date: z
    .string({ error: errorMessages.invalid_change_date })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type VenueStatusClaimInput = z.infer<typeof venueStatusClaimInputSchema>;
