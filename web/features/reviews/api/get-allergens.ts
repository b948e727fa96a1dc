// GET /rest/v1/allergens (the catalogue) and GET /rest/v1/profile/allergens
// (the user's own, which a new review starts with).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortByItalianName } from '@domain/allergens';
import { apiFetch } from '@web/lib/api-client';
import type { CatalogueAllergen } from '../types';

export const allergenCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['allergens', 'catalogue'],
    queryFn: () => apiFetch<CatalogueAllergen[]>('/rest/v1/allergens'),
    // The API answers in the English order of the names it stores; people read the Italian ones.
    select: sortByItalianName<CatalogueAllergen>,
    staleTime: 60 * 60_000,
  });

export const useAllergenCatalogue = () => useQuery(allergenCatalogueQueryOptions());

export const useOwnAllergenIds = (userId: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['profile', userId, 'allergens'],
    queryFn: async () => (await apiFetch<{ allergen_ids: string[] }>('/rest/v1/profile/allergens', { cache: 'no-store' })).allergen_ids,
    enabled,
    retry: false,
  });
