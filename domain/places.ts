// Places search and import helpers (docs/product.md#places-search-and-import).
import { PLACES_MIN_CHARS } from './limits';

/**
 * Description stored on restaurants created by a places import: stored data,
 * so always these Italian words, whatever the interface's language (the
 * catalogue's texts turn English in the English interface, and an English
 * description would escape the marker below and show to every reader).
 */
export const IMPORTED_RESTAURANT_DESCRIPTION = 'Importato da Google Places';
/** The detail page hides a description containing this (spec wording). */
export const IMPORTED_DESCRIPTION_MARKER = 'importato da Google Places';

/**
 * Case-insensitive: the stored text starts with a capital 'I' while the spec's
 * marker does not, and the marker must hide the stored text.
 */
export function isImportedDescription(description: string | null | undefined): boolean {
  return description?.toLowerCase().includes(IMPORTED_DESCRIPTION_MARKER.toLowerCase()) ?? false;
}

/** The trimmed query, or null when it is too short to search (results are emptied). */
export function placesSearchQuery(input: string): string | null {
  const trimmed = input.trim();
  return trimmed.length >= PLACES_MIN_CHARS ? trimmed : null;
}

/** Price level as repeated euro signs: 2 -> '€€'; nothing for 0 (free) or unknown. */
export function priceLevelText(priceLevel: number | null | undefined): string {
  const level = priceLevel ?? 0;
  if (!Number.isInteger(level) || level < 1) return '';
  return '€'.repeat(Math.min(level, 4));
}
