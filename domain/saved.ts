// Saved restaurants ('Salva', docs/product.md#saved-venues): the shape of
// /rest/v1/saved and its limit.
import type { z } from 'zod';
import type { savedRestaurantSchema } from './schemas/saved';

/** Restaurants one user can save. */
export const SAVED_MAX = 500;

/** One saved restaurant as GET /rest/v1/saved answers it (its response schema, domain/schemas/saved.ts). */
export type SavedRestaurant = z.infer<typeof savedRestaurantSchema>;
