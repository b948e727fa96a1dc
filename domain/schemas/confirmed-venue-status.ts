// The confirmed status as the list, the map, the detail, /saved and the status route answer it.
import { z } from 'zod';
import { VENUE_STATUSES } from '../venue-status';

export const confirmedVenueStatusSchema = z.object({ status: z.enum(VENUE_STATUSES), change_date: z.string().nullable() });
