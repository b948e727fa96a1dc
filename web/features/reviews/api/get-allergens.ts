// GET /rest/v1/allergens: the catalogue.
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
