// How sensitive a diner is to each of their allergens (docs/product.md#reviewer-sensitivity):
// health data, private unless its owner chooses to show it on their reviews.
// The levels are ordered, so a viewer can read only reviews from people at
// least as sensitive as they are to the same allergen.
import { sensitivityMessages } from './i18n/it/sensitivity';

/** From least to most sensitive; the order is the comparison. */
export const SENSITIVITY_LEVELS = ['intolerance', 'allergy', 'coeliac', 'severe_allergy'] as const;
export type SensitivityLevel = (typeof SENSITIVITY_LEVELS)[number];

/** Coeliac disease is a condition of gluten only. */
export const COELIAC_ALLERGEN = 'Gluten';

export const isSensitivityLevel = (value: unknown): value is SensitivityLevel =>
  (SENSITIVITY_LEVELS as readonly unknown[]).includes(value);

/** 1 (intolleranza) … 4 (allergia grave); a viewer who set no level counts as the least sensitive. */
export function sensitivityRank(level: SensitivityLevel | null): number {
  return level === null ? 1 : SENSITIVITY_LEVELS.indexOf(level) + 1;
}

/**
 * Whether a reviewer with `reviewer` is at least as sensitive as a viewer
 * with `viewer` to the same allergen. Coeliac disease ranks above a plain
 * allergy (traces matter) and below anaphylaxis.
 */
export function isAtLeastAsSensitive(reviewer: SensitivityLevel, viewer: SensitivityLevel | null): boolean {
  return sensitivityRank(reviewer) >= sensitivityRank(viewer);
}

/** The levels a person may choose for this allergen (English catalogue name). */
export function levelsFor(allergenName: string): SensitivityLevel[] {
  return SENSITIVITY_LEVELS.filter((level) => level !== 'coeliac' || allergenName === COELIAC_ALLERGEN);
}

export function sensitivityLabel(level: SensitivityLevel): string {
  return sensitivityMessages.levels[level];
}

/** A reviewer's level for one allergen their review is tagged with (shown only when they share it). */
export type ReviewerLevel = { allergen: string; level: SensitivityLevel };

/** The caller's own settings (GET /rest/v1/me/sensitivity). */
export type SensitivitySettings = {
  show_on_reviews: boolean;
  levels: { allergen_id: string; allergen: string; level: SensitivityLevel | null }[];
};

/** What the restaurant page learns about sensitivity (GET /rest/v1/restaurants/:id/sensitivity). */
export type RestaurantSensitivity = {
  /** Reviews from people at least as sensitive as the viewer to one of the viewer's allergens. */
  as_sensitive_count: number;
  /** Shared levels of the reviewers, for the allergens each review is tagged with. */
  reviewer_levels: { review_id: string; levels: ReviewerLevel[] }[];
};
