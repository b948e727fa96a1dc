// Review value sets and their Italian labels (docs/product.md#reviews). The words live in
// the message catalogue; this module ties them to the values.
import { reviewsMessages } from './i18n/it/reviews';

export const RATING_VALUES = ['excellent', 'good', 'average', 'poor'] as const;
export type ReviewRating = (typeof RATING_VALUES)[number];

export const RATING_LABELS: Readonly<Record<ReviewRating, string>> = reviewsMessages.ratingLabels;

export const ALLERGEN_INDICATION_VALUES = ['yes', 'on_request', 'no'] as const;
export type AllergenIndication = (typeof ALLERGEN_INDICATION_VALUES)[number];

export const ALLERGEN_INDICATION_LABELS: Readonly<Record<AllergenIndication, string>> = {
  yes: reviewsMessages.allergenIndicationLabels.yes,
  on_request: reviewsMessages.allergenIndicationLabels.on_request,
  no: reviewsMessages.allergenIndicationLabels.no,
};

export const ALLERGEN_INDICATION_UNSPECIFIED_LABEL = reviewsMessages.allergenIndicationLabels.unspecified;

export function isReviewRating(value: unknown): value is ReviewRating {
  return (RATING_VALUES as readonly unknown[]).includes(value);
}

export function isAllergenIndication(value: unknown): value is AllergenIndication {
  return (ALLERGEN_INDICATION_VALUES as readonly unknown[]).includes(value);
}

/** Unknown values are shown as they are, like unknown allergen names. */
export function ratingLabel(rating: string | null | undefined): string {
  if (isReviewRating(rating)) return RATING_LABELS[rating];
  return rating ?? '';
}

export function allergenIndicationLabel(indication: string | null | undefined): string {
  return isAllergenIndication(indication)
    ? ALLERGEN_INDICATION_LABELS[indication]
    : ALLERGEN_INDICATION_UNSPECIFIED_LABEL;
}
