import { describe, expect, it } from 'vitest';
import { mapBoundsQuerySchema } from './map';

const MILAN = { south: '45.4', north: '45.5', west: '9.1', east: '9.3' };

describe('mapBoundsQuerySchema', () => {
  it('reads the bounds as numbers and `mine` as a boolean', () => {
    expect(mapBoundsQuerySchema.parse({ ...MILAN, mine: 'true' })).toMatchObject({
      south: 45.4,
      north: 45.5,
      west: 9.1,
      east: 9.3,
      mine: true,
    });
    expect(mapBoundsQuerySchema.parse({ ...MILAN, mine: 'false' }).mine).toBe(false);
    expect(mapBoundsQuerySchema.parse(MILAN).mine).toBe(false);
  });

  it('accepts the extreme latitudes and longitudes, and a box across the antimeridian', () => {
    expect(mapBoundsQuerySchema.safeParse({ south: '-90', north: '90', west: '-180', east: '180' }).success).toBe(true);
    expect(mapBoundsQuerySchema.parse({ south: '-25', north: '-10', west: '170', east: '-165' })).toMatchObject({ west: 170, east: -165 });
  });

  it('refuses coordinates outside the globe, a south above the north, and anything not a number', () => {
    for (const bad of [
      { ...MILAN, south: '-90.01' },
      { ...MILAN, north: '90.01' },
      { ...MILAN, west: '-180.01' },
      { ...MILAN, east: '180.01' },
      { ...MILAN, south: '45.6' },
      { ...MILAN, east: 'Infinity' },
      { ...MILAN, west: 'abc' },
      { ...MILAN, mine: 'yes' },
    ]) {
      const result = mapBoundsQuerySchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Dati non validi.');
    }
    expect(mapBoundsQuerySchema.safeParse({ ...MILAN, south: '45.5' }).success).toBe(true);
  });
});
