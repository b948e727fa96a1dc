import { describe, expect, it } from 'vitest';
import {
  addAllergensText,
  allergenCountText,
  removeAllergensText,
  restaurantsCountText,
  reviewedRestaurantsText,
  savedAllergensText,
} from './text';

describe('reviewedRestaurantsText', () => {
  it('singular, plural and zero', () => {
    expect(reviewedRestaurantsText(1)).toBe('Hai recensito 1 locale');
    expect(reviewedRestaurantsText(2)).toBe('Hai recensito 2 locali');
    expect(reviewedRestaurantsText(21)).toBe('Hai recensito 21 locali');
    expect(reviewedRestaurantsText(0)).toBe('Hai recensito 0 locali');
  });
});

describe('savedAllergensText', () => {
  it('singular, plural and zero', () => {
    expect(savedAllergensText(1)).toBe('Hai 1 allergene salvato');
    expect(savedAllergensText(3)).toBe('Hai 3 allergeni salvati');
    expect(savedAllergensText(0)).toBe('Hai 0 allergeni salvati');
  });
});

describe('allergenCountText', () => {
  it('singular, plural and zero', () => {
    expect(allergenCountText(1)).toBe('1 allergene');
    expect(allergenCountText(18)).toBe('18 allergeni');
    expect(allergenCountText(0)).toBe('0 allergeni');
  });
});

describe('restaurantsCountText', () => {
  it('singular, plural and zero', () => {
    expect(restaurantsCountText(1)).toBe('1 locale');
    expect(restaurantsCountText(5)).toBe('5 locali');
    expect(restaurantsCountText(0)).toBe('0 locali');
  });

  it('groups large numbers the Italian way', () => {
    expect(restaurantsCountText(1234)).toBe('1234 locali');
    expect(restaurantsCountText(12345)).toBe('12.345 locali');
  });
});

describe('allergen change confirmation', () => {
  it('counts additions and removals', () => {
    expect(addAllergensText(1)).toBe('AGGIUNGI 1 allergene');
    expect(addAllergensText(2)).toBe('AGGIUNGI 2 allergeni');
    expect(removeAllergensText(1)).toBe('RIMUOVI 1 allergene');
    expect(removeAllergensText(4)).toBe('RIMUOVI 4 allergeni');
  });
});
