// GET /rest/v1/restaurants/suggestions?q=: cities, cuisines, allergens and
// restaurant names for the search box (from 2 characters, at most 8).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { canSuggest } from '@domain/suggestions';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import type { RestaurantSuggestion } from '@domain/restaurants';

export async function getRestaurantSuggestions(q: string, signal?: AbortSignal): Promise<RestaurantSuggestion[]> {
  const params = new URLSearchParams({ q: q.trim() });
  const { items } = await apiFetch<{ items: RestaurantSuggestion[] }>(
    `${apiPaths.restaurantSuggestions}?${params.toString()}`,
    { signal },
  );
  return items;
}

export const restaurantSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['restaurants', 'suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getRestaurantSuggestions(q, signal),
    staleTime: 60_000,
  });

/** Suggestions for an already debounced term; nothing below SUGGESTIONS_MIN_CHARS. */
export const useRestaurantSuggestions = (q: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    ...restaurantSuggestionsQueryOptions(q),
    enabled: enabled && canSuggest(q),
    placeholderData: keepPreviousData,
  });
