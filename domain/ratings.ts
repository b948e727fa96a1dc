// Per-restaurant rating summaries shown on the detail page and the map (docs/product.md#ratings).
import type { AllergenIndication } from './labels';
import { AVERAGE_RATING_DECIMALS, STAR_RATING_MAX, STAR_RATING_MIN } from './limits';
import { isFiniteNumber, isInteger } from './numbers';

export function roundAverage(value: number): number {
  const factor = 10 ** AVERAGE_RATING_DECIMALS;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Mean of the present values, rounded to one decimal; null when none is present. */
export function averageRating(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter(isFiniteNumber);
  if (present.length === 0) return null;
  return roundAverage(present.reduce((total, v) => total + v, 0) / present.length);
}

/** Stars drawn filled out of five: the rating floored (4.9 fills four). */
export function filledStarCount(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || Number.isNaN(rating)) return 0;
  return Math.min(STAR_RATING_MAX, Math.max(0, Math.floor(rating)));
}

export function isStarRating(value: unknown): value is number {
  return isInteger(value) && value >= STAR_RATING_MIN && value <= STAR_RATING_MAX;
}

export type AllergenIndicationSummary = {
  /** The most voted value; null when no review gives one. */
  value: AllergenIndication | null;
  count: number;
  /** All reviews, including those without an indication. */
  total: number;
};

/**
 * Order in which a tie between indications is resolved: the least reassuring
 * first. Showing 'SI' when as many reviewers answered 'NO' would tell an
 * allergic diner to relax on half the evidence.
 */
export const INDICATION_TIE_ORDER: readonly AllergenIndication[] = ['no', 'on_request', 'yes'];

/** Most voted indication; ties go to the least reassuring value (INDICATION_TIE_ORDER). */
export function allergenIndicationSummary(
  indications: readonly (string | null | undefined)[],
): AllergenIndicationSummary {
  // Every value is tallied; only the three known ones are read back below.
  const counts = new Map<string | null | undefined, number>();
  for (const indication of indications) counts.set(indication, (counts.get(indication) ?? 0) + 1);
  let value: AllergenIndication | null = null;
  let count = 0;
  for (const candidate of INDICATION_TIE_ORDER) {
    const candidateCount = counts.get(candidate) ?? 0;
    if (candidateCount > count) {
      value = candidate;
      count = candidateCount;
    }
  }
  return { value, count, total: indications.length };
}
