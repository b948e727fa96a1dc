// The answer of GET /rest/v1/saved (docs/product.md#saved-venues): the
// server's response schema, and through domain/saved.ts the web's type.
import { z } from 'zod';
import { confirmedVenueStatusSchema } from './confirmed-venue-status';
import { incidentAlertSchema } from './incident-alert';
import { restaurantSummaryFields } from './restaurant-summary';

const nullableNumber = z.number().nullable();

export const savedRestaurantSchema = z.object({
  ...restaurantSummaryFields,
  review_count: z.number().int(),
  safety: z.object({ level: z.enum(['safe', 'caution', 'unsafe']).nullable(), score: nullableNumber }),
  distance_km: nullableNumber,
  incident_alert: incidentAlertSchema.nullable(),
  venue_status: confirmedVenueStatusSchema.nullable(),
});
