import { describe, expect, it } from 'vitest';
import {
  sortByItalianName,
  ownAllergensFirst,
  ALLERGEN_CATALOGUE,
  ALLERGEN_NAMES,
  allergenDisplayName,
  findAllergenByName,
  matchAllergenNames,
} from './allergens';

const SPEC_ITALIAN_NAMES: Record<string, string> = {
  Celery: 'Sedano',
  Crustaceans: 'Crostacei',
  Cucumber: 'Cetriolo',
  Eggs: 'Uovo',
  'Fava bean': 'Fava',
  Fish: 'Pesce',
  Garlic: 'Aglio',
  Gluten: 'Glutine',
  Lactose: 'Lattosio',
  Lupin: 'Lupini',
  Milk: 'Latte',
  Molluscs: 'Molluschi',
  Mushrooms: 'Funghi',
  Mustard: 'Senape',
  Nickel: 'Nichel',
  Peanuts: 'Arachidi',
  Rice: 'Riso',
  'Sesame seeds': 'Sesamo',
  Soy: 'Soia',
  Sulphites: 'Solfiti',
  'Tree nuts': 'Frutta a Guscio',
};

describe('ALLERGEN_CATALOGUE', () => {
  it('holds exactly the 18 spec allergens plus Milk, Molluscs and Mustard, in order, with their Italian names', () => {
    expect(ALLERGEN_CATALOGUE).toHaveLength(21);
    expect(ALLERGEN_NAMES).toEqual(Object.keys(SPEC_ITALIAN_NAMES));
    for (const allergen of ALLERGEN_CATALOGUE) {
      expect(allergen.italianName).toBe(SPEC_ITALIAN_NAMES[allergen.name]);
    }
  });

  it('gives every allergen a distinct, non-empty emoji', () => {
    const emojis = ALLERGEN_CATALOGUE.map((a) => a.emoji);
    expect(emojis.every((e) => e.length > 0 && !/[a-z]/i.test(e))).toBe(true);
    expect(new Set(emojis).size).toBe(emojis.length);
  });

  it('is ordered by English name, as the allergens list is', () => {
    expect([...ALLERGEN_NAMES].sort()).toEqual(ALLERGEN_NAMES);
  });
});

describe('allergenDisplayName', () => {
  it('translates every catalogue name', () => {
    for (const [english, italian] of Object.entries(SPEC_ITALIAN_NAMES)) {
      expect(allergenDisplayName(english)).toBe(italian);
    }
  });

  it('tolerates case and spacing differences of stored names', () => {
    expect(allergenDisplayName('tree nuts')).toBe('Frutta a Guscio');
    expect(allergenDisplayName(' Sesame  seeds ')).toBe('Sesamo');
  });

  it('returns unknown names as they are', () => {
    expect(allergenDisplayName('Kiwi')).toBe('Kiwi');
    expect(allergenDisplayName('  Kiwi ')).toBe('  Kiwi ');
    expect(allergenDisplayName('')).toBe('');
  });
});

describe('findAllergenByName', () => {
  it('finds by English or Italian name, case-insensitively', () => {
    expect(findAllergenByName('gluten')).toBe('Gluten');
    expect(findAllergenByName('GLUTINE')).toBe('Gluten');
    expect(findAllergenByName('frutta a guscio')).toBe('Tree nuts');
    expect(findAllergenByName('  Sesamo ')).toBe('Sesame seeds');
    expect(findAllergenByName('Fava bean')).toBe('Fava bean');
  });

  it('ignores accents', () => {
    expect(findAllergenByName('Sòia')).toBe('Soy');
    expect(findAllergenByName('Nìchel')).toBe('Nickel');
  });

  it('needs the whole name', () => {
    expect(findAllergenByName('glut')).toBeUndefined();
    expect(findAllergenByName('Kiwi')).toBeUndefined();
    expect(findAllergenByName('')).toBeUndefined();
  });

  it('finds the three Annex II allergens added to the spec list, Milk apart from Lactose', () => {
    expect(findAllergenByName('Senape')).toBe('Mustard');
    expect(findAllergenByName('molluschi')).toBe('Molluscs');
    expect(findAllergenByName('Latte')).toBe('Milk');
    expect(findAllergenByName('Lattosio')).toBe('Lactose');
    expect(matchAllergenNames('latt')).toEqual(['Lactose', 'Milk']);
  });

  it('resolves "Pesce" (also a cuisine) to the allergen Fish', () => {
    expect(findAllergenByName('pesce')).toBe('Fish');
  });
});

describe('matchAllergenNames', () => {
  it('matches parts of English and Italian names', () => {
    expect(matchAllergenNames('glu')).toEqual(['Gluten']);
    expect(matchAllergenNames('guscio')).toEqual(['Tree nuts']);
    expect(matchAllergenNames('ses')).toEqual(['Sesame seeds']);
  });

  it('returns every match in catalogue order', () => {
    // 'ce': Celery, Crustaceans/Crostacei, Cetriolo (Cucumber), Pesce (Fish), Rice.
    expect(matchAllergenNames('ce')).toEqual(['Celery', 'Crustaceans', 'Cucumber', 'Fish', 'Rice']);
    // 'so': Riso (Rice), Soy/Soia, Solfiti (Sulphites).
    expect(matchAllergenNames('SO')).toEqual(['Rice', 'Soy', 'Sulphites']);
  });

  it('is accent-insensitive and returns nothing for a blank term', () => {
    expect(matchAllergenNames('ARÀCHIDI')).toEqual(['Peanuts']);
    expect(matchAllergenNames('  ')).toEqual([]);
    expect(matchAllergenNames('xyz')).toEqual([]);
  });
});

describe('sortByItalianName', () => {
  it('orders the catalogue by the Italian name shown, not the English one', () => {
    expect(sortByItalianName(ALLERGEN_CATALOGUE).map((allergen) => allergen.italianName)).toEqual([
      'Aglio',
      'Arachidi',
      'Cetriolo',
      'Crostacei',
      'Fava',
      'Frutta a Guscio',
      'Funghi',
      'Glutine',
      'Latte',
      'Lattosio',
      'Lupini',
      'Molluschi',
      'Nichel',
      'Pesce',
      'Riso',
      'Sedano',
      'Senape',
      'Sesamo',
      'Soia',
      'Solfiti',
      'Uovo',
    ]);
  });

  it('places names outside the catalogue by their own name and keeps the other fields', () => {
    const rows = [
      { id: 3, name: 'Eggs' },
      { id: 1, name: 'Zafferano' },
      { id: 2, name: 'Garlic' },
    ];
    expect(sortByItalianName(rows)).toEqual([
      { id: 2, name: 'Garlic' },
      { id: 3, name: 'Eggs' },
      { id: 1, name: 'Zafferano' },
    ]);
    expect(rows.map((row) => row.id)).toEqual([3, 1, 2]);
  });
});

describe('ownAllergensFirst', () => {
  const catalogue = [
    { id: 'a', name: 'Celery' },
    { id: 'b', name: 'Gluten' },
    { id: 'c', name: 'Milk' },
    { id: 'd', name: 'Peanuts' },
  ];

  it("puts the person's allergens first and keeps each part's order", () => {
    expect(ownAllergensFirst(catalogue, ['d', 'b']).map((allergen) => allergen.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('keeps the order when the person has no allergens, and ignores ids outside the list', () => {
    expect(ownAllergensFirst(catalogue, []).map((allergen) => allergen.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(ownAllergensFirst(catalogue, ['z', 'c']).map((allergen) => allergen.id)).toEqual(['c', 'a', 'b', 'd']);
  });
});
