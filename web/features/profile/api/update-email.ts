// PUT /auth/v1/user {email}: asks for an email change, which the user confirms
// through a link sent to the new address.
import { useMutation } from '@tanstack/react-query';
import { paths } from '@web/app/paths';
import { authClient } from '@web/lib/auth/auth-client';
import { emailRedirectUrl } from '@web/lib/auth/email-redirect';

export async function updateEmail(email: string): Promise<void> {
  const { error } = await authClient.updateUser({ email }, { emailRedirectTo: emailRedirectUrl(paths.profile) });
  if (error) throw error;
}

export const useUpdateEmail = () => useMutation({ mutationFn: updateEmail });

/** POST /auth/v1/resend {type: 'email_change'}: the change's link again (429 with the seconds left within the send window). */
export async function resendEmailChange(email: string): Promise<void> {
  const { error } = await authClient.resend({ type: 'email_change', email, options: { emailRedirectTo: emailRedirectUrl(paths.profile) } });
  if (error) throw error;
}
