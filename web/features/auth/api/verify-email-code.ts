import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@web/lib/auth/auth-loader';

export type EmailCodeInput = { email: string; code: string; type: 'signup' | 'recovery' };

/**
 * POST /auth/v1/verify {email, token, type}: the 6-digit code of a
 * confirmation or reset email, typed instead of opening the link. auth-js
 * stores the session and fires SIGNED_IN, or PASSWORD_RECOVERY for a reset.
 */
export async function verifyEmailCode({ email, code, type }: EmailCodeInput): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.verifyOtp({ email, token: code, type });
  if (error) throw error;
}

export const useVerifyEmailCode = () => useMutation({ mutationFn: verifyEmailCode });
