// GET /rest/v1/my-restaurants: the restaurants the user reviewed, 20 a page,
// nearest first when the position is known, else alphabetical.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LatLng } from '@domain/geo';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import type { AwaitingReviewItem, MyRestaurantsPage } from '@domain/restaurants';

export function getMyRestaurants(position: LatLng | null, page: number, signal?: AbortSignal): Promise<MyRestaurantsPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (position) {
    params.set('lat', String(position.lat));
    params.set('lng', String(position.lng));
  }
  return apiFetch<MyRestaurantsPage>(`${apiPaths.myRestaurants}?${params.toString()}`, { signal });
}

/** Every My restaurants query: what removals and review changes invalidate. */
export const myRestaurantsQueryKey = () => ['restaurants', 'mine'] as const;

/** `position` rounded (see roundedPosition), so small movements keep the cache. */
export const myRestaurantsInfiniteQueryOptions = (position: LatLng | null) =>
  infiniteQueryOptions({
    queryKey: [...myRestaurantsQueryKey(), position],
    queryFn: ({ pageParam, signal }) => getMyRestaurants(position, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

export const useMyRestaurants = (position: LatLng | null, { enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...myRestaurantsInfiniteQueryOptions(position), enabled, placeholderData: keepPreviousData });

/** GET /rest/v1/my-restaurants/awaiting-review: what the user added that nobody reviewed yet. */
export const useAddedAwaitingReview = () =>
  useQuery({
    // Under the My restaurants key: review changes and removals refresh it too.
    queryKey: [...myRestaurantsQueryKey(), 'awaiting-review'],
    queryFn: ({ signal }) => apiFetch<{ items: AwaitingReviewItem[] }>(`${apiPaths.myRestaurants}/awaiting-review`, { signal }),
  });
