// GET /rest/v1/restaurants/:id: the restaurant, its averages, badges and reviews.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch, isApiError } from '@web/lib/api-client';
import type { RestaurantDetail } from '@domain/restaurants';

export const getRestaurant = (id: string, signal?: AbortSignal) =>
  apiFetch<RestaurantDetail>(apiPaths.restaurant(id), { signal });

export const isRestaurantNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

export const restaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
    // A missing restaurant stays missing; other failures get one more try.
    retry: (failureCount, error) => !isRestaurantNotFound(error) && failureCount < 1,
  });

export const useRestaurant = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...restaurantQueryOptions(id), enabled });
