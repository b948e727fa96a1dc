import { useId } from 'react';
import { Link } from 'react-router';
import { MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { latestReviewText } from '@domain/recency';
import { PracticeMarks } from '@web/features/practices/components/practice-marks';
import type { RestaurantListItem } from '@domain/restaurants';
import type { EditRestaurantState } from '@web/features/restaurants/types';
import { RestaurantSummary } from '@web/features/restaurants/components/restaurant-summary';
import { IncidentAlertNotice } from '@web/features/incidents/components/incident-alert';
import { SaveButton } from '@web/features/saved/components/save-button';
import { VenueStatusNotice } from '@web/features/venue-status/components/venue-status-notice';

const messages = it.restaurants;

/** The edit page's navigation state: the restaurant as the list knows it. */
export function editState(restaurant: RestaurantListItem): EditRestaurantState {
  const { id, name, address, city, phone, website, latitude, longitude } = restaurant;
  return { restaurant: { id, name, address, city, phone, website, latitude, longitude } };
}

/** One restaurant of the list: what it is, where, how safe, and its actions. */
export function RestaurantRow({
  restaurant,
  onDelete,
}: {
  restaurant: RestaurantListItem;
  onDelete: (restaurant: RestaurantListItem) => void;
}) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      data-testid="restaurant-row"
      className="render-when-near flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <RestaurantSummary
          nameId={nameId}
          restaurant={restaurant}
          reviewCount={restaurant.review_count}
          hasOpenAlert={restaurant.incident_alert !== null}
        />
        <VenueStatusNotice status={restaurant.venue_status} compact />
        <IncidentAlertNotice alert={restaurant.incident_alert} compact />
        <PracticeMarks practices={restaurant.practices} />
        {restaurant.latest_review_at && (
          <p className="text-xs text-muted-foreground" data-testid="latest-review">
            {latestReviewText(restaurant.latest_review_at, new Date())}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <Link to={paths.restaurantDetail(restaurant.id)} aria-describedby={nameId}>
            {messages.discover}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.restaurantReview(restaurant.id)} aria-describedby={nameId}>
            <MessageSquarePlus aria-hidden="true" />
            {messages.review}
          </Link>
        </Button>
        <SaveButton restaurantId={restaurant.id} restaurantName={restaurant.name} size="sm" />
        <Button asChild size="icon" variant="ghost">
          <Link to={paths.restaurantEdit(restaurant.id)} state={editState(restaurant)} aria-label={messages.editLabel(restaurant.name)}>
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-label={messages.deleteLabel(restaurant.name)}
          onClick={() => onDelete(restaurant)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
