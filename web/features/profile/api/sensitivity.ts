// GET and PUT /rest/v1/me/sensitivity: the caller's level for each of their
// allergens and whether they show it on their reviews (health data: only the
// caller reads it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SensitivityInput } from '@domain/schemas/sensitivity';
import type { SensitivitySettings } from '@domain/sensitivity';
import { apiFetch } from '@web/lib/api-client';

const SENSITIVITY_PATH = '/rest/v1/me/sensitivity';

/** Keyed by the allergen set too: the card lists one level per allergen. */
const sensitivityKey = (userId: string, allergenIds: readonly string[] | undefined) =>
  ['profile', userId, 'sensitivity', [...(allergenIds ?? [])].sort().join(',')] as const;

export const useOwnSensitivity = (userId: string, allergenIds: readonly string[] | undefined) =>
  useQuery({
    queryKey: sensitivityKey(userId, allergenIds),
    queryFn: ({ signal }) => apiFetch<SensitivitySettings>(SENSITIVITY_PATH, { signal, cache: 'no-store' }),
    enabled: allergenIds !== undefined,
  });

export function useSaveOwnSensitivity(userId: string, allergenIds: readonly string[] | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SensitivityInput) => apiFetch<SensitivitySettings>(SENSITIVITY_PATH, { method: 'PUT', body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(sensitivityKey(userId, allergenIds), settings);
      // Review cards and 'sensibili quanto me' change with it.
      void queryClient.invalidateQueries({ queryKey: ['restaurants', 'detail'] });
    },
  });
}
