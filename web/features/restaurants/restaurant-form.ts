// The add and edit forms' schemas, defaults and checks (docs/product.md#add-and-edit-restaurant).
// The payload schemas come from domain/ (the server validates with the same).
import { interfaceLocale } from '@domain/i18n/format';
import { z } from 'zod';
import { ADD_RESTAURANT_CUISINES, cuisineLabel } from '@domain/cuisines';
import {
  CUISINE_INVALID_MESSAGE,
  createRestaurantInputSchema,
  cuisineTypeSchema,
  updateRestaurantInputSchema,
} from '@domain/schemas/restaurants';
import type { EditRestaurantState } from './types';

/**
 * The add form: the API's schema with the cuisine type required, as the spec
 * marks it in the interface.
 */
export const addRestaurantFormSchema = z.object({
  ...createRestaurantInputSchema.shape,
  cuisine_type: cuisineTypeSchema.refine((value) => value != null, CUISINE_INVALID_MESSAGE),
});
export type AddRestaurantFormValues = z.input<typeof addRestaurantFormSchema>;

export const ADD_REQUIRED_FIELDS = ['name', 'address', 'city', 'cuisine_type'] as const;

export const addFormDefaults = (name: string | null): AddRestaurantFormValues => ({
  name: name?.trim() ?? '',
  address: '',
  city: '',
  cuisine_type: '',
  description: '',
  phone: '',
  website: '',
});

/**
 * The edit form sends what updateRestaurantInputSchema gives (blank phone and
 * website as null), and the coordinates only when both are filled: with either
 * one empty the restaurant is saved without them, as the product says, instead
 * of refusing the form (the API itself still refuses half a pair).
 */
export const editRestaurantFormSchema = z
  .object(updateRestaurantInputSchema.shape)
  .transform(({ latitude, longitude, ...rest }) =>
    latitude !== undefined && longitude !== undefined ? { ...rest, latitude, longitude } : rest,
  );

export const EDIT_REQUIRED_FIELDS = ['name', 'address', 'city'] as const;

type EditableRestaurant = EditRestaurantState['restaurant'];

export const editFormDefaults = (restaurant: EditableRestaurant) => ({
  name: restaurant.name,
  address: restaurant.address,
  city: restaurant.city,
  phone: restaurant.phone ?? '',
  website: restaurant.website ?? '',
  latitude: restaurant.latitude === null ? '' : String(restaurant.latitude),
  longitude: restaurant.longitude === null ? '' : String(restaurant.longitude),
});

/** Required fields left blank: they get the 'Campi obbligatori mancanti' toast. */
export function missingRequiredFields<K extends string>(values: Partial<Record<K, unknown>>, fields: readonly K[]): K[] {
  return fields.filter((field) => {
    const value = values[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isNullableNumber = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/**
 * The restaurant the list put in the navigation state, when it is this one and
 * well formed; null otherwise (then the page loads it).
 */
export function restaurantFromEditState(state: unknown, restaurantId: string): EditableRestaurant | null {
  if (typeof state !== 'object' || state === null) return null;
  const restaurant = (state as { restaurant?: unknown }).restaurant;
  if (typeof restaurant !== 'object' || restaurant === null) return null;
  const r = restaurant as Record<string, unknown>;
  const isValid =
    r.id === restaurantId &&
    typeof r.name === 'string' &&
    typeof r.address === 'string' &&
    typeof r.city === 'string' &&
    isNullableString(r.phone) &&
    isNullableString(r.website) &&
    isNullableNumber(r.latitude) &&
    isNullableNumber(r.longitude);
  if (!isValid) return null;
  return {
    id: restaurantId,
    name: r.name as string,
    address: r.address as string,
    city: r.city as string,
    phone: r.phone as string | null,
    website: r.website as string | null,
    latitude: r.latitude as number | null,
    longitude: r.longitude as number | null,
  };
}

/** The add form's cuisine choices, by label in the interface's language, 'Altro' last. */
export function cuisineOptions(): { value: string; label: string }[] {
  return ADD_RESTAURANT_CUISINES.map((value) => ({ value, label: cuisineLabel(value) })).sort((a, b) => {
    if (a.value === 'altro') return 1;
    if (b.value === 'altro') return -1;
    return a.label.localeCompare(b.label, interfaceLocale());
  });
}
