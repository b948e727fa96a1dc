// Restaurant payloads (docs/product.md#add-and-edit-restaurant, #places-search-and-import): add (by hand or by import),
// edit, and the list/search query strings.
import { z } from 'zod';

import { isKnownCuisine } from '../cuisines';
import { PRACTICE_KEYS } from '../practices';
import { practiceKeySchema } from './practices';
import { allergensMessages } from '../i18n/it/allergens';
import { errorMessages } from '../i18n/it/errors';
import { placesMessages } from '../i18n/it/places';
import { restaurantFormMessages } from '../i18n/it/restaurant-form';
import {
  ADDRESS_MAX,
  ALLERGEN_SELECTION_MAX,
  CITY_MAX,
  DESCRIPTION_MAX,
  PHONE_MAX,
  RESTAURANT_LIST_PAGE_MAX,
  RESTAURANT_NAME_MAX,
  RESTAURANT_REVIEWS_SHOWN_MAX,
  RESTAURANT_REVIEWS_STEP,
  SEARCH_TERM_MAX,
  SUGGESTIONS_MIN_CHARS,
  WEBSITE_MAX,
} from '../limits';
import {
  checkCoordinatePair,
  codePointLength,
  optionalCoordinateSchema,
  optionalSearchTermSchema,
  optionalTextSchema,
  requiredTextSchema,
  uuidSchema,
} from './common';

export const NAME_REQUIRED_MESSAGE = restaurantFormMessages.nameRequired;
export const ADDRESS_REQUIRED_MESSAGE = restaurantFormMessages.addressRequired;
export const CITY_REQUIRED_MESSAGE = restaurantFormMessages.cityRequired;
export const CUISINE_INVALID_MESSAGE = restaurantFormMessages.cuisineTypeRequired;
export const WEBSITE_INVALID_MESSAGE = restaurantFormMessages.websiteInvalid;
export const PHONE_INVALID_MESSAGE = restaurantFormMessages.phoneInvalid;
const tooLong = restaurantFormMessages.tooLong;
export const SEARCH_TERM_TOO_LONG_MESSAGE = tooLong(SEARCH_TERM_MAX);

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HAS_HTTP_SCHEME = /^https?:\/\//i;

/**
 * The website as stored: an http(s) URL with a dotted host and no credentials.
 * A bare domain gets 'https://' ('www.trattoria.it'); any other scheme
 * ('javascript:', 'ftp:') is refused. Returns null when not acceptable.
 */
export function normalizeWebsite(input: string): string | null {
  const trimmed = input.trim();
  // '' is refused below: 'https://' has no host.
  if (/\s/.test(trimmed)) return null;
  if (HAS_SCHEME.test(trimmed) && !HAS_HTTP_SCHEME.test(trimmed)) return null;
  const candidate = HAS_HTTP_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  // Stryker disable next-line ConditionalExpression: candidate starts with http:// or https:// (checked or added above), so this holds; kept as the rule the stored value relies on
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  const hasDottedHost = /\.[^.]+$/.test(url.hostname) && !url.hostname.startsWith('.');
  if (!isHttp || !hasDottedHost || url.username !== '' || url.password !== '') return null;
  return candidate;
}

/** '' and null clear the website; absent leaves it alone. */
export const websiteSchema = z
  .string({ error: WEBSITE_INVALID_MESSAGE })
  .trim()
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return value;
    if (value === '') return null;
    const website = normalizeWebsite(value);
    if (website === null) {
      // Stryker disable next-line StringLiteral: nothing reads an issue's code (the API reports its path and message)
      ctx.addIssue({ code: 'custom', message: WEBSITE_INVALID_MESSAGE, input: value });
      return z.NEVER;
    }
    if (codePointLength(website) > WEBSITE_MAX) {
      // Stryker disable next-line StringLiteral: nothing reads an issue's code (the API reports its path and message)
      ctx.addIssue({ code: 'custom', message: tooLong(WEBSITE_MAX), input: value });
      return z.NEVER;
    }
    return website;
  });

/** Any cuisine value of the app's lists (add form, review form, import); blank is none. */
export const cuisineTypeSchema = z
  .string({ error: CUISINE_INVALID_MESSAGE })
  .trim()
  .toLowerCase()
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value == null || isKnownCuisine(value), CUISINE_INVALID_MESSAGE);

const nameSchema = requiredTextSchema({
  max: RESTAURANT_NAME_MAX,
  requiredMessage: NAME_REQUIRED_MESSAGE,
  shouldFoldBreaks: true,
  tooLongMessage: tooLong(RESTAURANT_NAME_MAX),
});
const addressSchema = requiredTextSchema({
  max: ADDRESS_MAX,
  requiredMessage: ADDRESS_REQUIRED_MESSAGE,
  shouldFoldBreaks: true,
  tooLongMessage: tooLong(ADDRESS_MAX),
});
const citySchema = requiredTextSchema({
  max: CITY_MAX,
  requiredMessage: CITY_REQUIRED_MESSAGE,
  shouldFoldBreaks: true,
  tooLongMessage: tooLong(CITY_MAX),
});
const descriptionSchema = optionalTextSchema({
  max: DESCRIPTION_MAX,
  tooLongMessage: tooLong(DESCRIPTION_MAX),
  allowLineBreaks: true,
});
const phoneSchema = optionalTextSchema({
  max: PHONE_MAX,
  tooLongMessage: tooLong(PHONE_MAX),
  invalidMessage: PHONE_INVALID_MESSAGE,
});

const toNull = <T>(value: T | undefined) => value ?? null;

/**
 * Add form and places import (the import also sends the coordinates, and the
 * fixed description). Optional fields come out as null when absent or blank.
 */
