// GET /rest/v1/restaurants/:id, read for the name and cuisine the add-review
// page starts from (with one review, the least the endpoint sends: none is used).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch, isApiError } from '@web/lib/api-client';

export type RestaurantSummary = { id: string; name: string; cuisine_type: string | null };

export const restaurantSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id, 'summary'],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ restaurant: RestaurantSummary }>(apiPaths.restaurantDetail(id, 1), { signal })).restaurant,
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 1,
  });

export const useRestaurantSummary = (id: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...restaurantSummaryQueryOptions(id), enabled });
