// PUT /auth/v1/user {password, nonce?}: sets a new password for the signed-in user.
// A session signed in long ago must send the emailed code as `nonce`
// (400 reauthentication_needed without it; docs/auth-api.md#user-changes).
import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth/auth-client';

export type UpdatePasswordInput = { password: string; nonce?: string };

export async function updatePassword({ password, nonce }: UpdatePasswordInput): Promise<void> {
  const { error } = await authClient.updateUser(nonce ? { password, nonce } : { password });
  if (error) throw error;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
