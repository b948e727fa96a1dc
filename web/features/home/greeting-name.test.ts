import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it("prefers the profile's nickname, saved after sign-up, to the sign-up metadata", () => {
    expect(greetingName({ email: 'a@example.it', user_metadata: { nickname: 'AuditUno' } }, 'AuditUnoBis')).toBe('AuditUnoBis');
    expect(greetingName({ email: 'a@example.it', user_metadata: { nickname: 'AuditUno' } }, '  ')).toBe('AuditUno');
    expect(greetingName({ email: 'a@example.it', user_metadata: { nickname: 'AuditUno' } }, null)).toBe('AuditUno');
  });

  it('uses the nickname from the user metadata', () => {
    expect(greetingName({ email: 'giulia.rossi@example.it', user_metadata: { nickname: 'Giuli' } })).toBe('Giuli');
  });

  it('trims the nickname', () => {
    expect(greetingName({ email: 'g@example.it', user_metadata: { nickname: '  Giuli ' } })).toBe('Giuli');
  });

  it('falls back to the part of the email before the @ without a nickname', () => {
    expect(greetingName({ email: 'giulia.rossi@example.it', user_metadata: {} })).toBe('giulia.rossi');
    expect(greetingName({ email: 'giulia.rossi@example.it' })).toBe('giulia.rossi');
    expect(greetingName({ email: 'giulia.rossi@example.it', user_metadata: null })).toBe('giulia.rossi');
  });

  it('ignores a blank or non-string nickname', () => {
    expect(greetingName({ email: 'marco@example.it', user_metadata: { nickname: '   ' } })).toBe('marco');
    expect(greetingName({ email: 'marco@example.it', user_metadata: { nickname: 42 } })).toBe('marco');
  });

  it('keeps a quoted local part that holds an @', () => {
    expect(greetingName({ email: '"a@b"@example.it' })).toBe('"a@b"');
  });

  it('returns null with neither nickname nor email', () => {
    expect(greetingName({})).toBeNull();
    expect(greetingName({ email: null, user_metadata: { nickname: '' } })).toBeNull();
    expect(greetingName({ email: '@example.it' })).toBeNull();
  });
});
