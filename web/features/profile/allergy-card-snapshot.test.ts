import { describe, expect, it } from 'vitest';
import { parseSnapshot } from './allergy-card-snapshot';

describe('parseSnapshot', () => {
  it('reads a stored card with its levels', () => {
    const snapshot = {
      userId: 'u1',
      allergens: [
        { name: 'Gluten', level: 'coeliac' },
        { name: 'Peanuts', level: null },
      ],
      savedAt: '2026-11-22T07:00:00.000Z',
    };
    expect(parseSnapshot(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it('reads a copy saved before levels were kept, and an unknown level as none', () => {
    expect(parseSnapshot('{"userId":"u1","allergenNames":["Gluten"],"savedAt":"x"}')).toEqual({
      userId: 'u1',
      allergens: [{ name: 'Gluten', level: null }],
      savedAt: 'x',
    });
    expect(parseSnapshot('{"userId":"u1","allergens":[{"name":"Soy","level":"huge"}],"savedAt":"x"}')?.allergens).toEqual([{ name: 'Soy', level: null }]);
  });

  it('keeps the tree nuts or cereals a group was narrowed to, so the card names them offline', () => {
    const snapshot = {
      userId: 'u1',
      allergens: [
        { name: 'Tree nuts', level: 'severe_allergy', species: ['cashew', 'pistachio'] },
        { name: 'Gluten', level: null },
      ],
      savedAt: 'x',
    };
    expect(parseSnapshot(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(parseSnapshot('{"userId":"u1","allergens":[{"name":"Tree nuts","level":null,"species":["almond",3]}],"savedAt":"x"}')?.allergens).toEqual([
      { name: 'Tree nuts', level: null, species: ['almond'] },
    ]);
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    'null',
    '{"userId":"u1","allergenNames":"Gluten","savedAt":"x"}',
    '{"userId":"u1","allergenNames":[1],"savedAt":"x"}',
    '{"userId":"u1","allergens":[{"level":"allergy"}],"savedAt":"x"}',
    '{"userId":"u1","allergens":[null],"savedAt":"x"}',
    '{"userId":1,"allergens":[],"savedAt":"x"}',
    '{"userId":"u1","allergens":[]}',
  ])('rejects %s', (raw) => {
    expect(parseSnapshot(raw)).toBeNull();
  });
});
