import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_INDICATION_OTHER_SCORE,
  ALLERGEN_INDICATION_SCORES,
  ALLERGEN_INDICATION_WEIGHT,
  MARKER_SIZE,
  PERSONAL_MIN_PEOPLE,
  PERSONAL_RECENT_MONTHS,
  RATING_SCORES,
  RATING_WEIGHT,
  SAFETY_CAUTION_MIN,
  SAFETY_COLOURS,
  SAFETY_FEW_PEOPLE,
  SAFETY_NO_DATA_COLOUR,
  SAFETY_SAFE_MIN,
  SAFETY_SELECTED_COLOUR,
  SUB_RATING_WEIGHT,
  allergenIndicationScore,
  computeSafety,
  isFewPeople,
  reviewWeightedParts,
  safetyColour,
  safetyFromTotals,
  safetyLevelFromAverage,
  safetyLevelLabel,
  shownCommunityLevel,
} from './safety';

describe('constants (docs/product.md#safety-badge)', () => {
  it('scores and weights', () => {
    expect(RATING_SCORES).toEqual({ excellent: 5, good: 4, average: 3, poor: 1 });
    expect(RATING_WEIGHT).toBe(1);
    expect(SUB_RATING_WEIGHT).toBe(1);
    expect(ALLERGEN_INDICATION_SCORES).toEqual({ yes: 5, on_request: 4, no: 0 });
    expect(ALLERGEN_INDICATION_OTHER_SCORE).toBe(4);
    expect(ALLERGEN_INDICATION_WEIGHT).toBe(1.5);
    expect(SAFETY_SAFE_MIN).toBe(3.8);
    expect(SAFETY_CAUTION_MIN).toBe(2.8);
  });

  it('colours and marker', () => {
    expect(SAFETY_COLOURS).toEqual({
      safe: 'hsl(112,100%,30%)',
      caution: 'hsl(55,89%,68%)',
      unsafe: 'hsl(14,98%,59%)',
    });
    expect(MARKER_SIZE).toEqual({ width: 32, height: 42 });
  });
});

describe('reviewWeightedParts', () => {
  it('counts rating, three sub-ratings and the indication', () => {
    expect(
      reviewWeightedParts({
        rating: 'excellent',
        cleanliness_rating: 5,
        customer_attention_rating: 5,
        menu_flexibility_rating: 5,
        allergen_indication: 'yes',
      }),
    ).toEqual({ sum: 27.5, weight: 5.5 });
  });

  it('skips missing sub-ratings (null or undefined)', () => {
    expect(
      reviewWeightedParts({
        rating: 'good',
        cleanliness_rating: 3,
        customer_attention_rating: null,
        allergen_indication: 'yes',
      }),
    ).toEqual({ sum: 4 + 3 + 7.5, weight: 3.5 });
  });

  it('scores every indication value, unknown and missing as 4', () => {
    expect(allergenIndicationScore('yes')).toBe(5);
    expect(allergenIndicationScore('on_request')).toBe(4);
    expect(allergenIndicationScore('no')).toBe(0);
    expect(allergenIndicationScore('maybe')).toBe(4);
    expect(allergenIndicationScore(null)).toBe(4);
    expect(allergenIndicationScore(undefined)).toBe(4);
    expect(allergenIndicationScore('toString')).toBe(4);
    expect(reviewWeightedParts({ rating: 'poor', allergen_indication: 'maybe' })).toEqual({
      sum: 1 + 6,
      weight: 2.5,
    });
    expect(reviewWeightedParts({ rating: 'poor' })).toEqual({ sum: 7, weight: 2.5 });
  });

  it('gives "no" a zero score that still weighs 1.5', () => {
    expect(reviewWeightedParts({ rating: 'excellent', allergen_indication: 'no' })).toEqual({
      sum: 5,
      weight: 2.5,
    });
  });

  it('adds nothing for a rating outside the value set', () => {
    expect(reviewWeightedParts({ rating: 'superb', allergen_indication: 'yes' })).toEqual({
      sum: 7.5,
      weight: 1.5,
    });
    expect(reviewWeightedParts({ rating: null, allergen_indication: 'yes' })).toEqual({
      sum: 7.5,
      weight: 1.5,
    });
  });
});

