import { useId } from 'react';
import { Link } from 'react-router';
import { Navigation, Pencil, Phone, Trash2 } from 'lucide-react';
import { DIRECTIONS_PROVIDERS, telHref, type LatLng } from '@domain/geo';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { externalLinkLabel, externalLinkProps } from '@web/lib/external-links';
import type { MyRestaurantItem } from '@domain/restaurants';
import { RestaurantSummary } from './restaurant-summary';

const messages = it.myRestaurants;

/** One restaurant the user reviewed: Scopri, edit the review, remove, call, directions. */
export function MyRestaurantRow({
  restaurant,
  origin,
  onRemove,
}: {
  restaurant: MyRestaurantItem;
  /** The user's position, as the directions' starting point when known. */
  origin: LatLng | null;
  onRemove: (restaurant: MyRestaurantItem) => void;
}) {
  const nameId = useId();
  const destination =
    restaurant.latitude === null || restaurant.longitude === null ? null : { lat: restaurant.latitude, lng: restaurant.longitude };
  const linkProps = externalLinkProps();
  const phone = telHref(restaurant.phone);
  return (
    <article
      aria-labelledby={nameId}
      data-testid="my-restaurant-row"
      className="render-when-near flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <RestaurantSummary nameId={nameId} restaurant={restaurant} headingLevel={2} />
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <Link to={paths.restaurantDetail(restaurant.id)} aria-describedby={nameId}>
            {messages.discover}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.reviewEdit(restaurant.latest_review_id)} aria-describedby={nameId}>
            <Pencil aria-hidden="true" />
            {messages.editReviews}
          </Link>
        </Button>
        {restaurant.phone && phone && (
          <Button asChild size="sm" variant="outline">
            <a href={phone} aria-label={it.common.phoneCall(restaurant.phone)}>
              <Phone aria-hidden="true" />
              {messages.call}
            </a>
          </Button>
        )}
        {destination &&
          DIRECTIONS_PROVIDERS.map(({ key, url }) => {
            const provider = it.common.directions[key];
            return (
              <Button key={key} asChild size="sm" variant="outline">
                <a
                  href={url({ destination, origin })}
                  {...linkProps}
                  aria-label={externalLinkLabel(`${it.common.directions.with(provider)}: ${restaurant.name}`)}
                >
                  <Navigation aria-hidden="true" />
                  {provider}
                </a>
              </Button>
            );
          })}
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-describedby={nameId}
          onClick={() => onRemove(restaurant)}
        >
          <Trash2 aria-hidden="true" />
          {messages.remove}
        </Button>
      </div>
    </article>
  );
}
