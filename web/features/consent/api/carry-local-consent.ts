// Choices made while signed out are carried to the account at the next
// sign-in (through log-consent, so the consent log has them too) and then
// removed from this browser, which makes the account the one place to look.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/lib/auth/session';
import {
  CONSENT_TYPES,
  hasAnyChoice,
  writeLocalAcceptances,
  type AcceptanceStatus,
} from '@web/lib/consent/acceptances-storage';
import { acceptancesQueryKey } from '@web/lib/consent/get-acceptances';
import { saveConsentToAccount } from '@web/lib/consent/log-consent';
import { useLocalAcceptances } from '@web/lib/consent/use-consent';

async function carry(userId: string, local: AcceptanceStatus, onSaved: (status: AcceptanceStatus) => Promise<void>) {
  for (const type of CONSENT_TYPES) {
    const value = local[type];
    if (value === null) continue;
    await onSaved(await saveConsentToAccount(userId, type, value));
    writeLocalAcceptances({ [type]: null });
  }
}

export function useCarryLocalConsent(): void {
  const { user } = useSession();
  const userId = user?.id;
  const local = useLocalAcceptances();
  const queryClient = useQueryClient();
  const isCarrying = useRef(false);

  useEffect(() => {
    if (!userId || !hasAnyChoice(local) || isCarrying.current) return;
    isCarrying.current = true;
    carry(userId, local, async (status) => {
      // A read of the account started at sign-in, before the carry, would answer
      // "no choice" after it and bring the banner back: it is cancelled first.
      await queryClient.cancelQueries({ queryKey: acceptancesQueryKey(userId) });
      queryClient.setQueryData(acceptancesQueryKey(userId), status);
    })
      .catch((error: unknown) => {
        // The local choice stays and still counts; the next visit tries again.
        console.warn('could not carry local consent choices to the account', error);
      })
      .finally(() => {
        isCarrying.current = false;
      });
  }, [userId, local, queryClient]);
}
