import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@domain/schemas/auth';
import { authClient } from '@web/lib/auth/auth-client';

/** POST /auth/v1/token?grant_type=password; auth-js stores the session and fires SIGNED_IN. */
export async function signIn({ email, password }: SignInInput): Promise<void> {
  const { error } = await authClient.signInWithPassword({ email, password });
  if (error) throw error;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
