import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@domain/schemas/auth';
import { paths } from '@web/app/paths';
import { loadAuthClient } from '@web/lib/auth/auth-loader';
import { emailRedirectUrl } from '@web/lib/auth/email-redirect';

export type SignUpResult = {
  /** True only when the server confirms accounts at once and returned a session. */
  isSignedIn: boolean;
};

/**
 * POST /auth/v1/signup with the nickname as user metadata. The confirmation
 * link leads back to /auth, which shows 'Email confermata!'.
 *
 * NOTE: a repeated sign-up of a confirmed address gets the same answer as a
 * new one (GoTrue hides which emails exist), so the screen says the same.
 */
export async function signUp({ email, password, nickname }: SignUpInput): Promise<SignUpResult> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await authClient.signUp({
    email,
    password,
    options: { data: { nickname }, emailRedirectTo: emailRedirectUrl(paths.auth) },
  });
  if (error) throw error;
  return { isSignedIn: data.session !== null };
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
