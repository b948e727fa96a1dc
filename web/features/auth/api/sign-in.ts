import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@domain/schemas/auth';
import { needsSecondFactor } from '@web/lib/auth/assurance';
import { loadAuthClient } from '@web/lib/auth/auth-loader';

export type SignInResult = {
  /** The account has two-step verification: the app asks for its code before anything else. */
  needsSecondFactor: boolean;
};

/** POST /auth/v1/token?grant_type=password; auth-js stores the session and fires SIGNED_IN. */
export async function signIn({ email, password }: SignInInput): Promise<SignInResult> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.signInWithPassword({ email, password });
  if (error) throw error;
  return { needsSecondFactor: await needsSecondFactor() };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
