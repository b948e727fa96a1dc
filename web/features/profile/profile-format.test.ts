import { describe, expect, it } from 'vitest';
import { memberSinceDate, passwordMatch } from './profile-format';

describe('passwordMatch', () => {
  it('says nothing until the confirmation is typed', () => {
    expect(passwordMatch('segreto', '')).toBeNull();
    expect(passwordMatch('', '')).toBeNull();
  });

  it('tells a match from a mismatch', () => {
    expect(passwordMatch('segreto', 'segreto')).toBe('match');
    expect(passwordMatch('segreto', 'segret')).toBe('mismatch');
    expect(passwordMatch('segreto', 'segreto ')).toBe('mismatch');
  });
});

describe('memberSinceDate', () => {
  it('formats the creation date in it-IT', () => {
    expect(memberSinceDate('2025-03-10T12:00:00.000Z')).toBe('10/03/2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(memberSinceDate('not a date')).toBe('');
  });
});
