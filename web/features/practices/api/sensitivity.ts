// The restaurant page's sensitivity data: GET /rest/v1/restaurants/:id/sensitivity
// (shared reviewer levels, how many reviews come from people as sensitive as
// the caller) and GET …/as-sensitive-reviews (those reviews, newest first).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewItem } from '@domain/restaurants';
import type { RestaurantSensitivity } from '@domain/sensitivity';
import { apiFetch } from '@web/lib/api-client';

const restaurantPath = (restaurantId: string) => `/rest/v1/restaurants/${encodeURIComponent(restaurantId)}`;

/** Under the restaurant's detail key, so a new review or vote refreshes them with the page. */
const sensitivityKey = (restaurantId: string) => ['restaurants', 'detail', restaurantId, 'sensitivity'] as const;

export const restaurantSensitivityQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: sensitivityKey(restaurantId),
    queryFn: ({ signal }) => apiFetch<RestaurantSensitivity>(`${restaurantPath(restaurantId)}/sensitivity`, { signal }),
  });

export const useRestaurantSensitivity = (restaurantId: string) => useQuery(restaurantSensitivityQueryOptions(restaurantId));

export type AsSensitiveReviews = { total: number; items: ReviewItem[] };

export const useAsSensitiveReviews = (restaurantId: string, reviews: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...sensitivityKey(restaurantId), 'reviews', reviews],
    queryFn: ({ signal }) =>
      apiFetch<AsSensitiveReviews>(`${restaurantPath(restaurantId)}/as-sensitive-reviews?reviews=${reviews}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
