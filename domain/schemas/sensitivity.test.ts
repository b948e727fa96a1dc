import { describe, expect, it } from 'vitest';
import { sensitivityInputSchema } from './sensitivity';

const GLUTEN = '0b8f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const PEANUTS = '1c9e3b5f-2d4e-4f60-9bac-1d2e3f4a5b6c';
const messages = (input: unknown) => sensitivityInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('sensitivityInputSchema', () => {
  it('takes whether to show the levels and one level, or none, per allergen', () => {
    const input = {
      show_on_reviews: true,
      levels: [
        { allergen_id: GLUTEN, level: 'coeliac' },
        { allergen_id: PEANUTS, level: null },
      ],
    };
    expect(sensitivityInputSchema.parse(input)).toEqual(input);
    expect(sensitivityInputSchema.parse({ show_on_reviews: false, levels: [] })).toEqual({ show_on_reviews: false, levels: [] });
  });

  it('refuses the same allergen twice and an unknown level', () => {
    expect(
      messages({
        show_on_reviews: false,
        levels: [
          { allergen_id: GLUTEN, level: 'allergy' },
          { allergen_id: GLUTEN, level: null },
        ],
      }),
    ).toEqual(['Lo stesso allergene compare più volte.']);
    expect(messages({ show_on_reviews: false, levels: [{ allergen_id: GLUTEN, level: 'celiachia' }] })).toEqual(['Dati non validi.']);
    expect(messages({ show_on_reviews: 'sì', levels: [] })).toEqual(['Dati non validi.']);
  });
});
