// /saved ('Salvati'): the restaurants the user saved, with badge and alert,
// in list order (nearest first once the position is known, else Italian
// order); each can be opened or removed (docs/product.md#saved-venues).
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Search } from 'lucide-react';
import { it } from '@domain/i18n/it';
import type { SavedRestaurant } from '@domain/saved';
import { paths } from '@web/app/paths';
import { LocationConsentDialog } from '@web/components/location-consent-dialog';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/auth/session';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { IncidentAlertNotice } from '@web/features/incidents/components/incident-alert';
import { VenueStatusNotice } from '@web/features/venue-status/components/venue-status-notice';
import { LocationStatus } from '@web/features/restaurants/components/location-status';
import { RestaurantSummary } from '@web/features/restaurants/components/restaurant-summary';
import { useListPosition } from '@web/features/restaurants/use-list-position';
import { useSavedList } from '@web/features/saved/api/saved';
import { SaveButton } from '@web/features/saved/components/save-button';

const messages = it.saved;

export default function SavedPage() {
  useDocumentTitle(messages.pageTitle);
  const { user, loading } = useSession();
  if (loading) return <RowsSkeleton />;
  if (!user) return <SignInRedirect />;
  return <SavedList />;
}

function SavedList() {
  const { consent, geolocation, position, isLocating, askAgain } = useListPosition();
  const list = useSavedList(position, { enabled: !isLocating });
  const items = list.data?.items ?? [];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col items-start gap-3">
        <nav aria-label={it.common.back} className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.profile}>
              <ArrowLeft aria-hidden="true" />
              {it.myRestaurants.backToProfile}
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.myRestaurants}>{it.myRestaurants.title}</Link>
          </Button>
        </nav>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{messages.pageTitle}</h1>
        <p className="text-muted-foreground">{messages.pageIntro}</p>
        <LocationStatus consent={consent} state={geolocation} onUseMyPosition={askAgain} />
      </header>
      <section aria-label={messages.pageTitle} aria-busy={list.isPending || list.isFetching} className="flex flex-col gap-4">
        {list.isPending ? (
          <RowsSkeleton />
        ) : list.isError && !list.data ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert">{messages.loadError}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {messages.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div data-testid="empty-state" className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-card p-6">
            <p>{messages.empty}</p>
            <Button asChild>
              <Link to={paths.restaurants}>
                <Search aria-hidden="true" />
                {messages.goToList}
              </Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{messages.count(items.length)}</p>
            <ul className="flex flex-col gap-3">
              {items.map((restaurant) => (
                <li key={restaurant.id}>
                  <SavedRow restaurant={restaurant} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <LocationConsentDialog />
    </div>
  );
}

function SavedRow({ restaurant }: { restaurant: SavedRestaurant }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      data-testid="saved-row"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <RestaurantSummary nameId={nameId} restaurant={restaurant} reviewCount={restaurant.review_count} headingLevel={2} />
        <VenueStatusNotice status={restaurant.venue_status} compact />
        <IncidentAlertNotice alert={restaurant.incident_alert} compact />
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <Link to={paths.restaurantDetail(restaurant.id)} aria-describedby={nameId}>
            {it.restaurants.discover}
          </Link>
        </Button>
        <SaveButton restaurantId={restaurant.id} restaurantName={restaurant.name} size="sm" />
      </div>
    </article>
  );
}

function RowsSkeleton() {
  return (
    <div role="status" data-page-skeleton className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-8">
      <span className="sr-only">{it.common.loading}</span>
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
    </div>
  );
}
