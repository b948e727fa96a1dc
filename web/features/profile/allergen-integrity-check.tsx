// Every ALLERGEN_INTEGRITY_CHECK_MS while signed in, on every page, compares
// the stored allergen set with the one the app holds (it may have been changed
// in another tab or on another device) and warns when they differ; the app
// then holds, and the profile shows, the stored set. The first check of a page
// load that never read the set only remembers it.
import { useEffect } from 'react';
import { useSession } from '@web/lib/auth/session';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { ALLERGEN_INTEGRITY_CHECK_MS } from '@domain/limits';
import { fetchUserAllergens, userAllergensQueryKey } from '@web/lib/user-allergens';
import { sameAllergenSet } from './allergen-draft';

function useAllergenIntegrityCheck(userId: string) {
  const queryClient = useQueryClient();
  const savingCount = useIsMutating({ mutationKey: userAllergensQueryKey(userId) });

  useEffect(() => {
    // A save in flight changes the stored set on purpose: no check meanwhile.
    if (savingCount > 0) return;
    const queryKey = userAllergensQueryKey(userId);
    const timer = window.setInterval(() => {
      const before = queryClient.getQueryState(queryKey);
      const shown = queryClient.getQueryData<string[]>(queryKey);
      if (before?.fetchStatus === 'fetching') return;
      fetchUserAllergens().then(
        (stored) => {
          // The page's own data moved on while we asked (a save, a reload): nothing to compare.
          if (queryClient.getQueryState(queryKey)?.dataUpdatedAt !== before?.dataUpdatedAt) return;
          if (!shown) {
            queryClient.setQueryData(queryKey, stored);
            return;
          }
          if (sameAllergenSet(stored, shown)) return;
          toast.warning(it.allergens.integrityWarningTitle, { description: it.allergens.integrityWarning });
          queryClient.setQueryData(queryKey, stored);
        },
        (error: unknown) => console.warn('Allergen integrity check failed', error),
      );
    }, ALLERGEN_INTEGRITY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [queryClient, userId, savingCount]);
}

/** Runs the check for the signed-in user, whatever the page; mounted once by the app shell. */
export function AllergenIntegrityCheck() {
  const { user } = useSession();
  return user ? <IntegrityCheckFor userId={user.id} /> : null;
}

function IntegrityCheckFor({ userId }: { userId: string }) {
  useAllergenIntegrityCheck(userId);
  return null;
}
