// GET and PUT /rest/v1/me/allergen-species: the tree nuts and gluten cereals
// the signed-in user narrowed their groups to (health data: only they read it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllergenSpeciesSettings } from '@domain/allergen-species';
import type { AllergenSpeciesInput } from '@domain/schemas/allergen-species';
import { apiFetch } from '@web/lib/api-client';

const SPECIES_PATH = '/rest/v1/me/allergen-species';

/** Keyed by the allergen set too: a group leaving the list takes its species along. */
const speciesKey = (userId: string, allergenIds: readonly string[] | undefined) =>
  ['profile', userId, 'allergen-species', [...(allergenIds ?? [])].sort().join(',')] as const;

export const useOwnAllergenSpecies = (userId: string, allergenIds: readonly string[] | undefined) =>
  useQuery({
    queryKey: speciesKey(userId, allergenIds),
    queryFn: ({ signal }) => apiFetch<AllergenSpeciesSettings>(SPECIES_PATH, { signal, cache: 'no-store' }),
    enabled: allergenIds !== undefined,
  });

export function useSaveOwnAllergenSpecies(userId: string, allergenIds: readonly string[] | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AllergenSpeciesInput) => apiFetch<AllergenSpeciesSettings>(SPECIES_PATH, { method: 'PUT', body: input }),
    onSuccess: (settings) => queryClient.setQueryData(speciesKey(userId, allergenIds), settings),
  });
}
