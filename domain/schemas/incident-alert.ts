// The alert of open reaction reports as the list, the map and the detail answer it (domain IncidentAlert).
import { z } from 'zod';

export const incidentAllergenSchema = z.object({ id: z.string(), name: z.string(), emoji: z.string() });

export const incidentAlertSchema = z.object({
  meal_date: z.string(),
  allergens: z.array(incidentAllergenSchema),
  report_count: z.number().int(),
});
