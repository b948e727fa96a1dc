import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_INDICATION_VALUES,
  RATING_VALUES,
  allergenIndicationLabel,
  isAllergenIndication,
  isReviewRating,
  ratingLabel,
} from './labels';

describe('value sets', () => {
  it('lists the spec values', () => {
    expect(RATING_VALUES).toEqual(['excellent', 'good', 'average', 'poor']);
    expect(ALLERGEN_INDICATION_VALUES).toEqual(['yes', 'on_request', 'no']);
  });

  it('recognises members only', () => {
    expect(isReviewRating('good')).toBe(true);
    expect(isReviewRating('Good')).toBe(false);
    expect(isReviewRating(null)).toBe(false);
    expect(isAllergenIndication('on_request')).toBe(true);
    expect(isAllergenIndication('maybe')).toBe(false);
    expect(isAllergenIndication(undefined)).toBe(false);
  });
});

describe('ratingLabel', () => {
  it('gives the spec labels', () => {
    expect(ratingLabel('excellent')).toBe('Eccellente');
    expect(ratingLabel('good')).toBe('Buono');
    expect(ratingLabel('average')).toBe('Nella media');
    expect(ratingLabel('poor')).toBe('Scarso');
  });

  it('shows unknown values as they are', () => {
    expect(ratingLabel('superb')).toBe('superb');
    expect(ratingLabel(null)).toBe('');
  });
});

describe('allergenIndicationLabel', () => {
  it('gives the spec labels', () => {
    expect(allergenIndicationLabel('yes')).toBe('SI');
    expect(allergenIndicationLabel('no')).toBe('NO');
    expect(allergenIndicationLabel('on_request')).toBe('A richiesta');
  });

  it("says 'Non specificato' for anything else", () => {
    expect(allergenIndicationLabel(null)).toBe('Non specificato');
    expect(allergenIndicationLabel(undefined)).toBe('Non specificato');
    expect(allergenIndicationLabel('')).toBe('Non specificato');
    expect(allergenIndicationLabel('YES')).toBe('Non specificato');
  });
});
