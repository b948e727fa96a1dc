// GET /rest/v1/allergens: the catalogue the tiles are drawn from, by English name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortByItalianName } from '@domain/allergens';
import { apiFetch } from '@web/lib/api-client';

export type CatalogueAllergen = { id: string; name: string; emoji: string };

export const fetchAllergenCatalogue = () => apiFetch<CatalogueAllergen[]>('/rest/v1/allergens');

export const allergenCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['allergens', 'catalogue'],
    queryFn: fetchAllergenCatalogue,
    // The API answers in the English order of the names it stores; people read the Italian ones.
    select: sortByItalianName<CatalogueAllergen>,
    // The catalogue changes with a deployment, not while the page is open.
    staleTime: 60 * 60_000,
  });

export const useAllergenCatalogue = () => useQuery(allergenCatalogueQueryOptions());
