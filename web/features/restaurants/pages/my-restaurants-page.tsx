// /my-restaurants ('I Miei Locali'): the restaurants the user reviewed, nearest
// first once the position is known, 20 at a time (docs/product.md#my-restaurants).
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Bookmark, PenLine, Search } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { LocationConsentDialog } from '@web/components/location-consent-dialog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAddedAwaitingReview, useMyRestaurants } from '../api/get-my-restaurants';
import { useRemoveMyRestaurant } from '../api/remove-my-restaurant';
import { ListLoadError, LoadMoreButton } from '../components/list-controls';
import { LocationStatus } from '../components/location-status';
import { MyRestaurantRow } from '../components/my-restaurant-row';
import { useListPosition } from '../use-list-position';
import type { MyRestaurantItem } from '@domain/restaurants';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';

const messages = it.myRestaurants;

export default function MyRestaurantsPage() {
  useDocumentTitle(messages.title);
  const { user, loading } = useSession();
  if (loading) return <RowsSkeleton />;
  if (!user) return <SignInRedirect />;
  return <MyRestaurants />;
}

function MyRestaurants() {
  const { consent, geolocation, position, isLocating, askAgain } = useListPosition();
  const origin = geolocation.status === 'success' ? geolocation.position : null;

  const list = useMyRestaurants(position, { enabled: !isLocating });
  const restaurants = (list.data?.pages ?? []).flatMap((page) => page.items);

  const [toRemove, setToRemove] = useState<MyRestaurantItem | null>(null);
  const remove = useRemoveMyRestaurant();
  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => toast.success(messages.removedTitle),
      onError: () => toast.error(messages.errorTitle, { description: messages.removeFailed }),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col items-start gap-3">
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.profile}>
              <ArrowLeft aria-hidden="true" />
              {messages.backToProfile}
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.saved}>
              <Bookmark aria-hidden="true" />
              {it.saved.link}
            </Link>
          </Button>
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{messages.title}</h1>
        <LocationStatus consent={consent} state={geolocation} onUseMyPosition={askAgain} />
      </header>

      <section aria-label={messages.title} aria-busy={list.isPending || list.isFetching} className="flex flex-col gap-4">
        {list.isPending ? (
          <RowsSkeleton />
        ) : list.isError && !list.data ? (
          <ListLoadError onRetry={() => void list.refetch()} />
        ) : restaurants.length === 0 ? (
          <div data-testid="empty-state" className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-card p-6">
            <p>{messages.empty}</p>
            <Button asChild>
              <Link to={paths.restaurants}>
                <Search aria-hidden="true" />
                {messages.emptyCta}
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {restaurants.map((restaurant) => (
              <li key={restaurant.id}>
                <MyRestaurantRow restaurant={restaurant} origin={origin} onRemove={setToRemove} />
              </li>
            ))}
          </ul>
        )}

        {list.hasNextPage && !list.isPlaceholderData && (
          <LoadMoreButton label={messages.loadMore} isLoading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
        )}
      </section>

      <AwaitingReview />

      <ConfirmDialog
        isOpen={toRemove !== null}
        title={messages.removeDialogTitle}
        description={messages.removeDialogText(toRemove?.name ?? '')}
        confirmLabel={messages.removeConfirm}
        cancelLabel={messages.removeCancel}
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
      <LocationConsentDialog />
    </div>
  );
}

/** The restaurants the user added that still wait for a first review: the way back to them. */
function AwaitingReview() {
  const awaiting = useAddedAwaitingReview();
  const items = awaiting.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="awaiting-review-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="awaiting-review-title" className="text-xl font-semibold">
          {messages.awaitingTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{messages.awaitingText}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((restaurant) => (
          <li
            key={restaurant.id}
            data-testid="awaiting-review-row"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4"
          >
            <div className="min-w-0">
              <Link to={paths.restaurantDetail(restaurant.id)} className="font-semibold hover:underline">
                {restaurant.name}
              </Link>
              <p className="text-sm text-muted-foreground">
                {restaurant.address}, {restaurant.city}
              </p>
            </div>
            <Button asChild size="sm">
              <Link to={paths.restaurantReview(restaurant.id)}>
                <PenLine aria-hidden="true" />
                {it.restaurantDetail.writeFirstReview}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RowsSkeleton() {
  return (
    <div role="status" data-page-skeleton className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-8">
      <span className="sr-only">{messages.loading}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
