// Restaurant safety badge (docs/product.md#safety-badge). The server computes the same weighted
// average in SQL, so every score, weight and threshold is exported: change the
// numbers here and nowhere else.
import { restaurantsMessages } from './i18n/it/restaurants';
import type { AllergenIndication, ReviewRating } from './labels';
import { isFiniteNumber } from './numbers';

export const RATING_SCORES: Readonly<Record<ReviewRating, number>> = {
  excellent: 5,
  good: 4,
  average: 3,
  poor: 1,
};
export const RATING_WEIGHT = 1;

export const SUB_RATING_FIELDS = [
  'cleanliness_rating',
  'customer_attention_rating',
  'menu_flexibility_rating',
] as const;
export const SUB_RATING_WEIGHT = 1;

export const ALLERGEN_INDICATION_SCORES: Readonly<Record<AllergenIndication, number>> = {
  yes: 5,
  on_request: 4,
  no: 0,
};
/** Score of a missing or unrecognised allergen indication. */
export const ALLERGEN_INDICATION_OTHER_SCORE = 4;
export const ALLERGEN_INDICATION_WEIGHT = 1.5;

export const SAFETY_SAFE_MIN = 3.8;
export const SAFETY_CAUTION_MIN = 2.8;
/** Decimals of the score shown next to the badge. */
export const SAFETY_SCORE_DECIMALS = 2;

export const SAFETY_LEVELS = ['safe', 'caution', 'unsafe'] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

export const SAFETY_COLOURS: Readonly<Record<SafetyLevel, string>> = {
  safe: 'hsl(112,100%,30%)',
  caution: 'hsl(55,89%,68%)',
  unsafe: 'hsl(14,98%,59%)',
};
/** Below this many different people a badge is marked 'Pochi dati' (docs/product.md#how-much-evidence). */
export const SAFETY_FEW_PEOPLE = 3;
/** 'Per i tuoi allergeni' is safe only when each of the viewer's allergens has reviews of this many people… */
export const PERSONAL_MIN_PEOPLE = 2;
/** …written within this many months. */
export const PERSONAL_RECENT_MONTHS = 24;

/**
 * The community level as list rows, pins and the page show it: never 'safe'
 * next to an open reaction report (the score itself is unchanged).
 */
export function shownCommunityLevel(level: SafetyLevel | null, hasOpenAlert: boolean): SafetyLevel | null {
  return hasOpenAlert && level === 'safe' ? 'caution' : level;
}

/** Whether a badge resting on `people` different people is marked 'Pochi dati'. */
export function isFewPeople(people: number): boolean {
  return people < SAFETY_FEW_PEOPLE;
}

export const SAFETY_NO_DATA_COLOUR = 'hsl(0,0%,60%)';
export const SAFETY_SELECTED_COLOUR = 'hsl(0,0%,82%)';

export const SAFETY_LEVEL_LABELS: Readonly<Record<SafetyLevel, string>> = {
  safe: restaurantsMessages.safetyLevels.safe,
  caution: restaurantsMessages.safetyLevels.caution,
  unsafe: restaurantsMessages.safetyLevels.unsafe,
};
export const SAFETY_NO_DATA_LABEL = restaurantsMessages.safetyLevels.none;

export const MARKER_SIZE = { width: 32, height: 42 } as const;

export type SafetyReviewInput = {
  readonly rating: string | null | undefined;
  readonly cleanliness_rating?: number | null;
  readonly customer_attention_rating?: number | null;
  readonly menu_flexibility_rating?: number | null;
  readonly allergen_indication?: string | null;
};

export type WeightedParts = { sum: number; weight: number };

export type Safety = {
  /** null when the restaurant has no reviews. */
  level: SafetyLevel | null;
  /** Weighted average rounded to SAFETY_SCORE_DECIMALS; null without reviews. */
  score: number | null;
  reviewCount: number;
};

// Guards the thresholds against binary rounding of sum / weight (e.g. 19 / 5):
// far below any difference that real review totals can produce.
const THRESHOLD_EPSILON = 1e-9;

