// /restaurants: the reviewed restaurants, searchable, filtered through the URL,
// nearest first once the position is known (docs/product.md#restaurant-list, #ordering).
import { useId, useMemo, useRef, useState } from 'react';
import { useDrawnInSlices } from '@web/lib/use-drawn-in-slices';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Map as MapIcon, Plus } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { foldForMatch } from '@domain/fold';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { LocationConsentDialog } from '@web/components/location-consent-dialog';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { APP_NAME } from '@web/lib/app-name';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDeleteRestaurant } from '@web/features/restaurants/api/delete-restaurant';
import { useAddedAwaitingReview } from '@web/features/restaurants/api/get-my-restaurants';
import { keepFirstPageOf, useRestaurants } from '@web/features/restaurants/api/get-restaurants';
import { AccessRequired } from '@web/features/restaurants/components/access-required';
import { DeleteRestaurantDialog } from '@web/features/restaurants/components/delete-restaurant-dialog';
import { FilterChips } from '@web/features/restaurants/components/filter-chips';
import { PracticeFilter } from '@web/features/practices/components/practice-filter';
import { ListLoadError, LoadMoreButton } from '@web/features/restaurants/components/list-controls';
import { LocationStatus } from '@web/features/restaurants/components/location-status';
import { RestaurantRow } from './components/restaurant-row';
import { RestaurantSearch } from '@web/features/restaurants/components/restaurant-search';
import {
  addFilter,
  buildFilterChips,
  EMPTY_FILTERS,
  emptyStateFor,
  filtersFromSearchParams,
  filtersToSearchParams,
  removeFilter,
  type ListFilters,
} from '@web/features/restaurants/list-filters';
import { deleteErrorDescription } from '@web/features/restaurants/restaurant-feedback';
import { useListPosition } from '@web/features/restaurants/use-list-position';
import type { RestaurantListItem } from '@domain/restaurants';

const messages = it.restaurants;

export default function RestaurantListPage() {
  useDocumentTitle(it.nav.restaurants);
  const { user, loading } = useSession();
  if (loading) return <ListSkeleton />;
  if (!user) {
    return <AccessRequired title={messages.accessRequiredTitle} text={messages.accessRequired} signInLabel={messages.signIn} />;
  }
  return <RestaurantList />;
}

