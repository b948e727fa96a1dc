import { describe, expect, it } from 'vitest';
import { SENSITIVITY_LEVELS, isAtLeastAsSensitive, isSensitivityLevel, levelsFor, sensitivityLabel, sensitivityRank } from './sensitivity';

describe('sensitivity levels', () => {
  it('are ordered intolleranza < allergia < celiachia < allergia grave (anafilassi)', () => {
    expect(SENSITIVITY_LEVELS.map(sensitivityLabel)).toEqual(['intolleranza', 'allergia', 'celiachia', 'allergia grave (anafilassi)']);
    expect(SENSITIVITY_LEVELS.map(sensitivityRank)).toEqual([1, 2, 3, 4]);
  });

  it('compares a reviewer with a viewer: at least as sensitive means the same rank or higher', () => {
    expect(isAtLeastAsSensitive('severe_allergy', 'allergy')).toBe(true);
    expect(isAtLeastAsSensitive('allergy', 'allergy')).toBe(true);
    expect(isAtLeastAsSensitive('intolerance', 'allergy')).toBe(false);
    expect(isAtLeastAsSensitive('coeliac', 'allergy')).toBe(true);
    expect(isAtLeastAsSensitive('allergy', 'coeliac')).toBe(false);
    expect(isAtLeastAsSensitive('coeliac', 'severe_allergy')).toBe(false);
  });

  it('counts a viewer without a level as the least sensitive', () => {
    expect(sensitivityRank(null)).toBe(1);
    expect(isAtLeastAsSensitive('intolerance', null)).toBe(true);
  });

  it('offers celiachia for gluten only', () => {
    expect(levelsFor('Gluten')).toEqual(['intolerance', 'allergy', 'coeliac', 'severe_allergy']);
    expect(levelsFor('Peanuts')).toEqual(['intolerance', 'allergy', 'severe_allergy']);
  });

  it('knows its values', () => {
    expect(isSensitivityLevel('coeliac')).toBe(true);
    expect(isSensitivityLevel('celiachia')).toBe(false);
  });
});
