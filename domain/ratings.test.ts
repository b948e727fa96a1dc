import { describe, expect, it } from 'vitest';
import {
  allergenIndicationSummary,
  averageRating,
  filledStarCount,
  isStarRating,
  roundAverage,
} from './ratings';

describe('averageRating', () => {
  it('averages present values to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, null, 4, undefined])).toBe(4.5);
    expect(averageRating([1, 2])).toBe(1.5);
  });

  it('is null without values', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([null, undefined])).toBeNull();
  });

  it('rounds half up', () => {
    expect(roundAverage(4.25)).toBe(4.3);
    expect(roundAverage(1.05)).toBe(1.1);
    expect(roundAverage(3.04)).toBe(3);
  });
});

describe('stars', () => {
  it('fills stars up to the floored rating', () => {
    expect(filledStarCount(4.9)).toBe(4);
    expect(filledStarCount(5)).toBe(5);
    expect(filledStarCount(0.5)).toBe(0);
    expect(filledStarCount(7)).toBe(5);
    expect(filledStarCount(null)).toBe(0);
    expect(filledStarCount(undefined)).toBe(0);
    expect(filledStarCount(Number.NaN)).toBe(0);
  });

  it('accepts integers 1 to 5 as star ratings', () => {
    for (const ok of [1, 2, 3, 4, 5]) expect(isStarRating(ok)).toBe(true);
    for (const bad of [0, 6, 2.5, '3', null]) expect(isStarRating(bad)).toBe(false);
  });
});

describe('allergenIndicationSummary', () => {
  it('gives the most voted value with its count out of all reviews', () => {
    expect(allergenIndicationSummary(['yes', 'no', 'yes', null])).toEqual({
      value: 'yes',
      count: 2,
      total: 4,
    });
    expect(allergenIndicationSummary(['no', 'on_request', 'on_request'])).toEqual({
      value: 'on_request',
      count: 2,
      total: 3,
    });
  });

  it('breaks ties towards the least reassuring answer', () => {
    expect(allergenIndicationSummary(['yes', 'no']).value).toBe('no');
    expect(allergenIndicationSummary(['on_request', 'no']).value).toBe('no');
    expect(allergenIndicationSummary(['yes', 'on_request']).value).toBe('on_request');
    expect(allergenIndicationSummary(['yes', 'yes', 'no']).value).toBe('yes');
  });

  it('has no value without indications', () => {
    expect(allergenIndicationSummary([])).toEqual({ value: null, count: 0, total: 0 });
    expect(allergenIndicationSummary([null, 'maybe'])).toEqual({ value: null, count: 0, total: 2 });
  });
});
