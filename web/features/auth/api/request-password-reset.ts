import { useMutation } from '@tanstack/react-query';
import { paths } from '@web/app/paths';
import { loadAuthClient } from '@web/lib/auth/auth-loader';
import { emailRedirectUrl } from '@web/lib/auth/email-redirect';
import { CODE_VERIFIER_KEY } from '@web/lib/auth/storage-key';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * POST /auth/v1/recover. The server answers the same for unknown addresses.
 * auth-js stores a new PKCE verifier marked '/recovery' before it asks; when
 * the server refuses ('Invia di nuovo' within the resend window), no new email
 * exists, so the verifier of the email already in the inbox is put back: a
 * GET /verify link of that email still finds its verifier here.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const previousVerifier = readStorage(CODE_VERIFIER_KEY);
  const { error } = await authClient.resetPasswordForEmail(email, { redirectTo: emailRedirectUrl(paths.resetPassword) });
  if (error) {
    try {
      if (previousVerifier === null) window.localStorage.removeItem(CODE_VERIFIER_KEY);
      else window.localStorage.setItem(CODE_VERIFIER_KEY, previousVerifier);
    } catch {
      // NOTE: storage unavailable: auth-js kept its verifier in memory, and the emails' token-hash links need none.
    }
    throw error;
  }
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