export const createRestaurantInputSchema = z
  .object({
    /** Generated by the client, so a retried request returns the stored restaurant instead of a duplicate. */
    id: uuidSchema.optional(),
    name: nameSchema,
    address: addressSchema,
    city: citySchema,
    cuisine_type: cuisineTypeSchema.transform(toNull),
    description: descriptionSchema.transform(toNull),
    phone: phoneSchema.transform(toNull),
    website: websiteSchema.transform(toNull),
    latitude: optionalCoordinateSchema('latitude'),
    longitude: optionalCoordinateSchema('longitude'),
  })
  .superRefine((value, ctx) => checkCoordinatePair(value, ctx));
export type CreateRestaurantInput = z.infer<typeof createRestaurantInputSchema>;

/**
 * Edit form. phone and website: blank or null clears, absent leaves as is.
 * latitude and longitude are updated only when both are given (the spec sends
 * them "only when both are filled"); one without the other is refused.
 */
export const updateRestaurantInputSchema = z
  .object({
    name: nameSchema,
    address: addressSchema,
    city: citySchema,
    phone: phoneSchema,
    website: websiteSchema,
    latitude: optionalCoordinateSchema('latitude'),
    longitude: optionalCoordinateSchema('longitude'),
  })
  .superRefine((value, ctx) => checkCoordinatePair(value, ctx));

/** A whole number from 1 to max in the query string; missing or blank means the default. */
const positiveIntParam = (max: number, defaultValue: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: errorMessages.validation_failed })
      .int(errorMessages.validation_failed)
      .min(1, errorMessages.validation_failed)
      .max(max, errorMessages.validation_failed)
      .default(defaultValue),
  );

const pageSchema = positiveIntParam(RESTAURANT_LIST_PAGE_MAX, 1);

/** ?allergen=Gluten or ?allergen=Gluten&allergen=Soy: always a list of names. */
export const allergenFilterSchema = z
  .union([z.string(), z.array(z.string())], { error: errorMessages.validation_failed })
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  )
  .pipe(
    z
      .array(z.string().max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG_MESSAGE))
      .max(ALLERGEN_SELECTION_MAX, allergensMessages.tooMany),
  );

/** ?practice=fully_gluten_free, repeatable: practices that must be listed (isPracticeListed); an unknown one is a bad request. */
export const practiceFilterSchema = z
  .union([z.string(), z.array(z.string())], { error: errorMessages.validation_failed })
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(practiceKeySchema).max(PRACTICE_KEYS.length, errorMessages.validation_failed));

/** ?show_closed=1 ('Mostra anche chiusi'): closed restaurants are listed too, marked; by default they are left out. */
export const showClosedSchema = z
  .enum(['0', '1'], { error: errorMessages.validation_failed })
  .optional()
  .transform((value) => value === '1');

const searchTerm = () => optionalSearchTermSchema(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG_MESSAGE);

const positionShape = {
  lat: optionalCoordinateSchema('latitude'),
  lng: optionalCoordinateSchema('longitude'),
};
const POSITION_NAMES = { latitude: 'lat', longitude: 'lng' };

/** /restaurants list: filters, free text and the user's position for distance order. */
export const restaurantListQuerySchema = z
  .object({
    page: pageSchema,
    allergen: allergenFilterSchema,
    practice: practiceFilterSchema,
    show_closed: showClosedSchema,
    city: searchTerm(),
    cuisine: searchTerm(),
    restaurant: searchTerm(),
    q: searchTerm(),
    ...positionShape,
  })
  .superRefine((value, ctx) =>
    checkCoordinatePair({ latitude: value.lat, longitude: value.lng }, ctx, POSITION_NAMES),
  );
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;

/** /my-restaurants: same paging and distance order, no filters. */
export const myRestaurantsQuerySchema = z
  .object({ page: pageSchema, ...positionShape })
  .superRefine((value, ctx) =>
    checkCoordinatePair({ latitude: value.lat, longitude: value.lng }, ctx, POSITION_NAMES),
  );
export type MyRestaurantsQuery = z.infer<typeof myRestaurantsQuerySchema>;

/** GET /rest/v1/restaurants/:id?reviews=N: the restaurant with its N newest reviews. */
export const restaurantDetailQuerySchema = z.object({
  reviews: positiveIntParam(RESTAURANT_REVIEWS_SHOWN_MAX, RESTAURANT_REVIEWS_STEP),
});
export type RestaurantDetailQuery = z.infer<typeof restaurantDetailQuerySchema>;

/** Search box suggestions start at SUGGESTIONS_MIN_CHARS characters. */
export const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: placesMessages.minCharacters(SUGGESTIONS_MIN_CHARS) })
    .trim()
    .min(SUGGESTIONS_MIN_CHARS, placesMessages.minCharacters(SUGGESTIONS_MIN_CHARS))
    .max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG_MESSAGE),
});

/**
 * PATCH /restaurants/:id: any subset of the edit form's fields, plus the
 * cuisine (which the review form updates). Absent fields stay as they are;
 * phone, website and cuisine '' or null clear; the coordinates come in pairs.
 */
export const patchRestaurantInputSchema = z
  .object({
    name: nameSchema.optional(),
    address: addressSchema.optional(),
    city: citySchema.optional(),
    cuisine_type: cuisineTypeSchema,
    phone: phoneSchema,
    website: websiteSchema,
    latitude: optionalCoordinateSchema('latitude'),
    longitude: optionalCoordinateSchema('longitude'),
  })
  .superRefine((value, ctx) => checkCoordinatePair(value, ctx));
export type PatchRestaurantInput = z.infer<typeof patchRestaurantInputSchema>;
