// Italian singular/plural phrases the spec spells out ('locale/locali',
// 'allergene/i salvat{o|i}'). Only 1 is singular: Italian says '0 locali'.
// The sentences themselves live in the message catalogue.
import { formatCount, plural } from './i18n/format';
import { allergensMessages } from './i18n/it/allergens';
import { profileMessages } from './i18n/it/profile';

export function restaurantsCountText(count: number): string {
  return `${formatCount(count)} ${plural(count, 'locale', 'locali')}`;
}

export function allergenCountText(count: number): string {
  return `${formatCount(count)} ${plural(count, 'allergene', 'allergeni')}`;
}

/** Profile, 'I Miei Locali' card. */
export function reviewedRestaurantsText(count: number): string {
  return profileMessages.reviewedCount(count);
}

/** Profile, allergen card status line. */
export function savedAllergensText(count: number): string {
  return allergensMessages.savedCount(count);
}

/** Lines of the allergen save confirmation ('AGGIUNGI N allergene/i'). */
export function addAllergensText(count: number): string {
  return allergensMessages.confirmAdd(count);
}

export function removeAllergensText(count: number): string {
  return allergensMessages.confirmRemove(count);
}
