// Reaction report payloads (docs/product.md#reaction-reports). The meal date's
// range depends on today, so the server checks it again with its own clock
// (mealDateProblem); here it is checked against the browser's for the form.
import { z } from 'zod';

import { allergensMessages } from '../i18n/it/allergens';
import { incidentsMessages } from '../i18n/it/incidents';
import {
  INCIDENT_DETAILS_MAX,
  INCIDENT_DISHES_MAX,
  INCIDENT_SEVERITIES,
  isCalendarDate,
} from '../incidents';
import { ALLERGEN_SELECTION_MAX } from '../limits';
import { optionalTextSchema, uniqueUuidArraySchema } from './common';

export const incidentInputSchema = z.object({
  allergen_ids: uniqueUuidArraySchema({
    max: ALLERGEN_SELECTION_MAX,
    tooManyMessage: allergensMessages.tooMany,
    duplicateMessage: allergensMessages.duplicate,
  }).min(1, incidentsMessages.allergensRequired),
  severity: z.enum(INCIDENT_SEVERITIES, { error: incidentsMessages.severityRequired }),
  meal_date: z
    .string({ error: incidentsMessages.mealDateInvalid })
    .refine(isCalendarDate, incidentsMessages.mealDateInvalid),
  dishes: optionalTextSchema({
    max: INCIDENT_DISHES_MAX,
    tooLongMessage: incidentsMessages.dishesTooLong(INCIDENT_DISHES_MAX),
  }).transform((text) => text ?? null),
  staff_informed: z.boolean({ error: incidentsMessages.staffInformedRequired }),
  details: optionalTextSchema({
    max: INCIDENT_DETAILS_MAX,
    tooLongMessage: incidentsMessages.detailsTooLong(INCIDENT_DETAILS_MAX),
    allowLineBreaks: true,
  }).transform((text) => text ?? null),
});
export type IncidentInput = z.infer<typeof incidentInputSchema>;
export type IncidentFormValues = z.input<typeof incidentInputSchema>;