function RestaurantList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const listTitleId = useId();

  const setFilters = (next: ListFilters) => setSearchParams(filtersToSearchParams(next, searchParams));
  // Every filter change is a new query key; one already seen is cut back to its
  // first page before it is shown, so the list always starts again from page 1.
  const queryClient = useQueryClient();
  const filtersKey = filtersToSearchParams(filters).toString();
  const [shownFiltersKey, setShownFiltersKey] = useState(filtersKey);
  if (shownFiltersKey !== filtersKey) {
    setShownFiltersKey(filtersKey);
    keepFirstPageOf(queryClient, filters);
  }

  const { consent, geolocation, position, isLocating, askAgain } = useListPosition();

  // The list shows its previous state until the new rows are drawn.
  const list = useDrawnInSlices(useRestaurants({ filters, position }, { enabled: !isLocating }));
  const pages = list.data?.pages ?? [];
  const restaurants = pages.flatMap((page) => page.items);
  const lastPage = pages.at(-1);

  const [toDelete, setToDelete] = useState<RestaurantListItem | null>(null);
  const deleteRestaurant = useDeleteRestaurant();
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteRestaurant.mutate(toDelete.id, {
      onSuccess: () => toast.success(messages.deletedTitle, { description: messages.deleted }),
      onError: (error) => toast.error(messages.deleteErrorTitle, { description: deleteErrorDescription(error) }),
      onSettled: () => setToDelete(null),
    });
  };

  const chips = buildFilterChips(filters);
  const emptyState = emptyStateFor(filters);
  const isRefreshing = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.isPending);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {lastPage ? (
            messages.header(lastPage.reviewed_total)
          ) : list.isError ? (
            it.nav.restaurants
          ) : (
            <>
              <span className="sr-only">{messages.loading}</span>
              {/* A span: a heading holds phrasing content only. */}
              {/* As tall as the heading's line (text-2xl, sm:text-3xl), so the count replaces it without moving the page. */}
              <span className="block h-8 w-72 max-w-full animate-pulse rounded-md bg-muted sm:h-9" aria-hidden="true" />
            </>
          )}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={filters.showClosed ? `${paths.restaurantMap}?show_closed=1` : paths.restaurantMap}>
              <MapIcon aria-hidden="true" />
              {messages.viewOnMap}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.restaurantSearch}>
              <Plus aria-hidden="true" />
              {messages.addRestaurant}
            </Link>
          </Button>
        </div>
      </header>

      <div className="flex flex-col gap-3">
        <RestaurantSearch
          inputRef={searchInputRef}
          onSelect={(suggestion) => setFilters(addFilter(filters, suggestion.type, suggestion.value))}
          onSubmitText={(text) => setFilters(addFilter(filters, 'text', text))}
        />
        <FilterChips
          chips={chips}
          onRemove={(chip) => {
            setFilters(removeFilter(filters, chip.kind, chip.value));
            searchInputRef.current?.focus();
          }}
          onClear={() => {
            setFilters(EMPTY_FILTERS);
            searchInputRef.current?.focus();
          }}
        />
        <PracticeFilter
          selected={filters.practices}
          onToggle={(practice, isSelected) =>
            setFilters(isSelected ? addFilter(filters, 'practice', practice) : removeFilter(filters, 'practice', practice))
          }
        />
        <label className="flex min-h-11 w-fit items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.showClosed}
            onChange={(event) => setFilters({ ...filters, showClosed: event.target.checked })}
          />
          {it.venueStatus.showClosed}
        </label>
        <LocationStatus consent={consent} state={geolocation} onUseMyPosition={askAgain} />
      </div>

      <section aria-labelledby={listTitleId} aria-busy={list.isPending || isRefreshing} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={listTitleId} className="text-xl font-semibold">
            {messages.listTitle(APP_NAME)}
          </h2>
          {lastPage && (
            <p className="text-sm text-muted-foreground" data-testid="shown-of-total">
              {messages.shownOfTotal(restaurants.length, lastPage.total)}
            </p>
          )}
        </div>

        {list.isPending ? (
          <ListRowsSkeleton />
        ) : list.isError && !list.data ? (
          <ListLoadError onRetry={() => void list.refetch()} />
        ) : restaurants.length === 0 ? (
          <div data-testid="empty-state" className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-card p-6">
            <p>{emptyState.message}</p>
            {emptyState.addTerm && <AddedByYou term={emptyState.addTerm} />}
            {emptyState.addTerm && (
              <Button asChild variant="outline">
                <Link to={paths.addRestaurantNamed(emptyState.addTerm)}>
                  <Plus aria-hidden="true" />
                  {messages.addAsNew(emptyState.addTerm)}
                </Link>
              </Button>
            )}
          </div>
        ) : (
          <ul className={isRefreshing ? 'flex flex-col gap-3 opacity-60 transition-opacity' : 'flex flex-col gap-3'}>
            {restaurants.map((restaurant) => (
              <li key={restaurant.id}>
                <RestaurantRow restaurant={restaurant} onDelete={setToDelete} />
              </li>
            ))}
          </ul>
        )}

        {list.hasNextPage && !list.isPlaceholderData && (
          <LoadMoreButton label={messages.loadMore} isLoading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
        )}
      </section>

      <DeleteRestaurantDialog
        restaurantName={toDelete?.name ?? null}
        isPending={deleteRestaurant.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <LocationConsentDialog />
    </div>
  );
}

function ListRowsSkeleton() {
  return (
    <div role="status" data-page-skeleton className="flex flex-col gap-3">
      <span className="sr-only">{messages.loading}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-28 w-full rounded-xl" />
      ))}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <Skeleton className="h-9 w-72 max-w-full" />
      <Skeleton className="h-11 w-full" />
      <ListRowsSkeleton />
    </div>
  );
}

/**
 * A search that finds nothing may name a venue the user added that nobody
 * reviewed yet (the list shows only reviewed venues): it is named, with the
 * way to its first review, before the offer to add it again.
 */
function AddedByYou({ term }: { term: string }) {
  const awaiting = useAddedAwaitingReview();
  const folded = foldForMatch(term);
  const matches = (awaiting.data?.items ?? []).filter((item) => foldForMatch(item.name).includes(folded)).slice(0, 3);
  if (matches.length === 0) return null;
  return (
    <ul className="flex w-full flex-col gap-2" data-testid="added-by-you">
      {matches.map((item) => (
        <li key={item.id} className="flex flex-col items-start gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
          <p>{messages.addedByYou(item.name, `${item.address}, ${item.city}`)}</p>
          <Button asChild size="sm">
            <Link to={paths.restaurantReview(item.id)}>{it.restaurantDetail.writeFirstReview}</Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