// Maps, so that a value outside the tables (null, undefined, 'toString') simply has no score.
const RATING_SCORE_BY_VALUE = new Map<string | null | undefined, number>(Object.entries(RATING_SCORES));
const ALLERGEN_INDICATION_SCORE_BY_VALUE = new Map<string | null | undefined, number>(
  Object.entries(ALLERGEN_INDICATION_SCORES),
);

function ratingScore(rating: string | null | undefined): number | undefined {
  return RATING_SCORE_BY_VALUE.get(rating);
}

export function allergenIndicationScore(indication: string | null | undefined): number {
  return ALLERGEN_INDICATION_SCORE_BY_VALUE.get(indication) ?? ALLERGEN_INDICATION_OTHER_SCORE;
}

/**
 * One review's contribution. The allergen indication always counts (a missing
 * one scores ALLERGEN_INDICATION_OTHER_SCORE); sub-ratings count only when
 * present; a rating outside RATING_VALUES (the DB forbids it) adds nothing.
 */
export function reviewWeightedParts(review: SafetyReviewInput): WeightedParts {
  let sum = 0;
  let weight = 0;
  const rating = ratingScore(review.rating);
  if (rating !== undefined) {
    // Stryker disable next-line ArithmeticOperator: equivalent while RATING_WEIGHT is 1 (rating / 1 = rating * 1); the weight itself is pinned by a unit test
    sum += rating * RATING_WEIGHT;
    weight += RATING_WEIGHT;
  }
  for (const field of SUB_RATING_FIELDS) {
    const value = review[field];
    if (isFiniteNumber(value)) {
      // Stryker disable next-line ArithmeticOperator: equivalent while SUB_RATING_WEIGHT is 1, as above
      sum += value * SUB_RATING_WEIGHT;
      weight += SUB_RATING_WEIGHT;
    }
  }
  sum += allergenIndicationScore(review.allergen_indication) * ALLERGEN_INDICATION_WEIGHT;
  weight += ALLERGEN_INDICATION_WEIGHT;
  return { sum, weight };
}

export function safetyLevelFromAverage(average: number): SafetyLevel {
  // Stryker disable next-line EqualityOperator: with the epsilon added, > and >= differ only for an average less than 1e-9 below the threshold, which review totals cannot produce
  if (average + THRESHOLD_EPSILON >= SAFETY_SAFE_MIN) return 'safe';
  // Stryker disable next-line EqualityOperator: as above
  if (average + THRESHOLD_EPSILON >= SAFETY_CAUTION_MIN) return 'caution';
  return 'unsafe';
}

function roundScore(value: number): number {
  const factor = 10 ** SAFETY_SCORE_DECIMALS;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/**
 * For totals already summed elsewhere (the SQL query): the level comes from the
 * exact average, the rounded score is for display only.
 */
export function safetyFromTotals(totals: WeightedParts & { reviewCount: number }): Safety {
  if (totals.reviewCount <= 0 || totals.weight <= 0) {
    return { level: null, score: null, reviewCount: Math.max(0, totals.reviewCount) };
  }
  const average = totals.sum / totals.weight;
  return {
    level: safetyLevelFromAverage(average),
    score: roundScore(average),
    reviewCount: totals.reviewCount,
  };
}

/** Weighted sum over weighted count across all the restaurant's reviews. */
export function computeSafety(reviews: readonly SafetyReviewInput[]): Safety {
  let sum = 0;
  let weight = 0;
  for (const review of reviews) {
    const parts = reviewWeightedParts(review);
    sum += parts.sum;
    weight += parts.weight;
  }
  return safetyFromTotals({ sum, weight, reviewCount: reviews.length });
}

/** Marker and badge colour; a selected marker is drawn lighter grey whatever its level. */
export function safetyColour(level: SafetyLevel | null, isSelected = false): string {
  if (isSelected) return SAFETY_SELECTED_COLOUR;
  return level === null ? SAFETY_NO_DATA_COLOUR : SAFETY_COLOURS[level];
}

export function safetyLevelLabel(level: SafetyLevel | null): string {
  return level === null ? SAFETY_NO_DATA_LABEL : SAFETY_LEVEL_LABELS[level];
}
