import type { SensitivityCatalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

const reviewCount = (count: number) => `${formatCount(count)} ${plural(count, 'review', 'reviews')}`;

export const sensitivityMessages = {
  // The same words as the allergy card's English block (domain/allergy-card.ts).
  levels: {
    intolerance: 'intolerance',
    allergy: 'allergy',
    coeliac: 'coeliac disease',
    severe_allergy: 'severe allergy (anaphylaxis)',
  },
  // Profile
  cardTitle: 'How sensitive you are',
  cardHint: 'For each of your allergens, the level. This is health data: it stays private until you choose to show it.',
  levelLabel: (allergen: string) => `Level for ${allergen}`,
  notSet: 'Not given',
  showOnReviews: 'Show my level on my reviews',
  noAllergens: 'Add your allergens first: you can then give the level of each one.',
  save: 'Save levels',
  saving: 'Saving...',
  saved: 'Levels saved',
  saveFailed: 'The levels could not be saved.',
  loadFailed: 'The levels could not be loaded.',
  // Review card
  reviewerLevel: (allergen: string, level: string) => `${allergen}: ${level}`,
  reviewerLevelsLabel: 'Level of the reviewer',
  // Restaurant page
  onlyAsSensitive: 'reviews by people as sensitive as me',
  onlyAsSensitiveCount: (count: number) => `Only reviews by people as sensitive as me (${formatCount(count)})`,
  asSensitiveEmpty: 'No reviews by people as sensitive as you, for now.',
  personalFromAsSensitive: (count: number) =>
    `${reviewCount(count)} by people as sensitive as you`,
  // Errors
  levelNotAllowed: 'This level does not apply to this allergen.',
  notYourAllergen: 'You can give the level only of your own allergens.',
} satisfies SensitivityCatalogue;
