import { describe, expect, it } from 'vitest';
import { ALLERGEN_NAMES } from './allergens';
import { CARD_LANGUAGES, CARD_TEXTS, cardAllergens, isCardLanguage, italianCardSentence, translatedCardSentence } from './allergy-card';

describe('allergy card texts', () => {
  it('translate every catalogue allergen into every card language, with no empty text', () => {
    for (const language of CARD_LANGUAGES) {
      for (const name of ALLERGEN_NAMES) expect(CARD_TEXTS[language].allergens[name].trim(), `${language} ${name}`).not.toBe('');
      expect(Object.keys(CARD_TEXTS[language].allergens).sort()).toEqual([...ALLERGEN_NAMES].sort());
    }
  });

  it('builds the Italian sentence of the spec and its translations', () => {
    // Given in English order, listed in Italian order.
    const allergens = cardAllergens(['Gluten', 'Peanuts'], 'de');
    expect(allergens.map((a) => a.italian)).toEqual(['Arachidi', 'Glutine']);
    expect(italianCardSentence(allergens)).toBe('Sono allergico a: Arachidi, Glutine. Per favore evitate anche le contaminazioni.');
    expect(translatedCardSentence(allergens, 'de')).toBe(
      'Ich bin allergisch gegen: Erdnüsse, Gluten. Bitte vermeiden Sie auch Kreuzkontaminationen.',
    );
    expect(translatedCardSentence(cardAllergens(['Tree nuts'], 'en'), 'en')).toBe(
      'I am allergic to: Tree nuts. Please also avoid cross-contamination.',
    );
    expect(translatedCardSentence(cardAllergens(['Fish'], 'es'), 'es')).toBe(
      'Soy alérgico a: Pescado. Por favor, eviten también la contaminación cruzada.',
    );
    expect(translatedCardSentence(cardAllergens(['Eggs'], 'fr'), 'fr')).toContain('Œufs');
  });

  it('keeps an allergen outside the catalogue, as it is, and drops duplicates', () => {
    const allergens = cardAllergens(['Kiwi', 'Soy', 'Soy'], 'fr');
    expect(allergens).toEqual([
      { name: 'Kiwi', emoji: null, italian: 'Kiwi', translated: 'Kiwi' },
      { name: 'Soy', emoji: '🫛', italian: 'Soia', translated: 'Soja' },
    ]);
  });

  it('accepts only the four card languages', () => {
    expect(CARD_LANGUAGES.every(isCardLanguage)).toBe(true);
    expect(isCardLanguage('it')).toBe(false);
    expect(isCardLanguage(null)).toBe(false);
  });
});
