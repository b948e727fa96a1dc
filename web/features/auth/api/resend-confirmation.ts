import { paths } from '@web/app/paths';
import { loadAuthClient } from '@web/lib/auth/auth-loader';
import { emailRedirectUrl } from '@web/lib/auth/email-redirect';

/**
 * POST /auth/v1/resend {type: 'signup'}: the confirmation email again, for an
 * account not confirmed yet. The server answers the same for unknown and
 * confirmed addresses, and 429 with the seconds left within its send window.
 */
export async function resendConfirmation(email: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.resend({ type: 'signup', email, options: { emailRedirectTo: emailRedirectUrl(paths.auth) } });
  if (error) throw error;
}
