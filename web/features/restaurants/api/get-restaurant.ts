// GET /rest/v1/restaurants/:id: the restaurant, its averages, badges and its
// newest reviews (RESTAURANT_REVIEWS_STEP unless more are asked for).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RESTAURANT_REVIEWS_STEP } from '@domain/limits';
import type { RestaurantDetail } from '@domain/restaurants';
import { apiPaths } from '@web/app/paths';
import { apiFetch, isApiError } from '@web/lib/api-client';

export const getRestaurant = (id: string, reviews: number, signal?: AbortSignal) =>
  apiFetch<RestaurantDetail>(apiPaths.restaurantDetail(id, reviews), { signal });

export const isRestaurantNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Every cached detail of the restaurant, however many reviews each holds: what writes and live events invalidate. */
export const restaurantDetailKey = (id: string) => ['restaurants', 'detail', id] as const;

export const restaurantQueryOptions = (id: string, reviews: number = RESTAURANT_REVIEWS_STEP) =>
  queryOptions({
    queryKey: [...restaurantDetailKey(id), reviews],
    queryFn: ({ signal }) => getRestaurant(id, reviews, signal),
    // A missing restaurant stays missing; other failures get one more try.
    retry: (failureCount, error) => !isRestaurantNotFound(error) && failureCount < 1,
  });

export const useRestaurant = (
  id: string,
  { enabled = true, reviews = RESTAURANT_REVIEWS_STEP }: { enabled?: boolean; reviews?: number } = {},
) =>
  // Asking for more reviews keeps the page on screen until they arrive.
  useQuery({ ...restaurantQueryOptions(id, reviews), enabled, placeholderData: keepPreviousData });
