// One view of the user's consent choices, wherever they are kept: the account
// when signed in, this browser when signed out. Shared by the cookie banner
// and the policy pages.
import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/lib/auth/session';
import {
  NO_CHOICES,
  mergeAcceptances,
  readCookiePreferences,
  readLocalAcceptances,
  subscribeToLocalConsent,
  writeCookiePreferences,
  writeLocalAcceptances,
  type AcceptanceStatus,
  type ConsentType,
  type CookiePreferences,
} from './acceptances-storage';
import { acceptancesQueryKey, useAccountAcceptances } from './get-acceptances';
import { saveConsentToAccount } from './log-consent';

const serverSnapshot = () => NO_CHOICES;
const noPreferences = () => null;

export function useLocalAcceptances(): AcceptanceStatus {
  return useSyncExternalStore(subscribeToLocalConsent, readLocalAcceptances, serverSnapshot);
}

export function useCookiePreferences(): CookiePreferences | null {
  return useSyncExternalStore(subscribeToLocalConsent, readCookiePreferences, noPreferences);
}

export type ConsentState = {
  status: AcceptanceStatus;
  /** True until the signed-in user's saved choices are known. */
  isLoading: boolean;
  userId: string | undefined;
};

export function useConsentState(): ConsentState {
  const { user, loading } = useSession();
  const local = useLocalAcceptances();
  const account = useAccountAcceptances(user?.id);
  if (!user) return { status: local, isLoading: loading, userId: undefined };
  return {
    status: mergeAcceptances(local, account.data),
    // A failed read behaves like "no choice yet" rather than hiding the banner forever.
    isLoading: loading || account.isLoading,
    userId: user.id,
  };
}

export type SaveConsentInput = {
  type: ConsentType;
  value: boolean;
  /** Cookie categories chosen in 'Gestisci preferenze'; otherwise all follow the value. */
  cookiePreferences?: CookiePreferences;
};

/** Saves a choice where it belongs: on the account when signed in, else in this browser. */
export function useSaveConsent() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const mutationFn = useCallback(
    async ({ type, value, cookiePreferences }: SaveConsentInput) => {
      if (userId) {
        const saved = await saveConsentToAccount(userId, type, value);
        queryClient.setQueryData(acceptancesQueryKey(userId), saved);
      }
      if (type === 'cookies') {
        writeCookiePreferences(cookiePreferences ?? { analytics: value, marketing: value });
      }
      // Signed in, this explicit choice supersedes one waiting to be carried to the account.
      writeLocalAcceptances({ [type]: userId ? null : value });
    },
    [queryClient, userId],
  );
  return useMutation({ mutationFn });
}
