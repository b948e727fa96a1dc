// GET /rest/v1/restaurants: reviewed restaurants, 20 a page, filtered, in
// distance order when the position is known and alphabetical otherwise.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { LatLng } from '@domain/geo';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { listRequestParams, type ListFilters } from '../list-filters';
import type { RestaurantListPage } from '@domain/restaurants';

export type RestaurantListParams = {
  readonly filters: ListFilters;
  /** Rounded (see roundedPosition), so small movements keep the cache. */
  readonly position: LatLng | null;
};

export function getRestaurants(
  { filters, position }: RestaurantListParams,
  page: number,
  signal?: AbortSignal,
): Promise<RestaurantListPage> {
  return apiFetch<RestaurantListPage>(`${apiPaths.restaurants}?${listRequestParams(filters, page, position).toString()}`, {
    signal,
  });
}

/** Every list query: what mutations invalidate. */
export const restaurantListsQueryKey = () => ['restaurants', 'list'] as const;

export const restaurantsInfiniteQueryOptions = (params: RestaurantListParams) =>
  infiniteQueryOptions({
    queryKey: [...restaurantListsQueryKey(), params],
    queryFn: ({ pageParam, signal }) => getRestaurants(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

export const useRestaurants = (params: RestaurantListParams, { enabled }: { enabled: boolean }) =>
  useInfiniteQuery({
    ...restaurantsInfiniteQueryOptions(params),
    enabled,
    // A new filter or the position arriving keeps the current rows on screen until the answer.
    placeholderData: keepPreviousData,
  });

const filtersSignature = (filters: ListFilters) => listRequestParams(filters, 1, null).toString();

/**
 * Any filter change shows page 1: a combination seen before (after 'Cancella
 * filtri', or going back) keeps only its first page in the cache instead of
 * coming back with the pages added then.
 */
export function keepFirstPageOf(queryClient: QueryClient, filters: ListFilters): void {
  const signature = filtersSignature(filters);
  queryClient.setQueriesData<InfiniteData<RestaurantListPage, number>>(
    {
      queryKey: restaurantListsQueryKey(),
      predicate: (query) => {
        const params = query.queryKey[2] as RestaurantListParams | undefined;
        return params !== undefined && filtersSignature(params.filters) === signature;
      },
    },
    (data) => (data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data),
  );
}
