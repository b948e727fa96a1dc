import { describe, expect, it } from 'vitest';
import { parseSnapshot } from './allergy-card-snapshot';

describe('parseSnapshot', () => {
  it('reads a stored card', () => {
    const snapshot = { userId: 'u1', allergenNames: ['Gluten', 'Peanuts'], savedAt: '2026-11-22T07:00:00.000Z' };
    expect(parseSnapshot(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it.each([null, '', 'not json', '[]', '{"userId":"u1","allergenNames":"Gluten","savedAt":"x"}', '{"userId":"u1","allergenNames":[1],"savedAt":"x"}'])(
    'rejects %s',
    (raw) => {
      expect(parseSnapshot(raw)).toBeNull();
    },
  );
});
