import { describe, expect, it } from 'vitest';
import {
  ADD_RESTAURANT_CUISINES,
  ALL_CUISINES,
  CUISINE_LABELS,
  CUISINE_SYNONYM_GROUPS,
  IMPORT_CUISINES,
  REVIEW_CUISINES,
  cuisineFromPlaceTypes,
  cuisineLabel,
  expandCuisineTerm,
  isKnownCuisine,
} from './cuisines';

describe('cuisine lists (docs/product.md#cuisines)', () => {
  it('add-restaurant list, in spec order', () => {
    expect(ADD_RESTAURANT_CUISINES.join(', ')).toBe(
      'italian, chinese, japanese, indian, mexican, french, american, mediterranean, thai, international, carne, pesce, sushi, vegan, vegetarian, pizza, panini, piadine, hamburger, aperitivo, pasta, altro',
    );
  });

  it('review list, in spec order', () => {
    expect(REVIEW_CUISINES.join(', ')).toBe(
      'africana, american, altro, aperitivo, araba, carne, cinese, fusion, giapponese, indiana, international, italian, locale, mediterranean, nord-europea, panini, pasta, pasticceria, pesce, pizza, sud-americana, sushi, vegan, vegetarian, vietnamita',
    );
  });

  it('labels every value of every list and nothing else', () => {
    const values = new Set([...ADD_RESTAURANT_CUISINES, ...REVIEW_CUISINES, ...IMPORT_CUISINES]);
    expect(new Set(ALL_CUISINES)).toEqual(values);
    expect(new Set(Object.keys(CUISINE_LABELS))).toEqual(values);
    for (const value of values) expect(CUISINE_LABELS[value]).toMatch(/^\p{Lu}/u);
  });
});

describe('cuisineLabel', () => {
  it('gives Italian labels', () => {
    expect(cuisineLabel('italian')).toBe('Italiana');
    expect(cuisineLabel('chinese')).toBe('Cinese');
    expect(cuisineLabel('cinese')).toBe('Cinese');
    expect(cuisineLabel('japanese')).toBe('Giapponese');
    expect(cuisineLabel('carne')).toBe('Carne');
    expect(cuisineLabel('altro')).toBe('Altro');
    expect(cuisineLabel('nord-europea')).toBe('Nord-europea');
    expect(cuisineLabel('sud-americana')).toBe('Sud-americana');
    expect(cuisineLabel('takeaway')).toBe('Da asporto');
    expect(cuisineLabel('bakery')).toBe('Panetteria');
    expect(cuisineLabel('cafe')).toBe('Caffetteria');
    expect(cuisineLabel('bar')).toBe('Bar');
    expect(cuisineLabel('delivery')).toBe('Consegna a domicilio');
  });

  it('tolerates case and spaces, shows unknown values as they are', () => {
    expect(cuisineLabel(' Italian ')).toBe('Italiana');
    expect(cuisineLabel('Etiope')).toBe('Etiope');
    expect(cuisineLabel('toString')).toBe('toString');
    expect(isKnownCuisine('toString')).toBe(false);
  });
});

describe('CUISINE_SYNONYM_GROUPS (docs/product.md#cuisines)', () => {
  it('lists the spec groups in order', () => {
    expect(CUISINE_SYNONYM_GROUPS.map((g) => `${g.key}: ${g.synonyms.join(', ')}`)).toEqual([
      'sushi: giapponese, japanese, nipponico',
      'carne: steakhouse, grill, barbecue, bbq, bistecca',
      'pizza: pizzeria, napoletana',
      'pasta: italiana, italian',
      'pesce: seafood, mare, marinara',
      'italian: italiana, pasta, italy',
      'american: americana, burger, hamburger',
      'mediterranean: mediterranea, greco',
      'international: internazionale, fusion',
      'panini: sandwich, toast, tramezzino',
      'aperitivo: cocktail, drink, bar',
      'locale: tipico, tradizionale',
    ]);
  });
});

describe('expandCuisineTerm', () => {
  it('expands a key to its group', () => {
    expect(expandCuisineTerm('sushi')).toEqual(['sushi', 'giapponese', 'japanese', 'nipponico']);
  });

  it('expands a synonym to its whole group, case-insensitively', () => {
    expect(expandCuisineTerm('BBQ')).toEqual([
      'bbq',
      'carne',
      'steakhouse',
      'grill',
      'barbecue',
      'bistecca',
    ]);
    expect(expandCuisineTerm(' Pizzeria ')).toEqual(['pizzeria', 'pizza', 'napoletana']);
  });

  it('merges every group the term belongs to', () => {
    expect(expandCuisineTerm('pasta')).toEqual(['pasta', 'italiana', 'italian', 'italy']);
    expect(expandCuisineTerm('italian')).toEqual(['italian', 'pasta', 'italiana', 'italy']);
    expect(expandCuisineTerm('italiana')).toEqual(['italiana', 'pasta', 'italian', 'italy']);
    expect(expandCuisineTerm('hamburger')).toEqual(['hamburger', 'american', 'americana', 'burger']);
  });

  it('keeps a term outside every group, drops a blank one', () => {
    expect(expandCuisineTerm('Thai')).toEqual(['thai']);
    expect(expandCuisineTerm('  ')).toEqual([]);
  });

  it('needs an exact key or synonym', () => {
    expect(expandCuisineTerm('pizz')).toEqual(['pizz']);
  });
});

describe('cuisineFromPlaceTypes (docs/product.md#cuisines)', () => {
  it('maps each place type', () => {
    expect(cuisineFromPlaceTypes(['restaurant'])).toBe('international');
    expect(cuisineFromPlaceTypes(['food'])).toBe('international');
    expect(cuisineFromPlaceTypes(['meal_takeaway'])).toBe('takeaway');
    expect(cuisineFromPlaceTypes(['bakery'])).toBe('bakery');
    expect(cuisineFromPlaceTypes(['cafe'])).toBe('cafe');
    expect(cuisineFromPlaceTypes(['bar'])).toBe('bar');
    expect(cuisineFromPlaceTypes(['night_club'])).toBe('bar');
    expect(cuisineFromPlaceTypes(['meal_delivery'])).toBe('delivery');
  });

  it('falls back to altro', () => {
    expect(cuisineFromPlaceTypes(['point_of_interest', 'establishment'])).toBe('altro');
    expect(cuisineFromPlaceTypes([])).toBe('altro');
    expect(cuisineFromPlaceTypes(undefined)).toBe('altro');
    expect(cuisineFromPlaceTypes(null)).toBe('altro');
    expect(cuisineFromPlaceTypes(['constructor'])).toBe('altro');
  });

  it('lets the first mapped type win', () => {
    expect(cuisineFromPlaceTypes(['cafe', 'food', 'point_of_interest'])).toBe('cafe');
    expect(cuisineFromPlaceTypes(['bar', 'restaurant', 'food'])).toBe('bar');
    expect(cuisineFromPlaceTypes(['restaurant', 'bar'])).toBe('international');
    expect(cuisineFromPlaceTypes(['point_of_interest', 'meal_takeaway', 'restaurant'])).toBe(
      'takeaway',
    );
  });

  it('only produces import cuisines', () => {
    for (const type of ['restaurant', 'bakery', 'cafe', 'bar', 'meal_delivery', 'x']) {
      expect(IMPORT_CUISINES).toContain(cuisineFromPlaceTypes([type]));
    }
  });
});
