import { paths } from '@web/app/paths';
import { siteUrl } from '@web/lib/api-base';
import { loadAuthClient } from '@web/lib/auth/auth-loader';

/**
 * POST /auth/v1/resend {type: 'signup'}: the confirmation email again, for an
 * account not confirmed yet. The server answers the same for unknown and
 * confirmed addresses, and 429 with the seconds left within its send window.
 */
export async function resendConfirmation(email: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.resend({ type: 'signup', email, options: { emailRedirectTo: siteUrl(paths.auth) } });
  if (error) throw error;
}
