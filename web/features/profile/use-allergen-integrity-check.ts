// Every ALLERGEN_INTEGRITY_CHECK_MS while signed in, compares the stored
// allergen set with the one the page shows (it may have been changed in another
// tab or on another device) and warns when they differ; the page then shows
// the stored set.
import { useEffect } from 'react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { it } from '@domain/i18n/it';
import { ALLERGEN_INTEGRITY_CHECK_MS } from '@domain/limits';
import { fetchUserAllergens, userAllergensQueryKey } from './api/get-user-allergens';
import { sameAllergenSet } from './allergen-draft';

export function useAllergenIntegrityCheck(userId: string) {
  const queryClient = useQueryClient();
  const savingCount = useIsMutating({ mutationKey: userAllergensQueryKey(userId) });

  useEffect(() => {
    // A save in flight changes the stored set on purpose: no check meanwhile.
    if (savingCount > 0) return;
    const queryKey = userAllergensQueryKey(userId);
    const timer = window.setInterval(() => {
      const before = queryClient.getQueryState(queryKey);
      const shown = queryClient.getQueryData<string[]>(queryKey);
      if (!shown || before?.fetchStatus === 'fetching') return;
      fetchUserAllergens().then(
        (stored) => {
          // The page's own data moved on while we asked (a save, a reload): nothing to compare.
          if (queryClient.getQueryState(queryKey)?.dataUpdatedAt !== before?.dataUpdatedAt) return;
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
