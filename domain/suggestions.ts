// Search box suggestions on the restaurant list (docs/product.md#search-suggestions): from 2
// characters, at most 8, without repeating the same text of the same type.
import { foldForMatch } from './fold';
import { SUGGESTIONS_MAX, SUGGESTIONS_MIN_CHARS } from './limits';

export const SUGGESTION_TYPES = ['city', 'restaurant', 'cuisine', 'allergen'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export type Suggestion = {
  readonly type: SuggestionType;
  /** What the chip and the filter use (for allergens, the English name). */
  readonly text: string;
};

export function canSuggest(term: string): boolean {
  return term.trim().length >= SUGGESTIONS_MIN_CHARS;
}

/**
 * Keeps the first of each (type, text) pair, comparing text without case or
 * accents ('Milano' and 'milano ' are one city), and at most SUGGESTIONS_MAX.
 * Input order is the caller's ranking.
 */
export function mergeSuggestions(suggestions: Iterable<Suggestion>): Suggestion[] {
  const seen = new Set<string>();
  const merged: Suggestion[] = [];
  for (const suggestion of suggestions) {
    const text = suggestion.text.trim();
    const key = `${suggestion.type}:${foldForMatch(text)}`;
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    merged.push({ type: suggestion.type, text });
    if (merged.length === SUGGESTIONS_MAX) break;
  }
  return merged;
}
