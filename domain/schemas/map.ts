// The map's query string (docs/product.md#map, #map-text-search): the visible bounds, the text
// search and allergen filters, and "only the venues I reviewed".
import { z } from 'zod';
import { errorMessages } from '../i18n/it/errors';
import { SEARCH_TERM_MAX } from '../limits';
import { optionalSearchTermSchema } from './common';
import { allergenFilterSchema, SEARCH_TERM_TOO_LONG_MESSAGE, showClosedSchema } from './restaurants';

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: errorMessages.validation_failed })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, errorMessages.validation_failed);

/**
 * `west` greater than `east` is a box across the antimeridian. The client
 * wraps longitudes into −180…180 (Leaflet's can run past them).
 */
export const mapBoundsQuerySchema = z
  .object({
    south: coordinate(-90, 90),
    north: coordinate(-90, 90),
    west: coordinate(-180, 180),
    east: coordinate(-180, 180),
    q: optionalSearchTermSchema(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG_MESSAGE),
    allergen: allergenFilterSchema,
    show_closed: showClosedSchema,
    mine: z
      .enum(['true', 'false'], { error: errorMessages.validation_failed })
      .optional()
      .transform((value) => value === 'true'),
  })
  .refine((value) => value.south <= value.north, { message: errorMessages.validation_failed, path: ['south'] });
export type MapBoundsQuery = z.infer<typeof mapBoundsQuerySchema>;
