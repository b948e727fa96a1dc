// PUT /rest/v1/profile/allergens {allergen_ids}: replaces the whole set in one
// server transaction. On failure the set is reloaded from the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAllergens } from '@domain/schemas/profile';
import { apiFetch } from '@web/lib/api-client';
import { USER_ALLERGENS_PATH, userAllergensQueryKey } from '@web/lib/user-allergens';

export const replaceUserAllergens = async (allergenIds: readonly string[]): Promise<string[]> =>
  (await apiFetch<UserAllergens>(USER_ALLERGENS_PATH, { method: 'PUT', body: { allergen_ids: allergenIds } }))
    .allergen_ids;

export function useReplaceUserAllergens(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = userAllergensQueryKey(userId);
  return useMutation({
    // Keyed like the set's query, so the integrity check can see a save in flight.
    mutationKey: queryKey,
    mutationFn: replaceUserAllergens,
    onSuccess: (allergenIds) => queryClient.setQueryData(queryKey, allergenIds),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
