import { describe, it as test, expect } from 'vitest';
import type { Catalogue, PracticesCatalogue, SensitivityCatalogue } from './catalogue';
import { it } from './it';
import { practicesMessages } from './it/practices';
import { sensitivityMessages } from './it/sensitivity';

describe('Catalogue type', () => {
  test('the Italian catalogues have the shape every translation must have', () => {
    // Compile-time: `satisfies` fails the typecheck if Catalogue ever drifts from `it`.
    const catalogue = it satisfies Catalogue;
    const practices = practicesMessages satisfies PracticesCatalogue;
    const sensitivity = sensitivityMessages satisfies SensitivityCatalogue;
    expect(catalogue.common.tagline).toBe('Scopri ristoranti sicuri per le tue allergie alimentari');
    expect(typeof practices).toBe('object');
    expect(typeof sensitivity).toBe('object');
  });
});
