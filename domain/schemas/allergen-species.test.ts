import { describe, expect, it } from 'vitest';
import { allergenSpeciesInputSchema } from './allergen-species';

describe('the species a profile narrows tree nuts and cereals to', () => {
  it('takes the Annex II species, or none', () => {
    expect(allergenSpeciesInputSchema.parse({ species: ['almond', 'wheat'] })).toEqual({ species: ['almond', 'wheat'] });
    expect(allergenSpeciesInputSchema.parse({ species: [] })).toEqual({ species: [] });
  });

  it('refuses a name outside the list and one named twice, with the Italian validation message', () => {
    for (const species of [['coconut'], ['almond', 'almond']]) {
      const result = allergenSpeciesInputSchema.safeParse({ species });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Dati non validi.');
    }
  });
});
