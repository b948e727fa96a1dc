// /my-restaurants ('I Miei Locali'): the restaurants the user reviewed, nearest
// first once the position is known, 20 at a time (docs/product.md#my-restaurants).
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ArrowLeft, Search } from 'lucide-react';
import { toast } from 'sonner';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { LocationConsentDialog } from '@web/components/location-consent-dialog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/auth/session';
import { useGeolocation } from '@web/lib/geolocation';
import { useLocationConsent } from '@web/lib/location-consent';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMyRestaurants } from '../api/get-my-restaurants';
import { useRemoveMyRestaurant } from '../api/remove-my-restaurant';
import { ListLoadError, LoadMoreButton } from '../components/list-controls';
import { LocationStatus } from '../components/location-status';
import { MyRestaurantRow } from '../components/my-restaurant-row';
import { roundedPosition } from '../list-filters';
import type { MyRestaurantItem } from '@domain/restaurants';

const messages = it.myRestaurants;

export default function MyRestaurantsPage() {
  useDocumentTitle(messages.title);
  const { user, loading } = useSession();
  if (loading) return <RowsSkeleton />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <MyRestaurants />;
}

function MyRestaurants() {
  const { consent, recordPositionError } = useLocationConsent();
  const { state: geolocation } = useGeolocation({ enabled: consent === 'granted', onError: recordPositionError });
  const position = geolocation.status === 'success' ? roundedPosition(geolocation.position) : null;
  const isLocating = consent === 'granted' && (geolocation.status === 'idle' || geolocation.status === 'loading');
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
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.profile}>
            <ArrowLeft aria-hidden="true" />
            {messages.backToProfile}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{messages.title}</h1>
        <LocationStatus consent={consent} state={geolocation} />
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

function RowsSkeleton() {
  return (
    <div role="status" className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-8">
      <span className="sr-only">{messages.loading}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
