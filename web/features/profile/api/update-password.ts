// PUT /auth/v1/user {password}: sets a new password for the signed-in user.
import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth/auth-client';

export async function updatePassword(password: string): Promise<void> {
  const { error } = await authClient.updateUser({ password });
  if (error) throw error;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
