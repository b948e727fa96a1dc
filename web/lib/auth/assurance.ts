import { loadAuthClient } from './auth-loader';

/**
 * Whether the stored session still owes its second factor: signed in with the
 * password only (aal1) by an account with a verified factor (next level aal2).
 * auth-js reads both from the stored session, without a request.
 */
export async function needsSecondFactor(): Promise<boolean> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await authClient.mfa.getAuthenticatorAssuranceLevel();
  if (error) return false;
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}
