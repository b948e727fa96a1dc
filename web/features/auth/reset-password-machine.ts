// /reset-password as a state machine (docs/product.md#password-reset):
// ask-email -> email-sent -> recovery-ready -> saved.
// recovery-ready is entered only with a valid session from an emailed link;
// saved is final (the page signs out everywhere and leaves for /auth).

export type ResetPasswordState =
  | { step: 'ask-email'; email: string }
  | { step: 'email-sent'; email: string }
  | { step: 'recovery-ready' }
  | { step: 'saved' };

export type ResetPasswordEvent =
  /** The reset email was accepted by the server (first send or 'Invia di nuovo'). */
  | { type: 'email-sent'; email: string }
  /** A recovery link turned into a session (or one is already active). */
  | { type: 'recovery-verified' }
  /** The recovery session is gone (signed out, expired) or the link was refused. */
  | { type: 'recovery-lost' }
  /** The new password was saved. */
  | { type: 'password-saved' };

export const initialResetPasswordState: ResetPasswordState = { step: 'ask-email', email: '' };

export function resetPasswordReducer(state: ResetPasswordState, event: ResetPasswordEvent): ResetPasswordState {
  if (state.step === 'saved') return state;
  switch (event.type) {
    case 'email-sent':
      return state.step === 'recovery-ready' ? state : { step: 'email-sent', email: event.email };
    case 'recovery-verified':
      return state.step === 'recovery-ready' ? state : { step: 'recovery-ready' };
    case 'recovery-lost':
      return state.step === 'recovery-ready' ? initialResetPasswordState : state;
    case 'password-saved':
      return state.step === 'recovery-ready' ? { step: 'saved' } : state;
  }
}
