import { describe, expect, it } from 'vitest';
import { foldForMatch } from './fold';

describe('foldForMatch', () => {
  it('lowercases, strips accents and collapses spaces', () => {
    expect(foldForMatch('  Forlì ')).toBe('forli');
    expect(foldForMatch('FRUTTA  a\tGUSCIO')).toBe('frutta a guscio');
    expect(foldForMatch('Perché Così')).toBe('perche cosi');
  });

  it('keeps an empty string empty', () => {
    expect(foldForMatch('')).toBe('');
    expect(foldForMatch('   ')).toBe('');
  });
});