describe('safetyLevelFromAverage', () => {
  it('applies the thresholds inclusively', () => {
    expect(safetyLevelFromAverage(5)).toBe('safe');
    expect(safetyLevelFromAverage(3.8)).toBe('safe');
    expect(safetyLevelFromAverage(3.7999)).toBe('caution');
    expect(safetyLevelFromAverage(2.8)).toBe('caution');
    expect(safetyLevelFromAverage(2.7999)).toBe('unsafe');
    expect(safetyLevelFromAverage(0)).toBe('unsafe');
  });

  it('is not fooled by binary rounding of the average', () => {
    // 3.8 / 7 added up seven times is 3.7999999999999994 in binary floating point,
    // 2.8 / 11 eleven times is 2.799999999999999: both are the threshold itself.
    const sevenths = Array.from({ length: 7 }, () => 3.8 / 7).reduce((a, b) => a + b, 0);
    const elevenths = Array.from({ length: 11 }, () => 2.8 / 11).reduce((a, b) => a + b, 0);
    expect(sevenths).toBeLessThan(3.8);
    expect(elevenths).toBeLessThan(2.8);
    expect(safetyLevelFromAverage(sevenths)).toBe('safe');
    expect(safetyLevelFromAverage(elevenths)).toBe('caution');
    // The tolerance is far below any real difference: a millionth under still counts as under.
    expect(safetyLevelFromAverage(3.8 - 1e-6)).toBe('caution');
    expect(safetyLevelFromAverage(2.8 - 1e-6)).toBe('unsafe');
  });
});

describe('computeSafety', () => {
  it('has no data without reviews', () => {
    expect(computeSafety([])).toEqual({ level: null, score: null, reviewCount: 0 });
  });

  it('is safe at exactly 3.8', () => {
    // (3 + 7.5) + (1 + 7.5) = 19 over 2.5 + 2.5 = 5
    expect(
      computeSafety([
        { rating: 'average', allergen_indication: 'yes' },
        { rating: 'poor', allergen_indication: 'yes' },
      ]),
    ).toEqual({ level: 'safe', score: 3.8, reviewCount: 2 });
  });

  it('is caution just below 3.8', () => {
    // (4 + 7.5) + (1 + 6) = 18.5 over 5 = 3.7
    expect(
      computeSafety([
        { rating: 'good', allergen_indication: 'yes' },
        { rating: 'poor', allergen_indication: 'on_request' },
      ]),
    ).toEqual({ level: 'caution', score: 3.7, reviewCount: 2 });
  });

  it('is caution at exactly 2.8', () => {
    // (1 + 6) + (1 + 6) = 14 over 5; a null indication scores like on_request
    expect(
      computeSafety([
        { rating: 'poor', allergen_indication: 'on_request' },
        { rating: 'poor', allergen_indication: null },
      ]),
    ).toEqual({ level: 'caution', score: 2.8, reviewCount: 2 });
  });

  it('is unsafe just below 2.8', () => {
    // (3 + 7.5) + (3 + 0) = 13.5 over 5 = 2.7
    expect(
      computeSafety([
        { rating: 'average', allergen_indication: 'yes' },
        { rating: 'average', allergen_indication: 'no' },
      ]),
    ).toEqual({ level: 'unsafe', score: 2.7, reviewCount: 2 });
  });

  it('averages over all reviews, not per review', () => {
    // R1: 5+5+4+7.5 = 21.5 / 4.5; R2: 1+1+1+1+0 = 4 / 5.5; R3: 3+6 = 9 / 2.5
    // 34.5 / 12.5 = 2.76 (a mean of per-review averages would give 2.52)
    expect(
      computeSafety([
        {
          rating: 'excellent',
          cleanliness_rating: 5,
          customer_attention_rating: 4,
          menu_flexibility_rating: null,
          allergen_indication: 'yes',
        },
        {
          rating: 'poor',
          cleanliness_rating: 1,
          customer_attention_rating: 1,
          menu_flexibility_rating: 1,
          allergen_indication: 'no',
        },
        { rating: 'average', allergen_indication: undefined },
      ]),
    ).toEqual({ level: 'unsafe', score: 2.76, reviewCount: 3 });
  });

  it('rounds the score to two decimals', () => {
    // 4 + 3 + 7.5 = 14.5 over 3.5 = 4.142857...
    expect(
      computeSafety([{ rating: 'good', cleanliness_rating: 3, allergen_indication: 'yes' }]).score,
    ).toBe(4.14);
    // 2 reviews: (5+5+5+5+7.5) + (4+4+7.5)=15.5 -> 43 / 9 = 4.777...
    expect(
      computeSafety([
        {
          rating: 'excellent',
          cleanliness_rating: 5,
          customer_attention_rating: 5,
          menu_flexibility_rating: 5,
          allergen_indication: 'yes',
        },
        { rating: 'good', menu_flexibility_rating: 4, allergen_indication: 'yes' },
      ]),
    ).toEqual({ level: 'safe', score: 4.78, reviewCount: 2 });
  });
});

