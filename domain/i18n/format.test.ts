import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './format';

describe('formatCount', () => {
  it('groups thousands with a dot from five digits, as Italian does', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(1234567)).toBe('1.234.567');
  });
});

describe('plural', () => {
  it('uses the singular for exactly one only (zero is plural in Italian)', () => {
    expect(plural(1, 'recensione', 'recensioni')).toBe('recensione');
    expect(plural(0, 'recensione', 'recensioni')).toBe('recensioni');
    expect(plural(2, 'recensione', 'recensioni')).toBe('recensioni');
  });
});
