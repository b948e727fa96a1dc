import { describe, expect, it } from 'vitest';
import { groupOfSpecies } from './allergen-species';

describe('the group a species narrows', () => {
  it('puts the eight nuts of Annex II item 8 under tree nuts and the six cereals under gluten', () => {
    for (const nut of ['almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'brazil_nut', 'pistachio', 'macadamia'] as const) expect(groupOfSpecies(nut)).toBe('Tree nuts');
    for (const cereal of ['wheat', 'rye', 'barley', 'oats', 'spelt', 'kamut'] as const) expect(groupOfSpecies(cereal)).toBe('Gluten');
  });
});