describe('edge inputs', () => {
  it('ignores a sub-rating that is not a finite number', () => {
    const odd = { rating: 'good', allergen_indication: 'yes' } as const;
    expect(reviewWeightedParts({ ...odd, cleanliness_rating: Number.NaN })).toEqual({ sum: 11.5, weight: 2.5 });
    expect(reviewWeightedParts({ ...odd, customer_attention_rating: Number.POSITIVE_INFINITY })).toEqual({ sum: 11.5, weight: 2.5 });
    // A string where the type says number: what a row from an untyped source could carry.
    expect(reviewWeightedParts({ ...odd, menu_flexibility_rating: '4' as unknown as number })).toEqual({ sum: 11.5, weight: 2.5 });
  });

  it('gives no score to an inherited property name used as a rating', () => {
    expect(reviewWeightedParts({ rating: 'toString', allergen_indication: 'yes' })).toEqual({ sum: 7.5, weight: 1.5 });
    expect(reviewWeightedParts({ rating: undefined, allergen_indication: 'no' })).toEqual({ sum: 0, weight: 1.5 });
  });

  it('rounds a score that lies exactly halfway up, as people do, even when binary puts it a hair below', () => {
    // 27.5 + 5 + 11 + 16 = 59.5 over 5.5 + 5.5 + 4.5 + 4.5 = 20: 2.975, shown as 2.98.
    expect(
      computeSafety([
        { rating: 'excellent', cleanliness_rating: 5, customer_attention_rating: 5, menu_flexibility_rating: 5, allergen_indication: 'yes' },
        { rating: 'poor', cleanliness_rating: 2, customer_attention_rating: 1, menu_flexibility_rating: 1, allergen_indication: 'no' },
        { rating: 'good', cleanliness_rating: 4, customer_attention_rating: null, menu_flexibility_rating: 3, allergen_indication: 'no' },
        { rating: 'average', cleanliness_rating: 3, customer_attention_rating: 4, menu_flexibility_rating: null, allergen_indication: null },
      ]),
    ).toEqual({ level: 'caution', score: 2.98, reviewCount: 4 });
    // 25.5 over 20: 1.275, shown as 1.28 (1.275 × 100 is 127.49999999999999
    // in binary, so a plain Math.round would show 1.27).
    expect(safetyFromTotals({ sum: 25.5, weight: 20, reviewCount: 4 })).toEqual({ level: 'unsafe', score: 1.28, reviewCount: 4 });
  });
});

