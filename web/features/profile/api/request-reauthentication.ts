// GET /auth/v1/reauthenticate: emails the signed-in user the code (nonce) that
// a password change from a session signed in long ago needs.
import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth/auth-client';

export async function requestReauthentication(): Promise<void> {
  const { error } = await authClient.reauthenticate();
  if (error) throw error;
}

export const useRequestReauthentication = () => useMutation({ mutationFn: requestReauthentication });
