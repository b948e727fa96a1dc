import { describe, expect, it } from 'vitest';
import {
  initialResetPasswordState,
  resetPasswordReducer,
  type ResetPasswordEvent,
  type ResetPasswordState,
} from './reset-password-machine';

const run = (events: ResetPasswordEvent[], from: ResetPasswordState = initialResetPasswordState) =>
  events.reduce(resetPasswordReducer, from);

describe('resetPasswordReducer', () => {
  it('starts by asking for the email', () => {
    expect(initialResetPasswordState).toEqual({ step: 'ask-email', email: '' });
  });

  it('walks the happy path: ask-email -> email-sent -> recovery-ready -> saved', () => {
    const sent = run([{ type: 'email-sent', email: 'mario@example.it' }]);
    expect(sent).toEqual({ step: 'email-sent', email: 'mario@example.it' });
    const ready = resetPasswordReducer(sent, { type: 'recovery-verified' });
    expect(ready).toEqual({ step: 'recovery-ready' });
    expect(resetPasswordReducer(ready, { type: 'password-saved' })).toEqual({ step: 'saved' });
  });

  it('stays on email-sent when the email is sent again', () => {
    expect(run([{ type: 'email-sent', email: 'a@example.it' }, { type: 'email-sent', email: 'a@example.it' }])).toEqual({
      step: 'email-sent',
      email: 'a@example.it',
    });
  });

  it('reaches recovery-ready straight from the emailed link', () => {
    expect(run([{ type: 'recovery-verified' }])).toEqual({ step: 'recovery-ready' });
  });

  it('goes back to asking for the email when the recovery session is lost', () => {
    expect(run([{ type: 'recovery-verified' }, { type: 'recovery-lost' }])).toEqual(initialResetPasswordState);
  });

  it('ignores a lost recovery session before one existed', () => {
    const sent: ResetPasswordState = { step: 'email-sent', email: 'a@example.it' };
    expect(resetPasswordReducer(sent, { type: 'recovery-lost' })).toBe(sent);
    expect(resetPasswordReducer(initialResetPasswordState, { type: 'recovery-lost' })).toBe(initialResetPasswordState);
  });

  it('saves only from recovery-ready', () => {
    expect(resetPasswordReducer(initialResetPasswordState, { type: 'password-saved' })).toBe(initialResetPasswordState);
    const sent: ResetPasswordState = { step: 'email-sent', email: 'a@example.it' };
    expect(resetPasswordReducer(sent, { type: 'password-saved' })).toBe(sent);
  });

  it('keeps the new-password form when another reset email is sent meanwhile', () => {
    const ready: ResetPasswordState = { step: 'recovery-ready' };
    expect(resetPasswordReducer(ready, { type: 'email-sent', email: 'a@example.it' })).toBe(ready);
    expect(resetPasswordReducer(ready, { type: 'recovery-verified' })).toBe(ready);
  });

  it('is final once saved: the sign-out that follows changes nothing', () => {
    const saved: ResetPasswordState = { step: 'saved' };
    const events: ResetPasswordEvent[] = [
      { type: 'recovery-lost' },
      { type: 'recovery-verified' },
      { type: 'email-sent', email: 'a@example.it' },
      { type: 'password-saved' },
    ];
    for (const event of events) expect(resetPasswordReducer(saved, event)).toBe(saved);
  });
});
