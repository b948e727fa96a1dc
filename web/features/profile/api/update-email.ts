// PUT /auth/v1/user {email}: asks for an email change, which the user confirms
// through a link sent to the new address.
import { useMutation } from '@tanstack/react-query';
import { paths } from '@web/app/paths';
import { siteUrl } from '@web/lib/api-base';
import { authClient } from '@web/lib/auth/auth-client';

export async function updateEmail(email: string): Promise<void> {
  const { error } = await authClient.updateUser({ email }, { emailRedirectTo: siteUrl(paths.profile) });
  if (error) throw error;
}

export const useUpdateEmail = () => useMutation({ mutationFn: updateEmail });
