// Review payloads (docs/product.md#reviews).
import { z } from 'zod';

import { REVIEW_CUISINES } from '../cuisines';
import { allergensMessages } from '../i18n/it/allergens';
import { errorMessages } from '../i18n/it/errors';
import { photosMessages } from '../i18n/it/photos';
import { reviewsMessages } from '../i18n/it/reviews';
import { ALLERGEN_INDICATION_VALUES, RATING_VALUES } from '../labels';
import type { AllergenIndication, ReviewRating } from '../labels';
import {
  ALLERGEN_SELECTION_MAX,
  PHOTO_URL_MAX,
  PHOTOS_MAX_PER_REVIEW,
  REVIEW_COMMENT_MAX_LENGTH,
  STAR_RATING_MAX,
  STAR_RATING_MIN,
} from '../limits';
import { optionalTextSchema, uniqueUuidArraySchema, uuidSchema } from './common';

export const RATING_REQUIRED_MESSAGE = reviewsMessages.ratingRequired;
export const CUISINE_REQUIRED_MESSAGE = reviewsMessages.cuisineTypeRequired;
export const STAR_RATING_MESSAGE = reviewsMessages.starsRequired;
export const ALLERGEN_INDICATION_REQUIRED_MESSAGE = reviewsMessages.allergenIndicationRequired;
export const COMMENT_TOO_LONG_MESSAGE = reviewsMessages.commentTooLong(REVIEW_COMMENT_MAX_LENGTH);
export const TOO_MANY_PHOTOS_MESSAGE = photosMessages.tooMany(PHOTOS_MAX_PER_REVIEW);
// Photo URLs come from the upload, never from typing: the generic message is enough.
export const PHOTO_URL_INVALID_MESSAGE = errorMessages.validation_failed;
export const DUPLICATE_PHOTO_MESSAGE = errorMessages.validation_failed;
export const REVIEW_ALLERGENS_DUPLICATE_MESSAGE = allergensMessages.duplicate;

/** docs/product.md#reviews: rating good, star ratings 5, allergen indication yes. */
export const REVIEW_FORM_DEFAULTS: {
  readonly rating: ReviewRating;
  readonly cleanliness_rating: number;
  readonly customer_attention_rating: number;
  readonly menu_flexibility_rating: number;
  readonly allergen_indication: AllergenIndication;
} = {
  rating: 'good',
  cleanliness_rating: STAR_RATING_MAX,
  customer_attention_rating: STAR_RATING_MAX,
  menu_flexibility_rating: STAR_RATING_MAX,
  allergen_indication: 'yes',
};

const starRatingSchema = z
  .number({ error: STAR_RATING_MESSAGE })
  .int(STAR_RATING_MESSAGE)
  .min(STAR_RATING_MIN, STAR_RATING_MESSAGE)
  .max(STAR_RATING_MAX, STAR_RATING_MESSAGE);

/** An uploaded photo: an absolute http(s) URL or a path on this origin ('/storage/v1/...'). */
export function isAcceptablePhotoUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const photoUrlSchema = z
  .string({ error: PHOTO_URL_INVALID_MESSAGE })
  .trim()
  .min(1, { error: PHOTO_URL_INVALID_MESSAGE, abort: true })
  .max(PHOTO_URL_MAX, { error: PHOTO_URL_INVALID_MESSAGE, abort: true })
  .refine(isAcceptablePhotoUrl, PHOTO_URL_INVALID_MESSAGE);

const reviewShape = {
  rating: z.enum(RATING_VALUES, { error: RATING_REQUIRED_MESSAGE }),
  cuisine_type: z.enum(REVIEW_CUISINES, { error: CUISINE_REQUIRED_MESSAGE }),
  cleanliness_rating: starRatingSchema,
  customer_attention_rating: starRatingSchema,
  menu_flexibility_rating: starRatingSchema,
  allergen_indication: z.enum(ALLERGEN_INDICATION_VALUES, {
    error: ALLERGEN_INDICATION_REQUIRED_MESSAGE,
  }),
  comment: optionalTextSchema({
    max: REVIEW_COMMENT_MAX_LENGTH,
    tooLongMessage: COMMENT_TOO_LONG_MESSAGE,
    allowLineBreaks: true,
  }).transform((comment) => comment ?? null),
  /** Allergens the reviewer experienced at the venue; replaces the review's links entirely. */
  allergen_ids: uniqueUuidArraySchema({
    max: ALLERGEN_SELECTION_MAX,
    tooManyMessage: allergensMessages.tooMany,
    duplicateMessage: REVIEW_ALLERGENS_DUPLICATE_MESSAGE,
  }).default([]),
  /**
   * Every photo the review has after saving, in display order; the first
   * becomes photo_url. In an edit this is existing plus new, at most 5.
   */
  photo_urls: z
    .array(photoUrlSchema, { error: PHOTO_URL_INVALID_MESSAGE })
    .max(PHOTOS_MAX_PER_REVIEW, TOO_MANY_PHOTOS_MESSAGE)
    .refine((urls) => new Set(urls).size === urls.length, DUPLICATE_PHOTO_MESSAGE)
    .default([]),
};

export const createReviewInputSchema = z.object({
  restaurant_id: uuidSchema,
  ...reviewShape,
});
export type CreateReviewInput = z.infer<typeof createReviewInputSchema>;
export type CreateReviewFormValues = z.input<typeof createReviewInputSchema>;

/** The review's restaurant never changes, so it is not part of an edit. */
export const updateReviewInputSchema = z.object(reviewShape);
export type UpdateReviewInput = z.infer<typeof updateReviewInputSchema>;
export type UpdateReviewFormValues = z.input<typeof updateReviewInputSchema>;
