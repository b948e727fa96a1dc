import { useMutation } from '@tanstack/react-query';
import { paths } from '@web/app/paths';
import { authClient, siteUrl } from '@web/lib/auth/auth-client';

/**
 * POST /auth/v1/recover. The server answers the same for unknown addresses.
 * auth-js stores the PKCE verifier marked '/recovery', which is how the
 * emailed link is later recognised as a recovery.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await authClient.resetPasswordForEmail(email, { redirectTo: siteUrl(paths.resetPassword) });
  if (error) throw error;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
