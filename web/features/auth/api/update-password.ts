import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@web/lib/auth/auth-loader';
import { isPasswordRecoveryActive, setPasswordRecovery } from '@web/lib/auth/password-recovery';

/** Setting a new password needs the session of a recovery link; without one it is refused. */
export class NoRecoverySessionError extends Error {
  constructor() {
    super('No password-recovery session');
    this.name = 'NoRecoverySessionError';
  }
}

/** PUT /auth/v1/user {password} with the recovery session (the server ends the user's other sessions). */
export async function updatePassword(password: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { data } = await authClient.getSession();
  if (!data.session || !isPasswordRecoveryActive()) throw new NoRecoverySessionError();
  const { error } = await authClient.updateUser({ password });
  if (error) throw error;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });

/**
 * After a new password: end every session of the user, this one included, so
 * the next step is a sign-in with the new password. Failures are logged only:
 * auth-js drops the local session whenever the server could be reached.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    const { authClient } = await loadAuthClient();
    const { error } = await authClient.signOut({ scope: 'global' });
    if (error) console.warn('Global sign-out failed', error);
  } catch (error) {
    console.warn('Global sign-out failed', error);
  }
  // After the sign-out (which clears it too): cleared first, the screen would
  // briefly see a signed-in user outside recovery and leave for '/'.
  setPasswordRecovery(false);
}

/** 'Annulla' on the recovery form: leave the recovery session on this device only. */
export async function cancelRecovery(): Promise<void> {
  try {
    const { authClient } = await loadAuthClient();
    await authClient.signOut({ scope: 'local' });
  } catch (error) {
    console.warn('Sign-out failed', error);
  }
  setPasswordRecovery(false);
}
