import { describe, expect, it } from 'vitest';
import { userDisplayName } from './user-display-name';

describe('userDisplayName', () => {
  it("prefers the profile's nickname, saved after sign-up", () => {
    expect(userDisplayName({ email: 'a@example.it', user_metadata: { nickname: 'AuditUno' } }, ' AuditUnoBis ')).toBe('AuditUnoBis');
    expect(userDisplayName({ email: 'a@example.it', user_metadata: {} }, null)).toBe('a@example.it');
  });

  it('prefers the nickname from the sign-up metadata', () => {
    expect(userDisplayName({ email: 'mario@example.it', user_metadata: { nickname: ' Mario ' } })).toBe('Mario');
  });

  it('falls back to the email, then the phone', () => {
    expect(userDisplayName({ email: 'mario@example.it', user_metadata: { nickname: '  ' } })).toBe('mario@example.it');
    expect(userDisplayName({ email: '', phone: '+393331234567', user_metadata: {} })).toBe('+393331234567');
  });

  it('ignores a nickname that is not a string', () => {
    expect(userDisplayName({ email: 'mario@example.it', user_metadata: { nickname: 42 } })).toBe('mario@example.it');
  });

  it('is null without any of them', () => {
    expect(userDisplayName({ email: null, phone: '', user_metadata: null })).toBeNull();
  });
});