describe('safetyFromTotals', () => {
  it('matches computeSafety for SQL-side totals', () => {
    expect(safetyFromTotals({ sum: 19, weight: 5, reviewCount: 2 })).toEqual({
      level: 'safe',
      score: 3.8,
      reviewCount: 2,
    });
  });

  it('takes the level from the exact average, not the rounded score', () => {
    // 3.796 rounds to 3.8 but is below the threshold
    expect(safetyFromTotals({ sum: 3.796, weight: 1, reviewCount: 1 })).toEqual({
      level: 'caution',
      score: 3.8,
      reviewCount: 1,
    });
  });

  it('has no data without reviews', () => {
    expect(safetyFromTotals({ sum: 0, weight: 0, reviewCount: 0 }).level).toBeNull();
  });

  it('has no data when either the count or the weight is not positive, and never a negative count', () => {
    expect(safetyFromTotals({ sum: 10, weight: 2.5, reviewCount: 0 })).toEqual({ level: null, score: null, reviewCount: 0 });
    expect(safetyFromTotals({ sum: 10, weight: 0, reviewCount: 2 })).toEqual({ level: null, score: null, reviewCount: 2 });
    expect(safetyFromTotals({ sum: 10, weight: -1, reviewCount: 2 })).toEqual({ level: null, score: null, reviewCount: 2 });
    expect(safetyFromTotals({ sum: 10, weight: 2.5, reviewCount: -3 })).toEqual({ level: null, score: null, reviewCount: 0 });
    expect(safetyFromTotals({ sum: 10, weight: 2.5, reviewCount: 1 })).toEqual({ level: 'safe', score: 4, reviewCount: 1 });
  });
});

describe('colours and labels', () => {
  it('colours each level, grey without data, lighter grey when selected', () => {
    expect(safetyColour('safe')).toBe('hsl(112,100%,30%)');
    expect(safetyColour('caution')).toBe('hsl(55,89%,68%)');
    expect(safetyColour('unsafe')).toBe('hsl(14,98%,59%)');
    expect(safetyColour(null)).toBe(SAFETY_NO_DATA_COLOUR);
    expect(safetyColour('safe', true)).toBe(SAFETY_SELECTED_COLOUR);
    expect(safetyColour(null, true)).toBe(SAFETY_SELECTED_COLOUR);
  });

  it('picks greys that are greys, the selected one lighter', () => {
    const lightness = (hsl: string) => Number(/,(\d+)%\)$/.exec(hsl)?.[1]);
    expect(SAFETY_NO_DATA_COLOUR).toMatch(/^hsl\(0,0%,\d+%\)$/);
    expect(SAFETY_SELECTED_COLOUR).toMatch(/^hsl\(0,0%,\d+%\)$/);
    expect(lightness(SAFETY_SELECTED_COLOUR)).toBeGreaterThan(lightness(SAFETY_NO_DATA_COLOUR));
  });

  it('labels levels in Italian', () => {
    expect(safetyLevelLabel('safe')).toBe('Sicuro');
    expect(safetyLevelLabel('caution')).toBe('Attenzione');
    expect(safetyLevelLabel('unsafe')).toBe('Non sicuro');
    expect(safetyLevelLabel(null)).toBe('Nessun dato');
  });
});

describe('evidence and open alerts (docs/product.md#how-much-evidence)', () => {
  it("marks a badge resting on fewer than 3 people 'Pochi dati'", () => {
    expect(isFewPeople(0)).toBe(true);
    expect(isFewPeople(2)).toBe(true);
    expect(isFewPeople(3)).toBe(false);
    expect(SAFETY_FEW_PEOPLE).toBe(3);
    expect(PERSONAL_MIN_PEOPLE).toBe(2);
    expect(PERSONAL_RECENT_MONTHS).toBe(24);
  });

  it('never shows safe next to an open reaction report, and leaves other levels alone', () => {
    expect(shownCommunityLevel('safe', true)).toBe('caution');
    expect(shownCommunityLevel('safe', false)).toBe('safe');
    expect(shownCommunityLevel('unsafe', true)).toBe('unsafe');
    expect(shownCommunityLevel('caution', true)).toBe('caution');
    expect(shownCommunityLevel(null, true)).toBeNull();
  });
});
