import { describe, expect, it } from 'vitest';
import { canSuggest, mergeSuggestions } from './suggestions';
import type { Suggestion } from './suggestions';

describe('canSuggest', () => {
  it('starts at 2 characters after trimming', () => {
    expect(canSuggest('m')).toBe(false);
    expect(canSuggest(' m ')).toBe(false);
    expect(canSuggest('mi')).toBe(true);
  });
});

describe('mergeSuggestions', () => {
  it('drops repeats of the same type and text, ignoring case, accents and spaces', () => {
    const suggestions: Suggestion[] = [
      { type: 'city', text: 'Milano' },
      { type: 'city', text: ' milano ' },
      { type: 'restaurant', text: 'Milano' },
      { type: 'city', text: 'Forlì' },
      { type: 'city', text: 'Forli' },
    ];
    expect(mergeSuggestions(suggestions)).toEqual([
      { type: 'city', text: 'Milano' },
      { type: 'restaurant', text: 'Milano' },
      { type: 'city', text: 'Forlì' },
    ]);
  });

  it('keeps at most 8, in input order', () => {
    const many = Array.from({ length: 12 }, (_, i): Suggestion => ({ type: 'restaurant', text: `Locale ${i}` }));
    const merged = mergeSuggestions(many);
    expect(merged).toHaveLength(8);
    expect(merged[0]?.text).toBe('Locale 0');
    expect(merged[7]?.text).toBe('Locale 7');
  });

  it('skips blank texts', () => {
    expect(mergeSuggestions([{ type: 'cuisine', text: '  ' }])).toEqual([]);
  });
});
