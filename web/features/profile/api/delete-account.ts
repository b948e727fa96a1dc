// DELETE /rest/v1/account {confirmation: 'ELIMINA'}: deletes the account and
// the user's personal data; then this device forgets the (already ended) session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_CONFIRMATION_WORD } from '@domain/schemas/profile';
import { apiFetch } from '@web/lib/api-client';
import { authClient } from '@web/lib/auth/auth-client';

export const deleteAccount = () =>
  apiFetch<void>('/rest/v1/account', {
    method: 'DELETE',
    body: { confirmation: ACCOUNT_DELETION_CONFIRMATION_WORD },
  });

/** Local only: the server has already ended every session of the deleted user. */
async function forgetSession(): Promise<void> {
  try {
    await authClient.signOut({ scope: 'local' });
  } catch (error) {
    console.warn('Local sign-out failed after the account deletion', error);
  }
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // NOTE: storage may be unavailable; auth-js has already dropped the session.
  }
}

/**
 * `onDeleted` runs first (leave the page, say goodbye), then this device
 * forgets the session and every cached query of the old user.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Off the page before the session goes, or the page would send the visitor to /auth.
      await onDeleted();
      await forgetSession();
      queryClient.clear();
    },
  });
}
